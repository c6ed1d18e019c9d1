import type { LogEntry } from '../engine/types';
import { AREAS, type Area, type Card, type Side } from './board';
import { CARDS } from './cards';

/**
 * A call cost as data: each part is one kind of payment. All parts are checked
 * together at ① 1.4 (a card that cannot pay every part cannot be called) and
 * paid together at 1.6, so nothing paid at 1.6 can make 1.4's check pass.
 */
export interface Cost {
  /** Cards moved from the gauge to the drop zone. */
  gauge: number;
  /** Life paid: a payment, not damage. A fighter may pay down to 0 and then loses at the next ★rules check★. */
  life?: number;
  /** One monster of the caller's field goes to the drop zone (Armorknight Demon). */
  fieldMonster?: boolean;
  /** One card with this trait goes from the drop zone into the called card's soul (Armorknight Succubus). */
  soulFromDrop?: string;
  /** The Lifelink of one monster with this trait on the caller's field is nullified (Duel Sieger "Spartand"). */
  nullifyLifelink?: string;
}

export const costOf = (card: string): Cost => CARDS[card].callCost;

const hasTrait = (c: Card, trait: string) => !!CARDS[c.card]?.traits?.includes(trait);

/** A field monster with the trait whose Lifelink still works: the only kind that can pay a nullify-Lifelink cost. */
const lifelinkToNullify = (side: Side, trait: string) =>
  AREAS.flatMap((a) => side.field[a]).find((c) => hasTrait(c, trait) && CARDS[c.card]?.keywords?.includes('lifelink') && !c.nullified?.includes('lifelink'));

/** The parts of a cost this side cannot pay now; empty = payable. */
export function unpayable(side: Side, cost: Cost): (keyof Cost)[] {
  const out: (keyof Cost)[] = [];
  if (side.gauge < cost.gauge) out.push('gauge');
  if (cost.life && side.life < cost.life) out.push('life');
  if (cost.fieldMonster && !AREAS.some((a) => side.field[a].length > 0)) out.push('fieldMonster');
  if (cost.soulFromDrop && !side.drop.some((c) => hasTrait(c, cost.soulFromDrop!))) out.push('soulFromDrop');
  // Official FAQ #1: a Lifelink that is already nullified cannot be nullified again, so it cannot pay.
  if (cost.nullifyLifelink && !lifelinkToNullify(side, cost.nullifyLifelink)) out.push('nullifyLifelink');
  return out;
}

export const canPay = (side: Side, cost: Cost) => unpayable(side, cost).length === 0;

/**
 * Pays every part of a cost at once (① 1.6). Paid cards stay on the board:
 * gauge and the field monster go to the drop zone, the soul card goes under
 * the called card. `area` is where the call goes: a monster already there is
 * the one paid, as ① Q4 allows.
 */
export function pay(side: Side, calling: Card, cost: Cost, area: Area | null, step: string): { side: Side; calling: Card; log: LogEntry[] } {
  const s = structuredClone(side);
  const c = structuredClone(calling);
  const log: LogEntry[] = [];
  for (let i = 0; i < cost.gauge; i++) s.drop.push({ uid: `gauge-${s.gauge - i}`, card: 'gauge-card', size: 0 });
  s.gauge -= cost.gauge;
  log.push({ step, code: 'paid-gauge' });
  if (cost.life) {
    s.life -= cost.life;
    log.push({ step, code: 'paid-life', card: String(cost.life) });
  }
  if (cost.fieldMonster) {
    const from = area && s.field[area].length ? area : AREAS.find((a) => s.field[a].length)!;
    const paid = s.field[from].shift()!;
    s.drop.push(paid);
    log.push({ step, code: 'paid-field-monster', card: paid.card });
  }
  if (cost.soulFromDrop) {
    const i = s.drop.findIndex((d) => hasTrait(d, cost.soulFromDrop!));
    const [paid] = s.drop.splice(i, 1);
    c.souls = [...(c.souls ?? []), paid];
    log.push({ step, code: 'paid-soul', card: paid.card });
  }
  if (cost.nullifyLifelink) {
    const target = lifelinkToNullify(s, cost.nullifyLifelink)!;
    target.nullified = [...(target.nullified ?? []), 'lifelink'];
    log.push({ step, code: 'paid-nullify-lifelink', card: target.card });
  }
  return { side: s, calling: c, log };
}
