import type { Ruling } from '../../schema';
import { src } from '../shared';

const S = '割り込みについて';

export default [
  {
    id: 'fftcg-barret-interrupted',
    flow: 'interrupt',
    question: {
      ja: 'バレット(パワー7000)のSアビリティ「ハンマーブロウ」(パワー+4000)を使ったところ、相手がそれに割り込んで、バレットに7000ダメージを与える召喚獣ブリュンヒルデを使いました。バレットはどうなりますか?',
      en: 'I use Hammer Blow, the special ability of my Barret (power 7000) that adds 4000 power. My opponent interrupts it with the summon Brynhildr, dealing 7000 damage to Barret. What happens to Barret?',
    },
    answer: {
      ja: 'ブレイクされます。後から積まれたブリュンヒルデが先に解決されるので、7000ダメージが入る時点でバレットのパワーはまだ7000のままです。ハンマーブロウはその後に解決されますが、バレットはもう場にいません。',
      en: 'Barret is broken. Brynhildr went on the stack last, so it resolves first: the 7000 damage lands while Barret still has 7000 power. Hammer Blow resolves afterwards, with Barret already gone.',
    },
    steps: ['1', '2', '3'],
    source: src(S, 'バレット/ブリュンヒルデの例(1)'),
    replay: { setup: 'barret', walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes' },
    cards: ['barret', 'hammer-blow', 'brynhildr'],
  },
  {
    id: 'fftcg-brynhildr-interrupted',
    flow: 'interrupt',
    question: {
      ja: '相手が召喚獣ブリュンヒルデで、こちらのバレット(パワー7000)に7000ダメージを与えようとしました。これに割り込んでハンマーブロウ(パワー+4000)を使うと、どうなりますか?',
      en: 'My opponent uses the summon Brynhildr to deal 7000 damage to my Barret (power 7000). I interrupt with Hammer Blow (+4000 power). What happens?',
    },
    answer: {
      ja: 'バレットは残ります。後から積んだハンマーブロウが先に解決され、パワーが11000になります。その後でブリュンヒルデの7000ダメージが入っても、パワーには届きません。',
      en: 'Barret survives. Hammer Blow went on the stack last, so it resolves first and Barret’s power becomes 11000. Brynhildr’s 7000 damage then falls short of that power.',
    },
    steps: ['2', '1', '3'],
    source: src(S, 'バレット/ブリュンヒルデの例(2)'),
    replay: {
      setup: 'barret',
      walk: 'turn-passes.non-turn-uses.non-turn-passes.turn-uses.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes',
    },
    cards: ['barret', 'hammer-blow', 'brynhildr'],
  },
  {
    id: 'fftcg-priority-after-resolution',
    flow: 'interrupt',
    question: {
      ja: 'スタックに2つの効果が積まれていて、一番上が解決されました。次に行動を決めるのはどちらのプレイヤーですか?',
      en: 'Two effects are on the stack and the top one has just resolved. Which player decides first now?',
    },
    answer: {
      ja: 'ターンプレイヤーです。解決のたびに割り込む権利はターンプレイヤーから始まり直します。残った効果は、2人が続けて何もしなかったときに解決されます。',
      en: 'The turn player. After every resolution the right to interrupt starts over with them. The effect still on the stack resolves once both players do nothing in a row.',
    },
    steps: ['3', '1'],
    source: src(S, '4'),
    replay: { setup: 'open', walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next' },
    cards: ['turn-ability', 'non-turn-summon'],
  },
] satisfies Ruling[];
