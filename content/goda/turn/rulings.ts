import type { Ruling } from '../../schema';
import { src } from '../shared';

const s6 = (ref: string) => src('6.その他のルールと用語', ref);

/** Questions about a turn from 001, each replayed on the turn chart: the first two are 001's own worked examples. */
export default [
  {
    id: 'turn-speed-summon',
    flow: 'turn',
    question: {
      ja: '《スピード・サモン》で通常召喚の権利が2回になっているとき、1ターンに2回通常召喚できますか?',
      en: 'With Speed Summon raising normal summons to two, can I normal summon twice in one turn?',
    },
    answer: {
      ja: 'できます。効果とルールが食い違うときは効果が優先されるので、1ターン1回というルールより効果の2回が勝ちます。3回目はできません。',
      en: "Yes. When an effect and the rules disagree, the effect wins, so the effect's two beats the rule's one. A third is still not allowed.",
    },
    steps: ['4.3'],
    source: { ...s6('効果とルールの関係'), part: 'example' },
    replay: { setup: 'speed-summon', walk: 'next.next.normal-summon.normal-summon' },
    cards: ['speed-summon'],
  },
  {
    id: 'turn-last-emperor',
    flow: 'turn',
    question: {
      ja: '《最後の皇帝》がいるときに《スピード・サモン》を発動したら、通常召喚できますか?',
      en: 'If I activate Speed Summon while The Last Emperor forbids normal summons, can I normal summon?',
    },
    answer: {
      ja: 'できません。「〜できる」効果と「〜できない」効果が同時に働くときは、「できない」が優先されます。',
      en: 'No. When an effect saying you can and an effect saying you cannot apply together, "cannot" wins.',
    },
    steps: ['4.3'],
    source: { ...s6('できる効果VSできない効果'), part: 'example' },
    replay: { setup: 'last-emperor', walk: 'next.next' },
    cards: ['speed-summon', 'last-emperor'],
  },
  {
    id: 'turn-deck-out',
    flow: 'turn',
    question: {
      ja: 'ドロータイムにデッキ最後の1枚を引き、フリータイムに「1枚引く」呪文を発動しました。どうなりますか?',
      en: 'I drew my last card at draw time, then cast a spell that draws a card in free time. What happens?',
    },
    answer: {
      ja: '引かなければならないときにデッキが0枚なので、相手の勝ちです。ドロータイムのドローに限らず、効果で引くときも同じです。ライフが残っていても関係ありません。',
      en: 'A draw is due and the deck has no cards, so the opponent wins — at any draw, not only the one of draw time, and however much life you have left.',
    },
    steps: ['4.2', '4.3'],
    source: s6('特別な勝利条件'),
    replay: { setup: 'last-card', walk: 'next.next.cast-draw-spell' },
    cards: [],
  },
  {
    id: 'turn-hand-limit',
    flow: 'turn',
    question: { ja: '手札8枚でエンドタイムを迎えたら?', en: 'What if I reach end time with eight cards in hand?' },
    answer: { ja: '7枚になるまで、つまり1枚捨ててからターンを終えます。', en: 'Discard down to seven — one card — before the turn ends.' },
    steps: ['4.4'],
    source: src('4.ゲームの進行と勝利条件', '4.エンドタイム'),
    replay: { setup: 'full-hand', walk: 'next.next.end-free.next' },
    cards: [],
  },
  {
    id: 'turn-red-summon-full-zone',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'モンスターゾーンが5体で埋まっています。それでも赤召喚(特殊系・進化系・フォース召喚)はできますか?',
      en: 'My monster zone is full with five monsters. Can I still make a red summon (special, evolution or force)?',
    },
    answer: {
      ja: '素材がゾーンに1体でもいればできます。そこに重ねて出すので空きはいりません。ゾーンの素材が1体なら5体のまま、2体以上(特殊・改/極、G進化など)なら減ります。手札だけを素材にするフォース召喚と通常召喚は、空きがないのでできません。',
      en: 'Yes, if a material is in the zone: the new monster is stacked there and needs no free place. One zone material leaves five monsters; more (a special needing two or three, a G evolution) leave fewer. A force summon from the hand alone needs a free place, like a normal summon: neither can be made.',
    },
    reading: {
      ja: '001は、ゾーンが埋まっているときの赤召喚について直接には書いていません。素材に重ねて出す召喚なので、ゾーンに素材があれば新しい場所はいらないと読みます。フォース召喚は手札からも素材を選べ(001の2、フォース召喚)、手札だけなら重ねる先がゾーンにありません。盤面では素材1体の赤召喚をします。',
      en: '001 does not speak of red summons into a full zone directly. Since the new monster is stacked on its materials, this chart reads it as needing no new place when a material is in the zone. A force summon may also take materials from the hand (001 §2, force summon); from the hand alone it has nothing in the zone to stack on. The board makes a one-material red summon.',
    },
    steps: ['4.3'],
    source: src('2.モンスターカードについて', '赤モンスター'),
    replay: { setup: 'full-zone', walk: 'next.next.red-summon' },
    cards: [],
  },
] satisfies Ruling[];
