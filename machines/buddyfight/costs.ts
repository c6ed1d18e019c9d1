import type { LogEntry } from '../engine/types';
import { AREAS, type Area, type Card, type Side } from './board';
import { CARDS } from './cards';
import { cloneBoard } from '../engine/clone';

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
export function pay(
  side: Side,
  calling: Card,
  cost: Cost,
  area: Area | null,
  step: string,
): { side: Side; calling: Card; log: LogEntry[]; soulguard?: string } {
  const s = cloneBoard(side);
  const c = cloneBoard(calling);
  const log: LogEntry[] = [];
  for (let i = 0; i < cost.gauge; i++) s.drop.push({ uid: `gauge-${s.gauge - i}`, card: 'gauge-card', size: 0 });
  s.gauge -= cost.gauge;
  log.push({ step, code: 'paid-gauge' });
  if (cost.life) {
    s.life -= cost.life;
    log.push({ step, code: 'paid-life', card: String(cost.life) });
  }
  let soulguard: string | undefined;
  if (cost.fieldMonster) {
    const from = area && s.field[area].length ? area : AREAS.find((a) => s.field[a].length)!;
    const paid = s.field[from][0];
    // Soulguard answers any leaving, a cost included (w05), and is its owner's choice: the card waits on the field
    // for it. Either way the cost counts as paid (w05), so the payment goes on.
    if (CARDS[paid.card]?.keywords?.includes('soulguard') && (paid.souls?.length ?? 0) > 0) {
      soulguard = paid.uid;
      log.push({ step, code: 'soulguard-offered', card: paid.card });
    } else {
      s.field[from].shift();
      log.push(...sendToDrop(s, paid, step));
    }
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
  return { side: s, calling: c, log, ...(soulguard ? { soulguard } : {}) };
}

/**
 * A field card paid into the drop zone: its soul goes with it, and Lifelink answers the leaving (000 keys it on
 * leaving the field, so a card paid as a cost triggers it too). Lifelink is damage, never a payment.
 */
function sendToDrop(s: Side, paid: Card, step: string): LogEntry[] {
  const log: LogEntry[] = [];
  s.drop.push(...(paid.souls ?? []), { ...paid, souls: undefined });
  log.push({ step, code: 'paid-field-monster', card: paid.card });
  const n = CARDS[paid.card]?.lifelink ?? 0;
  if (n > 0 && CARDS[paid.card]?.keywords?.includes('lifelink') && !paid.nullified?.includes('lifelink')) {
    s.life -= n;
    log.push({ step, code: 'lifelink-damage', card: String(n) });
  }
  return log;
}

/**
 * The owner's answer to Soulguard on a card paid as a cost: drop one soul and keep the card (the cost still counts as
 * paid), or let it go to the drop zone.
 */
export function answerCostSoulguard(side: Side, uid: string, use: boolean, step: string): { side: Side; log: LogEntry[] } {
  const s = cloneBoard(side);
  const area = AREAS.find((a) => s.field[a].some((c) => c.uid === uid));
  if (!area) return { side: s, log: [] };
  const card = s.field[area].find((c) => c.uid === uid)!;
  if (use) {
    const soul = card.souls!.pop()!;
    s.drop.push(soul);
    return {
      side: s,
      log: [
        { step, code: 'soulguard', card: card.card },
        { step, code: 'paid-field-monster-kept', card: card.card },
      ],
    };
  }
  s.field[area] = s.field[area].filter((c) => c.uid !== uid);
  return { side: s, log: [{ step, code: 'soulguard-declined', card: card.card }, ...sendToDrop(s, card, step)] };
}
