import type { z } from 'zod';
import type { Topics } from '../schema';
import { src } from './shared';

/** Terms 001 defines, each with its own page. */
export default {
  terms: {
    'provisional-destruction': {
      name: { ja: '仮破壊', en: 'Provisional destruction' },
      short: {
        ja: '待機姿勢のモンスターがPの低い相手にバトルで攻撃されたとき、勝っても手札に戻ること。',
        en: 'A monster in rest posture attacked in a battle by a lower-P monster goes back to hand even though it wins.',
      },
      body: {
        ja: 'バトルで攻撃されたのが待機姿勢のモンスターで、攻撃してきたほうのPが低いとき、そのモンスターは戦闘の終わる直前にまだモンスターゾーンにいれば手札に戻ります。\n\nブロックはバトルとは別の戦闘なので、ブロックしたモンスターには起きません。',
        en: 'When the monster attacked in a battle is in rest posture and the attacker has lower P, that monster — if still in the monster zone just before the fight ends — goes back to hand.\n\nA block is a separate fight, not a battle, so this never happens to a blocker.',
      },
      steps: [{ flow: 'attack', step: '5.2.1' }],
      replay: { flow: 'attack', setup: 'basic', walk: 'attack-rested.next.next' },
      source: src('5.モンスターで攻撃する', 'バトルについて'),
      aliases: { ja: ['仮破壊'], en: ['provisional destruction'] },
    },
    block: {
      name: { ja: 'ブロック', en: 'Block' },
      short: {
        ja: 'アタックを受けた側が、攻撃姿勢のモンスター1体を待機姿勢にして、ライフへの攻撃を止めること。',
        en: 'Stopping an attack on life by turning one of your monsters in attack posture to rest posture.',
      },
      body: {
        ja: 'ブロックするとライフへの攻撃はそこで止まり、攻撃したモンスターとブロックしたモンスターが戦います。Pの比べ方はバトルと同じですが、仮破壊はありません。',
        en: 'A block stops the attack on life; the attacker and the blocker fight instead. P is compared as in a battle, but there is no provisional destruction.',
      },
      steps: [
        { flow: 'attack', step: '5.3' },
        { flow: 'attack', step: '5.3.1' },
      ],
      replay: { flow: 'attack', setup: 'equal-p', walk: 'attack-life.block.next' },
      source: src('5.モンスターで攻撃する', 'アタックについて'),
      aliases: { ja: ['ブロック'], en: ['block', 'blocks'] },
    },
    'cut-life': {
      name: { ja: 'ライフを削る', en: 'Cutting life' },
      short: {
        ja: 'アタックが成立したとき、守る側が左端のライフ1枚を手札に加えること。',
        en: 'When an attack on life goes through, the defender adds their leftmost life card to hand.',
      },
      body: {
        ja: '削られるライフは、削られるプレイヤーから見て左から順に選びます。ライフが0枚のときにアタックが成立すれば、攻撃した側の勝ちです。',
        en: 'Life is taken from the left as the defender sees it. If an attack goes through when no life is left, the attacking player wins.',
      },
      steps: [{ flow: 'attack', step: '5.3.2' }],
      replay: { flow: 'attack', setup: 'basic', walk: 'attack-life.no-block.next' },
      source: src('5.モンスターで攻撃する', 'ライフを削る'),
      aliases: { ja: ['ライフを削る', '削られ'], en: ['cutting life', 'life is cut'] },
    },
    stack: {
      name: { ja: 'スタック', en: 'Stack' },
      short: {
        ja: 'ある発動に別の発動を重ねること。最後に発動したものから処理する。',
        en: 'Activating a card on top of another activation; the last one activated resolves first.',
      },
      body: {
        ja: '行動するたびに、もう一方のプレイヤーにスタックの権利が生まれます。誰も発動しなくなったら、最後に発動したカードから順に処理し、その間は新しい発動ができません。',
        en: 'Every action gives the other player the right to stack. When nobody activates more, cards resolve from the last one activated, and nothing new may be activated meanwhile.',
      },
      steps: [
        { flow: 'stack', step: '6.2' },
        { flow: 'stack', step: '6.3' },
        // The same steps answer an attack and a block, nested in the attack chart.
        { flow: 'attack', step: '5.1.1' },
        { flow: 'attack', step: '5.3.0' },
      ],
      replay: { flow: 'stack', setup: 'answer-and-back', walk: 'activate.stack-card.stack-card.decline.resolve.resolve.resolve' },
      source: src('6.その他のルールと用語', '発動の積み重ね(スタック)について'),
      aliases: { ja: ['スタック'], en: ['stack', 'stacks'] },
    },
    cost: {
      name: { ja: '代償', en: 'Cost' },
      short: {
        ja: '効果の発動に必要な支払い。払うと求められた結果になり、しかも何かが変わるときだけ満たされる。対象を選ぶことも代償。',
        en: 'What an effect asks to be paid to activate it. It counts only if paying gives the asked-for result and changes something; choosing targets is a cost too.',
      },
      body: {
        ja: '効果を発動するには、時・条件と誓約・代償の3つがそろう必要があります。代償は、払っても求められた結果にならないとき(Pが足りない、選べる対象が足りない)や、払う前後で何も変わらないとき(すでにP0のモンスターのPを0にする)には満たされません。一方、手札を全て捨てる代償は1枚でも捨てれば満たされ、捨てたカードが墓地に行かなくてもかまいません。',
        en: "An effect is activated only when its time, its conditions and oaths, and its cost all hold. A cost is not paid when paying would fall short of the asked result (too little P, too few targets to choose) or would change nothing (making a 0-P monster's P 0). Discarding a whole hand, on the other hand, is paid by discarding even one card, wherever the card ends up.",
      },
      steps: [{ flow: 'cost', step: '3' }],
      replay: { flow: 'cost', setup: 'choose-one-short', walk: 'next.next.next' },
      source: src('6.その他のルールと用語', '効果を発動するための条件'),
      aliases: { ja: ['代償'], en: ['cost', 'costs'] },
    },
    'cannot-beats-can': {
      name: { ja: 'できない効果が優先', en: '"Cannot" beats "can"' },
      short: {
        ja: '「できる」効果と「できない」効果が同時に働くときは、「できない」が勝つ。',
        en: 'When a "can" effect and a "cannot" effect apply together, "cannot" wins.',
      },
      body: {
        ja: 'また、効果とルールが食い違うときは効果が優先されます。たとえば通常召喚を2回にする効果は1ターン1回のルールに勝ちますが、通常召喚をできなくする効果があれば、どちらにも勝ちます。',
        en: 'Separately, an effect wins over the rules it contradicts: an effect allowing two normal summons beats the once-a-turn rule — but an effect forbidding normal summons beats both.',
      },
      steps: [{ flow: 'turn', step: '4.3' }],
      replay: { flow: 'turn', setup: 'last-emperor', walk: 'next.next' },
      source: src('6.その他のルールと用語', 'できる効果VSできない効果'),
      aliases: { ja: ['できない効果'], en: ['cannot beats can'] },
    },
    'spell-kinds': {
      name: { ja: '呪文の種類(ノーマル・タイム・ループ・アーマー・エリア)', en: 'Spell kinds (normal, time, loop, armor, area)' },
      short: {
        ja: '呪文カードにはノーマル・タイム・ループ・アーマー・エリアの5種類がある。原則として、自分のターン以外に発動できるのはタイム呪文だけ。',
        en: 'Spell cards come in five kinds: normal, time, loop, armor and area. As a rule, only a time spell may be activated outside your own turn.',
      },
      body: {
        ja: '呪文カードは、働き方の違いで5つの種類に分かれます。どの種類も、条件がそろっていれば1ターンに何度でも使えます。ただし原則として、相手のターンに発動できるのはタイム呪文だけで、残りの4種類は自分のターン中にしか発動できません。呪文にも赤いカードがあります。\n\nノーマル呪文は、手札から呪文ゾーンへ置いて発動します。使ったあとは墓地へ行く、一度きりの呪文です。\n\nタイム呪文は、相手のターンでも発動できる呪文です。出し方はノーマル呪文と同じく手札から呪文ゾーンへ。発動の条件が書かれていないものは、いつでも使えます。\n\nループ呪文は、発動したあとも呪文ゾーンに残り、効果が続きます。\n\nアーマー呪文も、発動したあと呪文ゾーンに残ります。そこからモンスターに装備でき、装備先のモンスターの下へ横にして差し入れます。装備している間は、カードの±Pがそのモンスターに足されます。1体のモンスターが何枚装備してもかまいません。外したアーマー呪文は呪文ゾーンへ戻ります。また、装備されていないアーマー呪文はモンスターゾーンにはいられず、墓地へ行きます。フリータイムには、アーマー呪文1枚ごとに1ターン1回、「呪文ゾーンにあるものをモンスターに付ける」「外す」「別のモンスターへ付け替える」のうち1つを行えます。\n\nエリア呪文は、発動したあとエリアゾーンに残り、効果が続きます。効果に特に断りがなければ、その効果は両方のプレイヤーに及び、どちらも使えます。エリア呪文は両プレイヤーの戦場を合わせて1枚までです。新しいエリア呪文が発動されると、それまであったものは墓地へ送られます。\n\nループ・アーマー・エリアの3種類は、発動を無効にされると場に残らず墓地へ置かれます。',
        en: "Spell cards fall into five kinds by what they do and how they behave. A spell of any kind may be used as many times a turn as its conditions allow. As a rule, though, only a time spell may be activated in the opponent's turn; the other four kinds are activated in your own turn only. Red cards exist among spells too.\n\nA normal spell goes from your hand into the spell zone to be activated. Once used it goes to the graveyard: it works a single time.\n\nA time spell may be activated in the opponent's turn as well. It too goes from hand to the spell zone, and one that names no condition for its activation may be used at any time.\n\nA loop spell stays in the spell zone after it is activated, and its effect keeps working.\n\nAn armor spell also stays in the spell zone after it is activated. From there it can be equipped to a monster, and lies sideways under that monster; while equipped, the card's ±P is added to the monster's P. A monster may carry any number of armor spells. An armor spell taken off goes back to the spell zone, and an armor spell that is not equipped cannot remain in the monster zone: it goes to the graveyard. In free time, each armor spell allows one of these once a turn: equipping it from the spell zone, taking it off, or moving it to another monster.\n\nAn area spell stays in the area zone after it is activated, and its effect keeps working. Unless the effect says otherwise, it reaches both players and either may use it. There can be only one area spell on the battlefield, both players' sides counted together: when a new one is activated, the one already there goes to the graveyard.\n\nA loop, armor or area spell whose activation is nullified does not stay: it goes to the graveyard.",
      },
      steps: [
        { flow: 'turn', step: '4.3' },
        { flow: 'stack', step: '6.2' },
      ],
      replay: { flow: 'turn', setup: 'red-and-armor', walk: 'next.next.move-armor' },
      source: src('3.呪文カードについて', '呪文の性質と使用方法'),
      note: {
        ja: '1ターン1回のアーマーの移動は、節4「フリータイムにできること」の規定です。装備されていないアーマー呪文が墓地へ行くことは、節6「重なっているカードの扱い」にあります。',
        en: 'The once-a-turn armor move is stated in section 4, "What you can do in free time"; an unequipped armor spell going to the graveyard, in section 6, "How stacked-up cards are handled".',
      },
      aliases: {
        ja: ['呪文の種類', 'ノーマル呪文', 'タイム呪文', 'ループ呪文', 'アーマー呪文', 'エリア呪文'],
        en: ['spell kinds', 'normal spell', 'time spell', 'time spells', 'loop spell', 'armor spell', 'area spell', 'area spells'],
      },
    },
    'red-summons': {
      name: { ja: '赤モンスターの召喚(特殊系・進化系・フォース・効果召喚)', en: 'Red summons (special, evolution, force, effect)' },
      short: {
        ja: '赤モンスターは、素材のモンスターに重ねる特殊系・進化系・フォース召喚か、効果召喚で出す。これらは1ターンに何回でもできる。',
        en: 'Red monsters come out by a special, evolution or force summon, stacked on material monsters, or by an effect summon — any number of times a turn.',
      },
      body: {
        ja: '赤モンスターは、必要な召喚方法によって特殊系・進化系・フォース・効果召喚の4種類に分かれます。方法はテキスト欄の〈〉の中に書かれています。出すときは、その種類に合った召喚方法か効果召喚を使います。1ターン1回が基本の通常召喚と違い、これらの召喚は1ターンに何回でも行えます。フリータイムの行動としては、特殊系・進化系・フォース召喚が挙げられています。\n\n特殊系召喚では、特殊姿勢で特殊チャージを受けたモンスターを素材にして、その上に重ねて出します。素材の数は、特殊モンスターなら1体、特殊・改モンスターなら2体、特殊・極モンスターなら3体です。\n\n進化系召喚では、自分のモンスターゾーンで攻撃姿勢をとっているモンスターのうち、出すモンスターが決めているものを素材にして、その上に重ねます。進化モンスターの素材は1体、G進化モンスターの素材は複数です。W進化モンスターは進化モンスターに、T進化モンスターはW進化モンスターに重ねる形で出します。\n\nフォース召喚では、自分の手札とモンスターゾーンから好きな数のモンスターを素材に選び、それらに重ねて出します。素材は、姿勢などに関係なくモンスターカードであれば使えます。出したフォースモンスターのPは、素材にしたモンスターのPの合計です。素材の数の上限・下限や、属性・系統を決めているモンスターもあります。\n\n効果召喚モンスターは、召喚条件で名指しされたカードの効果によって召喚します。\n\n素材として下に重ねたカードをエナジーと呼び、縦向きで重ねます。エナジーは戦場のカードとしては扱いませんが、エナジーとしては戦場にあります。エナジーが属しているカードがなくなると、エナジーは墓地へ行きます。',
        en: "Red monsters fall into four kinds by the summon they need: special, evolution, force and effect-summon monsters. The kind is written between 〈〉 in the text box. A red monster is summoned by its own kind's summon or by an effect summon, and unlike the normal summon (once a turn by default) these summons can be made any number of times a turn. Free time lists special, evolution and force summons among its actions.\n\nA special summon uses monsters in special posture that have had their special charge as materials, and the new monster is stacked on top of them. A special monster needs one material, a special 改 (kai) monster two, and a special 極 (kyoku) monster three.\n\nAn evolution summon uses as materials monsters in attack posture in your own monster zone — the ones the new monster names — and stacks the new monster on them. An evolution monster takes one monster as material, a G-evolution monster several. A W-evolution monster is stacked on an evolution monster, and a T-evolution monster on a W-evolution monster.\n\nA force summon takes any number of monsters you choose from your hand and your monster zone as materials, and stacks the new monster on them. Any monster card will do as a material, whatever its posture. The force monster's P is the total of its materials' P. Some monsters set a maximum or minimum number of materials, or an attribute or type they must have.\n\nAn effect-summon monster is summoned by the card effect its summoning condition names.\n\nCards stacked underneath as materials are called energy, and lie upright. Energy does not count as a card on the battlefield, though it is on the battlefield as energy. When the card an energy belongs to is gone, the energy goes to the graveyard.",
      },
      steps: [{ flow: 'turn', step: '4.3' }],
      replay: { flow: 'turn', setup: 'red-and-armor', walk: 'next.next.red-summon.red-summon' },
      source: src('2.モンスターカードについて', '赤モンスター'),
      note: {
        ja: '001は赤召喚で出したモンスターの姿勢を書いていません。ターンの図では攻撃姿勢で置いています。エナジーの扱いは節6「重なっているカードの扱い」の規定です。',
        en: '001 does not give the posture of a red-summoned monster; the turn chart places it in attack posture. How energy is treated is stated in section 6, "How stacked-up cards are handled".',
      },
      aliases: {
        ja: ['赤モンスターの召喚', '赤召喚', '特殊系召喚', '進化系召喚', 'フォース召喚', 'エナジー'],
        en: ['red summons', 'red summon', 'special summon', 'evolution summon', 'force summon', 'energy'],
      },
    },
  },
} satisfies z.input<typeof Topics>;
