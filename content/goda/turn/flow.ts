import type { FlowContent } from '../../schema';
import { src } from '../shared';

const s4 = (ref: string) => src('4.ゲームの進行と勝利条件', ref);

export default {
  title: { ja: 'ターンとタイム', en: 'A turn and its times' },
  short: { ja: 'ターン', en: 'Turn' },
  summary: {
    ja: '1ターンはスタート・ドロー・フリー・エンドの4つのタイムで進みます。自分で終わらせられるのはフリータイムだけで、ほかは処理が済むと次へ移ります。',
    en: 'A turn runs through four times: start, draw, free and end. Only free time ends when the turn player says so; the others move on as soon as their work is done.',
  },
  source: s4('ターンとタイム'),
  groups: {},
  steps: {
    '4.1': {
      title: { ja: 'スタートタイム', en: 'Start time' },
      text: {
        ja: '自分のモンスターゾーンの待機姿勢(横向き)のモンスターをすべて攻撃姿勢(縦向き)に戻します。特殊姿勢(ナナメ)のモンスターには特殊チャージをします。終われば自動でドロータイムへ。',
        en: 'Every monster of yours in rest posture (sideways) stands back up to attack posture (upright). Monsters in special posture (diagonal) get a special charge. Then draw time begins by itself.',
      },
      source: s4('4.1'),
    },
    '4.2': {
      title: { ja: 'ドロータイム', en: 'Draw time' },
      text: {
        ja: 'デッキから1枚引きます。先攻の最初のターンでも引きます。引かなければならないときにデッキが0枚なら、相手の勝ちです。',
        en: 'Draw one card. The player going first draws on their first turn too. If the deck has no cards when a draw is due, the opponent wins.',
      },
      source: s4('4.2'),
      note: {
        ja: 'デッキ切れの勝利は6節「特別な勝利条件」の規定です。この図ではドロータイムと、フリータイムに効果で引く場面で確かめます。',
        en: 'The deck-out win is stated in section 6, "special win conditions"; the chart checks it at the draw of draw time and at a draw by an effect in free time.',
      },
    },
    '4.3': {
      title: { ja: 'フリータイム', en: 'Free time' },
      text: {
        ja: '行動の時間です。通常召喚(基本は1ターンに1回、待機姿勢で置く)、赤召喚(特殊系・進化系・フォース、何回でも)、呪文や起動効果の発動、モンスターを特殊姿勢にすること、アーマー呪文の装備・取り外し・付け替え(アーマー1枚につき1ターン1回)、そしてモンスターでの攻撃ができます。いつ終えるかはターンプレイヤーが決めます。',
        en: 'The time for actions: a normal summon (once a turn by default, placed in rest posture), red summons (special, evolution, force — any number), casting spells and activated effects, turning a monster to special posture, equipping, removing or moving an armor spell (once a turn for each armor card), and attacking with monsters. The turn player decides when it ends.',
      },
      source: s4('4.3'),
      note: {
        ja: '攻撃は別の図(攻撃)で扱います。赤召喚で出したモンスターの姿勢は出典に書かれていないため、この図では攻撃姿勢で置きます。赤召喚は素材に重ねて出すので、素材がゾーンにあれば、5体で埋まっていてもできます。素材はプレイヤーが選びますが、この図ではゾーンの最後のモンスターを素材にし、ゾーンが空なら手札のモンスター1体でフォース召喚をします。素材になったモンスターに装備されていたアーマー呪文について、001は、装備されていないアーマーは墓地へ送られ、エナジーは戦場のカードとして扱わないと書いています。そのため墓地へ送られるとも読めますが、この図はアーマーがどのモンスターに付いているかを持たず、アーマーを場に残したままにしています(この図の簡略化です)。',
        en: 'Attacks have their own chart (Attack). The source does not give the posture of a red-summoned monster; this chart places it in attack posture. A red summon is stacked on its materials, so with one in the zone a full zone does not stop it. The player picks the materials; this chart stacks on the last monster in the zone, and with the zone empty it makes a force summon with one monster from the hand. An armor spell equipped to a monster that becomes a material: 001 says an unequipped armor goes to the graveyard and that energy is not a battlefield card, which reads as sending it there; this chart does not track which monster an armor is on and leaves it in play (a simplification of this chart).',
      },
    },
    '4.4': {
      title: { ja: 'エンドタイム', en: 'End time' },
      text: {
        ja: '手札が8枚以上なら、7枚になるまで捨てます。そのあとターンが終わり、相手のターンになります。',
        en: "With eight or more cards in hand, discard down to seven. Then the turn ends and the opponent's turn begins.",
      },
      source: s4('4.4'),
      note: {
        ja: 'どれを捨てるかはプレイヤーが選びます。この図では呪文から先に捨てます。',
        en: 'The player chooses what to discard; this chart discards spells first.',
      },
    },
  },
  ends: {
    'next-turn': { ja: '相手のターンへ', en: "Opponent's turn" },
    'deck-out': { ja: 'デッキ切れで相手の勝ち', en: 'Deck out: the opponent wins' },
  },
  events: {
    next: { ja: '次へ', en: 'Next' },
    'normal-summon': { ja: '通常召喚する', en: 'Normal summon' },
    'red-summon': { ja: '赤召喚する', en: 'Red summon' },
    'cast-spell': { ja: '呪文を発動する', en: 'Cast a spell' },
    'cast-draw-spell': { ja: '「1枚引く」呪文を発動する', en: 'Cast the draw spell' },
    'to-special': { ja: '特殊姿勢にする', en: 'Turn a monster to special posture' },
    'move-armor': { ja: 'アーマーを装備・外す', en: 'Equip or remove armor' },
    'end-free': { ja: 'フリータイムを終える', en: 'End free time' },
  },
  guards: {
    deckEmpty: { ja: 'デッキが0枚', en: 'deck is empty' },
    handOver: { ja: '手札が8枚以上', en: 'eight or more in hand' },
    canNormal: { ja: '通常召喚の権利が残る', en: 'a normal summon is left' },
    canRed: { ja: '赤召喚できる', en: 'a red summon is possible' },
    canSpell: { ja: '手札に呪文', en: 'a spell in hand' },
    canDrawSpell: { ja: '手札に「1枚引く」呪文', en: 'a draw spell in hand' },
    drawSpellOnEmptyDeck: { ja: 'デッキ0枚で「1枚引く」', en: 'a draw spell with an empty deck' },
    canSpecial: { ja: '特殊姿勢でないモンスター', en: 'a monster not in special posture' },
    canArmor: { ja: 'まだ動かしていないアーマー', en: 'an armor not yet moved' },
    otherwise: { ja: 'それ以外', en: 'otherwise' },
  },
  setups: {
    basic: {
      title: { ja: '基本', en: 'Basic' },
      text: {
        ja: '待機姿勢と特殊姿勢のモンスターが1体ずつ。手札はモンスター2枚と呪文1枚。',
        en: 'One monster in rest posture and one in special posture. Two monsters and a spell in hand.',
      },
    },
    'speed-summon': {
      title: { ja: '《スピード・サモン》', en: 'Speed Summon' },
      text: {
        ja: '通常召喚の権利を2回にする効果が働いています。効果はルールより優先されます。',
        en: 'An effect raises normal summons to two this turn. Effects win over the rules.',
      },
    },
    'last-emperor': {
      title: { ja: '《スピード・サモン》と《最後の皇帝》', en: 'Speed Summon and The Last Emperor' },
      text: {
        ja: '2回にする効果と、通常召喚をできなくする効果が同時に働いています。',
        en: 'One effect allows two normal summons; another forbids normal summons. Both apply at once.',
      },
    },
    'red-and-armor': {
      title: { ja: '赤召喚とアーマー', en: 'Red summons and armor' },
      text: { ja: '赤召喚が2回でき、アーマー呪文が1枚あります。', en: 'Two red summons are possible, and one armor spell is out.' },
    },
    'last-card': {
      title: { ja: 'デッキ残り1枚', en: 'One card left' },
      text: { ja: 'デッキは1枚だけ。手札に「1枚引く」呪文があります。', en: 'One card left in the deck, and a spell in hand that draws a card.' },
    },
    'full-hand': {
      title: { ja: '手札7枚', en: 'Seven in hand' },
      text: { ja: '手札7枚でターンを始めます。引けば8枚です。', en: 'The turn starts with seven cards in hand; the draw makes eight.' },
    },
    'full-zone': {
      title: { ja: '埋まったモンスターゾーン', en: 'A full monster zone' },
      text: {
        ja: 'モンスターゾーンには攻撃姿勢のモンスターが5体います。手札にモンスターが1体あり、赤召喚が1回できます。',
        en: 'Five monsters in attack posture fill the monster zone. One monster is in hand, and one red summon is possible.',
      },
    },
  },
  board: {
    sections: {
      deck: { ja: 'デッキ', en: 'Deck' },
      'hand-monsters': { ja: '手札のモンスター', en: 'Monsters in hand' },
      'hand-spells': { ja: '手札の呪文', en: 'Spells in hand' },
      'draw-spells': { ja: '手札の「1枚引く」呪文', en: 'Draw spells in hand' },
      grave: { ja: '墓地', en: 'Graveyard' },
      zone: { ja: 'モンスターゾーン', en: 'Monster zone' },
      armor: { ja: 'アーマー呪文', en: 'Armor spells' },
      'normal-summons': { ja: '通常召喚した回数', en: 'Normal summons made' },
      'normal-limit': { ja: '通常召喚できる回数', en: 'Normal summons allowed' },
      winner: { ja: '勝者', en: 'Winner' },
    },
    values: {
      'winner.none': { ja: 'まだなし', en: 'none yet' },
      'winner.opponent': { ja: '相手', en: 'the opponent' },
    },
    tags: {
      attack: { ja: '攻撃姿勢', en: 'attack posture' },
      rest: { ja: '待機姿勢', en: 'rest posture' },
      special: { ja: '特殊姿勢', en: 'special posture' },
      charged: { ja: '特殊チャージ済み', en: 'special-charged' },
      equipped: { ja: '装備中', en: 'equipped' },
      unequipped: { ja: '呪文ゾーン', en: 'in the spell zone' },
      moved: { ja: 'このターン動かした', en: 'moved this turn' },
    },
    log: {
      'stood-up': { ja: '待機姿勢のモンスターが攻撃姿勢に戻りました。', en: 'A monster in rest posture stood up to attack posture.' },
      charged: { ja: '特殊姿勢のモンスターに特殊チャージをしました。', en: 'A monster in special posture got its special charge.' },
      drew: { ja: '1枚引きました。', en: 'Drew a card.' },
      'deck-out': { ja: '引くべきときにデッキが0枚でした。相手の勝ちです。', en: 'A draw was due with no cards in the deck. The opponent wins.' },
      'normal-summoned': { ja: '通常召喚で待機姿勢に置きました。', en: 'Normal summoned, placed in rest posture.' },
      'red-summoned': {
        ja: '赤召喚をしました。新しいモンスターは素材のモンスターに重ねて、同じ場所に置きました。',
        en: 'Made a red summon: the new monster is stacked on its material, in the same place in the zone.',
      },
      'red-summoned-from-hand': {
        ja: '手札のモンスターを素材にフォース召喚をしました。モンスターゾーンの空いた場所に置きました。',
        en: 'Made a force summon with a monster from the hand as its material, in a free place in the zone.',
      },
      'spell-cast': { ja: '呪文を発動し、使い終えて墓地へ置きました。', en: 'Cast a spell; once used it went to the graveyard.' },
      'to-special': { ja: 'モンスターを特殊姿勢にしました。', en: 'Turned a monster to special posture.' },
      'armor-equipped': { ja: 'アーマー呪文をモンスターに装備しました。', en: 'Equipped the armor spell to a monster.' },
      'armor-removed': { ja: 'アーマー呪文を外し、呪文ゾーンへ戻しました。', en: 'Removed the armor spell back to the spell zone.' },
      discarded: { ja: '手札が7枚になるよう{card}枚捨てました。', en: 'Discarded {card} to get down to seven.' },
    },
  },
} satisfies FlowContent;
