import { citeNames } from '../cite-names';

/**
 * 004's headings and the parts under them that citations name, with the English name a reader of the English
 * pages sees (004 is in Japanese only; the English names are ours).
 */
const names = {
  用語解説: 'Glossary',
  ターンの流れ: 'Flow of a turn',
  カウンターステップ: 'Counter step',
  '先攻後攻決め・バトル前の準備': 'Deciding who goes first, and getting ready',
  アタックガーディアンの種類: 'Kinds of attack guardian',
  アピアステップ: 'Appear step',
  エクストラフェイズ: 'Extra phase',
  エンドフェイズ: 'End phase',
  エンド宣言ステップ: 'End declaration step',
  ガーディアンカードについて: 'About guardian cards',
  サモンフェイズ: 'Summon phase',
  シフトステップ: 'Shift step',
  スピードガーディアン: 'Speed guardians',
  セットフェイズ: 'Set phase',
  ダイスステップ: 'Dice step',
  ダメージステップ: 'Damage step',
  チャージフェイズ: 'Charge phase',
  デッキ構成: 'Deck building',
  ドメインフェイズ: 'Domain phase',
  ドローフェイズ: 'Draw phase',
  バトルフェイズ: 'Battle phase',
  ライフカウンター: 'Life counters',
  ライフチェック: 'Life check',
  効果の種類: 'Kinds of effect',
  攻撃手順: 'Attack procedure',
  DGの引き継ぎ: 'Taking over DG',
  アシストガーディアン: 'Assist guardians',
  カウンター効果は1つ: 'One counter effect per step',
  カオスウインドの例: 'The Chaos Wind example',
  ガーディアン一覧: 'List of guardian kinds',
  キープ: 'Keep',
  サイコロ: 'Dice',
  サイドデッキのガーディアン: 'Guardians in the side deck',
  スペルパワー: 'Spell power',
  ダメージゲージ: 'Damage gauge',
  ダメージ効果の無効: 'Cancelling a damage effect',
  'デッキ構成・カードの種類': 'Deck building and card kinds',
  フィールド: 'Field',
  'フォース・フォースチャージ': 'Force and force charge',
  'マテリアルカード・アンダーカード': 'Material cards and under cards',
  マリガン: 'Mulligan',
  ライフポイント: 'Life points',
  優先権: 'Priority',
  前のガーディアンがいないとき: 'When there is no guardian before',
  召喚制限: 'Summon limit',
  召喚制限の例: 'The summon limit example',
  弱体化: 'Weakening',
  '弱体化・ライフポイント': 'Weakening and life points',
  最初のターンの例外: 'The first-turn exception',
  永続効果: 'Continuous effects',
  '永続効果・起動効果・自動効果': 'Continuous, activated and automatic effects',
  起動効果: 'Activated effects',
  ガーディアンの効果: 'Guardian abilities',
  クロスガーディアン: 'Cross guardians',
  バーストアビリティ: 'Burst ability',
  アシストアビリティ: 'Assist ability',
  ライズガーディアン: 'Rise guardians',
  自動効果: 'Automatic effects',
  効果発動の種類: 'Kinds of activation',
  '任意発動・強制発動': 'Optional and mandatory activation',
  アンリミテッドガーディアン: 'Unlimited guardians',
  プリベントアビリティ: 'Prevent ability',
  カウンターアビリティ: 'Counter ability',
  カウンターカード: 'Counter cards',
  コスト: 'Cost',
  レイジングガーディアン: 'Raging guardians',
  アームドガーディアン: 'Armed guardians',
  装着転成: 'Fitting (the cross summon)',
  エンドフェイズの交代: 'Giving way at the end phase',
  沈黙召喚: 'Silent summon',
  覚醒降臨: 'Awakening',
  エクストラアビリティ: 'Extra ability',
  ダウン効果: 'Down effects',
  'リペア効果・アップ効果': 'Repair and up effects',
} as const;
export type Heading = keyof typeof names;

/** A citation part in both languages: 004's own words on Japanese pages, our English name on English ones. */
const part = citeNames('004', names);

/** Every Battle Guardians citation is document 004; `section` is the source's heading, `ref` the part under it (a step number or a heading). */
export const src = (section: Heading, ref: string) => ({ doc: '004', section: part(section), ref: part(ref) });

export const counterEvents = {
  'answer-counter': { ja: '相手がカウンター効果を使う', en: 'The opponent uses a counter effect' },
  'answer-cancels-spell': { ja: '相手がSPの同じか高いスペルを捨てて無効にする', en: 'The opponent discards a spell of equal or higher SP to nullify it' },
  'answer-passes': { ja: '相手は何もしない', en: 'The opponent does nothing' },
  'activator-counter': { ja: '発動した側がカウンター効果を使う', en: 'The activating player uses a counter effect' },
  'activator-passes': { ja: '発動した側も何もしない', en: 'The activating player does nothing either' },
  next: { ja: '次へ', en: 'Continue' },
};

