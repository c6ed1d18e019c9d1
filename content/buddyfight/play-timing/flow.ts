import type { FlowContent } from '../../schema';
import { CHOICE_EVENTS, CHOICE_GUARDS, COUNTER_EVENTS, GAME_OVER, RULES_CHECK_TITLE, editionRulesCheckText } from '../shared';

const src = (ref: string) => ({ doc: '000', section: '②', ref });

/** 2.2, 3.2, 6.2 and 7.2 share one rule about costs and conditions. */
const CANNOT_PAY_NOTE = {
  ja: 'コストを払いきれないカードや、使用の条件を満たしていないカードは、そもそも使えません。',
  en: "A card whose cost can't be paid, or whose condition isn't met, can't be used at all.",
};

/** Shared with the call flow's Counter window and the attack phase, so the buttons read the same everywhere. */
export const playTimingEvents = {
  ...COUNTER_EVENTS,
  // Here the one who counters is always the non-turn fighter: named as 000 ② names them, beside the turn fighter's
  // buttons (the shared words say 相手, right where the fighter using the card may be either).
  'counter-used': { ja: '非ターンファイターが【対抗】を使う', en: COUNTER_EVENTS['counter-used'].en },
  pass: { ja: '非ターンファイターは使わない', en: COUNTER_EVENTS.pass.en },
  'turn-uses': { ja: 'ターンファイターがカードか能力を使う', en: 'Turn fighter uses a card or ability' },
  'turn-passes': { ja: 'ターンファイターは使わない', en: 'Turn fighter passes' },
  'counter-back': { ja: 'ターンファイターが【対抗】で返す', en: 'Turn fighter Counters back' },
  // A fighter holding several different usable cards picks which: the 2nd and 3rd of them, in hand order.
  'turn-uses-2': { ja: 'ターンファイターが、使えるカードの2枚目を使う', en: 'Turn fighter uses the 2nd usable card in hand' },
  'turn-uses-3': { ja: 'ターンファイターが、使えるカードの3枚目を使う', en: 'Turn fighter uses the 3rd usable card in hand' },
  'counter-used-2': { ja: '非ターンファイターが、使える【対抗】の2枚目を使う', en: 'Opponent uses their 2nd usable Counter' },
  'counter-used-3': { ja: '非ターンファイターが、使える【対抗】の3枚目を使う', en: 'Opponent uses their 3rd usable Counter' },
  'counter-back-2': { ja: 'ターンファイターが、使える【対抗】の2枚目で返す', en: 'Turn fighter Counters back with their 2nd usable Counter' },
  'counter-back-3': { ja: 'ターンファイターが、使える【対抗】の3枚目で返す', en: 'Turn fighter Counters back with their 3rd usable Counter' },
  ...CHOICE_EVENTS,
};

export const playTimingGuards = {
  turnCanUse: { ja: '使えるカードか能力がある', en: 'Has a card or ability to use' },
  turnCanCounter: { ja: '使える【対抗】がある', en: 'Has a Counter to use' },
  nonTurnCanCounter: { ja: '非ターンファイターに使える【対抗】がある', en: 'Opponent has a Counter to use' },
  turnCanUse2: { ja: '使える別のカードが2枚以上ある', en: 'Has two or more different cards to use' },
  turnCanUse3: { ja: '使える別のカードが3枚ある', en: 'Has three different cards to use' },
  turnCanCounter2: { ja: '使える別の【対抗】が2枚以上ある', en: 'Has two or more different Counters to use' },
  turnCanCounter3: { ja: '使える別の【対抗】が3枚ある', en: 'Has three different Counters to use' },
  nonTurnCanCounter2: { ja: '非ターンファイターに使える別の【対抗】が2枚以上ある', en: 'Opponent has two or more different Counters to use' },
  nonTurnCanCounter3: { ja: '非ターンファイターに使える別の【対抗】が3枚ある', en: 'Opponent has three different Counters to use' },
  otherwise: { ja: 'それ以外', en: 'Otherwise' },
  ...CHOICE_GUARDS,
};

