import { changeLife, type Fighter, type Play, type Table, type TableSide } from './table';

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
}

/** The parts of a card's cost this side cannot pay now; empty = payable (a card is never its own discard). */
export function unpayablePlay(side: TableSide, play: Play): (keyof PlayCost)[] {
  const c = play.cost;
  if (!c) return [];
  const out: (keyof PlayCost)[] = [];
  if ((c.gauge ?? 0) > (side.gauge ?? 0)) out.push('gauge');
  if ((c.life ?? 0) > side.life) out.push('life');
  if ((c.discard ?? 0) > side.hand.filter((p) => p.uid !== play.uid).length) out.push('discard');
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
}
