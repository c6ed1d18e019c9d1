import type { Ruling } from '../../schema';
import { src } from '../shared';

export default [
  {
    id: 'bg-sp-cancel',
    flow: 'counter',
    question: {
      ja: '相手がSP1のスペルを発動しました。手札のSP2のスペルをジャンクゾーンへ送って無効にしました。この後、自分か相手がカウンターカードを使えますか?',
      en: 'My opponent activates an SP 1 spell. I send an SP 2 spell from my hand to the junk zone to nullify it. May I, or my opponent, still use a counter card?',
    },
    answer: {
      ja: '使えません。SPが同じか高いスペルを捨ててスペルを無効にしたカウンターステップでは、カウンターカードは使えません。スペルの効果は何も起こしません。',
      en: 'No. In a counter step where a spell was nullified by discarding a spell of equal or higher SP, no counter card may be used. The spell’s effect does nothing.',
    },
    steps: ['1', '3'],
    // The counter step's own description says no counter card may follow; the glossary's SP example shows only the
    // nullifying (found by an audit: the citation pointed at the example).
    source: src('カウンターステップ', 'カウンターステップ'),
    replay: { setup: 'spell', walk: 'answer-cancels-spell' },
    cards: ['spell-sp1', 'answer-spell-sp2', 'counter-boost'],
  },
  {
    id: 'bg-sp-too-low',
    flow: 'counter',
    question: {
      ja: '相手がSP2のスペルを発動しました。手札にはSP1のスペルしかありません。これを捨てて無効にできますか?',
      en: 'My opponent activates an SP 2 spell, and the only spell in my hand is SP 1. Can I discard it to nullify theirs?',
    },
    answer: {
      ja: 'できません。無効にするには、相手のスペルのSP以上のSPが必要です。何もしなければ、スペルの効果はそのまま起きます。',
      en: 'No. Nullifying takes a spell whose SP is at least that of the opponent’s spell. If nothing else is done, the spell’s effect goes ahead.',
    },
    steps: ['1'],
    source: src('用語解説', 'スペルパワー'),
    replay: { setup: 'low-sp', walk: 'answer-passes.activator-passes' },
    cards: ['spell-sp2', 'answer-spell-sp1'],
  },
  {
    id: 'bg-one-counter',
    flow: 'counter',
    question: {
      ja: 'こちらのアタックアビリティに、相手がカウンターカードで答えました。そのカウンターに、こちらもカウンターカードで答えられますか?',
      en: 'My opponent answers my attack ability with a counter card. Can I answer their counter with a counter card of my own?',
    },
    answer: {
      ja: 'できません。1つのカウンターステップで使えるカウンター効果は1つだけで、カウンター効果を使っても新しいカウンターステップは開きません。相手のカウンターで、アタックアビリティは無効になります。',
      en: 'No. One counter step allows one counter effect, and using a counter effect opens no new counter step. The opponent’s counter nullifies the attack ability.',
    },
    steps: ['1', '3'],
    source: src('カウンターステップ', 'カウンター効果は1つ'),
    replay: { setup: 'ability', walk: 'answer-counter' },
    cards: ['counter-nullify', 'counter-boost'],
  },
  {
    id: 'bg-opponent-first',
    flow: 'counter',
    question: {
      ja: 'こちらの発動で開いたカウンターステップで、先にカウンターを使えるのはどちらですか?',
      en: 'In a counter step opened by my own activation, who may use a counter first?',
    },
    answer: {
      ja: '相手です。自分の発動で開いたカウンターステップでは、相手に優先権があります。相手が何もしなかったときは、こちらがこの手順の1つのカウンターを使えます(この図の読み方)。',
      en: 'Your opponent. In a counter step opened by your activation, the priority is theirs. Once they do nothing, you may use the step’s one counter (this chart’s reading).',
    },
    steps: ['1', '2'],
    source: src('カウンターステップ', '優先権'),
    replay: { setup: 'ability', walk: 'answer-passes.activator-counter' },
    cards: ['counter-boost'],
  },
  {
    id: 'bg-sp-equal',
    flow: 'counter',
    question: {
      ja: '相手がSP1のスペルを発動してカウンターステップが開きました。手札にあるのもSP1のスペルです。SPが同じでも無効にできますか?',
      en: 'My opponent’s SP 1 spell has opened a counter step, and the spell in my hand is also SP 1. Does the same SP nullify it?',
    },
    answer: {
      ja: 'できます。必要なのは相手のスペルのSP「以上」なので、同じSP1で足ります。手札のSP1のスペルをジャンクゾーンへ送れば、相手のスペルの効果は無効になり、ダメージは出ません。',
      en: 'Yes. What it takes is an SP at least as high as the opponent’s spell, so an equal SP 1 is enough. Sending the SP 1 spell from hand to the junk zone nullifies the opponent’s spell, and no damage comes of it.',
    },
    steps: ['1', '3'],
    // That an equal SP is enough is said only under spell power (「以上」, and its SP 1 example); the counter step's own
    // description names no SP (found by a re-read against 004: this cited the counter step). The question is that
    // example's own situation (an SP 1 spell answered by an SP 1 spell), so it is marked as 004's example.
    source: { ...src('用語解説', 'スペルパワー'), part: 'example' },
    replay: { setup: 'equal-sp', walk: 'answer-cancels-spell' },
    cards: ['spell-sp1', 'answer-spell-sp1'],
  },
  {
    id: 'bg-counter-ability',
    flow: 'counter',
    kind: 'judge',
    question: {
      ja: 'こちらのアタックアビリティに、相手はアタックガーディアンのカウンターアビリティで答え、発動を無効にしました。こちらは手札のカウンターカードで応じ返せますか?相手のガーディアンはどうなりますか?',
      en: 'My opponent answers my attack ability with their attack guardian’s counter ability, nullifying it. May I answer back with the counter card in my hand? And what happens to their guardian?',
    },
    answer: {
      ja: '応じ返せません。ガーディアンのカウンターアビリティもカウンター効果で、1つのカウンターステップで使えるカウンター効果は1つだけです。発動は無効になり、ダメージは出ません。カウンターアビリティは場から使う能力なので、相手のガーディアンはそのまま場に残ります。',
      en: 'No. A guardian’s counter ability is a counter effect too, and a counter step allows only one. The activation is nullified and deals no damage. The counter ability is used from the field, so the opponent’s guardian stays where it is.',
    },
    reading: {
      ja: '004は、カウンターアビリティが使ったガーディアンをどうするか、1ターンに何度使えるかを書いていません。この図では、ガーディアンは場に残り、カウンターステップごとに使えるとしています。',
      en: '004 does not say what becomes of a guardian that uses a counter ability, or how often it may be used. This chart leaves the guardian in play and lets it be used in any counter step.',
    },
    steps: ['1', '3'],
    source: src('ガーディアンの効果', 'カウンターアビリティ'),
    replay: { setup: 'counter-ability', walk: 'answer-counter' },
    cards: ['guardian-counter', 'counter-boost'],
  },
  {
    id: 'bg-counter-cost',
    flow: 'counter',
    question: {
      ja: '相手のアタックアビリティに、フォース1つで発動を無効にするカウンターカードで答えたいです。表のフォースが1つあれば使えますか?0なら?',
      en: 'I want to answer my opponent’s attack ability with a counter card that nullifies it for 1 force. Can I with one force face up? With none?',
    },
    answer: {
      ja: '1つあれば使えます。フォースを1つ裏にしてカウンターカードを使い、発動は無効になります。表のフォースがなければコストを払えないので、このカードは使えません。カウンターカードは手札から直接使い、手札やフォースをコストにします。',
      en: 'With one, yes: that force turns face down, the counter card is used and the activation is nullified. With no face-up force the cost cannot be paid, so the card cannot be used. Counter cards are played straight from hand, and their costs are paid with hand cards or force.',
    },
    reading: {
      ja: '004は、カウンターカードが手札かフォースを使って発動するとだけ書き、個々のコストは書いていません。この例のカードのコスト(フォース1つ)は、この図が決めたものです。',
      en: '004 only says counter cards are paid for with hand cards or force, not what any card costs. This example’s cost (1 force) is the chart’s.',
    },
    steps: ['1', '3'],
    source: src('カウンターカード', 'コスト'),
    replay: { setup: 'counter-cost', walk: 'answer-counter' },
    cards: ['counter-force'],
  },
  // A judge's question: 004 does not ask it; it is set up on an edited board (replay.edit) and answered by us from 004's rules.
  {
    id: 'bg-spell-discard-not-ability',
    flow: 'counter',
    kind: 'judge',
    question: {
      ja: '相手のアタックアビリティ(スペルではない効果)でカウンターステップが開きました。手札にはSP2のスペルがあります。これを捨てて、そのアビリティを無効にできますか?',
      en: 'My opponent’s attack ability, an effect that is not a spell, opens a counter step. I hold an SP 2 spell. Can I discard it to nullify the ability?',
    },
    answer: {
      ja: 'できません。手札のスペルを捨てて無効にできるのは、スペルカードの効果で開いたカウンターステップだけで、SPの大きさは関係ありません。使えるカウンター効果がなければ何もせずに通すことになり、アビリティのダメージはそのまま入ります。',
      en: 'No. Discarding a spell from hand nullifies only in a counter step opened by a spell card’s effect, whatever its SP. With no counter effect to use, you let it pass, and the ability’s damage goes ahead.',
    },
    steps: ['1'],
    source: src('カウンターステップ', 'カウンターステップ'),
    replay: { setup: 'spell', edit: 'activation.spell-0~opp.counter-card-0', walk: 'answer-passes.activator-passes' },
    cards: ['guardian-sf1', 'answer-spell-sp2'],
  },
  // A judge's question: 004 does not ask about a force cost larger than the face-up force; set up on an edited board
  // (the counter card costs 2 force, one face up) and answered by us from 004's rules.
  {
    id: 'bg-counter-cost-short',
    flow: 'counter',
    kind: 'judge',
    question: {
      ja: '相手のアタックアビリティに、フォース2つで発動を無効にするカウンターカードで答えたいのですが、表のフォースは1つだけです。払える分だけ払って使えますか?',
      en: 'I want to answer my opponent’s attack ability with a counter card that nullifies it for 2 force, but only one of my force is face up. Can I pay what I have and use it?',
    },
    answer: {
      ja: '使えません。カウンターカードはコストのフォースを裏にして使うもので、表のフォースがコストより少なければ払えず、一部だけ払うこともできません。使えるカウンター効果がなければ何もせずに通すことになり、アビリティのダメージはそのまま入ります。表のフォースが2つあれば使え、2つとも裏になって発動は無効になります。',
      en: 'No. A counter card is used by turning its cost in force face down; with fewer face-up force than the cost, the cost cannot be paid, and paying part of it is not paying it. With no counter effect to use, you let it pass, and the ability’s damage goes ahead. With two face up you could: both turn face down and the activation is nullified.',
    },
    reading: {
      ja: '004は、カウンターカードが手札かフォースをコストにするとだけ書き、個々のコストは書いていません。この例のカードのコスト(フォース2つ)は、この図が決めたものです。',
      en: '004 only says counter cards are paid for with hand cards or force, not what any card costs. This example’s cost (2 force) is the chart’s.',
    },
    steps: ['1'],
    source: src('カウンターカード', 'コスト'),
    replay: { setup: 'counter-cost', edit: 'opp.counter-cost-2', walk: 'answer-passes.activator-passes' },
    cards: ['guardian-sf1', 'counter-force-2'],
  },
] satisfies Ruling[];
