import type { Ruling } from '../../schema';
import { TO_COUNTERATTACK } from '../editions';

/** Rulings whose answer depends on the rules edition; each replays under every edition it covers. */
export default [
  {
    id: 'attack-phase-counterattack-tie',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: '攻撃したモンスターの防御力が、攻撃された『反撃』持ちモンスターの攻撃力とちょうど同じです。攻撃が届かずに『反撃』が残った場合、攻撃したモンスターは破壊されますか?',
      en: 'My attacking monster has exactly as much defense as the power of the Counterattack monster it attacks. If the attack fails and the Counterattack monster is still there, is my attacker destroyed?',
    },
    answer: {
      ja: 'ルールの版によって答えが変わります。日本語版の詳細ルールでは破壊され、2014年の英語版では破壊されません。',
      en: 'It depends on the edition of the rules: the Japanese detailed rules destroy it, the 2014 English rules do not.',
    },
    editions: [
      {
        edition: 'jp',
        answer: {
          ja: '破壊されます。000の3.2.2は、『反撃』の攻撃力と同じか低い防御力の攻撃側を破壊の対象にしています。このプリセットでは4000と4000が並び、3.2.2で攻撃側がドロップゾーンへ行きます。',
          en: 'Yes. At 3.2.2, 000 lets Counterattack destroy an attacker whose defense is no higher than its power. In this preset both numbers are 4000, so at 3.2.2 the attacker goes to the drop zone.',
        },
      },
      {
        edition: 'en-2014',
        answer: {
          ja: '破壊されません。002(No.2 Step 9)は、攻撃側の防御力が『反撃』の攻撃力より低いときだけ破壊するとしています。4000と4000では条件を満たさず、攻撃側は場に残ります。',
          en: "No. 002 (No.2, Step 9) destroys the attacker only when its defense is below the Counterattack monster's power. 4000 against 4000 does not qualify, so the attacker stays on the field.",
        },
      },
    ],
    steps: ['3.2.2'],
    source: { doc: '000', section: '③', ref: '3.2.2' },
    note: {
      ja: '公式Q&Aではなく、2つの文書の条件の違いを示すためにこのサイトが用意した状況です。英語版側の根拠は002 No.2 Step 9です。',
      en: 'Not an official Q&A: a situation the site sets up to show where the two documents part ways. The English side rests on 002, No.2, Step 9.',
    },
    replay: { setup: 'counterattack-tie', walk: TO_COUNTERATTACK },
    cards: [],
  },
] satisfies Ruling[];
