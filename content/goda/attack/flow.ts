import type { FlowContent } from '../../schema';
import { src } from '../shared';

const s5 = (ref: string) => src('5.モンスターで攻撃する', ref);
/** The answer windows come from section 6's stack paragraph. */
const s6 = (ref: string) => src('6.その他のルールと用語 — 発動の積み重ね(スタック)について', ref);

export default {
  title: { ja: 'モンスターで攻撃する(バトルとアタック)', en: 'Attacking with a monster (battle and attack)' },
  short: { ja: '攻撃', en: 'Attack' },
  summary: {
    ja: 'モンスターを狙う攻撃は「バトル」、ライフを狙う攻撃は「アタック」です。バトルではPの高いほうが勝ち、同じなら両方破壊。待機姿勢のモンスターはPの低い相手に攻撃されても手札に戻ります(仮破壊)。アタックはブロックでき、ブロックは仮破壊のない別の戦闘です。攻撃の宣言にもブロックの宣言にも、相手はスタックで応じられます。相手のターンに使えるのはタイム呪文なので、戦闘の前にモンスターを除いたりPを変えたりできます。',
    en: 'An attack on a monster is a battle; an attack on life is an "attack". In a battle the higher P wins and equal P destroys both; a monster in rest posture attacked by a weaker monster still goes back to hand (provisional destruction). An attack can be blocked, and a block is a separate fight with no provisional destruction. Declaring an attack, and declaring a block, each let the other player stack an answer; outside your own turn that means a time spell, which can remove a monster or change its P before the fight.',
  },
  source: s5('バトル・アタック'),
  groups: {},
  steps: {
    '5.1': {
      title: { ja: '攻撃の宣言', en: 'Declaring the attack' },
      text: {
        ja: 'フリータイムに、攻撃姿勢の自分のモンスターで、相手のモンスターか相手のライフを攻撃すると宣言します。宣言と同時に、攻撃するモンスターを待機姿勢にします。',
        en: "In free time, name one of your monsters in attack posture and its target: an opposing monster, or the opponent's life. As you declare, the attacking monster goes to rest posture.",
      },
      // Declaring an attack is one of the things free time allows (section 4, its bullet on attacking); section 5 starts
      // with the attack itself. The number is the chart's own (see the note), as every step's citation carries it.
      source: src('4.ゲームの進行と勝利条件 — フリータイムにできること・モンスターで攻撃を行う', '5.1'),
      note: {
        ja: '出典は箇条書きで番号がありません。5.1〜5.3.2は、この図が節5の中身に順に付けた番号です。5.1.1と5.3.0は、攻撃の宣言とブロックの宣言のあとに節6のスタックの権利が生まれるところで、あとから加えました。前からある番号を変えずに間へ入るよう付けたので、古いリンクも同じ手順を指します。',
        en: 'The source uses unnumbered bullets; 5.1–5.3.2 are numbers this chart gives to the parts of section 5, in order. 5.1.1 and 5.3.0 are the points where section 6 gives a right to stack, after the attack and after a block is declared; they were added later and numbered to sit between the older steps without changing them, so older links still lead to the same steps.',
      },
    },
    '5.1.1': {
      title: { ja: '攻撃宣言への応答(スタックの権利)', en: 'Answering the attack (the right to stack)' },
      text: {
        ja: '攻撃の宣言は行動なので、守る側にスタックの権利が生まれます。カードを発動して応じれば、それは攻撃の続きより先に処理されます。今は攻撃する側のターンなので、守る側が使えるのはタイム呪文か、発動の時を満たす効果だけです。守る側がスタックすると権利は攻撃する側へ移り、自分のターンなので合う呪文なら何でも重ねられます。権利を持つ側が発動しなければ、重なったものを最後のものから順に処理します。そのあと攻撃が続きます。ただし、攻撃するモンスターか攻撃されたモンスターがモンスターゾーンを離れていれば、戦う相手がいないので、攻撃はそこで終わります。',
        en: "Declaring an attack is an action, so the defending player now holds the right to stack: a card activated in answer resolves before the attack goes on. It is the attacking player's turn, so the defender may answer only with a time spell, or an effect whose time to activate is met. If the defender stacks, the right passes to the attacking player, who may stack any spell that fits, as it is their own turn. When the player holding the right activates nothing, what was stacked resolves, last first. Then the attack goes on — unless the attacker, or the monster it attacks, has left the monster zone: with nothing to fight, the attack ends there.",
      },
      source: s6('5.1.1'),
      note: {
        ja: '節5はスタックに触れていません。この窓は節6の「行動すると、もう一方にスタックの権利が生まれる」という決まりによるもので、攻撃はフリータイムにできる行動の一つです(節4)。相手のターンに使える呪文がタイム呪文に限られるのは節3「呪文の性質と使用方法」によります。\n\n攻撃するモンスターや攻撃されたモンスターがいなくなった攻撃がどうなるかは、001に書かれていません。バトルは2体のPを比べる戦闘で、アタックはモンスターで行う攻撃です(節5)。そこでこの図では、戦闘もライフを削ることもなく攻撃を終えます。\n\n呪文が何に働くかは発動のときに決め、処理のときにそのモンスターがいなければ何も起きません(これも図の読み方です)。タイム破壊呪文・パワーアップ呪文・無効化呪文・破壊呪文は、この図の説明用のカードで、001のカードではありません。',
        en: 'Section 5 says nothing of stacking. This window comes from section 6: an action gives the other player the right to stack, and attacking is one of the actions of free time (section 4). That only time spells may be used in the opponent\'s turn is section 3, "What spells do and how they are used".\n\n001 does not say what becomes of an attack whose attacker, or target, is gone. A battle compares the P of two monsters, and an attack on life is made with a monster (section 5), so this chart ends the attack with no fight and no life cut.\n\nWhat a spell acts on is chosen when it is activated; if that monster is gone by the time the spell resolves, nothing happens (again the chart\'s reading). Time Blast, Power Up, Cancel and Blast are example cards for this chart, not cards from 001.',
      },
    },
    '5.2': {
      title: { ja: 'バトル', en: 'Battle' },
      text: {
        ja: 'モンスター同士の戦闘です。2体のPを比べ、低いほうが破壊されます。Pが同じなら両方とも破壊されます。',
        en: 'A fight between two monsters. Compare their P: the lower one is destroyed. With equal P, both are destroyed.',
      },
      source: s5('5.2'),
    },
    '5.2.1': {
      title: { ja: '仮破壊', en: 'Provisional destruction' },
      text: {
        ja: '攻撃されたのが待機姿勢のモンスターで、攻撃してきたモンスターのほうがPが低かった場合、そのモンスターが戦闘の終わる直前にまだモンスターゾーンにいれば、持ち主の手札に戻します。勝っても場には残れません。',
        en: "If the monster attacked was in rest posture and the attacker had lower P, then — provided it is still in the monster zone just before the fight ends — it goes back to its owner's hand. Winning does not keep it on the field.",
      },
      source: s5('5.2.1'),
    },
    '5.3': {
      title: { ja: 'アタックとブロック', en: 'Attack on life, and blocking' },
      text: {
        ja: 'ライフへの攻撃です。守る側は、攻撃姿勢の自分のモンスター1体を待機姿勢にすればブロックできます。ブロックすると、ライフへの攻撃はそこで止まります。',
        en: "An attack on the opponent's life. The defender may block by turning one of their monsters in attack posture to rest posture. A block stops the attack on life.",
      },
      source: s5('5.3'),
    },
    '5.3.0': {
      title: { ja: 'ブロックへの応答(スタックの権利)', en: 'Answering the block (the right to stack)' },
      text: {
        ja: 'ブロックの宣言も行動なので、今度は攻撃する側にスタックの権利が生まれます。攻撃する側がスタックすれば権利は守る側へ移り、守る側はタイム呪文で応じられます。重なったものは最後のものから順に処理され、そのあとで2体が戦います。ライフへの攻撃はブロックの宣言で止まっているので、その時までに攻撃するモンスターかブロックしたモンスターがいなくなっていれば、戦闘はなく、ライフも削られません。',
        en: 'Declaring a block is an action too, so now the attacking player holds the right to stack. If they stack, the right passes to the defender, who may answer with a time spell. What was stacked resolves, last first, and only then do the two monsters fight. The block has already stopped the attack on life: if the attacker or the blocker is gone by then, there is no fight, and still no life is cut.',
      },
      source: s6('5.3.0'),
      note: {
        ja: '001が行動と呼ぶのは、フリータイムにできること(節4)とスタック(節6)です。ブロックはその一覧にありませんが、プレイヤーが宣言するものなので、この図は節6の「何らかの行動」に当たると読み、攻撃する側に権利を与えます。ブロックの宣言でライフへの攻撃が止まるのは節5のとおりです。モンスターがいなくなったときに戦闘がないのは、5.1.1と同じくこの図の読み方です。\n\n5.3.0という番号は、前からある5.3と5.3.1の間に入るように付けました。',
        en: "001 calls the things of free time (section 4) and stacking (section 6) actions. A block is not on that list, but a player declares it, so this chart reads it as one of section 6's actions of any kind and gives the attacking player the right to stack. That declaring a block stops the attack on life is section 5's own rule; that there is no fight once a monster is gone is this chart's reading, as at 5.1.1.\n\nThe number 5.3.0 was chosen to fall between the older 5.3 and 5.3.1.",
      },
    },
    '5.3.1': {
      title: { ja: 'ブロックの戦闘', en: 'The block fight' },
      text: {
        ja: '攻撃したモンスターとブロックしたモンスターが戦います。Pの比べ方はバトルと同じですが、仮破壊は起こりません。ブロックはバトルとは別の戦闘として扱います。',
        en: 'The attacker and the blocker fight. P is compared exactly as in a battle, but provisional destruction never happens: a block counts as a fight of its own, not a battle.',
      },
      source: s5('5.3.1'),
    },
    '5.3.2': {
      title: { ja: 'ライフを削る', en: 'Cutting life' },
      text: {
        ja: 'ブロックされなければアタックは成立します。ライフが1枚以上あれば、守る側から見て左から1枚をその手札に加えます(ライフを削る)。ライフが0枚なら、攻撃した側の勝ちです。',
        en: 'Unblocked, the attack goes through. If the defender has life left, the leftmost card as they see it goes to their hand (cutting life). With no life left, the attacking player wins.',
      },
      source: s5('5.3.2'),
    },
  },
  ends: {
    'battle-over': { ja: 'バトル終了', en: 'Battle over' },
    'block-over': { ja: 'ブロックの戦闘終了', en: 'Block fight over' },
    'life-cut': { ja: 'ライフを1枚削った', en: 'One life cut' },
    'attacker-wins': { ja: '攻撃した側の勝ち', en: 'The attacker wins' },
    'no-fight': { ja: '攻撃終了(戦う相手がいない)', en: 'Attack over: nothing to fight' },
    'block-no-fight': { ja: 'ブロック成立、戦闘なし', en: 'Block stands, no fight' },
  },
  events: {
    next: { ja: '次へ', en: 'Next' },
    'attack-rested': { ja: '待機姿勢のモンスターを攻撃', en: 'Attack the monster in rest posture' },
    'attack-ready': { ja: '攻撃姿勢のモンスターを攻撃', en: 'Attack the monster in attack posture' },
    'attack-life': { ja: 'ライフを攻撃(アタック)', en: 'Attack life' },
    block: { ja: 'ブロックする', en: 'Block' },
    'no-block': { ja: 'ブロックしない', en: "Don't block" },
    // Choices inside an answer window (the stack's own steps); each stacks one spell and passes the right on.
    'stack-time-blast': { ja: 'タイム破壊呪文をスタック(タイム呪文)', en: 'Stack Time Blast (time spell)' },
    'stack-power-up': { ja: 'パワーアップ呪文をスタック(タイム呪文)', en: 'Stack Power Up (time spell)' },
    'stack-cancel': { ja: '無効化呪文をスタック(タイム呪文)', en: 'Stack Cancel (time spell)' },
    'stack-blast': { ja: '破壊呪文をスタック(ノーマル呪文)', en: 'Stack Blast (normal spell)' },
  },
  guards: {
    canBlock: { ja: '攻撃姿勢のモンスターがいる', en: 'a monster in attack posture' },
    canAttack: { ja: '攻撃するモンスターがゾーンに攻撃姿勢でいる', en: 'the attacker is in the zone in attack posture' },
    canAttackRested: { ja: '攻撃できて、待機姿勢のモンスターがゾーンにいる', en: 'it can attack, and the rested monster is in the zone' },
    canAttackReady: { ja: '攻撃できて、攻撃姿勢のモンスターがゾーンにいる', en: 'it can attack, and the ready monster is in the zone' },
    lifeEmpty: { ja: 'ライフ0枚', en: 'no life left' },
    provisional: { ja: '仮破壊の条件を満たす', en: 'provisional destruction applies' },
    attackerGone: { ja: '攻撃するモンスターがモンスターゾーンを離れた', en: 'the attacker has left the monster zone' },
    targetGone: { ja: '攻撃されたモンスターがモンスターゾーンを離れた', en: 'the monster attacked has left the monster zone' },
    isBattle: { ja: 'モンスターへの攻撃(バトル)', en: 'a monster was attacked (a battle)' },
    fighterGone: { ja: '攻撃するモンスターかブロックしたモンスターが離れた', en: 'the attacker or the blocker has left the monster zone' },
    canTimeBlast: {
      ja: '手札にタイム破壊呪文があり、狙える相手のモンスターが戦闘にいる',
      en: 'Time Blast in hand, and an opposing monster in the fight to aim at',
    },
    canPowerUp: {
      ja: '手札にパワーアップ呪文があり、自分のモンスターが戦闘にいる(アタックでは、ブロックするまで守る側にはいない)',
      en: "Power Up in hand, and one's own monster in the fight (in an attack on life the defender has none until blocking)",
    },
    canCancel: { ja: '手札に無効化呪文があり、無効にする発動がスタックにある', en: 'Cancel in hand, and an activation on the stack to nullify' },
    canBlast: {
      ja: '手札に破壊呪文があり、今が自分のターンで(タイム呪文以外は相手のターンに発動できない)、狙える相手のモンスターが戦闘にいる',
      en: "Blast in hand, in one's own turn (only a time spell may be used in the opponent's turn), and an opposing monster in the fight to aim at",
    },
    nothingStacked: { ja: 'スタックに何もない', en: 'nothing on the stack' },
    moreBelow: { ja: 'まだ下にカードがある', en: 'more cards below' },
    otherwise: { ja: 'それ以外', en: 'otherwise' },
  },
  setups: {
    basic: {
      title: { ja: '基本', en: 'Basic' },
      text: {
        ja: '攻撃側はP3000。守る側は待機姿勢のP5000と攻撃姿勢のP2000、ライフ3枚。',
        en: 'The attacker has 3000 P. The defender has a 5000 P monster in rest posture, a 2000 P monster in attack posture, and three life.',
      },
    },
    'equal-p': { title: { ja: 'すべて同じP', en: 'Equal P everywhere' }, text: { ja: 'どのモンスターもP4000。', en: 'Every monster has 4000 P.' } },
    strong: {
      title: { ja: '強い攻撃側', en: 'A strong attacker' },
      text: { ja: '攻撃側はP6000で、守る側のどちらよりも高い。', en: 'The attacker has 6000 P, more than either defender.' },
    },
    'empty-life': {
      title: { ja: 'ライフ0枚', en: 'No life left' },
      text: { ja: '基本と同じモンスターで、守る側のライフは0枚。', en: 'The basic monsters, and the defender has no life left.' },
    },
    'answer-remove': {
      title: { ja: 'タイム呪文で攻撃するモンスターを除く', en: 'A time spell removes the attacker' },
      text: {
        ja: '基本と同じモンスター。Bはタイム呪文のタイム破壊呪文と、ノーマル呪文の破壊呪文を持っています。Aのターンなので、Aの攻撃にBが応じられるのはタイム破壊呪文だけです。',
        en: "The basic monsters. B holds Time Blast, a time spell, and Blast, a normal spell. It is A's turn, so B may answer A's attack with Time Blast but not with Blast.",
      },
    },
    'answer-power': {
      title: { ja: 'タイム呪文でPを変える', en: 'A time spell changes P' },
      text: {
        ja: '基本と同じモンスター。Bはパワーアップ呪文(タイム呪文)を持っています。戦っているBのモンスターのPが3000上がります。',
        en: "The basic monsters. B holds Power Up, a time spell: B's monster in the fight gets +3000 P.",
      },
    },
    'answer-back': {
      title: { ja: '応じて、応じ返す', en: 'An answer, and an answer back' },
      text: {
        ja: '基本と同じモンスター。Bはパワーアップ呪文を、Aは無効化呪文を持っています。どちらもタイム呪文です。',
        en: 'The basic monsters. B holds Power Up; A holds Cancel. Both are time spells.',
      },
    },
    'block-answer': {
      title: { ja: '攻撃する側がブロックに応じる', en: 'The attacker answers a block' },
      text: {
        ja: '攻撃する側はP3000、守る側の攻撃姿勢のモンスターはP4000。Aは破壊呪文(ノーマル呪文)を持っています。Aのターンなので、Aは使えます。',
        en: "The attacker has 3000 P; the defender's monster in attack posture has 4000 P. A holds Blast, a normal spell, which A may use as it is A's own turn.",
      },
    },
  },
  editor: {
    groups: {
      attacker: { ja: '攻撃するモンスター(A)', en: 'Attacking monster (A)' },
      rested: { ja: 'Bの待機姿勢のモンスター', en: "B's monster in rest posture" },
      ready: { ja: 'Bの攻撃姿勢のモンスター', en: "B's monster in attack posture" },
      defender: { ja: '守る側(B)', en: 'Defending player (B)' },
      a: { ja: 'Aの手札の呪文', en: "A's spells in hand" },
      b: { ja: 'Bの手札の呪文', en: "B's spells in hand" },
    },
    fields: {
      p: { ja: 'P', en: 'P' },
      'attack-posture': { ja: '攻撃姿勢(攻撃できる)', en: 'In attack posture (so it can attack)' },
      on: { ja: 'モンスターゾーンにいる', en: 'In the monster zone' },
      'can-block': { ja: 'モンスターゾーンにいる(ブロックできるのはこのモンスターだけ)', en: 'In the monster zone (the only monster that can block)' },
      life: { ja: 'ライフの枚数', en: 'Life cards' },
      'time-blast': { ja: 'タイム破壊呪文(タイム呪文)', en: 'Time Blast (time spell)' },
      'power-up': { ja: 'パワーアップ呪文(タイム呪文)', en: 'Power Up (time spell)' },
      cancel: { ja: '無効化呪文(タイム呪文)', en: 'Cancel (time spell)' },
      blast: { ja: '破壊呪文(ノーマル呪文)', en: 'Blast (normal spell)' },
    },
  },
  board: {
    sections: {
      attacker: { ja: '攻撃側', en: 'Attacker' },
      defender: { ja: '守る側のモンスター', en: "Defender's monsters" },
      life: { ja: '守る側のライフ(左から)', en: "Defender's life (from the left)" },
      'defender-hand': { ja: '守る側の手札に加わったカード', en: "Added to the defender's hand" },
      fight: { ja: '戦闘の種類', en: 'Kind of fight' },
      winner: { ja: '勝者', en: 'Winner' },
      right: { ja: 'スタックの権利', en: 'Right to stack' },
      stack: { ja: 'スタック(上から)', en: 'Stack (top first)' },
      'spells-a': { ja: 'Aの手札の呪文', en: "A's spells in hand" },
      'spells-b': { ja: 'Bの手札の呪文', en: "B's spells in hand" },
      'spell-grave': { ja: '使った呪文(墓地)', en: 'Spells used (graveyard)' },
    },
    values: {
      'stat.p': { ja: 'P', en: 'P' },
      'fight.none': { ja: 'まだなし', en: 'none yet' },
      'fight.battle': { ja: 'バトル', en: 'battle' },
      'fight.block': { ja: 'ブロック', en: 'block' },
      'winner.none': { ja: 'まだなし', en: 'none yet' },
      'winner.attacker': { ja: '攻撃した側', en: 'the attacking player' },
      'right.a': { ja: 'A(攻撃する側)', en: 'A (attacking player)' },
      'right.b': { ja: 'B(守る側)', en: 'B (defending player)' },
      'right.nobody': { ja: 'なし(応じる行動がない)', en: 'Nobody (no action waiting for an answer)' },
    },
    tags: {
      zone: { ja: 'モンスターゾーン', en: 'in the zone' },
      hand: { ja: '手札へ戻った', en: 'back in hand' },
      grave: { ja: '破壊された', en: 'destroyed' },
      attack: { ja: '攻撃姿勢', en: 'attack posture' },
      rest: { ja: '待機姿勢', en: 'rest posture' },
      'next-cut': { ja: '次に削られる', en: 'cut next' },
      a: { ja: 'Aが発動', en: 'by A' },
      b: { ja: 'Bが発動', en: 'by B' },
      top: { ja: '一番上', en: 'top' },
      negated: { ja: '無効化された', en: 'nullified' },
    },
    log: {
      'declared-battle': {
        ja: '{card}への攻撃を宣言し、攻撃するモンスターを待機姿勢にしました。',
        en: 'Declared an attack on {card}; the attacker went to rest posture.',
      },
      'declared-attack': {
        ja: 'ライフへの攻撃を宣言し、攻撃するモンスターを待機姿勢にしました。',
        en: 'Declared an attack on life; the attacker went to rest posture.',
      },
      destroyed: { ja: '{card}は破壊されました。', en: '{card} was destroyed.' },
      'returned-to-hand': { ja: '{card}は仮破壊で手札に戻りました。', en: '{card} went back to hand (provisional destruction).' },
      blocked: { ja: '{card}を待機姿勢にしてブロックしました。', en: '{card} turned to rest posture to block.' },
      'life-cut': { ja: '左端の{card}を手札に加えました。', en: 'The leftmost card, {card}, went to hand.' },
      'a-stacked': { ja: 'Aが{card}をスタックしました。', en: 'A stacked {card}.' },
      'b-stacked': { ja: 'Bが{card}をスタックしました。', en: 'B stacked {card}.' },
      'a-declined': { ja: 'Aはスタックしませんでした。', en: 'A did not stack.' },
      'b-declined': { ja: 'Bはスタックしませんでした。', en: 'B did not stack.' },
      nullified: { ja: '{card}は無効にされていたので、効果なしで墓地へ。', en: '{card} had been nullified: it went to the graveyard with no effect.' },
      'cancel-resolved': { ja: '無効化呪文が処理され、すぐ下の{card}を無効にしました。', en: 'Cancel resolved and nullified {card}, just beneath it.' },
      fizzled: {
        ja: '{card}が処理されましたが、狙ったモンスターはもうゾーンにいないので、何も起きません。',
        en: '{card} resolved, but the monster it aimed at had left the zone: nothing happened.',
      },
      'powered-up': { ja: '{card}のPが3000上がりました。', en: '{card} got +3000 P.' },
      'no-fight': {
        ja: '戦うモンスターがゾーンを離れたので戦闘はなく、ライフも削られずに攻撃が終わりました。',
        en: 'A monster of the fight has left the zone: there is no fight, and the attack ends without cutting life.',
      },
      'block-no-fight': {
        ja: '攻撃するモンスターかブロックしたモンスターが離れたので、戦闘はありません。ライフへの攻撃はブロックで止まっているので、ライフも削られません。',
        en: 'The attacker or the blocker has left the zone, so there is no fight. The block already stopped the attack on life, so no life is cut either.',
      },
      'won-on-empty-life': {
        ja: 'ライフ0枚の相手へのアタックが成立し、攻撃した側の勝ちです。',
        en: 'The attack went through against no life: the attacking player wins.',
      },
    },
  },
} satisfies FlowContent;
