import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { uiStrings } from '@/content/ui';

/** Every .tsx file under app/. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsxFiles(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );
}

// Found by an audit: every Japanese page named its breadcrumb landmark "breadcrumb", in English.
test('the breadcrumb landmark is named in the page language', () => {
  expect(uiStrings('en').breadcrumb).toBe('Breadcrumb');
  expect(uiStrings('ja').breadcrumb).toBe('パンくずリスト');
});

test('no page names its breadcrumb with a fixed English word; each uses the words of content/ui.ts', () => {
  const files = tsxFiles('app');
  const fixed = files.filter((f) => /aria-label="breadcrumb"/i.test(readFileSync(f, 'utf8')));
  expect(fixed).toEqual([]);
  const using = files.filter((f) => readFileSync(f, 'utf8').includes('aria-label={ui.breadcrumb}'));
  // The flow page, a topic page, the rulings index and a ruling's page.
  expect(using.length).toBe(4);
});
