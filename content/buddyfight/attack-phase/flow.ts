import type { FlowContent } from '../../schema';
import { GAME_OVER, RULES_CHECK_TITLE, editionRulesCheckText } from '../shared';
import { playTimingEvents, playTimingGuards, tableBoard } from '../play-timing/flow';

const src = (ref: string) => ({ doc: '000', section: '③', ref });

const AREA = { left: { ja: 'レフト', en: 'left' }, center: { ja: 'センター', en: 'center' }, right: { ja: 'ライト', en: 'right' } } as const;

/** Move's buttons: which monster (by its area) shifts to which empty area. */
const MOVE_EVENTS = Object.fromEntries(
  (['left', 'center', 'right'] as const).flatMap((from) =>
    (['left', 'center', 'right'] as const)
      .filter((to) => to !== from)
      .map((to) => [
        `move-${from}-to-${to}`,
        { ja: `${AREA[from].ja}の『移動』持ちを${AREA[to].ja}へ`, en: `Move the ${AREA[from].en} monster to the ${AREA[to].en}` },
      ]),
  ),
);

/** The words every nested play timing starts with; the chart opens it in place. */
const playTiming = (ja: string, en: string) => ({
  ja: `ここでプレイタイミング(②の流れ)が入ります。${ja}`,
  en: `A play timing (the chart of section ②) runs here. ${en}`,
});

/**
 * 000 ③ opens no play timing from 2.6 to 3.4: a judge asked whether a Counter fits in at 3.2.1. Each step of that
 * stretch says so, and where the next chance is, in one short sentence after its own text.
 */
const NO_PLAY_TIMING = { ja: 'この手順にプレイタイミングはなく、次は3.4です。', en: 'No play timing at this step; the next is at 3.4.' };
/** The one Counter that does fit in that stretch: ④ lets a Counter answer Lifelink, and a monster may leave at 3.1.1 or 3.2.2. */
const LIFELINK_ANSWER = {
  ja: 'ただし、ここで場を離れたモンスターの『ライフリンク』には、プレイタイミングでなくても【対抗】で答えられます(④『ライフリンク』)。',
  en: 'A Lifelink set off by a monster leaving the field here can still be answered with a Counter, play timing or not (④, Lifelink).',
};
const noPlayTiming = (text: { ja: string; en: string }) => ({ ja: text.ja + NO_PLAY_TIMING.ja, en: `${text.en} ${NO_PLAY_TIMING.en}` });

