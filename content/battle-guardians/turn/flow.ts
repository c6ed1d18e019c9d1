import type { FlowContent } from '../../schema';
import { board, src, type Heading } from '../shared';

const T = 'ターンの流れ';
/** Each step cites 004's heading for it, with the chart's step number as the reference. */
const refs = (steps: Record<string, ReturnType<typeof step>>) =>
  Object.fromEntries(Object.entries(steps).map(([id, { heading, ...rest }]) => [id, { ...rest, source: src(heading, id) }]));
/** `heading` is 004's heading for the part; the chart's own step number is the reference within it. */
const step = (ja: string, en: string, heading: Heading, text: { ja: string; en: string }, note?: { ja: string; en: string }) => ({
  title: { ja, en },
  text,
  heading,
  ...(note ? { note } : {}),
});
const guardianName: Record<string, { ja: string; en: string }> = {
  'chaos-wind': { ja: 'カオスウインド', en: 'Chaos Wind' },
  'guardian-sf0': { ja: 'SF0のアタックガーディアン', en: 'the SF 0 attack guardian' },
  'guardian-sf1': { ja: 'SF1のアタックガーディアン', en: 'the SF 1 attack guardian' },
  'guardian-sf2': { ja: 'SF2のアタックガーディアン', en: 'the SF 2 attack guardian' },
  'guardian-sf3': { ja: 'SF3のアタックガーディアン', en: 'the SF 3 attack guardian' },
  'guardian-act': { ja: '起動効果を持つアタックガーディアン', en: 'the attack guardian with an activated ability' },
  'guardian-burst': { ja: 'バーストアビリティを持つアタックガーディアン', en: 'the attack guardian with a burst ability' },
  'assist-guardian': { ja: 'アシストガーディアン', en: 'the assist guardian' },
  'assist-sf2': { ja: 'SF2のアシストガーディアン', en: 'the SF 2 assist guardian' },
  'rise-guardian': { ja: 'ライズガーディアン', en: 'the rise guardian' },
  'prevent-nullify': { ja: 'プリベントアビリティ(無効)を持つノーマルガーディアン', en: 'the normal guardian with a nullifying prevent ability' },
  'prevent-nullify-2': {
    ja: 'LP2000のプリベントアビリティ(無効)を持つノーマルガーディアン',
    en: 'the LP 2000 normal guardian with a nullifying prevent ability',
  },
  'prevent-repair': { ja: 'プリベントアビリティ(リペア)を持つノーマルガーディアン', en: 'the normal guardian with a repairing prevent ability' },
  'guardian-counter': { ja: 'カウンターアビリティを持つアタックガーディアン', en: 'the attack guardian with a counter ability' },
  'guardian-auto-may': { ja: '任意発動の自動効果を持つアタックガーディアン', en: 'the attack guardian with an optional automatic effect' },
  'guardian-auto': { ja: '自動効果を持つアタックガーディアン', en: 'the attack guardian with an automatic effect' },
  'armed-guardian': { ja: 'アームドガーディアン', en: 'the armed guardian' },
  'assist-repair': { ja: 'アシストアビリティを持つアシストガーディアン', en: 'the assist guardian with an assist ability' },
  'guardian-extra-ability': { ja: 'エクストラアビリティを持つアタックガーディアン', en: 'the attack guardian with an extra ability' },
};

