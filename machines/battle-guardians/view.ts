import type { BoardSection, BoardView, CardView } from '../engine/types';
import { PLAYERS, lpOf, type BgBoard, type Guardian } from './board';

// An unlimited guardian's LP is ∞: a tag says so rather than a number the table cannot print.
const guardianView = (g: Guardian): CardView => ({
  card: g.card,
  tags: [...(g.weakened ? ['weakened'] : []), ...(g.faceDown ? ['face-down'] : []), ...(Number.isFinite(lpOf(g)) ? [] : ['unlimited'])],
  stats: {
    ...(Number.isFinite(lpOf(g)) ? { lp: lpOf(g) } : {}),
    dg: g.dg,
    ...(g.materials?.length ? { materials: g.materials.length } : {}),
    ...(g.under?.length ? { under: g.under.length } : {}),
  },
});

/**
 * The Battle Guardians board as a game-agnostic table, as every game's board is drawn: the opponent across, the
 * turn player nearest. Each side has one row of its zones (attack, assist, domain, left to right), its numbers
 * (force, life counters, main deck) and its side deck and junk zone as counts that open, and its hand. Between them: an open counter step and
 * damage waiting for its damage step, as piles (drawn only while they hold something), and the dice.
 */
export function bgView(b: BgBoard): BoardView {
  const c = b.counter;
  const sections: BoardSection[] = [];
  const counter = c
    ? [
        ...(c.counter ? [{ card: c.counter.card, tags: ['counter'] }] : []),
        // The damage as the step holds it: an edited board's amount, not always the card's printed one.
        {
          card: c.card,
          tags: c.nullified ? ['activation', 'nullified'] : ['activation'],
          ...(c.effect.kind === 'damage' ? { stats: { damage: c.effect.amount } } : {}),
        },
      ]
    : [];
  sections.push({ key: 'counter', kind: 'cards', cards: counter, pile: true });
  sections.push({ key: 'pending', kind: 'cards', cards: b.pending.map((d) => ({ card: d.card, stats: { damage: d.amount } })), pile: true });
  sections.push({ key: 'dice', kind: 'flag', value: b.dice === null ? 'none' : String(b.dice) });
  for (const p of PLAYERS) {
    const s = b[p];
    const side = p;
    sections.push({
      key: `${p}.field`,
      kind: 'slots',
      side,
      slots: [
        { key: 'attack', cards: s.attack ? [guardianView(s.attack)] : [] },
        { key: 'assist', cards: s.assist ? [guardianView(s.assist)] : [] },
        { key: 'domain', cards: s.domain ? [{ card: s.domain }] : [] },
      ],
    });
    sections.push({ key: `${p}.force`, kind: 'number', value: s.forceUp, side });
    sections.push({ key: `${p}.lifeCounters`, kind: 'number', value: s.lifeCounters, side });
    sections.push({ key: `${p}.main`, kind: 'number', value: s.main.length, side });
    // 004 サイドデッキゾーン: the side deck has its own zone by the main deck (up to eight cards, each with a special
    // summon). Its count is on the table and the list opens on demand, as the junk zone does: a speed guardian waiting
    // there is what some presets turn on (a probe found it nowhere on the board).
    sections.push({ key: `${p}.side`, kind: 'cards', cards: s.side.map((c) => ({ card: c })), side, compact: true });
    sections.push({ key: `${p}.junk`, kind: 'cards', cards: s.junk.map((j) => ({ card: j })), side, compact: true });
    // The kept guardian still owed on the first turn is marked (one copy, as the setup chart marks it).
    const kept = p === 'turn' && b.kept ? s.hand.indexOf(b.kept) : -1;
    sections.push({ key: `${p}.hand`, kind: 'cards', cards: s.hand.map((h, i) => (i === kept ? { card: h, tags: ['kept'] } : { card: h })), side });
  }
  return {
    sections,
    sides: [
      { key: 'opp', role: 'opponent' },
      { key: 'turn', role: 'turn' },
    ],
  };
}
