import type { FlowContent } from '../../schema';
import { COUNTER_EVENTS, GAME_OVER, RULES_CHECK_TITLE, rulesCheckText } from '../shared';

const src = (ref: string) => ({ doc: '000', section: '④', ref });

export default {
  title: { ja: '起動能力の使用', en: 'Activated abilities' },
  short: { ja: '起動能力', en: 'Activated ability' },
  summary: {
    ja: '【起動】と書かれた能力を使うときの手順を、宣言から解決まで順に追います。対象の選び方、相手の【対抗】、任意の行動と条件の扱いをここで確認できます。',
    en: 'Follows an ability marked 【起動】 (Act) from the moment you declare it to its resolution. It shows how targets are chosen, where the opponent may Counter, and how optional actions and conditions are handled.',
  },
  source: src('1.1–1.4'),
  groups: {},
  steps: {
    '1.1': {
      title: { ja: '使用を宣言', en: 'Declare the ability' },
      text: {
        ja: '【起動】と書かれた能力を使うことを宣言します。起動能力は、自分で使うと決めたときに使う能力です。',
        en: 'Announce that you are using an ability marked 【起動】 (Act). An activated ability is one you use when you decide to, not one that goes off by itself.',
      },
      source: src('1.1'),
      note: {
        ja: '④1は起動能力のコストをいつ払うか書いていません。このサイトでは、カードの使用(②2.2)にならい、払えないコストの能力は使えず、宣言したこの時点で払うものとしています(このサイトの読み)。',
        en: "④ 1 does not say when an activated ability's cost is paid. Following how cards are used (② 2.2), the charts treat an ability whose cost cannot be paid as unusable, and pay the cost here, as it is declared (our reading).",
      },
    },
    '1.1.1': {
      title: { ja: '対象を選ぶ', en: 'Choose a target' },
      text: {
        ja: '効果が対象を選ぶなら、ここで選びます。公開された場所(場・表向きのソウル・ドロップゾーン)から選ぶときは、効果の条件をすべて満たすカードの中から選びます。対象を選ばない効果は、そのまま次へ進みます。',
        en: 'If the effect picks a target, pick it now. When it picks from an open zone (the field, the face-up soul, the drop zone), choose among the cards there that meet every condition the effect sets. An effect with no target simply moves on.',
      },
      source: src('1.1.1'),
      note: {
        ja: '1.1.1が公開領域として挙げるのは場・表向きのソウル・ドロップゾーンで、裏向きのソウルは入っていません。そのため、公開領域から選ぶ対象には、条件に合っていても裏向きのソウルのカードは選べません。',
        en: '1.1.1 names the open zones as the field, the face-up soul and the drop zone; the face-down soul is not among them. So a target picked from the open zones cannot be a face-down soul card, even one that meets the conditions.',
      },
    },
    '1.2': {
      title: { ja: '相手の【対抗】タイミング', en: "Opponent's Counter timing" },
      text: {
        ja: '宣言された起動能力に対して、相手が【対抗】で答えられる場面になります。',
        en: 'Your opponent now gets a chance to answer the declared ability with a Counter.',
      },
      source: src('1.2'),
    },
    '1.2.1': {
      title: { ja: '相手の【対抗】', en: 'Opponent may Counter' },
      text: {
        ja: '相手はここで、【対抗】のカードか能力を1つだけ使えます。使わずに見送ってもかまいません。',
        en: 'Your opponent may now use one card or ability with Counter, and only one. Passing is fine too.',
      },
      source: src('1.2.1'),
    },
    '1.2.2': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText('相手が【対抗】を使うか決めた後の確認です。', "Checked once the opponent's choice is made."),
      source: src('1.2.2'),
      note: {
        ja: '【対抗】が使われなかった場合、1.2.3は飛ばして1.2.4へ進みます。',
        en: 'If no Counter was used, Continue skips 1.2.3 and goes to 1.2.4.',
      },
    },
    '1.2.3': {
      title: { ja: '【対抗】を先に解決', en: 'Counter resolves first' },
      text: {
        ja: '使われた【対抗】は、起動能力より先に発動し、解決されます。その【対抗】が起動能力を無効にしたか、解決後も起動能力が続くかを選びます。',
        en: 'A Counter that was used takes effect and resolves before the activated ability does. Choose whether it nullifies the ability or resolves and lets the ability go on.',
      },
      source: src('1.2.3'),
    },
    '1.2.4': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText('【対抗】の場面が終わった後の確認です。', 'Checked once the Counter window is over.'),
      source: src('1.2.4'),
      note: {
        ja: '起動能力が無効になっていればここで終わり、そうでなければ1.3へ進みます。',
        en: 'A nullified ability ends here; otherwise the flow moves on to 1.3.',
      },
    },
    '1.3': {
      title: { ja: '起動能力を解決', en: 'Resolve the ability' },
      text: {
        ja: '1.1で宣言した起動能力の効果を、ここで実行します。',
        en: 'The ability declared at 1.1 now takes effect.',
      },
      source: src('1.3'),
    },
    '1.3.1': {
      title: { ja: '書かれた行動を行う', en: 'Carry out its actions' },
      text: {
        ja: '効果に書かれた行動は、すべてこの解決の時点で行います。行うかどうかを選べる行動があれば、それもここで選びます。',
        en: 'Every action written in the effect is carried out now, at resolution. If an action is one you may choose to take, you choose here as well.',
      },
      source: src('1.3.1'),
      note: {
        ja: '任意の行動をするかどうかは、宣言のときに決めておくものではありません。決めるのは解決するときです。',
        en: 'Whether to take an optional action is not settled when the ability is declared; it is decided at resolution.',
      },
    },
    '1.3.2': {
      title: { ja: '条件の確認', en: 'Check the condition' },
      text: {
        ja: '効果の途中で条件を確かめる場合、その条件を満たしていなければ、そこから先の効果は行いません。',
        en: 'If the effect checks a condition partway through and the condition is not met, the rest of the effect does not happen.',
      },
      source: src('1.3.2'),
      note: {
        ja: '止まるのは条件より後に書かれた部分だけです。能力そのものが無効になるわけではありません。',
        en: 'Only the part written after the condition is dropped; the ability itself is not nullified.',
      },
    },
    '1.4': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText('起動能力を解決した後の確認です。', 'Checked after the ability has resolved.'),
      source: src('1.4'),
    },
  },
  ends: {
    resolved: { ja: '起動能力を解決した', en: 'Ability resolved' },
    nullified: { ja: '起動能力は無効になった', en: 'Ability nullified' },
    'cannot-use': { ja: 'コストを払えず使えない', en: "Cost can't be paid: not used" },
    'game-over': GAME_OVER,
  },
  events: {
    ...COUNTER_EVENTS,
    'target-field': { ja: '場のカードを対象にする', en: 'Target a card on the field' },
    'target-soul': { ja: '表向きのソウルのカードを対象にする', en: 'Target a face-up soul card' },
    'target-drop': { ja: 'ドロップゾーンのカードを対象にする', en: 'Target a card in the drop zone' },
    nullified: { ja: '【対抗】で起動能力が無効に', en: 'The Counter nullifies the ability' },
    resolved: { ja: '【対抗】を解決、起動能力は続行', en: 'The Counter resolves; the ability goes on' },
    'do-optional': { ja: '任意の行動をする', en: 'Do the optional action' },
    'skip-optional': { ja: '任意の行動をしない', en: 'Skip the optional action' },
    'cannot-pay': { ja: '使えずに終える', en: 'End without using it' },
  },
  guards: {
    needsTarget: { ja: '対象を選ぶ効果', en: 'The effect picks a target' },
    noTarget: { ja: '対象を選ばない効果', en: 'The effect picks no target' },
    fieldTarget: { ja: '場に条件を満たすカードがある', en: 'A card on the field qualifies' },
    soulTarget: { ja: '表向きのソウルに条件を満たすカードがある', en: 'A face-up soul card qualifies' },
    payerLost: { ja: '使う側のライフが0以下', en: "The user's life is 0 or less" },
    dropTarget: { ja: 'ドロップゾーンに条件を満たすカードがある', en: 'A drop zone card qualifies' },
    hasCounter: { ja: '相手が【対抗】を持っている', en: 'The opponent holds a Counter' },
    counterUsed: { ja: '【対抗】あり', en: 'A Counter was used' },
    noCounter: { ja: '【対抗】なし', en: 'No Counter was used' },
    nullified: { ja: '起動能力が無効化された', en: 'The ability was nullified' },
    optional: { ja: '任意の行動がある', en: 'The effect has an optional action' },
    notOptional: { ja: '任意の行動はない', en: 'No optional action' },
    conditionHolds: { ja: '条件がない、または満たす', en: 'No condition, or it holds' },
    conditionFails: { ja: '条件を満たさない', en: 'The condition is not met' },
    canPay: { ja: 'コストを払える', en: 'The cost can be paid' },
    cannotPay: { ja: 'コストを払えない', en: "The cost can't be paid" },
    otherwise: { ja: 'それ以外', en: 'Otherwise' },
  },
  setups: {
    targets: {
      title: { ja: '対象の候補', en: 'Which cards can be targeted' },
      text: {
        ja: '場・ソウル・ドロップゾーンのどこからでも対象を選べる起動能力です。場のモンスターAは条件に合いません。ソウルのモンスターBは条件に合いますが裏向きです。表向きのソウルのモンスターCと、ドロップゾーンのモンスターDは条件に合います。相手は【対抗】を1つ持っています。',
        en: 'An activated ability that may target a card in any open zone. Monster A on the field does not meet its conditions. Monster B in the soul does, but it is face down. Monster C, face up in the soul, and Monster D in the drop zone both qualify. The opponent holds one Counter.',
      },
    },
    optional: {
      title: { ja: '任意の行動がある効果', en: 'An effect with an optional action' },
      text: {
        ja: '対象は選ばず、行うかどうかを選べる行動を1つ含む効果です。相手は【対抗】を1つ持っています。',
        en: 'The effect picks no target and includes one action you may choose to take or not. The opponent holds one Counter.',
      },
    },
    'condition-unmet': {
      title: { ja: '条件を満たさない効果', en: 'A condition that is not met' },
      text: {
        ja: '対象は選ばず、途中で確かめる条件を満たしていない効果です。1.3.2で、そこから先の効果が止まります。相手は【対抗】を1つ持っています。',
        en: 'The effect picks no target, and the condition it checks partway through does not hold, so the rest of the effect stops at 1.3.2. The opponent holds one Counter.',
      },
    },
    'ability-cost': {
      title: { ja: 'コストのある起動能力', en: 'An ability with a cost' },
      text: {
        ja: 'ゲージ1とライフ1を払う起動能力です。使う側はゲージ2・ライフ10。宣言した1.1で払い、ゲージ1・ライフ9になります(ライフを払うのはダメージではありません)。相手は【対抗】を1つ持っています。',
        en: 'An activated ability that costs 1 gauge and 1 life. Its user has 2 gauge and 10 life, and pays on declaring it at 1.1: 1 gauge and 9 life are left (paying life is not damage). The opponent holds one Counter.',
      },
    },
    'ability-cost-last-life': {
      title: { ja: '最後のライフで払うコスト', en: 'A cost paid with the last life' },
      text: {
        ja: 'ライフ1を払う起動能力で、使う側のライフは1です。払えばライフ0。払うこと自体はできますが、次の★ルール処理★(1.2.2)でライフ0のファイターは敗北し、相手の【対抗】も能力の解決も来ません。',
        en: 'An activated ability that costs 1 life, and its user has 1 life. Paying it is allowed and leaves 0, but the next ★rules check★ (1.2.2) finds 0 life and that fighter loses: neither the opponent’s Counter nor the ability resolves.',
      },
    },
    'ability-cost-unpaid': {
      title: { ja: '払えないコスト', en: "A cost that can't be paid" },
      text: {
        ja: 'ゲージ3を払う起動能力ですが、ゲージは2しかありません。コストを払えない能力は使えないので、1.1で終わります。',
        en: 'An activated ability that costs 3 gauge, with only 2 in the gauge. An ability whose cost cannot be paid cannot be used, so it ends at 1.1.',
      },
    },
    'no-counter': {
      title: { ja: '相手に【対抗】なし', en: 'Opponent has no Counter' },
      text: {
        ja: '対象を選ばない効果で、相手は【対抗】を持っていません。1.2.1では見送ることしかできません。',
        en: 'The effect picks no target and the opponent holds no Counter, so passing is the only choice at 1.2.1.',
      },
    },
  },
  editor: {
    groups: {
      effect: { ja: '能力の中身', en: 'What the ability does' },
      field: { ja: '場のカード(モンスターA)', en: 'Card on the field (monster A)' },
      soul: { ja: 'ソウルのカード(モンスターB)', en: 'Card in the soul (monster B)' },
      drop: { ja: 'ドロップゾーンのカード(モンスターD)', en: 'Card in the drop zone (monster D)' },
      opponent: { ja: '相手', en: 'Opponent' },
      payer: { ja: '使う側', en: 'The user' },
    },
    fields: {
      'cost-gauge': { ja: 'コスト:ゲージ', en: 'Cost: gauge' },
      'cost-life': { ja: 'コスト:ライフ', en: 'Cost: life' },
      gauge: { ja: 'ゲージ', en: 'Gauge' },
      life: { ja: 'ライフ', en: 'Life' },
      targets: { ja: '公開された領域からカードを選ぶ', en: 'Targets a card in an open zone' },
      optional: { ja: '任意の行動がある', en: 'Has an optional action' },
      'condition-checked': { ja: '1.3.2で条件を確かめる', en: 'Checks a condition at 1.3.2' },
      'condition-holds': { ja: 'その条件を満たしている', en: 'The condition holds' },
      qualifies: { ja: '能力の条件に合う', en: "Meets the ability's conditions" },
      'face-down': { ja: '裏向き', en: 'Face down' },
      counters: { ja: '【対抗】の枚数', en: 'Counters held' },
    },
  },
  board: {
    sections: {
      field: { ja: '場', en: 'Field' },
      soul: { ja: 'ソウル', en: 'Soul' },
      drop: { ja: 'ドロップゾーン', en: 'Drop zone' },
      opponentCounters: { ja: '相手が持つ【対抗】', en: 'Counters the opponent holds' },
      opponentDrop: { ja: '相手のドロップゾーン', en: "Opponent's drop zone" },
      counter: { ja: '相手の【対抗】', en: "Opponent's Counter" },
      optional: { ja: '任意の行動', en: 'Optional action' },
      effect: { ja: '効果', en: 'Effect' },
      'cost.gauge': { ja: 'コスト:ゲージ', en: 'Cost: gauge' },
      'cost.life': { ja: 'コスト:ライフ', en: 'Cost: life' },
      gauge: { ja: '使う側のゲージ', en: "User's gauge" },
      life: { ja: '使う側のライフ', en: "User's life" },
    },
    values: {
      'counter.none': { ja: 'なし', en: 'None' },
      'counter.used': { ja: '使用', en: 'Used' },
      'counter.nullified': { ja: '起動能力を無効化', en: 'Nullified the ability' },
      'counter.resolved': { ja: '解決済み(起動能力は続行)', en: 'Resolved (ability goes on)' },
      'optional.none': { ja: 'なし・未選択', en: 'None or not chosen yet' },
      'optional.done': { ja: '行った', en: 'Taken' },
      'optional.skipped': { ja: '行わなかった', en: 'Skipped' },
      'effect.whole': { ja: '最後まで解決', en: 'Resolves in full' },
      'effect.stopped': { ja: '条件を満たさず途中で停止', en: 'Stopped partway: condition not met' },
      'effect.nullified': { ja: '無効化された(何も解決しない)', en: 'Nullified: nothing of it resolves' },
      'effect.not-used': { ja: '使えなかった(コストを払えない)', en: 'Never used: the cost could not be paid' },
      'effect.game-over': { ja: '解決しない(ゲーム終了)', en: 'Never resolves: the game is over' },
      // Before the end, what the board already settles: ② 2.2 (a cost that cannot be paid, our reading for abilities,
      // step 1.1's note) and ④ 1.2.2 (the first ★rules check★ finds the user at 0 life).
      'effect.cannot-pay': { ja: '使えない(コストを払えない)', en: 'Cannot be used: the cost cannot be paid' },
      'effect.loses': {
        ja: '解決しない(コストを払った後のライフが0で、次の★ルール処理★でゲーム終了)',
        en: 'Will not resolve: its user has 0 life once any cost is paid, and the next ★rules check★ ends the game',
      },
    },
    tags: {
      'face-down': { ja: '裏向き', en: 'Face down' },
      qualifies: { ja: '条件を満たす', en: 'Meets the conditions' },
      target: { ja: '対象', en: 'Target' },
    },
    log: {
      'target-field': { ja: '場の{card}を対象に選びました。', en: '{card} on the field is the target.' },
      'target-soul': { ja: '表向きのソウルにある{card}を対象に選びました。', en: '{card}, face up in the soul, is the target.' },
      'target-drop': { ja: 'ドロップゾーンの{card}を対象に選びました。', en: '{card} in the drop zone is the target.' },
      'counter-used': { ja: '相手が【対抗】を使いました。', en: 'The opponent used a Counter.' },
      'ability-nullified': { ja: '【対抗】で起動能力は無効になりました。', en: 'The Counter nullified the activated ability.' },
      'counter-resolved': {
        ja: '【対抗】を解決しました。起動能力はそのまま続きます。',
        en: 'The Counter has resolved; the ability carries on.',
      },
      'optional-done': { ja: '任意の行動を行いました。', en: 'The optional action was taken.' },
      'optional-skipped': { ja: '任意の行動は行いませんでした。', en: 'The optional action was skipped.' },
      'actions-done': { ja: '効果に書かれた行動をすべて行いました。', en: 'Every action in the effect has been carried out.' },
      'no-condition': {
        ja: '確かめる条件がないので、効果は最後まで解決されます。',
        en: 'The effect checks no condition, so it resolves in full.',
      },
      'condition-met': {
        ja: '条件を満たしているので、効果は最後まで解決されます。',
        en: 'The condition holds, so the effect resolves in full.',
      },
      'condition-unmet': {
        ja: '条件を満たしていないため、そこから先の効果は解決されません。',
        en: 'The condition is not met, so the rest of the effect does not resolve.',
      },
      'rules-check-clear': { ja: 'ルール処理で対象になるものはありません。', en: 'Rules check: nothing to do.' },
      'rules-check-lost': {
        ja: 'ライフが0以下のため、能力を使ったファイターは敗北です。',
        en: 'Life is 0 or less: the fighter who used the ability loses.',
      },
      'paid-gauge': { ja: 'コストとしてゲージを{card}枚ドロップゾーンへ置きました。', en: '{card} gauge paid as a cost: those cards go to the drop zone.' },
      'life-pay': { ja: 'コストとしてライフを{card}払いました(ダメージではありません)。', en: '{card} life paid as a cost (this is not damage).' },
    },
  },
} satisfies FlowContent;
