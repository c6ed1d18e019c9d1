import type { Ruling } from '../../schema';
import { attackPhaseWeb } from '../web-rulings';

/** An item of 000's own Q&A for this section: every ruling here is one. */
const src = (ref: string) => ({ doc: '000', section: '③', ref, part: 'qa' as const });

export default [
  {
    id: 'attack-phase-q1',
    flow: 'attack-phase',
    question: {
      ja: '攻撃しているモンスターが破壊されると、その攻撃はどうなりますか?',
      en: 'What becomes of an attack when the monster making it is destroyed?',
    },
    answer: {
      ja: '3.1より前に破壊されて場を離れていれば、その攻撃は相手ファイターにダメージを与えず、相手のモンスターも破壊しません。フローでは、2.5の【対抗】で攻撃側が破壊されると、2.6から判定を飛ばして3.3へ進みます。',
      en: "Once the attacker has been destroyed and is off the field before 3.1, its attack deals no damage to the opposing fighter and destroys none of the opponent's monsters. On the chart, a Counter at 2.5 destroys the attacker, and from 2.6 the attack skips judging and goes straight to 3.3.",
    },
    steps: ['2.5', '3.1', '3.3'],
    source: src('Q1'),
    replay: {
      setup: 'attacker-destroyed',
      walk: 'attack.pick-center.target-center.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next',
    },
    cards: ['destroy-counter'],
  },
  {
    id: 'attack-phase-q2',
    flow: 'attack-phase',
    question: {
      ja: 'センターの自分のモンスターが『貫通』持ちに攻撃されているときに、「マジカルグッバイ」などでそのモンスターを場から離しました。『貫通』は発動しますか?',
      en: 'A monster with Penetrate is attacking my center monster, and I take my monster off the field with Magical Goodbye or a similar card. Does Penetrate take effect?',
    },
    answer: {
      ja: '発動しません。センターのモンスターはこの攻撃で破壊されていないので、相手ファイターへのダメージもありません。フローでは、2.5で対象が手札に戻り、2.6から3.3へ進むため、3.2.1には届きません。',
      en: 'No. The center monster was never destroyed by the attack, so the fighter takes no damage. On the chart, the target goes back to the hand at 2.5 and the attack moves from 2.6 to 3.3, never reaching 3.2.1.',
    },
    steps: ['2.5', '3.2.1', '3.3'],
    source: src('Q2'),
    reading: {
      ja: '答えは理由を「破壊していない」としていますが、3.2.1は『貫通』を「センターのモンスターへのヒット」で働くと書いています。この場面ではヒットも破壊も起きないので、どちらでも答えは同じです。フローは3.2.1に従います(『貫通』のページの注記を参照)。',
      en: 'The answer gives as its reason that nothing was destroyed, while 3.2.1 sets Penetrate off on the hit on the center monster. Here there is neither, so the answer is the same either way. The flow follows 3.2.1 (see the note on the Penetrate page).',
    },
    replay: {
      setup: 'penetrate-goodbye',
      walk: 'attack.pick-center.target-center.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next',
    },
    cards: ['magical-goodbye'],
  },
  {
    id: 'attack-phase-q3',
    flow: 'attack-phase',
    question: {
      ja: '2枚で連携攻撃をしている最中に、攻撃しているモンスターの1枚が破壊されました。この攻撃は連携攻撃のままですか?',
      en: 'Two cards are making a link attack, and one of the attacking monsters is destroyed. Is it still a link attack?',
    },
    answer: {
      ja: 'いいえ。攻撃しているカードが1枚以下になった時点で、連携攻撃ではなくなります。このプリセットでは2.5でライトが破壊され、3.1.1では残ったレフトの攻撃力3000だけが防御力5000と比べられるので、ヒットしません。',
      en: "No. The moment one card or none is left attacking, it stops being a link attack. In this preset the right attacker is destroyed at 2.5, so at 3.1.1 only the remaining card's power of 3000 is compared with defense 5000, and the attack misses.",
    },
    steps: ['2.5', '3.1.1'],
    source: src('Q3'),
    replay: {
      setup: 'link-broken',
      walk: 'attack.pick-left.pick-right.target-center.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next.next',
    },
    cards: ['destroy-counter'],
  },
  {
    id: 'attack-phase-q4',
    flow: 'attack-phase',
    question: {
      ja: '相手センターのモンスターを攻撃した後、そのモンスターが「マジカルグッバイ」などで場を離れました。攻撃対象は相手ファイターに変わりますか?',
      en: "I attack the monster in my opponent's center, and it then leaves the field through Magical Goodbye or something like it. Does the attack switch to my opponent?",
    },
    answer: {
      ja: '変わりません。対象は2.2で決まったままで、その後いなくなっても、攻撃は空振りのまま続きます。フローでは2.6から3.3へ進み、ダメージはありません。逆に、相手ファイターを対象にした後で「竜の封印」などによりセンターにモンスターがコールされても、そのモンスターが対象になることはありません。',
      en: "No. The target was fixed at 2.2, and if it disappears afterwards the attack carries on with nothing to hit. On the chart it goes from 2.6 to 3.3 with no damage. The same holds the other way round: if the opponent was the target and a card like Dragon's Seal then calls a monster to their center, that monster does not become the target.",
    },
    steps: ['2.2', '2.6'],
    source: src('Q4'),
    replay: {
      setup: 'basic',
      walk: 'attack.pick-center.target-center.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next',
    },
    cards: ['magical-goodbye', 'dragons-seal'],
  },
  {
    id: 'attack-phase-q4-seal',
    flow: 'attack-phase',
    question: {
      ja: '相手ファイターを攻撃対象にした後、相手が「竜の封印」などでセンターにモンスターをコールしました。攻撃対象はそのモンスターに変わりますか?',
      en: "I attack my opponent, and they then use a card like Dragon's Seal to call a monster to their center. Does that monster become the target?",
    },
    answer: {
      ja: '変わりません。攻撃対象は2.2で決まったファイターのままです。センターにモンスターがいても、3.1.2で攻撃はファイターにヒットし、打撃力分のダメージを与えます。',
      en: 'No. The target stays the fighter chosen at 2.2. Even with a monster now in the center, at 3.1.2 the attack hits the fighter and deals its critical as damage.',
    },
    steps: ['2.2', '3.1.2'],
    source: src('Q4'),
    replay: {
      setup: 'seal',
      walk: 'attack.pick-center.target-fighter.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next.next',
    },
    cards: ['dragons-seal'],
  },
  ...attackPhaseWeb,
] satisfies Ruling[];
