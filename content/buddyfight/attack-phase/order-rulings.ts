import type { Ruling } from '../../schema';
import { cite000 } from '../shared';

/** The walk from the attack on the fighter to the opening of 3.4's play timing (its ★rules check★ at ② 1.1). */
const TO_34 = 'attack.pick-center.target-fighter.next.next.next.next.next.next.next.next.next.next.next';

/**
 * Rulings the documents answer only through the order of their steps: not official Q&As, but situations the site sets
 * up and answers from 000's numbering, each saying so in its note.
 */
export default [
  {
    id: 'attack-phase-when-damaged',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: '「ダメージを受けた時」に使える【対抗】(ライフ+1)を持っています。ファイターへの攻撃でダメージを受けた後、いつ使えますか?',
      en: 'I hold a Counter usable "when you take damage" (gain 1 life). After an attack on me deals its damage, when can I use it?',
    },
    answer: {
      ja: '3.4のプレイタイミングで使えます。3.1.2でダメージを受けた時点で使えるようになりますが、その前の2.5ではまだ条件を満たしていません。盤面では3.1.2でライフが5から3になり、3.4のプレイタイミング(6.1)で使って4に戻ります。',
      en: "At the play timing of 3.4. It becomes usable the moment the damage lands at 3.1.2; at 2.5, before that, its condition is not met yet. On the board life goes from 5 to 3 at 3.1.2, and using the card in 3.4's play timing (at 6.1) brings it back to 4.",
    },
    steps: ['3.1.2', '3.4'],
    source: cite000('④', 'その他「破壊された時」等'),
    note: {
      ja: '公式Q&Aではなく、000の④その他と③3.4の手順からこのサイトが答えた状況です。カードは説明用の仮のものです。',
      en: "Not an official Q&A: a situation the site answers from 000's ④ (other rules) and the steps of ③ 3.4. The card is a made-up example.",
    },
    replay: { setup: 'when-damaged', walk: `${TO_34}.turn-passes.counter-used.next.next.next.next.next` },
    cards: ['when-damaged-card'],
  },
  {
    id: 'attack-phase-when-damaged-lethal',
    flow: 'attack-phase',
    kind: 'judge',
    question: {
      ja: 'ライフ2で、「ダメージを受けた時」に使える【対抗】(ライフ+1)を持っています。ファイターへの攻撃で2ダメージを受けました。このカードで負けを防げますか?',
      en: 'I am on 2 life and hold a Counter usable "when you take damage" (gain 1 life). An attack on me deals 2 damage. Can the card keep me in the game?',
    },
    answer: {
      ja: '防げません。ダメージの後で最初に使える機会は3.4のプレイタイミングですが、プレイタイミングは★ルール処理★(②1.1)から始まります。ライフ0の敗北はそこで見つかり、カードを使う前にゲームが終わります。盤面では3.1.2でライフが0になり、3.4の1.1で敗北します。',
      en: "No. The first chance to use it after the damage is 3.4's play timing, and a play timing opens with the ★rules check★ (② 1.1). The loss at 0 life is found there, and the game ends before the card can be used. On the board life drops to 0 at 3.1.2 and the fighter loses at 1.1 of 3.4.",
    },
    steps: ['3.1.2', '3.4'],
    source: cite000('③', '3.4'),
    note: {
      ja: '公式Q&Aではなく、000の③3.4と②1.1の順番からこのサイトが答えた状況です。カードは説明用の仮のものです。',
      en: "Not an official Q&A: a situation the site answers from the order of 000's ③ 3.4 and ② 1.1. The card is a made-up example.",
    },
    replay: { setup: 'when-damaged-lethal', walk: TO_34 },
    cards: ['when-damaged-card'],
  },
] satisfies Ruling[];
