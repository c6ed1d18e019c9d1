import type { Ruling } from '../../schema';
import { src } from '../shared';

const s5 = (ref: string) => src('5.モンスターで攻撃する', ref);

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
      ja: '攻撃したモンスターは破壊されます。守ったモンスターは勝ちますが、待機姿勢でPの低い相手に攻撃されたので、戦闘の終わりに手札へ戻ります(仮破壊)。',
      en: 'The attacker is destroyed. The defender wins, but it was in rest posture and attacked by a lower-P monster, so it goes back to hand as the fight ends (provisional destruction).',
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
    cards: ['life-left'],
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
] satisfies Ruling[];
