import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * One visual system (app/globals.css): components colour themselves with the theme's
 * tokens (bg-surface, stroke-accent, fill-nest-soft …), never with Tailwind's raw palette,
 * so light and dark stay consistent and contrast is checked once, where the tokens are set.
 */

const files = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const UTILITIES = 'bg|text|border|ring|fill|stroke|outline|from|to|via|decoration|divide|shadow|accent|caret|placeholder';
const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|black|white';
// A class such as `dark:hover:fill-sky-500/40` or `border-white`; the token names (surface, accent …) never match.
const RAW = new RegExp(`(?<![\\w-])(?:[a-z-]+:)*(?:${UTILITIES})-(?:${PALETTE})(?:-\\d{2,3})?(?:/\\d+)?(?![\\w-])`, 'g');

describe('components use theme tokens, not raw palette colours', () => {
  const sources = [...files('app', 'content').filter((f) => /\.(tsx|mdx)$/.test(f)), 'mdx-components.tsx'];

  test('the check finds a raw colour where there is one', () => {
    expect('x fill-sky-600 dark:stroke-slate-400 bg-white/80 y'.match(RAW)).toEqual(['fill-sky-600', 'dark:stroke-slate-400', 'bg-white/80']);
    expect('fill-accent stroke-line-strong text-muted bg-surface fill-nest-soft'.match(RAW)).toBeNull();
  });

  test.each(sources)('%s', (file) => {
    expect(readFileSync(file, 'utf8').match(RAW) ?? []).toEqual([]);
  });
});
