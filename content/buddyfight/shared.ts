import { citeNames } from '../cite-names';

/** Words more than one Buddyfight flow uses, kept in one place so they cannot drift apart. */

/**
 * Citation parts in the Japanese sources' own words (000's headings and keyword names, the Japanese wiki's page
 * names), with the English name a reader of the English pages sees. Numbers and circled section marks stay as they are.
 */
export const part = citeNames('Buddyfight', {
  前文: 'Preamble',
  '★ルール処理★': '★Rules check★',
  // The ★rules check★'s three items are unnumbered in 000; a judge reads "third item" alone as no rule at all, so the
  // part names what the item is about, and its place.
  'サイズ合計の項目(3つ目)': 'Size limit (3rd item)',
  全体: 'whole document',
  '『ライフリンク』': 'Lifelink',
  '『装備変更』': 'Equipment Change',
  '『移動』': 'Move',
  '『貫通』': 'Penetrate',
  '『反撃』': 'Counterattack',
  '『ソウルガード』': 'Soulguard',
  '『2回攻撃』': 'Double Attack',
  防御力を持つアイテムカード: 'Item cards with defense',
  'その他「破壊された時」等': 'Others: "when destroyed" and the like',
  裏向きのソウル: 'Face-down soul',
  '破壊(行動)': 'Destroy (the action)',
});

/** A citation of 000: `section` is its circled section mark or a heading, `ref` a step number or a named part. */
export const cite000 = (section: string, ref: string) => ({ doc: '000', section: part(section), ref: part(ref) });

/** The three ★rules check★ items, in the order the primary source runs them. */
export const RULES_CHECK = {
  ja: 'ライフ0以下かデッキ0枚のファイターは敗北します。1つのエリアに2枚以上あれば最後に置いた1枚だけを残し、場のサイズ合計が3を超えれば3以下になるまで最後に置いたモンスター以外をドロップゾーンへ送ります。',
  en: 'A fighter with 0 or less life or an empty deck loses. An area holding 2 or more cards keeps only the one put there last, and if the field adds up to more than size 3, monsters other than the newest go to the drop zone until it is 3 or less.',
};

/**
 * The same three items, worded to hold under both rule editions, for the charts that have an edition switch: the
 * size item says which edition spares the monster placed last (000 ★ルール処理★; 002 No.1 Step 9, No.3 Steps 8, 12,
 * 14, 16), so a step's main text never gives one edition's rule as the rule while the other is in force.
 */
export const RULES_CHECK_BOTH_EDITIONS = {
  ja: 'ライフ0以下かデッキ0枚のファイターは敗北します。1つのエリアに2枚以上あれば最後に置いた1枚だけを残します。場のサイズ合計が3を超えれば、3以下になるまでモンスターをドロップゾーンへ送ります。日本語版のルールは最後に場に置いたモンスターを送らず、2014年の英語版にはこの例外がありません。',
  en: 'A fighter with 0 or less life or an empty deck loses. An area holding 2 or more cards keeps only the one put there last. If the field adds up to more than size 3, monsters go to the drop zone until it is 3 or less: the Japanese rules spare the monster put on the field last, the 2014 English rules make no such exception.',
};

export const rulesCheckText = (ja: string, en: string, items = RULES_CHECK) => ({ ja: ja + items.ja, en: `${en} ${items.en}` });

/** A ★rules check★ step of a chart with an edition switch (call, play timing, attack phase). */
export const editionRulesCheckText = (ja: string, en: string) => rulesCheckText(ja, en, RULES_CHECK_BOTH_EDITIONS);

export const RULES_CHECK_TITLE = { ja: '★ルール処理★', en: '★Rules check★' };

/** Every Counter window (the call's 2.1, play timings, abilities) offers the same two buttons, in the same words. */
export const COUNTER_EVENTS = {
  next: { ja: '次へ', en: 'Continue' },
  'counter-used': { ja: '相手が【対抗】を使う', en: 'Opponent uses a Counter' },
  pass: { ja: '相手は使わない', en: 'Opponent passes' },
};

/** The end every chart reaches when a ★rules check★ finds a loss. */
export const GAME_OVER = { ja: 'ゲーム終了(敗北)', en: 'Game over (a fighter lost)' };

