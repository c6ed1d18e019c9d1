import { describe, expect, it } from 'vitest';
import { tableChart } from '@/machines/buddyfight/table-chart';
import { playTimingStates } from '@/machines/buddyfight/play-timing';
import { activeNodes, ownEventTypes } from '@/machines/engine/nodes';
import { getFlow } from '@/machines';
import { start, step } from '@/machines/engine/replay';

/*
 * Compile-time checks: `npx tsc --noEmit -p .` fails if any line marked
 * @ts-expect-error stops being an error, i.e. if meta or state configs lose
 * their types again (they were spread `as any` before).
 */
describe('typed state configs', () => {
  it('rejects a step number that is not a string', () => {
    // @ts-expect-error meta.step is the printed step number, a string
    const bad = tableChart.createStateConfig({ meta: { step: 1.4 } });
    expect(bad.meta).toEqual({ step: 1.4 });
  });

  it('rejects an unknown meta key', () => {
    // @ts-expect-error StepMeta has no "stepp"
    const bad = tableChart.createStateConfig({ meta: { stepp: '1.4' } });
    expect(bad.meta).toEqual({ stepp: '1.4' });
  });

  it('builds the play-timing states as a typed config with official step numbers', () => {
    const config = playTimingStates({ host: '2.5', limit: 1, root: 'attack-phase' });
    const steps = Object.values(config.states ?? {}).map((s) => ('meta' in s ? s.meta.step : undefined));
    expect(steps).toContain('1.1');
    expect(steps).toContain('10.1');
    const first: string | undefined = config.states?.s1_1?.meta?.step;
    expect(first).toBe('1.1');
  });
});

describe('active nodes from public API', () => {
  it('finds the leaf and its ancestors, and the events they declare', () => {
    const flow = getFlow('buddyfight', 'attack-phase')!;
    let s = start(flow);
    for (const e of ['next', 'next', 'next']) if (ownEventTypes(s).includes(e)) s = step(flow, s, e);
    const nodes = activeNodes(s);
    expect(nodes[0]).toBe(flow.machine.root);
    for (let i = 1; i < nodes.length; i++) expect(nodes[i].parent).toBe(nodes[i - 1]);
    expect(nodes[nodes.length - 1].type).not.toBe('compound');
    expect(ownEventTypes(s).length).toBeGreaterThan(0);
  });
});
