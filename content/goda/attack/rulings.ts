import type { Ruling } from '../../schema';
import { src } from '../shared';

const s5 = (ref: string) => src('5.モンスターで攻撃する', ref);
const s6 = (ref: string) => src('6.その他のルールと用語', ref);

/** The rules of 001 section 5 as questions, each replayed on the attack chart. */
export default [
  {
    id: 'attack-equal-p',
    flow: 'attack',
    question: { ja: 'P4000のモンスターでP4000のモンスターを攻撃したら?', en: 'A 4000 P monster attacks a 4000 P monster. What happens?' },
    answer: { ja: 'Pが同じなので、両方とも破壊されます。', en: 'Their P is equal, so both are destroyed.' },
    steps: ['5.2'],
    source: s5('バトルについて'),
    replay: { setup: 'equal-p', walk: 'attack-ready.next' },
    cards: ['attacker', 'ready-monster'],
  },
  {
    id: 'attack-provisional',
    flow: 'attack',
    question: {
      ja: 'P3000のモンスターで、待機姿勢のP5000のモンスターを攻撃しました。守った側のモンスターはどうなりますか?',
      en: "A 3000 P monster attacks a 5000 P monster in rest posture. What happens to the defender's monster?",
    },
    answer: {
      ja: '勝ちますが、待機姿勢でPの低い相手に攻撃されたので、戦闘の終わりに手札へ戻ります(仮破壊)。攻撃したモンスターは破壊されます。',
      en: 'It wins, but it was in rest posture and attacked by a lower-P monster, so it goes back to hand as the fight ends (provisional destruction). The attacker is destroyed.',
    },
    steps: ['5.2', '5.2.1'],
    source: s5('バトルについて・仮破壊'),
    replay: { setup: 'basic', walk: 'attack-rested.next.next' },
    cards: ['attacker', 'rested-monster'],
  },
  {
    id: 'attack-block-no-provisional',
    flow: 'attack',
    question: {
      ja: 'ライフへのアタックを、P4000のモンスターでブロックしました。攻撃側もP4000です。ブロックしたモンスターは待機姿勢になっていますが、仮破壊は起きますか?',
      en: 'A 4000 P monster blocks an attack on life by a 4000 P attacker. The blocker is now in rest posture. Does provisional destruction apply?',
    },
    answer: {
      ja: '起きません。ブロックはバトルとは別の戦闘で、仮破壊がありません。Pが同じなので両方とも破壊され、ライフは削られません。',
      en: 'No. A block is its own fight, not a battle, and has no provisional destruction. Equal P destroys both, and no life is cut.',
    },
    steps: ['5.3', '5.3.1'],
    source: s5('アタックについて・ブロック'),
    replay: { setup: 'equal-p', walk: 'attack-life.block.next' },
    cards: ['attacker', 'ready-monster'],
  },
  {
    id: 'attack-life-left',
    flow: 'attack',
    question: {
      ja: 'アタックがブロックされずに成立しました。どのライフが削られますか?',
      en: 'An attack on life goes through unblocked. Which life card is cut?',
    },
    answer: { ja: '守る側から見て左端の1枚が、その手札に加わります。', en: "The leftmost one as the defender sees it, which goes to the defender's hand." },
    steps: ['5.3.2'],
    source: s5('アタックについて・ライフを削る'),
    replay: { setup: 'basic', walk: 'attack-life.no-block.next' },
    cards: ['life-1'],
  },
  {
    id: 'attack-empty-life',
    flow: 'attack',
    question: { ja: 'ライフが0枚の相手へのアタックが成立したら?', en: 'What if an attack goes through against a player with no life left?' },
    answer: { ja: '攻撃した側の勝ちで、ゲームが終わります。', en: 'The attacking player wins and the game ends.' },
    steps: ['5.3.2'],
    source: s5('アタックについて'),
    replay: { setup: 'empty-life', walk: 'attack-life.no-block.next' },
    cards: [],
  },
  {
    id: 'attack-answer-remove',
    flow: 'attack',
    question: {
      ja: 'AがP3000のモンスターでBのライフを攻撃すると宣言しました。Bはそれに応じて、攻撃するモンスターを破壊するタイム呪文をスタックしました。Bのライフは削られますか?',
      en: "A declares an attack on B's life with a 3000 P monster. B answers by stacking a time spell that destroys the attacker. Is B's life cut?",
    },
    answer: {
      ja: '削られません。攻撃の宣言は行動なので、Bにスタックの権利があります。Bの呪文は攻撃の続きより先に処理され、攻撃するモンスターが破壊されるので、攻撃はそこで終わります(ブロックも要りません)。Bが持つもう1枚の破壊呪文はノーマル呪文で、攻撃しているAの番には使えません。',
      en: "No. Declaring the attack is an action, so B holds the right to stack. The time spell resolves before the attack goes on and destroys the attacker, so the attack ends there, with no block needed. B's other card, Blast, is a normal spell and cannot be used in A's turn.",
    },
    steps: ['5.1.1'],
    source: s6('発動の積み重ね(スタック)について'),
    replay: { setup: 'answer-remove', walk: 'attack-life.stack-time-blast.decline.resolve' },
    cards: ['attacker', 'time-blast', 'blast'],
  },
  {
    id: 'attack-answer-power',
    flow: 'attack',
    question: {
      ja: 'AのP3000のモンスターが、Bの攻撃姿勢のP2000のモンスターを攻撃しました。BはPを3000上げるタイム呪文で応じました。バトルはどうなりますか?',
      en: "A's 3000 P monster attacks B's 2000 P monster in attack posture. B answers with a time spell that gives it +3000 P. How does the battle go?",
    },
    answer: {
      ja: 'タイム呪文は戦闘より先に処理されるので、P5000とP3000のバトルになり、攻撃したモンスターが破壊されます。Bのモンスターは攻撃姿勢なので、仮破壊は起きず、場に残ります。',
      en: "The time spell resolves before the fight, so it is 5000 P against 3000 P and the attacker is destroyed. B's monster is in attack posture, so there is no provisional destruction: it stays on the field.",
    },
    steps: ['5.1.1', '5.2', '5.2.1'],
    source: s6('発動の積み重ね(スタック)について'),
    replay: { setup: 'answer-power', walk: 'attack-ready.stack-power-up.decline.resolve.next.next' },
    cards: ['attacker', 'ready-monster', 'power-up'],
  },
  {
    id: 'attack-answer-back',
    flow: 'attack',
    question: {
      ja: '前の問いと同じ場面で、AがBのパワーアップ呪文に無効化呪文(タイム呪文)を重ねました。バトルはどうなりますか?',
      en: "The same battle, but A stacks Cancel, a time spell, on B's Power Up. How does the battle go?",
    },
    answer: {
      ja: '最後に重ねたAの無効化呪文から処理され、パワーアップ呪文は効果なしで墓地へ置かれます。P3000とP2000のバトルになり、Bのモンスターが破壊されます。',
      en: "A's Cancel, stacked last, resolves first, and Power Up goes to the graveyard with no effect. The battle is 3000 P against 2000 P, and B's monster is destroyed.",
    },
    steps: ['5.1.1', '5.2'],
    source: s6('発動の積み重ね(スタック)について'),
    replay: { setup: 'answer-back', walk: 'attack-ready.stack-power-up.stack-cancel.decline.resolve.resolve.next.next' },
    cards: ['ready-monster', 'power-up', 'cancel'],
  },
  {
    id: 'attack-block-answer',
    flow: 'attack',
    question: {
      ja: 'AのP3000のモンスターのアタックを、BがP4000のモンスターでブロックしました。Aは自分のターンなので、ブロックに応じて破壊呪文(ノーマル呪文)でブロックしたモンスターを破壊しました。Bのライフは削られますか?',
      en: "B blocks an attack on life by A's 3000 P monster with a 4000 P monster. In answer, A (in A's own turn) destroys the blocker with Blast, a normal spell. Is B's life cut now?",
    },
    answer: {
      ja: '削られません。ブロックが宣言された時点で、ライフへの攻撃は止まっています。ブロックしたモンスターは戦闘の前にいなくなったので戦闘はなく、攻撃したモンスターは破壊されずに残ります。',
      en: 'No. The attack on life stopped as soon as the block was declared. The blocker is gone before the fight, so there is no fight, and the attacker survives.',
    },
    steps: ['5.3', '5.3.0'],
    source: s5('アタックについて・ブロック'),
    replay: { setup: 'block-answer', walk: 'attack-life.block.stack-blast.decline.resolve' },
    cards: ['attacker', 'ready-monster', 'blast'],
  },
  // A judge's question: 001 does not ask it; it is set up on an edited board (replay.edit) and answered by us from 001 §5.
  {
    id: 'attack-ready-higher-p',
    flow: 'attack',
    kind: 'judge',
    question: {
      ja: 'AのP3000のモンスターが、Bの攻撃姿勢のP5000のモンスターを攻撃しました。どうなりますか?守ったモンスターは手札に戻りますか?',
      en: "A's 3000 P monster attacks B's 5000 P monster, which is in attack posture. What happens? Does the defender go back to hand?",
    },
    answer: {
      ja: '攻撃したモンスターだけが破壊され、守ったモンスターは戻りません。仮破壊が起きるのは、待機姿勢のモンスターが自分よりPの低い相手に攻撃されたときだけなので、攻撃姿勢のモンスターはそのまま場に残ります。',
      en: 'Only the attacker is destroyed, and the defender does not go back. Provisional destruction comes only to a monster in rest posture attacked by a lower-P monster, so one in attack posture simply stays on the field.',
    },
    steps: ['5.2', '5.2.1'],
    source: s5('バトルについて・仮破壊'),
    replay: { setup: 'basic', edit: 'ready.p-5000', walk: 'attack-ready.next.next' },
    cards: ['attacker', 'ready-monster'],
  },
  // A judge's question: 001 does not ask whether a resting monster may block; set up on an edited board (the monster in
  // attack posture taken out, no life left) and answered by us from 001 §5.
  {
    id: 'attack-no-blocker-empty-life',
    flow: 'attack',
    kind: 'judge',
    question: {
      ja: 'Bのモンスターは待機姿勢の1体だけで、ライフも0枚です。AがBのライフを攻撃したとき、Bはその待機姿勢のモンスターでブロックできますか?',
      en: "B's only monster is in rest posture, and B has no life left. A attacks B's life. Can B block with the resting monster?",
    },
    answer: {
      ja: 'できません。ブロックするには、攻撃姿勢でいる自分のモンスターを1体、待機姿勢に変える必要があります。すでに待機姿勢のモンスターしかいなければ、ブロックの手段がありません。アタックはそのまま成立し、Bのライフは0枚なので、Aの勝ちでゲームが終わります。',
      en: 'No. Blocking means turning one of your own monsters from attack posture to rest posture, so a player whose only monster is already resting has no way to block. The attack goes through, and as B has no life left, A wins and the game ends.',
    },
    steps: ['5.3', '5.3.2'],
    source: s5('アタックについて・ブロック'),
    replay: { setup: 'basic', edit: 'ready.can-block-0~defender.life-0', walk: 'attack-life.no-block.next' },
    cards: ['attacker', 'rested-monster'],
  },
] satisfies Ruling[];