/** Answers to a choice the rules leave to a fighter; the same buttons on every chart of the shared table. */
export const CHOICE_EVENTS = {
  'soulguard-yes': { ja: '『ソウルガード』を使う(ソウル1枚をドロップ)', en: 'Use Soulguard (drop one soul)' },
  'soulguard-no': { ja: '『ソウルガード』を使わない', en: "Don't use Soulguard" },
  'lifelink-counter': { ja: '『ライフリンク』に【対抗】で答える', en: 'Answer Lifelink with a Counter' },
  'lifelink-pass': { ja: '【対抗】を使わず『ライフリンク』のダメージを受ける', en: "Take Lifelink's damage without a Counter" },
  'equip-change-yes': { ja: '『装備変更』:前のアイテムを手札に戻す', en: 'Equipment Change: the old item goes back to the hand' },
  'equip-change-no': { ja: '『装備変更』を使わない(前のアイテムはドロップゾーンへ)', en: "Don't use Equipment Change (the old item goes to the drop zone)" },
  'counterattack-left': { ja: '『反撃』でレフトの攻撃カードを破壊', en: 'Counterattack destroys the left attacker' },
  'counterattack-center': { ja: '『反撃』でセンターの攻撃カードを破壊', en: 'Counterattack destroys the center attacker' },
  'counterattack-right': { ja: '『反撃』でライトの攻撃カードを破壊', en: 'Counterattack destroys the right attacker' },
  'size-drop-left': { ja: 'レフトのモンスターをドロップゾーンへ', en: 'Drop the left monster' },
  'size-drop-center': { ja: 'センターのモンスターをドロップゾーンへ', en: 'Drop the center monster' },
  'size-drop-right': { ja: 'ライトのモンスターをドロップゾーンへ', en: 'Drop the right monster' },
  // The target of a card just used, when more than one monster fits (its user picks; 000 ④ 1.1.1).
  'choose-turn-left': { ja: '対象:ターンファイターのレフトのモンスター', en: "Target: the turn fighter's left monster" },
  'choose-turn-center': { ja: '対象:ターンファイターのセンターのモンスター', en: "Target: the turn fighter's center monster" },
  'choose-turn-right': { ja: '対象:ターンファイターのライトのモンスター', en: "Target: the turn fighter's right monster" },
  'choose-non-turn-left': { ja: '対象:非ターンファイターのレフトのモンスター', en: "Target: the non-turn fighter's left monster" },
  'choose-non-turn-center': { ja: '対象:非ターンファイターのセンターのモンスター', en: "Target: the non-turn fighter's center monster" },
  'choose-non-turn-right': { ja: '対象:非ターンファイターのライトのモンスター', en: "Target: the non-turn fighter's right monster" },
};

export const CHOICE_GUARDS = {
  soulguardPending: { ja: '『ソウルガード』を使うか選ぶ', en: 'Soulguard: use it or not' },
  lifelinkPending: { ja: '『ライフリンク』に【対抗】で答えるか選ぶ', en: 'Lifelink: answer it with a Counter or not' },
  equipChangePending: { ja: '『装備変更』を使うか選ぶ', en: 'Equipment Change: use it or not' },
  counterattackLeft: { ja: 'レフトの攻撃カードを破壊できる', en: 'The left attacker can be destroyed' },
  counterattackCenter: { ja: 'センターの攻撃カードを破壊できる', en: 'The center attacker can be destroyed' },
  counterattackRight: { ja: 'ライトの攻撃カードを破壊できる', en: 'The right attacker can be destroyed' },
  sizeDropLeft: { ja: 'レフトを置ける', en: 'Left may go' },
  sizeDropCenter: { ja: 'センターを置ける', en: 'Center may go' },
  sizeDropRight: { ja: 'ライトを置ける', en: 'Right may go' },
  chooseTurnLeft: { ja: 'ターンファイターのレフトを対象に選べる', en: "The turn fighter's left may be the target" },
  chooseTurnCenter: { ja: 'ターンファイターのセンターを対象に選べる', en: "The turn fighter's center may be the target" },
  chooseTurnRight: { ja: 'ターンファイターのライトを対象に選べる', en: "The turn fighter's right may be the target" },
  chooseNonTurnLeft: { ja: '非ターンファイターのレフトを対象に選べる', en: "The non-turn fighter's left may be the target" },
  chooseNonTurnCenter: { ja: '非ターンファイターのセンターを対象に選べる', en: "The non-turn fighter's center may be the target" },
  chooseNonTurnRight: { ja: '非ターンファイターのライトを対象に選べる', en: "The non-turn fighter's right may be the target" },
  free: { ja: '選ぶことが残っていない', en: 'Nothing left to choose' },
  gameOver: { ja: 'ファイターが敗北した', en: 'A fighter has lost' },
};
