import type { Ruling } from '../../schema';
import { attackPhaseWeb } from '../web-rulings';
import { cite000 } from '../shared';

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
  // Judges' questions: none is in 000's Q&A; each is set up on an edited board and answered by us from the ③ step it cites.
  {
    id: 'attack-phase-penetrate-side',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: '相手のライフは1です。『貫通』を持つ打撃力2のセンターのモンスターで、相手のレフトのモンスターを攻撃して破壊しました。『貫通』のダメージで相手は負けますか?',
      en: "My opponent is on 1 life. My center monster with Penetrate and critical 2 attacks the monster in their left area and destroys it. Does Penetrate's damage finish them?",
    },
    answer: {
      ja: 'いいえ。『貫通』が働くのは、攻撃が相手のセンターにいるモンスターにヒットしたときだけです。レフトやライトのモンスターを破壊しても、相手ファイターにはダメージが入りません。盤面では、3.1.1でレフトのモンスターが破壊されてドロップゾーンへ行き、3.2.1では何も起きません。相手はライフ1のままで、ゲームは続きます。',
      en: "No. Penetrate only acts when the attack hits the monster in the opponent's center. Destroying a monster on their left or right deals the fighter nothing. On the board the left monster is destroyed at 3.1.1 and goes to the drop zone, and nothing happens at 3.2.1. The opponent stays on 1 life, and the game goes on.",
    },
    steps: ['3.1.1', '3.2.1'],
    source: cite000('③', '3.2.1'),
    replay: {
      setup: 'center-hits',
      edit: 'defender.left.on-1~life.theirs-1',
      walk: 'attack.pick-center.target-left.turn-passes.pass.next.next.next.next.next.next.next.next.turn-passes.pass.next',
    },
    cards: ['your-center', 'opponent-left'],
  },
  {
    id: 'attack-phase-double-attack-first-turn',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: '先攻の1ターン目です。『2回攻撃』を持つライトのモンスターで相手ファイターを攻撃しました。攻撃の後、このモンスターはスタンドして、もう一度攻撃できますか?',
      en: 'It is the first turn of the fighter who went first. My right monster with Double Attack has attacked my opponent. Does it stand after the attack, and can it attack again?',
    },
    answer: {
      ja: 'スタンドはしますが、もう攻撃はできません。4.1の『2回攻撃』は、このターンにまだ使っていなければ攻撃したカードをスタンドさせ、先攻の1ターン目かどうかは問いません。一方2.1は、先攻の1ターン目の攻撃を1回までとしているので、次の攻撃は選べません。まだ攻撃していないレフトのモンスターも同じです。盤面では、相手のライフが2減って8になり、ライトは4.1でスタンドしますが、2.1に戻ると「攻撃しない」しか選べず、アタックフェイズは終わりへ向かいます。',
      en: 'It stands, but it cannot attack again. Double Attack at 4.1 stands the attacker if it has not been used this turn, first turn or not. But 2.1 allows the fighter who went first only one attack on their first turn, so no further attack can be chosen, not even with the left monster that has not attacked. On the board your opponent takes 2 damage (10 to 8), your right monster stands at 4.1, and back at 2.1 the only choice is not to attack, so the attack phase heads for its end.',
    },
    steps: ['4.1', '2.1'],
    source: cite000('③', '2.1'),
    replay: {
      setup: 'first-turn',
      edit: 'attacker.right.double-attack-1',
      walk: 'attack.pick-right.target-fighter.turn-passes.pass.next.next.next.next.next.next.next.turn-passes.pass.next.next.next.next.turn-passes.pass.next.next',
    },
    cards: ['your-right', 'your-left'],
  },
  {
    id: 'attack-phase-second-counter',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: 'こちらの攻撃中、ヒットの判定の前のプレイタイミング(2.5)で、相手は【対抗】カードを1枚使いました。相手はもう1枚【対抗】カードを持っています。同じプレイタイミングの中で続けて使えますか?',
      en: 'During my attack, my opponent used one Counter card in the play timing before the hit is judged (2.5). They hold a second Counter card. Can they use it too, in that same play timing?',
    },
    answer: {
      ja: 'できません。2.5のプレイタイミングでは、【対抗】を持つカードや能力を使えるのはファイターごとに1回までです。2枚目は手札に残ります。盤面では、1枚目が解決された後、2.5の中で相手に番が回っても「使わない」しか選べません。攻撃はそのまま判定へ進み、攻撃力7000が防御力6000以上なので相手のセンターのモンスターは破壊され、『貫通』で相手のライフは10から8になります。残したカードは、戦闘の後の3.4のプレイタイミングなどで使えます。',
      en: 'No. In the play timing at 2.5, each fighter may use a card or ability with Counter once at most. The second card stays in their hand. On the board, once the first has resolved, the opponent gets another turn to act within 2.5 but may only pass. The attack then goes on to be judged: 7000 power against 6000 defense destroys their center monster, and Penetrate takes them from 10 to 8 life. The card they kept can still be used later, for instance in the play timing at 3.4 after the battle.',
    },
    steps: ['2.5'],
    source: cite000('③', '2.5'),
    replay: {
      setup: 'center-hits',
      edit: 'counters.counters-theirs-2',
      walk: 'attack.pick-center.target-center.turn-passes.counter-used.turn-passes.turn-passes.pass.next.next.next.next.next.next.next',
    },
    cards: ['counter-spell'],
  },
  ...attackPhaseWeb,
] satisfies Ruling[];