export const counterGuards = {
  answerCanCounter: {
    ja: 'この手順でまだカウンターが使われておらず、使えるカウンターカード(フォースのコストがあれば、表向きのフォースで払える)か、場のガーディアンのカウンターアビリティがある',
    en: 'No counter used in this step yet, and a counter card in hand that can be used (its force cost met with face-up force) or a counter ability on a guardian in play',
  },
  answerCanCancelSpell: {
    ja: 'スペルで開いた手順で、SPが同じか高いスペルを持っている',
    en: 'A spell opened the step, and a spell of equal or higher SP is at hand',
  },
  activatorCanCounter: {
    ja: 'この手順でまだカウンターが使われておらず、使えるカウンターカード(フォースのコストがあれば、表向きのフォースで払える)か、場のガーディアンのカウンターアビリティがある',
    en: 'No counter used in this step yet, and a counter card in hand that can be used (its force cost met with face-up force) or a counter ability on a guardian in play',
  },
};

const sideSections = (p: 'turn' | 'opp', ja: string, en: string) => ({
  [p]: { ja, en },
  [`${p}.field`]: { ja: `${ja}のゾーン`, en: `${en}: zones` },
  [`${p}.force`]: { ja: `${ja}の使えるフォース(表)`, en: `${en}: usable force (face up)` },
  [`${p}.lifeCounters`]: { ja: `${ja}のライフカウンター`, en: `${en}: life counters` },
  [`${p}.hand`]: { ja: `${ja}の手札`, en: `${en}: hand` },
  [`${p}.main`]: { ja: `${ja}のメインデッキの枚数`, en: `${en}: cards in main deck` },
  // 004 サイドデッキゾーン (beside the main deck): special-summon cards only.
  [`${p}.side`]: { ja: `${ja}のサイドデッキ`, en: `${en}: side deck` },
  [`${p}.junk`]: { ja: `${ja}のジャンクゾーン`, en: `${en}: junk zone` },
});
/** The zones of a side's row, and the short names a side's counters use (the side already says whose they are). */
const slotNames = (p: 'turn' | 'opp') => ({
  [`${p}.field.attack`]: { ja: 'アタックゾーン', en: 'Attack zone' },
  [`${p}.field.assist`]: { ja: 'アシストゾーン', en: 'Assist zone' },
  [`${p}.field.domain`]: { ja: 'ドメインゾーン', en: 'Domain zone' },
});
const shortNames = {
  field: { ja: 'ゾーン', en: 'Zones' },
  force: { ja: 'フォース', en: 'Force' },
  lifeCounters: { ja: 'ライフカウンター', en: 'Life counters' },
  hand: { ja: '手札', en: 'Hand' },
  // "Main deck" now that the side deck sits beside it.
  main: { ja: 'メインデッキ', en: 'Main deck' },
  side: { ja: 'サイドデッキ', en: 'Side deck' },
  junk: { ja: 'ジャンク', en: 'Junk' },
};

