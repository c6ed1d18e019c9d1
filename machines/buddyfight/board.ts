import type { LogEntry } from '../engine/types';
import { cloneBoard } from '../engine/clone';

export const AREAS = ['left', 'center', 'right'] as const;
export type Area = (typeof AREAS)[number];

/** A card in play. `placed` orders cards by when they reached their area (the rules check keeps the latest). */
export interface Card {
  uid: string;
  card: string;
  size: number;
  rested?: boolean;
  placed?: number;
  /** Cards under this one (its soul), e.g. paid into it as a call cost. */
  souls?: Card[];
  /** Its keyword abilities that an effect or a cost has nullified (they stay printed, but do nothing). */
  nullified?: 'lifelink'[];
}

/** One fighter's side of the table: the parts the ★rules check★ and the call flow touch. */
export interface Side {
  life: number;
  deck: number;
  gauge: number;
  field: Record<Area, Card[]>;
  drop: Card[];
  lost: boolean;
}

export function emptyField(): Record<Area, Card[]> {
  return { left: [], center: [], right: [] };
}

/** A card leaving the field for the drop zone takes its soul with it: each soul card goes to the drop zone too. */
function toDrop(side: Side, c: Card) {
  side.drop.push(...(c.souls ?? []), { ...c, souls: undefined });
}

export function nextPlacement(side: Side): number {
  const all = AREAS.flatMap((a) => side.field[a]);
  return all.reduce((m, c) => Math.max(m, c.placed ?? 0), 0) + 1;
}

export interface RulesCheckDrop {
  uid: string;
  card: string;
  reason: 'same-area' | 'size';
}

type CheckResult = { side: Side; dropped: RulesCheckDrop[]; lost: boolean };

/** Check 1: a fighter at 0 life or less, or with no cards in the deck, loses. */
export function checkLoss(side: Side): CheckResult {
  const next: Side = cloneBoard(side);
  if (next.life <= 0 || next.deck <= 0) next.lost = true;
  return { side: next, dropped: [], lost: next.lost };
}

/** Check 2: an area holding two or more cards keeps only the one placed last. */
export function checkAreas(side: Side): CheckResult {
  const next: Side = cloneBoard(side);
  const dropped: RulesCheckDrop[] = [];
  for (const area of AREAS) {
    const cards = [...next.field[area]].sort((a, b) => (a.placed ?? 0) - (b.placed ?? 0));
    if (cards.length > 1) {
      for (const c of cards.slice(0, -1)) {
        toDrop(next, c);
        dropped.push({ uid: c.uid, card: c.card, reason: 'same-area' });
      }
      next.field[area] = [cards[cards.length - 1]];
    }
  }
  return { side: next, dropped, lost: next.lost };
}

/**
 * Check 3: while the field's total size is over 3, monsters other than the
 * one placed last go to the drop zone. The fighter chooses which; this model
 * sends as few as it takes, the oldest first among equal choices, which is one legal choice.
 */
/** Whether `a` (cards oldest first) holds older cards than `b`, compared card by card. */
function older(a: Card[], b: Card[]): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i].placed ?? 0) !== (b[i].placed ?? 0)) return (a[i].placed ?? 0) < (b[i].placed ?? 0);
  return false;
}

export function checkSize(side: Side, anyMonster = false): CheckResult {
  const next: Side = cloneBoard(side);
  const onField = AREAS.flatMap((a) => next.field[a]);
  const total = onField.reduce((s, c) => s + c.size, 0);
  if (total <= 3) return { side: next, dropped: [], lost: next.lost };
  // The one card placed last stays (on a tie, as a sandbox board can have, the last one on the field from left to right).
  // 002 (`anyMonster`) exempts none: a lone monster of size 4 goes too.
  const keep = anyMonster ? null : onField.reduce((k, c) => ((c.placed ?? 0) >= (k.placed ?? 0) ? c : k));
  const others = onField.filter((c) => c !== keep).sort((a, b) => (a.placed ?? 0) - (b.placed ?? 0));
  // Of every set of the others whose leaving brings the total to 3 or less: the fewest cards, then the oldest ones. A
  // fighter sends as few as it takes (an audit found the oldest-first rule dropping a size-1 monster and then the
  // size-2 one, where the size-2 one alone was enough).
  let best: Card[] | null = null;
  for (let mask = 1; mask < 1 << others.length; mask++) {
    const set = others.filter((_, i) => mask & (1 << i));
    if (total - set.reduce((s, c) => s + c.size, 0) > 3) continue;
    if (!best || set.length < best.length || (set.length === best.length && older(set, best))) best = set;
  }
  const dropped: RulesCheckDrop[] = [];
  for (const c of best ?? others) {
    for (const area of AREAS) next.field[area] = next.field[area].filter((x) => x.uid !== c.uid);
    toDrop(next, c);
    dropped.push({ uid: c.uid, card: c.card, reason: 'size' });
  }
  return { side: next, dropped, lost: next.lost };
}

/**
 * The ★rules check★ as the primary source orders it: loss first, then one card
 * per area (latest placed stays), then total size of 3 or less (latest placed
 * stays, unless `anyMonster`, 002's reading; as few go as it takes, older cards first).
 */
export function rulesCheck(side: Side, anyMonster = false): CheckResult {
  const a = checkLoss(side);
  const b = checkAreas(a.side);
  const c = checkSize(b.side, anyMonster);
  return { side: c.side, dropped: [...b.dropped, ...c.dropped], lost: c.lost };
}

export function logRulesCheck(step: string, side: Side, anyMonster = false): { side: Side; log: LogEntry[] } {
  const result = rulesCheck(side, anyMonster);
  const log: LogEntry[] = result.dropped.map((d) => ({ step, code: `rules-check-${d.reason}`, card: d.card }));
  if (result.lost && !side.lost) log.push({ step, code: 'rules-check-lost' });
  if (log.length === 0) log.push({ step, code: 'rules-check-clear' });
  return { side: result.side, log };
}
