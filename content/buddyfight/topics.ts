import type { z } from 'zod';
import type { Topics } from '../schema';
import { cite000 } from './shared';

/** Keyword abilities and stand-alone rules, each with its own page. Facts from 000 ④ (and the ★rules check★ preamble). */
const src = (ref: string) => cite000('④', ref);

export default {
  keywords: {
    'equip-change': {
      name: { ja: '『装備変更』', en: 'Equipment Change' },
      short: {
        ja: 'このカードを装備するとき、それまで装備していたカードをドロップゾーンではなく手札に戻せるキーワード能力です。',
        en: 'When you equip a card with this keyword, the item you had equipped before may go back to your hand instead of the drop zone.',
      },
      body: {
        ja: '『装備変更』を持つカードを装備すると、それまで装備していたカードを手札に戻すことを選べます。\n\n本来、1つのエリアにアイテムが2枚になると、★ルール処理★で古い方がドロップゾーンへ送られます。『装備変更』は、その行き先をドロップゾーンから手札に差し替える置換効果です。使うかどうかは持ち主が選びます。\n\n【対抗】で答えることはできず、1枚のカードが『装備変更』を2つ持つこともありません。\n\nこの例では、アイテムを装備しているターンファイターが、プレイタイミングで『装備変更』を持つアイテムを装備します。5.1で解決するとアイテムエリアに2枚が並び、5.2の★ルール処理★で前のアイテムを手札に戻すことを選びます。『装備変更』のないアイテムなら、前のアイテムはそのままドロップゾーンへ送られます(プレイタイミングの例「『装備変更』のないアイテムを装備し直す」)。',
        en: 'When you equip a card that has Equipment Change, you may return the card you were equipped with until then to your hand.\n\nNormally, once an area holds two items, the rules check sends the older one to the drop zone. Equipment Change is a replacement effect: it sends that card to the hand instead. Its owner chooses whether to use it.\n\nIt cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example the turn fighter, already equipped, equips an item with Equipment Change in a play timing. Once it resolves at 5.1 the item area holds two cards, and at the rules check of 5.2 the owner chooses to send the old item to the hand. An item without Equipment Change would send the old item straight to the drop zone (the play-timing preset "Equipping over an item, without Equipment Change").',
      },
      facts: { counterable: false, stacks: false },
      steps: [
        { flow: 'play-timing', step: '5.1' },
        { flow: 'play-timing', step: '5.2' },
      ],
      replay: { flow: 'play-timing', setup: 'equip-change', walk: 'turn-uses.next.next.pass.next.equip-change-yes' },
      source: src('『装備変更』'),
      aliases: { ja: ['『装備変更』', '装備変更'], en: ['Equipment Change', 'Equip Change'] },
    },
    move: {
      name: { ja: '『移動』', en: 'Move' },
      short: {
        ja: 'アタックフェイズの始めに、モンスターを自分の空いている別のエリアへ置き直せるキーワード能力です。',
        en: 'A keyword that lets a monster shift to another empty area on its own side as the attack phase begins.',
      },
      body: {
        ja: 'アタックフェイズが始まるところ(1.1)で、『移動』を持つモンスターは、今いるエリアから自分の空いている別のエリアへ置き直せます。移すかどうかは自由です。\n\n順番は決まっています。まずターンファイターが自分の『移動』持ちを1枚ずつ移し(1.1.1)、次に非ターンファイターが同じように移します(1.1.2)。その後、1.2の★ルール処理★に進みます。\n\n【対抗】で答えることはできず、1枚のカードが『移動』を2つ持つこともありません。\n\nこの例では、1.1.1でターンファイターのセンターのモンスターがレフトへ移ります。',
        en: "Where the attack phase begins (1.1), a monster with Move may be put into another empty area on its owner's side. Moving is optional.\n\nThe order is fixed: first the turn fighter shifts their Move monsters one at a time (1.1.1), then the non-turn fighter does the same (1.1.2). The rules check at 1.2 comes next.\n\nIt cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example the turn fighter's center monster shifts to the left area at 1.1.1.",
      },
      facts: { counterable: false, stacks: false },
      steps: [
        { flow: 'attack-phase', step: '1.1' },
        { flow: 'attack-phase', step: '1.1.1' },
        { flow: 'attack-phase', step: '1.1.2' },
      ],
      replay: { flow: 'attack-phase', setup: 'move', walk: 'move-center-to-left.next' },
      source: src('『移動』'),
      aliases: { ja: ['『移動』'], en: ['Move'] },
    },
    penetrate: {
      name: { ja: '『貫通』', en: 'Penetrate' },
      short: {
        ja: '相手のセンターにいるモンスターに攻撃がヒットすると、そのカードの打撃力分のダメージを相手ファイターにも与えるキーワード能力です。',
        en: "When its attack hits the monster in the opponent's center, the card also deals damage equal to its critical to the opposing fighter.",
      },
      body: {
        ja: '『貫通』を持つカードで攻撃し、相手のセンターにいるモンスターにヒットすると、3.2.1で、そのカードの打撃力と同じだけのダメージを相手ファイターに与えます。レフトやライトのモンスターへのヒットでは発動しません。\n\n連携攻撃では、参加したカードのうち『貫通』を持つものが1枚につき1回ずつ発動し、それぞれ自分の打撃力分のダメージを与えます。\n\nヒットしなければ発動しません。攻撃されたモンスターが先に「マジカルグッバイ」などで場を離れた場合も、攻撃は3.3へ進むのでダメージはありません(③ Q2)。【対抗】で答えることはできず、1枚のカードが2つ持つこともありません。\n\nこの例では、センター(攻撃力5000・打撃力2・『貫通』)とライト(攻撃力3000・打撃力1)の連携攻撃が防御力6000のモンスターにヒットし、3.2.1で相手のライフが2減ります。',
        en: "When an attack by a card with Penetrate hits the monster in the opponent's center, at 3.2.1 that card deals damage equal to its own critical to the opposing fighter. A hit on a left or right monster does not set it off.\n\nIn a link attack, every participating card that has Penetrate goes off once, each dealing its own critical.\n\nWithout a hit there is no Penetrate. If the attacked monster leaves the field first, through Magical Goodbye for instance, the attack skips to 3.3 and no damage follows (section ③ Q2). It cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example a link attack by the center card (power 5000, critical 2, Penetrate) and the right card (power 3000, critical 1) hits a monster with defense 6000, and at 3.2.1 the opponent loses 2 life.",
      },
      facts: { counterable: false, stacks: false },
      steps: [
        { flow: 'attack-phase', step: '3.2' },
        { flow: 'attack-phase', step: '3.2.1' },
      ],
      replay: {
        flow: 'attack-phase',
        setup: 'basic',
        walk: 'attack.pick-center.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next',
      },
      source: src('『貫通』'),
      note: {
        ja: '000の中で言い方が分かれています。3.2.1と『貫通』の説明は、攻撃がセンターのモンスターにヒットしたときに働くと書いています。一方、③ Q2の答えは、ダメージがない理由を「その攻撃でセンターのモンスターを破壊していないから」としています。Q2の場面(攻撃されたモンスターが先に場を離れる)ではヒットも破壊も起きないので、どちらで読んでも答えは変わりません。差が出るのは、ヒットしたのに破壊されない場合で、破壊が無効になったとき(W1-3)がそれに当たります。このサイトは手順の文である3.2.1に従い、ヒットで働くと読みます。『ソウルガード』で場に残ったモンスターは破壊された扱いなので(W1-1)、どちらの読みでもダメージが入ります。',
        en: "000 puts this two ways. Step 3.2.1 and the keyword's own text set Penetrate off when the attack hits the monster in the center. The answer to ③ Q2, though, explains the missing damage by saying the attack never destroyed the center monster. In Q2's case (the attacked monster leaves the field first) there is neither a hit nor a destruction, so both readings give the same answer. They differ only when a hit does not destroy, as when the destruction is nullified (W1-3). This site follows the step text, 3.2.1: Penetrate keys on the hit. A monster that Soulguard keeps on the field counts as destroyed (W1-1), so it takes the damage under either reading.",
      },
      aliases: { ja: ['『貫通』', '貫通'], en: ['Penetrate'] },
    },
    counterattack: {
      name: { ja: '『反撃』', en: 'Counterattack' },
      short: {
        ja: '攻撃されたあとも場に残っていれば、防御力がこのカードの攻撃力以下の攻撃モンスターを1枚破壊するキーワード能力です。',
        en: 'If the card is still on the field after being attacked, it destroys one attacking monster whose defense is no higher than its own power.',
      },
      body: {
        ja: '『反撃』を持つカードが攻撃され、3.2.2の時点でまだ場にいれば、攻撃してきたモンスターの中から、防御力が『反撃』を持つカードの攻撃力以下のものを1枚選んで破壊します。数値が同じでも破壊できます。\n\n連携攻撃でも破壊するのは1枚だけで、比べるのはその1枚の防御力です。選べるのは攻撃したモンスターなので、アイテムで攻撃していても、アイテムは対象になりません。\n\n【対抗】で答えることはできず、1枚のカードが2つ持つこともありません。\n\nこの例では、ライト(攻撃力3000・防御力2000)が防御力6000の『反撃』持ちを攻撃してヒットせず、3.2.2で攻撃力4000の『反撃』により破壊されます。',
        en: "If a card with Counterattack was attacked and is still on the field at 3.2.2, it picks one of the monsters that attacked it whose defense is at or below its own power, and destroys that monster. Equal numbers are enough.\n\nEven against a link attack only one card is destroyed, and it is that card's own defense that is compared. Only attacking monsters can be picked, so an item that joined the attack is never the one destroyed.\n\nIt cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example the right card (power 3000, defense 2000) attacks a Counterattack monster with defense 6000 and misses; at 3.2.2 the Counterattack monster, power 4000, destroys it.",
      },
      facts: { counterable: false, stacks: false },
      steps: [
        { flow: 'attack-phase', step: '3.2' },
        { flow: 'attack-phase', step: '3.2.2' },
      ],
      replay: {
        flow: 'attack-phase',
        setup: 'basic',
        walk: 'attack.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next.next',
      },
      source: src('『反撃』'),
      note: {
        ja: '英語版の詳細ルール(002)は、攻撃モンスターの防御力が『反撃』を持つカードの攻撃力「未満」のときに破壊するとしていますが、000は「以下」です。このサイトは000に従い、同じ値でも破壊されるものとします。',
        en: "The English detailed rules (002) destroy the attacker only when its defense is less than the Counterattack card's power; 000 says less than or equal. We follow 000, so equal numbers also mean the attacker is destroyed.",
      },
      aliases: { ja: ['『反撃』', '反撃'], en: ['Counterattack'] },
    },
    soulguard: {
      name: { ja: '『ソウルガード』', en: 'Soulguard' },
      short: {
        ja: '場を離れることになったとき、ソウルを1枚ドロップゾーンに置けば、代わりに場に残れるキーワード能力です。',
        en: 'When the card would leave the field, it may stay by putting one of its soul cards into the drop zone instead.',
      },
      body: {
        ja: '『ソウルガード』を持つカードは、場を離れることになったとき、自分のソウルを1枚ドロップゾーンに置くことで、離れずに場に残れます。使うかどうかは持ち主が選べます。破壊だけでなく、手札に戻る、ほかのカードのソウルに入る、コストとしてドロップゾーンに置かれるなど、場を離れる場合すべてに働きます(コールコストで送られるカードなら、コールの1.6で選びます。残ってもコストは払ったことになります。ウェブの裁定W5-2)。破壊が無効になったカードは破壊されていないので、『ソウルガード』を使う場面になりません。起きることを別のことに差し替える置換効果です。\n\nアタックフェイズでは、攻撃がヒットしてモンスターが破壊される3.1.1や、『反撃』で攻撃モンスターが破壊される3.2.2が、働く代表的な場面です。\n\n【対抗】で答えることはできず、1枚のカードが2つ持つこともありません。\n\nこの例では、攻撃力6000のモンスターが、ソウルを1枚持つ防御力5000の『ソウルガード』持ちにヒットします。3.1.1で持ち主が使うことを選ぶと、ソウルがドロップゾーンへ行き、モンスターはソウル0枚のまま場に残ります。',
        en: "When a card with Soulguard would leave the field, putting one of its soul cards into the drop zone lets it stay instead. Its owner chooses whether to; it works against any way of leaving, not only destruction: a return to the hand, going into another card's soul, or being sent to the drop zone as a cost (for a call cost the choice comes at step 1.6 of the call, and the cost counts as paid even if the card stays: web ruling W5-2). A card whose destruction was nullified was never destroyed, so Soulguard has nothing to answer. It is a replacement effect: one event takes the place of another.\n\nIn the attack phase it typically works at 3.1.1, where a hit destroys the attacked monster, and at 3.2.2, where Counterattack destroys an attacker.\n\nIt cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example a monster with power 6000 hits a Soulguard monster with defense 5000 and one soul card. At 3.1.1 its owner chooses to use it: the soul card goes to the drop zone, and the monster stays on the field with no soul left.",
      },
      facts: { counterable: false, stacks: false },
      steps: [
        { flow: 'attack-phase', step: '3.1.1' },
        { flow: 'attack-phase', step: '3.2.2' },
        { flow: 'call', step: '1.6' },
      ],
      replay: {
        flow: 'attack-phase',
        setup: 'soulguard',
        walk: 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next.soulguard-yes',
      },
      source: src('『ソウルガード』'),
      note: {
        ja: '000は『ソウルガード』が場を離れる場合すべてに働くとしていて、★ルール処理★でドロップゾーンへ送られる場合を除いていません。このサイトでは、★ルール処理★で送られるカード(同じエリアの2枚目、サイズ合計が3を超えたとき)には使えないものとしています。残れば同じエリアに2枚、または同じサイズ合計のままなので、★ルール処理★がすぐにまた同じカードを送ることになり、手順が先へ進めないからです。',
        en: "000 says Soulguard works whenever the card would leave the field, and does not set aside the ★rules check★. We do not offer it when the ★rules check★ sends a card to the drop zone (a second card in one area, or a field over size 3): a card that stayed would leave the same two cards in the area or the same total size, so the check would send it again at once and the flow could never move on. Our reading is that the ★rules check★'s drop is not something Soulguard can stop.",
      },
      aliases: { ja: ['『ソウルガード』', 'ソウルガード'], en: ['Soulguard'] },
    },
    'double-attack': {
      name: { ja: '『2回攻撃』', en: 'Double Attack' },
      short: {
        ja: '攻撃を終えたあと、1ターンに1度だけスタンドして、もう一度攻撃に使えるようになるキーワード能力です。',
        en: 'After its attack is over, the card stands up once per turn, so it can attack again.',
      },
      body: {
        ja: '攻撃したカードの中に『2回攻撃』を持つものがあれば、4.1でそのカードがスタンドします。ただし、そのターンにその『2回攻撃』をまだ使っていない場合に限ります。スタンドしたカードは、2.1に戻った後でもう一度攻撃できます。\n\n『2回攻撃』を持っているかどうかは、攻撃を始めたときではなく4.1の時点で確かめます。それまでに場を離れたカード、たとえば3.2.2で『反撃』に破壊されたカードは、スタンドしません。\n\n【対抗】で答えることはできず、1枚のカードが2つ持つこともありません。\n\nこの例では、センターとライト(『2回攻撃』)の連携攻撃が相手センターのモンスターを破壊し、4.1でライトがスタンドします。',
        en: "If any card that attacked has Double Attack, that card stands at 4.1, provided its Double Attack has not been used yet this turn. Back at 2.1, the standing card may attack again.\n\nWhether the card has Double Attack is checked at 4.1, not when the attack began. A card that has left the field by then, such as one destroyed by Counterattack at 3.2.2, does not stand.\n\nIt cannot be answered with a Counter, and one card never holds it twice.\n\nIn this example a link attack by the center card and the right card (Double Attack) destroys the opponent's center monster, and the right card stands at 4.1.",
      },
      facts: { counterable: false, stacks: false },
      steps: [{ flow: 'attack-phase', step: '4.1' }],
      replay: {
        flow: 'attack-phase',
        setup: 'basic',
        walk: 'attack.pick-center.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next.next.next.next.next.turn-passes.pass.next.next',
      },
      source: src('『2回攻撃』'),
      note: {
        ja: '000のキーワード能力の説明では、『2回攻撃』を持つかどうかを確かめるのは「アタックフェイズの流れ」の4.2となっています。しかし同じ文書のフローでは『2回攻撃』は4.1で、4.2は★ルール処理★です。このサイトはフローの4.1に従います。',
        en: "000's keyword text says Double Attack is checked at step 4.2 of the attack-phase flow, but the flow in the same document puts Double Attack at 4.1 and makes 4.2 a rules check. We follow the flow: 4.1.",
      },
      aliases: { ja: ['『2回攻撃』', '2回攻撃'], en: ['Double Attack'] },
    },
    lifelink: {
      name: { ja: '『ライフリンク』', en: 'Lifelink' },
      short: {
        ja: 'カードが場を離れるとき、そのファイターが書かれた数だけダメージを受けるキーワード能力です。',
        en: 'When the card leaves the field, its fighter takes damage equal to the number written with the keyword.',
      },
      body: {
        ja: '『ライフリンク』には数字が添えられています。そのカードが場を離れるとき、カードのファイターはその数字と同じだけのダメージを受けます。数字の代わりに「即死」と書かれていれば、ダメージではなくゲームに敗北します。\n\nほかのキーワード能力と違い、『ライフリンク』には【対抗】を使えます。盤面では、ダメージを受けるファイターが【対抗】を持っていれば、ダメージの前に答えるかどうかを選べます(プリセット「『ライフリンク』に【対抗】で答える」)。000は、どちらのファイターが、どの手順で答えられるかを書いていません。盤面ではダメージを受ける側にだけ選ばせます。『ライフリンク』を自動能力(④ 2:示された事象が起きると自動的に働く能力)と読むなら、④ 2.2により【対抗】のタイミングは能力を選んでいない側、つまりもう一方のファイターに生じます。000は『ライフリンク』がどの種類の能力かを書いていません。\n\n盤面が答える機会を出さない場面が2つあります。コールコストとして場を離れたとき(① 1.6)と、★ルール処理★でドロップゾーンに置かれたときです。000の条件のない書き方は、そこでも答えられるとも読めます。しかし000のどの流れにも、そこでカードを使える手順はありません。【対抗】のタイミング(① 2.1、② 3.1・6.1・7.1、④ 1.2.1・2.2.1)はどれも★ルール処理★と★ルール処理★のあいだにあり、① 1.6から1.7のあいだで次に来るのは相手の2.1だけです。文書が決めていないところでは流れに従うので、ダメージを防ぐ【対抗】を持っていても、ダメージはすぐに与えられます。そのダメージでライフが0になったファイターは、次のチェックを待たずにその★ルール処理★で敗北します(コストの場合は1.7の確認)。000はチェックをやり直すかを書いていないので、この点はこのサイトの読みです。また、1枚のカードが『ライフリンク』を2つ以上持つことがあり、その場合はそれぞれが別に働きます。\n\n「場を離れる」には、破壊だけでなく、手札に戻る、ほかのカードのソウルに入る、★ルール処理★でドロップゾーンに置かれる、コストとしてドロップゾーンに置かれる、のすべてが入ります。000の説明は「破壊された時」ではなく「場から離れる場合」と書いているので、このサイトはそれに従います。逆に『ソウルガード』で場に残ったときや、破壊が無効になったときは、場を離れていないので働きません。受けるのは能力によるダメージなので、効果によるダメージとして扱います(攻撃によるダメージを防ぐ効果では防げません)。000はダメージの種類を書いていないため、これはこのサイトの読みです。\n\nこの例では、ソウル1枚の『ソウルガード』と『ライフリンク』2を持つ相手センターが、3.1.1で攻撃により破壊されます。持ち主が『ソウルガード』を使わないので、カードは場を離れ、相手は2ダメージを受けてライフ8になります。',
        en: 'Lifelink comes with a number. When the card leaves the field, its fighter takes that much damage. If 即死 ("instant death") stands in place of the number, the fighter loses the game instead of taking damage.\n\nUnlike the other keywords, Lifelink can be answered with a Counter. On the board, the fighter about to take its damage chooses whether to answer when they hold a Counter (preset "Answering Lifelink with a Counter"). 000 names neither the fighter who may answer nor the step at which they may; the board offers it only to the one taking the damage. Read as an auto ability (④ 2: one that acts by itself when its event happens), Lifelink would get its Counter timing from ④ 2.2, which goes to the fighter who did not choose the ability, that is the other one. 000 does not say which kind of ability Lifelink is.\n\nIn two places the board offers no answer: a card that leaves as a call cost (① 1.6) and a card the ★rules check★ drops. 000\'s unqualified wording could be read as allowing one there too, but none of its flows lets a card be used at those points: its Counter timings (① 2.1, ② 3.1, 6.1, 7.1, ④ 1.2.1, 2.2.1) all fall between checks, and between ① 1.6 and 1.7 the next one is the opponent\'s, at 2.1. Where the document is silent we follow the flow, so the damage lands at once, even on a fighter holding a Counter that would prevent it. If it brings a fighter to 0 life, they lose at that same check (for a cost, at the check at 1.7) rather than at a later one. 000 does not say whether the check runs again, so this point is our reading. One card may also hold Lifelink more than once, and then each one works separately.\n\nLeaving the field covers every way: destroyed, returned to the hand, put into another card\'s soul, dropped by the ★rules check★, or sent to the drop zone as a cost. 000 words it as leaving the field, not as being destroyed, and this site follows that. It follows too that a card kept by Soulguard, or whose destruction was nullified, has not left, and Lifelink does nothing. The damage comes from an ability, so it counts as effect damage: a card that only prevents attack damage does not stop it. 000 does not name the kind of damage, so this is our reading.\n\nIn this example the opponent\'s center, with Soulguard (one soul) and Lifelink 2, is destroyed by the attack at 3.1.1. Its owner does not use Soulguard, so the card leaves the field and the opponent takes 2 damage, going to 8 life.',
      },
      facts: { counterable: true, stacks: true },
      steps: [
        { flow: 'attack-phase', step: '3.1.1' },
        { flow: 'call', step: '1.6' },
      ],
      replay: { flow: 'attack-phase', setup: 'lifelink', walk: 'attack.pick-center.target-center.soulguard-no' },
      source: src('『ライフリンク』'),
      aliases: { ja: ['『ライフリンク』', 'ライフリンク'], en: ['Lifelink'] },
    },
  },
  rules: {
    'defense-items': {
      name: { ja: '防御力を持つアイテム', en: 'Items with defense' },
      short: {
        ja: '装備している間、その防御力に届かない攻撃力の攻撃から、ファイターへのダメージを防ぐアイテムです。',
        en: 'An equipped item with a defense value keeps its fighter from taking damage from attacks whose power falls short of that defense.',
      },
      body: {
        ja: 'ファイターが防御力を持つアイテムを装備していると、そのファイターへの攻撃は、攻撃力(連携攻撃なら合計の攻撃力)がアイテムの防御力以上のときだけダメージを与えます。届いた場合は、攻撃に参加したカードの打撃力の合計だけダメージを受けます。\n\nダメージを受けても、アイテムは破壊されません。ファイターへの攻撃は、そのアイテムへの攻撃でもあるとみなされ、バトルになります。防御力のないアイテムは攻撃されたことにならず、バトルも起きません。\n\nフローでは、ファイターを対象にした攻撃を判定する3.1.2で、この比較を行います。\n\nこの例では、レフト(攻撃力3000・打撃力1)とライト(攻撃力4000・打撃力2)が、防御力5000のアイテムを装備したファイターを連携攻撃します。合計7000が5000以上なので、3.1.2で打撃力の合計3のダメージが入ります。ライトだけ(4000)の攻撃なら、ダメージはありません。',
        en: "While a fighter is equipped with an item that has defense, an attack on that fighter deals damage only if its power (the total power, for a link attack) is at least the item's defense. If it gets through, the fighter takes the combined critical of the cards in the attack.\n\nTaking damage never destroys the item. An attack on the fighter counts as an attack on the item as well, so it is a battle. An item without defense is never treated as attacked, and no battle takes place with it.\n\nOn the chart this comparison happens at 3.1.2, where an attack on the fighter is judged.\n\nIn this example the left card (power 3000, critical 1) and the right card (power 4000, critical 2) link-attack a fighter equipped with a defense-5000 item. The total of 7000 reaches 5000, so at 3.1.2 the fighter takes 3 damage. The right card alone (4000) would deal none.",
      },
      steps: [{ flow: 'attack-phase', step: '3.1.2' }],
      replay: {
        flow: 'attack-phase',
        setup: 'item-defense',
        walk: 'attack.pick-left.pick-right.target-fighter.next.next.next.turn-passes.pass.next.next.next',
      },
      source: src('防御力を持つアイテムカード'),
      aliases: { ja: ['防御力を持つアイテム'], en: ['items with defense', 'item with defense'] },
    },
    windows: {
      name: { ja: '「〜した時」に使えるカードの期限', en: 'How long a "when…" chance lasts' },
      short: {
        ja: '「破壊された時」などの条件で使えるようになったカードが、使わなかった扱いになる3つの区切りです。',
        en: 'A card that became usable "when destroyed", "when damaged", "when it enters" or the like counts as not used once any of three cut-offs is passed.',
      },
      body: {
        ja: '「登場した時」や「破壊された時」、「ダメージを受けた時」のような使用条件を持つカードは、その条件が満たされた後に使えます。ただし、いつまでも待てるわけではありません。\n\n条件を満たした後で次のどれかが起きると、そのカードは使わないと選んだものとみなされます。(1) 同じ条件を見るカード以外のものが、【対抗】のタイミングではない場面でプレイされ、解決された。(2) 条件を満たしたプレイタイミング、またはその直後のプレイタイミングが終わった。(3) 条件を満たしたフェイズが終わった。\n\nフローでは、プレイタイミングが10.1で終わるときが(2)の区切りで、盤面はここで待っていたカードを使わなかった扱いにします。攻撃の判定で起きた破壊やダメージなら、直後の3.4のプレイタイミングが使う機会になります。アタックフェイズでは、盤面がこの機会を自分で開きます。「自分のモンスターが破壊された時」に使えるカードは、2.5ではまだ使えず、3.1.1のヒットでモンスターが破壊されると使えるようになり(『ソウルガード』で残った場合も含み、破壊が無効になった場合は含みません)、使わずに3.4のプレイタイミングが終わると失われます(プリセット「「破壊された時」の機会(アタックフェイズ)」)。「ダメージを受けた時」のカードも同じように、ダメージを受けた時点で使えるようになります(防がれたダメージは受けていないので開きません。プリセット「「ダメージを受けた時」の機会」)。(1)も盤面が追います。ターンファイターが2.1で条件と関係のないカードを使い、それが5.1で解決すると、待っていたカードは使わなかった扱いになります(プリセット「別のカードの解決で失われる「破壊された時」の機会」)。【対抗】のタイミングで使われたカード(3.1・6.1・7.1)の解決では失われません。000は攻撃中のプレイタイミング(2.5)について、各ファイターが【対抗】を1回ずつまで使えるとだけ書いています。この図では、そこで使えるのは【対抗】だけで、そこでの使用はすべて【対抗】のタイミングでのものと読んでいます(このサイトの読み)。(3)は説明だけで、盤面はまだ追っていません。\n\nこの例では、誰も何も使わずにプレイタイミングが10.1で終わります。ここで待っていたカードがあれば、使わなかった扱いになります。',
        en: 'Cards with a condition such as "when destroyed", "when damaged" or "when it enters" can be used once that condition has been met. The chance does not last forever, though.\n\nAfter the condition is met, the card counts as one its fighter chose not to use as soon as any of these happens: (1) something other than a card that looks at the same condition is played outside a Counter timing and resolves; (2) the play timing in which the condition was met, or the first play timing after it, ends; (3) the phase in which the condition was met ends.\n\nOn the charts, cut-off (2) is a play timing ending at 10.1, and the board marks a waiting card as not used there. A destruction or damage from judging an attack can be answered in the play timing right after it, at 3.4. In the attack phase the board opens such a window itself: a card usable \"when your monster is destroyed\" cannot be used at 2.5, becomes usable once the hit at 3.1.1 destroys the monster (a Soulguard save counts, a nullified destruction does not), and closes unused when 3.4\'s play timing ends (preset \"A \"when destroyed\" window in the attack phase\"). A \"when you take damage\" card opens the same way, once the damage is taken (damage that was prevented was never taken, so it opens nothing; preset \"A \"when you take damage\" window\"). The board tracks cut-off (1) too: if the turn fighter uses a card unrelated to the condition at 2.1 and it resolves at 5.1, the waiting card counts as not used (preset \"A \"when destroyed\" window closed by another card\"). A card used at a Counter timing (3.1, 6.1, 7.1) does not close it. For the play timing during an attack (2.5), 000 only limits each fighter to one Counter; this chart reads it as a timing where only Counters are used, and so every use there as made at a Counter timing (our reading). Cut-off (3) is explained here but not yet tracked by the board.\n\nIn this example nobody uses anything and the play timing ends at 10.1. A card that was waiting for its chance would now count as not used.',
      },
      steps: [
        { flow: 'play-timing', step: '10.1' },
        { flow: 'play-timing', step: '2.1' },
        { flow: 'play-timing', step: '5.1' },
        { flow: 'attack-phase', step: '3.4' },
      ],
      replay: { flow: 'play-timing', setup: 'window', walk: 'turn-passes.pass.next' },
      source: src('その他「破壊された時」等'),
      aliases: {
        ja: ['「破壊された時」', '「ダメージを受けた時」', '「登場した時」'],
        en: ['"when destroyed"', '"when damaged"', '"when it enters"'],
      },
    },
    'face-down-soul': {
      name: { ja: '裏向きのソウル', en: 'Face-down soul' },
      short: {
        ja: '指示があるときだけ裏向きで置かれるソウルで、中身を見られるのは持ち主だけです。',
        en: 'Soul cards placed face down because an effect says so; only their owner may look at them.',
      },
      body: {
        ja: 'ソウルに入るカードは、特に指示がなければ表向きです。「裏向きでソウルに入れる」のような指示があるときだけ、裏向きで置かれます。\n\n自分の裏向きのソウルは、手札と同じように、いつでも中身を確かめられます。相手の裏向きのソウルは見られません。\n\nデッキの上から裏向きのままソウルへ移す効果では、移している最中はどちらのファイターも中身を見られません。ソウルに入った後なら、持ち主は見られます。\n\nなお、④の能力の流れで対象を選ぶときに公開された場所として挙げられているのは表向きのソウルで、裏向きのソウルは含まれていません。',
        en: 'A card goes into the soul face up unless told otherwise. Only an instruction such as "put it into the soul face down" places it face down.\n\nYou may check your own face-down soul whenever you like, just as you can look at your hand. You may not look at another fighter\'s face-down soul.\n\nWhen an effect moves cards from the top of the deck into the soul face down, neither fighter sees them on the way. Once they are in the soul, their owner may look.\n\nAlso, when section ④ lists the open places that targets are picked from, it names the face-up soul only; the face-down soul is not among them.',
      },
      steps: [{ flow: 'act-ability', step: '1.1.1' }],
      source: src('裏向きのソウル'),
      aliases: { ja: ['裏向きのソウル'], en: ['face-down soul', 'Face-down soul'] },
    },
    continuous: {
      name: { ja: '永続能力', en: 'Continuous abilities' },
      short: {
        ja: '条件を満たしている間ずっと効果を出し続ける能力で、使う場面がありません。',
        en: 'An ability that keeps working for as long as its condition holds, with no moment when it is used.',
      },
      body: {
        ja: '能力は、起動能力・自動能力・永続能力の3種類に分かれます。【起動】と書かれた起動能力は自分から使うもの、自動能力は書かれた出来事が起きると自動で発動するものです。どちらも④に使う手順があり(起動能力は1.1〜1.4、自動能力は2.1〜2.4)、その途中で相手に【対抗】の機会があります。\n\n永続能力は、書かれた条件を満たしている間、効果を出し続けます。条件が書かれていなければ、そのカードが場にある限り働きます(④ 3.1)。\n\n永続能力は「使う」ものではないので、どの流れにも入らず、【対抗】で答える機会もありません。どのチャートにも永続能力の手順がないのはそのためです。',
        en: 'Abilities come in three kinds: activated, auto and continuous. An activated ability, marked 【起動】 (Act), is one you choose to use; an auto ability goes off by itself when the event it names happens. Section ④ gives both a procedure (1.1–1.4 for activated, 2.1–2.4 for auto), and each gives the other fighter a chance to Counter along the way.\n\nA continuous ability applies its effect for as long as its stated condition is met. If no condition is stated, it works the whole time the card is on the field (section ④ 3.1).\n\nSince a continuous ability is never "used", it never enters a flow and there is never a Counter chance against it. That is why no chart has a step for one.',
      },
      steps: [],
      source: src('3.1'),
      aliases: {
        ja: ['永続能力'],
        en: ['continuous ability', 'continuous abilities', 'Continuous ability', 'Continuous abilities'],
      },
    },
    'rules-check': {
      flow: 'rules-check',
      name: { ja: '★ルール処理★', en: '★Rules check★' },
      short: {
        ja: 'フローの区切りごとに、敗北・同じエリアの重なり・サイズ合計の3つをこの順に確かめる処理です。',
        en: 'The check made at set points of every flow: defeat, then two cards in one area, then total size, in that order.',
      },
      body: {
        ja: 'フローのあちこちにある★ルール処理★では、次の3つをこの順に確かめます。\n\n1つ目は敗北です。ライフが0以下か、デッキが0枚のファイターは負けます。2つ目はエリアの重なりです。1つのエリアにモンスターやアイテムが2枚以上あれば、最後に置かれた1枚を残して、ほかはドロップゾーンへ行きます。3つ目はサイズです。場のモンスターのサイズ合計が3を超えていれば、合計が3以下になるまで、最後に場に出たもの以外のモンスターをドロップゾーンへ置きます。\n\n★ルール処理★は、コール、プレイタイミング、アタックフェイズ、起動能力・自動能力(④)のどのフローにも何度も出てきます。中身はどこでも同じで、何も当てはまらなければそのまま次の手順へ進みます。敗北が見つかれば、その場でゲームが終わります。000は当てはまるファイターがそれぞれ負けるとだけ書いています。両者同時に当てはまれば両者とも負けで、勝者はいないと読んでいます(このサイトの読み)。',
        en: 'Wherever a flow has a ★rules check★, three things are checked, in this order.\n\nFirst, defeat: a fighter with 0 or less life, or with no cards left in the deck, loses. Second, crowded areas: if one area holds two or more monsters or items, only the one placed there last stays and the rest go to the drop zone. Third, size: if the monsters on a field add up to more than size 3, monsters other than the one placed last go to the drop zone until the total is 3 or less.\n\nThe rules check turns up again and again in the call, play-timing and attack-phase flows and in activated and auto abilities (④). It is the same check every time, and when nothing applies the flow simply moves on. When it finds a loss, the game ends right there. 000 only says that each fighter it applies to loses; when it applies to both at once, both lose and we read that as nobody winning (our reading).',
      },
      steps: [
        { flow: 'call', step: '1.7' },
        { flow: 'call', step: '2.2' },
        { flow: 'call', step: '2.4' },
        { flow: 'call', step: '3.3' },
        { flow: 'play-timing', step: '1.1' },
        { flow: 'play-timing', step: '2.3' },
        { flow: 'play-timing', step: '3.3' },
        { flow: 'play-timing', step: '4.2' },
        { flow: 'play-timing', step: '5.2' },
        { flow: 'play-timing', step: '6.3' },
        { flow: 'play-timing', step: '7.3' },
        { flow: 'play-timing', step: '8.2' },
        { flow: 'play-timing', step: '9.2' },
        { flow: 'attack-phase', step: '1.2' },
        { flow: 'attack-phase', step: '1.4' },
        { flow: 'attack-phase', step: '2.1.2' },
        { flow: 'attack-phase', step: '2.4' },
        { flow: 'attack-phase', step: '2.6' },
        { flow: 'attack-phase', step: '3.5' },
        { flow: 'attack-phase', step: '4.2' },
        { flow: 'attack-phase', step: '4.4' },
        { flow: 'act-ability', step: '1.2.2' },
        { flow: 'act-ability', step: '1.2.4' },
        { flow: 'act-ability', step: '1.4' },
        { flow: 'auto-ability', step: '2.2.2' },
        { flow: 'auto-ability', step: '2.2.4' },
        { flow: 'auto-ability', step: '2.4' },
      ],
      source: cite000('前文', '★ルール処理★'),
      note: {
        ja: '英語版(002、No.1 Step 9 ほか)は3つ目を「サイズ合計が4以上」と書いています。サイズは整数なので、000の「3より大きい」と同じ決まりです。ただし002は、最後に場に出たモンスターを除くとは書いていません。コール、プレイタイミング、アタックフェイズ、ルール処理の図では、ルールの版を切り替えるとこの読み方になります。',
        en: 'The English rules (002, No.1 Step 9 and others) word the size check as "4 or more"; since sizes are whole numbers, that is the same rule as 000\'s "more than 3". But 002 does not spare the monster placed last: on the call, play-timing, attack-phase and rules-check charts, the rules-edition switch runs that reading.',
      },
      aliases: { ja: ['★ルール処理★'], en: ['★rules check★', '★Rules check★', 'rules check', 'Rules check'] },
    },
  },
} satisfies z.input<typeof Topics>;