export default {
  title: { ja: 'ターンの流れ', en: 'A turn' },
  short: { ja: 'ターン', en: 'Turn' },
  summary: {
    ja: 'ドローからエンド宣言まで、1ターンは10の段階を順に進みます。サモンフェイズでは召喚制限とDGの引き継ぎが、ダイスステップでは出た目がアタックアビリティに合うかどうかが、その後のすべてを決めます。',
    en: 'A turn runs through ten stages, from the draw to the end declaration. In the summon phase the summon limit and DG takeover apply; at the dice step, whether the roll matches the attack ability decides all that follows.',
  },
  source: src(T, 'ターンの流れ'),
  groups: {},
  steps: refs({
    '1': step(
      'ドローフェイズ',
      'Draw phase',
      'ドローフェイズ',
      {
        ja: '始めに、使ったフォースをすべて表に戻します。その後、メインデッキかサイドデッキのどちらかを選んで1枚引きます。',
        en: 'First, every spent force card turns face up again. Then the player picks the main deck or the side deck and draws one card.',
      },
      {
        ja: '004はターンの段階に番号を付けていません(番号があるのは攻撃手順の1〜3だけで、どれもこの図の6の中です)。1〜10は、004がターンの流れとして並べた順に、この図が付けた番号です。弱体化したガーディアンは相手の次のターンに2倍のダメージを受けます。いつ縦向きに戻るかは書かれていないため、この図では自分の次のドローフェイズで戻すとしています。\n\n004はドローを「1枚ドローする権限」と書いているので、この図では引かないことも選べます(このサイトの読み)。',
        en: '004 does not number the stages of a turn (only its attack procedure is numbered, 1–3, all within 6 here); 1–10 are this chart’s numbers for the stages in the order 004 lists them. A weakened guardian takes double damage during the opponent’s next turn; 004 does not say when it stands up again, so this chart turns it upright at its owner’s next draw phase.\n\n004 gives the player the right to draw one card, so this chart also lets them decline (our reading).',
      },
    ),
    '2': step('チャージフェイズ', 'Charge phase', 'チャージフェイズ', {
      ja: '手札から1枚をチャージゾーンに表で置き、フォースにします(フォースチャージ)。続けて、どちらかのデッキから1枚引くか、手札をもう1枚フォースにするかを選びます。',
      en: 'One card from hand goes face up into the charge zone as force (a force charge). Then the player either draws one card from either deck or makes one more card from hand into force.',
    }),
    '3': step(
      'サモンフェイズ',
      'Summon phase',
      'サモンフェイズ',
      {
        ja: '手札のガーディアンを、SFの数だけフォースを裏にして召喚します。このフェイズの間は何体でも召喚できます。手札から出すノーマルのアタックガーディアンは、相手のアタックガーディアンのSFより1大きい数までしか出せません。ただし各プレイヤーの最初のターンで自分のアタックゾーンが空なら、SF1以下を出せます。',
        en: 'Guardians in hand are summoned by turning as many force cards face down as their SF. Any number may be summoned in this phase. A normal attack guardian from hand may have an SF of at most one more than the opponent’s attack guardian’s SF; but on each player’s first turn, with their own attack zone empty, SF 1 or lower is allowed.',
      },
      {
        ja: '最初のターンには、準備で手元に取っておいたガーディアンを召喚しなければならず、しなければ反則負けです。この図では手札の取っておいた1枚に印を付け、それを召喚しないままサモンフェイズを終えることを、その反則として扱います。ほかのガーディアンを代わりに召喚しても足りません。\n\n004は召喚制限を「ガーディアンカードについて」の項で「ノーマルアタックガーディアン」について定めていますが、ノーマルガーディアンの説明では、アシスト用も含めて召喚制限があるとも読めます。制限の中身(相手のアタックガーディアンのSF+1)はアタックガーディアンについてしか書かれていないため、この図ではアシストガーディアンには召喚制限をかけていません。\n\n最初のターンの例外(SF1以下を出せる)は、004では「できる」と書かれています。この図ではいつもの制限に加えて許すものと読み、置き換えるものとは読みません。後攻の最初のターンで相手にSF1のアタックガーディアンがいれば、いつもの制限どおりSF2まで出せます。',
        en: 'On the first turn the guardian kept aside during setup must be summoned, or the player loses by foul. This chart marks the kept card in hand and treats ending the summon phase before it has been summoned as that foul; summoning a different guardian does not satisfy the rule, so that is still a foul.\n\n004 sets the summon limit (under “About guardian cards”) for normal attack guardians, yet its entry on normal guardians can be read as giving the assist kind a limit too. Since the limit itself (the opponent’s attack guardian’s SF + 1) is only spelled out for attack guardians, this chart puts no limit on assist guardians.\n\n004 words the first-turn exception (SF 1 or lower) as something a player may do. This chart reads it as allowed on top of the usual limit, not in its place: on the second player’s first turn, facing an SF 1 attack guardian, the usual limit still allows SF 2.',
      },
    ),
    '3.1': step(
      'アピアステップ',
      'Appear step',
      'アピアステップ',
      {
        ja: '召喚したときに、フェイズを問わず起きるステップです。新しいガーディアンは、同じゾーンにいた前のガーディアンのDGを引き継ぎ、その分LPが減ります。前のガーディアンがいなければ、引き継ぐものはありません。',
        en: 'A step that comes with every summon, in whatever phase. The new guardian takes over the DG of the guardian that was in the same zone, and its LP drops by as much. With no guardian there before, there is nothing to take over.',
      },
      {
        ja: 'DGを引き継いでLPが変わるので、この図ではここでライフチェックをします。引き継いだDGがLP以上なら、そのアタックガーディアンの持ち主は負けます(アシストガーディアンならジャンクゾーンへ)。004は召喚で負けることを直接は書いていませんが、LPが変わるたびにライフチェックが入るという決まりをそのまま当てはめています。',
        en: 'Taking over DG changes LP, so this chart holds a life check here: if the DG taken over is at least the new guardian’s LP, an attack guardian’s owner loses (an assist guardian goes to the junk zone). 004 does not say in so many words that a summon can lose the game; the chart applies its rule that every change of LP brings a life check.',
      },
    ),
    '3.2': step('シフトステップ', 'Shift step', 'シフトステップ', {
      ja: 'アピアステップの後に起きるステップです。入れ替わった前のガーディアンがジャンクゾーンへ送られます。',
      en: 'The step after the appear step: the guardian that was replaced goes to the junk zone.',
    }),
    '3.3': step(
      'スピードガーディアンの召喚(相手のアピアステップ)',
      'A speed guardian (the opponent’s appear step)',
      'スピードガーディアン',
      {
        ja: '相手は、こちらが一定以上のSFのガーディアンを召喚したとき、スピードガーディアンを手札かサイドデッキから、フォースを使わずに召喚できます(神速召喚)。召喚なのでアピアステップが起き、相手の前のアタックガーディアンのDGを引き継ぎます。',
        en: 'When a guardian of at least a set SF is summoned, the opponent may summon a speed guardian from hand or side deck without spending force. It is a summon, so an appear step follows, and it takes over the DG of the opponent’s previous attack guardian.',
      },
      {
        ja: '3.3と3.4はこの図の番号です。004は、スピードガーディアンをこちらの召喚のどの時点で出すかを書いていません。この図では、こちらのシフトステップが終わった後に出します。この図のスピードガーディアンはSF2以上の召喚に答えます。',
        en: '3.3 and 3.4 are this chart’s numbers. 004 does not say at which point of our summon the speed guardian comes out; this chart has it come once our shift step is over. The speed guardian here answers summons of SF 2 or more.',
      },
    ),
    '3.4': step(
      '相手のシフトステップ',
      'The opponent’s shift step',
      'シフトステップ',
      {
        ja: '相手の前のアタックガーディアンがジャンクゾーンへ送られます。相手のアタックガーディアンのSFが変わるので、こちらの召喚制限も変わります。相手のスピードガーディアンのSFが条件に届けば、こちらも自分のスピードガーディアンで答えられます(3.1へ)。ただし、こちらの召喚で自分の自動効果の条件が満たされていたなら、ここで先にその効果を扱い(強制発動なら3.5で発動、任意発動なら選んだときだけ)、スピードガーディアンでは答えずにサモンフェイズに戻ります。',
        en: 'The opponent’s previous attack guardian goes to the junk zone. Their attack guardian’s SF has changed, and so has our summon limit. If the SF of their speed guardian meets the condition of one of ours, we may answer with it (back to 3.1). But if our summon met the condition of one of our automatic effects, that effect is dealt with here first (a mandatory one goes off at 3.5; an optional one only if chosen), and the summon phase then goes on without our speed guardian’s answer.',
      },
      {
        ja: '004のスピードガーディアンの条件は「相手が召喚したとき」だけで、どの召喚かを限っていません。この図では、相手の神速召喚にもこちらのスピードガーディアンで答えられ、どちらかのスピードガーディアンが尽きるまで続けられるものと読みます。自分の自動効果を先に扱い、そこで応酬を終えるのもこの図の読み方です。004では強制発動の効果は発動できるなら必ず発動しますし、こちらのスピードガーディアンを出すと、その効果を持つアタックガーディアンが入れ替わってしまうからです。',
        en: '004 asks only that the opponent summon, not how, so this chart reads the opponent’s speed summon as one our speed guardian may answer, back and forth while either side has one left. That an automatic effect of ours goes first, and ends the exchange, is also this chart’s reading: in 004 a mandatory effect goes off whenever it can, and our speed guardian would replace the attack guardian the effect belongs to.',
      },
    ),
    '3.5': step(
      'カウンターステップ(自動効果)',
      'Counter step (automatic effect)',
      '自動効果',
      {
        ja: '召喚で自動効果の条件が満たされると、その効果が発動し、ここでカウンターステップが開きます(中の手順はカウンターステップの図と同じです)。閉じるとサモンフェイズに戻ります。相手がその召喚にスピードガーディアンで答えたときは、相手のシフトステップ(3.4)の後に発動します。自動効果にはコストがなく、条件がもう一度満たされれば、同じターンに何度でも発動します。',
        en: 'When a summon meets an automatic effect’s condition, the effect is activated and a counter step opens here (inside, it runs as the counter step chart shows); then the summon phase goes on. If the opponent answers that summon with a speed guardian, the effect goes off after their shift step (3.4) instead. An automatic effect has no cost, and goes off again in the same turn each time its condition is met again.',
      },
      {
        ja: '3.5はこの図の番号です。3.2の次に並ぶのは、この図が自動効果を、召喚を終えたシフトステップ(3.2)の後に発動させるためです(召喚のどの時点かを004は書いていません)。3.3と3.4は相手のスピードガーディアンの道に使っているので、こちらは3.5です。相手がその召喚にスピードガーディアンで答えたとき(3.3・3.4)は、その答えも召喚と同じ時点のものとして、答えが終わった3.4から発動します。どちらでも、次の召喚より前に発動し、後まで持ち越しません(004の強制発動)。この図の自動効果は「アシストゾーンにガーディアンを召喚したとき」に自分のアタックガーディアンを1000リペアする例で、文が「できる」で終わらない強制発動として扱います。',
        en: '3.5 is this chart’s number. It is listed right after 3.2 because this chart has the effect go off once the summon is over, after the shift step (3.2); 004 does not say at which point of a summon. 3.3 and 3.4 are the opponent’s speed-guardian branch, so this one is 3.5. When the opponent answers the summon with a speed guardian (3.3, 3.4), the chart takes that answer as part of the same moment, and the effect goes off once it is over, from 3.4. Either way it goes off before any later summon and is never carried past it (004 強制発動). The automatic effect here is an example — “when you summon a guardian to your assist zone”, repair your attack guardian by 1000 — and, its text not ending in “may”, it is mandatory.',
      },
    ),
    '4': step(
      'ドメインフェイズ',
      'Domain phase',
      'ドメインフェイズ',
      {
        ja: 'ドメインカードを手札からドメインゾーンに置けます。置かずに先へ進んでもかまいません。',
        en: 'A domain card may go from hand to the domain zone, or the phase may simply be skipped.',
      },
      {
        ja: 'この図のドメインカードは永続効果だけを持ちます。永続効果は「適用」されるもので「発動」ではないため、置いてもカウンターステップは開きません。004はドメインゾーンに何枚置けるかを書いていません。この図では、ドメインゾーンが空のときだけ置けるとしています。',
        en: 'The domain card here has only a continuous effect. Continuous effects are applied, not activated, so placing it opens no counter step. 004 does not say how many cards the domain zone holds; this chart lets a domain card be placed only while the zone is empty.',
      },
    ),
    '5': step(
      'セットフェイズ',
      'Set phase',
      'セットフェイズ',
      {
        ja: 'バトル前の調整です。スペルや起動効果を発動できます。起動効果はコストを払えるかぎり何度でも発動でき、発動のたびにカウンターステップが開きます。1ターンに1度、ライフカウンターを2つ使ってメインデッキかサイドデッキから2枚引けます。組み直したければ、サモンフェイズからやり直すこともできます。',
        en: 'Last adjustments before the battle: spells and activated effects may be used. An activated effect may be used again and again while its cost can be paid, and each use opens its own counter step. Once a turn two life counters may be spent to draw two cards from the main or side deck, and the summon phase may be started again to rebuild.',
      },
      {
        ja: 'ライフカウンターが0になると負けです。この図では、残り2つのときに2枚引くことを選ぶとその場で負けになります。',
        en: 'A player with no life counters left loses; in this chart, spending the last two to draw loses on the spot.',
      },
    ),
    '5.1': step('カウンターステップ(セットフェイズ)', 'Counter step (set phase)', 'カウンターステップ', {
      ja: 'スペルや起動効果を発動すると、ここでカウンターステップが開きます。中の手順はカウンターステップの図と同じです。閉じるとセットフェイズに戻ります。',
      en: 'Activating a spell or an activated effect opens a counter step here; inside, it runs as the counter step chart shows, and then the set phase goes on.',
    }),
    '5.2': step(
      'ダメージステップ(セットフェイズ)',
      'Damage step (set phase)',
      'ダメージステップ',
      {
        ja: 'ダメージ効果が発動したフェイズの終わりに起き、ダメージを計算します。受ける側は1ターンに1度、1000ダメージにつきライフカウンター1つを使って、1000以上のダメージ効果を1つ無効にできます。弱体化したガーディアンへのダメージは2倍です。',
        en: 'Comes at the end of a phase in which a damage effect went off, and works the damage out. Once a turn, the player taking it may cancel one damage effect of 1000 or more by spending one life counter per 1000. A weakened guardian takes double damage.',
      },
      {
        ja: '004は無効にするときのダメージ量が弱体化で2倍になった後の量かどうかを書いていません。この図では2倍にした後の量で数えます。また「1000につき1つ」の端数(1500なら1つか2つか)も書かれていないため、この図では1000に満たない端数を数えません(1500なら1つ)。',
        en: '004 does not say whether a weakened guardian’s doubled damage is what the life counters are counted against; this chart counts the doubled amount. Nor does it say how “one per 1000” treats a remainder (is 1500 one counter or two?); this chart ignores the part below a full 1000, so 1500 costs one.',
      },
    ),
    '5.3': step(
      'ライフチェック(セットフェイズ)',
      'Life check (set phase)',
      'ライフチェック',
      {
        ja: 'LPが変わるたびに自動で入る確認です。アタックガーディアンのLPが0なら、その持ち主の負けです(ガーディアンはアタックゾーンに残ります)。アシストガーディアンのLPが0なら、ジャンクゾーンへ送られます。',
        en: 'A check that comes by itself whenever LP changes. An attack guardian at 0 LP means its owner loses (the guardian stays in the attack zone); an assist guardian at 0 LP goes to the junk zone.',
      },
      {
        ja: '004の勝敗判定は、相手のアタックガーディアンのLPが「ジャッジステップ」で0なら勝ち、と書いていますが、ジャッジステップという手順はほかのどこにも説明がありません。この図では、LPが0かどうかを確かめるライフチェックのことと読んでいます。',
        en: '004’s section on winning says a player wins when the opponent’s attack guardian is at 0 LP at the “judge step”, a step it describes nowhere else. This chart reads it as the life check, the step that looks at LP reaching 0.',
      },
    ),
    '6': step(
      'ダイスステップ',
      'Dice step',
      'ダイスステップ',
      {
        ja: 'サイコロを振ります。出た目がアタックガーディアンのアタックアビリティの数字に合えば、フォースを1つ使ってバトルフェイズが始まります。合わなければ攻撃は不発で、アタックガーディアンは弱体化(横向き)し、バトルフェイズは飛ばされます。',
        en: 'The player rolls the die. If the number is one of the attack guardian’s attack ability numbers, one force is spent and the battle phase begins. If not, the attack misfires: the attack guardian is weakened (turned sideways) and the battle phase is skipped.',
      },
      {
        ja: '004は、不発のときに「エンドフェイズが始まる」(バトルフェイズの項)とも「バトルフェイズを飛ばす」(攻撃手順3とカオスウインドの例)とも書いています。この図では前者に従い、エクストラフェイズも飛ばしてエンドフェイズへ進みます。目が合っても使えるフォースがないときのことは書かれていないため、この図では不発と同じに扱います。',
        en: '004 says both that a misfire starts the end phase (under the battle phase) and that it skips the battle phase (attack procedure 3 and the Chaos Wind example). This chart follows the first: the extra phase is skipped too, and the turn goes to the end phase. 004 does not cover a matching roll with no force left to spend; this chart treats it as a misfire.',
      },
    ),
    '7': step(
      'バトルフェイズ',
      'Battle phase',
      'バトルフェイズ',
      {
        ja: 'アタックガーディアンのアタックアビリティが、出た目の効果で発動します。発動なので、カウンターステップが開きます(中の手順はカウンターステップの図と同じです)。',
        en: 'The attack guardian’s attack ability goes off with the effect for the number rolled. That is an activation, so a counter step opens (inside, it runs as the counter step chart shows).',
      },
      {
        ja: 'メインデッキがなくなったプレイヤーは負けです(デッキアウト)。この図では、メインデッキが空になった時点で判定します。',
        en: 'A player whose main deck runs out loses (deck-out); this chart decides it the moment the main deck is empty.',
      },
    ),
    '7.1': step('ダメージステップ(バトルフェイズ)', 'Damage step (battle phase)', 'ダメージステップ', {
      ja: 'バトルフェイズの終わりに、発動したダメージ効果を計算します。受ける側は1ターンに1度、ライフカウンターで1つを無効にできます。弱体化したガーディアンへのダメージは2倍です。',
      en: 'At the end of the battle phase the damage effects that went off are worked out. Once a turn, the player taking them may cancel one with life counters. A weakened guardian takes double damage.',
    }),
    '7.2': step('ライフチェック(バトルフェイズ)', 'Life check (battle phase)', 'ライフチェック', {
      ja: 'LPが0のアタックガーディアンがいれば、その持ち主の負けです。LPが0のアシストガーディアンはジャンクゾーンへ送られます。',
      en: 'An attack guardian at 0 LP loses the game for its owner; an assist guardian at 0 LP goes to the junk zone.',
    }),
    '8': step(
      'エクストラフェイズ',
      'Extra phase',
      'エクストラフェイズ',
      {
        ja: 'どちらかのデッキから1枚引く「エクストラドロー」で始まります。始めたら、エクストラガーディアンの召喚かエクストラアビリティの発動が必ず要り、どちらもしなければ反則負けです(8.1)。どちらもできないなら始めないでください。始めなければ、そのままエンドフェイズへ進みます。',
        en: 'Begins with an extra draw: one card from either deck. Once begun, the player must summon an extra guardian or activate an extra ability, and doing neither is a loss by foul (8.1): without either, do not begin it. If the player does not begin it, the turn goes on to the end phase.',
      },
      {
        ja: '004は、このフェイズを始めないことができるかをはっきり書いていません。「ドローで始まる」とあるため、この図では引かずに飛ばすことを認めています。',
        en: '004 does not say outright whether the phase may be left out. Since it "begins with" the draw, this chart lets the player skip it by not drawing.',
      },
    ),
    '8.1': step(
      'エクストラの義務',
      'What the extra phase requires',
      'エクストラフェイズ',
      {
        ja: '始めたからには、エクストラガーディアンを召喚するか、エクストラアビリティを発動しなければなりません。どちらもしなければ反則負けです。',
        en: 'Once begun, the player must summon an extra guardian or activate an extra ability. Doing neither is a loss by foul.',
      },
      {
        ja: '8.1〜8.6は、この図が付けた番号です。エクストラガーディアンの召喚にも、アピアステップ(8.2)とシフトステップ(8.3)が起きます。エクストラアビリティの発動ではカウンターステップ(8.4)が開き、ダメージはこのフェイズの終わり(8.5、8.6)で計算します。どちらもできないときは、反則の道しか残りません。',
        en: '8.1–8.6 are this chart’s numbers. Summoning an extra guardian also brings an appear step (8.2) and a shift step (8.3); activating an extra ability opens a counter step (8.4), and its damage is worked out as the phase ends (8.5, 8.6). With neither possible, the foul is the only way left.',
      },
    ),
    '8.2': step('アピアステップ(エクストラ)', 'Appear step (extra)', 'アピアステップ', {
      ja: 'エクストラガーディアンがアタックゾーンに出て、前のアタックガーディアンのDGを引き継ぎます。',
      en: 'The extra guardian enters the attack zone and takes over the previous attack guardian’s DG.',
    }),
    '8.3': step('シフトステップ(エクストラ)', 'Shift step (extra)', 'シフトステップ', {
      ja: '入れ替わった前のアタックガーディアンがジャンクゾーンへ送られます。',
      en: 'The attack guardian it replaced goes to the junk zone.',
    }),
    '8.4': step(
      'カウンターステップ(エクストラアビリティ)',
      'Counter step (extra ability)',
      'カウンターステップ',
      {
        ja: 'エクストラアビリティを発動すると、ここでカウンターステップが開きます。中の手順はカウンターステップの図と同じです。発動した時点で、エクストラフェイズの義務は果たされています。',
        en: 'Activating an extra ability opens a counter step here; inside, it runs as the counter step chart shows. The extra phase’s obligation is met the moment the ability is activated.',
      },
      {
        ja: '004は、エクストラアビリティのコストや回数、相手に無効にされたときに義務を果たしたことになるかを書いていません。この図では、コストなしで1度だけ発動でき、発動した時点で義務を果たしたとします(無効にされても反則にはなりません)。',
        en: '004 gives no cost or number of uses for an extra ability, nor says whether it still counts when the opponent nullifies it. This chart lets it be activated once, for no cost, and counts the obligation met on activation (a nullified one is no foul).',
      },
    ),
    '8.5': step('ダメージステップ(エクストラフェイズ)', 'Damage step (extra phase)', 'ダメージステップ', {
      ja: 'エクストラフェイズの終わりに、発動したダメージ効果を計算します。受ける側は1ターンに1度、ライフカウンターで1つを無効にできます。',
      en: 'At the end of the extra phase the damage effects that went off are worked out. Once a turn, the player taking them may cancel one with life counters.',
    }),
    '8.6': step('ライフチェック(エクストラフェイズ)', 'Life check (extra phase)', 'ライフチェック', {
      ja: 'LPが0のアタックガーディアンがいれば、その持ち主の負けです。LPが0のアシストガーディアンはジャンクゾーンへ送られます。',
      en: 'An attack guardian at 0 LP loses the game for its owner; an assist guardian at 0 LP goes to the junk zone.',
    }),
    '9': step('エンドフェイズ', 'End phase', 'エンドフェイズ', {
      ja: 'ターンの最後のフェイズです。このターンの間だけと決められていた効果がなくなります。',
      en: 'The last phase of the turn: effects given only for the turn end here.',
    }),
    '9.1': step(
      'レイジングガーディアンの交代(アピアステップ)',
      'The raging guardian gives way (appear step)',
      'レイジングガーディアン',
      {
        ja: 'アタックゾーンにレイジングガーディアンがいれば、エンドフェイズに、その元になったアタックガーディアンを召喚し直します。アンダーカードにあればそこから、なければ手札、メインデッキ、ジャンクゾーンから出します。召喚なので、レイジングガーディアンのDGを引き継ぎます。',
        en: 'With a raging guardian in the attack zone, its base attack guardian is summoned again at the end phase: from its under cards if it is there, otherwise from hand, main deck or junk zone. It is a summon, so it takes over the raging guardian’s DG.',
      },
      {
        ja: '9.1と9.2はこの図の番号です。004は、召喚し直すガーディアンがDGを引き継ぐかを直接は書いていません。この図では、ほかの召喚と同じアピアステップの決まりどおり引き継ぐとしています。弱体化はカードについたものなので、縦向きで戻ります。004はアンダーカード・手札・山札・ジャンクゾーンを並べて「いずれか」から召喚するとしていて、順番は決めていません。アンダーカードを先に探すのはこの図の選び方です。',
        en: '9.1 and 9.2 are this chart’s numbers. 004 does not say outright whether the guardian summoned again takes over DG; this chart applies the appear step’s rule as for any summon. Weakening belonged to the raging guardian, so the base comes back upright. 004 lists under cards, hand, main deck and junk zone as equal places to summon it from; looking in the under cards first is this chart’s choice.',
      },
    ),
    '9.2': step('レイジングガーディアンの交代(シフトステップ)', 'The raging guardian gives way (shift step)', 'レイジングガーディアン', {
      ja: 'レイジングガーディアンはジャンクゾーンではなく、サイドデッキへ戻ります。',
      en: 'The raging guardian goes back to the side deck, not to the junk zone.',
    }),
    '10': step('エンド宣言ステップ', 'End declaration step', 'エンド宣言ステップ', {
      ja: '「ターンエンド」と言い、相手にターンを渡します。',
      en: 'The player says "turn end" and hands the turn to the opponent.',
    }),
  }),
  ends: {
    'turn-over': { ja: 'ターン終了(相手のドローフェイズへ)', en: 'Turn over (on to the opponent’s draw phase)' },
    won: { ja: 'ターンプレイヤーの勝ち', en: 'The turn player wins' },
    lost: { ja: 'ターンプレイヤーの負け', en: 'The turn player loses' },
  },
  events: {
    'draw-main': { ja: 'メインデッキから1枚引く', en: 'Draw from the main deck' },
    'draw-side': { ja: 'サイドデッキから1枚引く', en: 'Draw from the side deck' },
    'no-draw': { ja: '引かない', en: 'Do not draw' },
    'charge-draw-main': { ja: 'フォースチャージして、メインデッキから1枚引く', en: 'Charge force, then draw from the main deck' },
    'charge-draw-side': { ja: 'フォースチャージして、サイドデッキから1枚引く', en: 'Charge force, then draw from the side deck' },
    'charge-twice': { ja: 'フォースチャージを2回する', en: 'Charge force twice' },
    'no-card': { ja: '手札がないので何もしない', en: 'No card in hand: nothing to charge' },
    ...Object.fromEntries(Object.entries(guardianName).map(([card, n]) => [`summon-${card}`, { ja: `${n.ja}を召喚する`, en: `Summon ${n.en}` }])),
    next: { ja: '次へ', en: 'Continue' },
    'place-domain': { ja: 'ドメインカードを置く', en: 'Place the domain card' },
    'cast-spell-sp1': { ja: 'SP1のスペルを発動する', en: 'Activate the SP 1 spell' },
    'cast-spell-sp2': { ja: 'SP2のスペルを発動する', en: 'Activate the SP 2 spell' },
    'life-draw': { ja: 'ライフカウンターを2つ使ってメインデッキから2枚引く', en: 'Spend two life counters to draw two from the main deck' },
    'life-draw-side': { ja: 'ライフカウンターを2つ使ってサイドデッキから2枚引く', en: 'Spend two life counters to draw two from the side deck' },
    'opp-speed-summon': { ja: '相手がスピードガーディアンを召喚する', en: 'The opponent summons a speed guardian' },
    'speed-answer': { ja: 'こちらもスピードガーディアンを召喚して答える', en: 'We answer with a speed guardian of our own' },
    'cast-spell-assist': { ja: 'アシストガーディアンを狙うスペルを発動する', en: 'Activate the spell aimed at the assist guardian' },
    burst: { ja: 'マテリアルカード2枚を使ってバーストアビリティを発動する', en: 'Use the burst ability, paying two material cards' },
    'cast-spell-down': { ja: 'ダウンのスペルを発動する', en: 'Activate the down spell' },
    'cast-spell-repair': { ja: 'リペアのスペルを発動する', en: 'Activate the repair spell' },
    'cast-spell-up': { ja: 'アップのスペルを発動する', en: 'Activate the up spell' },
    activate: { ja: 'アタックガーディアンの起動効果を発動する(フォース1つ)', en: 'Activate the attack guardian’s activated effect (1 force)' },
    'auto-use': { ja: '任意発動の自動効果を発動する', en: 'Use the optional automatic effect' },
    'auto-decline': { ja: '任意発動の自動効果を発動しない', en: 'Do not use the optional automatic effect' },
    'summon-raging': { ja: 'レイジングガーディアンを召喚する', en: 'Summon the raging guardian' },
    'cross-summon': { ja: 'アームドガーディアンで装着転成し、クロスガーディアンを召喚する', en: 'Fit the armed guardian and summon the cross guardian' },
    'silent-summon': {
      ja: 'ライズガーディアンを裏でアシストゾーンに出す(沈黙召喚)',
      en: 'Summon the rise guardian face down to the assist zone (silent summon)',
    },
    awaken: { ja: 'ライズガーディアンを表にしてアタックゾーンへ(覚醒降臨)', en: 'Turn the rise guardian face up into the attack zone (awakening)' },
    'assist-ability': {
      ja: 'アシストゾーンのガーディアンのアシストアビリティを発動する(フォース1つ)',
      en: 'Use the assist zone guardian’s assist ability (1 force)',
    },
    'extra-ability': { ja: 'アタックガーディアンのエクストラアビリティを発動する', en: 'Activate the attack guardian’s extra ability' },
    'summon-again': { ja: 'サモンフェイズからやり直す', en: 'Start the summon phase again' },
    'prevent-nullify': {
      ja: 'ダメージを受ける側が、手札のプリベントアビリティでダメージ効果を1つ無効にする',
      en: 'The player taking the damage cancels one damage effect with a prevent ability from hand',
    },
    'prevent-nullify-2': {
      ja: 'ダメージを受ける側が、手札のプリベントアビリティで2つ目のダメージ効果を無効にする',
      en: 'The player taking the damage cancels the 2nd damage effect with a prevent ability from hand',
    },
    'prevent-nullify-3': {
      ja: 'ダメージを受ける側が、手札のプリベントアビリティで3つ目のダメージ効果を無効にする',
      en: 'The player taking the damage cancels the 3rd damage effect with a prevent ability from hand',
    },
    'prevent-repair': {
      ja: 'ダメージを受ける側が、手札のプリベントアビリティでそのガーディアンのLPの分リペアする',
      en: 'The player taking the damage repairs by the LP of a prevent guardian from hand',
    },
    'take-damage': { ja: 'ダメージを受ける', en: 'Take the damage' },
    'life-shield': { ja: '相手がライフカウンターでダメージを無効にする', en: 'The opponent cancels the damage with life counters' },
    'life-shield-2': {
      ja: '相手がライフカウンターで、2つ目のダメージ効果を無効にする',
      en: 'The opponent cancels the 2nd damage effect with life counters',
    },
    'life-shield-3': {
      ja: '相手がライフカウンターで、3つ目のダメージ効果を無効にする',
      en: 'The opponent cancels the 3rd damage effect with life counters',
    },
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`roll-${n}`, { ja: `${n}が出た`, en: `Rolled ${n}` }])),
    'extra-draw-main': { ja: 'エクストラドロー(メインデッキ)', en: 'Extra draw (main deck)' },
    'extra-draw-side': { ja: 'エクストラドロー(サイドデッキ)', en: 'Extra draw (side deck)' },
    'skip-extra': { ja: 'エクストラフェイズを始めない', en: 'Do not begin the extra phase' },
    'summon-extra': { ja: 'エクストラガーディアンを召喚する', en: 'Summon the extra guardian' },
    'no-extra': { ja: '何もしない(反則)', en: 'Do nothing (a foul)' },
    'turn-end': { ja: '「ターンエンド」と宣言する', en: 'Declare "turn end"' },
  },
  guards: {
    canSummon: {
      ja: '手札にあり、フォースが足り、アタックガーディアンなら召喚制限の内',
      en: 'In hand, enough force, and within the summon limit if it is an attack guardian',
    },
    canCast: { ja: 'そのスペルが手札にある', en: 'That spell is in hand' },
    canPlaceDomain: { ja: 'ドメインカードが手札にあり、ドメインゾーンが空', en: 'A domain card in hand and the domain zone empty' },
    canShield: { ja: 'このターンまだ使っておらず、1000以上で、ライフカウンターが足りる', en: 'Not used this turn, 1000 or more, and enough life counters' },
    damagePending: { ja: 'ダメージ効果が発動した', en: 'A damage effect went off' },
    againToSummon: { ja: 'もう一度召喚するためにセットフェイズを終えた', en: 'The set phase ended to summon again' },
    keptNotSummoned: {
      ja: '最初のターンで、取っておいたガーディアンをまだ召喚していない',
      en: 'First turn, and the guardian kept aside has not been summoned',
    },
    rollFires: { ja: '目がアタックアビリティに合い、フォースが1つ以上ある', en: 'The roll matches the attack ability and force is left' },
    canSpeed: {
      ja: '相手がスピードガーディアンを手札かサイドデッキに持ち、召喚したガーディアンのSFがその条件に届いている',
      en: 'The opponent has a speed guardian in hand or side deck, and the new guardian’s SF meets its condition',
    },
    canSpeedAnswer: {
      ja: 'ターンプレイヤーがスピードガーディアンを手札かサイドデッキに持ち、相手が出したスピードガーディアンのSFがその条件に届いていて、こちらの自動効果が発動を待っていない',
      en: 'The turn player has a speed guardian in hand or side deck, the SF of the opponent’s speed guardian meets its condition, and no automatic effect of ours is waiting to go off',
    },
    canActivate: {
      ja: '起動効果を持つアタックガーディアンがいて、コストのフォースが足りる',
      en: 'The attack guardian has an activated effect and enough force for its cost',
    },
    canBurst: {
      ja: 'バーストアビリティを持つアタックガーディアンの下に、コストの枚数のマテリアルカードがある',
      en: 'The attack guardian has a burst ability and enough material cards beneath it for the cost',
    },
    canPrevent: {
      ja: 'ダメージを受ける側の手札に、その種類のプリベントアビリティを持つガーディアンがある',
      en: 'The player taking the damage holds a guardian with that kind of prevent ability',
    },
    autoMust: { ja: '強制発動の自動効果の条件が満たされた', en: 'A mandatory automatic effect’s condition has been met' },
    autoMay: { ja: '任意発動(「できる」)の自動効果の条件が満たされた', en: 'An optional (“may”) automatic effect’s condition has been met' },
    noAutoChoice: { ja: '選ぶべき任意発動の自動効果はない', en: 'No optional automatic effect waits for a choice' },
    canRage: {
      ja: 'レイジングガーディアンが手札にあり、アタックゾーンにその元になるガーディアンがLPが条件以下でいて、SFの分のフォースがある',
      en: 'A raging guardian in hand, its base in the attack zone at or below the LP it names, and force for its SF',
    },
    canCrossSummon: {
      ja: 'アシストゾーンにアームドガーディアン、アタックゾーンに素体のガーディアンがいて、クロスガーディアンが手札にあり、SFの分のフォースがある',
      en: 'An armed guardian in the assist zone, the base in the attack zone, the cross guardian in hand, and force for its SF',
    },
    ragingReturns: { ja: 'アタックゾーンにレイジングガーディアンがいる', en: 'A raging guardian in the attack zone' },
    canSilentSummon: {
      ja: 'ライズガーディアンが手札にあり、アシストゾーンが空で、SFの分のフォースがある',
      en: 'A rise guardian in hand, the assist zone empty, and force for its SF',
    },
    canAwaken: {
      ja: 'アシストゾーンに裏のライズガーディアンがいて、沈黙召喚したターンではなく、フォース(表と裏の合計)がその数に届いている',
      en: 'A face-down rise guardian in the assist zone, not silently summoned this turn, and force (face up and down together) at its number',
    },
    canAssistAbility: {
      ja: 'アシストゾーンのガーディアンがアシストアビリティを持ち、コストのフォースが足りる(手札のガーディアンは数えない)',
      en: 'The guardian in the assist zone has an assist ability and there is force for its cost (a guardian in hand does not count)',
    },
    canExtraAbility: { ja: 'アタックガーディアンがエクストラアビリティを持つ', en: 'The attack guardian has an extra ability' },
    canSummonExtra: { ja: 'エクストラガーディアンが手札にある', en: 'An extra guardian in hand' },
    oppLost: { ja: '相手が負けた', en: 'The opponent has lost' },
    turnLost: { ja: 'ターンプレイヤーが負けた', en: 'The turn player has lost' },
    oppWouldLose: { ja: 'これで相手が負ける', en: 'This makes the opponent lose' },
    turnWouldLose: { ja: 'これでターンプレイヤーが負ける', en: 'This makes the turn player lose' },
    gameGoesOn: { ja: 'でき、これで勝敗はつかない', en: 'Possible, and nobody loses by it' },
    hasCard: { ja: '手札がある', en: 'A card in hand' },
    emptyHand: { ja: '手札がない', en: 'No card in hand' },
  },
  setups: {
    basic: {
      title: { ja: 'SF1どうし', en: 'SF 1 against SF 1' },
      text: {
        ja: '両者のアタックゾーンにSF1のガーディアンがいて、ターンプレイヤーのほうはDG1000です。手札にはSF2とSF3のガーディアンとドメインカードがあり、相手はカウンターカードを持っています。',
        en: 'Both attack zones hold an SF 1 guardian; the turn player’s has 1000 DG. In hand: SF 2 and SF 3 guardians and a domain card; the opponent holds a counter card.',
      },
    },
    'first-turn': {
      title: { ja: '先攻の最初のターン', en: 'The first player’s first turn' },
      text: {
        ja: 'まだ誰のアタックゾーンにもガーディアンがいません。手札には、準備で取っておいたSF1のガーディアンとSF2のガーディアンがあります。',
        en: 'No attack zone holds a guardian yet. In hand: the SF 1 guardian kept aside during setup, and an SF 2 guardian.',
      },
    },
    'chaos-wind': {
      title: { ja: 'カオスウインド', en: 'Chaos Wind' },
      text: {
        ja: 'ターンプレイヤーのアタックガーディアンはカオスウインドです(アタックアビリティは1と4で、相手のメインデッキの上から8枚をジャンクゾーンへ)。相手のメインデッキは残り8枚です。SFとLPは004に書かれていないため、この図の数字です。',
        en: 'The turn player’s attack guardian is Chaos Wind (attack ability on 1 and 4: the top eight cards of the opponent’s main deck go to the junk zone). The opponent has eight cards left in the main deck. 004 gives no SF or LP for it; those are this chart’s numbers.',
      },
    },
    'second-first-turn': {
      title: { ja: '後攻の最初のターン', en: 'The second player’s first turn' },
      text: {
        ja: '後攻の最初のターンです。相手のアタックゾーンには先攻が出したSF1のアタックガーディアンがいます。手札には、準備で取っておいたSF1のアタックガーディアンと、SF2のアタックガーディアンがあります。',
        en: 'The second player’s first turn. The first player’s SF 1 attack guardian is in the opponent’s attack zone. In hand: the SF 1 attack guardian kept aside during setup, and an SF 2 attack guardian.',
      },
    },
    'last-counters': {
      title: { ja: '残り2つのライフカウンター', en: 'Two life counters left' },
      text: {
        ja: '「弱体化した相手」と同じ場面ですが、相手のライフカウンターは残り2つです。2倍になった2000ダメージを無効にすると、ちょうど使い切ります。',
        en: 'The same as "A weakened opponent", but the opponent has only two life counters left: cancelling the doubled 2000 damage would spend exactly those two.',
      },
    },
    spell: {
      title: { ja: 'セットフェイズのスペル', en: 'A spell in the set phase' },
      text: {
        ja: 'ターンプレイヤーはSP1のスペル(1000ダメージ)を持ち、サイドデッキにはエクストラガーディアンがあります。相手はSP2のスペルを持っています。',
        en: 'The turn player holds an SP 1 spell (1000 damage) and has an extra guardian in the side deck; the opponent holds an SP 2 spell.',
      },
    },
    weakened: {
      title: { ja: '弱体化した相手', en: 'A weakened opponent' },
      text: {
        ja: '相手のアタックガーディアン(LP4000、DG2000)は前のターンに不発で弱体化しています。こちらのSF1のガーディアンのダメージは1000です。',
        en: 'The opponent’s attack guardian (LP 4000, DG 2000) was weakened by a misfire last turn. Our SF 1 guardian deals 1000 damage.',
      },
    },
    activated: {
      title: { ja: '起動効果を何度も', en: 'An activated effect, again and again' },
      text: {
        ja: 'ターンプレイヤーのアタックガーディアンは、フォース1つで1000ダメージを与える起動効果を持っています。ドローとチャージの後、使えるフォースは2つです。相手のアタックガーディアンはSF2(LP4000)です。',
        en: 'The turn player’s attack guardian has an activated effect: 1 force for 1000 damage. After the draw and the charge, two force are up. The opponent’s attack guardian is SF 2 (LP 4000).',
      },
    },
    speed: {
      title: { ja: 'スピードガーディアン', en: 'A speed guardian' },
      text: {
        ja: '相手のサイドデッキに、SF2以上の召喚に答えるスピードガーディアンがあります。相手の使えるフォースは0で、相手のSF1のアタックガーディアンはDG1000です。ターンプレイヤーの手札にはSF2のガーディアンがあります。',
        en: 'The opponent’s side deck holds a speed guardian that answers summons of SF 2 or more. The opponent has no force up, and their SF 1 attack guardian has 1000 DG. The turn player holds an SF 2 guardian.',
      },
    },
    'speed-duel': {
      title: { ja: 'スピードガーディアンの応酬', en: 'Speed guardian against speed guardian' },
      text: {
        ja: '「スピードガーディアン」と同じ場面で、ターンプレイヤーのサイドデッキにも、SF2以上の召喚に答えるスピードガーディアンがあります。',
        en: 'As in “A speed guardian”, and the turn player’s side deck holds a speed guardian of its own that answers summons of SF 2 or more.',
      },
    },
    'assist-ko': {
      title: { ja: 'LPが0になるアシストガーディアン', en: 'An assist guardian at 0 LP' },
      text: {
        ja: '相手のアシストゾーンにLP1000のアシストガーディアンがいます。ターンプレイヤーは、アシストガーディアンに1000ダメージを与えるSP1のスペルを持っています。',
        en: 'The opponent’s assist zone holds an assist guardian with 1000 LP. The turn player holds an SP 1 spell that deals 1000 damage to an assist guardian.',
      },
    },
    materials: {
      title: { ja: 'マテリアルカードとアンダーカード', en: 'Material cards and under cards' },
      text: {
        ja: 'ターンプレイヤーのSF1のアタックガーディアン(DG1000)の下に、裏のマテリアルカードが2枚と、表のアンダーカードが1枚あります。手札にはSF2のガーディアンがあります。',
        en: 'Under the turn player’s SF 1 attack guardian (DG 1000) lie two material cards, face down, and one under card, face up. The SF 2 guardian is in hand.',
      },
    },
    burst: {
      title: { ja: 'バーストアビリティ', en: 'A burst ability' },
      text: {
        ja: 'ターンプレイヤーのアタックガーディアンは、マテリアルカード2枚をコストに2000ダメージを与えるバーストアビリティを持ち、下には裏のマテリアルカードが2枚と表のアンダーカードが1枚あります。相手のアタックガーディアンはSF2(LP4000)です。',
        en: 'The turn player’s attack guardian has a burst ability (cost: two material cards; 2000 damage), with two face-down material cards and one face-up under card beneath it. The opponent’s attack guardian is SF 2 (LP 4000).',
      },
    },
    cross: {
      title: { ja: 'クロスガーディアン', en: 'A cross guardian' },
      text: {
        ja: 'ターンプレイヤーのアタックゾーンにクロスガーディアン(アタックアビリティは1と2)がいます。ドローとチャージの後、使えるフォースは3つです。クロスガーディアンの召喚(アームドガーディアンとの装着転成)は、この図では扱いません。',
        en: 'The turn player’s attack zone holds a cross guardian (attack ability on 1 and 2). After the draw and the charge, three force are up. The cross guardian’s summon (with an armed guardian) is not charted here.',
      },
    },
    'lp-effects': {
      title: { ja: 'リペアとアップ', en: 'Repair and up' },
      text: {
        ja: 'ターンプレイヤーのSF1のアタックガーディアン(LP3000)はDG2000で、残りLPは1000です。手札には、自分のアタックガーディアンを1000リペアするスペル、1000アップするスペル、SF2のガーディアンがあります。',
        en: 'The turn player’s SF 1 attack guardian (LP 3000) has 2000 DG, so 1000 LP left. In hand: a spell that repairs your own attack guardian by 1000, one that ups it by 1000, and an SF 2 guardian.',
      },
    },
    down: {
      title: { ja: 'ダウン効果', en: 'A down effect' },
      text: {
        ja: '相手のSF2のアタックガーディアン(LP4000)はDG2000で、残りLPは2000です。ターンプレイヤーは、相手のアタックガーディアンを2000ダウンするスペルを持っています。',
        en: 'The opponent’s SF 2 attack guardian (LP 4000) has 2000 DG, so 2000 LP left. The turn player holds a spell that downs the opponent’s attack guardian by 2000.',
      },
    },
    'dg-overflow': {
      title: { ja: 'DGより少ないLPのガーディアン', en: 'A guardian with less LP than the DG' },
      text: {
        ja: 'ターンプレイヤーのSF1のアタックガーディアン(LP3000)はDG2500で、残りLPは500です。手札にはSF0(LP2000)とSF2(LP4000)のガーディアンがあります。',
        en: 'The turn player’s SF 1 attack guardian (LP 3000) has 2500 DG, so 500 LP left. In hand: an SF 0 guardian (LP 2000) and an SF 2 guardian (LP 4000).',
      },
    },
    unlimited: {
      title: { ja: 'アンリミテッドガーディアン', en: 'An unlimited guardian' },
      text: {
        ja: '相手のアタックガーディアンはLP∞のアンリミテッドガーディアンで、前のターンに弱体化しています。ターンプレイヤーのSF1のアタックガーディアンは2・4・6で1000ダメージを与え、手札には2000ダウンのスペルがあります。',
        en: 'The opponent’s attack guardian is an unlimited guardian, LP ∞, weakened last turn. The turn player’s SF 1 attack guardian deals 1000 damage on 2, 4 and 6, and a spell that downs by 2000 is in hand.',
      },
    },
    prevent: {
      title: { ja: 'プリベントアビリティ', en: 'Prevent abilities' },
      text: {
        ja: 'ターンプレイヤーのSF2のアタックガーディアンは、1・3・5で2000ダメージを与えます。相手のSF2のアタックガーディアン(LP4000)はDG1000です。相手の手札には、ダメージ効果を1つ無効にするプリベントアビリティと、自分のLP(1000)の分リペアするプリベントアビリティを持つ、LP1000のノーマルガーディアンが1枚ずつあります。',
        en: 'The turn player’s SF 2 attack guardian deals 2000 damage on 1, 3 and 5. The opponent’s SF 2 attack guardian (LP 4000) has 1000 DG. The opponent holds two normal guardians of LP 1000: one whose prevent ability cancels a damage effect, one whose prevent ability repairs by its own LP (1000).',
      },
    },
    auto: {
      title: { ja: '自動効果', en: 'An automatic effect' },
      text: {
        ja: 'ターンプレイヤーのアタックガーディアン(SF1、LP3000)はDG2000で、「アシストゾーンにガーディアンを召喚したとき、このガーディアンを1000リペアする」自動効果を持っています。手札にはSF1のアシストガーディアンが2枚あり、ドローとチャージの後、使えるフォースは3つです。',
        en: 'The turn player’s attack guardian (SF 1, LP 3000) has 2000 DG and an automatic effect: “when you summon a guardian to your assist zone, repair this guardian by 1000”. Two SF 1 assist guardians are in hand; after the draw and the charge, three force are up.',
      },
    },
    'auto-speed': {
      title: { ja: '自動効果とスピードガーディアン', en: 'An automatic effect and a speed guardian' },
      text: {
        ja: '自動効果の例と同じアタックガーディアン(DG2000)ですが、手札にあるのはSF2のアシストガーディアン1枚です。相手のサイドデッキには、SF2以上の召喚に答えるスピードガーディアンがあり、相手のSF1のアタックガーディアンはDG1000です。アシストゾーンへの召喚に相手が答えても、自動効果は相手の召喚が終わった後に発動します。',
        en: 'The attack guardian of the automatic effect example (DG 2000), but the hand holds one SF 2 assist guardian. The opponent’s side deck holds a speed guardian that answers summons of SF 2 or more, and their SF 1 attack guardian has 1000 DG. When the opponent answers the assist summon, the automatic effect still goes off, once their summon is over.',
      },
    },
    'auto-may': {
      title: { ja: '任意発動の自動効果', en: 'An optional automatic effect' },
      text: {
        ja: '自動効果の例と同じですが、このアタックガーディアン(DG2000)の自動効果は「アシストゾーンにガーディアンを召喚したとき、このガーディアンを1000リペアできる」で、文が「できる」で終わります。手札にはアシストガーディアンが1枚あります。',
        en: 'As in the automatic effect example, but this attack guardian’s (DG 2000) automatic effect reads “when you summon a guardian to your assist zone, you may repair this guardian by 1000”: its text ends in “may”. One assist guardian is in hand.',
      },
    },
    raging: {
      title: { ja: 'レイジングガーディアン', en: 'A raging guardian' },
      text: {
        ja: 'ターンプレイヤーのSF1のアタックガーディアン(LP3000)はDG2000で、残りLPは1000です。手札には、そのSF1のガーディアンのLPが1000以下のときに出せるレイジングガーディアン(SF2、LP6000、アタックアビリティは4・5・6で3000ダメージ)があります。相手のアタックガーディアンはSF3(LP5000)です。',
        en: 'The turn player’s SF 1 attack guardian (LP 3000) has 2000 DG, so 1000 LP left. In hand: a raging guardian that may come out while that SF 1 guardian is at 1000 LP or less (SF 2, LP 6000; attack ability on 4, 5 and 6: 3000 damage). The opponent’s attack guardian is SF 3 (LP 5000).',
      },
    },
    'cross-summon': {
      title: { ja: 'クロスガーディアンの装着転成', en: 'A cross guardian’s summon' },
      text: {
        ja: 'ターンプレイヤーのアシストゾーンにアームドガーディアン、アタックゾーンにクロスガーディアンの素体になるSF1のガーディアン(DG1000)がいて、手札にクロスガーディアン(SF2、LP4000)があります。ドローとチャージの後、使えるフォースは3つです。',
        en: 'The turn player has an armed guardian in the assist zone, the cross guardian’s base (the SF 1 guardian, DG 1000) in the attack zone, and the cross guardian (SF 2, LP 4000) in hand. After the draw and the charge, three force are up.',
      },
    },
    rise: {
      title: { ja: 'ライズガーディアンの沈黙召喚', en: 'A rise guardian’s silent summon' },
      text: {
        ja: 'ターンプレイヤーの手札に、ライズガーディアン(SF1、フォースが4つで覚醒降臨)とアシストガーディアンがあり、アシストゾーンは空です。アタックガーディアン(SF1)はDG1000です。ドローとチャージの後、フォースは4つ(表4つ)になります。',
        en: 'The turn player holds a rise guardian (SF 1; awakens at four force) and an assist guardian, with the assist zone empty. The attack guardian (SF 1) has 1000 DG. After the draw and the charge there are four force, all face up.',
      },
    },
    'rise-awaken': {
      title: { ja: 'ライズガーディアンの覚醒降臨', en: 'A rise guardian’s awakening' },
      text: {
        ja: '前のターンに沈黙召喚したライズガーディアン(LP5000、フォースが4つで覚醒降臨)が、アシストゾーンに裏でいます。アタックガーディアン(SF1)はDG1000です。ドローとチャージの後、フォースは4つになります。',
        en: 'A rise guardian silently summoned on an earlier turn (LP 5000; awakens at four force) lies face down in the assist zone. The attack guardian (SF 1) has 1000 DG. After the draw and the charge there are four force.',
      },
    },
    'assist-ability': {
      title: { ja: 'アシストアビリティ', en: 'An assist ability' },
      text: {
        ja: 'ターンプレイヤーの手札に、アシストアビリティ(フォース1つで自分のアタックガーディアンを1000リペア)を持つSF1のアシストガーディアンがあります。アタックガーディアン(SF1、LP3000)はDG2000です。ドローとチャージの後、使えるフォースは3つです。',
        en: 'The turn player holds an SF 1 assist guardian whose assist ability repairs their own attack guardian by 1000 for 1 force. The attack guardian (SF 1, LP 3000) has 2000 DG. After the draw and the charge, three force are up.',
      },
    },
    'extra-ability': {
      title: { ja: 'エクストラアビリティ', en: 'An extra ability' },
      text: {
        ja: 'ターンプレイヤーのアタックガーディアンは、エクストラアビリティ(1000ダメージ)を持っています。手札にもサイドデッキにもエクストラガーディアンはありません。相手のアタックガーディアンはSF2(LP4000)です。',
        en: 'The turn player’s attack guardian has an extra ability (1000 damage). There is no extra guardian in hand or side deck. The opponent’s attack guardian is SF 2 (LP 4000).',
      },
    },
    assist: {
      title: { ja: 'アシストゾーンへの召喚', en: 'Summoning to the assist zone' },
      text: {
        ja: '相手のアタックガーディアンはSF0なので、手札から出せるノーマルアタックガーディアンはSF1までです。手札にはSF2のアシストガーディアンとSF2のアタックガーディアンがあります。',
        en: 'The opponent’s attack guardian is SF 0, so a normal attack guardian from hand may be SF 1 at most. In hand: an SF 2 assist guardian and an SF 2 attack guardian.',
      },
    },
  },
  editor: {
    groups: {
      turn: { ja: 'ターンプレイヤー', en: 'Turn player' },
      'turn.attack': { ja: 'ターンプレイヤーのアタックガーディアン', en: 'Turn player’s attack guardian' },
      opp: { ja: '相手', en: 'Opponent' },
      'opp.attack': { ja: '相手のアタックガーディアン', en: 'Opponent’s attack guardian' },
      damage: { ja: 'ターンプレイヤーが与えるダメージ量', en: 'Damage the turn player deals' },
    },
    fields: {
      'life-counters': { ja: 'ライフカウンター(個)', en: 'Life counters' },
      'force-up': { ja: '表向きのフォース', en: 'Force, face up' },
      'force-down': { ja: '裏向きのフォース(使用済み)', en: 'Force, face down (spent)' },
      'first-turn': { ja: 'このプレイヤーの最初のターン', en: 'This player’s first turn' },
      dg: { ja: 'DG(ダメージゲージ)', en: 'DG (damage gauge)' },
      weakened: { ja: '弱体化している(横向き)', en: 'Weakened (turned sideways)' },
      attack: { ja: 'アタックアビリティのダメージ', en: 'Attack ability’s damage' },
      other: { ja: 'ほかのダメージ効果(スペル、起動効果など)', en: 'Other damage effects (spells, activated abilities and the like)' },
    },
  },
  board: {
    ...board,
    log: {
      ...board.log,
      'speed-summoned': {
        ja: '相手は{card}をフォースを使わずに召喚しました(スピードガーディアン)。',
        en: 'The opponent summoned {card} without spending force (a speed guardian).',
      },
      'speed-answered': {
        ja: 'ターンプレイヤーは、相手のスピードガーディアンに答えて{card}をフォースを使わずに召喚しました。',
        en: 'The turn player answered the opponent’s speed guardian with {card}, spending no force.',
      },
      'prevent-nullified': {
        ja: 'ダメージを受ける側がプリベントアビリティを持つガーディアンを手札からジャンクゾーンへ送り、{card}のダメージ効果を無効にしました。',
        en: 'The player taking the damage sent a guardian with a prevent ability from hand to the junk zone and cancelled {card}’s damage effect.',
      },
      'prevent-repaired': {
        ja: 'ダメージの後、{card}のプリベントアビリティで、アタックガーディアンのDGが{card}のLPの分だけ減りました。{card}はジャンクゾーンへ送られました。',
        en: 'After the damage, {card}’s prevent ability took the attack guardian’s DG down by {card}’s LP; {card} went to the junk zone.',
      },
      'auto-declined': {
        ja: '{card}の自動効果は任意発動なので、発動しないことを選びました。',
        en: '{card}’s automatic effect is optional, and the player chose not to use it.',
      },
      'auto-fires': {
        ja: '条件が満たされたので、{card}の自動効果が発動しました。コストはありません。',
        en: 'Its condition met, {card}’s automatic effect went off, at no cost.',
      },
      'became-under': {
        ja: '{card}はジャンクゾーンへは行かず、レイジングガーディアンの下にアンダーカードとして置かれました(シフトステップ)。',
        en: '{card} did not go to the junk zone: it went under the raging guardian as an under card (shift step).',
      },
      'back-to-side': { ja: '{card}はジャンクゾーンではなく、サイドデッキへ戻りました。', en: '{card} went back to the side deck, not to the junk zone.' },
      'base-missing': {
        ja: '{card}がアンダーカード、手札、メインデッキ、ジャンクゾーンのどこにもないため、召喚し直せません。',
        en: '{card} is nowhere among the under cards, hand, main deck or junk zone, so it cannot be summoned again.',
      },
      'armed-under': {
        ja: 'アームドガーディアン{card}を、素体になるガーディアンの下に表で重ねました(装着転成)。',
        en: 'The armed guardian {card} went under the base attack guardian as an under card (fitting).',
      },
      'silent-summoned': {
        ja: '{card}をSFの分のフォースを使い、裏でアシストゾーンに出しました(沈黙召喚)。このターンは覚醒降臨できず、その間アシストゾーンは使えません。',
        en: '{card} went face down into the assist zone for its SF in force (a silent summon). It cannot awaken this turn, and the assist zone is out of use meanwhile.',
      },
      awakened: {
        ja: '{card}が表になり、アタックゾーンに出ました(覚醒降臨)。引き継ぐDGはありません。',
        en: '{card} turned face up and entered the attack zone (awakening), with no DG to take over.',
      },
      'awakened-inheriting': {
        ja: '{card}が表になってアタックゾーンに出て、前のアタックガーディアンのDGを引き継ぎました(覚醒降臨)。アシストゾーンは空きました。',
        en: '{card} turned face up, entered the attack zone and took over the previous attack guardian’s DG (awakening). The assist zone is free again.',
      },
      'assist-ability-paid': {
        ja: 'アシストゾーンの{card}のアシストアビリティのコストとして、フォースを1つ裏にしました。',
        en: 'One force was turned face down to pay for the assist ability of {card}, in the assist zone.',
      },
      'extra-ability-used': {
        ja: '{card}のエクストラアビリティを発動しました。これでエクストラフェイズの義務は果たされます。',
        en: '{card}’s extra ability was activated: the extra phase’s obligation is met.',
      },
      'activated-paid': {
        ja: '{card}の起動効果のコストとして、フォースを1つ裏にしました。',
        en: 'One force was turned face down to pay for {card}’s activated effect.',
      },
    },
  },
} satisfies FlowContent;
