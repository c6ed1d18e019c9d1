import { stackCards } from '../engine/stack';
import type { BoardSection, BoardView, CardView } from '../engine/types';
import { PLAYERS, heldSummons, powerOf, type FfBoard, type Forward } from './board';

function forwardView(b: FfBoard, f: Forward): CardView {
  const tags = [...(f.dull ? ['dull'] : ['active']), ...(b.attacker === f.card ? ['attacking'] : []), ...(b.blocker === f.card ? ['blocking'] : [])];
  return { card: f.card, tags, stats: { power: powerOf(f), damage: f.damage } };
}

/**
 * The FF-TCG board as a game-agnostic view: two players at a table (the non-turn player
 * across, the turn player nearest), the stack as the pile between them (top first), and
 * the break and damage zones as counts that open.
 */
export function ffView(b: FfBoard, opts: { turn: boolean }): BoardView {
  const sections: BoardSection[] = [
    { key: 'stack', kind: 'cards', cards: stackCards(b.stack, (i) => i.card), pile: true },
    { key: 'priority', kind: 'flag', value: b.stack.phase === 'open' ? b.stack.priority : b.stack.phase },
    { key: 'passes', kind: 'number', value: b.stack.passes },
  ];
  for (const p of PLAYERS) {
    const side = p;
    sections.push({ key: `${p}.field`, kind: 'cards', cards: b[p].field.map((f) => forwardView(b, f)), side });
    sections.push({ key: `${p}.uses`, kind: 'cards', cards: b[p].uses.map((u) => ({ card: u.card })), side });
    // A summon held to use is a card in the hand too: shown there (tagged), so the hand's count is every card in it,
    // on both sides, as the turn editor counts it (an audit found one side's count leaving the summon out).
    const hand = [...b[p].hand.map((c) => ({ card: c })), ...heldSummons(b[p]).map((u) => ({ card: u.card, tags: ['summon-held'] }))];
    if (opts.turn || hand.length) sections.push({ key: `${p}.hand`, kind: 'cards', cards: hand, side });
    if (opts.turn) sections.push({ key: `${p}.damage`, kind: 'cards', cards: b[p].damage.map((c) => ({ card: c })), side, compact: true });
    sections.push({ key: `${p}.break`, kind: 'cards', cards: b[p].breakZone.map((c) => ({ card: c })), side, compact: true });
  }
  if (opts.turn) {
    sections.push({ key: 'awaiting', kind: 'flag', value: b.awaiting ?? 'none' });
    sections.push({ key: 'attackPhase', kind: 'flag', value: b.attackPhaseOver ? 'over' : 'ahead' });
  }
  return {
    sections,
    sides: [
      { key: 'nonTurn', role: 'opponent' },
      { key: 'turn', role: 'turn' },
    ],
  };
}
