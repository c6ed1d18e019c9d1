import type { FlowContent } from '../../schema';
import { src } from '../shared';

const P = '先攻後攻決め・バトル前の準備';
const step = (ja: string, en: string, ref: string, text: { ja: string; en: string }, note?: { ja: string; en: string }) => ({
  title: { ja, en },
  text,
  source: src(P, ref),
  ...(note ? { note } : {}),
});
const keepable: Record<string, { ja: string; en: string }> = {
  'guardian-sf0': { ja: 'SF0', en: 'SF 0' },
  'guardian-sf1': { ja: 'SF1', en: 'SF 1' },
  'guardian-sf2': { ja: 'SF2', en: 'SF 2' },
  'guardian-sf3': { ja: 'SF3', en: 'SF 3' },
  'chaos-wind': { ja: 'カオスウインド', en: 'Chaos Wind' },
  'guardian-act': { ja: '起動効果を持つSF1', en: 'the SF 1 with an activated effect' },
  'guardian-burst': { ja: 'バーストアビリティを持つSF1', en: 'the SF 1 with a burst ability' },
};
const who = (ja: string, en: string) => ({ ja, en });

export default {
  title: { ja: 'ゲームの準備', en: 'Getting ready' },
  short: { ja: '準備', en: 'Setup' },
  summary: {
    ja: 'サイコロで先攻・後攻を決め、最初のターンに出すガーディアンを1枚取っておき、5枚の手札をそろえ、1度だけのマリガンをしてからゲームが始まります。',
    en: 'Before the first turn: dice decide who goes first, one guardian is kept aside for the first turn, a hand of five is made, and the single mulligan is taken or declined.',
  },
  source: src(P, P),
  groups: {},
  steps: {
    '1': step(
      'サイコロを振る',
      'Roll the dice',
      '1',
      {
        ja: '両プレイヤーが1つずつ、同時にサイコロを振ります。',
        en: 'Each player rolls one die, both at the same moment.',
      },
      {
        ja: '004は準備の手順に番号を付けていません。1〜6は、004が書いた順にこの図が付けた番号です。004で意味を持つのは2つの目の大小だけなので、この図では出た目そのものではなく、比べた結果(1.1)を選びます。',
        en: '004 numbers none of the setup; 1–6 are this chart’s numbers, in the order 004 gives. Only how the two numbers compare matters in 004, so this chart asks for the comparison (1.1) rather than the faces themselves.',
      },
    ),
    '1.1': step('目を比べる', 'Compare the dice', '1.1', {
      ja: '2つの目を比べます。大きい目を出したほうが先攻か後攻かを選べます。同じ目なら、どちらも選べず、もう一度振り直します。',
      en: 'Compare the two numbers. Whoever rolled higher gets to choose first or second; on equal numbers neither does, and both roll again.',
    }),
    '2': step('先攻か後攻かを選ぶ', 'First or second', '2', {
      ja: '大きい目を出したプレイヤーが、先攻にするか後攻にするかを決めます。',
      en: 'The player who rolled higher decides whether to go first or second.',
    }),
    '3': step(
      'ガーディアンを1枚取っておく',
      'Keep one guardian aside',
      '3',
      {
        ja: 'メインデッキから、アタックゾーンに召喚できるSF0かSF1のノーマルガーディアンを1枚選び、手元に取っておきます。その後、メインデッキをカットしてシャッフルします。',
        en: 'From the main deck, pick one normal guardian of SF 0 or SF 1 that can be summoned to the attack zone, and keep it aside. Then the main deck is cut and shuffled.',
      },
      {
        ja: '相手も同じように1枚取っておきます。この図は自分の側だけを追います。シャッフルの結果は決まらないため、この図ではデッキの並びをそのままにしています。',
        en: 'The opponent keeps one the same way; this chart follows your side only. A shuffle has no set result, so the chart leaves the deck in its listed order.',
      },
    ),
    '4': step('4枚引く', 'Draw four', '4', {
      ja: 'メインデッキから4枚引き、取っておいた1枚と合わせた5枚が最初の手札です。手札の枚数に上限はありません(004 デッキ構成)。',
      en: 'Draw four from the main deck; with the card kept aside, that makes a first hand of five. There is no limit on hand size (004, deck building).',
    }),
    '5': step(
      'マリガン',
      'Mulligan',
      '5',
      {
        ja: 'いらないカードを何枚か選んでメインデッキに戻し、シャッフルして、戻した数だけ引き直せます。しなくてもかまいません。取っておいた1枚は戻せません。マリガンは1度だけです。',
        en: 'You may pick unwanted cards, put them back into the main deck, shuffle, and draw as many again. It is optional; the kept card cannot go back; and there is only one mulligan.',
      },
      {
        ja: 'どのカードを戻すかはプレイヤーが選びますが、この図では枚数だけを選び、引いた順に前から戻します。戻したカードはデッキの一番下に入れます(シャッフルの代わり)。\n\n準備の説明は戻すカードを「複数枚」と書いていて、文字どおりなら2枚以上です。一方、用語解説のマリガンの項は枚数を決めていません。この図は1枚だけ戻すことも認めています。文字どおりに読むジャッジなら、戻せるのは2〜4枚です。',
        en: "The player chooses which cards go back; this chart lets you choose only how many, and returns them in the order drawn. Returned cards go to the bottom of the deck in place of a shuffle.\n\nThe setup text says to return 'several' cards (複数枚), which read literally means two or more; the glossary's Mulligan entry sets no number. The chart also lets a player return a single card. A judge who reads the setup text literally would allow two to four.",
      },
    ),
    '6': step('ダイス・セット', 'Dice set', '6', {
      ja: '準備が整ったら、ゲームの始まりの合図です。各プレイヤーは自分の最初のターンに、取っておいたガーディアンを召喚しなければならず、しなければ反則負けです(ターンの図のサモンフェイズ)。',
      en: 'With everything ready, this is the signal that the game begins. Each player must summon the kept guardian on their own first turn; one who does not loses the game for breaking that rule, a foul (the turn chart’s summon phase).',
    }),
  },
  ends: {
    'game-start': { ja: 'ゲーム開始(先攻の最初のターンへ)', en: 'The game begins (on to the first player’s first turn)' },
    'deck-illegal': { ja: 'このデッキでは始められない', en: 'This deck cannot be played' },
  },
  events: {
    roll: { ja: '両者が振る', en: 'Both roll' },
    'deck-illegal': { ja: 'デッキが決まりを破っているので始められない', en: 'The deck does not meet the building rules: no game' },
    'you-higher': { ja: '自分の目が大きい', en: 'Your number is higher' },
    'opp-higher': { ja: '相手の目が大きい', en: 'The opponent’s number is higher' },
    same: { ja: '同じ目(振り直し)', en: 'Same number: roll again' },
    'go-first': { ja: '選ぶ側が先攻を選ぶ', en: 'The chooser goes first' },
    'go-second': { ja: '選ぶ側が後攻を選ぶ', en: 'The chooser goes second' },
    ...Object.fromEntries(
      Object.entries(keepable).map(([card, n]) => [
        `keep-${card}`,
        { ja: `${n.ja}のアタックガーディアンを取っておく`, en: `Keep ${n.en} attack guardian aside` },
      ]),
    ),
    next: { ja: '次へ', en: 'Continue' },
    ...Object.fromEntries([1, 2, 3, 4].map((n) => [`mulligan-${n}`, { ja: `${n}枚戻して引き直す`, en: `Return ${n} and draw ${n}` }])),
    'no-mulligan': { ja: 'マリガンしない', en: 'No mulligan' },
    'dice-set': { ja: 'ダイス・セット(ゲーム開始)', en: 'Dice set: start the game' },
  },
  guards: {
    canKeep: { ja: 'メインデッキにある、SF0かSF1のアタック用ノーマルガーディアン', en: 'In the main deck, a normal attack guardian of SF 0 or SF 1' },
    deckLegal: { ja: 'デッキが組み方の決まりを守っている', en: 'The deck keeps the building rules' },
    deckIllegal: { ja: 'デッキが組み方の決まりを1つ以上破っている', en: 'The deck fails at least one building rule' },
    canMulligan: { ja: '取っておいた1枚を除いて、それだけの枚数がある', en: 'That many cards in hand besides the kept one' },
  },
  setups: {
    standard: {
      title: { ja: '12枚のデッキ', en: 'A twelve-card deck' },
      text: {
        ja: 'メインデッキは上から、SF2・SF0のアタックガーディアン、アシストガーディアン、SF1のアタックガーディアン、SP1のスペル、その他のカードです(本物のデッキは60枚までですが、図を小さくするために減らしています)。',
        en: 'The main deck, from the top: SF 2 and SF 0 attack guardians, an assist guardian, an SF 1 attack guardian, an SP 1 spell, and other cards (a real deck holds up to 60; this one is cut down to keep the chart small).',
      },
    },
    'prevent-seven': {
      title: { ja: 'プリベントアビリティが7枚', en: 'Seven prevent guardians' },
      text: {
        ja: 'メインデッキに、プリベントアビリティを持つノーマルガーディアンが7枚入っています(同じカードは3枚までに収まっています)。残りは12枚のデッキと同じです。',
        en: 'The main deck holds seven normal guardians with a prevent ability (no card more than three times); the rest is the twelve-card deck.',
      },
    },
  },
  board: {
    sections: {
      roll: { ja: 'サイコロ', en: 'Dice' },
      chooser: { ja: '先攻・後攻を選ぶ人', en: 'Chooses first or second' },
      first: { ja: '先攻', en: 'Goes first' },
      hand: { ja: '自分の手札', en: 'Your hand' },
      main: { ja: 'メインデッキの枚数', en: 'Cards in your main deck' },
      mulligan: { ja: 'マリガン', en: 'Mulligan' },
    },
    values: {
      'roll.none': { ja: 'まだ振っていない', en: 'Not rolled yet' },
      'roll.you-higher': { ja: '自分の目が大きかった', en: 'Yours was higher' },
      'roll.opp-higher': { ja: '相手の目が大きかった', en: 'The opponent’s was higher' },
      'roll.same': { ja: '同じ目だった(振り直す)', en: 'The same (rolling again)' },
      'chooser.none': { ja: 'まだ決まっていない', en: 'Not decided yet' },
      'chooser.you': who('自分', 'You'),
      'chooser.opp': who('相手', 'The opponent'),
      'first.none': { ja: 'まだ決まっていない', en: 'Not decided yet' },
      'first.you': who('自分', 'You'),
      'first.opp': who('相手', 'The opponent'),
      'mulligan.none': { ja: 'まだ', en: 'Not yet' },
      'mulligan.0': { ja: 'しなかった', en: 'Declined' },
      ...Object.fromEntries(
        [1, 2, 3, 4].map((n) => [`mulligan.${n}`, { ja: `${n}枚戻して引き直した(もうできません)`, en: `${n} returned and redrawn (no more)` }]),
      ),
    },
    tags: { kept: { ja: '取っておいた1枚(マリガン不可)', en: 'Kept aside (cannot be mulliganed)' } },
    log: {
      'tie-reroll': { ja: '同じ目でした。両者が振り直します。', en: 'A tie: both roll again.' },
      'you-choose': { ja: '自分の目が大きいので、自分が先攻か後攻かを選びます。', en: 'Your number is higher: you choose to go first or second.' },
      'opp-chooses': { ja: '相手の目が大きいので、相手が先攻か後攻かを選びます。', en: 'The opponent’s number is higher: they choose to go first or second.' },
      'you-first': { ja: '自分が先攻です。', en: 'You go first.' },
      'opp-first': { ja: '相手が先攻です。', en: 'The opponent goes first.' },
      kept: { ja: '{card}をメインデッキから取り出し、手元に取っておきました。', en: '{card} was taken out of the main deck and kept aside.' },
      'drew-four': { ja: '4枚引き、取っておいた1枚と合わせて手札は5枚です。', en: 'Four cards drawn: with the kept one, a hand of five.' },
      mulliganed: { ja: 'マリガンしました。取っておいた1枚は手札に残ります。', en: 'Mulligan taken; the kept card stayed in hand.' },
      'no-mulligan': { ja: 'マリガンはしませんでした。', en: 'No mulligan.' },
      'main-too-big': { ja: 'メインデッキが60枚を超えています。', en: 'The main deck holds more than 60 cards.' },
      'too-many-copies': { ja: '同じカードが4枚以上入っています(3枚まで)。', en: 'A card appears four times or more (three at most).' },
      'too-many-prevent': {
        ja: 'プリベントアビリティを持つノーマルガーディアンが7枚以上入っています(6枚まで)。',
        en: 'Seven or more normal guardians with a prevent ability (six at most).',
      },
      'side-too-big': { ja: 'サイドデッキが8枚を超えています。', en: 'The side deck holds more than 8 cards.' },
      'side-not-special': {
        ja: 'サイドデッキに、特殊な召喚方法を持たないカードが入っています。',
        en: 'The side deck holds a card with no special way of summoning.',
      },
    },
  },
} satisfies FlowContent;
