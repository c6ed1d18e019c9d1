import type { FlowContent } from '../../schema';
import { src } from '../shared';

const s6 = (ref: string) => src('6.その他のルールと用語', ref);
/** The three numbered conditions; the step ids are their numbers. */
const cond = (ref: string) => src('6.その他のルールと用語 — 効果を発動するための条件', ref);
const yesNo = (key: string) => ({
  [`${key}.yes`]: { ja: '満たしている', en: 'met' },
  [`${key}.no`]: { ja: '満たしていない', en: 'not met' },
});

export default {
  title: { ja: '効果を発動するための条件', en: 'What an effect needs to be activated' },
  short: { ja: '発動条件', en: 'Activation' },
  summary: {
    ja: '効果を発動できるのは、その効果の時であり、条件と誓約を満たし、さらに代償を払うと求められた結果になって何かが変わるときだけです。対象を選ぶことも代償に含まれます。',
    en: 'An effect may be activated only at its time, with its conditions and oaths met, and only if paying its cost would give the result the cost asks for and change something. Choosing targets counts as a cost.',
  },
  source: s6('効果を発動するための条件'),
  groups: {},
  steps: {
    '1': {
      title: { ja: '効果の時', en: 'The effect’s time' },
      text: {
        ja: 'まず、その効果を使える時かどうかを見ます。時が違えば、他の条件を見るまでもなく発動できません。',
        en: 'First: is this the time the effect may be used? If not, it cannot be activated, whatever else holds.',
      },
      source: cond('1'),
    },
    '2': {
      title: { ja: '条件と誓約', en: 'Conditions and oaths' },
      text: {
        ja: '次に、効果に書かれた条件と誓約をすべて満たしているかを見ます。1つでも欠ければ発動できません。',
        en: 'Next: are all of the conditions and oaths written on the effect met? One missing is enough to stop it.',
      },
      source: cond('2'),
    },
    '3': {
      title: { ja: '代償の結果', en: 'What the cost would do' },
      text: {
        ja: '最後に、代償を払ったらどうなるかを見ます。代償が求める結果にきちんとなり、しかも盤面に何か変化が起きるときだけ、代償は満たされます。対象を選ぶことも代償として扱います。',
        en: 'Last: what would paying the cost do? The cost counts as paid only if the result is exactly what it asks for and something on the board actually changes. Choosing targets is treated as a cost too.',
      },
      source: cond('3'),
      note: {
        ja: '出典は例1で「Pを5000下げる」代償にPが5000下がることを求めます。Pは0より下がらないものとして、この図ではPが5000未満なら代償を満たさないと読みます。',
        en: 'In example 1 the source asks that a "lower P by 5000" cost really lower P by 5000. Taking P as never going below 0, this chart reads that a monster under 5000 P cannot pay it.',
      },
    },
  },
  ends: {
    activated: { ja: '発動できる', en: 'Activated' },
    'not-activated': { ja: '発動できない', en: 'Cannot be activated' },
  },
  events: { next: { ja: '次へ', en: 'Next' } },
  guards: {
    timingMet: { ja: 'その効果の時である', en: 'it is the effect’s time' },
    conditionsMet: { ja: '条件・誓約を満たす', en: 'conditions and oaths met' },
    costMet: { ja: '代償が求める結果になり、変化がある', en: 'the cost gives its result and changes something' },
    otherwise: { ja: 'それ以外', en: 'otherwise' },
  },
  setups: {
    'lower-p': {
      title: { ja: '例1:P6000から5000下げる', en: 'Example 1: lowering 6000 P by 5000' },
      text: { ja: '代償は「Pを5000下げることで」。対象のモンスターのPは6000です。', en: 'The cost is "by lowering P by 5000". The monster has 6000 P.' },
    },
    'lower-p-short': {
      title: { ja: '例1:P3000から5000下げる', en: 'Example 1: lowering 3000 P by 5000' },
      text: { ja: '同じ代償で、モンスターのPは3000しかありません。', en: 'The same cost, but the monster has only 3000 P.' },
    },
    'discard-elsewhere': {
      title: { ja: '例2:手札1枚を全て捨てる', en: 'Example 2: discarding a hand of one' },
      text: {
        ja: '代償は「手札を全て捨てることで」。手札は1枚で、捨てたカードは別の効果で墓地以外へ行きます。',
        en: 'The cost is "by discarding your whole hand". The hand is one card, and another effect sends discarded cards somewhere other than the graveyard.',
      },
    },
    'discard-empty': {
      title: { ja: '例2:手札0枚', en: 'Example 2: an empty hand' },
      text: { ja: '同じ代償で、手札が1枚もありません。', en: 'The same cost with no cards in hand.' },
    },
    'zero-p-already': {
      title: { ja: '例3:すでにP0', en: 'Example 3: P already 0' },
      text: { ja: '代償は「Pを0にすることで」。モンスターのPはもう0です。', en: 'The cost is "by making P 0". The monster’s P is already 0.' },
    },
    'zero-p': {
      title: { ja: '例3:P4000を0に', en: 'Example 3: 4000 P made 0' },
      text: { ja: '同じ代償で、モンスターのPは4000です。', en: 'The same cost; the monster has 4000 P.' },
    },
    'choose-one-short': {
      title: { ja: '例4:選べるのが1体', en: 'Example 4: one monster to choose' },
      text: {
        ja: '効果は「モンスター2体を選んで破壊する」。選べるモンスターは1体だけです。',
        en: 'The effect reads "choose two monsters and destroy them". Only one monster can be chosen.',
      },
    },
    'choose-two': {
      title: { ja: '例4:選べるのが2体', en: 'Example 4: two monsters to choose' },
      text: { ja: '同じ効果で、選べるモンスターが2体います。', en: 'The same effect, with two monsters to choose from.' },
    },
    'wrong-time': {
      title: { ja: '時が違う', en: 'Not its time' },
      text: { ja: '例1と同じ代償ですが、今はその効果の時ではありません。', en: 'The cost of example 1, but it is not the effect’s time.' },
    },
    'condition-unmet': {
      title: { ja: '条件を満たさない', en: 'A condition unmet' },
      text: { ja: '例1と同じ代償ですが、効果の条件を満たしていません。', en: 'The cost of example 1, but a condition of the effect is not met.' },
    },
  },
  editor: {
    groups: { effect: { ja: '効果と盤面', en: 'Effect and board' } },
    fields: {
      timing: { ja: '効果の時である', en: 'It is the effect’s time' },
      conditions: { ja: '条件・誓約を満たす', en: 'Conditions and oaths met' },
      power: { ja: 'モンスターのP', en: 'Monster’s P' },
      hand: { ja: '手札の枚数', en: 'Cards in hand' },
      elsewhere: { ja: '捨てたカードは墓地以外へ', en: 'Discards go elsewhere than the graveyard' },
      targets: { ja: '選べるモンスターの数', en: 'Monsters that can be chosen' },
    },
  },
  board: {
    sections: {
      cost: { ja: '代償', en: 'Cost' },
      timing: { ja: '効果の時', en: 'Effect’s time' },
      conditions: { ja: '条件・誓約', en: 'Conditions and oaths' },
      power: { ja: 'モンスターのP', en: 'Monster’s P' },
      hand: { ja: '手札', en: 'Hand' },
      discarded: { ja: '捨てた枚数', en: 'Discarded' },
      targets: { ja: '選べるモンスター', en: 'Monsters to choose from' },
      chosen: { ja: '選んだ数', en: 'Chosen' },
      result: { ja: '結果', en: 'Result' },
    },
    values: {
      'cost.lower-p': { ja: 'Pを5000下げる', en: 'lower P by 5000' },
      'cost.discard-hand': { ja: '手札を全て捨てる', en: 'discard the whole hand' },
      'cost.zero-p': { ja: 'Pを0にする', en: 'make P 0' },
      'cost.choose-two': { ja: 'モンスター2体を選ぶ', en: 'choose two monsters' },
      ...yesNo('timing'),
      ...yesNo('conditions'),
      'result.pending': { ja: '確認中', en: 'being checked' },
      'result.activated': { ja: '発動した', en: 'activated' },
      'result.not-activated': { ja: '発動できない', en: 'not activated' },
    },
    tags: {},
    log: {
      'not-its-time': { ja: 'その効果の時ではないので、発動できません。', en: 'It is not the effect’s time: no activation.' },
      'conditions-unmet': { ja: '条件か誓約が欠けているので、発動できません。', en: 'A condition or oath is missing: no activation.' },
      'cost-unmet': {
        ja: '代償を払っても求められた結果にならないか、何も変わらないので、発動できません。',
        en: 'Paying the cost would not give its result, or would change nothing: no activation.',
      },
      'p-lowered': { ja: 'Pが5000下がり、代償を払いました。', en: 'P went down by 5000: the cost is paid.' },
      discarded: { ja: '手札をすべて捨て、代償を払いました。', en: 'The whole hand was discarded: the cost is paid.' },
      'discarded-elsewhere': {
        ja: '手札を捨てました。墓地には行きませんでしたが、捨てること自体はできたので代償は払えています。',
        en: 'The hand was discarded. It did not reach the graveyard, but discarding happened, so the cost is paid.',
      },
      'p-zeroed': { ja: 'Pが0になり、代償を払いました。', en: 'P became 0: the cost is paid.' },
      chosen: { ja: 'モンスター2体を選び、代償を払いました。', en: 'Two monsters were chosen: the cost is paid.' },
    },
  },
} satisfies FlowContent;
