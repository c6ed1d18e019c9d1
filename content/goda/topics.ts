import type { z } from 'zod';
import type { Topics } from '../schema';
import { src } from './shared';

/** Terms 001 defines, each with its own page. */
export default {
  terms: {
    'provisional-destruction': {
      name: { ja: '仮破壊', en: 'Provisional destruction' },
      short: {
        ja: '待機姿勢のモンスターがPの低い相手にバトルで攻撃されたとき、勝っても手札に戻ること。',
        en: 'A monster in rest posture attacked in a battle by a lower-P monster goes back to hand even though it wins.',
      },
      body: {
        ja: 'バトルで攻撃されたのが待機姿勢のモンスターで、攻撃してきたほうのPが低いとき、そのモンスターは戦闘の終わる直前にまだモンスターゾーンにいれば手札に戻ります。\n\nブロックはバトルとは別の戦闘なので、ブロックしたモンスターには起きません。',
        en: 'When the monster attacked in a battle is in rest posture and the attacker has lower P, that monster — if still in the monster zone just before the fight ends — goes back to hand.\n\nA block is a separate fight, not a battle, so this never happens to a blocker.',
      },
      steps: [{ flow: 'attack', step: '5.2.1' }],
      replay: { flow: 'attack', setup: 'basic', walk: 'attack-rested.next.next' },
      source: src('5.モンスターで攻撃する', 'バトルについて'),
      aliases: { ja: ['仮破壊'], en: ['provisional destruction'] },
    },
    block: {
      name: { ja: 'ブロック', en: 'Block' },
      short: {
        ja: 'アタックを受けた側が、攻撃姿勢のモンスター1体を待機姿勢にして、ライフへの攻撃を止めること。',
        en: 'Stopping an attack on life by turning one of your monsters in attack posture to rest posture.',
      },
      body: {
        ja: 'ブロックするとライフへの攻撃はそこで止まり、攻撃したモンスターとブロックしたモンスターが戦います。Pの比べ方はバトルと同じですが、仮破壊はありません。',
        en: 'A block stops the attack on life; the attacker and the blocker fight instead. P is compared as in a battle, but there is no provisional destruction.',
      },
      steps: [
        { flow: 'attack', step: '5.3' },
        { flow: 'attack', step: '5.3.1' },
      ],
      replay: { flow: 'attack', setup: 'equal-p', walk: 'attack-life.block.next' },
      source: src('5.モンスターで攻撃する', 'アタックについて'),
      aliases: { ja: ['ブロック'], en: ['block', 'blocks'] },
    },
    'cut-life': {
      name: { ja: 'ライフを削る', en: 'Cutting life' },
      short: {
        ja: 'アタックが成立したとき、守る側が左端のライフ1枚を手札に加えること。',
        en: 'When an attack on life goes through, the defender adds their leftmost life card to hand.',
      },
      body: {
        ja: '削られるライフは、削られるプレイヤーから見て左から順に選びます。ライフが0枚のときにアタックが成立すれば、攻撃した側の勝ちです。',
        en: 'Life is taken from the left as the defender sees it. If an attack goes through when no life is left, the attacking player wins.',
      },
      steps: [{ flow: 'attack', step: '5.3.2' }],
      replay: { flow: 'attack', setup: 'basic', walk: 'attack-life.no-block.next' },
      source: src('5.モンスターで攻撃する', 'ライフを削る'),
      aliases: { ja: ['ライフを削る', '削られ'], en: ['cutting life', 'life is cut'] },
    },
    stack: {
      name: { ja: 'スタック', en: 'Stack' },
      short: {
        ja: 'ある発動に別の発動を重ねること。最後に発動したものから処理する。',
        en: 'Activating a card on top of another activation; the last one activated resolves first.',
      },
      body: {
        ja: '行動するたびに、もう一方のプレイヤーにスタックの権利が生まれます。誰も発動しなくなったら、最後に発動したカードから順に処理し、その間は新しい発動ができません。',
        en: 'Every action gives the other player the right to stack. When nobody activates more, cards resolve from the last one activated, and nothing new may be activated meanwhile.',
      },
      steps: [
        { flow: 'stack', step: '6.2' },
        { flow: 'stack', step: '6.3' },
      ],
      replay: { flow: 'stack', setup: 'answer-and-back', walk: 'activate.stack-card.stack-card.decline.resolve.resolve.resolve' },
      source: src('6.その他のルールと用語', '発動の積み重ね(スタック)について'),
      aliases: { ja: ['スタック'], en: ['stack', 'stacks'] },
    },
    cost: {
      name: { ja: '代償', en: 'Cost' },
      short: {
        ja: '効果の発動に必要な支払い。払うと求められた結果になり、しかも何かが変わるときだけ満たされる。対象を選ぶことも代償。',
        en: 'What an effect asks to be paid to activate it. It counts only if paying gives the asked-for result and changes something; choosing targets is a cost too.',
      },
      body: {
        ja: '効果を発動するには、時・条件と誓約・代償の3つがそろう必要があります。代償は、払っても求められた結果にならないとき(Pが足りない、選べる対象が足りない)や、払う前後で何も変わらないとき(すでにP0のモンスターのPを0にする)には満たされません。一方、手札を全て捨てる代償は1枚でも捨てれば満たされ、捨てたカードが墓地に行かなくてもかまいません。',
        en: "An effect is activated only when its time, its conditions and oaths, and its cost all hold. A cost is not paid when paying would fall short of the asked result (too little P, too few targets to choose) or would change nothing (making a 0-P monster's P 0). Discarding a whole hand, on the other hand, is paid by discarding even one card, wherever the card ends up.",
      },
      steps: [{ flow: 'cost', step: '3' }],
      replay: { flow: 'cost', setup: 'choose-one-short', walk: 'next.next.next' },
      source: src('6.その他のルールと用語', '効果を発動するための条件'),
      aliases: { ja: ['代償'], en: ['cost', 'costs'] },
    },
    'cannot-beats-can': {
      name: { ja: 'できない効果が優先', en: '"Cannot" beats "can"' },
      short: {
        ja: '「できる」効果と「できない」効果が同時に働くときは、「できない」が勝つ。',
        en: 'When a "can" effect and a "cannot" effect apply together, "cannot" wins.',
      },
      body: {
        ja: 'また、効果とルールが食い違うときは効果が優先されます。たとえば通常召喚を2回にする効果は1ターン1回のルールに勝ちますが、通常召喚をできなくする効果があれば、どちらにも勝ちます。',
        en: 'Separately, an effect wins over the rules it contradicts: an effect allowing two normal summons beats the once-a-turn rule — but an effect forbidding normal summons beats both.',
      },
      steps: [{ flow: 'turn', step: '4.3' }],
      replay: { flow: 'turn', setup: 'last-emperor', walk: 'next.next' },
      source: src('6.その他のルールと用語', 'できる効果VSできない効果'),
      aliases: { ja: ['できない効果'], en: ['cannot beats can'] },
    },
  },
} satisfies z.input<typeof Topics>;
