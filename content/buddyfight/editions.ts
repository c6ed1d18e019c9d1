import type { EditionsContent } from '../schema';
import { cite000 } from './shared';

/** The walk that reaches ③ 3.2.2 in the `counterattack-tie` preset (the attack, then "Continue" through 2.3–3.2.1). */
export const TO_COUNTERATTACK = `attack.pick-center.target-center${'.next'.repeat(9)}`;

/** The walk that reaches ② 5.2 in the play-timing `size-call` preset: the spell is used, unanswered, and resolves. */
export const TO_SIZE_CHECK = 'turn-uses.next.next.pass.next';

/**
 * Buddyfight's rule editions (machines/buddyfight/editions.ts declares them) in
 * both languages. Only rules that 000 and 002 state differently and that a chart
 * can show are options here; wording and numbering differences stay in the
 * concordance (concordance.ts).
 */
export default {
  editions: {
    jp: {
      title: { ja: '日本語版 詳細ルール(既定)', en: 'Japanese detailed rules (default)' },
      short: { ja: '日本語版', en: 'Japanese rules' },
      source: cite000('①〜④', '全体'),
    },
    'en-2014': {
      title: { ja: '英語版 Detailed Rules(2014年5月7日)', en: 'English Detailed Rules (7 May 2014)' },
      short: { ja: '英語版(2014年)', en: 'English rules (2014)' },
      source: { doc: '002', section: 'No.1–No.3', ref: 'whole' },
    },
  },
  options: {
    counterattackStrict: {
      title: { ja: '『反撃』で破壊される攻撃側の防御力', en: 'Which attackers Counterattack destroys' },
      readings: {
        jp: {
          text: {
            ja: '攻撃したモンスターのうち、防御力が『反撃』を持つカードの攻撃力と同じか低いものを1枚選んで破壊します。数値が等しければ破壊されます。',
            en: "One attacking monster whose defense is no higher than the Counterattack card's power is chosen and destroyed. Equal numbers are enough.",
          },
          source: { doc: '000', section: '③', ref: '3.2.2' },
        },
        'en-2014': {
          text: {
            ja: '攻撃したモンスターの防御力が『反撃』を持つモンスターの攻撃力より低いときだけ破壊します。数値が等しければ攻撃側は場に残ります。',
            en: "The attacking monster is destroyed only if its defense is below the Counterattack monster's power. At equal numbers the attacker stays on the field.",
          },
          source: { doc: '002', section: 'No.2', ref: 'Step 9' },
        },
      },
      example: { flow: 'attack-phase', step: '3.2.2', setup: 'counterattack-tie', walk: TO_COUNTERATTACK },
    },
    sizeAnyMonster: {
      title: { ja: 'サイズ超過でドロップゾーンに置けるモンスター', en: 'Which monsters the size check may send to the drop zone' },
      readings: {
        jp: {
          text: {
            ja: 'サイズ合計が3を超えたら、3以下になるまでモンスターをドロップゾーンに置きます。ただし最後に場に置かれたモンスターは対象外で、残ります。',
            en: 'While the total size is above 3, monsters go to the drop zone until it is 3 or less, but never the monster that reached the field last: that one stays.',
          },
          source: cite000('★ルール処理★', 'サイズ合計の項目(3つ目)'),
        },
        'en-2014': {
          text: {
            ja: 'サイズ合計が4以上なら、3以下になるまでモンスターをドロップゾーンに置きます。最後に置かれたモンスターを除くという定めはないので、今コールしたモンスターや1体だけのモンスターも置かれ得ます。',
            en: 'With a total size of 4 or more, monsters go to the drop zone until it is 3 or less. No exception is made for the monster placed last, so the monster just called, or a lone monster, may go too.',
          },
          source: { doc: '002', section: 'No.1 Step 9; No.3 Steps 8, 12, 14, 16', ref: 'item 3' },
        },
      },
      example: { flow: 'play-timing', step: '5.2', setup: 'size-call', walk: TO_SIZE_CHECK },
    },
  },
} satisfies EditionsContent;
