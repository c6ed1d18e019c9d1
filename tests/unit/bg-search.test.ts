import { describe, expect, test } from 'vitest';
import { buildIndex } from '@/app/lib/search/build';
import { searchGroups } from '@/app/lib/search/query';

const index = buildIndex();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;

/** What a Battle Guardians player types, and the page that must come first, in both languages. */
const GOLDEN: [string, string, string][] = [
  ['ja', 'カオスウインド 不発', 'battle-guardians/rulings/bg-chaos-wind-miss'],
  ['en', 'Chaos Wind misfire', 'battle-guardians/rulings/bg-chaos-wind-miss'],
  ['ja', 'ダメージゲージ', 'battle-guardians/terms/damage-gauge'],
  ['en', 'damage gauge', 'battle-guardians/terms/damage-gauge'],
  ['ja', '召喚制限', 'battle-guardians/terms/summon-limit'],
  ['en', 'spell power', 'battle-guardians/terms/spell-power'],
  ['ja', 'ライフカウンター', 'battle-guardians/terms/life-counter'],
  ['en', 'weakened', 'battle-guardians/terms/weakened'],
  ['ja', 'マリガン', 'battle-guardians/terms/mulligan'],
  ['en', 'mulligan', 'battle-guardians/terms/mulligan'],
  ['ja', 'マテリアルカード', 'battle-guardians/terms/material-cards'],
  ['en', 'under card', 'battle-guardians/terms/material-cards'],
  ['ja', '先攻 サイコロ 同じ目', 'battle-guardians/rulings/bg-setup-tie'],
  ['en', 'activated effect how many times', 'battle-guardians/rulings/bg-activated-repeat'],
  ['ja', 'スピードガーディアン', 'battle-guardians/rulings/bg-speed-summon'],
  ['ja', 'ライズガーディアン 沈黙召喚', 'battle-guardians/rulings/bg-rise-silent'],
  ['ja', 'アンリミテッドガーディアン LP∞', 'battle-guardians/rulings/bg-unlimited-lp'],
  ['ja', 'ガーディアンの種類', 'battle-guardians/terms/guardian-kinds'],
  ['en', 'main deck 60 cards', 'battle-guardians/terms/deck'],
];

describe('search finds Battle Guardians pages', () => {
  test.each(GOLDEN)('%s "%s" → %s', (lang, q, want) => {
    expect(top(q, lang)).toBe(want);
  });
});
