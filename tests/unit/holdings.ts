import type { ActBoard } from '@/machines/buddyfight/act-ability';
import type { AutoBoard } from '@/machines/buddyfight/auto-ability';
import { AREAS, type Card, type Side } from '@/machines/buddyfight/board';
import type { CallBoard } from '@/machines/buddyfight/call';
import type { RulesCheckBoard } from '@/machines/buddyfight/rules-check';
import type { Play, Table, TableSide, Unit } from '@/machines/buddyfight/table';
import type { Situation } from './walker';

/**
 * Board conservation (issue 12, point 5): a card used, discarded, destroyed,
 * paid or returned is always somewhere on the board. For each fighter, the
 * cards in every zone are counted before and after every step of random walks
 * over every Buddyfight chart; the count never changes, and no card is in two
 * places at once. Life is not made of cards in Buddyfight, so it is not counted.
 */
interface Holding {
  count: number;
  /** Cards known by identity; each may be in one place only. */
  uids: string[];
}

const hold = (count: number, uids: string[] = []): Holding => ({ count: count + uids.length, uids });
const add = (...hs: Holding[]): Holding => ({ count: hs.reduce((n, h) => n + h.count, 0), uids: hs.flatMap((h) => h.uids) });

const soulOf = (u: { uid: string; soul?: number }) => Array.from({ length: u.soul ?? 0 }, (_, i) => `${u.uid}:${i}:soul`);
const playCards = (p: Play | undefined) => (!p ? [] : p.effect.kind === 'call' ? [p.uid, p.effect.unit.uid] : [p.uid]);

/** A rules-check side: deck and gauge by count; field and drop zone by card. */
const withSoul = (c: Card): string[] => [c.uid, ...(c.souls ?? []).flatMap(withSoul)];
const side = (s: Side) => hold(s.deck + s.gauge, [...AREAS.flatMap((a) => s.field[a].flatMap(withSoul)), ...s.drop.flatMap(withSoul)]);

/** A table side: deck by count; hand, card in use, field with soul, item, drop zone and returned cards by card. */
function tableSide(t: Table, f: 'turn' | 'nonTurn'): Holding {
  const s: TableSide = t[f];
  const unit = (u: Unit) => [u.uid, ...soulOf(u)];
  return hold(s.deck + (s.gauge ?? 0), [
    ...s.hand.flatMap(playCards),
    ...playCards(t.pt.pending[f]),
    ...AREAS.flatMap((a) => s.field[a].flatMap(unit)),
    ...(s.item ? unit(s.item) : []),
    ...(s.itemBefore ? unit(s.itemBefore) : []),
    ...s.drop.map((d) => d.uid),
    ...s.returned.map((d) => d.uid),
  ]);
}

/** What one flow's board holds per owner. Declared as a method, its parameter is checked both ways, so each entry below names its own board. */
type HoldingsOf = { of(board: unknown): Record<string, Holding> }['of'];

export const HOLDINGS: Record<string, HoldingsOf> = {
  call: (b: CallBoard) => ({ turn: add(side(b.side), hold(0, [...(b.calling ? withSoul(b.calling) : []), ...b.buddyZone.flatMap(withSoul)])) }),
  'rules-check': (b: RulesCheckBoard) => ({ turn: side(b.turn), nonTurn: side(b.nonTurn) }),
  'play-timing': (t: Table) => ({ turn: tableSide(t, 'turn'), nonTurn: tableSide(t, 'nonTurn') }),
  'attack-phase': (t: Table) => ({ turn: tableSide(t, 'turn'), nonTurn: tableSide(t, 'nonTurn') }),
  // The ability's zones are public zones of either fighter; the opponent's Counters are counted in hand, in use and in the drop zone.
  'act-ability': (b: ActBoard) => ({
    // The user's gauge is counted with the zones: a gauge cost moves those cards into the drop zone.
    zones: hold(
      b.payer.gauge,
      [...b.zones.field, ...b.zones.soul, ...b.zones.drop].map((c) => c.uid),
    ),
    opponent: hold(b.opponentCounters + (b.counter === 'used' ? 1 : 0) + b.opponentDrop.length),
  }),
  'auto-ability': (b: AutoBoard) => {
    const inUse = (f: 'turn' | 'nonTurn') => (b.counter === 'used' && b.chosen && b.chosen.by !== f ? 1 : 0);
    return {
      turn: hold(b.counters.turn + inUse('turn') + b.drop.turn.length),
      nonTurn: hold(b.counters.nonTurn + inUse('nonTurn') + b.drop.nonTurn.length),
    };
  },
};

export function conservationCheck(flowId: string, label: string) {
  const holdings = HOLDINGS[flowId];
  let steps = 0;
  const onStep = (before: Situation, event: string, after: Situation) => {
    steps++;
    const was = holdings(before.snap.context);
    const now = holdings(after.snap.context);
    for (const owner of Object.keys(was)) {
      const where = `${label}: ${owner}'s cards, ${before.at} -${event}-> ${after.at}`;
      if (now[owner].count !== was[owner].count) throw new Error(`${where}: ${was[owner].count} became ${now[owner].count}`);
      const dup = now[owner].uids.find((u, i, all) => all.indexOf(u) !== i);
      if (dup) throw new Error(`${where}: ${dup} is in two places`);
    }
  };
  return { onStep, steps: () => steps };
}
