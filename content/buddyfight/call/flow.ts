import type { FlowContent } from '../../schema';
import { CHOICE_EVENTS, CHOICE_GUARDS, COUNTER_EVENTS, GAME_OVER, RULES_CHECK_TITLE, editionRulesCheckText } from '../shared';

const src = (ref: string) => ({ doc: '000', section: '①', ref });

export default {
  title: { ja: 'コールの流れ', en: 'Call flow' },
  short: { ja: 'コール', en: 'Call' },
  summary: {
    ja: 'モンスターをコールするときの手順を、宣言から場に置くまで順に追います。相手が【対抗】できる場面と、バディギフトでライフが増える場面もここで確認できます。',
    en: 'Follows a monster call from the announcement to the moment the card lands. It also shows where the opponent gets to Counter and where the Buddy Gift adds life.',
  },
  source: src('1.1–3.3'),
  groups: {
    '1': { ja: 'コールの宣言', en: 'Declaring the call' },
    '2': { ja: '相手の【対抗】タイミング', en: "Opponent's Counter timing" },
    '3': { ja: 'コールを実行', en: 'Carrying out the call' },
  },
  steps: {
    '1.1': {
      title: { ja: 'コールを宣言', en: 'Announce the call' },
      text: {
        ja: 'どのモンスターをコールするかを宣言し、そのカードを相手に公開します。',
        en: 'Say which monster you are calling and show the card to your opponent.',
      },
      source: src('1.1'),
    },
    '1.2': {
      title: { ja: 'エリアを1つ選ぶ', en: 'Pick one area' },
      text: {
        ja: 'モンスターを置く先として、レフト・センター・ライトのどれか1つを指定します。',
        en: 'Name the single area the monster will go to: left, center or right.',
      },
      source: src('1.2'),
    },
    '1.3': {
      title: { ja: 'バディコールにする?', en: 'Buddy Call or not?' },
      text: {
        ja: 'バディゾーンに同じ名前のカードがあり、このゲームでまだバディコールを宣言していなければ、バディコールにするかを選べます。どちらかが欠けていれば通常のコールです。',
        en: 'If the buddy zone holds a card of the same name and you have not yet declared a Buddy Call this game, choose whether to make this a Buddy Call. If either part is missing, it is a normal call.',
      },
      source: src('1.3'),
      note: {
        ja: '【このサイトの読み】条件は「バディコールを宣言していない」ことです。そのため、宣言したバディコールが後で【対抗】に無効にされても、1.4でコストを払えずに中止になっても、このゲームの1回は使ったものとして扱います。000は中止の場合について書いていないため、大会によっては宣言のやり直しとして扱うこともあり得ます。',
        en: "[This site's reading] The condition is that no Buddy Call has been declared. So a Buddy Call that was declared and then nullified by a Counter, or stopped at 1.4 because its cost could not be paid, still counts as this game's one Buddy Call. 000 does not speak of a stopped call, so an event may instead treat it as a declaration taken back.",
      },
    },
    '1.4': {
      title: { ja: '条件とコストを確認', en: 'Check condition and cost' },
      text: {
        ja: 'コールの条件とコストの支払いが可能かを確かめ、払い方を決めます。満たせなければコールはここで中止です。支払いは1.6なので、まだ何も払っていません。',
        en: 'Confirm the call condition is met and the cost can be paid, and decide how you will pay it. If not, the call stops right here. Payment happens at 1.6, so nothing has been spent yet.',
      },
      source: src('1.4'),
    },
    '1.5': {
      title: { ja: 'バディを入れ替え', en: 'Swap in the set-aside buddy' },
      text: {
        ja: 'バディコールのときだけ行います。宣言したカードはレスト状態でバディゾーンへ移り、ゲーム開始前からバディゾーンにあったカードが、かわりにコールされるカードになります。',
        en: 'Buddy Call only. The card you announced moves to the buddy zone, rested, and the card that sat there since game setup becomes the card being called.',
      },
      source: src('1.5'),
      note: {
        ja: '通常のコールではこの手順を飛ばし、1.4から1.6へ進みます。',
        en: 'A normal call skips this step and goes from 1.4 straight to 1.6.',
      },
    },
    '1.6': {
      title: { ja: 'コストを支払う', en: 'Pay the cost' },
      text: {
        ja: 'コールコストをすべて同時に払います。モンスターはまだ場に出ていないので、指定したエリアにいるモンスターもコストに使えます(Q4)。コストとして場を離れるカードに『ソウルガード』があれば、持ち主はここで使うか選びます。残してもコストは払ったことになります。『ライフリンク』を持つカードなら、場を離れたここでダメージを受けます。',
        en: 'Pay every part of the call cost at once. The new monster is not on the field yet, so a monster already in the chosen area can be used for the cost (Q4). If a card leaving the field as the cost has Soulguard, its owner chooses here whether to use it; kept or not, the cost counts as paid. A card with Lifelink deals its damage here, as it leaves.',
      },
      source: src('1.6'),
      note: {
        ja: 'ここで受ける『ライフリンク』のダメージには、【対抗】で答えられません。ダメージを防ぐ【対抗】を手札に持っていても同じです。000は『ライフリンク』に【対抗】を使えるとしています(④『ライフリンク』)が、どの手順で使うかは書いていません。そしてこの流れには、支払いと確認のあいだにカードを使える手順がありません。コールで【対抗】を使えるのは2.1の相手だけで、それも1.7の確認の後です(① 1.6・1.7・2.1)。そのため、ここでライフが0になったファイターは1.7で敗北します。★ルール処理★でドロップゾーンに置かれたカードの『ライフリンク』も、盤面では同じく答えられません。【このサイトの読み】000は『ライフリンク』のダメージがいつ与えられるかも書いていません。盤面では、カードが場を離れたその時に与えます。自動能力(④ 2)として読むなら、ダメージは後で解決されるまで待つので1.7ではまだ受けておらず、それに【対抗】できるのは④ 2.2により能力を選んでいないファイター、つまりコールした側ではなく相手です。',
        en: "Lifelink's damage here cannot be answered with a Counter, not even by a caller holding one that prevents damage. 000 says a Counter may be used against Lifelink (④ 『ライフリンク』) but names no step for it, and this flow has no step between paying and the check at which a card can be used: the call's one Counter timing is the opponent's, at 2.1, after the check at 1.7 (① 1.6, 1.7, 2.1). So a caller that Lifelink takes to 0 here loses at 1.7. On the board, Lifelink on a card that a ★rules check★ drops cannot be answered either. [This site's reading] 000 does not say when Lifelink deals its damage; the board deals it as the card leaves. Read as an auto ability (④ 2), the damage would instead wait to be resolved later, so 1.7 would not see it yet, and ④ 2.2 would give the Counter timing against it to the fighter who did not choose it: the opponent, not the caller.",
      },
    },
    '1.7': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('コストを払った直後の確認です。', 'Checked right after the cost is paid.'),
      source: src('1.7'),
      note: {
        ja: '1.6で『ライフリンク』などのダメージを受けてライフが0以下なら、ここで敗北し、コールはここで終わります。このあいだに【対抗】を使う手順はないので、手札の【対抗】は使われないまま残ります(1.6の注、状況「コストで場を離れる『ライフリンク』」)。場のサイズ合計が3を超えていれば、3.3と同じく持ち主がドロップゾーンに置くモンスターを選びます(3.3の注)。',
        en: "If damage taken at 1.6, Lifelink's for one, leaves the caller at 0 life or less, they lose here and the call ends. No step in between lets a Counter be used, so a Counter in the hand stays there unused (see 1.6's note, and the situation \"Lifelink on a card paid as the cost\"). A field already over size 3 is settled here as at 3.3: its owner picks the monsters that go (see 3.3's note).",
      },
    },
    '2.1': {
      title: { ja: '相手の【対抗】', en: 'Opponent may Counter' },
      text: {
        ja: '相手はここで、【対抗】のカードか能力を1つだけ使えます。コール中のモンスターはまだ場にいないので、場のモンスターを選ぶ効果では選べません(Q2)。',
        en: 'Your opponent may now use one card or ability with Counter, and only one. The monster being called is not on the field yet, so effects that pick a monster on the field cannot choose it (Q2).',
      },
      source: src('2.1'),
    },
    '2.2': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('相手が【対抗】を使うか決めた後の確認です。', "Checked once the opponent's choice is made."),
      source: src('2.2'),
      note: {
        ja: '【対抗】が使われなかった場合は2.3を飛ばしますが、2.4の★ルール処理★は条件なしの手順なので、必ず行ってから3.1へ進みます。',
        en: 'If no Counter was used, 2.3 is skipped; the ★rules check★ of 2.4 has no condition, so it still runs before the flow reaches 3.1.',
      },
    },
    '2.3': {
      title: { ja: '【対抗】を先に解決', en: 'Counter resolves first' },
      text: {
        ja: '使われた【対抗】は、コールより先に解決されます。コールを無効にしたか(「ゴー・トゥ・ヘル」など)、解決後もコールが続くかを選びます。',
        en: 'A Counter that was used resolves before the call does. Choose whether it nullifies the call (as Begone!! does) or resolves and lets the call continue.',
      },
      source: src('2.3'),
      note: {
        ja: '無効になったコールは3.1に届かず、モンスターは場に出ません。バディギフトもありません(Q1)。【このサイトの読み】無効になったコールのカードの行き先は文書に書かれていません。盤面では、使って無効になったカードと同じくドロップゾーンに置きます。',
        en: "A nullified call never reaches 3.1: no monster lands and there is no Buddy Gift (Q1). [This site's reading] The document does not say where a nullified call's card goes; the board puts it in the drop zone, like any other card that was used and nullified.",
      },
    },
    '2.4': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText('【対抗】の解決後の確認です。', 'Checked after the Counter has resolved.'),
      source: src('2.4'),
      note: {
        ja: 'コールが無効になっていればここで終わり、そうでなければ3.1へ進みます。',
        en: 'A nullified call ends here; otherwise the flow moves on to 3.1.',
      },
    },
    '3.1': {
      title: { ja: '指定エリアに登場', en: 'Monster enters the area' },
      text: {
        ja: 'コールしたモンスターを、1.2で選んだエリアに置きます。場に出るのはこの時点です。バディと同名なら、通常のコールでもバディモンスターになります(Q5)。',
        en: "The called monster is put into the area chosen at 1.2; this is the moment it reaches the field. If it shares the buddy's name, it counts as a buddy monster even after a normal call (Q5).",
      },
      source: src('3.1'),
    },
    '3.2': {
      title: { ja: 'バディギフト', en: 'Buddy Gift' },
      text: {
        ja: 'バディコールで、モンスターが実際に場に出ていれば、コールした側のライフが1増えます。通常のコールでは、バディモンスターでも増えません。',
        en: 'If this was a Buddy Call and the monster really landed, the fighter who called it gains 1 life. A normal call gains nothing, even for a buddy monster.',
      },
      source: src('3.2'),
    },
    '3.3': {
      title: RULES_CHECK_TITLE,
      text: editionRulesCheckText(
        '新しいモンスターが場に出た後の確認です。最後に場に置かれたのはこのモンスターです。',
        'Checked with the new monster in play: it is the monster put on the field last.',
      ),
      source: src('3.3'),
      note: {
        ja: '合計サイズが3を超えたとき、どのモンスターを置くかは持ち主のファイターが選びます(このサイトの読み。000も002も、誰が選ぶかは書いていません)。置き方が1通りしかなければそのまま置かれます。何通りもあれば、合計が3以下になるまで、1体ずつ選ぶボタンが出ます。日本語版のルールでは、今コールしたモンスターは選べず、場に残ります。2014年英語版では今コールしたモンスターも選べるので、それ1体だけを置くことも、前からいたモンスターを置くこともできます(状況「サイズ1が2体いる場にサイズ3をコール」で試せます)。',
        en: 'When the total size is over 3, the fighter who owns the monsters picks which go (our reading; neither 000 nor 002 says who picks). Where only one set of monsters can go, it goes at once. Where there is more than one way, the chart asks for one monster at a time until the total is 3 or less. Under the Japanese rules the monster just called cannot be picked and stays. Under the 2014 English rules it can, so the owner may send it alone or send monsters that were there before (try the situation "A size 3 called beside two size 1s").',
      },
    },
  },
  ends: {
    complete: { ja: 'コール完了', en: 'Call complete' },
    cancelled: { ja: 'コール中止(場に出ません)', en: 'Call stopped: nothing lands' },
    'game-over': GAME_OVER,
  },
  events: {
    ...COUNTER_EVENTS,
    left: { ja: 'レフトにコール', en: 'Call to the left' },
    center: { ja: 'センターにコール', en: 'Call to the center' },
    right: { ja: 'ライトにコール', en: 'Call to the right' },
    'buddy-call': { ja: 'バディコールにする', en: 'Make it a Buddy Call' },
    'normal-call': { ja: '通常のコールにする', en: 'Normal call' },
    pay: { ja: 'コストを払う', en: 'Pay the cost' },
    'cannot-pay': { ja: 'コール不可(条件・コスト不足)', en: "Can't call: condition or cost not met" },
    nullified: { ja: '【対抗】でコールが無効に', en: 'The Counter nullifies the call' },
    resolved: { ja: '【対抗】を解決、コール続行', en: 'The Counter resolves; the call goes on' },
    'soulguard-yes': CHOICE_EVENTS['soulguard-yes'],
    'soulguard-no': CHOICE_EVENTS['soulguard-no'],
    'size-drop-left': CHOICE_EVENTS['size-drop-left'],
    'size-drop-center': CHOICE_EVENTS['size-drop-center'],
    'size-drop-right': CHOICE_EVENTS['size-drop-right'],
  },
  guards: {
    canBuddyCall: { ja: 'バディコール可能', en: 'Buddy Call possible' },
    cannotBuddyCall: { ja: 'バディコール不可', en: 'Buddy Call not possible' },
    canCallAsBuddy: { ja: 'バディコール・支払い可', en: 'Buddy Call, cost payable' },
    canCallNormally: { ja: '通常コール・支払い可', en: 'Normal call, cost payable' },
    cannotCall: { ja: '条件・コストを満たさない', en: 'Condition or cost not met' },
    counterUsed: { ja: '【対抗】あり', en: 'A Counter was used' },
    nullified: { ja: 'コールが無効化された', en: 'The call was nullified' },
    otherwise: { ja: 'それ以外', en: 'Otherwise' },
    gameOver: CHOICE_GUARDS.gameOver,
    soulguardPending: CHOICE_GUARDS.soulguardPending,
    sizeDropLeft: CHOICE_GUARDS.sizeDropLeft,
    sizeDropCenter: CHOICE_GUARDS.sizeDropCenter,
    sizeDropRight: CHOICE_GUARDS.sizeDropRight,
    free: CHOICE_GUARDS.free,
  },
  setups: {
    'size-3-call': {
      title: { ja: 'サイズ1が2体いる場にサイズ3をコール(版で変わる)', en: 'A size 3 called beside two size 1s (differs by edition)' },
      text: {
        ja: 'レフトとライトにサイズ1が1体ずつ。センターにサイズ3のモンスターをコールすると、3.3でサイズ合計は5です。日本語版のルールでは今コールしたモンスターは残り、サイズ1の2体がドロップゾーンへ行きます。置き方はこの1通りなので、選ぶ場面はありません。2014年英語版に切り替えると3体のどれでも置けるので、持ち主が選びます。サイズ3を置けばサイズ1の2体は残ります。サイズ1を置いてもまだ合計4なので、残りの2体からもう1体選びます。コストとサイズは説明用です。',
        en: 'A size 1 on the left and one on the right. Call a size 3 to the center and the check at 3.3 finds size 5. Under the Japanese rules the monster just called stays and both size 1s go to the drop zone: there is no other way, so nobody is asked. Switch to the 2014 English rules and any of the three may go, so the owner picks. Sending the size 3 leaves both size 1s; sending a size 1 leaves a total of 4, so one more of the other two must be picked. Cost and sizes are illustrative.',
      },
    },
    'buddy-used': {
      title: { ja: 'バディコールは使用済み', en: 'The Buddy Call already made' },
      text: {
        ja: 'バディと同じ名前のモンスターをコールします。このゲームのバディコールは、もう済ませています。',
        en: "You call a monster with your buddy's name, having already made this game's Buddy Call.",
      },
    },
    'demon-soulguard': {
      title: { ja: 'コストで場を離れるカードと『ソウルガード』', en: 'Soulguard on a card paid as the cost' },
      text: {
        ja: 'センターへのコールで呼ぶのは「アーマナイト・デーモン」です。コストとして送るのは、レフトにいるソウル1枚の『ソウルガード』持ちだけです。1.6で持ち主は『ソウルガード』を使うか選べます。サイズやゲージの数は説明用です。',
        en: 'You call Armorknight Demon to the center. The only monster you can send as its cost is on the left: it has Soulguard and one soul. At 1.6 its owner chooses whether to use Soulguard. Sizes and gauge numbers are illustrative.',
      },
    },
    'demon-lifelink': {
      title: { ja: 'コストで場を離れる『ライフリンク』', en: 'Lifelink on a card paid as the cost' },
      text: {
        ja: 'ライフが2のときに、センターへ「アーマナイト・デーモン」を呼びます。コストとして送るのは、レフトにいる『ライフリンク』2のモンスターです。手札には、効果によるダメージを防ぐ【対抗】が1枚あります。サイズやゲージ、数値、カードは説明用です。',
        en: 'With 2 life you call Armorknight Demon. The monster you send as its cost is on the left and has Lifelink 2. You hold a Counter that prevents effect damage. Sizes, gauge, numbers and cards are illustrative.',
      },
    },
    'last-life': {
      title: { ja: '最後のライフでコストを払う', en: 'Paying the cost with your last life' },
      text: {
        ja: 'コールコストが「ライフ1」のモンスターを、ライフ1でコールします。払うことはできますが、ライフは0になり、1.7の★ルール処理★で敗北してゲームが終わります。ライフで払えるのはライフがコスト以上あるとき、というのはこのプロジェクトの読み方です(文書はこの点に触れていません)。カードは説明用の仮のものです。',
        en: "You call a monster whose call cost is 1 life while you have 1 life. You can pay it, but life drops to 0, and the ★rules check★ at 1.7 makes you lose: the game ends there. That a life cost can be paid whenever life is at least the cost is this project's reading; the document does not say. The card is a made-up example.",
      },
    },
    buddy: {
      title: { ja: 'バディモンスターをコール', en: 'Calling your buddy' },
      text: {
        ja: '手札にある、バディと同じ名前のカードをコールします。ゲーム準備で選んだバディモンスターはバディゾーンにあり、バディコールにすると1.5でこの2枚が入れ替わります。バディコールは未使用、ライフ10、ゲージ2、場は空です。汎用カードのサイズ・コスト(サイズ2、ゲージ1)は説明用の仮の値です。',
        en: "You call a card from your hand that has your buddy's name; the buddy monster chosen at setup waits in the buddy zone, and a Buddy Call swaps the two at 1.5. Your Buddy Call is still unused: 10 life, 2 gauge, empty field. The generic card's size and cost (size 2, 1 gauge) are only illustrative.",
      },
    },
    succubus: {
      title: { ja: 'Q3:アーマナイト・サキュバス', en: 'Q3: Armorknight Succubus' },
      text: {
        ja: '《アーマナイト》がドロップゾーンに1枚もない状態で「アーマナイト・サキュバス」をコールします。サイズやゲージの数は説明用で、重要なのはドロップゾーンの条件だけです。',
        en: 'You call Armorknight Succubus while your drop zone has no «Armorknight» at all. Its size and gauge numbers are illustrative; only the drop zone requirement matters.',
      },
    },
    'buddy-no-gauge': {
      title: { ja: 'ゲージのないバディコール', en: 'A Buddy Call with no gauge' },
      text: {
        ja: 'バディモンスター(コールコストはゲージ1、説明用)をバディコールしたいのに、ゲージが0枚です。',
        en: 'You want to Buddy Call your buddy monster (call cost 1 gauge, for illustration), but your gauge is empty.',
      },
    },
    spartand: {
      title: { ja: 'コストで『ライフリンク』を無効にする', en: 'A cost that nullifies Lifelink' },
      text: {
        ja: '場に『ライフリンク』が働いているモンスターがいて、コストの一部としてその『ライフリンク』を無効にするモンスターをコールします。公式FAQ #1が扱う部分だけを再現し、サイズやゲージの部分は説明用です(FAQのカードは英語名しかわからず、日本語版の名前は未確認です)。',
        en: 'Duel Sieger is on your field with its Lifelink working. You call Duel Sieger "Spartand", whose cost includes nullifying that Lifelink. Only the part official FAQ #1 deals with is modelled; sizes and the gauge part are illustrative.',
      },
    },
    'spartand-frozen': {
      title: { ja: '無効になっている『ライフリンク』はコストにできない', en: 'An already nullified Lifelink cannot pay' },
      text: {
        ja: '同じ場面ですが、場のモンスターの『ライフリンク』は、ほかのカードの効果ですでに無効になっています。',
        en: "The same, but the Duel Sieger's Lifelink on the field has already been nullified, by Great Fate, Frozen Stars or the like.",
      },
    },
    'succubus-pays': {
      title: { ja: 'コストの支払い:ゲージとソウル', en: 'Paying a cost: gauge and soul' },
      text: {
        ja: 'ドロップゾーンに《アーマナイト》が1枚ある状態で「アーマナイト・サキュバス」をコールします。1.4でコスト全体を払えるか確かめ、1.6でまとめて払います。ゲージ1枚はドロップゾーンへ、《アーマナイト》はサキュバスのソウルへ移ります。',
        en: 'You call Armorknight Succubus with one «Armorknight» in your drop zone. 1.4 checks that the whole cost can be paid; 1.6 pays it all at once: one gauge card moves to the drop zone and the «Armorknight» moves under Succubus as its soul.',
      },
    },
    demon: {
      title: { ja: 'Q4:アーマナイト・デーモン', en: 'Q4: Armorknight Demon' },
      text: {
        ja: '「アーマナイト・デーモン」を、すでにモンスターがいるセンターへコールします。コストには場のモンスター1枚をドロップゾーンへ送ることが含まれます。サイズやゲージの数は説明用です。',
        en: 'You call Armorknight Demon to the center, where another monster already stands. Part of its cost is sending a monster from your field to the drop zone. Sizes and gauge numbers are illustrative.',
      },
    },
  },
  editor: {
    groups: {
      fighter: { ja: 'コールするファイター', en: 'Fighter calling' },
      'field.left': { ja: 'レフトのモンスター', en: 'Left monster' },
      'field.center': { ja: 'センターのモンスター', en: 'Center monster' },
      'field.right': { ja: 'ライトのモンスター', en: 'Right monster' },
    },
    fields: {
      life: { ja: 'ライフ', en: 'Life' },
      gauge: { ja: 'ゲージ', en: 'Gauge' },
      deck: { ja: 'デッキ枚数', en: 'Deck' },
      'buddy-call-used': { ja: 'このゲームのバディコールは使用済み', en: "This game's Buddy Call already made" },
      on: { ja: 'モンスターあり', en: 'Monster here' },
      size: { ja: 'サイズ', en: 'Size' },
    },
  },
  board: {
    sections: {
      turn: { ja: 'コールするファイター', en: 'Fighter calling' },
      life: { ja: 'ライフ', en: 'Life' },
      gauge: { ja: 'ゲージ', en: 'Gauge' },
      buddyZone: { ja: 'バディゾーン', en: 'Buddy zone' },
      buddyCall: { ja: 'バディコール', en: 'Buddy Call' },
      calling: { ja: 'コール中(まだ場の外)', en: 'Being called (not on the field yet)' },
      field: { ja: '場', en: 'Field' },
      drop: { ja: 'ドロップゾーン', en: 'Drop zone' },
      hand: { ja: '手札(コール中に使える手順はありません)', en: 'Hand (no step of the call lets you use these)' },
      counter: { ja: '相手の【対抗】', en: "Opponent's Counter" },
      lost: { ja: '敗北', en: 'Lost' },
      choice: { ja: '選択待ち', en: 'Waiting for a choice' },
    },
    values: {
      'buddyCall.not-yet': { ja: '未使用', en: 'Not used yet' },
      'buddyCall.this-call': { ja: '今回のコール', en: 'This call' },
      'buddyCall.used': { ja: '使用済み', en: 'Already used' },
      'counter.none': { ja: 'なし', en: 'None' },
      'counter.used': { ja: '使用', en: 'Used' },
      'counter.nullified': { ja: 'コールを無効化', en: 'Nullified the call' },
      'counter.resolved': { ja: '解決済み(コール続行)', en: 'Resolved (call goes on)' },
      'field.left': { ja: 'レフト', en: 'Left' },
      'field.center': { ja: 'センター', en: 'Center' },
      'field.right': { ja: 'ライト', en: 'Right' },
      'lost.caller': { ja: 'コールしたファイターが敗北(ゲーム終了)', en: 'The calling fighter has lost (game over)' },
      'stat.soul': { ja: 'ソウル', en: 'Soul' },
      'choice.size': {
        ja: '場のサイズ合計が3を超えています。持ち主が、ドロップゾーンに置くモンスターを1体ずつ選びます',
        en: 'The field is over size 3: its owner picks the monsters to drop, one at a time',
      },
      'choice.soulguard': {
        ja: 'コストとして場を離れるカードの持ち主が、『ソウルガード』を使うか選びます',
        en: 'The owner of the card leaving as the cost chooses whether to use Soulguard',
      },
    },
    tags: {
      rested: { ja: 'レスト', en: 'Rested' },
      buddy: { ja: 'バディ扱い(バディと同名)', en: 'Counts as the buddy (same name)' },
      lifelink: { ja: '『ライフリンク』', en: 'Lifelink' },
      'lifelink-nullified': { ja: '『ライフリンク』(無効)', en: 'Lifelink (nullified)' },
      soulguard: { ja: '『ソウルガード』', en: 'Soulguard' },
    },
    log: {
      'call-stopped': {
        ja: '条件かコストを満たせないため、コールは中止です。何も払っていません。',
        en: 'Condition or cost not met: the call stops, and nothing was paid.',
      },
      'buddy-swap': {
        ja: '宣言したカードはレストでバディゾーンへ。かわりに{card}をコールします。',
        en: 'The announced card goes to the buddy zone, rested; {card} is called in its place.',
      },
      'paid-gauge': {
        ja: 'ゲージからコールコストを払いました。',
        en: 'The gauge part of the call cost is paid.',
      },
      'paid-life': {
        ja: 'コストとしてライフを{card}払いました。',
        en: 'You pay {card} life as part of the cost.',
      },
      'paid-soul': {
        ja: 'コストとして、ドロップゾーンの{card}をコールするカードのソウルに入れました。',
        en: "{card} moves from the drop zone into the called card's soul as part of the cost.",
      },
      'paid-nullify-lifelink': {
        ja: 'コストとして、場の{card}の『ライフリンク』を無効にしました。',
        en: "{card}'s Lifelink on the field is nullified as part of the cost.",
      },
      'soulguard-offered': {
        ja: 'コストとして場を離れる{card}は『ソウルガード』を持っています。持ち主は使うか選べます(使わなくてもかまいません)。',
        en: '{card}, about to leave the field as part of the cost, has Soulguard. Its owner may use it, or not.',
      },
      soulguard: {
        ja: '『ソウルガード』:{card}はソウルを1枚ドロップゾーンに置き、場に残ります。',
        en: 'Soulguard: {card} puts one soul into the drop zone and stays on the field.',
      },
      'soulguard-declined': {
        ja: '『ソウルガード』は使われず、{card}は場を離れます。',
        en: 'Soulguard is not used, so {card} leaves the field.',
      },
      'paid-field-monster-kept': {
        ja: '{card}は場に残りましたが、コストは払われたものとして扱います。コールはこのまま続きます。',
        en: '{card} stayed on the field, yet the cost counts as paid: the call goes on.',
      },
      'lifelink-damage': {
        ja: '『ライフリンク』:カードが場を離れたので、{card}ダメージを受けます(支払いではなくダメージです)。',
        en: 'Lifelink: the card left the field, so you take {card} damage (damage, not a payment).',
      },
      'paid-field-monster': {
        ja: 'コストとして、場の{card}をドロップゾーンへ送りました。',
        en: '{card} leaves the field for the drop zone as part of the cost.',
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
      'rules-check-lost': {
        ja: 'ライフ0以下かデッキ0枚のため、このファイターは敗北です。',
        en: 'Life is 0 or less, or the deck is empty: this fighter loses.',
      },
      'rules-check-clear': {
        ja: 'ルール処理で対象になるものはありません。',
        en: 'Rules check: nothing to do.',
      },
      'counter-used': {
        ja: '相手がコールに【対抗】を使いました。その【対抗】は2.3で、コールしたカードが場に出るより先に解決します。',
        en: 'The opponent answers the call with a Counter. It waits and resolves at 2.3, before the called card reaches the field.',
      },
      'call-nullified': {
        ja: 'コールは無効になり、{card}は場に出ずドロップゾーンへ。',
        en: 'The call is nullified: {card} goes to the drop zone instead of the field.',
      },
      'counter-resolved': {
        ja: '【対抗】を解決しました。コールはそのまま続きます。',
        en: 'The Counter has resolved; the call carries on.',
      },
      placed: {
        ja: '{card}が指定エリアに置かれました。',
        en: '{card} is put into the chosen area.',
      },
      'buddy-gift': {
        ja: 'バディギフト:ライフ+1。',
        en: 'Buddy Gift: +1 life.',
      },
      'no-gift-not-landed': {
        ja: 'バディが場に出ていないため、バディギフトはありません。',
        en: 'No Buddy Gift: the buddy did not land.',
      },
      'no-gift-normal': {
        ja: '通常のコールなので、バディギフトはありません。',
        en: 'No Buddy Gift: this was a normal call.',
      },
    },
  },
} satisfies FlowContent;
