import type { GameContent } from '../schema';

export default {
  id: 'battle-guardians',
  title: { ja: 'バトル・ガーディアンズ', en: 'Battle Guardians' },
  short: { ja: 'バトル・ガーディアンズ', en: 'Battle Guardians' },
  summary: {
    ja: '小説に登場するカードゲーム「バトル・ガーディアンズ」のマスターズルールから、ゲームの準備(先攻を決めるサイコロとマリガン)、1ターンの10の段階、サイコロで決まる攻撃、カウンターステップ、ダメージとLP・DG、ライフカウンター、召喚制限、特殊な召喚(スピード、ライズ、レイジング、装着転成、エクストラ)、アシスト・プリベント・エクストラアビリティと自動効果を手順ごとに動かせます。初めてなら「ゲームの準備」から。',
    en: 'Battle Guardians, the card game of a novel, under its "Masters" rules: getting ready (the dice for who goes first, the mulligan), the ten stages of a turn, the dice roll that decides the attack, the counter step, damage with LP and DG, life counters, the summon limit, the special summons (speed, rise, raging, cross, extra), assist, prevent and extra abilities and automatic effects, step by step. New to it? Start with "Getting ready".',
  },
  sources: {
    '004': {
      kind: 'rules',
      title: { ja: 'バトル・ガーディアンズ「マスターズルール・説明と解説」', en: 'Battle Guardians, "Masters rules: explanation and commentary" (Japanese)' },
      date: '2018-04-15',
      stated: { ja: 'タイトルの後ろの括弧に、更新日として書かれています。', en: 'Given in brackets after the title, as the date it was updated.' },
      language: 'ja',
      covers: {
        ja: 'デッキ、先攻後攻決めとバトル前の準備(マリガン)、ゾーン、ターンの各フェイズ(ドロー、チャージ、サモンとアピア・シフトステップ、ドメイン、セット、ダイスステップ、バトル、エクストラ、エンド、エンド宣言)、カウンターステップ、ダメージステップ、ライフチェック、勝敗、ライフカウンター、攻撃手順(カオスウインドの例)、召喚制限、用語と効果の種類。節に番号はなく、見出しと段落でできています。番号が付いているのは、攻撃手順の3つの段階だけです。',
        en: 'Decks, deciding who goes first and getting ready (the mulligan), zones, the phases of a turn (draw, charge, summon with its appear and shift steps, domain, set, dice step, battle, extra, end, end declaration), the counter step, the damage step, the life check, winning and losing, life counters, the attack procedure (with Chaos Wind as the example), the summon limit, terms and kinds of effect. Headings and paragraphs with no section numbers; only the attack procedure’s three stages are numbered.',
      },
    },
  },
  learn: [
    {
      flow: 'setup',
      why: {
        ja: 'まずはゲームの準備から。先攻・後攻を決めるサイコロ、取っておく1枚、5枚の手札と1度だけのマリガン。',
        en: 'Start with getting ready: the dice for who goes first, the one guardian kept aside, a hand of five and the single mulligan.',
      },
    },
    {
      flow: 'turn',
      why: {
        ja: '1ターンの10の段階。召喚とDGの引き継ぎ、サイコロで決まる攻撃、ダメージとライフチェック。',
        en: 'The ten stages of a turn: summons and DG takeover, the dice roll that decides the attack, damage and the life check.',
      },
    },
    {
      flow: 'counter',
      why: {
        ja: '効果を発動するたびに開くカウンターステップ。誰が先に、いくつ答えられるか。',
        en: 'The counter step every activation opens: who answers first, and how many answers there may be.',
      },
    },
  ],
  cards: {
    'chaos-wind': { ja: '混沌の風 カオスウインド', en: 'Chaos Wind' },
    'guardian-sf0': { ja: 'SF0のアタックガーディアン', en: 'SF 0 attack guardian' },
    'guardian-sf1': { ja: 'SF1のアタックガーディアン', en: 'SF 1 attack guardian' },
    'guardian-sf2': { ja: 'SF2のアタックガーディアン', en: 'SF 2 attack guardian' },
    'guardian-sf3': { ja: 'SF3のアタックガーディアン', en: 'SF 3 attack guardian' },
    'guardian-act': { ja: '起動効果を持つSF1のアタックガーディアン', en: 'SF 1 attack guardian with an activated effect' },
    'cross-guardian': { ja: 'クロスガーディアン', en: 'Cross guardian' },
    'guardian-burst': {
      ja: 'バーストアビリティを持つSF1のアタックガーディアン(マテリアル2枚:2000ダメージ)',
      en: 'SF 1 attack guardian with a burst ability (two materials: 2000 damage)',
    },
    'spell-down': { ja: 'SP1のスペル(相手のアタックガーディアンを2000ダウン)', en: 'SP 1 spell (down 2000 on the opponent’s attack guardian)' },
    'spell-repair': { ja: 'SP1のスペル(自分のアタックガーディアンを1000リペア)', en: 'SP 1 spell (repair 1000 on your own attack guardian)' },
    'spell-up': { ja: 'SP1のスペル(自分のアタックガーディアンを1000アップ)', en: 'SP 1 spell (up 1000 on your own attack guardian)' },
    'assist-guardian': { ja: 'アシストガーディアン', en: 'Assist guardian' },
    'prevent-nullify': {
      ja: 'プリベントアビリティ(ダメージ効果を1つ無効)を持つLP1000のノーマルガーディアン',
      en: 'Normal guardian, LP 1000, with a prevent ability (cancels one damage effect)',
    },
    'prevent-nullify-2': {
      ja: 'プリベントアビリティ(ダメージ効果を1つ無効)を持つLP2000のノーマルガーディアン',
      en: 'Normal guardian, LP 2000, with a prevent ability (cancels one damage effect)',
    },
    'prevent-repair': {
      ja: 'プリベントアビリティ(自分のLPの分リペア)を持つLP1000のノーマルガーディアン',
      en: 'Normal guardian, LP 1000, with a prevent ability (repairs by its own LP)',
    },
    'unlimited-guardian': { ja: 'アンリミテッドガーディアン(LP∞)', en: 'Unlimited guardian (LP ∞)' },
    'guardian-counter': {
      ja: 'カウンターアビリティ(発動を無効)を持つSF1のアタックガーディアン',
      en: 'SF 1 attack guardian with a counter ability (nullifies the activation)',
    },
    'guardian-auto-may': {
      ja: '任意発動の自動効果を持つSF1のアタックガーディアン(アシストゾーンへの召喚で自分を1000リペアできる)',
      en: 'SF 1 attack guardian with an optional automatic effect (may repair itself by 1000 when an assist guardian is summoned)',
    },
    'guardian-auto': {
      ja: '自動効果を持つSF1のアタックガーディアン(アシストゾーンへの召喚で自分を1000リペア)',
      en: 'SF 1 attack guardian with an automatic effect (repairs itself by 1000 when an assist guardian is summoned)',
    },
    'raging-guardian': {
      ja: 'レイジングガーディアン(SF1のアタックガーディアンのLPが1000以下のとき)',
      en: 'Raging guardian (while the SF 1 attack guardian is at 1000 LP or less)',
    },
    'armed-guardian': { ja: 'アームドガーディアン', en: 'Armed guardian' },
    'rise-guardian': { ja: 'ライズガーディアン(SF1、フォース4つで覚醒降臨)', en: 'Rise guardian (SF 1; awakens at four force)' },
    'assist-repair': {
      ja: 'アシストアビリティを持つSF1のアシストガーディアン(フォース1つ:自分のアタックガーディアンを1000リペア)',
      en: 'SF 1 assist guardian with an assist ability (1 force: repair 1000 on your own attack guardian)',
    },
    'guardian-extra-ability': {
      ja: 'エクストラアビリティ(1000ダメージ)を持つSF1のアタックガーディアン',
      en: 'SF 1 attack guardian with an extra ability (1000 damage)',
    },
    'assist-sf2': { ja: 'SF2のアシストガーディアン', en: 'SF 2 assist guardian' },
    'speed-guardian': { ja: 'スピードガーディアン(SF2以上の召喚に答える)', en: 'Speed guardian (answers summons of SF 2 or more)' },
    'spell-assist': { ja: 'SP1のスペル(アシストガーディアンに1000ダメージ)', en: 'SP 1 spell (1000 damage to an assist guardian)' },
    'extra-guardian': { ja: 'エクストラガーディアン', en: 'Extra guardian' },
    // No amount in the name: the counter step's editor changes the damage, and the board shows it beside the card.
    'spell-sp1': { ja: 'SP1のダメージスペル', en: 'SP 1 damage spell' },
    'spell-sp2': { ja: 'SP2のダメージスペル', en: 'SP 2 damage spell' },
    // The opponent's spell of the same facts, held to discard against the turn player's (004 スペルパワー): named
    // apart, so an SP 2 answer to an SP 2 spell does not read as the spell it answers.
    'answer-spell-sp1': { ja: '相手のSP1のスペル', en: "The opponent's SP 1 spell" },
    'answer-spell-sp2': { ja: '相手のSP2のスペル', en: "The opponent's SP 2 spell" },
    'counter-nullify': { ja: 'カウンターカード(発動を無効)', en: 'Counter card (nullifies the activation)' },
    'counter-force': { ja: 'カウンターカード(フォース1つ:発動を無効)', en: 'Counter card (1 force: nullifies the activation)' },
    'counter-force-2': { ja: 'カウンターカード(フォース2つ:発動を無効)', en: 'Counter card (2 force: nullifies the activation)' },
    'counter-force-3': { ja: 'カウンターカード(フォース3つ:発動を無効)', en: 'Counter card (3 force: nullifies the activation)' },
    'counter-boost': { ja: 'カウンターカード(ダメージ+1000)', en: 'Counter card (+1000 damage)' },
    'domain-card': { ja: 'ドメインカード(永続効果)', en: 'Domain card (continuous effect)' },
    card: { ja: 'カード', en: 'A card' },
  },
} satisfies GameContent;
