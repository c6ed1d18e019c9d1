import type { Ruling } from '../../schema';
import { cite000 } from '../shared';

/** Section ④ has no Q&A for this procedure: the rulings here are judges' questions, answered by us from ④ 2. */
export default [
  // Set up on an edited board (one auto ability waiting on each side); the new one is added at 2.1 as the first resolves.
  {
    id: 'auto-ability-turn-fighter-again',
    flow: 'auto-ability',
    kind: 'judge',
    question: {
      ja: '自分のターンに、自分の自動能力1つと相手の自動能力1つが待機状態になりました。自分の方を先に解決したところ、その解決で自分の別の自動能力が待機状態になりました。次に解決するのは、先から待っている相手の自動能力ですか?',
      en: "On my turn, one of my auto abilities and one of my opponent's were waiting. Mine resolved first, and its resolution set off another of my auto abilities. Does my opponent's, which has been waiting longer, go next?",
    },
    answer: {
      ja: 'いいえ、新しく待機状態になった自分の方が先です。1つ解決するたびに2.1へ戻り、そこではまずターンファイターが、待機中の自分の自動能力から1つ選びます(2.1.1)。非ターンファイターが選ぶのは、ターンファイターに待機中のものがないときだけです(2.1.2)。どれだけ長く待っていたかは関係ありません。盤面では、ターンファイターの自動能力1、追加した自動能力、非ターンファイターの自動能力1の順に解決されます。',
      en: "No, your new one goes first. After each one resolves the flow returns to 2.1, where the turn fighter is the first to pick one of their own waiting auto abilities (2.1.1). The non-turn fighter picks only when the turn fighter has none waiting (2.1.2); how long one has waited plays no part. On the board they resolve in this order: the turn fighter's auto ability 1, the one added, then the non-turn fighter's auto ability 1.",
    },
    steps: ['2.1', '2.1.1', '2.1.2'],
    source: cite000('④', '2.1.1'),
    replay: {
      setup: 'both-pending',
      edit: 'turn.pending-1',
      walk: 'next.turn-picks.next.pass.next.next.next.next.next.add-turn.next.turn-picks.next.pass.next.next.next.next.next.next.next.non-turn-picks.next.pass.next.next.next.next.next.next',
    },
    cards: ['auto-t1', 'added-t1', 'auto-n1'],
  },
] satisfies Ruling[];
