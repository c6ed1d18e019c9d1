import type { Ruling } from '../../schema';
import { cite000 } from '../shared';
import { playTimingWeb } from '../web-rulings';

/** An item of 000's own Q&A for this section: every ruling here is one. */
const src = (ref: string) => ({ doc: '000', section: '②', ref, part: 'qa' as const });

export default [
  {
    id: 'play-timing-q1',
    flow: 'play-timing',
    question: {
      ja: '「魔王 アスモダイ」をコールし、続いてその能力“必殺デンジャラスバックドロップ”が発動しました。相手は、コールと能力の両方に【対抗】を使えますか?',
      en: 'I call Demon Lord, Asmodai, and then its ability Dangerous Back-drop! goes off. May my opponent use a Counter against the call and against the ability, each in turn?',
    },
    answer: {
      ja: '使えます。「〜した時」のように、何かが起きると自動で発動する能力(自動能力)にも【対抗】で答えられます。コールに対して3.1で1回、解決後に2.1へ戻って能力が使われると、もう一度3.1で【対抗】の機会があります。',
      en: 'Yes, against both. An ability that goes off by itself when something happens (a "when …" auto ability) can be answered with a Counter just like a card. The call is answered at 3.1; after it resolves the flow returns to 2.1, the ability is used, and the opponent reaches 3.1 again with another chance to Counter.',
    },
    steps: ['3.1'],
    source: src('Q1'),
    replay: { setup: 'asmodai', walk: 'turn-uses.counter-used.turn-uses.next.next' },
    cards: ['asmodai', 'dangerous-backdrop'],
  },
  {
    id: 'play-timing-q2',
    flow: 'play-timing',
    question: {
      ja: 'お互いに【対抗】を使いたいとき、先に使えるのはどちらのファイターですか?',
      en: 'Both fighters want to play a Counter. Which of them gets to go first?',
    },
    answer: {
      ja: 'ターンファイターが先です。まず2.1でターンファイターがカードか能力を使い、3.1で非ターンファイターが、それが解決される前に【対抗】を使えます。これに対してターンファイターが、【対抗】を持っていても、さらに先に何かを使うことはできません。3.1からは3.2・3.3を経て4.1に進み、非ターンファイターの【対抗】がそのまま解決されます。',
      en: "The turn fighter. They use a card or ability first, at 2.1; at 3.1 the non-turn fighter may then answer with a Counter before that card resolves. The turn fighter cannot put anything in ahead of that answer, even a Counter: from 3.1 the flow runs through 3.2 and 3.3 straight to 4.1, where the non-turn fighter's Counter resolves.",
    },
    steps: ['2.1', '3.1', '4.1'],
    source: src('Q2'),
    replay: { setup: 'skies', walk: 'turn-uses.counter-used.next.next' },
    cards: ['dragonic-destroy', 'the-skies-in-your-hand'],
  },
  {
    id: 'play-timing-q3',
    flow: 'play-timing',
    question: {
      ja: '自分が使った「ドラゴニック・デストロイ」に対し、相手は【対抗】として「大空を手に入れて」を使ってきました。「大空を手に入れて」が解決される前に、【対抗】で「ドラゴン・ブレス」を使えますか?',
      en: 'I play Dragonic Destroy, and my opponent answers with The Skies in your Hand as a Counter. Can I play Dragon Breath as a Counter before The Skies in your Hand resolves?',
    },
    answer: {
      ja: '使えません。お互いが1つずつ選んだ時点で解決に入り、4.1で「大空を手に入れて」、5.1で「ドラゴニック・デストロイ」の順に解決されます。破壊されるはずだったモンスターは先に手札へ戻るので、破壊されません。「ドラゴン・ブレス」を使えるのは、両方の解決が済んで2.1に戻ってからです。',
      en: 'No. Once each fighter has picked one card, they resolve: The Skies in your Hand at 4.1, then Dragonic Destroy at 5.1. The monster Dragonic Destroy was aimed at has already gone back to the hand, so nothing is destroyed. Dragon Breath can only be played after both have resolved, when the flow is back at 2.1.',
    },
    steps: ['4.1', '5.1', '2.1'],
    source: src('Q3'),
    replay: { setup: 'skies', walk: 'turn-uses.counter-used.next.next.next.next.next.next' },
    cards: ['dragonic-destroy', 'the-skies-in-your-hand', 'dragon-breath'],
    note: {
      ja: '英語版(文書002、2014年)は、ここでのQ2とQ3を逆の順で載せています。その答えは解決順を矢印で[Dragonic Destroy]→[The Skies in your Hand]と書く一方、続く文では「大空を手に入れて」が先に解決する内容になっており、000もそちらです。ここでは000とフロー(4.1が5.1より先)に従います。',
      en: 'The 2014 English edition (document 002) asks these two questions the other way round, Q3 before Q2. Its answer writes the order with an arrow as [Dragonic Destroy]→[The Skies in your Hand], yet its very next sentence, like 000, has The Skies in your Hand resolving first. We follow 000 and the chart: 4.1 comes before 5.1.',
    },
  },
  // A judge's question: 000 does not ask whether a card without Counter may answer the turn fighter's card; set up on
  // an edited board (the non-turn fighter holds one spell, no Counter) and answered by us from 000 ② 3.1 and 6.1.
  {
    id: 'play-timing-answer-needs-counter',
    flow: 'play-timing',
    kind: 'judge',
    question: {
      ja: '相手のターンに、相手が魔法を使いました。私の手札には【対抗】を持たない魔法しかありません。これで答えて、相手の魔法より先に解決させられますか?',
      en: "On my opponent's turn they play a spell. The only card in my hand is a spell without Counter. Can I play it in answer, so that it resolves before theirs?",
    },
    answer: {
      ja: 'できません。相手のカードに答えられる3.1で、非ターンファイターが使えるのは【対抗】を持つカードか能力だけです。【対抗】がなければ使わずに進み、相手の魔法は5.1で解決されます。相手がその後に何も使わなかったときの6.1も同じで、【対抗】のないカードは自分のターンの2.1まで使えません。盤面では、3.1でも6.1でも「使わない」しか選べず、魔法は手札に残ったままプレイタイミングが終わります。',
      en: "No. At 3.1, where the non-turn fighter may answer, only a card or ability with Counter can be used. Without one you let it go, and your opponent's spell resolves at 5.1. It is the same at 6.1, when your opponent then uses nothing more: a card without Counter waits for 2.1 of your own turn. On the board, 3.1 and 6.1 both offer only passing, and the play timing ends with your spell still in your hand.",
    },
    steps: ['3.1', '6.1'],
    source: cite000('②', '3.1'),
    replay: { setup: 'basic', edit: 'nonTurn.spells-1~nonTurn.counters-0', walk: 'turn-uses.next.next.pass.next.next.turn-passes.pass.next' },
    cards: ['spell'],
  },
  ...playTimingWeb,
] satisfies Ruling[];
