import { damage, destroy, findUnit, liveAttackers, type Table } from './table';

/**
 * The battle of section ③ 3.1–4.1 as pure updates on a table copy. Each
 * function is one step; the attack-phase chart calls them on entry.
 */

const totalPower = (t: Table) => liveAttackers(t).reduce((s, u) => s + u.power, 0);
const totalCritical = (t: Table) => liveAttackers(t).reduce((s, u) => s + u.critical, 0);

/** 3.1.1: total power ≥ the monster's defense hits and destroys it. */
export function hitMonster(t: Table, step = '3.1.1') {
  const a = t.attack!;
  const target = typeof a.target === 'string' ? findUnit(t, a.target) : null;
  if (!target) {
    a.hit = false;
    return;
  }
  const power = totalPower(t);
  a.hit = power >= target.unit.defense;
  a.hitCenter = a.hit && target.area === 'center';
  t.log.push({ step, code: a.hit ? 'hit' : 'miss', card: `${power}/${target.unit.defense}` });
  if (a.hit) destroy(t, target.unit.uid, step);
}

/** 3.1.2: an attack on the fighter hits and deals total critical, unless an item's defense is higher than total power. */
export function hitFighter(t: Table, step = '3.1.2') {
  const a = t.attack!;
  const item = t.nonTurn.item;
  const power = totalPower(t);
  if (item && item.defense > 0 && power < item.defense) {
    a.hit = false;
    t.log.push({ step, code: 'item-blocks', card: `${power}/${item.defense}` });
    return;
  }
  a.hit = true;
  damage(t, 'nonTurn', totalCritical(t), step, 'damage');
}

/** 3.2.1: a hit on the center monster lets each Penetrate attacker deal its own critical, once each. */
export function penetrate(t: Table, step = '3.2.1') {
  const a = t.attack!;
  if (!a.hitCenter) return;
  for (const u of liveAttackers(t)) {
    if (u.keywords.includes('penetrate')) damage(t, 'nonTurn', u.critical, step, 'penetrate-damage');
  }
}

/** 3.2.2: a Counterattack card still on the field destroys one attacker whose defense ≤ its power. */
export function counterattack(t: Table, step = '3.2.2') {
  const a = t.attack!;
  const target = typeof a.target === 'string' ? findUnit(t, a.target) : null;
  if (!target || !target.unit.keywords.includes('counterattack')) return;
  const victim = liveAttackers(t).find((u) => u.defense <= target.unit.power && findUnit(t, u.uid)?.area !== 'item');
  if (victim) {
    t.log.push({ step, code: 'counterattack', card: victim.card });
    destroy(t, victim.uid, step);
  }
}

/** 4.1: an attacker with Double Attack stands, once per turn. */
export function doubleAttack(t: Table, step = '4.1') {
  for (const u of liveAttackers(t)) {
    if (u.keywords.includes('double-attack') && !t.doubleAttackUsed.includes(u.uid) && u.rested) {
      u.rested = false;
      t.doubleAttackUsed.push(u.uid);
      t.log.push({ step, code: 'double-attack', card: u.card });
    }
  }
}
