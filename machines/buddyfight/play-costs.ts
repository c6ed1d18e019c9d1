import { changeLife, units, type Fighter, type Play, type Table, type TableSide } from './table';

/**
 * What using a card or ability costs, as data (issue 9, "costs as data"), for cards used in a play timing. 000 ②
 * 2.2 (and 3.2, 6.2, 7.2): the cost is paid at the step after the card is chosen, and a card whose cost cannot be
 * paid cannot be used at all. A call's own cost is the call flow's (costs.ts).
 */
export interface PlayCost {
  /** Gauge cards moved to the drop zone. */
  gauge?: number;
  /** Life paid: a payment, not damage. Payable down to 0; the ★rules check★ right after then finds the loss. */
  life?: number;
  /** Other cards from the hand moved to the drop zone (the first ones held, as the board keeps no preference). */
  discard?: number;
  /** Cards from the souls of the user's monsters moved to the drop zone (left to right). */
  soul?: number;
  /** The user's standing monsters rested, a cost that changes another card's state (left to right). */
  rest?: number;
}

/** The parts of a card's cost this side cannot pay now; empty = payable (a card is never its own discard). */
export function unpayablePlay(side: TableSide, play: Play): (keyof PlayCost)[] {
  const c = play.cost;
  if (!c) return [];
  const out: (keyof PlayCost)[] = [];
  if ((c.gauge ?? 0) > (side.gauge ?? 0)) out.push('gauge');
  if ((c.life ?? 0) > side.life) out.push('life');
  if ((c.discard ?? 0) > side.hand.filter((p) => p.uid !== play.uid).length) out.push('discard');
  if ((c.soul ?? 0) > units(side).reduce((n, u) => n + u.soul, 0)) out.push('soul');
  if ((c.rest ?? 0) > units(side).filter((u) => !u.rested).length) out.push('rest');
  return out;
}

/** Pays the cost of the card `f` is using now (t.pt.pending), every part at once, each logged. */
export function payPlay(t: Table, f: Fighter, step: string) {
  const play = t.pt.pending[f];
  const c = play?.cost;
  if (!play || !c) return;
  const side = t[f];
  for (let i = 0; i < (c.gauge ?? 0); i++) side.drop.push({ uid: `${play.uid}:gauge:${i}`, card: 'gauge-card' });
  if (c.gauge) {
    side.gauge = (side.gauge ?? 0) - c.gauge;
    t.log.push({ step, code: 'paid-gauge', card: String(c.gauge) });
  }
  if (c.life) changeLife(t, f, c.life, 'pay', step);
  for (const p of side.hand.splice(0, c.discard ?? 0)) {
    side.drop.push({ uid: p.uid, card: p.card });
    t.log.push({ step, code: 'paid-discard', card: p.card });
  }
  let soul = c.soul ?? 0;
  for (const u of units(side)) {
    for (; soul > 0 && u.soul > 0; soul--) {
      // The top soul card goes: the same identity the board gives it while it is under the monster.
      u.soul -= 1;
      side.drop.push({ uid: `${u.uid}:${u.soul}:soul`, card: 'soul-card' });
      t.log.push({ step, code: 'paid-soul', card: u.card });
    }
  }
  for (const u of units(side)
    .filter((m) => !m.rested)
    .slice(0, c.rest ?? 0)) {
    u.rested = true;
    t.log.push({ step, code: 'paid-rest', card: u.card });
  }
}
