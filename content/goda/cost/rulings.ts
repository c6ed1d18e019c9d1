import type { Ruling } from '../../schema';
import { src } from '../shared';

const s = (ref: string) => ({ ...src('6.その他のルールと用語', `効果を発動するための条件 ${ref}`), part: 'example' as const });

/** The four worked examples of 001's "what an effect needs", each replayed on the cost chart. */
export default [
  {
    id: 'cost-lower-p-short',
    flow: 'cost',
    question: {
      ja: '「Pを5000下げることで、」という代償の効果を、P3000のモンスターで発動できますか?',
      en: 'Can I activate an effect whose cost is "by lowering P by 5000" using a monster with 3000 P?',
    },
    answer: {
      ja: 'できません。この代償は、Pが実際に5000下がることを求めます。3000のPでは5000下がらないので、代償を満たせません。P6000のモンスターなら発動できます。',
      en: 'No. The cost needs P to go down by a full 5000, and 3000 P cannot. A monster with 6000 P could pay it.',
    },
    reading: {
      ja: '001の例1は、Pが実際に5000下がることを求めるだけで、Pが0より下がるかどうかは書いていません。この答えはPが0で止まるという読みに立っています(手順3の注記と同じ読み方です)。',
      en: 'Example 1 in 001 only asks that P really go down by 5000; it does not say whether P can go below 0. This answer rests on reading P as stopping at 0 (the same reading as the note on step 3).',
    },
    steps: ['3'],
    source: s('例1'),
    replay: { setup: 'lower-p-short', walk: 'next.next.next' },
    cards: [],
  },
  {
    id: 'cost-discard-elsewhere',
    flow: 'cost',
    question: {
      ja: '「手札を全て捨てることで、」という代償で、手札は1枚、しかも捨てたカードは別の効果で墓地へ行きません。発動できますか?',
      en: 'The cost is "by discarding your whole hand". I have one card, and another effect keeps discarded cards out of the graveyard. Can I activate it?',
    },
    answer: {
      ja: 'できます。1枚でも捨てられれば代償を満たします。捨てたカードが墓地に届かなくても、捨てる行為ができていれば十分です。手札が0枚なら発動できません。',
      en: 'Yes. Discarding even one card pays it, and the card not reaching the graveyard does not matter as long as it was discarded. With no cards in hand you could not.',
    },
    steps: ['3'],
    source: s('例2'),
    replay: { setup: 'discard-elsewhere', walk: 'next.next.next' },
    cards: [],
  },
  {
    id: 'cost-zero-p-already',
    flow: 'cost',
    question: {
      ja: '「Pを0にすることで、」という代償の効果を、すでにPが0のモンスターで発動できますか?',
      en: 'Can I activate an effect whose cost is "by making P 0" with a monster whose P is already 0?',
    },
    answer: {
      ja: 'できません。代償を払う前と後で何も変わらないときは、代償を満たしたことになりません。「効果を無効にすることで」も同じで、無効にするものがなければ払えません。',
      en: 'No. A cost that changes nothing between before and after is not paid. The same goes for "by nullifying an effect" when there is nothing to nullify.',
    },
    steps: ['3'],
    source: s('例3'),
    replay: { setup: 'zero-p-already', walk: 'next.next.next' },
    cards: [],
  },
  {
    id: 'cost-choose-two-short',
    flow: 'cost',
    question: {
      ja: '「モンスター2体を選んで破壊する。」効果で、選べるモンスターが1体しかいません。1体だけ破壊できますか?',
      en: 'An effect reads "choose two monsters and destroy them", and only one monster can be chosen. Can I destroy just that one?',
    },
    answer: {
      ja: 'できません。2体を選ぶことがこの効果の代償です。対象が2体に満たないので代償を満たせず、効果自体を発動できません。',
      en: 'No. Choosing two monsters is this effect’s cost. With fewer than two to choose, the cost cannot be paid, so the effect cannot be activated at all.',
    },
    steps: ['3'],
    source: s('例4'),
    replay: { setup: 'choose-one-short', walk: 'next.next.next' },
    cards: [],
  },
] satisfies Ruling[];
