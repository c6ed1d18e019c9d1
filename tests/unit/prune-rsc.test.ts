import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pruneRsc } from '../../scripts/prune-rsc.mjs';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Every file under root, as sorted relative paths. */
const list = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(root.length + 1))
    .sort();

test('removes the RSC payloads Next writes beside each page, keeps every page, file and other .txt', () => {
  const root = mkdtempSync(join(tmpdir(), 'ruleflow-prune-'));
  roots.push(root);
  const files = {
    'index.html': 'root',
    'index.txt': 'payload',
    'en.html': 'home',
    'en.txt': 'payload',
    'en/g/call.html': 'flow',
    'en/g/call.txt': 'payload',
    'en/g/call/__next._full.txt': 'payload',
    'en/g/call/__next._tree.txt': 'tree',
    'en/g/call/__next.$d$locale.__PAGE__.txt': 'segment',
    'en/g/call/1.2.html': 'step',
    'en/g/call/1.2.txt': 'payload',
    'en/g/call/1.2/__next._full.txt': 'payload',
    'robots.txt': 'User-agent: *',
    'data/g/notes.txt': 'a data file with no page',
    '_next/static/chunks/a1.js': 'code',
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), text);
  }
  const gone = pruneRsc(root);
  expect(list(root)).toEqual(
    ['_next/static/chunks/a1.js', 'data/g/notes.txt', 'en.html', 'en/g/call.html', 'en/g/call/1.2.html', 'index.html', 'robots.txt'].sort(),
  );
  expect(gone).toEqual({ files: 8, bytes: 'payload'.length * 6 + 'tree'.length + 'segment'.length });
  // The folder that held only a step page's segment files goes with them.
  expect(existsSync(join(root, 'en/g/call/1.2'))).toBe(false);
});
