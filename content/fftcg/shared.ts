import { citeNames } from '../cite-names';

/** Words both FF-TCG charts use: the interrupt window's buttons and the board. */

/** 003's headings and named parts that citations use, with the English name a reader of the English pages sees (ours). */
const part = citeNames('003', {
  前書き: 'Foreword',
  ターンプレイヤー: 'Turn player',
  割り込みについて: 'About interrupts',
  スタック: 'Stack',
  'バレット/ブリュンヒルデの例(1)': 'The Barret / Brynhildr example (1)',
  'バレット/ブリュンヒルデの例(2)': 'The Barret / Brynhildr example (2)',
  EXバースト: 'EX Burst',
  ブレイブ: 'Brave',
  ヘイスト: 'Haste',
});

/** Every FF-TCG citation is document 003; a part in words is shown in the reader's language. */
export const src = (section: string, ref: string) => ({ doc: '003', section: part(section), ref: part(ref) });

export const windowEvents = {
  'turn-uses': { ja: 'ターンプレイヤーが使う(スタックへ)', en: 'Turn player uses something (onto the stack)' },
  'turn-passes': { ja: 'ターンプレイヤーは何もしない', en: 'Turn player does nothing' },
  'non-turn-uses': { ja: '非ターンプレイヤーが使う(スタックへ)', en: 'Non-turn player uses something (onto the stack)' },
  'non-turn-passes': { ja: '非ターンプレイヤーは何もしない', en: 'Non-turn player does nothing' },
  // A player with several different things to use picks which: the 2nd and 3rd of them, in the order the board's
  // "Can use" lists the ones usable now (the plain choice uses the 1st).
  'turn-uses-2': { ja: 'ターンプレイヤーが、今使えるものの2つ目を使う(スタックへ)', en: 'Turn player uses the 2nd thing they can use now (onto the stack)' },
  'turn-uses-3': { ja: 'ターンプレイヤーが、今使えるものの3つ目を使う(スタックへ)', en: 'Turn player uses the 3rd thing they can use now (onto the stack)' },
  'non-turn-uses-2': {
    ja: '非ターンプレイヤーが、今使えるものの2つ目を使う(スタックへ)',
    en: 'Non-turn player uses the 2nd thing they can use now (onto the stack)',
  },
  'non-turn-uses-3': {
    ja: '非ターンプレイヤーが、今使えるものの3つ目を使う(スタックへ)',
    en: 'Non-turn player uses the 3rd thing they can use now (onto the stack)',
  },
  next: { ja: '次へ', en: 'Continue' },
};

export const windowGuards = {
  turnCanUse: { ja: '使えるアビリティか召喚獣があり、スタックが上限未満', en: 'Has an ability or summon to use, and the stack is below its bound' },
  nonTurnCanUse: { ja: '使えるアビリティか召喚獣があり、スタックが上限未満', en: 'Has an ability or summon to use, and the stack is below its bound' },
  turnCanUse2: { ja: '今使える別のものが2つ以上あり、スタックが上限未満', en: 'Has two or more different things to use now, and the stack is below its bound' },
  turnCanUse3: {
    ja: '今使える別のものが3つ以上あり、スタックが上限未満',
    en: 'Has three or more different things to use now, and the stack is below its bound',
  },
  nonTurnCanUse2: {
    ja: '今使える別のものが2つ以上あり、スタックが上限未満',
    en: 'Has two or more different things to use now, and the stack is below its bound',
  },
  nonTurnCanUse3: {
    ja: '今使える別のものが3つ以上あり、スタックが上限未満',
    en: 'Has three or more different things to use now, and the stack is below its bound',
  },
  turnPassHandsOver: { ja: 'まだ連続していない(相手の番へ)', en: 'Not yet two in a row: the other player decides' },
  nonTurnPassHandsOver: { ja: 'まだ連続していない(相手の番へ)', en: 'Not yet two in a row: the other player decides' },
  turnPassResolves: { ja: '2人続けて何もせず、スタックに効果がある', en: 'Both did nothing in a row, and the stack holds something' },
  nonTurnPassResolves: { ja: '2人続けて何もせず、スタックに効果がある', en: 'Both did nothing in a row, and the stack holds something' },
  turnPassCloses: { ja: '2人続けて何もせず、スタックは空', en: 'Both did nothing in a row, and the stack is empty' },
  nonTurnPassCloses: { ja: '2人続けて何もせず、スタックは空', en: 'Both did nothing in a row, and the stack is empty' },
};

