import type { FlowContent } from '../../schema';
import { COUNTER_EVENTS, RULES_CHECK_TITLE, rulesCheckText } from '../shared';

const src = (ref: string) => ({ doc: '000', section: '④', ref });

export default {
  title: { ja: '自動能力の使用', en: 'Auto abilities' },
  short: { ja: '自動能力', en: 'Auto ability' },
  summary: {
    ja: '書かれた出来事が起きて発動を待っている自動能力を、1つずつ解決する手順です。どちらのファイターから選ぶか、選ばなかった側の【対抗】、そして待機中のものがなくなるまで繰り返す流れを確認できます。',
    en: 'Resolves the auto abilities that are waiting to go off, one at a time. It shows which fighter picks first, the Counter chance for the fighter who did not pick, and the loop that runs until nothing is left pending.',
  },
  source: src('2.1–2.4'),
  groups: {},
  steps: {
    '2.1': {
      title: { ja: '待機中の自動能力', en: 'Pending auto abilities' },
      text: {
        ja: '自動能力は、書かれた出来事が起きると待機状態になります。ここでは、待機中の自動能力から次に解決するものを選びます。どちらが先に選ぶかは2.1.1と2.1.2で決まります。',
        en: 'An auto ability becomes pending once the event it names has happened. This step picks the next pending one to resolve; 2.1.1 and 2.1.2 decide which fighter picks first.',
      },
      source: src('2.1'),
      note: {
        ja: 'この図では、ここでどちらのファイターにも待機中の自動能力を追加できます(合わせて2つまで)。解決の順番がどう変わるかを確かめられます。',
        en: 'On this chart you can add a pending auto ability for either fighter here (two in total at most) and watch how the order of resolution changes.',
      },
    },
    '2.1.1': {
      title: { ja: 'ターンファイターが選ぶ', en: 'Turn fighter picks' },
      text: {
        ja: 'ターンファイターは、待機中の自分の自動能力を1つ選びます。効果が公開された場所(場・表向きのソウル・ドロップゾーン)から対象を選ぶなら、条件をすべて満たすカードの中から選びます。1つ選べば2.2へ、1つもなければ2.1.2へ進みます。',
        en: 'The turn fighter picks one of their own pending auto abilities. If its effect targets a card in an open zone (the field, the face-up soul, the drop zone), the target is chosen among the cards there that meet every condition. After a pick, go to 2.2; with nothing pending, go to 2.1.2.',
      },
      source: src('2.1.1'),
    },
    '2.1.2': {
      title: { ja: '非ターンファイターが選ぶ', en: 'Non-turn fighter picks' },
      text: {
        ja: '非ターンファイターは、待機中の自分の自動能力を1つ選びます。対象の選び方は2.1.1と同じです。1つ選べば2.2へ、1つもなければ2.4へ進みます。',
        en: 'The non-turn fighter picks one of their own pending auto abilities, choosing any target the same way as at 2.1.1. After a pick, go to 2.2; with nothing pending, go to 2.4.',
      },
      source: src('2.1.2'),
      note: {
        ja: 'ここに来るのは、ターンファイターに待機中の自動能力が1つもないときだけです。',
        en: 'This step is only reached when the turn fighter has nothing pending.',
      },
    },
    '2.2': {
      title: { ja: '【対抗】タイミング', en: 'Counter timing' },
      text: {
        ja: '自動能力を選ばなかったほうのファイターに、【対抗】で答える機会が来ます。ボタンの「相手」は、このファイターのことです。',
        en: 'The fighter who did not pick the auto ability now gets a chance to answer it with a Counter. On the buttons, "opponent" means that fighter.',
      },
      source: src('2.2'),
    },
    '2.2.1': {
      title: { ja: '相手の【対抗】', en: 'Opponent may Counter' },
      text: {
        ja: '自動能力を選ばなかったファイターは、【対抗】のカードか能力を1つだけ使えます。使わずに見送ってもかまいません。',
        en: 'The fighter who did not pick may use one card or ability with Counter, and only one. Passing is fine too.',
      },
      source: src('2.2.1'),
    },
    '2.2.2': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText('【対抗】を使うか決めた後の確認です。', 'Checked once the choice about a Counter is made.'),
      source: src('2.2.2'),
      note: {
        ja: '【対抗】が使われなかった場合、2.2.3は飛ばして2.2.4へ進みます。',
        en: 'If no Counter was used, Continue skips 2.2.3 and goes to 2.2.4.',
      },
    },
    '2.2.3': {
      title: { ja: '【対抗】を先に解決', en: 'Counter resolves first' },
      text: {
        ja: '使われた【対抗】は、選ばれた自動能力より先に発動し、解決されます。',
        en: 'A Counter that was used takes effect and resolves before the chosen auto ability.',
      },
      source: src('2.2.3'),
      note: {
        ja: '出典の文は、【対抗】を発動して解決するのが「自動能力を選んだファイター」であるようにも読めます。ここでは1.2.3と同じく、【対抗】が自動能力より先に解決されるという意味に読みます。出典には自動能力が無効になる場合の記述がないため、この図では【対抗】の後も自動能力は2.3で解決されます。',
        en: 'The source sentence can be read as saying the fighter who picked the auto ability is the one who activates and resolves the Counter. We read it the same way as 1.2.3: the Counter resolves before the auto ability. The source says nothing about an auto ability being nullified, so on this chart the auto ability still resolves at 2.3 after the Counter.',
      },
    },
    '2.2.4': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText('【対抗】の場面が終わった後の確認です。', 'Checked once the Counter window is over.'),
      source: src('2.2.4'),
    },
    '2.3': {
      title: { ja: '自動能力を解決', en: 'Resolve the auto ability' },
      text: {
        ja: '2.1.1か2.1.2で選んだ自動能力の効果を、ここで実行します。',
        en: 'The auto ability picked at 2.1.1 or 2.1.2 now takes effect.',
      },
      source: src('2.3'),
    },
    '2.3.1': {
      title: { ja: '書かれた行動を行う', en: 'Carry out its actions' },
      text: {
        ja: '効果に書かれた行動は、すべてこの解決の時点で行います。行うかどうかを選べる行動があれば、それもここで選びます。',
        en: 'Every action written in the effect is carried out now, at resolution. If an action is one you may choose to take, you choose here as well.',
      },
      source: src('2.3.1'),
    },
    '2.3.2': {
      title: { ja: '条件の確認', en: 'Check the condition' },
      text: {
        ja: '効果の途中で条件を確かめる場合、その条件を満たしていなければ、そこから先の効果は行いません。',
        en: 'If the effect checks a condition partway through and the condition is not met, the rest of the effect does not happen.',
      },
      source: src('2.3.2'),
      note: {
        ja: 'この図の自動能力には条件がないので、次へ進むだけです。条件を満たさない場合は、起動能力の図の1.3.2で試せます。',
        en: 'The auto abilities on this chart check no condition, so this step just moves on. Try an unmet condition at 1.3.2 on the activated-ability chart.',
      },
    },
    '2.4': {
      title: RULES_CHECK_TITLE,
      text: rulesCheckText(
        '自動能力を1つ解決した後の確認です。どちらのファイターも選ばなかったとき(2.1.2から)も、ここで確認します。',
        'Checked after an auto ability resolves, and also when neither fighter picks one (2.1.2 leads straight here).',
      ),
      source: src('2.4'),
      note: {
        ja: '待機中の自動能力がまだ残っていれば2.1へ戻り、次の1つを選びます。残っていなければ終わりです。',
        en: 'While any auto ability is still pending, go back to 2.1 and pick the next one. When none is left, the flow ends.',
      },
    },
  },
  ends: {
    done: { ja: '待機中の自動能力がなくなった', en: 'No auto ability left pending' },
  },
  events: {
    ...COUNTER_EVENTS,
    'add-turn': { ja: 'ターンファイターに待機中の自動能力を追加', en: 'Add a pending ability for the turn fighter' },
    'add-non-turn': { ja: '非ターンファイターに待機中の自動能力を追加', en: 'Add a pending ability for the non-turn fighter' },
    'turn-picks': { ja: 'ターンファイターが自分の待機中の1つ目を選ぶ', en: 'Turn fighter picks their 1st pending one' },
    'turn-picks-2': { ja: 'ターンファイターが自分の待機中の2つ目を選ぶ', en: 'Turn fighter picks their 2nd pending one' },
    'turn-picks-3': { ja: 'ターンファイターが自分の待機中の3つ目を選ぶ', en: 'Turn fighter picks their 3rd pending one' },
    'non-turn-picks': { ja: '非ターンファイターが自分の待機中の1つ目を選ぶ', en: 'Non-turn fighter picks their 1st pending one' },
    'non-turn-picks-2': { ja: '非ターンファイターが自分の待機中の2つ目を選ぶ', en: 'Non-turn fighter picks their 2nd pending one' },
    'non-turn-picks-3': { ja: '非ターンファイターが自分の待機中の3つ目を選ぶ', en: 'Non-turn fighter picks their 3rd pending one' },
  },
  guards: {
    turnPending: { ja: 'ターンファイターに待機中あり', en: 'Turn fighter has one pending' },
    noTurnPending: { ja: 'ターンファイターに待機中なし', en: 'Turn fighter has none pending' },
    turnPending2: { ja: 'ターンファイターに待機中が2つ以上', en: 'Turn fighter has two or more pending' },
    turnPending3: { ja: 'ターンファイターに待機中が3つ', en: 'Turn fighter has three pending' },
    nonTurnPending: { ja: '非ターンファイターに待機中あり', en: 'Non-turn fighter has one pending' },
    nonTurnPending2: { ja: '非ターンファイターに待機中が2つ以上', en: 'Non-turn fighter has two or more pending' },
    nonTurnPending3: { ja: '非ターンファイターに待機中が3つ', en: 'Non-turn fighter has three pending' },
    noNonTurnPending: { ja: '非ターンファイターに待機中なし', en: 'Non-turn fighter has none pending' },
    canAddTurn: { ja: 'ターンファイター側に追加できる', en: 'Room to add for the turn fighter' },
    canAddNonTurn: { ja: '非ターンファイター側に追加できる', en: 'Room to add for the non-turn fighter' },
    otherHasCounter: { ja: '選ばなかった側が【対抗】を持つ', en: 'The fighter who did not pick holds a Counter' },
    counterUsed: { ja: '【対抗】あり', en: 'A Counter was used' },
    noCounter: { ja: '【対抗】なし', en: 'No Counter was used' },
    anyPending: { ja: '待機中の自動能力が残っている', en: 'An auto ability is still pending' },
    nonePending: { ja: '待機中の自動能力がない', en: 'Nothing is pending' },
    otherwise: { ja: 'それ以外', en: 'Otherwise' },
  },
  setups: {
    'both-pending': {
      title: { ja: 'ターンファイターの自動能力が先に解決', en: "The turn fighter's auto abilities resolve first" },
      text: {
        ja: 'ターンファイターに待機中の自動能力が2つ、非ターンファイターに1つあります。両者とも【対抗】を1つずつ持っています。',
        en: 'The turn fighter has two auto abilities pending and the non-turn fighter has one. Each fighter holds one Counter.',
      },
    },
    'non-turn-only': {
      title: { ja: 'ターンファイターに何もなければ非ターンファイターが選ぶ', en: 'Nothing for the turn fighter: the non-turn fighter picks' },
      text: {
        ja: 'ターンファイターには待機中の自動能力がなく、非ターンファイターに1つあります。両者とも【対抗】を1つずつ持っています。',
        en: 'The turn fighter has nothing pending; the non-turn fighter has one auto ability waiting. Each fighter holds one Counter.',
      },
    },
    empty: {
      title: { ja: '自動能力を足して順番を試す', en: 'Add auto abilities and try the order' },
      text: {
        ja: 'どちらにも待機中の自動能力がありません。2.1で追加して、順番を試せます。両者とも【対抗】を1つずつ持っています。',
        en: 'Neither fighter has anything pending. Add some at 2.1 to try out the order. Each fighter holds one Counter.',
      },
    },
  },
  editor: {
    groups: {
      turn: { ja: 'ターンファイター', en: 'Turn fighter' },
      nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
    },
    fields: {
      pending: { ja: '待機中の自動能力', en: 'Auto abilities waiting' },
      counters: { ja: '【対抗】の枚数', en: 'Counters held' },
    },
  },
  board: {
    sections: {
      turn: { ja: 'ターンファイター', en: 'Turn fighter' },
      nonTurn: { ja: '非ターンファイター', en: 'Non-turn fighter' },
      pending: { ja: '待機中', en: 'Pending' },
      counters: { ja: '【対抗】', en: 'Counters' },
      'turn.pending': { ja: 'ターンファイターの待機中の自動能力', en: "Turn fighter's pending auto abilities" },
      'nonTurn.pending': { ja: '非ターンファイターの待機中の自動能力', en: "Non-turn fighter's pending auto abilities" },
      chosen: { ja: '選ばれた自動能力', en: 'Picked auto ability' },
      resolved: { ja: '解決済み(解決した順)', en: 'Resolved (in the order they resolved)' },
      'turn.counters': { ja: 'ターンファイターが持つ【対抗】', en: 'Counters the turn fighter holds' },
      'nonTurn.counters': { ja: '非ターンファイターが持つ【対抗】', en: 'Counters the non-turn fighter holds' },
      'turn.drop': { ja: 'ターンファイターのドロップゾーン', en: "Turn fighter's drop zone" },
      'nonTurn.drop': { ja: '非ターンファイターのドロップゾーン', en: "Non-turn fighter's drop zone" },
    },
    values: {},
    tags: {
      turn: { ja: 'ターンファイター', en: "Turn fighter's" },
      nonTurn: { ja: '非ターンファイター', en: "Non-turn fighter's" },
    },
    log: {
      'turn-added': { ja: '{card}がターンファイターの待機中に加わりました。', en: '{card} is now pending for the turn fighter.' },
      'nonTurn-added': { ja: '{card}が非ターンファイターの待機中に加わりました。', en: '{card} is now pending for the non-turn fighter.' },
      'turn-picked': { ja: 'ターンファイターが{card}を選びました。', en: 'The turn fighter picked {card}.' },
      'nonTurn-picked': { ja: '非ターンファイターが{card}を選びました。', en: 'The non-turn fighter picked {card}.' },
      'turn-countered': { ja: 'ターンファイターが【対抗】を使いました。', en: 'The turn fighter used a Counter.' },
      'nonTurn-countered': { ja: '非ターンファイターが【対抗】を使いました。', en: 'The non-turn fighter used a Counter.' },
      'counter-resolved': { ja: '【対抗】を自動能力より先に解決しました。', en: 'The Counter resolved before the auto ability.' },
      'auto-resolved': { ja: '{card}を解決しました。', en: '{card} has resolved.' },
      'rules-check-clear': { ja: 'ルール処理で対象になるものはありません。', en: 'Rules check: nothing to do.' },
    },
  },
} satisfies FlowContent;
