import type { FlowContent } from '../../schema';
import { board, counterEvents, counterGuards, src } from '../shared';

const S = 'カウンターステップ';

export default {
  title: { ja: 'カウンターステップ', en: 'The counter step' },
  short: { ja: 'カウンター', en: 'Counter step' },
  summary: {
    ja: 'カードの効果を発動すると、その場でカウンターステップが開きます。先に答えるのは相手で、1つの手順で使えるカウンター効果は1つだけ。スペルには、SPが同じか高いスペルを捨てて無効にする道もあります。',
    en: 'Activating a card effect opens a counter step on the spot. The opponent answers first, and one counter effect is all a step allows. A spell can also be nullified by discarding a spell of equal or higher SP.',
  },
  source: src(S, 'カウンターステップ'),
  groups: {},
  steps: {
    '1': {
      title: { ja: '相手が答える', en: 'The opponent answers' },
      text: {
        ja: '発動したプレイヤーの相手に優先権があります。カウンター効果を1つ使うか、発動がスペルならSPが同じか高いスペルを手札から捨てて無効にするか、何もしないかを選びます。カウンター効果を使っても、新しいカウンターステップは開きません。',
        en: 'The priority belongs to the opponent of whoever activated. They may use one counter effect, or — against a spell — discard a spell of equal or higher SP from hand to nullify it, or do nothing. A counter effect never opens a counter step of its own.',
      },
      source: src(S, '1'),
      note: {
        ja: '004はカウンターステップに番号を付けていません。1〜3は、この図が手順に順に付けた番号です。相手が何もしなかった後に発動した側がカウンターを使えるかどうかは、004は「優先権は相手」とだけ書いています。この図では、優先権は順番の先後のことと読み、相手が何もしなければ発動した側が使えるとしています。',
        en: '004 gives the counter step no numbers; 1–3 are this chart’s, in order. On whether the activating player may use a counter once the opponent declines, 004 only says the opponent has priority. We read priority as going first, so the activating player may use the step’s one counter after the opponent passes.',
      },
    },
    '2': {
      title: { ja: '発動した側が答える', en: 'The activating player answers' },
      text: {
        ja: '相手が何もしなかったときだけ、発動した側がこの手順のカウンター効果を使えます。使うか、何もしないかを選びます。',
        en: 'Only when the opponent did nothing may the activating player use this step’s counter effect, or do nothing too.',
      },
      source: src(S, '2'),
    },
    '3': {
      title: { ja: 'カウンターステップが閉じる', en: 'The counter step closes' },
      text: {
        ja: '使われたカウンター効果が先に処理され、その後で元の発動が処理されます。無効にされた発動は何も起こしません。ダメージ効果なら、ダメージはこのフェイズの終わりのダメージステップで計算します。',
        en: 'The counter effect, if one was used, is dealt with first, then the activation that opened the step. A nullified activation does nothing. A damage effect is worked out at the damage step at the end of the phase.',
      },
      source: src(S, '3'),
      note: {
        ja: 'カウンターがいつ効くかを004ははっきり書いていません。この図では、後から使ったカウンターが先に処理されるとしています。',
        en: '004 does not spell out when a counter takes effect; this chart has the counter, used later, dealt with first.',
      },
    },
  },
  ends: { closed: { ja: 'カウンターステップ終了', en: 'Counter step over' } },
  events: counterEvents,
  guards: counterGuards,
  setups: {
    spell: {
      title: { ja: 'SP1のスペルにSP2で答える', en: 'An SP 1 spell, an SP 2 answer' },
      text: {
        ja: 'ターンプレイヤーがSP1のスペル(1000ダメージ)を発動しました。相手はSP2のスペルと、発動を無効にするカウンターカードを持っています。ターンプレイヤーはダメージを1000増やすカウンターカードを持っています。',
        en: 'The turn player activated an SP 1 spell (1000 damage). The opponent holds an SP 2 spell and a counter card that nullifies an activation; the turn player holds a counter card that adds 1000 damage.',
      },
    },
    ability: {
      title: { ja: 'アタックアビリティへのカウンター', en: 'A counter to an attack ability' },
      text: {
        ja: 'アタックアビリティ(1000ダメージ)の発動でカウンターステップが開きました。相手は発動を無効にするカウンターカード、ターンプレイヤーはダメージを1000増やすカウンターカードを持っています。',
        en: 'An attack ability (1000 damage) opened the counter step. The opponent holds a counter card that nullifies the activation, the turn player one that adds 1000 damage.',
      },
    },
    'counter-ability': {
      title: { ja: 'ガーディアンのカウンターアビリティ', en: 'A guardian’s counter ability' },
      text: {
        ja: 'アタックアビリティ(1000ダメージ)の発動でカウンターステップが開きました。相手の手札にカウンターカードはありませんが、相手のアタックガーディアンが発動を無効にするカウンターアビリティを持っています。ターンプレイヤーはダメージを1000増やすカウンターカードを持っています。',
        en: 'An attack ability (1000 damage) opened the counter step. The opponent holds no counter card, but their attack guardian has a counter ability that nullifies the activation. The turn player holds a counter card that adds 1000 damage.',
      },
    },
    'counter-cost': {
      title: { ja: 'フォースを使うカウンターカード', en: 'A counter card that costs force' },
      text: {
        ja: 'アタックアビリティ(1000ダメージ)の発動でカウンターステップが開きました。相手は、フォース1つで発動を無効にするカウンターカードを持ち、表のフォースがちょうど1つあります。',
        en: 'An attack ability (1000 damage) opened the counter step. The opponent holds a counter card that nullifies the activation for 1 force, and has exactly one force face up.',
      },
    },
    'low-sp': {
      title: { ja: 'SPが足りない', en: 'Not enough SP' },
      text: {
        ja: 'ターンプレイヤーがSP2のスペルを発動しました。相手の手札にはSP1のスペルしかなく、これを捨てても無効にはできません。',
        en: 'The turn player activated an SP 2 spell. The opponent has only an SP 1 spell, which cannot nullify it.',
      },
    },
    'equal-sp': {
      title: { ja: '同じSPで答える(004の例)', en: 'Answered with the same SP (004’s example)' },
      text: {
        ja: 'ターンプレイヤーがSP1のスペル(1000ダメージ)を発動しました。相手の手札にも、SP1のスペルがあります。',
        en: 'The turn player activated an SP 1 spell (1000 damage). The opponent also holds an SP 1 spell.',
      },
    },
  },
  // The editor's words (004 カウンターステップ, スペルパワー, カウンターカード, カウンターアビリティ): what the step's outcome turns on.
  editor: {
    groups: {
      activation: { ja: 'この手順を開いた発動(ターンプレイヤー)', en: 'The activation that opened the step (turn player’s)' },
      opp: { ja: '相手(先に答える)', en: 'The opponent (answers first)' },
      turn: { ja: 'ターンプレイヤー(発動した側)', en: 'The turn player (who activated)' },
    },
    fields: {
      spell: { ja: 'スペル(オフならアタックアビリティ)', en: 'A spell (off: an attack ability)' },
      sp: { ja: 'スペルのSP', en: 'The spell’s SP' },
      damage: { ja: 'ダメージ', en: 'Damage' },
      'counter-card': { ja: '発動を無効にするカウンターカードが手札にある', en: 'Holds a counter card that nullifies the activation' },
      'counter-cost': { ja: 'そのカウンターカードに要るフォース', en: 'Force that counter card costs' },
      'force-up': { ja: '表のフォース(使える数)', en: 'Face-up force (ready to spend)' },
      'spell-sp': { ja: '手札のスペルのSP(0なら持っていない)', en: 'SP of a spell in hand (0: none)' },
      'counter-ability': {
        ja: 'アタックガーディアンが発動を無効にするカウンターアビリティを持つ',
        en: 'Their attack guardian has a counter ability that nullifies',
      },
      'boost-card': { ja: 'ダメージを1000増やすカウンターカードが手札にある', en: 'Holds a counter card that adds 1000 damage' },
    },
  },
  board,
} satisfies FlowContent;
