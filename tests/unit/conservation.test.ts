import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { gameMachines } from '@/machines';
import type { Table } from '@/machines/buddyfight/table';
import type { FlowDefinition } from '@/machines/engine/types';
import { conservationCheck } from './holdings';
import { memoWalker, rng } from './walker';

/**
 * Board conservation (issue 12, point 5): every step of 10,000+ random walks
 * over every Buddyfight chart and preset keeps each fighter's cards (see
 * holdings.ts). Random battles are walked, with the same check, in
 * attack-property.test.ts.
 */
function walkMany(flow: FlowDefinition, setupId: string, label: string, walks: number, seed: number) {
  const c = conservationCheck(flow.id, label);
  const w = memoWalker(flow, setupId, c.onStep);
  const r = rng(seed);
  let total = 0;
  for (let i = 0; i < walks; i++) {
    const res = w.walk(r);
    if (res.stuck) throw new Error(`${label}: dead end at ${res.stuck.at}`);
    total += res.steps;
  }
  return { walks, total, newSteps: c.steps() };
}

const flows: Record<string, FlowDefinition> = gameMachines.buddyfight.flows;

describe('every card stays on the board', () => {
  test('the checker catches a card that vanishes', () => {
    // A table where a card leaves the hand and goes nowhere must be reported.
    const c = conservationCheck('play-timing', 'probe');
    const t = structuredClone(flows['play-timing'].setups.basic) as Table;
    const lost = structuredClone(t);
    lost.turn.hand = [];
    const at = (context: unknown) => ({ snap: { context } as AnyMachineSnapshot, at: 'x', choices: [], next: new Map() });
    expect(() => c.onStep(at(t), 'e', at(lost))).toThrow(/turn's cards/);
  });

  test("10,000+ random walks over every Buddyfight chart and preset conserve each fighter's cards", () => {
    const counts: Record<string, number> = {};
    let walks = 0;
    let seed = 1;
    for (const [id, flow] of Object.entries(flows)) {
      for (const setupId of Object.keys(flow.setups)) {
        const r = walkMany(flow, setupId, `${id}/${setupId}`, 350, seed++);
        walks += r.walks;
        counts[id] = (counts[id] ?? 0) + r.newSteps;
      }
    }
    expect(walks).toBeGreaterThanOrEqual(10_000);
    // Every chart was really walked, not just started.
    for (const id of Object.keys(flows)) expect(counts[id], id).toBeGreaterThan(5);
  }, 60_000);
});
