import { describe, expect, test } from 'vitest';
import { buildIndex } from '@/app/lib/search/build';
import { searchGroups } from '@/app/lib/search/query';

const index = buildIndex();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;

/** What a judge of FF-TCG types, and the page that must come first (003's cards, steps and terms), in both languages. */
const GOLDEN: [string, string, string][] = [
  ['en', 'Barret survives', 'fftcg/rulings/fftcg-brynhildr-interrupted'],
  ['en', 'Barret is broken', 'fftcg/rulings/fftcg-barret-interrupted'],
  ['ja', 'ブリュンヒルデ ハンマーブロウ', 'fftcg/rulings/fftcg-brynhildr-interrupted'],
  ['en', 'Valefor', 'fftcg/rulings/fftcg-valefor-main-2'],
  ['ja', 'ヴァルファーレ', 'fftcg/rulings/fftcg-valefor-main-2'],
  ['en', 'EX Burst', 'fftcg/rules/ex-burst'],
  ['ja', 'EXバースト', 'fftcg/rules/ex-burst'],
  ['en', 'interrupt', 'fftcg/rules/interrupt'],
  ['ja', '割り込み', 'fftcg/rules/interrupt'],
  ['en', 'Brave', 'fftcg/rules/brave'],
  ['ja', 'ヘイスト', 'fftcg/rules/haste'],
];

describe('search finds FF-TCG pages', () => {
  test.each(GOLDEN)('%s "%s" → %s', (lang, q, want) => {
    expect(top(q, lang)).toBe(want);
  });
});
