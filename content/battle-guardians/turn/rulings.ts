import type { Ruling } from '../../schema';
import { src } from '../shared';

export default [
  {
    id: 'bg-chaos-wind-hit',
    flow: 'turn',
    question: {
      ja: 'アタックガーディアンがカオスウインド(アタックアビリティは1と4:相手のメインデッキの上から8枚をジャンクゾーンへ)で、ダイスステップで4が出ました。相手のメインデッキは残り8枚です。どうなりますか?',
      en: 'My attack guardian is Chaos Wind (attack ability on 1 and 4: the top eight cards of the opponent’s main deck go to the junk zone), and I roll a 4 at the dice step. My opponent has eight cards left in the main deck. What happens?',
    },
    answer: {
      ja: '4はアタックアビリティの数字なので、フォースを1つ使ってバトルフェイズが始まり、アタックアビリティが発動します。相手が何も返さなければ8枚がジャンクゾーンへ送られ、メインデッキがなくなった相手はデッキアウトで負けます。',
      en: 'Four is one of the attack ability’s numbers, so one force is spent, the battle phase begins and the attack ability goes off. If nobody answers it, eight cards go to the junk zone; the opponent’s main deck is gone, and a deck-out loses them the game.',
    },
    steps: ['6', '7'],
    source: { ...src('攻撃手順', 'カオスウインドの例'), part: 'example' },
    replay: { setup: 'chaos-wind', walk: 'draw-main.charge-draw-main.next.next.next.roll-4.answer-passes.activator-passes.next' },
    cards: ['chaos-wind'],
  },
  {
    id: 'bg-chaos-wind-miss',
    flow: 'turn',
    question: {
      ja: '同じカオスウインドで、ダイスステップで3が出ました。どうなりますか?',
      en: 'Same Chaos Wind, but I roll a 3 at the dice step. What happens?',
    },
    answer: {
      ja: '3はアタックアビリティの数字ではないので、攻撃は不発です。フォースは使わず、カオスウインドは弱体化(横向き)し、バトルフェイズは飛ばされます。弱体化したガーディアンは、相手の次のターンに受けるダメージが2倍になります。',
      en: 'Three is not one of the attack ability’s numbers, so the attack misfires. No force is spent, Chaos Wind is weakened (turned sideways) and the battle phase is skipped. A weakened guardian takes double damage during the opponent’s next turn.',
    },
    steps: ['6', '9'],
    source: { ...src('攻撃手順', 'カオスウインドの例'), part: 'example' },
    replay: { setup: 'chaos-wind', walk: 'draw-main.charge-draw-main.next.next.next.roll-3' },
    cards: ['chaos-wind'],
  },
  {
    id: 'bg-summon-limit',
    flow: 'turn',
    question: {
      ja: '相手のアタックゾーンにSF1のアタックガーディアンがいます。フォースは4つあります。手札のSF3のノーマルアタックガーディアンを召喚できますか?',
      en: 'My opponent’s attack zone holds an SF 1 attack guardian, and I have four force. May I summon the SF 3 normal attack guardian in my hand?',
    },
    answer: {
      ja: 'できません。手札から出すノーマルのアタックガーディアンは、相手のアタックガーディアンのSFより1大きい数まで、つまりSF2以下に限られます。フォースが足りていても同じです。SF2のガーディアンなら召喚できます。',
      en: 'No. A normal attack guardian from hand may have an SF of at most one more than the opponent’s attack guardian’s — SF 2 or lower here — however much force you have. The SF 2 guardian may be summoned.',
    },
    steps: ['3'],
    source: { ...src('ガーディアンカードについて', '召喚制限の例'), part: 'example' },
    replay: { setup: 'basic', walk: 'draw-main.charge-draw-main' },
    cards: ['guardian-sf1', 'guardian-sf2', 'guardian-sf3'],
  },
  {
    id: 'bg-first-turn-limit',
    flow: 'turn',
    question: {
      ja: '先攻の最初のターンで、相手にはまだガーディアンがいません。フォースを2つにしました。SF2のアタックガーディアンを召喚できますか?',
      en: 'It is the first player’s first turn and the opponent has no guardian yet. I have made two force. May I summon an SF 2 attack guardian?',
    },
    answer: {
      ja: 'できません。各プレイヤーの最初のターンに自分のアタックゾーンが空のときは、SF1以下のノーマルアタックガーディアンだけを召喚できます。取っておいたSF1のガーディアンは召喚でき、しなければ反則負けです。',
      en: 'No. On each player’s first turn, with their own attack zone empty, only a normal attack guardian of SF 1 or lower may be summoned. The SF 1 guardian kept aside may be — and must be, or the player loses by foul.',
    },
    steps: ['3'],
    source: src('ガーディアンカードについて', '最初のターンの例外'),
    replay: { setup: 'first-turn', walk: 'draw-main.charge-twice' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-second-first-turn-limit',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: '後攻の最初のターンで、相手にはSF1のアタックガーディアンがいます。フォースを2つにしました。SF2のアタックガーディアンを召喚できますか?',
      en: 'It is the second player’s first turn, and the opponent has an SF 1 attack guardian. I have made two force. May I summon an SF 2 attack guardian?',
    },
    answer: {
      ja: 'できます。いつもの召喚制限では相手のSF1より1大きいSF2まで出せます。最初のターンの例外はSF1以下を「出せる」とするもので、いつもの制限を狭めるものではありません。ただし、取っておいたガーディアンもこのサモンフェイズ中に召喚しなければ反則負けです(フォースが足りれば、先に召喚してその上にSF2を出せます)。',
      en: 'Yes. The usual limit allows one more than the opponent’s SF 1, so SF 2. The first-turn exception says SF 1 or lower may be summoned; it allows that without narrowing the usual limit. The guardian kept aside must still be summoned in this summon phase, though (with force enough, first, and the SF 2 over it), or the player loses by foul.',
    },
    reading: {
      ja: '004は例外を「召喚できる」と書くだけで、相手にガーディアンがいる最初のターンにいつもの制限より狭くなるかは書いていません。この答えは、例外を許しとして読み、制限を狭めるものとは読まないことに立っています。',
      en: '004 words the exception only as something that may be summoned; it does not say whether it narrows the usual limit on a first turn where the opponent has a guardian. This answer rests on reading the exception as a permission, not as a narrower limit.',
    },
    steps: ['3'],
    source: src('ガーディアンカードについて', '最初のターンの例外'),
    replay: { setup: 'second-first-turn', walk: 'draw-main.charge-twice.summon-guardian-sf2' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-kept-not-summoned',
    flow: 'turn',
    question: {
      ja: '後攻の最初のターンで、準備で取っておいたのはSF1のガーディアンです。それは出さずに、SF2のガーディアンだけを召喚してサモンフェイズを終えられますか?',
      en: 'It is the second player’s first turn, and the guardian I kept aside during setup is SF 1. May I summon only my SF 2 guardian and end the summon phase without it?',
    },
    answer: {
      ja: 'できません。取っておいた1枚は、自分の最初のターンに召喚しなければならず、召喚しないままでは反則負けです。アタックゾーンにほかのガーディアンがいても変わりません。まずSF1を召喚すれば足り、フォースが足りれば、その上にSF2を出すこともできます。',
      en: 'No. The card kept aside must be summoned on the player’s own first turn; ending it unsummoned is a foul and loses the game, whatever else is in the attack zone. Summoning the SF 1 is what the rule asks; with force enough, the SF 2 may then be summoned over it.',
    },
    steps: ['3'],
    source: src('先攻後攻決め・バトル前の準備', 'キープ'),
    replay: { setup: 'second-first-turn', walk: 'draw-main.charge-twice.summon-guardian-sf2.next.next.next' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-dg-takeover',
    flow: 'turn',
    question: {
      ja: 'DG1000のSF1のガーディアンがアタックゾーンにいるところに、SF2のガーディアン(LP4000)を召喚しました。新しいガーディアンのLPはいくつですか?前のガーディアンはどうなりますか?',
      en: 'My SF 1 guardian with 1000 DG is in the attack zone, and I summon an SF 2 guardian (LP 4000) over it. What is the new guardian’s LP, and what happens to the old one?',
    },
    answer: {
      ja: 'アピアステップで新しいガーディアンがDG1000を引き継ぐので、LPは3000です。前のガーディアンは、その後のシフトステップでジャンクゾーンへ送られます。前のガーディアンがいなかったなら、引き継ぐDGはありません。',
      en: 'At the appear step the new guardian takes over the 1000 DG, so its LP is 3000. The old guardian goes to the junk zone at the shift step that follows. Had there been no guardian before, there would be no DG to take over.',
    },
    steps: ['3.1', '3.2'],
    source: src('ガーディアンカードについて', 'DGの引き継ぎ'),
    replay: { setup: 'basic', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-weakened-double',
    flow: 'turn',
    question: {
      ja: '相手のアタックガーディアンは前のターンに不発で弱体化していて、LPは残り2000です。こちらのアタックアビリティで1000ダメージを与えると、どうなりますか?',
      en: 'My opponent’s attack guardian was weakened by a misfire last turn and has 2000 LP left. My attack ability deals it 1000 damage. What happens?',
    },
    answer: {
      ja: '弱体化したガーディアンが受けるダメージは2倍なので、DGが2000増えてLPは0になります。ライフチェックで相手の負けです。LPが0になったアタックガーディアンはジャンクゾーンへは送られず、アタックゾーンに残ります。',
      en: 'A weakened guardian takes double damage, so its DG grows by 2000 and its LP falls to 0. The life check makes the opponent lose. An attack guardian at 0 LP does not go to the junk zone; it stays in the attack zone.',
    },
    steps: ['7.1', '7.2'],
    source: src('用語解説', '弱体化・ライフポイント'),
    replay: { setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.take-damage' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-life-counter-shield',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: '同じ場面で、相手はライフカウンターを使ってダメージを防げますか?',
      en: 'In the same situation, can my opponent stop the damage with life counters?',
    },
    answer: {
      ja: '防げます。1ターンに1度、1000以上のダメージ効果を1つ、1000につきライフカウンター1つで無効にできます。弱体化で2000になったので、ライフカウンターを2つ使います。LPは変わりません。',
      en: 'Yes. Once a turn, one damage effect of 1000 or more can be cancelled by spending one life counter per 1000. Weakening made it 2000, so two life counters go, and the LP stays as it was.',
    },
    reading: {
      ja: '004は、ライフカウンターを1000につき1つ使うことと、弱体化でダメージが2倍になることを別々に書いていますが、数えるのが2倍にした後の量かどうかは書いていません。この図では2倍にした後の量で数えます(ダメージステップ5.2の注記と同じ読み方です)。',
      en: '004 says life counters are spent one per 1000 and, separately, that weakening doubles damage, but not whether the counters are counted against the doubled amount. This chart counts the doubled amount (the same reading as the note on the damage step, 5.2).',
    },
    steps: ['7.1'],
    source: src('ライフカウンター', 'ダメージ効果の無効'),
    replay: { setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.life-shield' },
    cards: ['guardian-sf2'],
  },
  {
    id: 'bg-life-shield-last-counters',
    flow: 'turn',
    question: {
      ja: '同じ場面で、相手のライフカウンターが残り2つなら、それを使い切ってダメージを防げますか?',
      en: 'In the same situation, if my opponent has only two life counters left, may they spend both to stop the damage?',
    },
    answer: {
      ja: '防げますが、ライフカウンターが0になったプレイヤーは負けるので、その時点で相手の負けです。LPは減りませんが、ゲームはそこで終わります。',
      en: 'They may, but a player whose life counters reach 0 loses, so the opponent loses there and then. Their LP is untouched, yet the game is over.',
    },
    steps: ['7.1'],
    source: src('ライフカウンター', 'ダメージ効果の無効'),
    replay: { setup: 'last-counters', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.life-shield' },
    cards: ['guardian-sf2'],
  },
  {
    id: 'bg-continuous-no-counter',
    flow: 'turn',
    question: {
      ja: 'ドメインフェイズに、永続効果を持つドメインカードを置きました。相手はカウンターカードで答えられますか?',
      en: 'In the domain phase I place a domain card with a continuous effect. Can my opponent answer with a counter card?',
    },
    answer: {
      ja: '答えられません。永続効果は発動するものではなく、ただ適用されるだけです。そのためカウンターステップが開かず、カウンターカードを使う機会がありません。',
      en: 'No. A continuous effect is applied, not activated, so no counter step opens and there is no moment to use a counter card.',
    },
    steps: ['4'],
    source: src('効果の種類', '永続効果'),
    replay: { setup: 'basic', walk: 'draw-main.charge-draw-main.next.place-domain' },
    cards: ['domain-card', 'counter-nullify'],
  },
  {
    id: 'bg-no-dg-without-previous',
    flow: 'turn',
    question: {
      ja: '最初のターンで、自分のアタックゾーンは空です。SF1のアタックガーディアン(LP3000)を召喚すると、引き継ぐDGはありますか?',
      en: 'It is my first turn and my attack zone is empty. I summon an SF 1 attack guardian (LP 3000). Does it take over any DG?',
    },
    answer: {
      ja: 'ありません。DGを引き継ぐのは、同じゾーンに前のガーディアンがいたときだけです。前のガーディアンがいない(まだ出していない、戦闘でジャンクゾーンへ送られたなど)ときはDG0のまま、LPはカードの数字どおり3000です。',
      en: 'No. DG is taken over only from a guardian that was in the same zone. With none there (never summoned yet, or sent to the junk zone in battle, say), the new guardian starts at DG 0 and its LP is the printed 3000.',
    },
    steps: ['3.1'],
    source: src('ガーディアンカードについて', '前のガーディアンがいないとき'),
    replay: { setup: 'first-turn', walk: 'draw-main.charge-twice.summon-guardian-sf1' },
    cards: ['guardian-sf1'],
  },
  {
    id: 'bg-materials-pass-on',
    flow: 'turn',
    question: {
      ja: 'アタックガーディアン(DG1000)の下に、マテリアルカード2枚とアンダーカード1枚があります。その上にSF2のガーディアンを召喚すると、それぞれどうなりますか?',
      en: 'My attack guardian (DG 1000) has two material cards and one under card beneath it. I summon an SF 2 guardian over it. What happens to each?',
    },
    answer: {
      ja: 'アピアステップで、新しいガーディアンがDG1000とマテリアルカード2枚を引き継ぎます。シフトステップで、前のガーディアンはジャンクゾーンへ送られ、表のアンダーカードも持ち主が場を離れたので一緒にジャンクゾーンへ送られます。',
      en: 'At the appear step the new guardian takes over the 1000 DG and the two material cards. At the shift step the old guardian goes to the junk zone, and its face-up under card goes with it, since the guardian holding it has left the field.',
    },
    steps: ['3.1', '3.2'],
    source: src('用語解説', 'マテリアルカード・アンダーカード'),
    replay: { setup: 'materials', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next' },
    cards: ['guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-assist-summon',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: '相手のアタックガーディアンはSF0です。手札のSF2のアシストガーディアンを、アシストゾーンに召喚できますか?SF2のアタックガーディアンはどうですか?',
      en: 'My opponent’s attack guardian is SF 0. May I summon the SF 2 assist guardian in my hand to the assist zone? And the SF 2 attack guardian?',
    },
    answer: {
      ja: 'アシストガーディアンは召喚できます。SF分のフォース2つを裏にして、アシストゾーンに出します。アタックガーディアンのほうは、相手のSF0に1を足したSF1までしか出せないので、召喚できません。',
      en: 'The assist guardian, yes: two force turn face down for its SF and it enters the assist zone. The attack guardian, no: against SF 0 a normal attack guardian from hand may be at most SF 1.',
    },
    reading: {
      ja: '004の召喚制限の中身は、ノーマルアタックガーディアンについてしか書かれていません。この図では、アシストガーディアンを召喚制限の外としています。',
      en: '004 spells out the summon limit only for normal attack guardians; this chart leaves assist guardians outside it.',
    },
    steps: ['3', '3.1'],
    source: src('ガーディアンカードについて', '召喚制限'),
    replay: { setup: 'assist', walk: 'draw-main.charge-draw-main.summon-assist-sf2.next' },
    cards: ['assist-sf2', 'guardian-sf2', 'guardian-sf0'],
  },
  {
    id: 'bg-activated-repeat',
    flow: 'turn',
    question: {
      ja: 'アタックガーディアンに「フォース1つ:1000ダメージ」の起動効果があり、セットフェイズに使えるフォースが2つあります。何回発動できますか?ダメージはいつ与えますか?',
      en: 'My attack guardian has an activated effect, “1 force: 1000 damage”, and I have two force up in the set phase. How many times may I use it, and when is the damage dealt?',
    },
    answer: {
      ja: '起動効果はコストを払えるかぎり何度でも発動できるので、2回です。フォースがなくなれば、もう発動できません。発動のたびにカウンターステップが開き、ダメージはセットフェイズの終わりのダメージステップでまとめて計算されます。相手のガーディアンのDGは2000増えます。',
      en: 'Twice: an activated effect may be used as long as its cost can be paid, and with no force left it cannot be used again. Each use opens its own counter step, and the damage is worked out together at the damage step when the set phase ends: the opponent’s guardian gains 2000 DG.',
    },
    note: {
      ja: 'フォースを使い切ると、ダイスステップで目が合ってもバトルを始めるフォースがありません(この図では不発として扱います)。',
      en: 'With every force spent, a matching roll at the dice step has no force left to start the battle (this chart treats that as a misfire).',
    },
    steps: ['5', '5.1', '5.2'],
    source: src('効果の種類', '起動効果'),
    replay: {
      setup: 'activated',
      walk: 'draw-main.charge-draw-main.next.next.activate.answer-passes.activator-passes.next.activate.answer-passes.activator-passes.next.next.take-damage',
    },
    cards: ['guardian-act', 'guardian-sf2'],
  },
  {
    id: 'bg-speed-summon',
    flow: 'turn',
    question: {
      ja: 'SF2のガーディアンを召喚しました。相手はフォースが0ですが、サイドデッキに「相手がSF2以上のガーディアンを召喚したとき」に出せるスピードガーディアンがあります。出せますか?出したら、DGはどうなりますか?',
      en: 'I summon an SF 2 guardian. My opponent has no force up, but their side deck holds a speed guardian that may come out “when the opponent summons a guardian of SF 2 or more”. Can they summon it, and what happens to DG?',
    },
    answer: {
      ja: '出せます。スピードガーディアンはフォースを使わずに召喚でき、手札からでもサイドデッキからでもかまいません。召喚なので、アピアステップで相手の前のアタックガーディアンのDG1000を引き継ぎ、前のガーディアンはシフトステップでジャンクゾーンへ送られます。相手のアタックガーディアンがSF2になったので、こちらの召喚制限はSF3までに上がります。',
      en: 'Yes. A speed guardian is summoned without force, from hand or side deck alike. As a summon, it takes over the 1000 DG of the opponent’s previous attack guardian at the appear step, and the previous one goes to the junk zone at the shift step. The opponent’s attack guardian is now SF 2, so our summon limit rises to SF 3.',
    },
    reading: {
      ja: '004は、スピードガーディアンが出るのがこちらの召喚のどの時点かを書いていません。この図では、こちらのシフトステップの後としています。',
      en: '004 does not say at which point of our summon the speed guardian comes; this chart has it come after our shift step.',
    },
    steps: ['3.2', '3.3', '3.4'],
    source: src('スピードガーディアン', 'サイドデッキのガーディアン'),
    replay: { setup: 'speed', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next.opp-speed-summon.next' },
    cards: ['speed-guardian', 'guardian-sf2', 'guardian-sf1'],
  },
  {
    id: 'bg-speed-answers-speed',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'SF2のガーディアンを召喚したら、相手がSF2のガーディアンを神速召喚してきました。こちらのサイドデッキにも「相手がSF2以上のガーディアンを召喚したとき」に出せるカードがあります。神速召喚に神速召喚で答えられますか?',
      en: 'I summon an SF 2 guardian and my opponent speed-summons their SF 2 speed guardian. My side deck also holds a speed guardian that comes out “when the opponent summons a guardian of SF 2 or more”. Can I summon it now?',
    },
    answer: {
      ja: '答えられます。相手の神速召喚も召喚で、SF2なので条件に届きます。フォースは使いません。こちらのカードはアピアステップで、いまのアタックガーディアン(直前に召喚したSF2)のDGを引き継ぎ、シフトステップでそのSF2のガーディアンがジャンクゾーンへ送られます。',
      en: 'Yes. The opponent’s speed summon is a summon too, and at SF 2 it meets the condition; no force is spent. Our speed guardian takes over the DG of our current attack guardian (the SF 2 just summoned) at the appear step, and that SF 2 guardian goes to the junk zone at the shift step.',
    },
    reading: {
      ja: '004はスピードガーディアンの条件を「相手が召喚したとき」としか書かず、神速召喚に神速召喚で答えられるかは書いていません。この図では答えられると読みます。',
      en: '004 states the condition only as the opponent summoning, and does not say whether a speed summon may answer a speed summon; this chart reads that it may.',
    },
    steps: ['3.4', '3.1', '3.2'],
    source: src('スピードガーディアン', 'サイドデッキのガーディアン'),
    replay: { setup: 'speed-duel', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next.opp-speed-summon.next.speed-answer.next' },
    cards: ['speed-guardian', 'guardian-sf2'],
  },
  {
    id: 'bg-assist-zero',
    flow: 'turn',
    question: {
      ja: 'セットフェイズにスペルで、相手のLP1000のアシストガーディアンに1000ダメージを与えました。相手は負けますか?',
      en: 'In the set phase my spell deals 1000 damage to my opponent’s assist guardian, which has 1000 LP. Does my opponent lose?',
    },
    answer: {
      ja: '負けません。ダメージはセットフェイズの終わりのダメージステップで計算され、続くライフチェックでLPが0のアシストガーディアンはジャンクゾーンへ送られます。負けになるのは、LPが0になったのがアタックガーディアンのときだけです。',
      en: 'No. The damage is worked out at the damage step when the set phase ends, and at the life check that follows, the assist guardian at 0 LP goes to the junk zone. Only an attack guardian at 0 LP loses the game.',
    },
    steps: ['5.2', '5.3'],
    source: src('ライフチェック', 'アシストガーディアン'),
    replay: { setup: 'assist-ko', walk: 'draw-main.charge-draw-main.next.next.cast-spell-assist.answer-passes.activator-passes.next.next.take-damage' },
    cards: ['spell-assist', 'assist-guardian'],
  },
  {
    id: 'bg-extra-foul',
    flow: 'turn',
    question: {
      ja: 'バトルフェイズの後、サイドデッキから1枚引いてエクストラフェイズを始めました。引いたのはエクストラガーディアンです。召喚せずにエンドフェイズへ進めますか?',
      en: 'After the battle phase I draw one card from my side deck to begin the extra phase; it is an extra guardian. May I go on to the end phase without summoning it?',
    },
    answer: {
      ja: '進めません。エクストラフェイズを始めたら、エクストラガーディアンを召喚するかエクストラアビリティを発動しなければならず、どちらもしなければ反則で負けです。召喚すれば、ほかの召喚と同じくアピアステップとシフトステップが起きます。',
      en: 'No. Once the extra phase has begun, the player must summon an extra guardian or activate an extra ability; doing neither is a foul and loses the game. Summoned, the extra guardian brings an appear step and a shift step like any other summon.',
    },
    steps: ['8', '8.1'],
    source: src('エクストラフェイズ', 'エクストラフェイズ'),
    replay: { setup: 'spell', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.take-damage.next.extra-draw-side' },
    cards: ['extra-guardian'],
  },
  {
    id: 'bg-burst-materials',
    flow: 'turn',
    question: {
      ja: 'アタックガーディアンのバーストアビリティのコストはマテリアルカード2枚です。下には裏のマテリアルカードが2枚、表のアンダーカードが1枚あります。2回目はアンダーカードで払えますか?',
      en: 'My attack guardian’s burst ability costs two material cards. Beneath it are two face-down material cards and one face-up under card. Can the under card pay for a second use?',
    },
    answer: {
      ja: '払えません。バーストアビリティのコストになるのはマテリアルカードだけで、払ったマテリアルカードはジャンクゾーンへ送られ、再利用できません。1回目で2枚とも使うので、アンダーカードが残っていても2回目は発動できません。発動ではカウンターステップが開き、ダメージはセットフェイズの終わりのダメージステップで計算されます。',
      en: 'No. Only material cards can pay for a burst ability, and the ones paid go to the junk zone for good. The first use takes both, so there is no second use, under card or not. The use opens a counter step, and its damage is worked out at the damage step when the set phase ends.',
    },
    reading: {
      ja: '004はバーストアビリティのコスト(マテリアルカードをジャンクゾーンへ送る)は書いていますが、いつ発動できるかは書いていません。この図では、004が起動効果などを発動できるとするセットフェイズで発動でき、ほかの発動と同じくカウンターステップが開き、ダメージはそのフェイズの終わりに計算されるとしています。',
      en: '004 gives a burst ability’s cost (material cards sent to the junk zone) but not when it may be used. This chart offers it in the set phase, where 004 lets activated effects and the like be used; like any other activation it opens a counter step, and its damage is worked out when that phase ends.',
    },
    steps: ['5', '5.1'],
    source: src('ガーディアンの効果', 'バーストアビリティ'),
    replay: { setup: 'burst', walk: 'draw-main.charge-draw-main.next.next.burst.answer-passes.activator-passes.next' },
    cards: ['guardian-burst'],
  },
  {
    id: 'bg-repair-up-takeover',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'DG2000(残りLP1000)のSF1のアタックガーディアンに、1000リペアと1000アップを使い、その後SF2(LP4000)のガーディアンを上に召喚しました。新しいガーディアンのLPはいくつですか?',
      en: 'My SF 1 attack guardian has 2000 DG (1000 LP left). I use a 1000 repair and a 1000 up on it, then summon an SF 2 guardian (LP 4000) over it. What is the new guardian’s LP?',
    },
    answer: {
      ja: '3000です。リペアはDGを2000から1000に減らし、アップはDGに触れずにLPだけを1000増やすので、前のガーディアンはDG1000・LP3000になります。新しいガーディアンが引き継ぐのはDGだけなので、LP4000からDG1000を引いた3000です。アップで増えた分は引き継がれません。',
      en: '3000. The repair takes DG from 2000 to 1000, and the up adds 1000 LP without touching DG, so the old guardian stands at DG 1000, LP 3000. A new guardian takes over DG only: 4000 LP less 1000 DG is 3000. What the up added does not carry over.',
    },
    reading: {
      ja: '004は、ダウン・アップがDGに影響しないこと、召喚したガーディアンがDGを引き継ぐことを書いていますが、ダウン・アップの分を引き継ぐかどうかは直接書いていません。DGだけを引き継ぐという文から、引き継がないと読んでいます。',
      en: '004 says down and up leave DG alone and that a summoned guardian takes over DG, but not in so many words whether a down or up carries over. From “takes over the DG”, we read that it does not.',
    },
    steps: ['5.1', '3.1'],
    source: src('効果の種類', 'リペア効果・アップ効果'),
    replay: {
      setup: 'lp-effects',
      walk: 'draw-main.charge-draw-main.next.next.cast-spell-repair.answer-passes.activator-passes.next.cast-spell-up.answer-passes.activator-passes.next.summon-again.summon-guardian-sf2',
    },
    cards: ['spell-repair', 'spell-up', 'guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-down-loses',
    flow: 'turn',
    question: {
      ja: '相手のアタックガーディアンは残りLP2000です。2000ダウンするスペルを使いました。ダメージではないので、相手は負けませんか?',
      en: 'My opponent’s attack guardian has 2000 LP left. I use a spell that downs it by 2000. Since that is not damage, does my opponent survive?',
    },
    answer: {
      ja: '負けます。ダウンはDGを増やさずLPだけを減らす効果ですが、LPが変わるたびにライフチェックが入ります。LPが0になったアタックガーディアンの持ち主は負けで、そのガーディアンはアタックゾーンに残ります。ダメージ効果と違い、ダメージステップを待たずに解決されたときに減ります。',
      en: 'They lose. A down lowers LP only, leaving DG as it was, but every change of LP brings a life check: an attack guardian at 0 LP loses the game for its owner and stays in the attack zone. Unlike a damage effect, the down takes hold when it resolves, not at the damage step.',
    },
    reading: {
      ja: '004は、ダメージ効果がダメージステップで計算されることは書いていますが、ダウン・アップ・リペアをいつ適用するかは書いていません。この図では、カウンターステップが終わって解決されたときに適用し、すぐライフチェックをしています。',
      en: '004 says damage effects are worked out at the damage step, but not when a down, up or repair applies. This chart applies them when they resolve at the end of the counter step, with a life check straight after.',
    },
    steps: ['5.1'],
    source: src('効果の種類', 'ダウン効果'),
    replay: { setup: 'down', walk: 'draw-main.charge-draw-main.next.next.cast-spell-down.answer-passes.activator-passes.next' },
    cards: ['spell-down', 'guardian-sf2'],
  },
  {
    id: 'bg-cross-force',
    flow: 'turn',
    question: {
      ja: 'アタックゾーンにクロスガーディアンがいます。ダイスが外れ、表のフォースが3つ残ったままエンドフェイズになりました。このフォースは相手のターンにも表のままですか?',
      en: 'A cross guardian is in my attack zone. My roll missed, and I reach the end phase with three force still face up. Do they stay face up through my opponent’s turn?',
    },
    answer: {
      ja: 'いいえ。クロスガーディアンがいると、自分のエンドフェイズに表のフォースをすべて裏にしなければなりません。3つとも裏になり、次の自分のドローフェイズで表に戻ります。',
      en: 'No. With a cross guardian, every face-up force must be turned face down at its owner’s end phase. All three go face down and come back up at the next draw phase.',
    },
    steps: ['9'],
    source: src('クロスガーディアン', 'エンドフェイズ'),
    replay: { setup: 'cross', walk: 'draw-main.charge-draw-main.next.next.next.roll-6' },
    cards: ['cross-guardian'],
  },
  {
    id: 'bg-assist-ability-zone',
    flow: 'turn',
    question: {
      ja: '手札のアシストガーディアンは、フォース1つで自分のアタックガーディアンを1000リペアするアシストアビリティを持っています。セットフェイズに、手札にあるまま使えますか?',
      en: 'The assist guardian in my hand has an assist ability: 1 force to repair my own attack guardian by 1000. May I use it in the set phase while the card is still in my hand?',
    },
    answer: {
      ja: '使えません。アシストアビリティはアシストゾーンでしか働かず、アシストガーディアンはアシストゾーンに召喚されて初めてそれを持ちます。サモンフェイズにアシストゾーンへ召喚すれば(SF1でフォース1つ)、セットフェイズに使えます。フォースが2つ残っていれば2回使え、DG2000のアタックガーディアンはDG0に戻ります。',
      en: 'No. An assist ability works only in the assist zone, and an assist guardian only gains it once it has been summoned there. Summon it to the assist zone in the summon phase (SF 1: one force) and it can be used in the set phase; with two force left it can be used twice, taking the attack guardian from 2000 DG back to 0.',
    },
    reading: {
      ja: '004は、アシストアビリティのコストや使う時期を書いていません。この図の例では、起動効果と同じくセットフェイズにコストを払って使い、払えるかぎり何度でも使えるとしています。',
      en: '004 gives no cost or timing for assist abilities. The chart’s example is used like an activated effect: in the set phase, by paying its cost, as often as the cost can be paid.',
    },
    steps: ['3', '5', '5.1'],
    source: src('ガーディアンの効果', 'アシストアビリティ'),
    replay: {
      setup: 'assist-ability',
      walk: 'draw-main.charge-draw-main.summon-assist-repair.next.next.next.next.assist-ability.answer-passes.activator-passes.next.assist-ability.answer-passes.activator-passes.next',
    },
    cards: ['assist-repair', 'guardian-sf1'],
  },
  {
    id: 'bg-extra-ability',
    flow: 'turn',
    question: {
      ja: 'エクストラドローでエクストラフェイズを始めましたが、エクストラガーディアンを持っていません。アタックガーディアンにはエクストラアビリティ(1000ダメージ)があります。反則負けになりますか?',
      en: 'I began the extra phase with an extra draw but hold no extra guardian. My attack guardian has an extra ability (1000 damage). Do I lose by foul?',
    },
    answer: {
      ja: 'なりません。エクストラフェイズで求められるのは、エクストラガーディアンの召喚かエクストラアビリティの発動のどちらかです。エクストラアビリティを発動すればカウンターステップが開き、ダメージはエクストラフェイズの終わりのダメージステップで計算されます。どちらもできない持ち札でエクストラフェイズを始めると、残るのは反則負けだけです。',
      en: 'No. The extra phase asks for one of two things: summoning an extra guardian or activating an extra ability. The extra ability opens a counter step, and its damage is worked out at the damage step as the extra phase ends. Begin the extra phase with neither available, and a loss by foul is all that is left.',
    },
    steps: ['8', '8.1', '8.4', '8.5'],
    source: src('エクストラフェイズ', 'エクストラアビリティ'),
    replay: {
      setup: 'extra-ability',
      walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.take-damage.next.extra-draw-main.extra-ability.answer-passes.activator-passes.next.take-damage',
    },
    cards: ['guardian-extra-ability', 'guardian-sf2'],
  },
  {
    id: 'bg-rise-silent',
    flow: 'turn',
    question: {
      ja: 'アシストゾーンが空なので、手札のライズガーディアン(フォースが4つで覚醒降臨)を沈黙召喚しました。フォースはちょうど4つあります。このターンのうちに覚醒降臨できますか?手札のアシストガーディアンは出せますか?',
      en: 'My assist zone was empty, so I silently summoned the rise guardian from my hand (it awakens at four force). I have exactly four force. May I awaken it this turn? May I summon the assist guardian in my hand?',
    },
    answer: {
      ja: 'どちらもできません。沈黙召喚したターンには覚醒降臨できず、フォースが足りていても同じです。また沈黙召喚の間はアシストゾーンが使えないので、アシストガーディアンも召喚できません。逆に、先にアシストガーディアンを出していれば、アシストゾーンが空でないのでライズガーディアンは沈黙召喚できません。',
      en: 'Neither. A rise guardian cannot awaken on the turn of its silent summon, whatever the force. And while it is silently summoned the assist zone is out of use, so the assist guardian cannot be summoned. Had the assist guardian come first, the assist zone would not be empty, and the silent summon would not be possible.',
    },
    reading: {
      ja: '004は、沈黙召喚で裏のカードをどこに置くか、コストがかかるかを書いていません。アシストゾーンが空であることが条件で、その間アシストゾーンが使えないことから、この図では裏のままアシストゾーンに置くと読み、手札からの召喚としてSFの分のフォースを使います。「フォースが一定数」は、チャージゾーンのカードの数(表と裏の合計)と読んでいます。',
      en: '004 does not say where the face-down card goes or whether the silent summon costs anything. Since it needs an empty assist zone and puts that zone out of use, this chart reads it as placed face down in the assist zone, and as a summon from hand it costs force equal to its SF. “Force reaching a set number” is read as the number of cards in the charge zone, face up and down together.',
    },
    steps: ['3', '3.1'],
    source: src('ライズガーディアン', '沈黙召喚'),
    replay: { setup: 'rise', walk: 'draw-main.charge-draw-main.silent-summon.next.next' },
    cards: ['rise-guardian', 'assist-guardian'],
  },
  {
    id: 'bg-rise-awaken',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: '前のターンに沈黙召喚したライズガーディアン(LP5000)が裏でアシストゾーンにいて、フォースが4つになりました。アタックゾーンのガーディアンはDG1000です。覚醒降臨すると、どうなりますか?',
      en: 'The rise guardian I silently summoned last turn (LP 5000) is face down in my assist zone, and my force has reached four. The guardian in my attack zone has 1000 DG. What happens when I awaken it?',
    },
    answer: {
      ja: 'ライズガーディアンが表になってアタックゾーンに出ます。新しいアタックガーディアンとして前のガーディアンのDG1000を引き継ぐのでLPは4000になり、前のガーディアンはシフトステップでジャンクゾーンへ送られます。アシストゾーンは空き、また使えるようになります。フォースは使いません。',
      en: 'The rise guardian turns face up and enters the attack zone. As the new attack guardian it takes over the old one’s 1000 DG, so its LP is 4000, and the old one goes to the junk zone at the shift step. The assist zone is empty and usable again. No force is spent.',
    },
    reading: {
      ja: '004は、覚醒降臨がアピアステップやシフトステップを伴うかを書いていません。ライズガーディアンはアタックガーディアンの一種なので、この図では覚醒降臨をアタックゾーンへの召喚として扱い、DGの引き継ぎと前のガーディアンの入れ替えが起きるとしています。覚醒降臨はサモンフェイズに選べます。004はフォースの数を覚醒降臨の条件としていて、コストは書いていないため、この図ではフォースを使いません。',
      en: '004 does not say whether awakening brings an appear and a shift step. A rise guardian is a kind of attack guardian, so this chart treats awakening as its summon to the attack zone: DG is taken over and the old guardian is replaced. Awakening is offered in the summon phase. 004 makes a number of force the condition for awakening and names no cost, so this chart spends none.',
    },
    steps: ['3', '3.1', '3.2'],
    source: src('ライズガーディアン', '覚醒降臨'),
    replay: { setup: 'rise-awaken', walk: 'draw-main.charge-draw-main.awaken.next' },
    cards: ['rise-guardian', 'guardian-sf1'],
  },
  {
    id: 'bg-raging-round-trip',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'SF1のアタックガーディアン(LP3000)がDG2000で、残りLPは1000です。手札のレイジングガーディアン(SF2、LP6000)は「SF1のガーディアンのLPが1000以下」で出せます。出すと、元のガーディアンはどうなりますか?ターンの終わりには?',
      en: 'My SF 1 attack guardian (LP 3000) has 2000 DG, so 1000 LP left. The raging guardian in my hand (SF 2, LP 6000) may come out while that SF 1 guardian is at 1000 LP or less. If I summon it, what becomes of the SF 1 guardian? And at the end of the turn?',
    },
    answer: {
      ja: 'ジャンクゾーンへは行かず、レイジングガーディアンの下のアンダーカードになります。レイジングガーディアンはDG2000を引き継いでLP4000です。エンドフェイズには、そのアンダーカードからSF1のガーディアンを召喚し直し、レイジングガーディアンはサイドデッキへ戻ります。SF1のガーディアンはDG2000を引き継ぐので、LPは1000に戻ります。元のガーディアンのLPが1000より多ければ、レイジングガーディアンは出せません。',
      en: 'It goes under the raging guardian as an under card, not to the junk zone; the raging guardian takes over the 2000 DG (LP 4000). At the end phase the SF 1 guardian is summoned again from under it and the raging guardian goes back to the side deck; taking over the 2000 DG, the SF 1 guardian is back at 1000 LP. Had it had more than 1000 LP, the raging guardian could not have come out.',
    },
    reading: {
      ja: '004は、レイジングガーディアンの召喚にフォースを使うか、行き帰りでDGを引き継ぐかを書いていません。この図では、サモンフェイズの手札からの召喚としてSFの分のフォースを使い、どちらの召喚でもアピアステップの決まりどおりDGを引き継ぐとしています。この例ではダイスが外れてレイジングガーディアンが弱体化しますが、戻ってくるガーディアンは縦向きです。',
      en: '004 does not say whether a raging guardian costs force, or whether DG is taken over on the way in and out. This chart charges its SF as for any summon from hand in the summon phase, and both summons take over DG by the appear step’s rule. In this example the roll misses and the raging guardian is weakened, but the guardian that comes back is upright.',
    },
    steps: ['3.1', '3.2', '9.1', '9.2'],
    source: src('レイジングガーディアン', 'エンドフェイズの交代'),
    replay: { setup: 'raging', walk: 'draw-main.charge-draw-main.summon-raging.next.next.next.next.next.roll-1.next.next' },
    cards: ['raging-guardian', 'guardian-sf1'],
  },
  {
    id: 'bg-cross-summon',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'アシストゾーンにアームドガーディアン、アタックゾーンにDG1000の素体のガーディアンがいて、手札にクロスガーディアン(SF2、LP4000)があります。装着転成すると、場はどうなりますか?',
      en: 'My assist zone holds an armed guardian, my attack zone the base guardian with 1000 DG, and my hand the cross guardian (SF 2, LP 4000). What does the field look like after the fitting?',
    },
    answer: {
      ja: 'アームドガーディアンが素体のガーディアンのアンダーカードになり、その上にクロスガーディアンが召喚されます。クロスガーディアンはDG1000を引き継いでLP3000です。シフトステップで素体のガーディアンはジャンクゾーンへ送られ、アンダーカードのアームドガーディアンも一緒にジャンクゾーンへ行きます。アシストゾーンは空になります。',
      en: 'The armed guardian becomes the base guardian’s under card, and the cross guardian is summoned over the base. It takes over the 1000 DG, so its LP is 3000. At the shift step the base goes to the junk zone, and the armed guardian, as its under card, goes with it. The assist zone is left empty.',
    },
    reading: {
      ja: '004は、装着転成の後のアームドガーディアンの行き先や、フォースを使うかを書いていません。この図では、アンダーカードは持ち主が場を離れるとジャンクゾーンへ送られるという決まりをそのまま当てはめ、クロスガーディアンは(アームドアビリティの説明どおり)手札から、SFの分のフォースを使って召喚します。',
      en: '004 does not say where the armed guardian ends up after the fitting, or whether force is spent. This chart applies the under-card rule as written — under cards go to the junk zone once their holder leaves the field — and summons the cross guardian from hand, as the armed ability’s description says, for its SF in force.',
    },
    steps: ['3', '3.1', '3.2'],
    source: src('クロスガーディアン', '装着転成'),
    replay: { setup: 'cross-summon', walk: 'draw-main.charge-draw-main.cross-summon.next' },
    cards: ['cross-guardian', 'armed-guardian', 'guardian-sf1'],
  },
  {
    id: 'bg-auto-twice',
    flow: 'turn',
    question: {
      ja: 'DG2000のアタックガーディアンは「アシストゾーンにガーディアンを召喚したとき、このガーディアンを1000リペアする」自動効果を持っています。同じターンにアシストガーディアンを2回召喚すると、何回リペアされますか?コストは要りますか?',
      en: 'My attack guardian, at 2000 DG, has the automatic effect “when you summon a guardian to your assist zone, repair this guardian by 1000”. If I summon an assist guardian twice in one turn, how many repairs do I get, and does it cost anything?',
    },
    answer: {
      ja: '2回で、コストはかかりません。自動効果は条件を満たせば発動し、1ターンに2度目以降も発動できますが、そのたびに条件を満たし直す必要があります。2回目の召喚で条件がもう一度満たされるので、もう一度発動します。発動のたびにカウンターステップが開き、DGは2000から0になります。使ったフォースは、2回の召喚のSFの分だけです。',
      en: 'Two, at no cost. An automatic effect goes off when its condition is met, and may go off again in the same turn, but only by meeting the condition again — which the second summon does. Each time a counter step opens; DG goes from 2000 to 0. The only force spent is the two summons’ SF.',
    },
    steps: ['3.2', '3.5'],
    source: src('効果の種類', '自動効果'),
    replay: {
      setup: 'auto',
      walk: 'draw-main.charge-draw-main.summon-assist-guardian.next.next.answer-passes.activator-passes.next.summon-assist-guardian.next.next.answer-passes.activator-passes.next',
    },
    cards: ['guardian-auto', 'assist-guardian'],
  },
  {
    id: 'bg-prevent-nullify',
    flow: 'turn',
    question: {
      ja: 'こちらのアタックアビリティで、相手のアタックガーディアン(DG1000)に2000ダメージです。相手は、ダメージ効果を1つ無効にするプリベントアビリティを持つガーディアンを手札に持っています。どうなりますか?',
      en: 'My attack ability deals 2000 damage to my opponent’s attack guardian (DG 1000). My opponent holds a guardian whose prevent ability cancels one damage effect. What happens?',
    },
    answer: {
      ja: '相手がそれを使えば、ダメージ効果は無効になり、DGは1000のままです。ライフカウンターは使いません。使ったガーディアンはジャンクゾーンへ送られます。',
      en: 'If the opponent uses it, the damage effect is cancelled and DG stays at 1000. No life counters are spent. The guardian used goes to the junk zone.',
    },
    reading: {
      ja: '004は、プリベントアビリティをどこから、いつ、誰が使うのか、カウンターステップが開くのかを書いていません。この図では、ダメージを受ける側がダメージステップで、手札からそのガーディアンをジャンクゾーンへ送って使い、カウンターステップは開かないとしています。リペアの種類は、ダメージを受けた後にDGを減らします(DGは0より下がりません)。',
      en: '004 says neither where a prevent ability is used from, nor when, nor by whom, nor whether it opens a counter step. This chart has the player taking the damage use it at the damage step by sending the guardian from hand to the junk zone, with no counter step. The repairing kind lowers DG after the damage is dealt (never below 0).',
    },
    steps: ['7.1', '7.2'],
    source: src('ガーディアンの効果', 'プリベントアビリティ'),
    replay: { setup: 'prevent', walk: 'draw-main.charge-draw-main.next.next.next.roll-1.answer-passes.activator-passes.next.prevent-nullify' },
    cards: ['prevent-nullify', 'guardian-sf2'],
  },
  {
    id: 'bg-prevent-repair',
    flow: 'turn',
    question: {
      ja: '同じ場面で、相手がもう1枚の、自分のLP(1000)の分だけアタックガーディアンのDGを減らすプリベントアビリティを使ったら、DGはいくつになりますか?',
      en: 'Same situation, but my opponent uses the other one, whose prevent ability lowers their attack guardian’s DG by its own LP (1000). Where does the DG end up?',
    },
    answer: {
      ja: '2000です。2000ダメージでDGは1000から3000になり、プリベントアビリティがLPの1000だけ減らします。減るのはダメージの量ではなく、プリベントアビリティを持つガーディアンのLPの分です。相手のアタックガーディアンのLPは2000です。',
      en: '2000. The 2000 damage takes DG from 1000 to 3000, and the prevent ability takes off 1000, the prevent guardian’s LP — not the amount of the damage. The opponent’s attack guardian is left at 2000 LP.',
    },
    reading: {
      ja: '004は、プリベントアビリティをどこから、いつ、誰が使うのか、カウンターステップが開くのかを書いていません。この図では、ダメージを受ける側がダメージステップで、手札からそのガーディアンをジャンクゾーンへ送って使い、カウンターステップは開かないとしています。リペアの種類は、ダメージを受けた後にDGを減らします(DGは0より下がりません)。',
      en: '004 says neither where a prevent ability is used from, nor when, nor by whom, nor whether it opens a counter step. This chart has the player taking the damage use it at the damage step by sending the guardian from hand to the junk zone, with no counter step. The repairing kind lowers DG after the damage is dealt (never below 0).',
    },
    steps: ['7.1', '7.2'],
    source: src('ガーディアンの効果', 'プリベントアビリティ'),
    replay: { setup: 'prevent', walk: 'draw-main.charge-draw-main.next.next.next.roll-1.answer-passes.activator-passes.next.prevent-repair' },
    cards: ['prevent-repair', 'guardian-sf2'],
  },
  {
    id: 'bg-unlimited-lp',
    flow: 'turn',
    question: {
      ja: '相手のアタックガーディアンはLP∞のアンリミテッドガーディアンで、弱体化しています。2000ダウンのスペルを使い、さらにアタックアビリティで1000ダメージ(弱体化で2倍)を与えました。相手は負けますか?',
      en: 'My opponent’s attack guardian is an unlimited guardian, LP ∞, and weakened. I use a spell that downs it by 2000, then my attack ability deals 1000 damage (doubled by weakening). Does my opponent lose?',
    },
    answer: {
      ja: '負けません。ダメージでDGは2000増えますが、LPは∞のままで、ライフチェックで0になることはありません。ダウンも同じです。アンリミテッドガーディアンには、デッキアウトやライフカウンターなど、LP以外の道で勝つことになります。',
      en: 'No. The damage adds 2000 DG, but LP stays ∞, and no life check ever finds it at 0; the down changes nothing either. Against an unlimited guardian the win has to come another way, such as a deck-out or life counters.',
    },
    reading: {
      ja: '004は、アンリミテッドガーディアンのLPが∞であることのほかは、極限召喚の条件もアンリミテッドアビリティの中身も書いていません。この図では召喚を扱わず、場にいる状態から始めます。ダメージはDGとして記録し、∞から何を引いても∞とします。',
      en: '004 says an unlimited guardian’s LP is ∞, but gives neither the condition of its summon nor what its unlimited ability does. This chart does not summon one; it starts with one in play. Damage is still recorded as DG, and ∞ less anything stays ∞.',
    },
    steps: ['5.1', '7.1', '7.2'],
    source: src('アンリミテッドガーディアン', 'ライフポイント'),
    replay: {
      setup: 'unlimited',
      walk: 'draw-main.charge-draw-main.next.next.cast-spell-down.answer-passes.activator-passes.next.next.roll-2.answer-passes.activator-passes.next.take-damage',
    },
    cards: ['unlimited-guardian', 'spell-down', 'guardian-sf1'],
  },
  {
    id: 'bg-takeover-zero',
    flow: 'turn',
    kind: 'judge',
    question: {
      ja: 'アタックガーディアンはDG2500で、残りLPは500です。入れ替えて立て直そうと、手札のSF0のガーディアン(LP2000)を召喚しました。どうなりますか?',
      en: 'My attack guardian has 2500 DG, 500 LP left. To rebuild, I summon the SF 0 guardian in my hand (LP 2000) over it. What happens?',
    },
    answer: {
      ja: '負けます。新しいガーディアンはアピアステップでDG2500を引き継ぎ、LPは2000から2500を引いて0を下回ります。LPが変わったのでライフチェックが入り、アタックガーディアンのLPが0なので持ち主の負けです。SF2のガーディアン(LP4000)なら、引き継いでもLP1500で残ります。',
      en: 'You lose. At the appear step the new guardian takes over the 2500 DG, and 2000 LP less 2500 is below 0. LP has changed, so a life check follows, and an attack guardian at 0 LP loses the game for its owner. The SF 2 guardian (LP 4000) would have survived the takeover at 1500 LP.',
    },
    reading: {
      ja: '004は、召喚したガーディアンがDGの引き継ぎでLP0になる場合を直接は書いていません。DGの引き継ぎでLPが減ること、LPが変わるたびにライフチェックが入ること、LPが0のアタックガーディアンは負けになることを組み合わせて、この図はアピアステップで負けとしています。',
      en: '004 does not speak directly of a summoned guardian brought to 0 LP by the DG it takes over. Putting together that taking over DG lowers LP, that every change of LP brings a life check, and that an attack guardian at 0 LP loses, this chart ends the game at the appear step.',
    },
    steps: ['3.1'],
    source: src('ライフチェック', 'DGの引き継ぎ'),
    replay: { setup: 'dg-overflow', walk: 'draw-main.charge-draw-main.summon-guardian-sf0.next' },
    cards: ['guardian-sf0', 'guardian-sf1', 'guardian-sf2'],
  },
  {
    id: 'bg-auto-optional',
    flow: 'turn',
    question: {
      ja: 'アタックガーディアンの自動効果は「アシストゾーンにガーディアンを召喚したとき、このガーディアンを1000リペアできる」です。アシストガーディアンを召喚しました。必ず発動しなければなりませんか?',
      en: 'My attack guardian’s automatic effect reads “when you summon a guardian to your assist zone, you may repair this guardian by 1000”. I summon an assist guardian. Must the effect go off?',
    },
    answer: {
      ja: 'いいえ。文が「できる」で終わる効果は任意発動で、発動するかどうかを選べます。発動しなければDGは2000のままで、カウンターステップも開きません。文が「できる」で終わらない効果なら強制発動で、条件を満たせば必ず発動します(自動効果の例を参照)。',
      en: 'No. An effect whose text ends in “may” is optional: the player chooses whether it goes off. Declined, it leaves DG at 2000 and opens no counter step. An effect whose text does not end that way is mandatory and goes off whenever its condition is met (see the automatic effect example).',
    },
    steps: ['3.2', '3.5'],
    source: src('効果発動の種類', '任意発動・強制発動'),
    replay: { setup: 'auto-may', walk: 'draw-main.charge-draw-main.summon-assist-guardian.next.auto-decline' },
    cards: ['guardian-auto-may', 'guardian-auto', 'assist-guardian'],
  },
] satisfies Ruling[];
