/** Words more than one Buddyfight flow uses, kept in one place so they cannot drift apart. */

/** The three ★rules check★ items, in the order the primary source runs them. */
export const RULES_CHECK = {
  ja: 'ライフ0以下かデッキ0枚のファイターは敗北します。1つのエリアに2枚以上あれば最後に置いた1枚だけを残し、場のサイズ合計が3を超えれば3以下になるまで最後に置いたモンスター以外をドロップゾーンへ送ります。',
  en: 'A fighter with 0 or less life or an empty deck loses. An area holding 2 or more cards keeps only the one put there last, and if the field adds up to more than size 3, monsters other than the newest go to the drop zone until it is 3 or less.',
};

export const rulesCheckText = (ja: string, en: string) => ({ ja: ja + RULES_CHECK.ja, en: `${en} ${RULES_CHECK.en}` });

export const RULES_CHECK_TITLE = { ja: '★ルール処理★', en: '★Rules check★' };

/** Every Counter window (the call's 2.1, play timings, abilities) offers the same two buttons, in the same words. */
export const COUNTER_EVENTS = {
  next: { ja: '次へ', en: 'Continue' },
  'counter-used': { ja: '相手が【対抗】を使う', en: 'Opponent uses a Counter' },
  pass: { ja: '相手は使わない', en: 'Opponent passes' },
};