export const board = {
  sections: {
    counter: { ja: '開いているカウンターステップ', en: 'Open counter step' },
    dice: { ja: 'サイコロの目', en: 'Dice roll' },
    pending: { ja: 'ダメージステップを待つダメージ', en: 'Damage waiting for the damage step' },
    ...sideSections('turn', 'ターンプレイヤー', 'Turn player'),
    ...sideSections('opp', '相手', 'Opponent'),
    ...shortNames,
  },
  values: {
    ...slotNames('turn'),
    ...slotNames('opp'),
    'dice.none': { ja: 'まだ振っていない', en: 'Not rolled yet' },
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`dice.${n}`, { ja: `${n}`, en: `${n}` }])),
    'stat.lp': { ja: 'LP', en: 'LP' },
    'stat.dg': { ja: 'DG', en: 'DG' },
    'stat.damage': { ja: 'ダメージ', en: 'Damage' },
    'stat.materials': { ja: 'マテリアル', en: 'Materials' },
    'stat.under': { ja: 'アンダー', en: 'Under cards' },
  },
  tags: {
    weakened: { ja: '弱体化(横向き)', en: 'Weakened (sideways)' },
    kept: { ja: '準備で取っておいた1枚(このターンに召喚しなければ反則負け)', en: 'Kept aside at setup (must be summoned this turn, or a foul loss)' },
    unlimited: { ja: 'LP∞', en: 'LP ∞' },
    'face-down': { ja: '裏向き(沈黙召喚中)', en: 'Face down (silently summoned)' },
    activation: { ja: 'この手順を開いた発動', en: 'The activation that opened the step' },
    counter: { ja: 'この手順のカウンター', en: "This step's counter" },
    nullified: { ja: '無効', en: 'Nullified' },
  },
  log: {
    'force-recovered': { ja: '使ったフォースがすべて表に戻りました。', en: 'All spent force is face up again.' },
    'draw-declined': { ja: 'ドローフェイズに引かないことを選びました。', en: 'Chose not to draw in the draw phase.' },
    'drew-main': { ja: 'メインデッキから{card}を引きました。', en: 'Drawn from the main deck: {card}.' },
    'drew-side': { ja: 'サイドデッキから{card}を引きました。', en: 'Drawn from the side deck: {card}.' },
    'force-charged': { ja: '手札の{card}をチャージゾーンに表で置き、フォースにしました。', en: '{card} from hand went face up into the charge zone as force.' },
    appeared: { ja: '{card}を召喚しました(アピアステップ)。引き継ぐDGはありません。', en: '{card} was summoned (appear step), with no DG to take over.' },
    'appeared-inheriting': {
      ja: '{card}を召喚し、前のガーディアンのDGを引き継ぎました(アピアステップ)。',
      en: '{card} was summoned and took over the DG of the guardian before it (appear step).',
    },
    'materials-passed': {
      ja: '前のガーディアンのマテリアルカードは、そのまま{card}の下に移りました。',
      en: 'The material cards of the guardian before it stayed, now under {card}.',
    },
    'under-junked': { ja: '{card}のアンダーカードも、一緒にジャンクゾーンへ送られました。', en: '{card}’s under cards went to the junk zone with it.' },
    'shifted-out': { ja: '入れ替わった{card}がジャンクゾーンへ送られました(シフトステップ)。', en: 'The replaced {card} went to the junk zone (shift step).' },
    'nothing-to-shift': { ja: '入れ替わるガーディアンはいませんでした(シフトステップ)。', en: 'No guardian was replaced (shift step).' },
    'domain-applied': {
      ja: '{card}をドメインゾーンに置きました。永続効果は適用されるだけで発動しないため、カウンターステップは開きません。',
      en: '{card} went to the domain zone. A continuous effect is applied, not activated, so no counter step opens.',
    },
    'counter-step-opens': {
      ja: '{card}の発動でカウンターステップが開きました。先に決めるのは相手です。',
      en: 'Activating {card} opened a counter step. The opponent decides first.',
    },
    'answer-counter': { ja: '相手が{card}を使いました。この手順のカウンターはこれだけです。', en: 'The opponent used {card}: the one counter of this step.' },
    'activator-counter': {
      ja: '発動した側が{card}を使いました。この手順のカウンターはこれだけです。',
      en: 'The activating player used {card}: the one counter of this step.',
    },
    'counter-paid': { ja: '{card}のコストとして、フォースを裏にしました。', en: 'Force was turned face down to pay for {card}.' },
    'answer-counter-ability': {
      ja: '相手が場の{card}のカウンターアビリティを使いました。この手順のカウンターはこれだけです。{card}は場に残ります。',
      en: 'The opponent used the counter ability of {card}, in play: the one counter of this step. {card} stays where it is.',
    },
    'activator-counter-ability': {
      ja: '発動した側が場の{card}のカウンターアビリティを使いました。この手順のカウンターはこれだけです。',
      en: 'The activating player used the counter ability of {card}, in play: the one counter of this step.',
    },
    // {card} is the spell discarded (the opponent's), never the one it nullifies: that one's own line follows at step 3.
    'spell-cancelled': {
      ja: 'SPの足りる{card}がジャンクゾーンへ送られ、発動したスペルは無効になります。この手順ではもうカウンターカードを使えません。',
      en: '{card}, of high enough SP, went to the junk zone: the activated spell is nullified. No counter card may be used in this step now.',
    },
    'answer-passed': { ja: '相手は何もしませんでした。', en: 'The opponent did nothing.' },
    'activator-passed': { ja: '発動した側も何もしませんでした。', en: 'The activating player did nothing either.' },
    'counter-nullifies': { ja: '{card}が先に解決され、発動を無効にしました。', en: '{card} resolved first and nullified the activation.' },
    'counter-boosts': { ja: '{card}が先に解決され、ダメージが1000増えました。', en: '{card} resolved first: the damage grew by 1000.' },
    'activation-nullified': { ja: '{card}の効果は無効になりました。', en: "{card}'s effect was nullified." },
    'damage-pending': {
      ja: '{card}のダメージ効果が発動しました。ダメージはこのフェイズの終わりのダメージステップで計算します。',
      en: "{card}'s damage effect went off; the damage is worked out at the damage step when this phase ends.",
    },
    milled: {
      ja: '{card}の効果で、相手のメインデッキの上からカードがジャンクゾーンへ送られました。',
      en: "{card}: cards from the top of the opponent's main deck went to the junk zone.",
    },
    'opp-decked-out': { ja: '相手のメインデッキがなくなりました(デッキアウト)。', en: "The opponent's main deck is empty: a deck-out." },
    'turn-decked-out': { ja: 'ターンプレイヤーのメインデッキがなくなりました(デッキアウト)。', en: "The turn player's main deck is empty: a deck-out." },
    damaged: { ja: '{card}のDGが増え、その分LPが減りました。', en: "{card}'s DG went up, and its LP down by as much." },
    'damaged-double': { ja: '弱体化している{card}は2倍のダメージを受けました。', en: '{card}, weakened, took double damage.' },
    'life-shield': {
      ja: '相手がライフカウンターを1000ダメージにつき1つ使い、{card}のダメージを無効にしました。',
      en: "The opponent spent one life counter per 1000 damage to cancel {card}'s damage.",
    },
    'life-checked': { ja: 'ライフチェック:LPが0のガーディアンはいません。', en: 'Life check: no guardian is at 0 LP.' },
    'opp-at-zero': {
      ja: 'ライフチェック:相手のアタックガーディアン{card}のLPが0です。ゾーンに残ったまま、相手の負けです。',
      en: "Life check: the opponent's attack guardian {card} is at 0 LP. It stays in its zone, and the opponent loses.",
    },
    'turn-at-zero': {
      ja: 'ライフチェック:ターンプレイヤーのアタックガーディアン{card}のLPが0です。',
      en: "Life check: the turn player's attack guardian {card} is at 0 LP.",
    },
    'assist-junked': {
      ja: 'LPが0になったアシストガーディアン{card}はジャンクゾーンへ送られました。',
      en: 'The assist guardian {card}, at 0 LP, went to the junk zone.',
    },
    'dice-hits': {
      ja: '出た目が{card}のアタックアビリティに合いました。フォースを1つ使い、バトルフェイズが始まります。',
      en: "The roll matches {card}'s attack ability: one force is spent and the battle phase begins.",
    },
    'dice-misses': {
      ja: '出た目が{card}のアタックアビリティに合いません。攻撃は不発で、{card}は弱体化し、バトルフェイズを飛ばします。',
      en: "The roll does not match {card}'s attack ability: the attack misfires, {card} is weakened, and the battle phase is skipped.",
    },
    'life-draw': { ja: 'ライフカウンターを2つ使い、2枚引きます。', en: 'Two life counters spent to draw two cards.' },
    'turn-out-of-life-counters': {
      ja: 'ライフカウンターが0になりました。ターンプレイヤーの負けです。',
      en: 'No life counters are left: the turn player loses.',
    },
    'opp-out-of-life-counters': {
      ja: '相手のライフカウンターが0になりました。相手の負けです。',
      en: 'The opponent has no life counters left: the opponent loses.',
    },
    'kept-not-summoned': {
      ja: '準備で取っておいたガーディアンを、最初のターンに召喚しませんでした。反則負けです。',
      en: 'The guardian kept aside at setup was not summoned on the first turn: a loss by foul.',
    },
    'extra-not-used': {
      ja: 'エクストラフェイズを始めたのに、エクストラガーディアンの召喚もエクストラアビリティの発動もしませんでした。反則負けです。',
      en: 'The extra phase was started but neither an extra guardian nor an extra ability was used: a loss by foul.',
    },
    'cross-force-down': {
      ja: '{card}がいるので、エンドフェイズに表のフォースをすべて裏にしました。',
      en: 'With {card} in play, every face-up force was turned face down at the end phase.',
    },
    'burst-paid': {
      ja: '{card}のバーストアビリティのコストとして、マテリアルカードをジャンクゾーンへ送りました。',
      en: 'Material cards went to the junk zone to pay for {card}’s burst ability.',
    },
    repaired: { ja: '{card}のDGが減り、その分LPが戻りました(リペア)。', en: '{card}’s DG went down, and its LP back up by as much (repair).' },
    'lp-up': { ja: '{card}のLPだけが増えました。DGは変わりません(アップ)。', en: 'Only {card}’s LP went up; its DG is unchanged (up).' },
    'lp-down': { ja: '{card}のLPだけが減りました。DGは変わりません(ダウン)。', en: 'Only {card}’s LP went down; its DG is unchanged (down).' },
    'temporary-effects-end': { ja: 'このターンの間だけの効果がなくなりました。', en: 'Effects that lasted for this turn are gone.' },
  },
};
