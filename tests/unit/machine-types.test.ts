import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tableChart } from '@/machines/buddyfight/table-chart';
import { ffChart } from '@/machines/fftcg/window';
import { bgChart } from '@/machines/battle-guardians/chart';
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

  it("types meta in the other games' setups too (their nested windows are built with them)", () => {
    // @ts-expect-error meta.step is a string in FF-TCG's interrupt window as well
    const ff = ffChart.createStateConfig({ meta: { step: 1 } });
    // @ts-expect-error and in Battle Guardians' counter step
    const bg = bgChart.createStateConfig({ meta: { step: 1 } });
    expect([ff.meta, bg.meta]).toEqual([{ step: 1 }, { step: 1 }]);
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

describe('no XState internals', () => {
  // Private fields (a snapshot's _nodes) and __unsafe_ helpers change without notice between XState releases; the
  // engine reads active states through activeNodes() (snapshot.value and the public node tree) instead.
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
  it.each(files('machines'))('%s reads no private XState field', (file) => {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\._nodes\b|__unsafe_/);
  });
});