const sideSections = (p: 'turn' | 'nonTurn', ja: string, en: string) => ({
  [`${p}.field`]: { ja: `${ja}のフォワード`, en: `${en}'s forwards` },
  [`${p}.uses`]: { ja: `${ja}が使えるもの`, en: `What the ${en.toLowerCase()} can use` },
  [`${p}.hand`]: { ja: `${ja}の手札`, en: `${en}'s hand` },
  [`${p}.damage`]: { ja: `${ja}のダメージゾーン`, en: `${en}'s damage zone` },
  [`${p}.break`]: { ja: `${ja}のブレイクゾーン`, en: `${en}'s break zone` },
});

export const board = {
  sections: {
    stack: { ja: 'スタック(上から順に解決)', en: 'Stack (resolves from the top)' },
    priority: { ja: '今、行動を決める人', en: 'Who decides now' },
    passes: { ja: '続けて「何もしない」とした回数', en: '"Nothing" said in a row' },
    // A side's name, and the short names its zones take when drawn on that side of the table.
    turn: { ja: 'ターンプレイヤー', en: 'Turn player' },
    nonTurn: { ja: '非ターンプレイヤー', en: 'Non-turn player' },
    field: { ja: 'フォワード', en: 'Forwards' },
    uses: { ja: '使えるもの', en: 'Can use' },
    hand: { ja: '手札', en: 'Hand' },
    damage: { ja: 'ダメージ', en: 'Damage' },
    break: { ja: 'ブレイク', en: 'Break' },
    ...sideSections('turn', 'ターンプレイヤー', 'Turn player'),
    ...sideSections('nonTurn', '非ターンプレイヤー', 'Non-turn player'),
    awaiting: { ja: 'この工程で先に決めること', en: 'To be declared first in this step' },
    attackPhase: { ja: 'アタックフェイズ', en: 'Attack phase' },
  },
  values: {
    'priority.turn': { ja: 'ターンプレイヤー', en: 'Turn player' },
    'priority.nonTurn': { ja: '非ターンプレイヤー', en: 'Non-turn player' },
    'priority.resolve': { ja: '一番上を解決するところ', en: 'The top is resolving' },
    'priority.closed': { ja: '誰も何もしないので先へ進む', en: 'Nobody acts: moving on' },
    'awaiting.none': { ja: 'なし', en: 'Nothing' },
    'awaiting.attack': { ja: 'アタックするフォワード', en: 'The attacking forward' },
    'awaiting.block': { ja: 'ブロックするかどうか', en: 'Whether to block' },
    'awaiting.ex-burst': { ja: 'EXバーストを使うかどうか', en: 'Whether to use the EX Burst' },
    'attackPhase.ahead': { ja: 'まだこれから', en: 'Still to come' },
    'attackPhase.over': { ja: 'このターンはもう終わった', en: 'Already over this turn' },
    'stat.power': { ja: 'パワー', en: 'Power' },
    'stat.damage': { ja: '受けているダメージ', en: 'Damage taken' },
  },
  tags: {
    turn: { ja: 'ターンプレイヤー', en: 'Turn player' },
    nonTurn: { ja: '非ターンプレイヤー', en: 'Non-turn player' },
    top: { ja: '次に解決', en: 'Resolves next' },
    active: { ja: 'アクティブ', en: 'Active' },
    dull: { ja: 'ダル', en: 'Dull' },
    attacking: { ja: 'アタック中', en: 'Attacking' },
    blocking: { ja: 'ブロック中', en: 'Blocking' },
    // A summon is a card in the hand; the board lists it there and with what its holder can use.
    'summon-held': { ja: '召喚獣(「使えるもの」にもある)', en: "A summon (also under 'Can use')" },
  },
  log: {
    'turn-uses': { ja: 'ターンプレイヤーが{card}を使い、スタックに置きました。', en: 'The turn player used {card}; it waits on the stack.' },
    'non-turn-uses': { ja: '非ターンプレイヤーが{card}を使い、スタックに置きました。', en: 'The non-turn player used {card}; it waits on the stack.' },
    'turn-resolves': { ja: 'スタックの一番上、ターンプレイヤーの{card}が解決されます。', en: "The top of the stack, the turn player's {card}, resolves." },
    'non-turn-resolves': {
      ja: 'スタックの一番上、非ターンプレイヤーの{card}が解決されます。',
      en: "The top of the stack, the non-turn player's {card}, resolves.",
    },
    damaged: { ja: '{card}にダメージが入りました。', en: '{card} took damage.' },
    broken: { ja: '{card}は受けたダメージがパワー以上になり、ブレイクされました。', en: '{card} has taken damage equal to or above its power: it is broken.' },
    'no-target': { ja: '{card}はもう場にないので、この効果は何もしません。', en: '{card} is no longer on the field, so this effect does nothing.' },
    powered: { ja: '{card}のパワーが上がりました(ターン終了まで)。', en: "{card}'s power went up until the end of the turn." },
    'all-returned': { ja: '場のフォワードがすべて持ち主の手札に戻りました。', en: "Every forward on the field went back to its owner's hand." },
    'turn-draws': { ja: 'ターンプレイヤーがカードを引きました。', en: 'The turn player drew.' },
    'non-turn-draws': { ja: '非ターンプレイヤーがカードを引きました。', en: 'The non-turn player drew.' },
    'no-effect': { ja: '{card}が解決されました(盤面に表れる効果はありません)。', en: '{card} resolved (nothing on this board changes).' },
    'all-active': { ja: 'ターンプレイヤーのカードがすべてアクティブになりました。', en: "All of the turn player's cards are active again." },
    'forward-played': { ja: '{card}がフィールドに出ました。これには誰も割り込めません。', en: '{card} entered the field. Nobody can interrupt this.' },
    'attack-declared': { ja: '{card}がアタックします。', en: '{card} attacks.' },
    'block-declared': { ja: '{card}がブロックします。', en: '{card} blocks.' },
    'no-attack': {
      ja: 'アタックするフォワードを指定しなかったので、アタックフェイズが終わります。',
      en: 'No forward was named to attack, so the attack phase is over.',
    },
    'no-block': { ja: 'ブロックしないことにしました。', en: 'No block.' },
    'attacks-ended': {
      ja: 'ターンプレイヤーがアタックを続けないと宣言したので、アタックフェイズが終わります。',
      en: 'The turn player declared no more attacks, so the attack phase is over.',
    },
    'no-attacker': { ja: 'アタックしたフォワードがもういないので、ダメージは発生しません。', en: 'The attacking forward is gone, so no damage is dealt.' },
    'blocker-gone': { ja: 'ブロックしたフォワードがもういないので、ダメージは発生しません。', en: 'The blocking forward is gone, so no damage is dealt.' },
    'forwards-fight': {
      ja: 'アタックしたフォワードとブロックしたフォワードが、互いのパワー分のダメージを与えました。',
      en: 'The attacker and the blocker dealt damage equal to their power to each other.',
    },
    'player-damaged': {
      ja: '非ターンプレイヤーが1ダメージを受け、デッキの一番上のカード({card})がダメージゾーンに置かれました。',
      en: 'The non-turn player took 1 damage: the top card of their deck ({card}) went to their damage zone.',
    },
    'auto-stacked': { ja: '{card}(自動で発生するアビリティ)がスタックに置かれました。', en: '{card}, an auto ability, went on the stack.' },
    'ex-burst-used': {
      ja: 'EXバースト{card}を使いました。スタックを通らず、すぐに解決されます。',
      en: 'The EX Burst {card} was used: it resolves at once, without the stack.',
    },
    'ex-burst-skipped': { ja: 'EXバースト{card}は使いませんでした。', en: 'The EX Burst {card} was not used.' },
    'damage-removed': { ja: 'すべてのフォワードからダメージが取り除かれました。', en: 'All damage was removed from every forward.' },
    discarded: {
      ja: '手札が5枚を超えていたので、1枚をブレイクゾーンに捨てました。',
      en: 'The hand was over five cards, so one card was discarded to the break zone.',
    },
  },
};
