import type { Ruling } from '../../schema';
import { src } from '../shared';

const s6 = (ref: string) => src('6.その他のルールと用語', ref);

/** The stack rules of 001 section 6 as questions, each replayed on the stack chart. */
export default [
  {
    id: 'stack-answer-back',
    flow: 'stack',
    question: {
      ja: 'AがBのモンスターを破壊する呪文を発動し、Bがそれを無効にする呪文をスタック、さらにAがその無効化をスタックで無効にしました。モンスターはどうなりますか?',
      en: "A activates a spell to destroy B's monster, B stacks a spell to nullify it, and A stacks one more to nullify B's. What happens to the monster?",
    },
    answer: {
      ja: '最後に発動したAの無効化から処理します。Bの無効化は無効になり、最初の破壊呪文はそのまま処理されて、モンスターは破壊されます。なお、Aのターンに答えられたのは、Bの無効化呪文がタイム呪文だからです。ノーマル呪文では答えられません。',
      en: "A's last Cancel resolves first and nullifies B's Cancel, so the first spell resolves as normal and the monster is destroyed. B could answer in A's turn only because B's Cancel is a time spell; a normal spell could not have been stacked there.",
    },
    steps: ['6.2', '6.3'],
    source: s6('スタック'),
    replay: { setup: 'answer-and-back', walk: 'activate.stack-card.stack-card.decline.resolve.resolve.resolve' },
    cards: ['blast', 'cancel'],
  },
  {
    id: 'stack-answer-only',
    flow: 'stack',
    question: {
      ja: 'Bが破壊呪文を無効化し、Aはもう何もしません。モンスターはどうなりますか?',
      en: 'B nullifies the Blast and A does nothing more. What happens to the monster?',
    },
    answer: {
      ja: '残ります。Aがスタックしないので処理に移り、Bの無効化が先に処理され、破壊呪文は効果なしで墓地へ行きます。',
      en: "It stays. A does not stack, so resolution begins: B's Cancel resolves first, and Blast goes to the graveyard with no effect.",
    },
    steps: ['6.2', '6.3'],
    source: s6('スタック'),
    replay: { setup: 'answer-only', walk: 'activate.stack-card.decline.resolve.resolve' },
    cards: ['blast', 'cancel'],
  },
  {
    id: 'stack-nothing-mid-resolution',
    flow: 'stack',
    question: {
      ja: '処理が始まった後、1枚目を処理したところで、Aは手札の無効化呪文を新しく発動できますか?',
      en: 'Once resolution has begun and one card has resolved, may A newly activate the Cancel in hand?',
    },
    answer: {
      ja: 'できません。積まれたカードを処理している間は、新しい発動を差し込めません。Aは残りがすべて処理されるのを待つことになります。',
      en: 'No. While stacked cards are resolving, no other effect may be activated. A waits until the rest has resolved.',
    },
    steps: ['6.3'],
    source: s6('スタック'),
    replay: { setup: 'deep', walk: 'activate.stack-card.decline.resolve' },
    cards: ['cancel'],
  },
  {
    id: 'stack-normal-spell-refused',
    flow: 'stack',
    question: {
      ja: 'Aのターンに、Aが破壊呪文でBのモンスターを狙いました。Bの手札には自分の破壊呪文(ノーマル呪文)と無効化呪文(タイム呪文)があります。Bはどちらを重ねられますか?',
      en: "In A's turn, A aims Blast at B's monster. B's hand holds a Blast of their own (a normal spell) and a Cancel (a time spell). Which may B stack?",
    },
    answer: {
      ja: '無効化呪文だけです。スタックの権利があっても、呪文を使える時は変わりません。ノーマル呪文は持ち主のターンまで使えません。Bが何も重ねなければ、破壊呪文が処理されてモンスターは破壊されます。',
      en: "Only the Cancel. Holding the right to stack does not change when a card may be used: in the opponent's turn only a time spell may be, and a normal spell waits for its owner's turn. If B stacks nothing, Blast resolves and the monster is destroyed.",
    },
    steps: ['6.2'],
    source: src('3.呪文カードについて', '呪文の性質と使用方法'),
    replay: { setup: 'normal-spell', walk: 'activate' },
    cards: ['blast', 'cancel'],
  },
  // Judges' questions: 001 asks neither; each is set up on an edited board (replay.edit) and answered by us from 001 §3 and §6.
  {
    id: 'stack-own-turn-normal-spell',
    flow: 'stack',
    kind: 'judge',
    question: {
      ja: 'Bのターンです。BがAのモンスターに破壊呪文(ノーマル呪文)を使い、Aは無効化呪文(タイム呪文)を重ねました。Bはその上にもう1枚の破壊呪文を重ねられますか?重ねたらどうなりますか?',
      en: "It is B's turn. B aims Blast (a normal spell) at A's monster, and A stacks Cancel (a time spell) on it. May B stack a second Blast on top? If so, what happens?",
    },
    answer: {
      ja: '重ねられます。タイム呪文はBのターンにもAが使え、ノーマル呪文は持ち主のBのターンなら使えます。最後に発動したものから処理され、2枚目の破壊呪文がAのモンスターを破壊し、次にAの無効化呪文が1枚目を無効にします。',
      en: "Yes. A may use a time spell in B's turn, and B may use a normal spell in B's own turn. The last one activated resolves first: the second Blast destroys A's monster, then A's Cancel nullifies the first Blast.",
    },
    note: {
      ja: '最後に発動したものから処理する順は、001の6「発動の積み重ね(スタック)について」によります。',
      en: 'The order, last activated first, is 001 §6, "About stacking activations (the stack)".',
    },
    steps: ['6.2', '6.3'],
    source: src('3.呪文カードについて', '呪文の性質と使用方法'),
    replay: { setup: 'normal-spell', edit: 'table.b-turn-1~a.cancels-1~b.blasts-2', walk: 'activate.stack-card.stack-normal.decline.resolve.resolve.resolve' },
    cards: ['blast', 'cancel'],
  },
  {
    id: 'stack-no-target',
    flow: 'stack',
    kind: 'judge',
    question: {
      ja: 'Bの場にモンスターがいません。Aは手札の破壊呪文(相手のモンスター1体を破壊する)で、スタックを始められますか?',
      en: "B has no monster on the field. May A open the stack with the Blast in A's hand, which destroys one of the opponent's monsters?",
    },
    answer: {
      ja: 'できません。対象を選ぶことも代償の一つなので、破壊する相手のモンスターがいなければ破壊呪文は発動できません。Aのもう1枚の無効化呪文も、無効にする発動がないので使えません。',
      en: "No. Choosing a target is part of the cost, so with no opposing monster to destroy, Blast cannot be activated. A's other card, Cancel, has no activation to nullify and cannot be used either.",
    },
    steps: ['6.1'],
    source: s6('効果を発動するための条件'),
    replay: { setup: 'answer-and-back', edit: 'b.monster-0', walk: 'no-activation' },
    cards: ['blast', 'cancel'],
  },
] satisfies Ruling[];
