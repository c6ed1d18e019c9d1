import { describe, expect, test } from 'vitest';
import { buildIndex } from '@/app/lib/search/build';
import { searchGroups } from '@/app/lib/search/query';

const index = buildIndex();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;

/** What a Goda judge types, and the page that must come first (001's spell kinds and red summons), in both languages. */
const GOLDEN: [string, string, string][] = [
  ['en', 'area spell', 'goda/terms/spell-kinds'],
  ['ja', 'エリア呪文', 'goda/terms/spell-kinds'],
  ['en', 'time spell', 'goda/terms/spell-kinds'],
  ['ja', 'タイム呪文', 'goda/terms/spell-kinds'],
  ['en', 'spell kinds', 'goda/terms/spell-kinds'],
  ['ja', '呪文の種類', 'goda/terms/spell-kinds'],
  ['en', 'loop spell', 'goda/terms/spell-kinds'],
  ['ja', 'ループ呪文', 'goda/terms/spell-kinds'],
  ['en', 'red summon', 'goda/terms/red-summons'],
  ['ja', '赤モンスターの召喚', 'goda/terms/red-summons'],
  ['ja', '赤召喚', 'goda/terms/red-summons'],
  ['ja', '進化系召喚', 'goda/terms/red-summons'],
  ['en', 'energy', 'goda/terms/red-summons'],
];

/**
 * Queries as the search box on a Goda page sends them: within Goda only (`&game=goda`). Force summons share their
 * words with Battle Guardians ("summon force", フォース), whose pages come first in a search of every game.
 */
const GOLDEN_IN_GODA: [string, string, string][] = [
  ['en', 'force summon', 'goda/terms/red-summons'],
  ['ja', 'フォース召喚', 'goda/terms/red-summons'],
  ['en', 'special summon', 'goda/terms/red-summons'],
  ['ja', 'タイム呪文 相手のターン', 'goda/terms/spell-kinds'],
];

describe('search finds Goda pages', () => {
  test.each(GOLDEN)('%s "%s" → %s', (lang, q, want) => {
    expect(top(q, lang)).toBe(want);
  });
  test.each(GOLDEN_IN_GODA)('%s "%s" within Goda → %s', (lang, q, want) => {
    expect(searchGroups(index, q, lang, 20, 'goda')[0]?.group).toBe(want);
  });
});
