import { describe, expect, test } from 'vitest';
import { buildIndex } from '@/app/lib/search/build';
import { searchGroups } from '@/app/lib/search/query';

const index = buildIndex();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;

/** What a Goda judge types, and the page that must come first (001's spell kinds), in both languages. */
const GOLDEN: [string, string, string][] = [
  ['en', 'area spell', 'goda/terms/spell-kinds'],
  ['ja', 'エリア呪文', 'goda/terms/spell-kinds'],
  ['en', 'time spell', 'goda/terms/spell-kinds'],
  ['ja', 'タイム呪文', 'goda/terms/spell-kinds'],
  ['en', 'spell kinds', 'goda/terms/spell-kinds'],
  ['ja', '呪文の種類', 'goda/terms/spell-kinds'],
  ['en', 'loop spell', 'goda/terms/spell-kinds'],
  ['ja', 'ループ呪文', 'goda/terms/spell-kinds'],
];

/** Queries as the search box on a Goda page sends them: within Goda only (`&game=goda`). */
const GOLDEN_IN_GODA: [string, string, string][] = [['ja', 'タイム呪文 相手のターン', 'goda/terms/spell-kinds']];

describe('search finds Goda pages', () => {
  test.each(GOLDEN)('%s "%s" → %s', (lang, q, want) => {
    expect(top(q, lang)).toBe(want);
  });
  test.each(GOLDEN_IN_GODA)('%s "%s" within Goda → %s', (lang, q, want) => {
    expect(searchGroups(index, q, lang, 20, 'goda')[0]?.group).toBe(want);
  });
});
