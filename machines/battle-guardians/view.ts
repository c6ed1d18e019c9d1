import type { BoardSection, BoardView, CardView } from '../engine/types';
import { PLAYERS, lpOf, type BgBoard, type Guardian } from './board';

const guardianView = (g: Guardian): CardView => ({
  card: g.card,
  tags: g.weakened ? ['weakened'] : [],
  stats: { lp: lpOf(g), dg: g.dg, ...(g.materials?.length ? { materials: g.materials.length } : {}), ...(g.under?.length ? { under: g.under.length } : {}) },
});

/**
 * The Battle Guardians board as a game-agnostic view: an open counter step and damage waiting for its damage step
 * first, and only while there are any (empty, they pushed the guardians below a phone's first screen); then the dice
 * and each player's side.
 */
export function bgView(b: BgBoard): BoardView {
  const c = b.counter;
  const sections: BoardSection[] = [];
  if (c) {
    const cards = [...(c.counter ? [{ card: c.counter.card, tags: ['counter'] }] : []), { card: c.card, tags: c.nullified ? ['activation', 'nullified'] : ['activation'] }];
    sections.push({ key: 'counter', kind: 'cards', cards });
  }
  if (b.pending.length) sections.push({ key: 'pending', kind: 'cards', cards: b.pending.map((d) => ({ card: d.card, stats: { damage: d.amount } })) });
  sections.push({ key: 'dice', kind: 'flag', value: b.dice === null ? 'none' : String(b.dice) });
  for (const p of PLAYERS) {
    const s = b[p];
    sections.push({ key: `${p}.attack`, kind: 'cards', cards: s.attack ? [guardianView(s.attack)] : [] });
    sections.push({ key: `${p}.assist`, kind: 'cards', cards: s.assist ? [guardianView(s.assist)] : [] });
    sections.push({ key: `${p}.force`, kind: 'number', value: s.forceUp });
    sections.push({ key: `${p}.lifeCounters`, kind: 'number', value: s.lifeCounters });
    sections.push({ key: `${p}.hand`, kind: 'cards', cards: s.hand.map((h) => ({ card: h })) });
    sections.push({ key: `${p}.main`, kind: 'number', value: s.main.length });
    if (s.domain) sections.push({ key: `${p}.domain`, kind: 'cards', cards: [{ card: s.domain }] });
    sections.push({ key: `${p}.junk`, kind: 'cards', cards: s.junk.map((j) => ({ card: j })) });
  }
  return { sections };
}
