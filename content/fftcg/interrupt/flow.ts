import type { FlowContent } from '../../schema';
import { board, src, windowEvents, windowGuards } from '../shared';

const S = '割り込みについて';

export default {
  title: { ja: '割り込みとスタック', en: 'Interrupts and the stack' },
  short: { ja: '割り込み', en: 'Interrupt' },
  summary: {
    ja: 'アビリティや召喚獣は使ってすぐ解決されず、いったんスタックに積まれます。後から積んだものほど先に解決され、1つ解決するたびにターンプレイヤーから行動し直します。',
    en: 'Abilities and summons do not resolve the moment they are used: they wait on a stack. The last one added resolves first, and after each resolution the turn player is the first to act again.',
  },
  source: src(S, '■1–■4'),
  groups: {},
  steps: {
    '1': {
      title: { ja: 'ターンプレイヤーが決める', en: 'The turn player decides' },
      text: {
        ja: 'ターンプレイヤーは、Aアビリティ・Sアビリティ・召喚獣を使うか、何もしないかを選びます。使ったものはすぐには効かず、スタックの一番上に置かれます。使った後もこのプレイヤーが続けて決め、やめるときは「何もしない」と言います。',
        en: 'The turn player either uses an action ability, a special ability or a summon, or does nothing. Whatever is used does not take effect yet: it goes on top of the stack. The same player then decides again, and says "nothing" once they are done.',
      },
      source: src(S, '1'),
      note: {
        ja: '003は「使った人が続けて何もしないと宣言する」と書いており、使った直後に同じ人がもう1つ重ねられるかは明記していません。ここでは重ねられるものとし、何もしないと言った時点で相手に移るとしています。',
        en: '003 has the player who used something then declare "nothing"; it does not say outright whether that player may add a second one first. We let them, and hand over to the other player once they say "nothing".',
      },
    },
    '2': {
      title: { ja: '非ターンプレイヤーが決める', en: 'The non-turn player decides' },
      text: {
        ja: 'ターンプレイヤーが何もしないと言ったら、非ターンプレイヤーの番です。割り込んで何かを使えば、それがスタックの一番上に乗ります。何もしなければ、直前に相手も何もしていなかったので、2人続けて何もしなかったことになります。',
        en: 'Once the turn player says "nothing", the non-turn player decides. Using something interrupts: it goes on top of the stack. Doing nothing right after the other player also did nothing means both passed in a row.',
      },
      source: src(S, '2'),
    },
    '3': {
      title: { ja: '一番上の効果を解決する', en: 'The top effect resolves' },
      text: {
        ja: '2人が続けて何もしなかったとき、スタックの一番上だけが解決されます(後入れ先出し)。解決が済むと、割り込む権利はまたターンプレイヤーから始まり、2人とも何もしなければ次の一番上が解決されます。スタックが空のまま2人とも何もしなければ、そのフェイズやステップは先へ進みます。',
        en: 'When both players did nothing in a row, only the top of the stack resolves: last in, first out. After it, the right to interrupt starts over with the turn player, and the next top resolves once both again do nothing. If both do nothing while the stack is empty, the phase or step moves on.',
      },
      source: src(S, '3'),
      note: {
        ja: '一番上が解決されることは■3に、1つ解決するごとに割り込みの権利がまたターンプレイヤーに戻ることは■4に書かれています。',
        en: 'That the top effect resolves is in ■3; that the turn player gets the right to interrupt first again after each resolution is in ■4.',
      },
    },
  },
  ends: { closed: { ja: '誰も何もしない:フェイズ・ステップが進む', en: 'Nobody acts: the phase or step moves on' } },
  events: windowEvents,
  guards: windowGuards,
  setups: {
    barret: {
      title: { ja: 'バレットとブリュンヒルデ', en: 'Barret and Brynhildr' },
      text: {
        ja: 'ターンプレイヤーのフィールドにパワー7000のバレットがいて、そのSアビリティ「ハンマーブロウ」(パワー+4000)が使えます。非ターンプレイヤーは7000ダメージを与える召喚獣ブリュンヒルデを持っています。',
        en: "The turn player's Barret (power 7000) is on the field, with its special ability Hammer Blow (+4000 power) ready. The non-turn player holds the summon Brynhildr, which deals 7000 damage.",
      },
    },
    'answer-back': {
      title: { ja: '割り込みに割り込み返す', en: 'An interrupt, and one back' },
      text: {
        ja: '非ターンプレイヤーのフィールドにパワー7000のバレットがいて、「ハンマーブロウ」(パワー+4000)が使えます。ターンプレイヤーは7000ダメージの召喚獣ブリュンヒルデを2枚持っています。',
        en: "The non-turn player's Barret (power 7000) is on the field with Hammer Blow (+4000 power) ready. The turn player holds two copies of the summon Brynhildr, 7000 damage each.",
      },
    },
    open: {
      title: { ja: 'いくらでも割り込める', en: 'Always an answer' },
      text: {
        ja: '両プレイヤーとも、何度でも使えるアビリティを持っています。探索を有限にするため、スタックは3つまでしか積めません。',
        en: 'Both players hold something they can use again and again. So that the chart stays finite, the stack holds three entries at most.',
      },
    },
  },
  // The editor's words (003 割り込みについて, the Barret / Brynhildr example; ⑥ for damage lasting the turn).
  editor: {
    groups: {
      barret: { ja: 'バレット(例のフォワード)', en: 'Barret (the example’s forward)' },
      turn: { ja: 'ターンプレイヤーが使えるもの', en: 'What the turn player can use' },
      nonTurn: { ja: '非ターンプレイヤーが使えるもの', en: 'What the non-turn player can use' },
    },
    fields: {
      on: { ja: 'フィールドにいる', en: 'On the field' },
      'turn-side': { ja: 'ターンプレイヤーのフォワード(オフなら非ターンプレイヤーの)', en: 'The turn player’s forward (off: the non-turn player’s)' },
      power: { ja: 'パワー(例では7000)', en: 'Power (7000 in the example)' },
      damage: { ja: 'このターンにすでに受けているダメージ', en: 'Damage already on it this turn' },
      'hammer-blow': {
        ja: 'ハンマーブロウ(パワー+4000。自分のバレットがフィールドにいるときだけ)',
        en: 'Hammer Blow (+4000 power; only while their own Barret is on the field)',
      },
      brynhildr: { ja: 'ブリュンヒルデ(7000ダメージ)の枚数', en: 'Brynhildrs (7000 damage each)' },
      valefor: { ja: 'ヴァルファーレ(フォワードをすべて手札に戻す)', en: 'Valefor (every forward back to its owner’s hand)' },
    },
  },
  board,
} satisfies FlowContent;
