import type { FlowContent } from '../../schema';
import { CHOICE_EVENTS, CHOICE_GUARDS, cite000, GAME_OVER } from '../shared';

const src = (ref: string) => cite000('前文', ref);

export default {
  title: { ja: '★ルール処理★', en: '★Rules check★' },
  short: { ja: 'ルール処理', en: 'Rules check' },
  summary: {
    ja: '多くの手順の合間に入る3つの確認を、決まった順に1つずつ試せる砂場です。ライフ・デッキ・エリアのカードを自由に変えて、何がなぜドロップゾーンへ行くかを確かめられます。',
    en: 'A sandbox for the three checks that run between so many steps, one at a time and in their fixed order. Change life, decks and the cards in each area, and see exactly what goes to the drop zone and why.',
  },
  source: src('★ルール処理★'),
  groups: {},
  steps: {
    '1': {
      title: { ja: '敗北の確認', en: 'Does a fighter lose?' },
      text: {
        ja: 'まず、ライフが0以下のファイターと、デッキが0枚のファイターを確かめます。該当すれば、そのファイターの負けです。両方が同時に該当することもあります。',
        en: 'First, look for a fighter whose life is 0 or below, or whose deck has no cards left. That fighter loses. Both fighters can be caught at once.',
      },
      source: src('1'),
      note: {
        ja: '元の文書では箇条書きで番号はありません。ここでは2014年版英語(002)の番号1〜3を使います。',
        en: 'The primary source lists these as unnumbered bullets; the numbers 1–3 follow the 2014 English edition (002).',
      },
    },
    '2': {
      title: { ja: '1エリアに1枚', en: 'One card per area' },
      text: {
        ja: '次に、同じエリアに2枚以上のモンスターやアイテムがないかを見ます。あれば、最後にそこへ置かれた1枚だけを残し、ほかはドロップゾーンへ置きます。',
        en: 'Next, look for any area holding two or more monsters or items. Only the card put there last stays; the others go to the drop zone.',
      },
      source: src('2'),
    },
    '3': {
      title: { ja: 'サイズ合計3まで', en: 'Size 3 at most' },
      text: {
        ja: '最後に、場のモンスターのサイズ合計が3を超えていないかを見ます。超えていれば、合計が3以下になるまでモンスターをドロップゾーンへ置きます。日本語版のルールでは最後に場に置かれたモンスターは置かずに残し、2014年の英語版にはこの例外がありません。',
        en: 'Last, add up the sizes of the monsters on the field. While the total is over 3, monsters go to the drop zone until the total is 3 or less. The Japanese rules never send the monster put on the field last; the 2014 English rules make no such exception.',
      },
      source: src('3'),
      note: {
        ja: '000はどれを置くかを誰が選ぶかを書いていません。この図では、そのモンスターを持つファイターが選ぶと読みます(このサイトの読み。プレイタイミング、アタックフェイズ、コールの図も同じです)。置き方が1通りしかなければ、「この確認を行う」でそのまま置かれます。何通りもあれば、この確認は持ち主の選択を待ちます。ターンファイターの場から、置くモンスターを1体ずつ選ぶボタンが出て、残りの置き方が1通りになったら、「この確認を行う」で残りが置かれます。002は「4以上」と書きますが、サイズは整数なので同じ意味です。ただし002は、最後に置かれたモンスターを除くとは書いていません。2014年英語版に切り替えると、そのモンスターも選べ、1体だけのサイズ4ならそれがドロップゾーンへ置かれます。',
        en: '000 does not say who picks which monsters go; we read it as the fighter who owns them (our reading, as on the play-timing, attack-phase and call charts). Where only one set of monsters can go, "Run this check" sends it at once. Where there is more than one way, the check waits for the owner: buttons to drop one monster at a time, the turn fighter\'s field first, until a single way is left, which "Run this check" then carries out. 002 says "4 or more", which is the same rule for whole-number sizes; but 002 does not exempt the monster put there last, so under the 2014 English edition that one may be picked too, and a lone size 4 goes.',
      },
    },
  },
  ends: { done: { ja: '確認が終わった', en: 'Checks done' }, 'game-over': GAME_OVER },
  events: {
    'run-check': { ja: 'この確認を行う', en: 'Run this check' },
    'size-drop-left': CHOICE_EVENTS['size-drop-left'],
    'size-drop-center': CHOICE_EVENTS['size-drop-center'],
    'size-drop-right': CHOICE_EVENTS['size-drop-right'],
  },
  guards: {
    otherwise: { ja: 'それ以外', en: 'otherwise' },
    checkFindsLoss: { ja: '敗北するファイターがいる(ゲーム終了)', en: 'A fighter loses (the game ends)' },
    sizeDropLeft: CHOICE_GUARDS.sizeDropLeft,
    sizeDropCenter: CHOICE_GUARDS.sizeDropCenter,
    sizeDropRight: CHOICE_GUARDS.sizeDropRight,
    free: CHOICE_GUARDS.free,
  },
  setups: {
    'three-ones-then-two': {
      title: { ja: 'サイズ1が3枚の場にサイズ2をコール', en: 'A size 2 called onto a field of three size 1s' },
      text: {
        ja: 'レフト・センター・ライトにサイズ1が1枚ずつ。センターに、サイズ2を最後にコールしました。',
        en: 'A size 1 in each of left, center and right; a size 2 has just been called to the center, last of all.',
      },
    },
    'same-area-then-size': {
      title: { ja: '同じエリアの古い1枚、次にサイズ超過の古いモンスターが落ちる', en: 'The older card of an area goes, then the oldest monster over size 3' },
      text: {
        ja: 'レフトにサイズ2(1番目に登場)、センターにサイズ1(2番目)とサイズ2(3番目)。確認2でセンターの古い1枚が落ち、確認3で合計4になるためレフトが落ちます。',
        en: 'Left: a size 2 (placed 1st). Center: a size 1 (2nd) and a size 2 (3rd). Check 2 drops the older center card; check 3 then finds size 4 and drops the left one.',
      },
    },
    'size-4-alone': {
      title: { ja: 'サイズ4が1枚だけ:日本語版のルールでは残る', en: 'A lone size 4: the Japanese rules keep it' },
      text: {
        ja: 'センターにサイズ4が1枚だけ。合計は3を超えますが、日本語版のルール(000)では最後に置かれたモンスターは残るので、何も落ちません。2014年英語版(002)にはこの除外がなく、版を切り替えるとこのモンスターがドロップゾーンへ置かれます。',
        en: 'One size 4 in the center and nothing else. The total is over 3, but under the Japanese rules (000) the monster put there last stays, so nothing goes. The 2014 English edition (002) has no such exception: switch the edition and this monster goes to the drop zone.',
      },
    },
    'exactly-3': {
      title: { ja: 'サイズ合計ちょうど3なら何も落ちない', en: 'Size exactly 3: nothing goes' },
      text: {
        ja: 'サイズ1が3枚。合計はちょうど3なので、確認3では何も起きません。',
        en: 'Three size 1 monsters. The total is exactly 3, so check 3 does nothing.',
      },
    },
    'both-zero': {
      title: { ja: '両者ライフ0:2人とも負け', en: 'Both at 0 life: both lose' },
      text: {
        ja: '両方のファイターのライフが0。確認1で2人とも同時に負けになります。',
        en: 'Both fighters are at 0 life. Check 1 finds both at once, and both lose.',
      },
    },
  },
  editor: {
    groups: {
      turn: { ja: 'ターンファイター', en: 'Turn fighter' },
      nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
      'left.1': { ja: 'レフト 1枚目', en: 'Left, card 1' },
      'left.2': { ja: 'レフト 2枚目', en: 'Left, card 2' },
      'center.1': { ja: 'センター 1枚目', en: 'Center, card 1' },
      'center.2': { ja: 'センター 2枚目', en: 'Center, card 2' },
      'right.1': { ja: 'ライト 1枚目', en: 'Right, card 1' },
      'right.2': { ja: 'ライト 2枚目', en: 'Right, card 2' },
    },
    fields: {
      life: { ja: 'ライフ', en: 'Life' },
      deck: { ja: 'デッキ枚数', en: 'Deck' },
      on: { ja: 'カードあり', en: 'Card here' },
      size: { ja: 'サイズ', en: 'Size' },
      order: { ja: '置いた順番', en: 'Placement order' },
    },
  },
  board: {
    sections: {
      turn: { ja: 'ターンファイター', en: 'Turn fighter' },
      nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
      life: { ja: 'ライフ', en: 'Life' },
      deck: { ja: 'デッキ', en: 'Deck' },
      drop: { ja: 'ドロップ', en: 'Drop' },
      'turn.life': { ja: 'ターンファイターのライフ', en: "Turn fighter's life" },
      'turn.deck': { ja: 'ターンファイターのデッキ', en: "Turn fighter's deck" },
      'nonTurn.life': { ja: '非ターンファイターのライフ', en: "Non-turn fighter's life" },
      'nonTurn.deck': { ja: '非ターンファイターのデッキ', en: "Non-turn fighter's deck" },
      'turn.field': { ja: 'ターンファイターの場', en: "Turn fighter's field" },
      'turn.drop': { ja: 'ドロップゾーン', en: 'Drop zone' },
      lost: { ja: '敗北', en: 'Lost' },
      choice: { ja: '選択待ち', en: 'Waiting for a choice' },
    },
    values: {
      'turn.field.left': { ja: 'レフト', en: 'Left' },
      'turn.field.center': { ja: 'センター', en: 'Center' },
      'turn.field.right': { ja: 'ライト', en: 'Right' },
      'stat.size': { ja: 'サイズ', en: 'size' },
      'stat.order': { ja: '順番', en: 'order' },
      'lost.none': { ja: 'なし', en: 'nobody' },
      'lost.turn': { ja: 'ターンファイター', en: 'the turn fighter' },
      'lost.nonTurn': { ja: '非ターンファイター', en: 'the non-turn fighter' },
      'lost.turn+nonTurn': { ja: '両方のファイター', en: 'both fighters' },
      'choice.size-turn': {
        ja: 'ターンファイターの場のサイズ合計が3を超え、置き方が何通りもあります。持ち主がドロップゾーンに置くモンスターを1体ずつ選びます',
        en: "The turn fighter's field is over size 3 and more than one set could go: its owner picks the monsters to drop, one at a time",
      },
      'choice.size-nonTurn': {
        ja: '非ターンファイターの場のサイズ合計が3を超え、置き方が何通りもあります。持ち主がドロップゾーンに置くモンスターを1体ずつ選びます',
        en: "The non-turn fighter's field is over size 3 and more than one set could go: its owner picks the monsters to drop, one at a time",
      },
    },
    tags: {},
    log: {
      'rules-check-clear': { ja: 'この確認では何も起きませんでした。', en: 'This check changed nothing.' },
      'rules-check-same-area': {
        ja: '{card}は同じエリアの古いカードなので、ドロップゾーンへ。',
        en: '{card} was the older card in its area, so it went to the drop zone.',
      },
      'rules-check-size': {
        ja: '{card}はサイズ合計を3以下にするため、ドロップゾーンへ。',
        en: '{card} went to the drop zone to bring the total size to 3 or less.',
      },
      'rules-check-lost-turn': { ja: 'ターンファイターの敗北です。', en: 'The turn fighter loses.' },
      'rules-check-lost-nonTurn': { ja: '非ターンファイターの敗北です。', en: 'The non-turn fighter loses.' },
    },
  },
} satisfies FlowContent;
