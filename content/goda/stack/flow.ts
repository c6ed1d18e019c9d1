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
        ja: 'ターンプレイヤー(どの用意された盤面でもA)が、自分のターンにカードを発動します。これも行動なので、相手にスタックの権利が生まれます。最初の1枚は破壊呪文です。無効化呪文には、無効にする発動がまだありません。何も発動しなければ、行動がないので、誰にもスタックの権利は生まれません。',
        en: 'The turn player (A on every preset board) activates a card in their own turn. That is an action, so the other player now has the right to stack. The first card is a Blast: a Cancel would have no activation yet to nullify. If they activate nothing, there is no action, so nobody gets a right to stack.',
      },
      source: s6('6.1'),
      note: {
        ja: '出典の節6は番号のない段落です。6.1〜6.3は、この図が段落の内容に順に付けた番号です。\n\n効果を発動するには、対象を選べることも含めて代償を満たす必要があります(節6「効果を発動するための条件」の3)。そのため、相手のモンスターがモンスターゾーンにいなければ破壊呪文は発動できず、スタックが空なら無効化呪文も発動できません。',
        en: 'Section 6 of the source is unnumbered prose; 6.1–6.3 are numbers this chart gives to its parts, in order.\n\nAn effect can be activated only if its cost can be met, and choosing a target counts as part of the cost (section 6, "Conditions for activating an effect", item 3). So a Blast cannot be activated while the opponent has no monster in the zone, and a Cancel cannot be activated on an empty stack.',
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
        ja: '出典は「それ以上発動するカードが無くなったとき」に処理が始まるとだけ述べます。この図では、権利を持つプレイヤーが発動しなければ、それで処理に移ると読みます(発動していない側にだけ権利があるため)。\n\n権利があっても、発動できるカードでなければ重ねられません。タイム呪文以外の呪文は原則として自分のターンにしか発動できず(節3「呪文の性質と使用方法」)、効果はその時を満たしていなければ発動できません(節6「効果を発動するための条件」)。用意された盤面はどれもAのターンなので、Bが答えに使う無効化呪文はタイム呪文です。「相手のターンのノーマル呪文」の盤面ではBがノーマル呪文も持っていますが、その選択肢はここで閉じたままで、理由も示されます。盤面の編集でBのターンにすると、立場が入れ替わります。',
        en: 'The source only says resolution starts "when no more cards are activated". This chart reads that as: once the player holding the right declines, resolution begins (only the player who did not just act holds the right).\n\nHolding the right does not make a card playable. Spells other than time spells are, as a rule, activated only in your own turn (section 3, "What spells do and how they are used"), and an effect needs its time to be met (section 6, "Conditions for activating an effect"). Every preset board is A\'s turn, so the Cancel B answers with is a time spell. In the preset "A normal spell in the opponent\'s turn" B holds a normal spell as well: that choice stays shut here, with its reason given. Set the board to B\'s turn in the editor and the roles swap.',
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
  ends: {
    resolved: { ja: 'すべて処理した', en: 'All resolved' },
    'nothing-activated': { ja: '何も発動しなかった(スタックは生まれない)', en: 'Nothing activated (no stack)' },
  },
  events: {
    activate: { ja: 'ターンプレイヤーが破壊呪文を発動', en: 'The turn player activates a Blast' },
    'stack-card': { ja: '権利を持つ側がタイム呪文をスタック', en: 'The holder of the right stacks a time spell' },
    'stack-normal': { ja: '権利を持つ側がノーマル呪文をスタック', en: 'The holder of the right stacks a normal spell' },
    decline: { ja: 'スタックしない', en: "Don't stack" },
    'no-activation': { ja: 'ターンプレイヤーは何も発動しない', en: 'The turn player activates nothing' },
    resolve: { ja: '一番上を処理', en: 'Resolve the top card' },
  },
  guards: {
    canActivate: {
      ja: '手札に破壊呪文があり、狙う相手のモンスターがモンスターゾーンにいる(無効化呪文は、下に発動がなければ使えない)',
      en: 'a Blast in hand, and the opponent’s monster in the zone to aim it at (a Cancel needs an activation beneath it)',
    },
    canStackTime: { ja: '手札にタイム呪文がある(どちらのターンでも発動できる)', en: 'a time spell in hand (usable in either player’s turn)' },
    canStackNormal: {
      ja: '手札にノーマル呪文があり、今が自分のターンで、相手のモンスターがモンスターゾーンにいる(タイム呪文以外は相手のターンに発動できない)',
      en: 'a normal spell in hand, in their own turn, with the opponent’s monster in the zone to aim at (only a time spell may be used in the opponent’s turn)',
    },
    canDecline: { ja: '権利を持っている', en: 'holding the right' },
    moreBelow: { ja: 'まだ下にカードがある', en: 'more cards below' },
    // Used where the attack chart nests these steps: declining with nothing stacked closes the window there.
    nothingStacked: { ja: 'スタックに何もない(そのまま終わる)', en: 'nothing on the stack (the window closes)' },
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
  // The editor's words (001 §3 呪文の性質と使用方法, §6 スタック, 効果を発動するための条件): what decides who may stack what.
  editor: {
    groups: {
      table: { ja: '場面', en: 'The situation' },
      a: { ja: 'プレイヤーA', en: 'Player A' },
      b: { ja: 'プレイヤーB', en: 'Player B' },
    },
    fields: {
      'b-turn': { ja: 'Bのターン(オフならAのターン)', en: 'B’s turn (off: A’s turn)' },
      blasts: { ja: '手札の破壊呪文(ノーマル呪文)の枚数', en: 'Blasts in hand (normal spells)' },
      cancels: { ja: '手札の無効化呪文(タイム呪文)の枚数', en: 'Cancels in hand (time spells)' },
      monster: { ja: 'モンスターゾーンにモンスターがいる(相手の破壊呪文の対象)', en: 'A monster in the zone (the target of the other player’s Blast)' },
    },
  },
  board: {
    sections: {
      stack: { ja: 'スタック(上から)', en: 'Stack (top first)' },
      turn: { ja: '誰のターンか', en: 'Whose turn' },
      right: { ja: 'スタックの権利', en: 'Right to stack' },
      'hand-a': { ja: 'Aの手札', en: "A's hand" },
      'hand-b': { ja: 'Bの手札', en: "B's hand" },
      'monster-a': { ja: 'Aのモンスター', en: "A's monster" },
      'monster-b': { ja: 'Bのモンスター', en: "B's monster" },
      grave: { ja: '墓地', en: 'Graveyard' },
    },
    values: {
      'turn.a': { ja: 'A', en: 'A' },
      'turn.b': { ja: 'B', en: 'B' },
      'right.a': { ja: 'A', en: 'A' },
      'right.b': { ja: 'B', en: 'B' },
      'right.nobody': { ja: 'なし(応える発動がない、または処理中)', en: 'Nobody (nothing to answer, or resolving)' },
      ...Object.fromEntries(
        ['a', 'b'].flatMap((p) => [
          [`monster-${p}.zone`, { ja: 'モンスターゾーン', en: 'in the zone' }],
          [`monster-${p}.grave`, { ja: '破壊された', en: 'destroyed' }],
          [`monster-${p}.none`, { ja: 'いない(破壊呪文の対象がない)', en: 'none (nothing for a Blast to aim at)' }],
        ]),
      ),
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
      'nothing-activated': {
        ja: 'ターンプレイヤーは何も発動しませんでした。行動がないので、スタックの権利は誰にも生まれません。',
        en: 'The turn player activated nothing. With no action, nobody has a right to stack.',
      },
      'a-declined': { ja: 'Aはスタックしませんでした。処理を始めます。', en: 'A did not stack. Resolution begins.' },
      'b-declined': { ja: 'Bはスタックしませんでした。処理を始めます。', en: 'B did not stack. Resolution begins.' },
      nullified: { ja: '{card}は無効にされていたので、効果なしで墓地へ。', en: '{card} had been nullified: it went to the graveyard with no effect.' },
      'cancel-resolved': {
        ja: '無効化呪文が処理され、すぐ下の{card}の発動を無効にしました。',
        en: 'Cancel resolved and nullified the activation just beneath it, {card}.',
      },
      'blast-resolved': { ja: '破壊呪文が処理され、Bのモンスターは破壊されました。', en: "Blast resolved: B's monster was destroyed." },
      'blast-resolved-on-a': { ja: 'Bの破壊呪文が処理され、Aのモンスターは破壊されました。', en: "B's Blast resolved: A's monster was destroyed." },
    },
  },
} satisfies FlowContent;
