import { describe, expect, test } from 'vitest';
import { games } from '@/content';
import { cited } from '@/content/schema';
import type { Source } from '@/content/schema';

/** Every citation in a game's content (flows, rulings, topics, the game's own words), found by its shape. */
function sourcesIn(value: unknown, out: Source[] = []): Source[] {
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.doc === 'string' && 'section' in o && 'ref' in o) out.push(o as unknown as Source);
    for (const v of Object.values(o)) sourcesIn(v, out);
  }
  return out;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

// Every game: a Japanese source's headings and named parts must reach an English page in English.
const BILINGUAL = Object.keys(games);

describe.each(BILINGUAL)('%s citations', (game) => {
  const sources = sourcesIn(games[game]);

  test('the game has citations to check', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  test("the game's extra pages show every citation as words, in the page's language", () => {
    for (const [id, page] of Object.entries(games[game].extras?.pages ?? {})) {
      for (const locale of ['ja', 'en'] as const) expect(JSON.stringify(page.sections(locale)), `${id} (${locale})`).not.toContain('[object Object]');
    }
  });

  test('no section or reference shown on an English page is in Japanese', () => {
    const bad = sources.flatMap((s) => [s.section, s.ref].map((p) => cited(p, 'en')).filter((t) => JAPANESE.test(t)));
    expect(bad).toEqual([]);
  });

  test('a part named in words gives the Japanese page Japanese and the English page something else', () => {
    for (const s of sources) {
      for (const p of [s.section, s.ref]) {
        if (typeof p === 'string') continue;
        if (games[game].content.sources[s.doc]?.language === 'ja') expect(p.ja, p.en).toMatch(JAPANESE);
        expect(p.en).not.toBe(p.ja);
      }
    }
  });
});
