import { expect, test } from 'vitest';
import { AREAS } from '@/machines/buddyfight/board';
import type { Table } from '@/machines/buddyfight/table';
import { randomSpec } from './battle-random';
import { withBattle } from './battle-helpers';
import { conservationCheck } from './holdings';
import { memoWalker, rng, type Situation } from './walker';

const DAMAGE_STEPS = new Set(['3.1.2', '3.2.1']);

/** Checks one step of the attack phase; each distinct step is checked once (the walker memoises). */
function checkStep(label: string) {
  const conserved = conservationCheck('attack-phase', label);
  return (from: Situation, event: string, to: Situation) => {
    // Every card of each fighter is still somewhere on the board (issue 12, point 5).
    conserved.onStep(from, event, to);
    const before = from.snap.context as Table;
    const after = to.snap.context as Table;
    const at = to.at;
    // Life moves only at the damage steps, and only the defending fighter's.
    if (after.nonTurn.life !== before.nonTurn.life && !DAMAGE_STEPS.has(at)) throw new Error(`${label}: life changed at ${at}`);
    if (after.turn.life !== before.turn.life) throw new Error(`${label}: attacker's life changed at ${at}`);
    for (const f of ['turn', 'nonTurn'] as const) {
      for (const d of after[f].drop) {
        if (!d.uid.endsWith(':soul') && AREAS.some((a) => after[f].field[a].some((u) => u.uid === d.uid)))
          throw new Error(`${label}: ${d.uid} both dropped and on the field`);
      }
    }
    // No fighter uses two Counters during 2.5.
    if (at.startsWith('2.5>') && (after.pt.used.turn > 1 || after.pt.used.nonTurn > 1)) throw new Error(`${label}: two cards at 2.5`);
  };
}

test('random walks over random battles never throw, never dead-end, conserve every card, and keep life and Counters within the rules', () => {
  // A random battle's situations rarely repeat, so each walk costs its full length: 600 walks by default keep the
  // suite fast (the 10,000-walk conservation check runs over the presets in conservation.test.ts). SPECS=… PER_SPEC=… go deeper.
  const SPECS = Number(process.env.SPECS ?? 40);
  const PER_SPEC = Number(process.env.PER_SPEC ?? 15);
  let steps = 0;
  let ended = 0;
  let newSteps = 0;
  for (let seed = 1; seed <= SPECS; seed++) {
    const label = `battle ${seed}`;
    const check = checkStep(label);
    const w = memoWalker(withBattle(randomSpec(rng(seed))), 'custom', (a, e, b) => {
      newSteps++;
      check(a, e, b);
    });
    const r = rng(seed * 7919);
    for (let i = 0; i < PER_SPEC; i++) {
      const res = w.walk(r);
      expect(res.stuck, `${label}: dead end at ${res.stuck?.at}`).toBeNull();
      steps += res.steps;
      if (res.ended) ended++;
    }
  }
  expect(steps).toBeGreaterThan(SPECS * PER_SPEC * 10);
  // Random walks mostly reach the end of the phase; the rest are cut at 400 steps.
  expect(ended).toBeGreaterThan(SPECS * PER_SPEC * 0.5);
  if (process.env.TIMING) console.log('new steps', newSteps);
}, 300_000);
