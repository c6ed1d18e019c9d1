import type { Ruling } from '../../schema';
import { src } from '../shared';

const P = '先攻後攻決め・バトル前の準備';

export default [
  {
    id: 'bg-setup-tie',
    flow: 'setup',
    question: {
      ja: '先攻後攻を決めるサイコロで、自分も相手も3を出しました。どうなりますか?',
      en: 'Deciding who goes first, my opponent and I both roll a 3. What now?',
    },
    answer: {
      ja: '同じ目なので、どちらも選べません。両者がもう一度振り、大きい目を出したほうが先攻か後攻かを選びます。',
      en: 'A tie gives neither player the choice: both roll again, and whoever rolls higher chooses to go first or second.',
    },
    steps: ['1', '1.1'],
    source: src(P, 'サイコロ'),
    replay: { setup: 'standard', walk: 'roll.same' },
    cards: [],
  },
  {
    id: 'bg-setup-keep',
    flow: 'setup',
    question: {
      ja: '準備で手元に取っておくガーディアンに、デッキのSF2のアタックガーディアンやアシストガーディアンを選べますか?',
      en: 'For the guardian kept aside during setup, may I pick the SF 2 attack guardian or the assist guardian from my deck?',
    },
    answer: {
      ja: '選べません。取っておけるのは、アタックゾーンに召喚できるSF0かSF1のノーマルガーディアンだけです。このデッキではSF0とSF1のアタックガーディアンのどちらかです。取っておいた1枚は、4枚引いた手札に加わって5枚になります。',
      en: 'No. Only a normal guardian of SF 0 or SF 1 that can be summoned to the attack zone may be kept — here, the SF 0 or the SF 1 attack guardian. The kept card joins the four drawn for a hand of five.',
    },
    steps: ['3', '4'],
    source: src(P, 'キープ'),
    replay: { setup: 'standard', walk: 'roll.you-higher.go-first.keep-guardian-sf1.next' },
    cards: ['guardian-sf0', 'guardian-sf1', 'guardian-sf2', 'assist-guardian'],
  },
  {
    id: 'bg-mulligan-kept',
    flow: 'setup',
    question: {
      ja: '最初の手札5枚がよくありません。5枚ともマリガンで戻せますか?1度マリガンした後、もう1度できますか?',
      en: 'My first hand of five is poor. May I mulligan all five? And after one mulligan, may I take another?',
    },
    answer: {
      ja: 'どちらもできません。取っておいた1枚はマリガンで戻せないので、戻せるのは引いた4枚までです。戻した枚数だけ引き直したら、マリガンはもうできず、ゲームの開始に進みます。',
      en: 'Neither. The card kept aside cannot be mulliganed, so at most the four drawn cards go back. Once you have drawn as many as you returned, there is no second mulligan: the game starts.',
    },
    steps: ['5', '6'],
    source: src(P, 'マリガン'),
    replay: { setup: 'standard', walk: 'roll.opp-higher.go-second.keep-guardian-sf0.next.mulligan-4' },
    cards: ['guardian-sf0'],
  },
  {
    id: 'bg-deck-prevent-limit',
    flow: 'setup',
    question: {
      ja: 'プリベントアビリティを持つノーマルガーディアンを、どれも3枚以内で、合わせて7枚メインデッキに入れました。このデッキで始められますか?',
      en: 'My main deck holds seven normal guardians with a prevent ability, none of them more than three times. Can I play with it?',
    },
    answer: {
      ja: '始められません。同じカードは3枚までという決まりは守っていても、プリベントアビリティを持つノーマルガーディアンは1つのメインデッキに合わせて6枚までです。ほかに、メインデッキは60枚まで、サイドデッキは特殊な召喚方法を持つカードだけで8枚までという決まりがあります。',
      en: 'No. Each card is within the three-copy limit, but normal guardians with a prevent ability are limited to six in all per main deck. The other building rules: a main deck of at most 60 cards, and a side deck of at most 8, all with a special way of summoning.',
    },
    reading: {
      ja: '004は、決まりを破ったデッキでどうなるかを書いていません。この図では、ゲームを始められないものとして、破った決まりをすべて示して終わります。この図の「カード」は別々のカードの代わりなので、同じカードとしては数えません。',
      en: '004 does not say what happens with a deck that does not meet the rules. This chart treats it as unplayable and ends by naming every rule it fails. The chart’s plain “card” stands for different cards, so it is never counted as copies of one.',
    },
    steps: ['1'],
    source: src('ガーディアンの効果', 'プリベントアビリティ'),
    replay: { setup: 'prevent-seven', walk: 'deck-illegal' },
    cards: ['prevent-nullify', 'prevent-repair', 'prevent-nullify-2'],
  },
] satisfies Ruling[];
