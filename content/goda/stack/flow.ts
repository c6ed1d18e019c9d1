import type { FlowContent } from '../../schema';
import { src } from '../shared';

const s6 = (ref: string) => src('6.その他のルールと用語', ref);

export default {
  title: { ja: '発動の積み重ね(スタック)', en: 'The stack' },
  short: { ja: 'スタック', en: 'Stack' },
  summary: {
    ja: 'カードの発動に別のカードの発動を重ねることをスタックと呼びます。行動するたびに相手にスタックの権利が生まれ、誰も発動しなくなったら最後に発動したものから処理します。処理の途中で新しく発動することはできません。',
    en: 'Activating a card on top of another activation is called stacking. Every action gives the other player the right to stack; when nobody activates more, the cards resolve from the last one activated. Nothing new can be activated while they resolve.',
  },
  source: s6('発動の積み重ね(スタック)について'),
  groups: {},
  steps: {
    '6.1': {
      title: { ja: '発動', en: 'Activation' },
      text: {
        ja: '自分のターンに、プレイヤーAがカードを発動します。これも行動なので、相手(B)にスタックの権利が生まれます。',
        en: 'In their own turn, player A activates a card. That is an action, so the other player, B, now has the right to stack.',
      },
      source: s6('6.1'),
      note: {
        ja: '出典の節6は番号のない段落です。6.1〜6.3は、この図が段落の内容に順に付けた番号です。',
        en: 'Section 6 of the source is unnumbered prose; 6.1–6.3 are numbers this chart gives to its parts, in order.',
      },
    },
    '6.2': {
      title: { ja: 'スタックの権利', en: 'The right to stack' },
      text: {
        ja: '権利を持つプレイヤーは、カードを重ねて発動する(スタック)か、しないかを選びます。スタックすれば、権利はもう一方へ移ります。ただし、自分のターンでないときに重ねられるのは、タイム呪文と、発動の時を満たしている効果だけです。ノーマル・ループ・アーマー・エリアの呪文は、自分のターンにしか発動できません。',
        en: 'The player holding the right either activates a card on top (stacks) or does not. Stacking passes the right to the other player. Outside your own turn, though, only a time spell, or an effect whose time to activate is met, may be stacked: normal, loop, armor and area spells are activated in your own turn only.',
      },
      source: s6('6.2'),
      note: {
        ja: '出典は「それ以上発動するカードが無くなったとき」に処理が始まるとだけ述べます。この図では、権利を持つプレイヤーが発動しなければ、それで処理に移ると読みます(発動していない側にだけ権利があるため)。\n\n権利があっても、発動できるカードでなければ重ねられません。タイム呪文以外の呪文は原則として自分のターンにしか発動できず(節3「呪文の性質と使用方法」)、効果はその時を満たしていなければ発動できません(節6「効果を発動するための条件」)。この図はAのターンの場面なので、Bが答えに使う無効化呪文はタイム呪文です。「相手のターンのノーマル呪文」の盤面ではBがノーマル呪文も持っていますが、その選択肢はここで閉じたままで、理由も示されます。',
        en: 'The source only says resolution starts "when no more cards are activated". This chart reads that as: once the player holding the right declines, resolution begins (only the player who did not just act holds the right).\n\nHolding the right does not make a card playable. Spells other than time spells are, as a rule, activated only in your own turn (section 3, "What spells do and how they are used"), and an effect needs its time to be met (section 6, "Conditions for activating an effect"). The chart plays out A\'s turn, so the Cancel B answers with is a time spell. In the preset "A normal spell in the opponent\'s turn" B holds a normal spell as well: that choice stays shut here, with its reason given.',
      },
    },
    '6.3': {
      title: { ja: '後から順に処理', en: 'Resolving, last first' },
      text: {
        ja: '最後に発動したカードから順に処理します。処理中は、スタックされていない別の効果を新しく発動できません。無効にされた発動は、効果を出さずに墓地へ置かれます。',
        en: 'The last card activated resolves first, then the one beneath it, and so on. Meanwhile no other effect may be newly activated. An activation that was nullified goes to the graveyard without any effect.',
      },
      source: s6('6.3'),
    },
  },
  ends: { resolved: { ja: 'すべて処理した', en: 'All resolved' } },
  events: {
    activate: { ja: 'Aがカードを発動', en: 'A activates a card' },
    'stack-card': { ja: '権利を持つ側がタイム呪文をスタック', en: 'The holder of the right stacks a time spell' },
    'stack-normal': { ja: '権利を持つ側がノーマル呪文をスタック', en: 'The holder of the right stacks a normal spell' },
    decline: { ja: 'スタックしない', en: "Don't stack" },
    resolve: { ja: '一番上を処理', en: 'Resolve the top card' },
  },
  guards: {
    canActivate: { ja: '自分のターンで、手札にカードがある', en: 'their own turn, and a card in hand' },
    canStackTime: { ja: '手札にタイム呪文がある(どちらのターンでも発動できる)', en: 'a time spell in hand (usable in either player’s turn)' },
    canStackNormal: {
      ja: '手札にノーマル呪文があり、今が自分のターンである(タイム呪文以外は相手のターンに発動できない)',
      en: 'a normal spell in hand, in their own turn (only a time spell may be used in the opponent’s turn)',
    },
    canDecline: { ja: '権利を持っている', en: 'holding the right' },
    moreBelow: { ja: 'まだ下にカードがある', en: 'more cards below' },
    otherwise: { ja: 'それ以外', en: 'otherwise' },
  },
  setups: {
    'answer-and-back': {
      title: { ja: '答えて、答え返す', en: 'An answer, and an answer back' },
      text: {
        ja: 'Aのターンです。Aは破壊呪文と無効化呪文、Bは無効化呪文を持っています。無効化呪文はタイム呪文なので、BはAのターンでも発動できます。AがBのモンスターを狙い、Bが無効化し、Aがその無効化を無効化します。',
        en: "It is A's turn. A holds Blast and Cancel; B holds Cancel. Cancel is a time spell, so B may activate it in A's turn. A aims Blast at B's monster, B cancels it, and A cancels B's Cancel.",
      },
    },
    'answer-only': {
      title: { ja: '答えるだけ', en: 'An answer only' },
      text: {
        ja: 'Aのターンです。Aは破壊呪文だけ、Bは無効化呪文(タイム呪文)を持っています。',
        en: "It is A's turn. A holds only Blast; B holds Cancel, a time spell.",
      },
    },
    'normal-spell': {
      title: { ja: '相手のターンのノーマル呪文', en: 'A normal spell in the opponent’s turn' },
      text: {
        ja: 'Aのターンです。Aは破壊呪文(ノーマル呪文)を持っています。Bも自分の破壊呪文と、無効化呪文(タイム呪文)を持っています。Aの破壊呪文に、Bは無効化呪文なら重ねられますが、破壊呪文は重ねられません。',
        en: "It is A's turn. A holds Blast, a normal spell. B holds a Blast too, and Cancel, a time spell. On A's Blast, B may stack the Cancel but not the Blast.",
      },
    },
    deep: {
      title: { ja: '深いスタック', en: 'A deep stack' },
      text: {
        ja: 'Aのターンです。互いにタイム呪文の無効化呪文を重ね続けます。この図は深さ4で止めます。',
        en: "It is A's turn. Both keep stacking Cancels, which are time spells. This chart stops at a depth of four.",
      },
    },
  },
  board: {
    sections: {
      stack: { ja: 'スタック(上から)', en: 'Stack (top first)' },
      turn: { ja: '誰のターンか', en: 'Whose turn' },
      right: { ja: 'スタックの権利', en: 'Right to stack' },
      'hand-a': { ja: 'Aの手札', en: "A's hand" },
      'hand-b': { ja: 'Bの手札', en: "B's hand" },
      monster: { ja: 'Bのモンスター', en: "B's monster" },
      grave: { ja: '墓地', en: 'Graveyard' },
    },
    values: {
      'turn.a': { ja: 'A', en: 'A' },
      'turn.b': { ja: 'B', en: 'B' },
      'right.a': { ja: 'A', en: 'A' },
      'right.b': { ja: 'B', en: 'B' },
      'right.nobody': { ja: 'なし(応える発動がない、または処理中)', en: 'Nobody (nothing to answer, or resolving)' },
      'monster.zone': { ja: 'モンスターゾーン', en: 'in the zone' },
      'monster.grave': { ja: '破壊された', en: 'destroyed' },
    },
    tags: {
      a: { ja: 'Aが発動', en: 'by A' },
      b: { ja: 'Bが発動', en: 'by B' },
      top: { ja: '一番上', en: 'top' },
      negated: { ja: '無効化された', en: 'nullified' },
    },
    log: {
      'a-activated': { ja: 'Aが{card}を発動しました。', en: 'A activated {card}.' },
      'b-activated': { ja: 'Bが{card}を発動しました。', en: 'B activated {card}.' },
      'a-declined': { ja: 'Aはスタックしませんでした。処理を始めます。', en: 'A did not stack. Resolution begins.' },
      'b-declined': { ja: 'Bはスタックしませんでした。処理を始めます。', en: 'B did not stack. Resolution begins.' },
      nullified: { ja: '{card}は無効にされていたので、効果なしで墓地へ。', en: '{card} had been nullified: it went to the graveyard with no effect.' },
      'cancel-resolved': {
        ja: '無効化呪文が処理され、すぐ下の{card}の発動を無効にしました。',
        en: 'Cancel resolved and nullified the activation just beneath it, {card}.',
      },
      'blast-resolved': { ja: '破壊呪文が処理され、Bのモンスターは破壊されました。', en: "Blast resolved: B's monster was destroyed." },
    },
  },
} satisfies FlowContent;
