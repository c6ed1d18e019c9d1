import type { FlowContent } from '../../schema';
import { board, src } from '../shared';

const windowNote = {
  ja: 'このステップでは割り込みの流れ(1〜3)が入れ子で動きます。2人が続けて何もしなかったときだけ、次へ進みます。',
  en: 'The interrupt window (1–3) runs nested inside this step. It moves on only when both players do nothing in a row.',
};

// Forwards are counted in the board's order, left to right, as the board lists them (an audit found "forward 2"
// with nothing to say which card it was).
const ORDINAL = ['1st', '2nd', '3rd'];
const attack = (n: number) => ({ ja: `場の${n}番目のフォワードでアタック`, en: `Attack with the ${ORDINAL[n - 1]} forward on the field` });
const block = (n: number) => ({
  ja: `非ターンプレイヤーの場の${n}番目のフォワードでブロック`,
  en: `Block with the non-turn player's ${ORDINAL[n - 1]} forward`,
});

export default {
  title: { ja: 'ターンの流れ', en: 'The turn' },
  short: { ja: 'ターン', en: 'Turn' },
  summary: {
    ja: '1ターンは6つのフェイズを順に進みます。アクティブ・ドロー・エンドでは誰も何も使えず、メインとアタックの各工程では、2人が続けて何もしないと決めるまで、両プレイヤーがアビリティや召喚獣を使えます。',
    en: 'A turn runs through six phases in order. Nobody may use anything in the active, draw and end phases; in the main phases and in each step of the attack phase both players may use abilities and summons, until both do nothing in a row.',
  },
  source: src('①–⑥', '①–⑥'),
  groups: { '4': { ja: '④ アタックフェイズ', en: '④ Attack phase' } },
  steps: {
    '1': {
      title: { ja: 'アクティブフェイズ', en: 'Active phase' },
      text: {
        ja: 'ターンプレイヤーのカードをすべてアクティブに戻し、すぐ次のフェイズへ移ります。このフェイズでは、どちらのプレイヤーもアビリティや召喚獣を使えません。',
        en: "All of the turn player's cards become active, and the phase ends at once. Neither player may use an ability or a summon here.",
      },
      source: src('①', '1'),
    },
    '2': {
      title: { ja: 'ドローフェイズ', en: 'Draw phase' },
      text: {
        ja: 'ターンプレイヤーがデッキから2枚引き、すぐ次のフェイズへ移ります。ここでもアビリティや召喚獣は使えません。',
        en: 'The turn player draws two cards, and the phase ends at once. No abilities or summons here either.',
      },
      source: src('②', '2'),
    },
    '3': {
      title: { ja: 'メインフェイズ(1回目)', en: 'Main phase 1' },
      text: {
        ja: '最初に動けるのはターンプレイヤーです。キャラクターを場に出せて、それには誰も割り込めません(出たことで自動のアビリティが発生すれば、そちらには割り込めます)。ターンプレイヤーが何もしないと言うと、非ターンプレイヤーがアビリティや召喚獣を使えます。相手が何かをした後なら、ターンプレイヤーはまた行動できます。フェイズが進むのは、2人が続けて何もしないと言ったときだけです。',
        en: 'The turn player acts first. They may put characters onto the field, and nobody can interrupt that (an auto ability it sets off can be interrupted, though). When the turn player says they do nothing, the non-turn player may use abilities and summons. If the non-turn player does something, the turn player may act again. The phase only moves on when both players say "nothing" one after the other.',
      },
      source: src('③', '3'),
      note: windowNote,
    },
    '4.1': {
      title: { ja: 'アタック準備ステップ', en: 'Attack preparation step' },
      text: {
        ja: 'アタックするフォワードを決める前の機会です。両プレイヤーがアビリティや召喚獣を使えます。たとえばフォワードをダルにして、アタックできないようにできます。',
        en: 'A chance before any attacker is named. Both players may use abilities and summons here, for example to dull a forward so it cannot attack.',
      },
      source: src('④ 4-1', '4.1'),
      note: {
        ja: `${windowNote.ja}\n\nアタックの後に戻ってきたときは、ターンプレイヤーが最初に「アタックを続けない」と宣言できます(003では4-4の終わりの宣言です)。宣言すれば、ここで誰かが何かを使う前にアタックフェイズが終わります。`,
        en: `${windowNote.en}\n\nComing back here after an attack, the turn player's first choice may be to declare no more attacks (in 003, a declaration at the end of 4-4). It ends the attack phase before anyone uses anything here.`,
      },
    },
    '4.2': {
      title: { ja: 'アタック指定ステップ', en: 'Attack declaration step' },
      text: {
        ja: 'ターンプレイヤーがフォワード1体かパーティを選んでアタックさせ、ダルにします(ブレイブ持ちは除く。この図は1体のアタックだけを追います)。誰も選ばなければアタックフェイズは終わり、選べば両者がアビリティや召喚獣を使えます。',
        en: 'The turn player names one forward, or a party of forwards, to attack and dulls it (party attacks are not modelled here: this chart follows one forward; a forward with Brave stays active). Naming none ends the attack phase there. After the declaration both players may use abilities and summons.',
      },
      source: src('④ 4-2', '4.2'),
      note: {
        ja: '誰も選ばなければアタックフェイズが終わることは、4-2ではなく4-4の終わりに書かれています。',
        en: 'That naming no attacker ends the attack phase is said at the end of 4-4, not in 4-2.',
      },
    },
    '4.3': {
      title: { ja: 'ブロック指定ステップ', en: 'Block declaration step' },
      text: {
        ja: '非ターンプレイヤーは、ブロックに使うフォワードを1体選ぶか、ブロックしないと決めます。その後、両プレイヤーがアビリティや召喚獣を使えます。',
        en: 'The non-turn player names one forward to block with, or declares no block. Then both players may use abilities and summons.',
      },
      source: src('④ 4-3', '4.3'),
      note: {
        ja: 'ブロックできるのはアクティブのフォワードとしています(003はこの点に触れていません)。',
        en: 'We let only active forwards block (003 does not go into this).',
      },
    },
    '4.4': {
      title: { ja: 'ダメージ解決ステップ', en: 'Damage resolution step' },
      text: {
        ja: 'ブロックされていれば、2体のフォワードが自分のパワーと同じだけのダメージを与え合います。ブロックされていなければ、相手プレイヤーが1ダメージを受けます。ダメージゾーンに置かれたカードがEXバーストなら、その持ち主は使うかどうかを決めます。使えばスタックを通らずすぐに解決されるので、割り込めません。「プレイヤーにダメージを与えたとき」のアビリティは、EXバーストの後に扱われます。その後、両プレイヤーがアビリティや召喚獣を使えます。それから4.1に戻ります。',
        en: 'If the attack was blocked, the two forwards deal damage equal to their power to each other. If not, the opposing player takes 1 damage. When the card put into the damage zone has EX Burst, its owner decides whether to use it; used, it resolves at once without the stack, so nobody can interrupt it. An ability that triggers "when it deals damage to a player" comes after the EX Burst. Then both players may use abilities and summons, and the flow returns to 4.1.',
      },
      source: src('④ 4-4', '4.4'),
      note: {
        ja: '003では、アタックを続けないと宣言すればフェイズが終わります。このチャートでは、その宣言を4.1に戻ったときのターンプレイヤーの最初の選択として置きます。宣言すれば、4.1で両プレイヤーがアビリティなどを使う機会は開きません。アタックできるフォワードが残っていなくても、フェイズは自動では終わりません。4.1の機会に何かが変わるかもしれないので、ターンプレイヤーが宣言するか、4.2でアタックしないことを選ぶまで続きます。',
        en: "In 003 the turn player may also declare they won't attack again, which ends the phase. This chart puts that declaration as the turn player's first choice on coming back to 4.1; if they make it, the chance at 4.1 for both players to use abilities does not open. The phase never ends by itself, even when no forward is left that could attack (something used at 4.1 could change that): it ends when the turn player declares it, or names no attacker at 4.2.",
      },
    },
    '5': {
      title: { ja: 'メインフェイズ(2回目)', en: 'Main phase 2' },
      text: {
        ja: '1回目のメインフェイズと同じ手順です。非ターンプレイヤーが何かをすれば、ターンプレイヤーはまたキャラクターを出せます。ただしアタックフェイズはもう過ぎているので、ヘイストを持つフォワードを出し直してもアタックはできません。',
        en: 'The same procedure as main phase 1. If the non-turn player does something, the turn player may put characters out again. The attack phase is behind them, though, so even a forward with Haste played now cannot attack.',
      },
      source: src('⑤', '5'),
      note: windowNote,
    },
    '6': {
      title: { ja: 'エンドフェイズ', en: 'End phase' },
      text: {
        ja: 'アビリティや召喚獣は使えません。すべてのフォワードのダメージがなくなり、ターンプレイヤーの手札が6枚以上なら5枚になるまで捨てます。',
        en: 'No abilities or summons. Damage is removed from every forward, and a turn player holding six cards or more discards down to five.',
      },
      source: src('⑥', '6'),
      note: {
        ja: 'どのカードを捨てるかはプレイヤーが選びます。この盤面では、名前のないカードから順に捨てます。非ターンプレイヤーの手札は、何枚あってもここでは減りません(003 ⑥が枚数を見るのはターンプレイヤーの手札だけです)。',
        en: 'Which cards to discard is the player’s choice; this board drops the unnamed cards first. The non-turn player keeps their hand here however large it is: 003 ⑥ counts only the turn player’s.',
      },
    },
  },
  ends: { 'turn-over': { ja: 'ターン終了', en: 'Turn over' } },
  events: {
    next: { ja: '次へ', en: 'Continue' },
    'play-forward': { ja: 'ターンプレイヤーがフォワードを出す', en: 'Turn player puts a forward onto the field' },
    'attack-1': attack(1),
    'attack-2': attack(2),
    'attack-3': attack(3),
    'no-attack': { ja: 'アタックしない(アタックフェイズ終了)', en: 'No attack (the attack phase ends)' },
    'end-attacks': { ja: 'アタックを続けないと宣言する(アタックフェイズ終了)', en: 'Declare no more attacks (the attack phase ends)' },
    'block-1': block(1),
    'block-2': block(2),
    'block-3': block(3),
    'no-block': { ja: 'ブロックしない', en: 'No block' },
    'ex-burst-use': { ja: 'EXバーストを使う', en: 'Use the EX Burst' },
    'ex-burst-skip': { ja: 'EXバーストを使わない', en: "Don't use the EX Burst" },
  },
  guards: {
    canPlayForward: { ja: 'スタックが空で、手札にフォワードがある', en: 'The stack is empty and a forward is in hand' },
    canAttack: {
      ja: 'アクティブで、まだアタックしておらず、このターンに出たならヘイストがある',
      en: 'Active, has not attacked, and has Haste if it came out this turn',
    },
    mayDeclineAttack: { ja: 'アタックするフォワードをまだ選んでいない', en: 'No attacker named yet' },
    mayEndAttacks: { ja: 'アタックの後で、4.1ではまだ誰も何もしていない', en: 'After an attack, before anyone acts at 4.1' },
    canBlock: { ja: 'アタック中のフォワードがいて、ブロックするフォワードがアクティブ', en: 'An attacker is there, and the blocker is active' },
    mayDeclineBlock: { ja: 'ブロックをまだ決めていない', en: 'Block not yet declared' },
    exBurstPending: { ja: 'EXバーストを使うか決めるところ', en: 'An EX Burst awaits a decision' },
  },
  setups: {
    basic: {
      title: { ja: '基本', en: 'Basic' },
      text: {
        ja: 'ターンプレイヤーのフィールドにダルのフォワードAとブレイブを持つフォワード、手札にフォワードB。非ターンプレイヤーにはフォワードが1体。どちらも使えるアビリティや召喚獣は持っていません。',
        en: 'The turn player has Forward A (dull) and a forward with Brave on the field, and Forward B in hand; the non-turn player has one forward. Neither holds an ability or summon to use.',
      },
    },
    'two-attackers': {
      title: { ja: 'アタックできるフォワードが2体', en: 'Two forwards ready to attack' },
      text: {
        ja: 'ターンプレイヤーのフィールドに、アクティブのフォワードAとブレイブを持つフォワード。非ターンプレイヤーにはフォワードが1体と、召喚獣が1枚あります。1回アタックした後、続けるかやめるかを選べます。',
        en: 'The turn player has Forward A and a forward with Brave on the field, both active. The non-turn player has one forward and holds one summon. After one attack, the turn player may go on or stop.',
      },
    },
    summon: {
      title: { ja: '相手の召喚獣', en: "The opponent's summon" },
      text: {
        ja: 'ターンプレイヤーは手札にフォワードBと、1回使えるアビリティを持っています。非ターンプレイヤーは召喚獣を1枚持っています(盤面は変えません)。スタックは2つまで。',
        en: 'The turn player has Forward B in hand and one ability to use. The non-turn player holds one summon (it changes nothing on the board). The stack holds two entries at most.',
      },
    },
    valefor: {
      title: { ja: 'メイン2のヴァルファーレ', en: 'Valefor in main phase 2' },
      text: {
        ja: 'ターンプレイヤーのフィールドにフォワードAとヘイストを持つフォワード。非ターンプレイヤーは、フォワードをすべて手札に戻す召喚獣ヴァルファーレを持っています。',
        en: "The turn player has Forward A and a forward with Haste on the field. The non-turn player holds the summon Valefor, which returns every forward to its owner's hand.",
      },
    },
    'ex-burst': {
      title: { ja: 'EXバースト', en: 'EX Burst' },
      text: {
        ja: 'ターンプレイヤーのフォワードは、プレイヤーにダメージを与えたとき1枚引くアビリティを持っています。非ターンプレイヤーにフォワードはおらず、デッキの一番上はEXバーストを持つカードです。',
        en: "The turn player's forward draws a card when it deals damage to a player. The non-turn player has no forward, and the top card of their deck has EX Burst.",
      },
    },
  },
  editor: {
    groups: {
      ...Object.fromEntries(
        [1, 2, 3].flatMap((n) => [
          [`turn.f${n}`, { ja: `ターンプレイヤーの場の${n}番目のフォワード`, en: `Turn player's ${ORDINAL[n - 1]} forward` }],
          [`nonTurn.f${n}`, { ja: `非ターンプレイヤーの場の${n}番目のフォワード`, en: `Non-turn player's ${ORDINAL[n - 1]} forward` }],
        ]),
      ),
      turn: { ja: 'ターンプレイヤー', en: 'Turn player' },
      nonTurn: { ja: '非ターンプレイヤー', en: 'Non-turn player' },
    },
    fields: {
      on: { ja: 'フォワードがいる', en: 'Forward here' },
      power: { ja: 'パワー', en: 'Power' },
      dull: { ja: 'ダル(オフならアクティブ)', en: 'Dull (off: active)' },
      damage: { ja: 'すでに受けているダメージ', en: 'Damage already on it' },
      // Both hand fields count every card in the hand, a summon held to use included (the board lists it in the hand
      // and with what the player can use), so one number means the same on either side.
      hand: {
        ja: 'ターン開始時の手札の枚数(使える召喚獣も含む。ドローの2枚は含まない)',
        en: 'Cards in hand as the turn begins, a summon to use included (before drawing two)',
      },
      'damage-zone': { ja: 'ダメージゾーンのカードの枚数', en: 'Cards in the damage zone' },
      // The non-turn player's hand (003 ⑥: only the turn player discards down to five; ② only the turn player draws).
      'cards-in-hand': {
        ja: 'ターン開始時の手札の枚数(使える召喚獣も含む。このターンには引かない)',
        en: 'Cards in hand as the turn begins, a summon to use included (draws none this turn)',
      },
    },
  },
  board,
} satisfies FlowContent;