/** Board words shared with the attack phase, which runs on the same table. */
export const tableBoard = {
  sections: {
    // The two sides of the table, and short names for a side's own zones (the side already says whose).
    turn: { ja: 'ターンファイター', en: 'Turn fighter' },
    nonTurn: { ja: '相手(非ターンファイター)', en: 'Opponent (non-turn fighter)' },
    life: { ja: 'ライフ', en: 'Life' },
    gauge: { ja: 'ゲージ', en: 'Gauge' },
    hand: { ja: '手札', en: 'Hand' },
    drop: { ja: 'ドロップ', en: 'Drop' },
    returned: { ja: '手札に戻った', en: 'Back to hand' },
    used: { ja: '使用枚数', en: 'Used' },
    windows: { ja: '開いている「～した時」の機会', en: 'Open "when …" windows' },
    'turn.life': { ja: 'ターンファイターのライフ', en: "Turn fighter's life" },
    'nonTurn.life': { ja: '非ターンファイターのライフ', en: "Non-turn fighter's life" },
    'turn.gauge': { ja: 'ターンファイターのゲージ', en: "Turn fighter's gauge" },
    'nonTurn.gauge': { ja: '非ターンファイターのゲージ', en: "Non-turn fighter's gauge" },
    'turn.field': { ja: 'ターンファイターの場', en: "Turn fighter's field" },
    'nonTurn.field': { ja: '非ターンファイターの場', en: "Non-turn fighter's field" },
    'turn.hand': { ja: 'ターンファイターの手札', en: "Turn fighter's hand" },
    'nonTurn.hand': { ja: '非ターンファイターの手札', en: "Non-turn fighter's hand" },
    'turn.buddyCall': { ja: 'ターンファイターのバディコール', en: "Turn fighter's Buddy Call" },
    'nonTurn.buddyCall': { ja: '非ターンファイターのバディコール', en: "Non-turn fighter's Buddy Call" },
    'turn.pending': { ja: 'ターンファイター:解決待ち', en: 'Turn fighter: waiting to resolve' },
    'nonTurn.pending': { ja: '非ターンファイター:解決待ち', en: 'Non-turn fighter: waiting to resolve' },
    'turn.drop': { ja: 'ターンファイターのドロップゾーン', en: "Turn fighter's drop zone" },
    'nonTurn.drop': { ja: '非ターンファイターのドロップゾーン', en: "Non-turn fighter's drop zone" },
    'turn.returned': { ja: 'ターンファイターの手札に戻ったカード', en: "Returned to the turn fighter's hand" },
    'nonTurn.returned': { ja: '非ターンファイターの手札に戻ったカード', en: "Returned to the non-turn fighter's hand" },
    'turn.used': { ja: 'ターンファイターがこのプレイタイミングで使った枚数', en: 'Turn fighter: cards used in this play timing' },
    'nonTurn.used': { ja: '非ターンファイターがこのプレイタイミングで使った枚数', en: 'Non-turn fighter: cards used in this play timing' },
    lost: { ja: '敗北したファイター', en: 'Fighter who lost' },
    choice: { ja: '選択待ち', en: 'Waiting for a choice' },
    'turn.prevent': { ja: 'ターンファイターが防いでいるダメージ', en: 'Damage the turn fighter is protected from' },
    'nonTurn.prevent': { ja: '非ターンファイターが防いでいるダメージ', en: 'Damage the non-turn fighter is protected from' },
  },
  values: {
    'turn.field.left': { ja: 'レフト', en: 'Left' },
    'turn.field.center': { ja: 'センター', en: 'Center' },
    'turn.field.right': { ja: 'ライト', en: 'Right' },
    'turn.field.item': { ja: 'アイテム', en: 'Item' },
    'nonTurn.field.left': { ja: 'レフト', en: 'Left' },
    'nonTurn.field.center': { ja: 'センター', en: 'Center' },
    'nonTurn.field.right': { ja: 'ライト', en: 'Right' },
    'nonTurn.field.item': { ja: 'アイテム', en: 'Item' },
    'stat.power': { ja: '攻撃力', en: 'Power' },
    'stat.defense': { ja: '防御力', en: 'Defense' },
    'stat.critical': { ja: '打撃力', en: 'Critical' },
    'stat.soul': { ja: 'ソウル', en: 'Soul' },
    'turn.buddyCall.used': { ja: 'このゲームでは使用済み', en: 'Already made this game' },
    'turn.buddyCall.not-yet': { ja: 'まだ使っていない', en: 'Not made yet' },
    'nonTurn.buddyCall.used': { ja: 'このゲームでは使用済み', en: 'Already made this game' },
    'nonTurn.buddyCall.not-yet': { ja: 'まだ使っていない', en: 'Not made yet' },
    'stat.lifelink': { ja: '『ライフリンク』の数', en: 'Lifelink' },
    'stat.cost-gauge': { ja: 'コスト:ゲージ', en: 'Cost: gauge' },
    'stat.cost-life': { ja: 'コスト:ライフ', en: 'Cost: life' },
    'stat.cost-discard': { ja: 'コスト:手札を捨てる', en: 'Cost: cards discarded' },
    'stat.cost-soul': { ja: 'コスト:ソウル', en: 'Cost: soul' },
    'stat.cost-rest': { ja: 'コスト:レストするモンスター', en: 'Cost: monsters rested' },
    'lost.turn': { ja: 'ターンファイター', en: 'Turn fighter' },
    'lost.nonTurn': { ja: '非ターンファイター', en: 'Non-turn fighter' },
    'lost.turn+nonTurn': { ja: '両方のファイター(勝者なし)', en: 'Both fighters (no winner)' },
    'turn.prevent.attack-damage': { ja: '攻撃によるダメージ', en: 'Attack damage' },
    'turn.prevent.effect-damage': { ja: '効果によるダメージ', en: 'Effect damage' },
    'turn.prevent.attack-damage+effect-damage': { ja: '攻撃と効果の両方のダメージ', en: 'Attack and effect damage' },
    'nonTurn.prevent.attack-damage': { ja: '攻撃によるダメージ', en: 'Attack damage' },
    'nonTurn.prevent.effect-damage': { ja: '効果によるダメージ', en: 'Effect damage' },
    'nonTurn.prevent.attack-damage+effect-damage': { ja: '攻撃と効果の両方のダメージ', en: 'Attack and effect damage' },
    'choice.soulguard-destroyed': {
      ja: '破壊されるカードの持ち主が、『ソウルガード』を使うか選びます',
      en: 'The owner of the card about to be destroyed chooses whether to use Soulguard',
    },
    'choice.soulguard-returned': {
      ja: '手札に戻るカードの持ち主が、『ソウルガード』を使うか選びます',
      en: 'The owner of the card about to return to hand chooses whether to use Soulguard',
    },
    'choice.soulguard-soul': {
      ja: 'ほかのカードのソウルに入れられるカードの持ち主が、『ソウルガード』を使うか選びます',
      en: "The owner of the card about to go into another card's soul chooses whether to use Soulguard",
    },
    'choice.counterattack': { ja: '『反撃』で破壊する攻撃カードを選びます', en: 'Choose which attacker Counterattack destroys' },
    'choice.lifelink-turn': {
      ja: 'ターンファイターが、『ライフリンク』に【対抗】で答えるか選びます',
      en: 'The turn fighter chooses whether to answer Lifelink with a Counter',
    },
    'choice.lifelink-nonTurn': {
      ja: '非ターンファイターが、『ライフリンク』に【対抗】で答えるか選びます',
      en: 'The non-turn fighter chooses whether to answer Lifelink with a Counter',
    },
    'choice.equip-change-turn': {
      ja: 'ターンファイターが、前のアイテムを『装備変更』で手札に戻すか選びます',
      en: 'The turn fighter chooses whether Equipment Change sends the old item to the hand',
    },
    'choice.equip-change-nonTurn': {
      ja: '非ターンファイターが、前のアイテムを『装備変更』で手札に戻すか選びます',
      en: 'The non-turn fighter chooses whether Equipment Change sends the old item to the hand',
    },
    'choice.size-turn': {
      ja: 'ターンファイターが、サイズ合計のためにドロップゾーンへ置くモンスターを選びます',
      en: 'The turn fighter chooses a monster to drop for the size limit',
    },
    'choice.target-turn': {
      ja: 'ターンファイターが、いま使ったカードの対象にするモンスターを選びます',
      en: 'The turn fighter chooses which monster the card just used will target',
    },
    'choice.target-nonTurn': {
      ja: '非ターンファイターが、いま使ったカードの対象にするモンスターを選びます',
      en: 'The non-turn fighter chooses which monster the card just used will target',
    },
    'choice.size-nonTurn': {
      ja: '非ターンファイターが、サイズ合計のためにドロップゾーンへ置くモンスターを選びます',
      en: 'The non-turn fighter chooses a monster to drop for the size limit',
    },
  },
  tags: {
    turn: { ja: 'ターンファイター', en: 'Turn fighter' },
    nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
    counter: { ja: '【対抗】', en: 'Counter' },
    rested: { ja: 'レスト', en: 'Rested' },
    attacking: { ja: '攻撃中', en: 'Attacking' },
    attacked: { ja: '攻撃されている', en: 'Under attack' },
    'attack-over': { ja: '攻撃した(戦闘は終わった)', en: 'Attacked (the battle is over)' },
    'was-attacked': { ja: '攻撃された(戦闘は終わった)', en: 'Was attacked (the battle is over)' },
    penetrate: { ja: '『貫通』', en: 'Penetrate' },
    counterattack: { ja: '『反撃』', en: 'Counterattack' },
    'double-attack': { ja: '『2回攻撃』', en: 'Double Attack' },
    soulguard: { ja: '『ソウルガード』', en: 'Soulguard' },
    move: { ja: '『移動』', en: 'Move' },
    lifelink: { ja: '『ライフリンク』', en: 'Lifelink' },
    'equip-change': { ja: '『装備変更』', en: 'Equipment Change' },
    guarded: { ja: '次の破壊は無効', en: 'Next destruction nullified' },
  },
  log: {
    'window-opened': {
      ja: '自分のモンスターが破壊されたので、{card}の「破壊された時」の機会が開きました(『ソウルガード』で残っても破壊は破壊です)。',
      en: 'A monster of its holder was destroyed, so the "when destroyed" window for {card} opens (a Soulguard save is still a destruction).',
    },
    'window-closed-by-play': {
      ja: '「～した時」の条件を見ないカードが【対抗】のタイミング以外で使われ、解決したので、{card}の機会は失われました(使わなかった扱いです)。',
      en: 'A card that does not look at the "when …" condition was played outside a Counter timing and has resolved, so the window for {card} closed: it counts as not used.',
    },
    'window-expired': {
      ja: 'プレイタイミングが終わったので、{card}の「～した時」の機会は失われました(使わなかった扱いです)。',
      en: 'The play timing ended, so the "when …" window for {card} closed: it counts as not used.',
    },
    'window-used': {
      ja: '{card}は条件を満たした機会のうちに使われました。',
      en: '{card} was used while its window was still open.',
    },
    'turn-used': {
      ja: 'ターンファイターが{card}を使いました。解決を待っています。',
      en: 'The turn fighter uses {card}; it now waits to resolve.',
    },
    'non-turn-used': {
      ja: '非ターンファイターが{card}を使いました。解決を待っています。',
      en: 'The non-turn fighter uses {card}; it now waits to resolve.',
    },
    'target-choose': {
      ja: '{card}は使う時に対象を選びます。攻撃されているモンスターが場にいないので、使ったファイターが場のモンスターから選びます。',
      en: '{card} picks its target as it is used. No monster under attack is on the field, so its user picks one of the monsters there.',
    },
    'target-chosen': {
      ja: '対象に{card}が選ばれました。解決する時にこのカードに効果が及びます。',
      en: '{card} is chosen as the target; the effect reaches it when the card resolves.',
    },
    'target-only-one': {
      ja: '攻撃されているモンスターが場にいないので、対象にできる唯一のモンスター、{card}が対象になりました。',
      en: 'No monster under attack is on the field, and {card} is the only monster that fits, so it is the target.',
    },
    'resolved-no-board-change': {
      ja: '{card}を解決しました。盤面に変化はありません。',
      en: '{card} resolves; the board stays as it was.',
    },
    destroyed: {
      ja: '{card}は破壊され、ドロップゾーンへ置かれました。',
      en: '{card} is destroyed and goes to the drop zone.',
    },
    'no-target': {
      ja: '{card}を解決しましたが、選んでいた対象がもういないため何も起きません。',
      en: '{card} resolves, but the card it chose is gone, so nothing happens.',
    },
    returned: {
      ja: '{card}は持ち主の手札に戻りました。',
      en: "{card} goes back to its owner's hand.",
    },
    called: {
      ja: '{card}が場にコールされました。',
      en: '{card} is called onto the field.',
    },
    'attack-nullified': {
      ja: '攻撃が無効になりました。',
      en: 'The attack is nullified.',
    },
    'buddy-gift-by-effect': {
      ja: '効果による{card}のコールはバディコールとして行われました。バディギフトでライフ+1。',
      en: 'The effect called {card} as a Buddy Call: the Buddy Gift gives +1 life.',
    },
    'buddy-call-already-used': {
      ja: 'このファイターはこのゲームですでにバディコールをしているので、{card}は通常どおりコールされ、バディギフトはありません。',
      en: 'This fighter has already made a Buddy Call this game, so {card} is called normally, with no Buddy Gift.',
    },
    'destruction-guard': {
      ja: '{card}が次に破壊されるとき、その破壊は無効になります。',
      en: 'The next time {card} would be destroyed, that destruction is nullified.',
    },
    'destruction-nullified': {
      ja: '{card}の破壊は無効になりました。破壊されていないので、場に残り、破壊をきっかけにする効果も『ライフリンク』も働きません。',
      en: "{card}'s destruction is nullified. It was never destroyed: it stays, and neither Lifelink nor anything keyed on destruction acts.",
    },
    'put-into-soul': {
      ja: '{card}はほかのカードのソウルに入りました。破壊ではありませんが、場を離れたことになります。',
      en: "{card} goes into another card's soul: not destroyed, but it has left the field.",
    },
    'put-into-soul-no-host': {
      ja: 'ソウルに入れる先のカードがもう場にないため、{card}はドロップゾーンへ置かれました。',
      en: 'The card {card} was to go under is no longer on the field, so {card} goes to the drop zone.',
    },
    'lifelink-damage-turn': {
      ja: '『ライフリンク』:カードが場を離れたので、ターンファイターが{card}ダメージを受けます(効果によるダメージ)。',
      en: 'Lifelink: the card left the field, so the turn fighter takes {card} damage (effect damage).',
    },
    'lifelink-damage-nonTurn': {
      ja: '『ライフリンク』:カードが場を離れたので、非ターンファイターが{card}ダメージを受けます(効果によるダメージ)。',
      en: 'Lifelink: the card left the field, so the non-turn fighter takes {card} damage (effect damage).',
    },
    'soulguard-offered': {
      ja: '{card}は場を離れるところです。持ち主は『ソウルガード』を使えます(使わなくてもかまいません)。',
      en: '{card} is about to leave the field. Its owner may use Soulguard, or not.',
    },
    'soulguard-declined': {
      ja: '『ソウルガード』は使われず、{card}は場を離れます。',
      en: 'Soulguard is not used, so {card} leaves the field.',
    },
    'counterattack-choose': {
      ja: '『反撃』で破壊できる攻撃カードが2枚以上あります。『反撃』を持つカードの持ち主が1枚選びます。',
      en: "More than one attacker can be destroyed by Counterattack; the Counterattack card's owner picks one.",
    },
    soulguard: {
      ja: '『ソウルガード』:{card}はソウルを1枚ドロップゾーンに置き、場に残ります。',
      en: 'Soulguard: {card} puts one soul into the drop zone and stays on the field.',
    },
    'link-broken': {
      ja: '攻撃しているカードが1枚以下になったので、連携攻撃ではなくなりました。',
      en: 'Only one attacker or none is left, so this is no longer a link attack.',
    },
    'effect-damage-turn': { ja: '効果ダメージ:ターンファイターに{card}ダメージ。', en: 'Effect damage: the turn fighter takes {card} damage.' },
    'effect-damage-nonTurn': { ja: '効果ダメージ:非ターンファイターに{card}ダメージ。', en: 'Effect damage: the non-turn fighter takes {card} damage.' },
    'prevented-attack-damage': { ja: '攻撃によるダメージ{card}は防がれました。', en: 'The {card} attack damage is prevented.' },
    'prevented-effect-damage': { ja: '効果によるダメージ{card}は防がれました。', en: 'The {card} effect damage is prevented.' },
    'prevent-attack-damage': { ja: '攻撃によるダメージを防ぐ効果が働いています。', en: 'Attack damage to this fighter is now prevented.' },
    'prevent-effect-damage': { ja: '効果によるダメージを防ぐ効果が働いています。', en: 'Effect damage to this fighter is now prevented.' },
    'life-pay': { ja: 'ライフを{card}払いました(ダメージではありません)。', en: '{card} life is paid (this is not damage).' },
    'life-lose': { ja: 'ライフを{card}失いました(ダメージではありません)。', en: '{card} life is lost (this is not damage).' },
    'life-gain': { ja: 'ライフを{card}得ました。', en: '{card} life is gained.' },
    'rules-check-clear': {
      ja: 'ルール処理で対象になるものはありません。',
      en: 'Rules check: nothing to do.',
    },
    equipped: { ja: '{card}を装備しました。', en: '{card} is equipped.' },
    'lifelink-counter-window': {
      ja: '{card}の『ライフリンク』がダメージを与えようとしています。受けるファイターは【対抗】で答えられます。',
      en: 'Lifelink on {card} is about to deal its damage; the fighter taking it may answer with a Counter.',
    },
    'lifelink-countered': {
      ja: '『ライフリンク』に【対抗】の{card}で答えました。先に解決します。',
      en: '{card} is used as a Counter to Lifelink, and resolves first.',
    },
    'paid-gauge': { ja: 'コストとしてゲージを{card}枚ドロップゾーンへ置きました。', en: '{card} gauge paid as a cost: those cards go to the drop zone.' },
    'paid-soul': { ja: 'コストとして{card}のソウルを1枚ドロップゾーンへ置きました。', en: 'One soul card of {card} goes to the drop zone as a cost.' },
    'paid-rest': { ja: 'コストとして{card}をレストしました。', en: '{card} is rested as a cost.' },
    'paid-discard': { ja: 'コストとして手札の{card}をドロップゾーンへ置きました。', en: '{card} is discarded from the hand as a cost.' },
    'rules-check-equip-change-choose': {
      ja: 'アイテムエリアに2枚あり、新しいアイテムは『装備変更』を持っています。持ち主は前のアイテム({card})を手札に戻すか選べます。',
      en: 'Two items share the item area, and the new one has Equipment Change: its owner may send the old one ({card}) to the hand instead.',
    },
    'equip-change': {
      ja: '『装備変更』:{card}はドロップゾーンではなく手札に戻ります。',
      en: 'Equipment Change: {card} goes back to the hand instead of the drop zone.',
    },
    'rules-check-same-area': {
      ja: '同じエリアに2枚あるため、先に置かれた{card}をドロップゾーンへ。',
      en: 'Two cards share an area: {card}, the older one, goes to the drop zone.',
    },
    'rules-check-size-choose': {
      ja: 'サイズ合計が3を超えています。どのモンスターをドロップゾーンに置くか、持ち主が選びます。',
      en: 'Total size is over 3: the owner chooses which monster goes to the drop zone.',
    },
    'rules-check-size': {
      ja: 'サイズ合計が3を超えたため、{card}をドロップゾーンへ。',
      en: 'Total size is over 3: {card} goes to the drop zone.',
    },
    'rules-check-lost-turn': {
      ja: 'ライフ0以下かデッキ0枚のため、ターンファイターの敗北です。',
      en: 'Life is 0 or less, or the deck is empty: the turn fighter loses.',
    },
    'rules-check-lost-nonTurn': {
      ja: 'ライフ0以下かデッキ0枚のため、非ターンファイターの敗北です。',
      en: 'Life is 0 or less, or the deck is empty: the non-turn fighter loses.',
    },
  },
};

