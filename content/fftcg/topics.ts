import type { z } from 'zod';
import type { Topics } from '../schema';
import { src } from './shared';

const S = '割り込みについて';

/** Terms 003 defines or relies on, each with a page. FF-TCG has no Counter keyword, so every entry is a rule. */
export default {
  keywords: {},
  rules: {
    interrupt: {
      name: { ja: '割り込み', en: 'Interrupt' },
      short: {
        ja: '相手が使ったアビリティや召喚獣が解決される前に、こちらも何かを使って先に解決させることです。',
        en: 'Using something of your own on top of what your opponent used, so that yours resolves before theirs.',
      },
      body: {
        ja: '相手がAアビリティ・Sアビリティ・召喚獣を使ったとき、それが解決される前に自分も何かを使うことを割り込みと呼びます。割り込んだものはスタックの上に積まれ、先に解決されます。\n\n割り込みにさらに割り込むこともできます。2人が続けて何もしなかったときに一番上が解決され、解決のたびにターンプレイヤーから決め直します。\n\nキャラクターをフィールドに出すことと、使うと決めたEXバーストには割り込めません。\n\nこの例は、バレットのハンマーブロウにブリュンヒルデで割り込む場面です。',
        en: 'When your opponent uses an action ability, a special ability or a summon, using something yourself before it resolves is an interrupt. What you used goes on top of the stack and resolves first.\n\nAn interrupt can itself be interrupted. The top resolves once both players do nothing in a row, and after each resolution the turn player decides first again.\n\nPutting a character onto the field, and an EX Burst its owner chose to use, cannot be interrupted.\n\nThe example shows Brynhildr interrupting Barret’s Hammer Blow.',
      },
      steps: [
        { flow: 'interrupt', step: '2' },
        { flow: 'interrupt', step: '3' },
      ],
      flow: 'interrupt',
      replay: { flow: 'interrupt', setup: 'barret', walk: 'turn-uses.turn-passes.non-turn-uses' },
      source: src(S, '■1–■4'),
      aliases: { ja: ['割り込み'], en: ['interrupt', 'interrupts', 'Interrupt'] },
    },
    stack: {
      name: { ja: 'スタック', en: 'Stack' },
      short: {
        ja: '使われたアビリティや召喚獣が解決を待つ列です。最後に積んだものから解決されます。',
        en: 'The line where used abilities and summons wait to resolve; the last one in is the first out.',
      },
      body: {
        ja: '召喚獣も、A・S・オートの各アビリティも、使ってすぐ効くのではなく、まずスタックに積まれます。スタックは後入れ先出し(Last in, First out)で、一番上から1つずつ解決されます。\n\nこのサイトでは、どのチャートも盤面の「スタック」欄に上から順に表示します。探索が終わるよう、積める数に上限(割り込みのチャートでは3つ、ターンのチャートでは2つ)を設けています。これは003の規則ではなく、このサイトの都合です。',
        en: 'Auto, action and special abilities and summons do not take effect when used: they go on the stack first. The stack is last in, first out, and resolves one entry at a time from the top.\n\nEvery chart here shows it in the board’s Stack section, top first. So that exploring a chart ends, the stack has a depth bound (three in the interrupt chart, two in the turn chart). That bound is this site’s choice, not a rule of 003.',
      },
      steps: [{ flow: 'interrupt', step: '3' }],
      flow: 'interrupt',
      source: src(S, 'スタック'),
      aliases: { ja: ['スタック'], en: ['stack', 'Stack'] },
    },
    priority: {
      name: { ja: '割り込む権利(優先権)', en: 'Priority (the right to act)' },
      short: {
        ja: '今アビリティや召喚獣を使えるのはどちらか、ということです。ターンプレイヤーから始まります。',
        en: 'Which player may use an ability or summon right now; it always starts with the turn player.',
      },
      body: {
        ja: 'フェイズやステップの始まり、そしてスタックの効果が1つ解決されるたびに、最初に決めるのはターンプレイヤーです。何もしないと言えば相手に移ります。\n\n2人が続けて何もしないと言ったとき、スタックに何かあれば一番上が解決され、なければフェイズやステップが進みます。相手が何かをした後は、ターンプレイヤーもまた行動できます。\n\nターンプレイヤーが先に決めると003がはっきり書いているのは、メインフェイズと、スタックの効果が1つ解決された後です。ほかのフェイズやステップについては使えると書くだけなので、この図ではそこでもターンプレイヤーが先に決めるものと読んでいます。\n\n003は「優先権」という言葉を使わず「割り込む権利」と書いています。このサイトでは両方の名前で呼びます。',
        en: 'At the start of a phase or step, and after each entry on the stack resolves, the turn player decides first. Saying "nothing" hands the decision to the other player.\n\nWhen both say "nothing" in a row, the top of the stack resolves, or, with an empty stack, the phase or step moves on. After the other player acts, the turn player may act again.\n\n003 says outright that the turn player decides first in the main phase and after each resolution. For the other phases and steps it only says that abilities may be used there; this chart reads the turn player as deciding first there too.\n\n003 speaks of "the right to interrupt" rather than "priority"; this site uses both names.',
      },
      steps: [
        { flow: 'interrupt', step: '1' },
        { flow: 'interrupt', step: '2' },
        { flow: 'turn', step: '3' },
      ],
      flow: 'interrupt',
      replay: { flow: 'interrupt', setup: 'open', walk: 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next' },
      source: src(S, '■4'),
      aliases: { ja: ['割り込む権利', '優先権'], en: ['priority', 'Priority'] },
    },
    'turn-player': {
      name: { ja: 'ターンプレイヤー/非ターンプレイヤー', en: 'Turn player / non-turn player' },
      short: {
        ja: 'そのターンを進めている側と、その相手です。',
        en: 'The player whose turn it is, and their opponent.',
      },
      body: {
        ja: '003では、いま自分のターンを進めているプレイヤーを「ターンプレイヤー」、対戦相手を「非ターンプレイヤー」と呼びます。\n\nアビリティや召喚獣を使える機会では、常にターンプレイヤーが先に決めます(003が明記するのはメインフェイズとスタックの解決後で、ほかの場面はこの図の読み方です)。キャラクターを出せるのは、メインフェイズのターンプレイヤーだけです。',
        en: '003 calls the player taking the turn the turn player, and their opponent the non-turn player.\n\nWherever abilities and summons may be used, the turn player decides first (003 says so for the main phase and after each resolution; elsewhere it is this chart’s reading). Only the turn player, and only in a main phase, may put characters onto the field.',
      },
      steps: [{ flow: 'turn', step: '3' }],
      flow: 'turn',
      source: src('前書き', 'ターンプレイヤー'),
      aliases: { ja: ['ターンプレイヤー', '非ターンプレイヤー'], en: ['turn player', 'non-turn player'] },
    },
    'ex-burst': {
      name: { ja: 'EXバースト', en: 'EX Burst' },
      short: {
        ja: 'ダメージでダメージゾーンに置かれたときに使える効果です。使えばすぐ解決され、割り込めません。',
        en: 'An effect usable when the card lands in the damage zone through damage; used, it resolves at once and cannot be interrupted.',
      },
      body: {
        ja: 'ダメージ解決ステップでプレイヤーがダメージを受けると、カードがダメージゾーンに置かれます。それがEXバーストを持つカードなら、その持ち主は効果を使うか決めます。使わなくても構いません。\n\n使う場合はスタックを通らずにすぐ解決されるので、割り込みはできません。「プレイヤーにダメージを与えたとき」のアビリティは、EXバーストの後に扱われます。',
        en: 'When a player takes damage in the damage resolution step, a card goes into their damage zone. If that card has EX Burst, its owner decides whether to use the effect; declining is fine.\n\nUsed, it resolves at once without the stack, so nobody can interrupt it. An ability that triggers "when it deals damage to a player" is dealt with after the EX Burst.',
      },
      steps: [{ flow: 'turn', step: '4.4' }],
      flow: 'turn',
      replay: { flow: 'turn', setup: 'ex-burst', walk: 'attack-1.no-block' },
      source: src('④ 4-4', 'EXバースト'),
      aliases: { ja: ['EXバースト'], en: ['EX Burst'] },
    },
    brave: {
      name: { ja: 'ブレイブ', en: 'Brave' },
      short: { ja: 'アタックしてもダルにならないフォワードの能力です。', en: 'A forward with Brave attacks without being dulled.' },
      body: {
        ja: 'アタック指定ステップでアタックするフォワードは通常ダルになりますが、ブレイブを持つフォワードはアクティブのままです。\n\nこのサイトでは、ブレイブを持つフォワードもアタックは1ターンに1回としています(003はこの点に触れていません)。',
        en: 'An attacking forward is normally dulled at the attack declaration step; one with Brave stays active.\n\nHere a forward with Brave still attacks once per turn (003 does not go into this).',
      },
      steps: [{ flow: 'turn', step: '4.2' }],
      flow: 'turn',
      replay: { flow: 'turn', setup: 'basic', walk: 'attack-2' },
      source: src('④ 4-2', 'ブレイブ'),
      aliases: { ja: ['ブレイブ'], en: ['Brave'] },
    },
    haste: {
      name: { ja: 'ヘイスト', en: 'Haste' },
      short: { ja: 'フィールドに出たターンでもアタックできるフォワードの能力です。', en: 'A forward with Haste may attack in the turn it entered the field.' },
      body: {
        ja: 'ヘイストを持つフォワードは、出たターンのうちにアタックできます。ただしアタックフェイズは1ターンに1回、メイン(1回目)→アタック→メイン(2回目)の順で必ず進むので、メインフェイズ(2回目)で出したフォワードは、ヘイストがあってもアタックできません。',
        en: 'A forward with Haste may attack in the turn it came out. But the attack phase happens once, always in the order main 1 → attack → main 2, so a forward put out in main phase 2 cannot attack even with Haste.',
      },
      steps: [
        { flow: 'turn', step: '4.2' },
        { flow: 'turn', step: '5' },
      ],
      flow: 'turn',
      replay: {
        flow: 'turn',
        setup: 'valefor',
        walk: 'no-attack.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.play-forward.play-forward',
      },
      source: src('⑤', 'ヘイスト'),
      aliases: { ja: ['ヘイスト'], en: ['Haste'] },
    },
    abilities: {
      name: { ja: 'アビリティと召喚獣', en: 'Abilities and summons' },
      short: {
        ja: 'Aアビリティ(アクション)、Sアビリティ(スペシャル)、オートアビリティ、召喚獣。どれもスタックを通って解決されます。',
        en: 'Action abilities, special abilities, auto abilities and summons: all of them resolve through the stack.',
      },
      body: {
        ja: 'Aアビリティ・Sアビリティ・召喚獣は、相手のターンでも使えます。使えるのはメインフェイズ(2回とも)とアタックフェイズの各ステップで、アクティブ・ドロー・エンドの各フェイズでは使えません。\n\nオートアビリティは条件を満たすと発生します。どれも使ってすぐには効かず、スタックに積まれてから解決されます。',
        en: 'Action abilities, special abilities and summons may be used in the opponent’s turn too. They may be used in both main phases and in every step of the attack phase, never in the active, draw or end phases.\n\nAuto abilities go off when their condition is met. None of them takes effect on use: each goes on the stack and resolves from there.',
      },
      steps: [
        { flow: 'turn', step: '3' },
        { flow: 'turn', step: '4.1' },
        { flow: 'turn', step: '5' },
      ],
      flow: 'turn',
      source: src('前書き', '①–⑥'),
      aliases: { ja: ['Aアビリティ', 'Sアビリティ', '召喚獣', 'オートアビリティ'], en: ['action ability', 'special ability', 'summon', 'auto ability'] },
    },
  },
} satisfies z.input<typeof Topics>;
