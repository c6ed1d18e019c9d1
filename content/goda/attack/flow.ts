import type { FlowContent } from '../../schema';
import { src } from '../shared';

const s5 = (ref: string) => src('5.モンスターで攻撃する', ref);

export default {
  title: { ja: 'モンスターで攻撃する(バトルとアタック)', en: 'Attacking with a monster (battle and attack)' },
  short: { ja: '攻撃', en: 'Attack' },
  summary: {
    ja: 'モンスターを狙う攻撃は「バトル」、ライフを狙う攻撃は「アタック」です。バトルではPの高いほうが勝ち、同じなら両方破壊。待機姿勢のモンスターはPの低い相手に攻撃されても手札に戻ります(仮破壊)。アタックはブロックでき、ブロックは仮破壊のない別の戦闘です。',
    en: 'An attack on a monster is a battle; an attack on life is an "attack". In a battle the higher P wins and equal P destroys both; a monster in rest posture attacked by a weaker monster still goes back to hand (provisional destruction). An attack can be blocked, and a block is a separate fight with no provisional destruction.',
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
        ja: '出典は箇条書きで番号がありません。5.1〜5.3.2は、この図が節5の中身に順に付けた番号です。',
        en: 'The source uses unnumbered bullets; 5.1–5.3.2 are numbers this chart gives to the parts of section 5, in order.',
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
  },
  events: {
    next: { ja: '次へ', en: 'Next' },
    'attack-rested': { ja: '待機姿勢のモンスターを攻撃', en: 'Attack the monster in rest posture' },
    'attack-ready': { ja: '攻撃姿勢のモンスターを攻撃', en: 'Attack the monster in attack posture' },
    'attack-life': { ja: 'ライフを攻撃(アタック)', en: 'Attack life' },
    block: { ja: 'ブロックする', en: 'Block' },
    'no-block': { ja: 'ブロックしない', en: "Don't block" },
  },
  guards: {
    canBlock: { ja: '攻撃姿勢のモンスターがいる', en: 'a monster in attack posture' },
    canAttack: { ja: '攻撃するモンスターがゾーンに攻撃姿勢でいる', en: 'the attacker is in the zone in attack posture' },
    canAttackRested: { ja: '攻撃できて、待機姿勢のモンスターがゾーンにいる', en: 'it can attack, and the rested monster is in the zone' },
    canAttackReady: { ja: '攻撃できて、攻撃姿勢のモンスターがゾーンにいる', en: 'it can attack, and the ready monster is in the zone' },
    lifeEmpty: { ja: 'ライフ0枚', en: 'no life left' },
    provisional: { ja: '仮破壊の条件を満たす', en: 'provisional destruction applies' },
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
  },
  board: {
    sections: {
      attacker: { ja: '攻撃側', en: 'Attacker' },
      defender: { ja: '守る側のモンスター', en: "Defender's monsters" },
      life: { ja: '守る側のライフ(左から)', en: "Defender's life (from the left)" },
      'defender-hand': { ja: '守る側の手札に加わったカード', en: "Added to the defender's hand" },
      fight: { ja: '戦闘の種類', en: 'Kind of fight' },
      winner: { ja: '勝者', en: 'Winner' },
    },
    values: {
      'stat.p': { ja: 'P', en: 'P' },
      'fight.none': { ja: 'まだなし', en: 'none yet' },
      'fight.battle': { ja: 'バトル', en: 'battle' },
      'fight.block': { ja: 'ブロック', en: 'block' },
      'winner.none': { ja: 'まだなし', en: 'none yet' },
      'winner.attacker': { ja: '攻撃した側', en: 'the attacking player' },
    },
    tags: {
      zone: { ja: 'モンスターゾーン', en: 'in the zone' },
      hand: { ja: '手札へ戻った', en: 'back in hand' },
      grave: { ja: '破壊された', en: 'destroyed' },
      attack: { ja: '攻撃姿勢', en: 'attack posture' },
      rest: { ja: '待機姿勢', en: 'rest posture' },
      'next-cut': { ja: '次に削られる', en: 'cut next' },
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
      'won-on-empty-life': {
        ja: 'ライフ0枚の相手へのアタックが成立し、攻撃した側の勝ちです。',
        en: 'The attack went through against no life: the attacking player wins.',
      },
    },
  },
} satisfies FlowContent;