export default {
  title: { ja: 'プレイタイミング／【対抗】の流れ', en: 'Play timing and Counters' },
  short: { ja: 'プレイタイミング', en: 'Play timing' },
  summary: {
    ja: 'カードや能力を使える場面(プレイタイミング)で、誰がいつ使えて、どの順に解決されるかを追います。【対抗】で答えたカードは、答えられたカードより先に解決されます。',
    en: 'Shows who may use a card or ability during a play timing, when, and in what order things resolve. A card played as a Counter in answer always resolves before the card it answers.',
  },
  source: src('1.1–10.1'),
  groups: {
    pt: { ja: 'プレイタイミング', en: 'Play timing' },
  },
  steps: {
    '1.1': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('プレイタイミングが始まるときの確認です。', 'Checked as the play timing opens.'),
      source: src('1.1'),
    },
    '2.1': {
      title: { ja: 'ターンファイターが使う', en: 'Turn fighter may use a card' },
      text: {
        ja: 'ターンを進めているファイター(ターンファイター)が、使えるカードか能力を1つ選んで使えます。使ったら2.2へ、使わない(使えるものがない)なら6.1へ進みます。',
        en: 'The fighter whose turn it is (the turn fighter) may pick one card or ability they are able to use. Using one leads to 2.2; passing, or having nothing to use, leads to 6.1.',
      },
      source: src('2.1'),
      note: {
        ja: 'このフローでは、効果の対象は使った時点で決まり、解決時に選び直しません。',
        en: 'In this chart an effect fixes its target when the card is used; it is not chosen again on resolution.',
      },
    },
    '2.2': {
      title: { ja: 'コストを払う', en: 'Pay the cost' },
      text: {
        ja: 'ターンファイターが、選んだカードのコスト(【コールコスト】【使用コスト】【装備コスト】など)を払います。カードは解決を待つ状態になります。',
        en: 'The turn fighter pays whatever the chosen card costs (call, cast, equip cost and so on). The card now waits to resolve.',
      },
      source: src('2.2'),
      note: CANNOT_PAY_NOTE,
    },
    '2.3': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('ターンファイターが使った後の確認です。', 'Checked after the turn fighter has used a card.'),
      source: src('2.3'),
    },
    '3.1': {
      title: { ja: '非ターンファイターの【対抗】', en: 'Opponent may Counter' },
      text: {
        ja: 'ターンを進めていないファイター(非ターンファイター)が、【対抗】を持つカードか能力を1つ選んで使えます。使ったら3.2へ、使わないなら5.1へ進みます。',
        en: 'The other fighter (the non-turn fighter) may answer with one card or ability that has Counter. Using one leads to 3.2; passing leads to 5.1.',
      },
      source: src('3.1'),
      note: {
        ja: 'ここでターンファイターが割り込む手段はありません。【対抗】を持っていても同じです(Q2)。',
        en: 'The turn fighter has no way to cut in here, not even with a Counter of their own (Q2).',
      },
    },
    '3.2': {
      title: { ja: 'コストを払う', en: 'Pay the cost' },
      text: {
        ja: '非ターンファイターが、選んだ【対抗】のコストを払います。そのカードは解決を待つ状態になります。',
        en: 'The non-turn fighter pays the cost of the Counter they chose. It now waits to resolve.',
      },
      source: src('3.2'),
      note: CANNOT_PAY_NOTE,
    },
    '3.3': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('非ターンファイターが【対抗】を使った後の確認です。', 'Checked after the non-turn fighter has used a Counter.'),
      source: src('3.3'),
    },
    '4.1': {
      title: { ja: '非ターンファイターの解決', en: "Opponent's Counter resolves" },
      text: {
        ja: '非ターンファイターの【対抗】を先に解決します。ターンファイターのカードは、まだ解決を待っています。',
        en: "The non-turn fighter's Counter resolves first. The turn fighter's card is still waiting.",
      },
      source: src('4.1'),
    },
    '4.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('【対抗】の解決後の確認です。', 'Checked after the Counter has resolved.'),
      source: src('4.2'),
    },
    '5.1': {
      title: { ja: 'ターンファイターの解決', en: "Turn fighter's card resolves" },
      text: {
        ja: '2.1でターンファイターが使ったカードか能力を解決します。対象がもういなければ、その部分は何も起きません。',
        en: 'The card or ability the turn fighter used at 2.1 now resolves. If its target has gone, that part does nothing.',
      },
      source: src('5.1'),
    },
    '5.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText(
        'ターンファイターの使ったものが5.1で解決した後の確認です(相手が【対抗】を使っていれば、それは4.1で先に解決済みです)。',
        "Checked after the turn fighter's card or ability resolved at 5.1 (an opponent's Counter, if any, already resolved first at 4.1).",
      ),
      source: src('5.2'),
      note: {
        ja: 'この後は2.1に戻り、ターンファイターがまた使うかを選びます。',
        en: 'From here the flow goes back to 2.1, where the turn fighter may use something again.',
      },
    },
    '6.1': {
      title: { ja: '非ターンファイターの【対抗】', en: 'Opponent may Counter' },
      text: {
        ja: 'ターンファイターが何も使わなかったので、非ターンファイターが【対抗】を持つカードか能力を1つ使えます。使ったら6.2へ、使わないなら10.1へ進みます。',
        en: 'The turn fighter used nothing, so the non-turn fighter may use one card or ability with Counter. Using one leads to 6.2; passing leads to 10.1.',
      },
      source: src('6.1'),
    },
    '6.2': {
      title: { ja: 'コストを払う', en: 'Pay the cost' },
      text: {
        ja: '非ターンファイターが、選んだ【対抗】のコストを払います。そのカードは解決を待つ状態になります。',
        en: 'The non-turn fighter pays the cost of the Counter they chose. It now waits to resolve.',
      },
      source: src('6.2'),
      note: CANNOT_PAY_NOTE,
    },
    '6.3': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('非ターンファイターが【対抗】を使った後の確認です。', 'Checked after the non-turn fighter has used a Counter.'),
      source: src('6.3'),
    },
    '7.1': {
      title: { ja: 'ターンファイターの【対抗】', en: 'Turn fighter may Counter' },
      text: {
        ja: '今度はターンファイターが、【対抗】を持つカードか能力を1つ使って答えられます。使ったら7.2へ、使わないなら9.1へ進みます。',
        en: 'Now the turn fighter may answer with one card or ability that has Counter. Using one leads to 7.2; passing leads to 9.1.',
      },
      source: src('7.1'),
    },
    '7.2': {
      title: { ja: 'コストを払う', en: 'Pay the cost' },
      text: {
        ja: 'ターンファイターが、選んだ【対抗】のコストを払います。そのカードは解決を待つ状態になります。',
        en: 'The turn fighter pays the cost of the Counter they chose. It now waits to resolve.',
      },
      source: src('7.2'),
      note: CANNOT_PAY_NOTE,
    },
    '7.3': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('ターンファイターが【対抗】で答えた後の確認です。', 'Checked after the turn fighter has answered with a Counter.'),
      source: src('7.3'),
    },
    '8.1': {
      title: { ja: 'ターンファイターの解決', en: 'Counter back resolves' },
      text: {
        ja: '後から使われたターンファイターの【対抗】を先に解決します。非ターンファイターのカードは、まだ待っています。',
        en: "The turn fighter's Counter, used last, resolves first. The non-turn fighter's card is still waiting.",
      },
      source: src('8.1'),
    },
    '8.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('ターンファイターの【対抗】の解決後の確認です。', "Checked after the turn fighter's Counter has resolved."),
      source: src('8.2'),
    },
    '9.1': {
      title: { ja: '非ターンファイターの解決', en: "Opponent's Counter resolves" },
      text: {
        ja: '6.1で非ターンファイターが使ったカードか能力を解決します。',
        en: 'The card or ability the non-turn fighter used at 6.1 now resolves.',
      },
      source: src('9.1'),
    },
    '9.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('使われたカードがすべて解決した後の確認です。', 'Checked once every card used has resolved.'),
      source: src('9.2'),
      note: {
        ja: 'この後は2.1に戻り、ターンファイターがまた使うかを選びます。',
        en: 'From here the flow goes back to 2.1, where the turn fighter may use something again.',
      },
    },
    '10.1': {
      title: { ja: '終了', en: 'Play timing ends' },
      text: {
        ja: 'ターンファイターも非ターンファイターも何も使わなかったので、このプレイタイミングは終わります。',
        en: 'Neither fighter used anything, so this play timing is over.',
      },
      source: src('10.1'),
      note: {
        ja: '終わるのは、2.1でターンファイターが使わず、続く6.1で非ターンファイターも使わなかったときだけです。',
        en: 'It only ends when the turn fighter passes at 2.1 and the non-turn fighter then passes at 6.1 as well.',
      },
    },
  },
  ends: {
    ended: { ja: 'プレイタイミング終了', en: 'Play timing over' },
    'game-over': GAME_OVER,
  },
  events: playTimingEvents,
  guards: playTimingGuards,
  setups: {
    'effect-buddy-call': {
      title: { ja: '効果によるバディコール', en: 'A Buddy Call made by an effect' },
      text: {
        ja: 'ターンファイターは、バディをセンターにコールする魔法を持ち、まだバディコールをしていません。相手は【対抗】の魔法を持っています。カードは説明用の仮のものです。',
        en: 'The turn fighter holds a spell that calls their buddy to the center, and has not made a Buddy Call yet. The opponent holds a Counter spell. The cards are made-up examples.',
      },
    },
    'effect-buddy-call-used': {
      title: { ja: 'バディコール済みで、効果によるコール', en: 'A call by an effect after the Buddy Call was made' },
      text: {
        ja: 'ターンファイターは、バディをセンターにコールする魔法を持っていますが、このゲームのバディコールはもう済んでいます。カードは説明用の仮のものです。',
        en: "The turn fighter holds a spell that calls their buddy to the center, but has already made this game's Buddy Call. The card is a made-up example.",
      },
    },
    'equip-change': {
      title: { ja: '『装備変更』で前のアイテムを手札へ', en: 'Equipment Change: the old item back to the hand' },
      text: {
        ja: 'ターンファイターはアイテムを装備したまま、『装備変更』を持つ別のアイテムを装備します。5.1で解決するとアイテムが2枚になり、5.2の★ルール処理★で前のアイテムの行き先を選びます。カードは説明用の仮のものです。',
        en: 'The turn fighter, already equipped, equips another item that has Equipment Change. Once it resolves at 5.1 the item area holds two cards, and at the ★rules check★ of 5.2 the owner chooses where the old one goes. The cards are made-up examples.',
      },
    },
    'equip-over': {
      title: { ja: '『装備変更』のないアイテムを装備し直す', en: 'Equipping over an item, without Equipment Change' },
      text: {
        ja: 'ターンファイターはアイテムを装備したまま、『装備変更』のない別のアイテムを装備します。5.2の★ルール処理★で、前のアイテムはドロップゾーンへ送られます。カードは説明用の仮のものです。',
        en: 'The turn fighter, already equipped, equips another item without Equipment Change. At the ★rules check★ of 5.2 the old item goes to the drop zone. The cards are made-up examples.',
      },
    },
    'lose-life': {
      title: { ja: 'ライフを失うのはダメージではない', en: 'Losing life is not damage' },
      text: {
        ja: '相手は効果によるダメージを防いでいる状態です。ターンファイターは「相手はライフを2失う」魔法を使います。カードは説明用の仮のものです。',
        en: 'The opponent is protected from effect damage. The turn fighter uses a spell that makes the opponent lose 2 life. The card is a made-up example.',
      },
    },
    'pay-life': {
      title: { ja: 'ライフを払うのはダメージではない', en: 'Paying life is not damage' },
      text: {
        ja: 'ターンファイターは攻撃によるダメージも効果によるダメージも防いでいる状態で、ライフを1払う魔法を使います。カードは説明用の仮のものです。',
        en: 'The turn fighter is protected from both attack and effect damage, and uses a spell that pays 1 life. The card is a made-up example.',
      },
    },
    'lethal-spell': {
      title: { ja: '効果ダメージで決着', en: 'Effect damage that ends the game' },
      text: {
        ja: '相手のライフは2です。ターンファイターは相手に2ダメージを与える魔法を使います。5.1で解決してライフが0になり、5.2の★ルール処理★で相手が敗北してゲームが終わります。カードは説明用の仮のものです。',
        en: 'The opponent has 2 life. The turn fighter uses a spell that deals the opponent 2 damage. It resolves at 5.1, their life hits 0, and the ★rules check★ at 5.2 makes them lose: the game ends. The card is a made-up example.',
      },
    },
    'size-call': {
      title: { ja: 'コールでサイズ超過(版で変わる)', en: 'A call that breaks the size limit (differs by edition)' },
      text: {
        ja: 'ターンファイターのレフトにサイズ2のモンスターがいます。サイズ2のモンスターをセンターにコールする魔法を使い、5.1で解決すると合計は4です。5.2の★ルール処理★で、日本語版の詳細ルールでは前からいたレフトが置かれ、2014年の英語版ではどちらを置くか持ち主が選びます。カードは説明用の仮のものです。',
        en: 'The turn fighter has a size 2 monster on the left and uses a spell that calls a size 2 monster to the center; when it resolves at 5.1 the total is 4. At the ★rules check★ at 5.2, the Japanese detailed rules send the older left monster, while under the 2014 English rules the owner picks either. The cards are made-up examples.',
      },
    },
    window: {
      title: { ja: '「破壊された時」の機会', en: 'A "when destroyed" window' },
      text: {
        ja: 'ターンファイターの手札に、条件を満たしたばかりの「破壊された時」に使えるカードがあります。使わずに誰も動かないままプレイタイミングが終わると、その機会は失われます。',
        en: 'The turn fighter holds a card usable "when destroyed", whose condition has just been met. If the play timing ends with nobody acting, that window closes for good.',
      },
    },
    costs: {
      title: { ja: '払えないコスト、払えるコスト', en: 'A cost that cannot be paid, and one that can' },
      text: {
        ja: 'ターンファイターのゲージは1です。ゲージ2の魔法は払えないので使えません。ゲージ1とライフ1の魔法は使えて、2.2で両方をまとめて払います(ライフを払うのはダメージではありません)。カードは説明用の仮のものです。',
        en: 'The turn fighter has 1 gauge. The spell costing 2 gauge cannot be paid for, so it cannot be used. The one costing 1 gauge and 1 life can, and both parts are paid together at 2.2 (paying life is not damage). The cards are made-up examples.',
      },
    },
    'life-cost-lethal': {
      title: { ja: 'ライフを0まで払う', en: 'Paying life down to 0' },
      text: {
        ja: 'ターンファイターのライフは2で、ライフ2を払う魔法を使います。払うことはできますが、直後の2.3の★ルール処理★でライフ0の敗北が見つかり、魔法が解決する前にゲームが終わります。カードは説明用の仮のものです。',
        en: 'The turn fighter has 2 life and uses a spell that costs 2 life. Paying is allowed, but the ★rules check★ right after, at 2.3, finds the fighter at 0 life, and the game ends before the spell can resolve. The cards are made-up examples.',
      },
    },
    'soul-rest-cost': {
      title: { ja: 'ソウルとレストのコスト', en: 'A soul cost and a rest cost' },
      text: {
        ja: 'ターンファイターの魔法は、コストとしてソウル1枚をドロップゾーンへ置き、モンスター1枚をレストします。センターのモンスターはスタンドしていてソウルを1枚持っているので、2.2で両方を払えます。カードは説明用の仮のものです。',
        en: "The turn fighter's spell costs a soul card (to the drop zone) and resting a monster. The center monster is standing and has one soul card, so both are paid at 2.2. The cards are made-up examples.",
      },
    },
    'discard-cost': {
      title: { ja: '手札を捨てるコスト', en: 'A cost of a card from the hand' },
      text: {
        ja: '相手の【対抗】は、コストとして手札を1枚捨てる必要があります。相手の手札はその【対抗】だけなので、コストを払えず使えません。カードは説明用の仮のものです。',
        en: "The opponent's Counter costs a card from the hand. The opponent holds nothing else, so the cost cannot be paid and the Counter cannot be used. The cards are made-up examples.",
      },
    },
    'damage-window': {
      title: { ja: '「ダメージを受けた時」の機会', en: 'A "when you take damage" window' },
      text: {
        ja: 'ターンファイターは相手に2ダメージを与える魔法を使います。相手の手札には「ダメージを受けた時」に使える【対抗】カードがあります。3.1ではまだ使えず、5.1でダメージを受けてから使えるようになります。カードは説明用の仮のものです。',
        en: 'The turn fighter uses a spell that deals the opponent 2 damage. The opponent holds a Counter card usable "when you take damage": it cannot be used at 3.1 yet, and becomes usable once the damage is taken at 5.1. The cards are made-up examples.',
      },
    },
    'window-cut': {
      title: { ja: '別のカードの解決で失われる「破壊された時」の機会', en: 'A "when destroyed" window closed by another card' },
      text: {
        ja: 'ターンファイターの手札に、条件を満たしたばかりの「破壊された時」に使えるカードと、条件と関係のない魔法があります。2.1で先に魔法を使うと、5.1で解決した時点で「破壊された時」のカードは使わなかった扱いになります。カードは説明用の仮のものです。',
        en: 'The turn fighter holds a card usable "when destroyed", whose condition has just been met, and a spell unrelated to it. Using the spell first at 2.1 means that, once it resolves at 5.1, the "when destroyed" card counts as not used. The cards are made-up examples.',
      },
    },
    basic: {
      title: { ja: '魔法に【対抗】で答える', en: 'A spell, answered with a Counter' },
      text: {
        ja: '両ファイターが手札に1枚ずつ持っています。ターンファイターは魔法カード、非ターンファイターは【対抗】を持つ魔法カードです。どちらも解決しても盤面は変わりません。',
        en: 'Each fighter holds one card: the turn fighter a spell, the non-turn fighter a spell with Counter. Neither changes the board when it resolves.',
      },
    },
    asmodai: {
      title: { ja: 'Q1:魔王 アスモダイ', en: 'Q1: Demon Lord, Asmodai' },
      text: {
        ja: 'ターンファイターが「魔王 アスモダイ」をコールし、その後に能力“必殺デンジャラスバックドロップ”が発動します。非ターンファイターは【対抗】を2枚持っています。',
        en: 'The turn fighter calls Demon Lord, Asmodai, and then its ability Dangerous Back-drop! goes off. The non-turn fighter holds two Counters.',
      },
    },
    skies: {
      title: { ja: 'Q2・Q3:大空を手に入れて', en: 'Q2, Q3: The Skies in your Hand' },
      text: {
        ja: 'ターンファイターは相手センターのモンスターに「ドラゴニック・デストロイ」を使います。非ターンファイターは「大空を手に入れて」で答えられ、ターンファイターは【対抗】の「ドラゴン・ブレス」も手札に残しています。',
        en: "The turn fighter aims Dragonic Destroy at the monster in the opponent's center. The non-turn fighter can answer with The Skies in your Hand, and the turn fighter also keeps Dragon Breath, a Counter, in hand.",
      },
    },
  },
  editor: {
    groups: {
      turn: { ja: 'ターンファイター', en: 'Turn fighter' },
      nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
    },
    fields: {
      life: { ja: 'ライフ', en: 'Life' },
      deck: { ja: 'デッキ枚数', en: 'Deck' },
      gauge: { ja: 'ゲージ', en: 'Gauge' },
      spells: { ja: '手札:【対抗】のないカード', en: 'Hand: cards without Counter' },
      counters: { ja: '手札:【対抗】を持つカード', en: 'Hand: cards with Counter' },
    },
  },
  board: tableBoard,
} satisfies FlowContent;
