import type { BoardSection, BoardView, CardView } from '../engine/types';
import { AREAS } from './board';
import { FIGHTERS, findUnit, type Play, type Table, type Unit } from './table';

/** A card's cost, shown on it in the hand so a reader sees why it can or cannot be used. */
function costStats(p: Play): { stats?: Record<string, number> } {
  const stats = Object.fromEntries(
    Object.entries(p.cost ?? {})
      .filter(([, n]) => n)
      .map(([k, n]) => [`cost-${k}`, n as number]),
  );
  return Object.keys(stats).length ? { stats } : {};
}

function unitView(t: Table, u: Unit): CardView {
  const a = t.attack;
  const tags = [
    ...(u.rested ? ['rested'] : []),
    // Once the battle is over (3.3) the cards are no longer attacking or under attack, though the attack is still read.
    ...(a?.attackers.includes(u.uid) ? [a.over ? 'attack-over' : 'attacking'] : []),
    ...(a?.target === u.uid ? [a.over ? 'was-attacked' : 'attacked'] : []),
    ...u.keywords,
    // A destruction this card will shrug off: shown, because it is what keeps Lifelink and "when destroyed" quiet.
    ...(u.guarded ? ['guarded'] : []),
  ];
  const stats: Record<string, number> = { power: u.power, defense: u.defense, critical: u.critical };
  if (u.keywords.includes('soulguard') || u.soul > 0) stats.soul = u.soul;
  if (u.keywords.includes('lifelink') && u.lifelink) stats.lifelink = u.lifelink;
  return { card: u.card, tags, stats };
}

/** The shared table as a game-agnostic board view, for the play-timing and attack-phase charts. */
export function tableView(t: Table, opts: { attack: boolean }): BoardView {
  const sections: BoardSection[] = [];
  for (const f of FIGHTERS) {
    const s = t[f];
    sections.push({ key: `${f}.life`, kind: 'number', value: s.life, side: f });
    // Shown only on boards where a call by an effect may be a Buddy Call.
    if (s.buddyCallUsed !== undefined) sections.push({ key: `${f}.buddyCall`, kind: 'flag', side: f, value: s.buddyCallUsed ? 'used' : 'not-yet' });
    if (opts.attack || AREAS.some((a) => s.field[a].length) || s.item || s.itemBefore) {
      sections.push({
        key: `${f}.field`,
        kind: 'slots',
        side: f,
        slots: [
          ...AREAS.map((a) => ({ key: a, cards: s.field[a].map((u) => unitView(t, u)), marked: s.field[a].some((u) => t.attack?.target === u.uid) })),
          // Until the ★rules check★, an item equipped over another shares the item area with it (the older one first).
          ...(s.item || s.itemBefore || opts.attack
            ? [{ key: 'item', cards: [s.itemBefore, s.item].filter((u): u is Unit => !!u).map((u) => unitView(t, u)) }]
            : []),
        ],
      });
    }
    if (s.gauge !== undefined) sections.push({ key: `${f}.gauge`, kind: 'number', value: s.gauge, side: f });
    sections.push({
      key: `${f}.hand`,
      kind: 'cards',
      side: f,
      cards: s.hand.map((p) => ({ card: p.card, tags: p.counter ? ['counter'] : [], ...costStats(p) })),
    });
    const pending = t.pt.pending[f];
    sections.push({
      key: `${f}.pending`,
      kind: 'cards',
      side: f,
      pile: true,
      cards: pending ? [{ card: pending.card, tags: pending.counter ? ['counter'] : [] }] : [],
    });
    if (t.pt.limit !== null) sections.push({ key: `${f}.used`, kind: 'number', value: t.pt.used[f], side: f });
    sections.push({ key: `${f}.drop`, kind: 'cards', side: f, compact: true, cards: s.drop.map((d) => ({ card: d.card })) });
    // Damage this fighter is protected from, by kind: a prevention of one kind never touches the other.
    if (s.prevent?.length) sections.push({ key: `${f}.prevent`, kind: 'flag', side: f, value: [...s.prevent].sort().join('+') });
    if (s.returned.length) sections.push({ key: `${f}.returned`, kind: 'cards', side: f, compact: true, cards: s.returned.map((d) => ({ card: d.card })) });
  }
  if (opts.attack) {
    const a = t.attack;
    sections.push({
      key: 'attack',
      kind: 'flag',
      value: !a ? 'none' : a.nullified ? 'nullified' : a.target === null ? 'choosing' : a.link ? 'link' : 'single',
    });
    sections.push({ key: 'target', kind: 'flag', value: targetState(t) });
    sections.push({ key: 'attacks', kind: 'number', value: t.attacks });
    sections.push({ key: 'turnKind', kind: 'flag', value: t.firstTurn ? 'first' : 'normal' });
  }
  if (t.choice) sections.push({ key: 'choice', kind: 'flag', value: choiceValue(t) });
  if (t.windows?.length) sections.push({ key: 'windows', kind: 'cards', cards: t.windows.map((w) => ({ card: w.card, tags: [w.by] })) });
  if (t.lost.length) sections.push({ key: 'lost', kind: 'flag', value: t.lost.join('+') });
  // The non-turn fighter sits across the table from the turn fighter.
  return {
    sections,
    sides: [
      { key: 'nonTurn', role: 'opponent' },
      { key: 'turn', role: 'turn' },
    ],
  };
}

/** What became of the attack's target, as of now: a hit that destroyed it is not the same as a target that left before 3.1. */
function targetState(t: Table): string {
  const a = t.attack;
  if (!a || a.target === null) return 'none';
  if (a.target === 'fighter') return a.hit ? 'fighter-hit' : 'fighter';
  if (findUnit(t, a.target)) return a.hit ? 'monster-hit-stayed' : 'monster';
  return a.hit ? 'destroyed' : 'gone';
}

function choiceValue(t: Table): string {
  const c = t.choice!;
  if (c.kind === 'size') return `size-${c.fighter}`;
  if (c.kind === 'soulguard') return `soulguard-${c.how}`;
  if (c.kind === 'equip-change') return `equip-change-${c.fighter}`;
  if (c.kind === 'lifelink') return `lifelink-${c.fighter}`;
  if (c.kind === 'target') return `target-${c.fighter}`;
  return 'counterattack';
}
