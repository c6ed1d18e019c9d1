import type { ResponsesWords } from '../game';

/** FF-TCG's column of /compare/responses: the interrupt stack (003, 割り込みについて). */
export default {
  flow: 'interrupt',
  who: {
    ja: '両プレイヤー。ターンプレイヤーから決め、何もしないと言えば非ターンプレイヤーに移ります。使った人は続けて決められます(■1、■2)。',
    en: 'Both players. The turn player decides first and hands over by saying "nothing"; whoever used something decides again (■1, ■2).',
  },
  howMany: {
    ja: '決まった上限はなく、割り込みに割り込み返すこともできます(この図は3つで止めます)。',
    en: 'No fixed limit: an interrupt may itself be interrupted, and so on (this chart stops at three).',
  },
  order: {
    ja: '後から積んだものが先。2人が続けて何もしなかったとき一番上が1つだけ解決され、そのたびにターンプレイヤーから決め直します(■3、■4)。',
    en: 'Last in, first out: when both players do nothing in a row, only the top resolves, and after each resolution the turn player decides first again (■3, ■4).',
  },
  closes: {
    ja: 'スタックが空のまま2人とも続けて何もしないとき。フェイズやステップが進みます。',
    en: 'Both players do nothing in a row with the stack empty: the phase or step moves on.',
  },
  scenario: {
    setup: 'answer-back',
    walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-uses.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes',
    story: {
      ja: 'AがBのバレット(7000)にブリュンヒルデ(7000ダメージ)を使い、Bはハンマーブロウ(+4000)で割り込みます。Aは2枚目のブリュンヒルデで割り込み返します。一番後のAのブリュンヒルデが最初に解決され、パワー7000のままのバレットはブレイク。ハンマーブロウと1枚目のブリュンヒルデは対象を失います。',
      en: "A sends Brynhildr (7000 damage) at B's Barret (7000 power); B interrupts with Hammer Blow (+4000). A interrupts back with a second Brynhildr. That one, added last, resolves first while Barret still has 7000 power: Barret is broken, and Hammer Blow and the first Brynhildr find no target.",
    },
  },
} satisfies ResponsesWords;