export default {
  title: { ja: 'アタックフェイズの流れ', en: 'Attack phase' },
  short: { ja: 'アタックフェイズ', en: 'Attack phase' },
  summary: {
    ja: 'アタックフェイズを、『移動』から攻撃の選択、ヒットの判定、『貫通』『反撃』『2回攻撃』、フェイズの終わりまで順に追います。途中のプレイタイミングは②の流れがそのまま入ります。',
    en: 'Follows the attack phase from Move through choosing an attack, judging the hit, Penetrate, Counterattack and Double Attack, to the end of the phase. Each play timing on the way is the play-timing chart of section ②, nested in place.',
  },
  source: src('1.1–5.1'),
  groups: {
    '1': { ja: 'アタックフェイズの開始', en: 'Start of the attack phase' },
    '2': { ja: '攻撃の選択', en: 'Choosing the attack' },
    '3': { ja: '攻撃の判定', en: 'Judging the attack' },
    '4': { ja: '攻撃後の処理', en: 'After the attack' },
    '5': { ja: 'アタックフェイズの終了', en: 'End of the attack phase' },
  },
  steps: {
    '1.1': {
      title: { ja: '『移動』が発動', en: 'Move activates' },
      text: {
        ja: 'フェイズの始めに、『移動』を持つモンスターを自分の空いている別のエリアへ置き直せます。ターンファイターが先(1.1.1)、非ターンファイターが後(1.1.2)です。',
        en: 'As the phase begins, monsters with Move may shift to another empty area on their own side: the turn fighter first (1.1.1), then the non-turn fighter (1.1.2).',
      },
      source: src('1.1'),
      note: {
        ja: '『移動』に【対抗】は使えません(④)。',
        en: 'Move cannot be answered with a Counter (section ④).',
      },
    },
    '1.1.1': {
      title: { ja: 'ターンファイターの『移動』', en: 'Turn fighter moves' },
      text: {
        ja: 'ターンファイターは、『移動』を持つ自分のモンスターを1枚ずつ、自分の空いている別のエリアへ移せます。移さなくてもかまいません。',
        en: 'The turn fighter may shift their own Move monsters, one card at a time, into another of their empty areas. Leaving them where they are is fine too.',
      },
      source: src('1.1.1'),
    },
    '1.1.2': {
      title: { ja: '非ターンファイターの『移動』', en: 'Non-turn fighter moves' },
      text: {
        ja: '続いて非ターンファイターが、『移動』を持つ自分のモンスターを1枚ずつ、自分の空いている別のエリアへ移せます。',
        en: 'Then the non-turn fighter may shift their own Move monsters, one card at a time, into another of their empty areas.',
      },
      source: src('1.1.2'),
    },
    '1.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('『移動』の後の確認です。', 'Checked after Move.'),
      source: src('1.2'),
    },
    '1.3': {
      title: { ja: 'プレイタイミング', en: 'Play timing' },
      text: playTiming(
        'アタックフェイズの開始時に発動する能力も、この中で解決します。',
        'Abilities that go off "at the start of the attack phase" resolve here too.',
      ),
      source: src('1.3'),
    },
    '1.4': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('最初のプレイタイミングの後の確認です。', 'Checked after the first play timing.'),
      source: src('1.4'),
    },
    '2.1': {
      title: { ja: '攻撃する?', en: 'Attack?' },
      text: {
        ja: '攻撃できるカードがあれば、攻撃するかを選びます。攻撃するなら2.2へ、まだしないなら2.1.1へ進みます。攻撃が終わるたびに、ここへ戻ってきます。',
        en: 'If any card can attack, choose whether to attack. Attacking leads to 2.2; holding off leads to 2.1.1. After every attack the flow comes back here.',
      },
      source: src('2.1'),
      note: {
        ja: '先攻の1ターン目は、攻撃は1回だけで、連携攻撃もできません。',
        en: 'On the first turn of the fighter who goes first, only one attack is allowed, and it cannot be a link attack.',
      },
    },
    '2.1.1': {
      title: { ja: 'プレイタイミング', en: 'Play timing' },
      text: playTiming('攻撃の前に、カードや能力を使う機会です。', 'It is a chance to use cards and abilities before deciding on an attack.'),
      source: src('2.1.1'),
    },
    '2.1.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('攻撃前のプレイタイミングの後の確認です。', 'Checked after the play timing before the attack.'),
      source: src('2.1.2'),
    },
    '2.1.3': {
      title: { ja: '改めて攻撃する?', en: 'Attack after all?' },
      text: {
        ja: '攻撃できるカードがあれば、もう一度攻撃するかを選びます。攻撃するなら2.2へ、攻撃を終えるなら5.1へ進みます。',
        en: 'If any card can attack, choose again. Attacking leads to 2.2; finishing your attacks leads to 5.1.',
      },
      source: src('2.1.3'),
    },
    '2.2': {
      title: { ja: '攻撃カードと対象', en: 'Attackers and target' },
      text: {
        ja: 'どのカードで攻撃するかを選んでそのカードをレストし、何を攻撃するかを決めます。2枚以上を選んでレストすれば連携攻撃です。',
        en: 'Pick the attacking card and rest it, then choose what it attacks. Picking and resting two or more cards makes a link attack.',
      },
      source: src('2.2'),
      note: {
        ja: '相手センターにモンスターがいる間はファイターを攻撃対象にできません。これはこの文書ではなく基本ルールによるものです。このフローでは攻撃するカードを1枚ずつ選び、最後に対象を選ぶと確定します。',
        en: 'While the opponent has a monster in the center, the fighter cannot be the target; that comes from the basic rules, not from this document. In this chart you add attackers one card at a time, and choosing a target closes the choice.',
      },
    },
    '2.3': {
      title: { ja: '攻撃中・バトル中', en: 'Now attacking, in battle' },
      text: {
        ja: 'ここから、攻撃したカードは「攻撃中」、この攻撃は「バトル中」として扱われます。',
        en: 'From this point the card counts as "attacking" and the attack counts as "in battle".',
      },
      source: src('2.3'),
    },
    '2.4': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('攻撃を宣言した後の確認です。', 'Checked once the attack has been declared.'),
      source: src('2.4'),
    },
    '2.5': {
      title: { ja: 'プレイタイミング(1回)', en: 'Play timing (once)' },
      text: playTiming(
        '「攻撃した時」や「攻撃された時」に起きる能力も、この中で解決します。この場面で使える【対抗】は、ファイターごとに1回までです。',
        'Abilities that go off "when it attacks" or "when it is attacked" resolve here too. Each fighter may use at most one Counter in this play timing.',
      ),
      source: src('2.5'),
      note: {
        ja: '【このサイトの読み】2.5は【対抗】の回数だけを決めていて、【対抗】のないカードについては書いていません。図では、この手順で使えるのは【対抗】を持つカードと能力だけとしています。',
        en: "[This site's reading] 2.5 only limits how many Counters each fighter uses and is silent on cards without Counter. The chart offers only cards and abilities with Counter at this step.",
      },
    },
    '2.6': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText(
        '攻撃中のプレイタイミングの後の確認です。攻撃が残っていれば3.1へ進みます。',
        'Checked after the play timing during the attack. If the attack still stands, it goes on to 3.1.',
      ),
      source: src('2.6'),
      note: {
        ja: '攻撃が無効にされたか、攻撃しているカードか攻撃対象が場を離れていれば、判定を飛ばして3.3へ進みます。離れた対象のかわりに別の対象が選ばれることはありません。',
        en: 'If the attack was nullified, or the attacking card or the target has left the field, judging is skipped and the flow goes to 3.3. A target that left is never replaced by another.',
      },
    },
    '3.1': {
      title: { ja: 'ヒットの判定', en: 'Does it hit?' },
      text: noPlayTiming({
        ja: '攻撃がヒットするかを判定します。攻撃対象がモンスターなら3.1.1へ、ファイターなら3.1.2へ進みます。',
        en: 'Judge whether the attack hits. A monster target leads to 3.1.1; an attack on the fighter leads to 3.1.2.',
      }),
      source: src('3.1'),
    },
    '3.1.1': {
      title: { ja: 'モンスターへの攻撃', en: 'Attack on a monster' },
      text: noPlayTiming({
        ja: '攻撃力(連携攻撃なら参加しているカードの合計)が、攻撃されたモンスターの防御力と同じか上回れば、攻撃はヒットし、そのモンスターを破壊します。',
        en: "If the attack's power (for a link attack, the total of the cards taking part) is equal to or above the target monster's defense, the attack hits and that monster is destroyed.",
      }),
      source: src('3.1.1'),
      note: LIFELINK_ANSWER,
    },
    '3.1.2': {
      title: { ja: 'ファイターへの攻撃', en: 'Attack on the fighter' },
      text: noPlayTiming({
        ja: 'ファイターへの攻撃はヒットし、打撃力(連携攻撃なら合計)の分だけ相手にダメージを与えます。',
        en: 'An attack on the fighter hits and deals damage equal to the critical (for a link attack, the total critical).',
      }),
      source: src('3.1.2'),
      note: {
        ja: '相手が防御力を持つアイテムを装備していて、攻撃力がその防御力より低いとダメージはありません(④の「その他」)。',
        en: "If the opponent has an item with defense equipped and the attack's power is below that defense, no damage is dealt (section ④, other rules).",
      },
    },
    '3.2': {
      title: { ja: '『貫通』と『反撃』', en: 'Penetrate and Counterattack' },
      text: noPlayTiming({
        ja: 'ここで『貫通』(3.2.1)と『反撃』(3.2.2)が発動します。',
        en: 'Penetrate (3.2.1) and Counterattack (3.2.2) take effect here.',
      }),
      source: src('3.2'),
    },
    '3.2.1': {
      title: { ja: '『貫通』', en: 'Penetrate' },
      text: noPlayTiming({
        ja: '相手のセンターにいるモンスターへの攻撃がヒットしたら、『貫通』を持つ攻撃カードは、自分の打撃力と同じ量のダメージを相手ファイターに与えます。',
        en: "When the attack hits the monster in the opponent's center, an attacking card with Penetrate deals its critical as damage to the opposing fighter.",
      }),
      source: src('3.2.1'),
      note: {
        ja: '『貫通』に【対抗】は使えません(④)。連携攻撃では、『貫通』を持つカードがそれぞれ1回ずつ、自分の打撃力分のダメージを与えます。【このサイトの読み】『貫通』の条件は「ヒットした時」で、破壊されたかどうかではありません。そのため、『ソウルガード』で場に残ったモンスターへのヒットでも『貫通』はダメージを与えます。',
        en: "Penetrate cannot be answered with a Counter (④). In a link attack, each card with Penetrate deals its own critical, once each. [This site's reading] Penetrate keys on the hit, not on the destruction, so a hit on a monster that Soulguard kept on the field still lets Penetrate deal its damage.",
      },
    },
    '3.2.2': {
      title: { ja: '『反撃』', en: 'Counterattack' },
      text: noPlayTiming({
        ja: '攻撃された『反撃』を持つカードがまだ場にいれば、攻撃したモンスターのうち、防御力がそのカードの攻撃力以下のものを1枚選んで破壊します。これは日本語版のルール(既定)の読みで、2014年の英語版は攻撃力より低いものだけを破壊し、同じ値なら残します。',
        en: "If the attacked card with Counterattack is still on the field, choose one attacking monster whose defense is at or below that card's power, and destroy it. That is the Japanese rules' reading (the default); the 2014 English rules destroy only a lower defense, so an equal one stays.",
      }),
      source: src('3.2.2'),
      note: {
        ja:
          '英語版(文書002)は「未満」、000は「以下」と書いています。既定では一次資料の000に従い、同じ値でも破壊します。「ルールの版」で2014年英語版に切り替えると、同じ値では破壊しません。『反撃』に【対抗】は使えません(④)。' +
          LIFELINK_ANSWER.ja,
        en: `002 says "less than" where 000 says "less than or equal". By default we follow 000, the primary source, so an equal value is destroyed too; switch the rules edition to the 2014 English rules and an equal value survives. Counterattack cannot be answered with a Counter (④). ${LIFELINK_ANSWER.en}`,
      },
    },
    '3.3': {
      title: { ja: '攻撃・バトル終了', en: 'Attack and battle end' },
      text: noPlayTiming({
        ja: 'ここで「攻撃中」「バトル中」の扱いが終わります。',
        en: 'The card stops counting as "attacking", and the battle is over.',
      }),
      source: src('3.3'),
    },
    '3.4': {
      title: { ja: 'プレイタイミング', en: 'Play timing' },
      text: playTiming(
        '「ダメージを与えた時」や「モンスターを破壊した時」、さらに「バトルの終了時」や「攻撃の終了時」に起きる能力も、この中で解決します。',
        'Abilities that go off "when it deals damage", "when it destroys a monster", "at the end of the battle" or "at the end of the attack" resolve here too.',
      ),
      source: src('3.4'),
    },
    '3.5': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('バトル後のプレイタイミングの後の確認です。', 'Checked after the play timing that follows the battle.'),
      source: src('3.5'),
    },
    '4.1': {
      title: { ja: '『2回攻撃』', en: 'Double Attack' },
      text: {
        ja: '攻撃したカードに『2回攻撃』を持つものがあり、このターンまだその『2回攻撃』を使っていなければ、そのカードはスタンドします。',
        en: 'An attacking card with Double Attack stands again, as long as its Double Attack has not been used yet this turn.',
      },
      source: src('4.1'),
      note: {
        ja: '④の『2回攻撃』の説明は参照先を4.2としていますが、フローでは4.1が『2回攻撃』、4.2がルール処理です。ここではフローに従います。',
        en: "Section ④'s Double Attack text points at step 4.2, but the flow puts Double Attack at 4.1 and makes 4.2 a rules check. We follow the flow.",
      },
    },
    '4.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('『2回攻撃』の後の確認です。', 'Checked after Double Attack.'),
      source: src('4.2'),
    },
    '4.3': {
      title: { ja: 'プレイタイミング', en: 'Play timing' },
      text: playTiming('攻撃の後処理が済んだ後の機会です。', 'It comes once the attack has been wrapped up.'),
      source: src('4.3'),
    },
    '4.4': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('攻撃1回分の最後の確認です。この後は2.1に戻ります。', 'The last check of this attack; afterwards the flow returns to 2.1.'),
      source: src('4.4'),
    },
    '5.1': {
      title: { ja: 'フェイズ終了', en: 'Phase ends' },
      text: {
        ja: 'アタックフェイズが終わり、ファイナルフェイズへ進みます。',
        en: 'The attack phase is over; play moves on to the final phase.',
      },
      source: src('5.1'),
    },
  },
  ends: {
    'game-over': GAME_OVER,
    ended: { ja: 'アタックフェイズ終了(ファイナルフェイズへ)', en: 'Attack phase over: on to the final phase' },
  },
  events: {
    ...playTimingEvents,
    move: { ja: 'モンスターを『移動』させる', en: 'Move a monster' },
    attack: { ja: '攻撃する', en: 'Attack' },
    'no-attack': { ja: 'まだ攻撃しない', en: "Don't attack yet" },
    'end-attacks': { ja: '攻撃を終える', en: 'End attacks' },
    'pick-left': { ja: 'レフトのモンスターで攻撃', en: 'Attack with the left monster' },
    'pick-center': { ja: 'センターのモンスターで攻撃', en: 'Attack with the center monster' },
    'pick-right': { ja: 'ライトのモンスターで攻撃', en: 'Attack with the right monster' },
    'pick-item': { ja: 'アイテムで攻撃', en: 'Attack with your item' },
    'target-left': { ja: '相手のレフトのモンスターを攻撃', en: "Target the opponent's left monster" },
    'target-center': { ja: '相手のセンターのモンスターを攻撃', en: "Target the opponent's center monster" },
    'target-right': { ja: '相手のライトのモンスターを攻撃', en: "Target the opponent's right monster" },
    'target-fighter': { ja: '相手ファイターを攻撃', en: 'Target the opponent' },
    ...MOVE_EVENTS,
  },
  guards: {
    ...playTimingGuards,
    turnHasMove: { ja: 'ターンファイターに『移動』できるモンスターがいる', en: 'A monster can Move' },
    nonTurnHasMove: { ja: '非ターンファイターに『移動』できるモンスターがいる', en: 'Opponent has a monster that can Move' },
    canMove: { ja: 'まだ移していない『移動』持ちと、空いている移動先がある', en: 'A Move monster not yet moved, and an empty area to go to' },
    canAttack: { ja: '攻撃できるカードがある', en: 'A card can attack' },
    cannotAttack: { ja: '攻撃できるカードがない', en: 'No card can attack' },
    canPickLeft: { ja: 'レフトが攻撃できる', en: 'Left can attack' },
    canPickCenter: { ja: 'センターが攻撃できる', en: 'Center can attack' },
    canPickRight: { ja: 'ライトが攻撃できる', en: 'Right can attack' },
    canPickItem: { ja: 'アイテムが攻撃できる', en: 'Item can attack' },
    canTargetLeft: { ja: '相手レフトにモンスター', en: "Monster in opponent's left" },
    canTargetCenter: { ja: '相手センターにモンスター', en: "Monster in opponent's center" },
    canTargetRight: { ja: '相手ライトにモンスター', en: "Monster in opponent's right" },
    canTargetFighter: { ja: '相手センターが空いている', en: "Opponent's center is empty" },
    attackStands: { ja: '攻撃は続いている', en: 'The attack stands' },
    attackFizzled: { ja: '無効化・攻撃側か対象が不在', en: 'Nullified, or attacker or target gone' },
    targetIsMonster: { ja: '対象はモンスター', en: 'Target is a monster' },
    targetIsFighter: { ja: '対象はファイター', en: 'Target is the fighter' },
  },
  setups: {
    'center-hits': {
      title: { ja: 'センターへの攻撃がヒットし『貫通』が発動', en: 'A center attack that hits, and Penetrate fires' },
      text: {
        ja: '自分のセンター(攻撃力7000・防御力5000・打撃力2、『貫通』)で相手センター(攻撃力4000・防御力6000・打撃力1)を攻撃すると、7000が6000以上なのでヒットして破壊し、3.2.1で『貫通』が相手に2ダメージを与えます。数値は説明用の仮の値です。',
        en: "Attack the opponent's center (power 4000, defense 6000, critical 1) with your center (power 7000, defense 5000, critical 2, Penetrate): 7000 is at least 6000, so it hits and destroys it, and at 3.2.1 Penetrate deals the opponent 2 damage. The numbers are only illustrative.",
      },
    },
    seal: {
      title: { ja: 'ファイターへの攻撃中にセンターへコール', en: 'A monster called to the center during an attack on the fighter' },
      text: {
        ja: '相手の場は空です。自分のセンター(5000・5000・2)で相手ファイターを攻撃します。相手は【対抗】で「竜の封印」を使い、センターにモンスターをコールできます(③ Q4の後半)。',
        en: "The opponent's field is empty. Attack the opponent with your center (5000, 5000, 2). With Counter, the opponent may use Dragon's Seal to call a monster to their center (the second half of ③ Q4).",
      },
    },
    'finishing-blow': {
      title: { ja: '決着の一撃(ライフ2)', en: 'The finishing blow (2 life left)' },
      text: {
        ja: '相手のライフは2で、センターは空いています。自分のセンター(5000・5000・2)で相手ファイターを攻撃すると、3.1.2でライフが0になり、次の★ルール処理★(3.4のプレイタイミングの最初)で相手の敗北が決まり、ゲームが終わります。数値は説明用です。',
        en: 'The opponent has 2 life and an empty center. Attack the opponent with your center (5000, 5000, 2): at 3.1.2 their life drops to 0, and the next ★rules check★ (the first step of the play timing at 3.4) finds the loss and ends the game. The numbers are illustrative.',
      },
    },
    basic: {
      title: { ja: '連携攻撃と『反撃』', en: 'A link attack against Counterattack' },
      text: {
        ja: '自分のセンターは攻撃力5000・防御力5000・打撃力2で『貫通』持ち、ライトは3000・2000・1で『2回攻撃』持ちです。相手センターは攻撃力4000・防御力6000・打撃力1で『反撃』持ち、相手は手札に「マジカルグッバイ」を持っています。数値は説明用の仮の値です。',
        en: "Your center: power 5000, defense 5000, critical 2, with Penetrate. Your right: 3000, 2000, 1, with Double Attack. The opponent's center: power 4000, defense 6000, critical 1, with Counterattack, and the opponent holds Magical Goodbye. The numbers are only illustrative.",
      },
    },
    'attacker-destroyed': {
      title: { ja: 'Q1:攻撃中のモンスターが破壊される', en: 'Q1: The attacker is destroyed' },
      text: {
        ja: '自分のセンター(攻撃力6000・防御力3000・打撃力2)が、相手センター(3000・5000・1)を攻撃します。相手は攻撃しているモンスターを破壊する【対抗】を持っています。数値は説明用です。',
        en: "Your center (power 6000, defense 3000, critical 2) attacks the opponent's center (3000, 5000, 1). The opponent holds a Counter that destroys an attacking monster. The numbers are illustrative.",
      },
    },
    'penetrate-goodbye': {
      title: { ja: 'Q2:『貫通』とマジカルグッバイ', en: 'Q2: Penetrate and Magical Goodbye' },
      text: {
        ja: '『貫通』を持つ自分のセンター(攻撃力6000・防御力3000・打撃力2)が、相手センター(3000・5000・1)を攻撃します。相手は「マジカルグッバイ」を持っています。数値は説明用です。',
        en: "Your center with Penetrate (power 6000, defense 3000, critical 2) attacks the opponent's center (3000, 5000, 1). The opponent holds Magical Goodbye. The numbers are illustrative.",
      },
    },
    'link-broken': {
      title: { ja: 'Q3:崩れる連携攻撃', en: 'Q3: A link attack falls apart' },
      text: {
        ja: '自分のレフトとライト(どちらも攻撃力3000・防御力2000・打撃力1)で、相手センター(2000・5000・1)に連携攻撃します。合計6000なら届きますが、相手は最後に選ばれた攻撃カードを破壊する【対抗】を持っています。数値は説明用です。',
        en: "Your left and right (each power 3000, defense 2000, critical 1) make a link attack on the opponent's center (2000, 5000, 1). Together they reach 6000, but the opponent holds a Counter that destroys the attacker picked last. The numbers are illustrative.",
      },
    },
    'first-turn': {
      title: { ja: '先攻の1ターン目', en: 'First turn of the first player' },
      text: {
        ja: '先攻の1ターン目です。自分のレフト(3000・2000・1)とライト(4000・3000・2)がいて、相手の場は空です。攻撃は1回だけで、連携攻撃はできません。数値は説明用です。',
        en: "The first turn of the fighter who goes first. You have a left monster (3000, 2000, 1) and a right one (4000, 3000, 2); the opponent's field is empty. Only one attack is allowed and no link attack. The numbers are illustrative.",
      },
    },
    'item-defense': {
      title: { ja: '防御力を持つアイテム', en: 'An item with defense' },
      text: {
        ja: '相手の場にモンスターはなく、防御力5000のアイテムを装備しています。自分のレフト(3000・2000・1)かライト(4000・3000・2)の単独攻撃ではダメージを与えられず、連携攻撃(合計7000)なら打撃力の合計3のダメージです。数値は説明用です。',
        en: 'The opponent has no monsters but has an item with defense 5000 equipped. Your left (3000, 2000, 1) or right (4000, 3000, 2) alone deals no damage; a link attack (7000 in total) deals their total critical, 3. The numbers are illustrative.',
      },
    },
    move: {
      title: { ja: '『移動』', en: 'Move' },
      text: {
        ja: '自分のセンター(5000・5000・2)と相手のセンター(3000・4000・1)が、どちらも『移動』を持っています。1.1.1でターンファイター、1.1.2で非ターンファイターが、空いている別のエリアへ1枚ずつ置き直せます。数値は説明用です。',
        en: "Your center (5000, 5000, 2) and the opponent's center (3000, 4000, 1) both have Move. At 1.1.1 the turn fighter, then at 1.1.2 the non-turn fighter, may shift theirs to another empty area of their own. The numbers are illustrative.",
      },
    },
    'soulguard-return': {
      title: { ja: '手札に戻す効果と『ソウルガード』', en: 'Sent back to the hand, against Soulguard' },
      text: {
        ja: '自分のセンター(6000・3000・2)が、ソウル1枚の『ソウルガード』を持つ相手センター(3000・5000・1)を攻撃します。自分の手札には、攻撃されている相手のモンスターを持ち主の手札に戻す【対抗】があります。数値は説明用です。',
        en: "Your center (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1), which has Soulguard and one soul. You hold a Counter that sends the attacked monster back to its owner's hand. The numbers are illustrative.",
      },
    },
    'counterattack-link': {
      title: { ja: '連携攻撃に『反撃』', en: 'Counterattack after a link attack' },
      text: {
        ja: 'レフト(3000・2000・1)とライト(3000・3000・1)で、『反撃』を持つ相手センター(攻撃力4000・防御力7000)を連携攻撃します。合計6000は7000に届かず、2枚とも防御力が4000以下です。',
        en: "Your left (3000, 2000, 1) and right (3000, 3000, 1) link-attack the opponent's center with Counterattack (power 4000, defense 7000). Their 6000 falls short of 7000, and both have defense of 4000 or less.",
      },
    },
    'counterattack-own-defense': {
      title: { ja: '『反撃』は1枚ずつの防御力で判定', en: "Counterattack judges each card's own defense" },
      text: {
        ja: 'レフト(2000・3000・1)とライト(2000・4000・1)で、『反撃』を持つ相手センター(攻撃力3000・防御力5000)を連携攻撃します。攻撃は届かず、防御力3000のレフトだけが『反撃』の範囲に入ります。',
        en: "Your left (2000, 3000, 1) and right (2000, 4000, 1) link-attack the opponent's center with Counterattack (power 3000, defense 5000). The attack falls short, and only the left card, at defense 3000, is within Counterattack's reach.",
      },
    },
    'counterattack-nullified': {
      title: { ja: '無効化された攻撃に『反撃』はない', en: 'No Counterattack after a nullified attack' },
      text: {
        ja: '自分のライト(3000・2000・1)が、『反撃』を持つ相手センター(攻撃力4000・防御力6000)を攻撃します。相手は攻撃を無効化する【対抗】を持っています。無効化されなければ攻撃は届かず、『反撃』でライトが破壊されるところです。',
        en: "Your right (3000, 2000, 1) attacks the opponent's center with Counterattack (power 4000, defense 6000). The opponent holds a Counter that nullifies the attack. Without it the attack would fall short and Counterattack would destroy your right.",
      },
    },
    'penetrate-prevent': {
      title: { ja: '攻撃ダメージを防いでも『貫通』', en: 'Penetrate when attack damage is prevented' },
      text: {
        ja: '『貫通』を持つ自分のセンター(6000・3000・2)が相手センター(3000・5000・1)を攻撃します。相手は攻撃によるダメージを防ぐ【対抗】を持っています。',
        en: "Your center with Penetrate (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1). The opponent holds a Counter that prevents attack damage.",
      },
    },
    'fighter-prevent': {
      title: { ja: 'ファイターへの攻撃ダメージを防ぐ', en: 'Attack damage to the fighter, prevented' },
      text: {
        ja: '相手の場は空です。自分のセンター(5000・5000・2)で相手ファイターを攻撃します。相手は攻撃によるダメージを防ぐ【対抗】を持っています。',
        en: "The opponent's field is empty. Your center (5000, 5000, 2) attacks the opponent, who holds a Counter that prevents attack damage.",
      },
    },
    soulguard: {
      title: { ja: '『ソウルガード』', en: 'Soulguard' },
      text: {
        ja: '『貫通』を持つ自分のセンター(攻撃力6000・防御力3000・打撃力2)が、ソウル1枚の『ソウルガード』を持つ相手センター(3000・5000・1)を攻撃します。破壊されるとき、ソウルを1枚ドロップゾーンに置いて場に残ります。数値は説明用です。',
        en: "Your center with Penetrate (power 6000, defense 3000, critical 2) attacks the opponent's center (3000, 5000, 1), which has Soulguard and one soul. When it would be destroyed, it puts that soul into the drop zone and stays. The numbers are illustrative.",
      },
    },
    lifelink: {
      title: { ja: '『ライフリンク』と『ソウルガード』', en: 'Lifelink and Soulguard' },
      text: {
        ja: '自分のセンター(6000・3000・2)が、『ライフリンク』2とソウル1枚の『ソウルガード』を持つ相手センター(3000・5000・1)を攻撃します。3.1.1で破壊されるとき、持ち主は『ソウルガード』を使うか選びます。場を離れたときだけ『ライフリンク』で相手が2ダメージを受けます。数値は説明用です。',
        en: "Your center (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1), which has Lifelink 2 and Soulguard with one soul. When it would be destroyed at 3.1.1, its owner chooses whether to use Soulguard; only if it really leaves the field does Lifelink cost the opponent 2. The numbers are illustrative.",
      },
    },
    'destruction-nullified': {
      title: { ja: '破壊の無効は「破壊された」ではない', en: 'A nullified destruction is not a destruction' },
      text: {
        ja: '『貫通』を持つ自分のセンター(6000・3000・2)が、『ライフリンク』2を持つ相手センター(3000・5000・1)を攻撃します。相手は、自分のモンスターが次に破壊されるときその破壊を無効にする【対抗】を持っています。数値とカードは説明用です。',
        en: "Your center with Penetrate (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1), which has Lifelink 2. The opponent holds a Counter that nullifies the next destruction of one of its monsters. The numbers and cards are illustrative.",
      },
    },
    'into-soul': {
      title: { ja: 'ソウルに入れるのも場を離れること', en: 'Going into a soul is leaving the field' },
      text: {
        ja: '自分のセンター(6000・3000・2)が、『ライフリンク』1を持つ相手センター(3000・5000・1)を攻撃します。相手は、そのモンスターを自分のレフトのモンスターのソウルに入れる【対抗】を持っています。数値とカードは説明用です。',
        en: "Your center (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1), which has Lifelink 1. The opponent holds a Counter that puts that monster into the soul of its own left monster. The numbers and cards are illustrative.",
      },
    },
    'counterattack-soulguard': {
      title: { ja: '『反撃』と攻撃側の『ソウルガード』', en: "Counterattack against the attacker's Soulguard" },
      text: {
        ja: 'ソウル1枚の『ソウルガード』を持つ自分のセンター(3000・3000・1)が、『反撃』を持つ相手センター(4000・6000・1)を攻撃します。攻撃は届かず、自分のセンターの防御力3000は『反撃』の攻撃力4000以下です。数値は説明用です。',
        en: "Your center (3000, 3000, 1), with Soulguard and one soul, attacks the opponent's center (4000, 6000, 1), which has Counterattack. The attack falls short, and your center's defense of 3000 is within Counterattack's power of 4000. The numbers are illustrative.",
      },
    },
    'when-destroyed': {
      title: { ja: '「破壊された時」の機会(アタックフェイズ)', en: 'A "when destroyed" window in the attack phase' },
      text: {
        ja: '自分のセンター(6000・3000・2)が、ソウル1枚の『ソウルガード』を持つ相手センター(3000・5000・1)を攻撃します。相手は「自分のモンスターが破壊された時」に使える【対抗】(ライフ+1)を持っています。2.5ではまだ使えず、3.1.1の破壊で機会が開き、3.4のプレイタイミングで使えます。使わずに3.4が終わると機会は失われます。カードと数値は説明用です。',
        en: 'Your center (6000, 3000, 2) attacks the opponent\'s center (3000, 5000, 1), which has Soulguard and one soul. The opponent holds a Counter usable "when your monster is destroyed" (gain 1 life). It cannot be used at 2.5; the destruction at 3.1.1 opens its window, and it can be used in 3.4\'s play timing. If 3.4 ends without it, the chance is gone. The card and numbers are illustrative.',
      },
    },
    'lifelink-counter': {
      title: { ja: '『ライフリンク』に【対抗】で答える', en: 'Answering Lifelink with a Counter' },
      text: {
        ja: '自分のセンター(6000・3000・2)が、『ライフリンク2』を持つ相手センター(3000・5000・1)を攻撃します。相手は効果によるダメージを防ぐ【対抗】を持っています。3.1.1でモンスターが破壊されると『ライフリンク』の2ダメージが相手に向かい、相手はそれに【対抗】で答えられます。カードと数値は説明用です。',
        en: "Your center (6000, 3000, 2) attacks the opponent's center (3000, 5000, 1), which has Lifelink 2. The opponent holds a Counter that prevents effect damage. When the monster is destroyed at 3.1.1, Lifelink's 2 damage heads for the opponent, who may answer it with a Counter. The card and numbers are illustrative.",
      },
    },
    'when-damaged': {
      title: { ja: '「ダメージを受けた時」の機会(アタックフェイズ)', en: 'A "when you take damage" window in the attack phase' },
      text: {
        ja: '相手はライフ5でセンターが空いていて、「ダメージを受けた時」に使える【対抗】(ライフ+1)を持っています。自分のセンター(5000・5000・2)で相手ファイターを攻撃すると、3.1.2のダメージで機会が開き、3.4のプレイタイミングで使えます。カードと数値は説明用です。',
        en: 'The opponent is on 5 life with an empty center and holds a Counter usable "when you take damage" (gain 1 life). Your center (5000, 5000, 2) attacks the opponent: the damage at 3.1.2 opens its window, and it can be used in 3.4\'s play timing. The card and numbers are illustrative.',
      },
    },
    'when-damaged-lethal': {
      title: { ja: '「ダメージを受けた時」では間に合わない', en: 'Too late for "when you take damage"' },
      text: {
        ja: '同じカードを持つ相手がライフ2のとき。3.1.2の2ダメージでライフが0になり、3.4のプレイタイミングは★ルール処理★から始まるので、カードを使う前に敗北します。カードと数値は説明用です。',
        en: "The same card, with the opponent on 2 life. The 2 damage at 3.1.2 takes them to 0, and 3.4's play timing opens with the ★rules check★, so they lose before the card can be used. The card and numbers are illustrative.",
      },
    },
    'counterattack-tie': {
      title: { ja: '『反撃』と同じ数値(版で変わる)', en: 'Counterattack at a tie (differs by edition)' },
      text: {
        ja: '自分のセンター(攻撃力5000・防御力4000・打撃力2)が、『反撃』を持つ相手センター(4000・6000・1)を攻撃します。攻撃は届かず、3.2.2で『反撃』の攻撃力4000と攻撃側の防御力4000が並びます。日本語版の詳細ルールでは破壊され、2014年の英語版では残ります。数値は説明用です。',
        en: "Your center (power 5000, defense 4000, critical 2) attacks the opponent's center (4000, 6000, 1), which has Counterattack. The attack falls short, and at 3.2.2 the Counterattack card's power of 4000 meets the attacker's defense of 4000. The Japanese detailed rules destroy the attacker; the 2014 English rules leave it on the field. The numbers are illustrative.",
      },
    },
  },
  editor: {
    groups: {
      'attacker.left': { ja: '自分のレフト', en: 'Your left' },
      'attacker.center': { ja: '自分のセンター', en: 'Your center' },
      'attacker.right': { ja: '自分のライト', en: 'Your right' },
      'attacker.item': { ja: '自分のアイテム', en: 'Your item' },
      'defender.left': { ja: '相手のレフト', en: "Opponent's left" },
      'defender.center': { ja: '相手のセンター', en: "Opponent's center" },
      'defender.right': { ja: '相手のライト', en: "Opponent's right" },
      'defender.item': { ja: '相手のアイテム(防御力)', en: "Opponent's item (defense)" },
      turn: { ja: 'ターン', en: 'Turn' },
      life: { ja: 'ライフ', en: 'Life' },
      counters: { ja: '手札の【対抗】カード', en: 'Cards with Counter in hand' },
    },
    fields: {
      on: { ja: 'カードあり', en: 'Card here' },
      yours: { ja: '自分のライフ', en: 'Your life' },
      theirs: { ja: '相手のライフ', en: "Opponent's life" },
      'counters-yours': { ja: '自分の枚数', en: 'Yours' },
      'counters-theirs': { ja: '相手の枚数', en: "Opponent's" },
      power: { ja: '攻撃力', en: 'Power' },
      defense: { ja: '防御力', en: 'Defense' },
      critical: { ja: '打撃力', en: 'Critical' },
      penetrate: { ja: '『貫通』', en: 'Penetrate' },
      'double-attack': { ja: '『2回攻撃』', en: 'Double Attack' },
      move: { ja: '『移動』', en: 'Move' },
      counterattack: { ja: '『反撃』', en: 'Counterattack' },
      soulguard: { ja: '『ソウルガード』', en: 'Soulguard' },
      soul: { ja: 'ソウル枚数', en: 'Soul cards' },
      lifelink: { ja: '『ライフリンク』', en: 'Lifelink' },
      'lifelink-n': { ja: '『ライフリンク』の数', en: 'Lifelink number' },
      first: { ja: '先攻の1ターン目', en: 'First turn of the player going first' },
    },
  },
  board: {
    sections: {
      ...tableBoard.sections,
      attack: { ja: '今の攻撃', en: 'The attack now' },
      target: { ja: '攻撃対象', en: 'Target' },
      attacks: { ja: 'このターンに宣言した攻撃', en: 'Attacks declared this turn' },
      turnKind: { ja: 'ターン', en: 'Turn' },
    },
    values: {
      ...tableBoard.values,
      'attack.none': { ja: 'なし', en: 'None' },
      'attack.choosing': { ja: '攻撃カードを選択中', en: 'Choosing attackers' },
      'attack.single': { ja: '通常の攻撃', en: 'Single attack' },
      'attack.link': { ja: '連携攻撃', en: 'Link attack' },
      'attack.nullified': { ja: '無効化された', en: 'Nullified' },
      'target.none': { ja: '未定', en: 'Not chosen' },
      'target.fighter': { ja: '相手ファイター', en: 'The opponent' },
      'target.monster': { ja: '相手のモンスター', en: "An opponent's monster" },
      'target.gone': { ja: '判定の前に場を離れた(空振り)', en: 'Left the field before the hit was judged (the attack hits nothing)' },
      'target.destroyed': { ja: 'ヒットして破壊された', en: 'Hit and destroyed' },
      'target.monster-hit-stayed': { ja: 'ヒットしたが場に残った', en: 'Hit, but still on the field' },
      'target.fighter-hit': { ja: '相手ファイター(ヒット)', en: 'The opponent (hit)' },
      'turnKind.first': { ja: '先攻の1ターン目', en: 'First turn of the first player' },
      'turnKind.normal': { ja: '通常のターン', en: 'Normal turn' },
    },
    tags: tableBoard.tags,
    log: {
      ...tableBoard.log,
      'moved-left': { ja: '『移動』:{card}をレフトへ移しました。', en: 'Move: {card} shifts to the left area.' },
      'moved-center': { ja: '『移動』:{card}をセンターへ移しました。', en: 'Move: {card} shifts to the center area.' },
      'moved-right': { ja: '『移動』:{card}をライトへ移しました。', en: 'Move: {card} shifts to the right area.' },
      picked: {
        ja: '{card}をレストし、攻撃に加えました。',
        en: '{card} is rested and joins the attack.',
      },
      'target-fighter': {
        ja: '攻撃対象は相手ファイターです。',
        en: 'The attack targets the opponent.',
      },
      'target-monster': {
        ja: '攻撃対象は{card}です。',
        en: 'The attack targets {card}.',
      },
      'attack-declared': {
        ja: '攻撃しました。ここから「攻撃中」「バトル中」です。',
        en: 'The attack is on: from here it counts as "attacking" and "in battle".',
      },
      'link-attack-declared': {
        ja: '連携攻撃をしました。ここから「攻撃中」「バトル中」です。',
        en: 'The link attack is on: from here it counts as "attacking" and "in battle".',
      },
      hit: {
        ja: 'ヒット(攻撃力/防御力 {card})。',
        en: 'Hit (power/defense {card}).',
      },
      miss: {
        ja: 'ヒットしません(攻撃力/防御力 {card})。',
        en: 'No hit (power/defense {card}).',
      },
      'item-blocks': {
        ja: '攻撃はヒットしましたが、アイテムの防御力に届かないので、ダメージはありません(攻撃力/防御力 {card})。',
        en: "The attack hits, but the item's defense stops the damage (power/defense {card}).",
      },
      damage: {
        ja: '相手ファイターに{card}ダメージ。',
        en: 'The opponent takes {card} damage.',
      },
      'penetrate-damage': {
        ja: '『貫通』:相手ファイターに{card}ダメージ。',
        en: 'Penetrate: the opponent takes {card} damage.',
      },
      counterattack: {
        ja: '『反撃』:攻撃した{card}を破壊します。',
        en: 'Counterattack: {card}, which attacked, is destroyed.',
      },
      'double-attack': {
        ja: '『2回攻撃』:{card}がスタンドしました。',
        en: 'Double Attack: {card} stands again.',
      },
      'double-attack-used': {
        ja: '『2回攻撃』:{card}はこのターンにすでにスタンドしているので、もうスタンドしません。',
        en: 'Double Attack: {card} has already stood once this turn, so it does not stand again.',
      },
      'battle-over': {
        ja: '「攻撃中」「バトル中」の扱いが終わりました。',
        en: 'The card is no longer attacking, and the battle is over.',
      },
    },
  },
} satisfies FlowContent;
