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
    source: { ...src(S, 'バレット/ブリュンヒルデの例(1)'), part: 'example' },
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
    source: { ...src(S, 'バレット/ブリュンヒルデの例(2)'), part: 'example' },
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
    source: src(S, '■4'),
    replay: { setup: 'open', walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next' },
    cards: ['turn-ability', 'non-turn-summon'],
  },
  // The audit found no ruling saying a summon may answer a summon: 003's interrupt rule names summons among what a
  // player may interrupt with (■2, ■3), so the rules text answers it. Shown on the answer-back preset, edited so the
  // turn player holds one Brynhildr and the non-turn player Valefor in place of Hammer Blow.
  {
    id: 'fftcg-summon-answers-summon',
    flow: 'interrupt',
    question: {
      ja: '相手が召喚獣を使いました。これに自分の召喚獣で割り込めますか?',
      en: "Can I respond to my opponent's summon with a summon of my own?",
    },
    answer: {
      ja: '割り込めます。割り込みに使えるのはAアビリティ・Sアビリティ・召喚獣で、召喚獣に召喚獣で答えてもかまいません。後から使った自分の召喚獣が先に解決されます。たとえば、相手のブリュンヒルデ(7000ダメージ)がこちらのバレットを狙っているときにヴァルファーレで割り込むと、ヴァルファーレが先に解決されてバレットは手札に戻り、その後のブリュンヒルデはダメージを与える相手がいません。',
      en: "Yes. Action abilities, special abilities and summons can all be used to interrupt, so a summon may answer a summon, and yours, used last, resolves first. Say your opponent's Brynhildr (7000 damage) is aimed at your Barret and you interrupt with Valefor: Valefor resolves first and Barret goes back to your hand, so Brynhildr then finds nothing to damage.",
    },
    note: {
      ja: '割り込めるのは召喚獣が使える場面だけです。アクティブフェイズ・ドローフェイズ・エンドフェイズでは使えず(003 ①②⑥)、キャラクターを出すことにも割り込めません(003 ③)。',
      en: 'Only where summons may be used at all: not in the active, draw or end phase (003 ①, ②, ⑥), and never in answer to a character being put out (003 ③).',
    },
    steps: ['2', '3'],
    source: src(S, '■2'),
    replay: {
      setup: 'answer-back',
      edit: 'turn.brynhildr-1~nonTurn.hammer-blow-0~nonTurn.valefor-1',
      walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes',
    },
    cards: ['brynhildr', 'valefor', 'barret'],
  },
  // Judges' questions: none is in 003, each is set up on an edited board (replay.edit) and answered by us from 003's rules.
  {
    id: 'fftcg-barret-already-damaged',
    flow: 'interrupt',
    kind: 'judge',
    question: {
      ja: 'バレット(パワー7000)は、このターンのうちにもう4000ダメージを受けています。相手がブリュンヒルデ(7000ダメージ)を使い、こちらはそれに割り込んでハンマーブロウ(パワー+4000)を使いました。バレットは残りますか?',
      en: 'My Barret (power 7000) has already taken 4000 damage this turn. My opponent uses Brynhildr (7000 damage) on it, and I interrupt with Hammer Blow (+4000 power). Does Barret survive?',
    },
    answer: {
      ja: '残りません。ハンマーブロウが先に解決されてパワーは11000になりますが、前に受けたダメージはエンドフェイズまで消えないため、ブリュンヒルデの7000と合わせて11000です。ダメージがパワーに達したので、バレットはブレイクされます。',
      en: 'No. Hammer Blow resolves first and Barret’s power becomes 11000, but the earlier damage stays until the end phase, so with Brynhildr’s 7000 it has taken 11000. Damage has reached its power, and Barret is broken.',
    },
    note: {
      ja: 'ダメージがフォワードから取り除かれるのはエンドフェイズだけです(003 ⑥)。',
      en: 'Damage leaves forwards only in the end phase (003 ⑥).',
    },
    steps: ['2', '1', '3'],
    source: { ...src(S, 'バレット/ブリュンヒルデの例(2)'), part: 'example' },
    replay: {
      setup: 'barret',
      edit: 'barret.damage-4000',
      walk: 'turn-passes.non-turn-uses.non-turn-passes.turn-uses.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes',
    },
    cards: ['barret', 'hammer-blow', 'brynhildr'],
  },
  {
    id: 'fftcg-barret-8000-power',
    flow: 'interrupt',
    kind: 'judge',
    question: {
      ja: 'バレットのパワーが8000の場合です。ハンマーブロウ(パワー+4000)を使ったところ、相手がそれに割り込んでブリュンヒルデ(7000ダメージ)を使いました。バレットはどうなりますか?',
      en: 'This time Barret has 8000 power. I use Hammer Blow (+4000 power), and my opponent interrupts it with Brynhildr (7000 damage). What happens to Barret?',
    },
    answer: {
      ja: '残ります。後から積まれたブリュンヒルデが先に解決されますが、7000ダメージはパワー8000に届きません。続いてハンマーブロウが解決され、バレットはパワー12000、ダメージ7000になります。',
      en: 'It stays. Brynhildr went on the stack last and resolves first, but 7000 damage falls short of 8000 power. Hammer Blow resolves next, leaving Barret at 12000 power with 7000 damage.',
    },
    steps: ['1', '2', '3'],
    source: { ...src(S, 'バレット/ブリュンヒルデの例(1)'), part: 'example' },
    replay: {
      setup: 'barret',
      edit: 'barret.power-8000',
      walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes',
    },
    cards: ['barret', 'hammer-blow', 'brynhildr'],
  },
  {
    id: 'fftcg-valefor-answers-hammer-blow',
    flow: 'interrupt',
    kind: 'judge',
    question: {
      ja: 'ハンマーブロウを使ったところ、相手はブリュンヒルデではなく、場のフォワードをすべて持ち主の手札に戻す召喚獣ヴァルファーレで割り込みました。ハンマーブロウはどうなりますか?',
      en: 'I use Hammer Blow, and my opponent interrupts it not with Brynhildr but with the summon Valefor, which sends every forward on the field back to its owner’s hand. What does Hammer Blow do?',
    },
    answer: {
      ja: '何もしません。後から積まれたヴァルファーレが先に解決され、バレットはこちらの手札に戻ります。その後でハンマーブロウが解決されますが、パワーを上げるバレットはもう場にいません。',
      en: 'Nothing. Valefor went on the stack last, so it resolves first and Barret goes back to my hand. Hammer Blow resolves after that, with no Barret on the field to power up.',
    },
    note: {
      ja: 'ヴァルファーレの効果は、003 ⑤(メインフェイズ2回目)の例にあります。',
      en: 'What Valefor does is in the example of 003 ⑤ (the second main phase).',
    },
    steps: ['1', '2', '3'],
    source: src(S, 'スタック'),
    replay: {
      setup: 'barret',
      edit: 'nonTurn.brynhildr-0~nonTurn.valefor-1',
      walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes',
    },
    cards: ['barret', 'hammer-blow', 'valefor'],
  },
] satisfies Ruling[];
