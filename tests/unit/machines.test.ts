import { describe, expect, test } from 'vitest';
import { flows } from '@/machines';
import { chartModel, endsOf, shortestPaths, situationKey, stepsOf } from '@/machines/engine/chart';
import { available, position } from '@/machines/engine/replay';
import { reachable } from './helpers';

describe.each(Object.entries(flows))('%s', (_, flow) => {
  test('step numbers look official and are unique', () => {
    const steps = stepsOf(flow);
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) expect(s).toMatch(/^\d+(\.\d+)*$/);
    expect(new Set(steps).size).toBe(steps.length);
  });

  test('every official step and every end is reachable (xstate/graph)', () => {
    const seen = new Set<string>();
    for (const setup of Object.keys(flow.setups)) {
      for (const p of shortestPaths(flow, setup)) seen.add(position(p.state).key);
    }
    // A step hosting a nested flow is reached as "<step>><inner step>".
    for (const s of stepsOf(flow))
      expect(
        [...seen].some((k) => k === s || k.startsWith(`${s}>`)),
        `step ${s}`,
      ).toBe(true);
    for (const e of endsOf(flow)) expect(seen, `end ${e}`).toContain(`end:${e}`);
    // Explores every setup of the flow: seconds on a shared, loaded machine.
  }, 60_000);

  test.each(Object.keys(flow.setups))(
    'setup %s: no dead ends, and a final state is reachable from everywhere',
    (setup) => {
      const map = reachable(flow, setup);
      const keys = Object.keys(map);
      // At least a start and an end (a setup whose first check ends the game has no more).
      expect(keys.length).toBeGreaterThan(1);
      const finals = new Set(keys.filter((k) => map[k].state.status === 'done'));
      expect(finals.size).toBeGreaterThan(0);
      for (const k of keys) {
        const s = map[k].state;
        if (s.status === 'done') continue;
        expect(available(s).length, `dead end at ${position(s).key}`).toBeGreaterThan(0);
      }
      // Walk backwards from the finals: every reachable vertex must lead to one.
      const canFinish = new Set(finals);
      let grew = true;
      while (grew) {
        grew = false;
        for (const k of keys) {
          if (canFinish.has(k)) continue;
          const targets = Object.values(map[k].transitions).map((t) => situationKey(t.state));
          if (targets.some((t) => canFinish.has(t))) {
            canFinish.add(k);
            grew = true;
          }
        }
      }
      for (const k of keys) expect(canFinish.has(k), `no way to finish from ${position(map[k].state).key}`).toBe(true);
    },
    60_000,
  );

  test('every transition in the chart is drawn from the machine', () => {
    const { edges } = chartModel(flow);
    expect(edges.length).toBeGreaterThan(stepsOf(flow).length - 1);
    for (const e of edges) {
      expect(e.source).toBeTruthy();
      expect(e.target).toBeTruthy();
    }
  });
});
