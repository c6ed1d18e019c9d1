import { describe, expect, test } from 'vitest';
import { buildIndex } from '@/app/lib/search/build';
import { searchGroups } from '@/app/lib/search/query';
import { normalize, tokenize } from '@/app/lib/search/tokenize';

const index = buildIndex();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;

/** What a judge types, and the page that must come first. Half in Japanese. */
const GOLDEN: [string, string, string][] = [
  ['en', 'buddy gift', 'buddyfight/call/3.2'],
  ['en', 'Begone', 'buddyfight/rulings/call-q1'],
  ['en', 'Magical Goodbye call', 'buddyfight/rulings/call-q2'],
  ['en', 'Armorknight Succubus', 'buddyfight/rulings/call-q3'],
  ['en', 'Armorknight Demon', 'buddyfight/rulings/call-q4'],
  ['en', 'Buddy Charge', 'buddyfight/rulings/call-q5'],
  ['en', 'Dragon Breath', 'buddyfight/rulings/play-timing-q3'],
  ['en', 'Asmodai', 'buddyfight/rulings/play-timing-q1'],
  ['en', 'penetrate', 'buddyfight/keywords/penetrate'],
  ['en', 'counterattack', 'buddyfight/keywords/counterattack'],
  ['en', 'soulguard', 'buddyfight/keywords/soulguard'],
  ['en', 'double attack', 'buddyfight/keywords/double-attack'],
  ['en', 'lifelink', 'buddyfight/keywords/lifelink'],
  ['en', 'link attack destroyed', 'buddyfight/rulings/attack-phase-q3'],
  ['en', 'item with defense', 'buddyfight/rules/defense-items'],
  ['en', 'face-down soul', 'buddyfight/rules/face-down-soul'],
  ['en', 'continuous abilities', 'buddyfight/rules/continuous'],
  ['en', "Dragon's Seal", 'buddyfight/rulings/attack-phase-q4-seal'],
  ['en', 'Skies in your Hand', 'buddyfight/rulings/play-timing-q3'],
  ['en', 'activated ability', 'buddyfight/act-ability'],
  ['ja', 'バディギフト', 'buddyfight/call/3.2'],
  ['ja', 'ゴー・トゥ・ヘル', 'buddyfight/rulings/call-q1'],
  ['ja', 'マジカルグッバイ コール', 'buddyfight/rulings/call-q2'],
  ['ja', 'アーマナイト・サキュバス', 'buddyfight/rulings/call-q3'],
  ['ja', 'アーマナイト・デーモン', 'buddyfight/rulings/call-q4'],
  ['ja', 'バディチャージ', 'buddyfight/rulings/call-q5'],
  ['ja', 'ドラゴン・ブレス', 'buddyfight/rulings/play-timing-q3'],
  ['ja', 'ドラゴンブレス', 'buddyfight/rulings/play-timing-q3'],
  ['ja', 'アスモダイ', 'buddyfight/rulings/play-timing-q1'],
  ['ja', '貫通', 'buddyfight/keywords/penetrate'],
  ['ja', '反撃', 'buddyfight/keywords/counterattack'],
  ['ja', 'ソウルガード', 'buddyfight/keywords/soulguard'],
  ['ja', '2回攻撃', 'buddyfight/keywords/double-attack'],
  ['ja', 'ライフリンク', 'buddyfight/keywords/lifelink'],
  ['ja', '装備変更', 'buddyfight/keywords/equip-change'],
  ['ja', '裏向きのソウル', 'buddyfight/rules/face-down-soul'],
  ['ja', '永続能力', 'buddyfight/rules/continuous'],
  ['ja', '防御力を持つアイテム', 'buddyfight/rules/defense-items'],
  ['ja', '竜の封印', 'buddyfight/rulings/attack-phase-q4-seal'],
  ['ja', 'ﾏｼﾞｶﾙｸﾞｯﾊﾞｲ ｺｰﾙ', 'buddyfight/rulings/call-q2'],
  ['ja', 'Magical Goodbye', 'buddyfight/rulings/call-q2'],
  ['en', 'マジカルグッバイ', 'buddyfight/rulings/call-q2'],
];

describe('golden queries', () => {
  test('there are at least 40, half in Japanese', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
    expect(GOLDEN.filter(([, q]) => /[\u3040-\u9fff\uff66-\uff9f]/.test(q)).length).toBeGreaterThanOrEqual(20);
  });
  test.each(GOLDEN)('[%s] %s → %s', (lang, q, expected) => {
    expect(top(q, lang)).toBe(expected);
  });
});

describe('the tokenizer', () => {
  test('NFKC: full-width and half-width forms meet', () => {
    expect(normalize('ＡＢＣ１２３')).toBe('abc123');
    expect(normalize('ｶｳﾝﾀｰ')).toBe(normalize('カウンター'));
  });
  test('katakana folds to hiragana', () => {
    expect(normalize('バディ')).toBe('ばでぃ');
  });
  test('Japanese runs give words and bigrams', () => {
    const t = tokenize('マジカルグッバイを使う');
    expect(t).toContain('まじ');
    expect(t).toContain('ばい');
  });
  test('results group hits on the same page', () => {
    const groups = searchGroups(index, 'penetrate 貫通', 'en').map((g) => g.group);
    expect(new Set(groups).size).toBe(groups.length);
  });
  test('empty and huge queries are safe', () => {
    expect(searchGroups(index, '', 'en')).toEqual([]);
    expect(() => searchGroups(index, 'x'.repeat(10_000), 'en')).not.toThrow();
  });
});
