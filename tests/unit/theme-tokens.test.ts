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

/**
 * The dark scheme is the light one in other colours: the browser tests check axe's other rules (names, roles,
 * structure, target sizes) once per layout in light, and in dark only its colour rules (visual.test.ts). That holds
 * while dark sets nothing but colour tokens.
 */
describe('dark differs from light only in colour', () => {
  const css = readFileSync('app/globals.css', 'utf8');
  /** The declarations inside each `@media (prefers-color-scheme: dark) { … }` block, braces balanced. */
  const darkBlocks = () => {
    const out: string[] = [];
    for (const m of css.matchAll(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/g)) {
      let depth = 1;
      let i = m.index + m[0].length;
      for (; depth && i < css.length; i++) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
      out.push(css.slice(m.index + m[0].length, i - 1));
    }
    return out;
  };
  const declarations = (block: string) =>
    block
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/[^{}]*\{|\}/g, '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
  // The light scheme's tokens: those set before the dark block.
  const lightTokens = new Set([...css.slice(0, css.search(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/)).matchAll(/(--rf-[\w-]+)\s*:/g)].map((m) => m[1]));

  test('the dark block sets only colour tokens the light scheme sets too', () => {
    const blocks = darkBlocks();
    expect(blocks.length).toBe(1);
    const set = declarations(blocks[0]);
    expect(set.length).toBeGreaterThan(10);
    for (const d of set) {
      const [name, value] = d.split(/:\s*/);
      expect(lightTokens, d).toContain(name);
      expect(value, d).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  test('the check reads a dark block that sets a size', () => {
    expect(declarations(':root { --rf-ink: #fff; } main { font-size: 20px; }')).toEqual(['--rf-ink: #fff', 'font-size: 20px']);
  });

  test('no component switches anything on the scheme itself', () => {
    const sources = [...files('app', 'content').filter((f) => /\.(tsx|ts|mdx)$/.test(f)), 'mdx-components.tsx'];
    for (const f of sources) {
      const text = readFileSync(f, 'utf8');
      // The dark: variant would restyle in dark without a token; matchMedia on the scheme would change the page itself.
      expect(text.match(/(?<![\w-])dark:[\w-]/g) ?? [], f).toEqual([]);
      expect(/matchMedia\([^)]*color-scheme/.test(text), f).toBe(false);
    }
  });
});
