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

const onFieldOf = (side: Side) => AREAS.flatMap((a) => side.field[a]);
const sizeOf = (cards: Card[]) => cards.reduce((s, c) => s + c.size, 0);

/**
 * The monster check 3 never sends: under 000 the one placed last (on a tie, as a sandbox board can have, the last one
 * on the field from left to right); under 002 (`anyMonster`) none, so a lone monster of size 4 goes too.
 */
function sizeKeep(onField: Card[], anyMonster: boolean): Card | null {
  if (anyMonster || onField.length === 0) return null;
  return onField.reduce((k, c) => ((c.placed ?? 0) >= (k.placed ?? 0) ? c : k));
}

/** Monsters the size check may send next: none while the total is 3 or less, else every one but the one it keeps. */
export function sizeCandidates(side: Side, anyMonster = false): Card[] {
  const onField = onFieldOf(side);
  if (sizeOf(onField) <= 3) return [];
  const keep = sizeKeep(onField, anyMonster);
  return onField.filter((c) => c !== keep);
}

/** Takes one monster off the field to the drop zone for size, on a copy of the side (the owner's pick, or one of a set that must go). */
export function sendForSize(side: Side, uid: string): { side: Side; dropped: RulesCheckDrop } {
  const next: Side = cloneBoard(side);
  const c = onFieldOf(next).find((x) => x.uid === uid)!;
  for (const area of AREAS) next.field[area] = next.field[area].filter((x) => x.uid !== uid);
  toDrop(next, c);
  return { side: next, dropped: { uid: c.uid, card: c.card, reason: 'size' } };
}

/**
 * The ways the size check can end, each the set of monsters it sends (uids, sorted): monsters go one at a time, each
 * while the total is still over 3, so a set is one way when some order of it stops as soon as the total is 3 or less.
 * The field holds at most one monster per area by then, so this looks at a handful of sets.
 */
export function sizeOutcomes(side: Side, anyMonster = false): string[][] {
  const seen = new Map<string, string[]>();
  const walk = (s: Side, sent: string[]) => {
    const options = sizeCandidates(s, anyMonster);
    if (options.length === 0) {
      const set = [...sent].sort();
      seen.set(set.join(' '), set);
      return;
    }
    for (const c of options) walk(sendForSize(s, c.uid).side, [...sent, c.uid]);
  };
  walk(side, []);
  return [...seen.values()];
}

/**
 * The size part of the check as far as it goes without its owner (000 ★ルール処理★; 002 No.1 Step 9): when every way
 * on ends with the same monsters sent, they go (oldest first, for the log); when two ways end differently the owner
 * picks the next one, so nothing goes and `choose` is set. Each pick is answered with `sizeAnswer`.
 */
export function sizeSettle(side: Side, anyMonster = false): CheckResult & { choose: boolean } {
  const ways = sizeOutcomes(side, anyMonster);
  if (ways.length > 1) return { side: cloneBoard(side), dropped: [], lost: side.lost, choose: true };
  const sent = new Set(ways[0] ?? []);
  const order = onFieldOf(side)
    .filter((c) => sent.has(c.uid))
    .sort((a, b) => (a.placed ?? 0) - (b.placed ?? 0));
  let next: Side = cloneBoard(side);
  const dropped: RulesCheckDrop[] = [];
  for (const c of order) {
    const r = sendForSize(next, c.uid);
    next = r.side;
    dropped.push(r.dropped);
  }
  return { side: next, dropped, lost: next.lost, choose: false };
}

/** The owner's pick at a pending size choice: the monster `uid` goes, then the check goes on as far as it can alone. */
export function sizeAnswer(side: Side, uid: string, anyMonster = false): CheckResult & { choose: boolean } {
  const sent = sendForSize(side, uid);
  const rest = sizeSettle(sent.side, anyMonster);
  return { ...rest, dropped: [sent.dropped, ...rest.dropped] };
}

/** A check's log lines: each card it sent and why, a new loss, or that it found nothing to do. */
function checkLog(step: string, before: Side, r: CheckResult & { choose?: boolean }): LogEntry[] {
  const log: LogEntry[] = r.dropped.map((d) => ({ step, code: `rules-check-${d.reason}`, card: d.card }));
  if (r.lost && !before.lost) log.push({ step, code: 'rules-check-lost' });
  // Logged so the check is not read as having found nothing to do while its owner chooses.
  if (r.choose) log.push({ step, code: 'rules-check-size-choose' });
  if (log.length === 0) log.push({ step, code: 'rules-check-clear' });
  return log;
}

/**
 * The ★rules check★ of a flow that asks the owner (the call): loss, one card per area, then the size part as far as
 * it goes alone (`sizeSettle`). `choose` says the owner must pick a monster to send (answer with `logSizeAnswer`). A
 * loss ends the game at this check, so nobody is asked then, and a size part that needs a pick sends nothing.
 */
export function logRulesCheck(step: string, side: Side, anyMonster = false): { side: Side; log: LogEntry[]; choose: boolean } {
  const b = checkAreas(checkLoss(side).side);
  const c = sizeSettle(b.side, anyMonster);
  const choose = c.choose && !c.lost;
  const log = checkLog(step, side, { side: c.side, dropped: [...b.dropped, ...c.dropped], lost: c.lost, choose });
  return { side: c.side, log, choose };
}

/** The owner's pick at a pending size choice, logged as the check's own lines. */
export function logSizeAnswer(step: string, side: Side, uid: string, anyMonster = false): { side: Side; log: LogEntry[]; choose: boolean } {
  const r = sizeAnswer(side, uid, anyMonster);
  return { side: r.side, log: checkLog(step, side, r), choose: r.choose };
}
