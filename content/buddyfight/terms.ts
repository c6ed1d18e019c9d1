import type { Term } from '../schema';

/**
 * Plain words a new player meets in step texts and rulings, defined where they appear
 * (hover, focus or tap). Keywords and rules with pages of their own live in topics.ts.
 */
export default {
  counter: {
    name: { ja: '【対抗】', en: 'Counter' },
    short: {
      ja: '【対抗】を持つカードや能力は、相手のターンや、コール・攻撃への返しなど、ふつうのカードを使えない場面でも使えます。',
      en: "A card or ability with Counter may be used in the opponent's turn and at moments ordinary cards cannot, such as in answer to a call or an attack.",
    },
    aliases: { ja: ['【対抗】'], en: ['Counter', 'Counters'] },
  },
  'play-timing': {
    name: { ja: 'プレイタイミング', en: 'play timing' },
    short: {
      ja: 'カードや能力を使える場面。両方のファイターが順に機会を得て、どちらも使わなければ終わります。',
      en: 'A moment the rules open for using cards and abilities. Both fighters get their chance in turn; it ends when neither uses anything.',
    },
    aliases: { ja: ['プレイタイミング'], en: ['play timing', 'play timings', 'Play timing'] },
  },
  'link-attack': {
    name: { ja: '連携攻撃', en: 'link attack' },
    short: {
      ja: '2枚以上のカードでいっしょに行う攻撃。攻撃力と打撃力は合計されます。',
      en: 'An attack made by two or more of your cards together; their power and critical are added up.',
    },
    aliases: { ja: ['連携攻撃'], en: ['link attack', 'Link attack', 'link attacks'] },
  },
  rest: {
    name: { ja: 'レスト', en: 'rest' },
    short: {
      ja: 'カードを横向きにした状態。攻撃やコストで行動済みになったことを表し、レストのカードは攻撃できません。',
      en: 'Turned sideways: the card has acted, by attacking or paying a cost. A rested card cannot attack.',
    },
    aliases: { ja: ['レスト'], en: ['rested', 'Rested'] },
  },
  stand: {
    name: { ja: 'スタンド', en: 'stand' },
    short: {
      ja: 'カードを縦向きにした、行動できる状態。自分のターンの始めにスタンドに戻ります。',
      en: 'Upright and ready to act. Your cards stand again at the start of your turn.',
    },
    aliases: { ja: ['スタンド'], en: ['stand', 'standing'] },
  },
  gauge: {
    name: { ja: 'ゲージ', en: 'gauge' },
    short: {
      ja: 'ライフの横に裏向きで置くカード。コールや魔法、能力のコストとして払います。',
      en: 'Face-down cards beside your life, paid out for the costs of calls, spells and abilities.',
    },
    aliases: { ja: ['ゲージ'], en: ['gauge', 'Gauge'] },
  },
  soul: {
    name: { ja: 'ソウル', en: 'soul' },
    short: {
      ja: 'モンスターやアイテムの下に重ねたカード。コストや能力に使われ、『ソウルガード』は1枚捨てて場に残ります。',
      en: 'Cards tucked under a monster or item. Costs and abilities may use them; Soulguard gives one up to stay on the field.',
    },
    aliases: { ja: ['ソウル'], en: ['soul', 'Soul'] },
  },
  'drop-zone': {
    name: { ja: 'ドロップゾーン', en: 'drop zone' },
    short: {
      ja: '捨て札の置き場。使い終わったカード、破壊されたカード、コストで払ったカードが表向きで置かれます。',
      en: 'The discard pile: cards that were used, destroyed or paid as a cost go here, face up.',
    },
    aliases: { ja: ['ドロップゾーン'], en: ['drop zone', 'Drop zone'] },
  },
  'buddy-call': {
    name: { ja: 'バディコール', en: 'Buddy Call' },
    short: {
      ja: 'バディモンスター(または同名のカード)を、1ゲームに1度だけ宣言できる特別なコールで場に出すこと。',
      en: 'Calling your buddy monster (or a card of the same name) with the special call you may declare once a game.',
    },
    aliases: { ja: ['バディコール'], en: ['Buddy Call', 'Buddy Called'] },
  },
  'buddy-gift': {
    name: { ja: 'バディギフト', en: 'Buddy Gift' },
    short: {
      ja: 'バディコールしたモンスターが場に出たときに得る、ライフ1点。',
      en: 'The 1 life you gain when a Buddy Called monster reaches the field.',
    },
    aliases: { ja: ['バディギフト'], en: ['Buddy Gift'] },
  },
  'turn-fighter': {
    name: { ja: 'ターンファイター', en: 'turn fighter' },
    short: { ja: 'いまターンを行っているファイター。', en: 'The player whose turn it is.' },
    aliases: { ja: ['ターンファイター'], en: ['turn fighter', 'Turn fighter'] },
  },
  'non-turn-fighter': {
    name: { ja: '非ターンファイター', en: 'non-turn fighter' },
    short: { ja: 'ターンファイターの相手。', en: 'The opponent of the player whose turn it is.' },
    aliases: { ja: ['非ターンファイター'], en: ['non-turn fighter', 'Non-turn fighter'] },
  },
  critical: {
    name: { ja: '打撃力', en: 'critical' },
    short: { ja: '攻撃が相手ファイターに当たったときに与えるダメージの量。', en: 'How much damage a card deals when its attack hits the fighter.' },
    aliases: { ja: ['打撃力'], en: ['critical', 'Critical'] },
  },
} satisfies Record<string, Term>;
