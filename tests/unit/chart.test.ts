import { describe, expect, test } from 'vitest';
import { transition, type AnyMachineSnapshot } from 'xstate';
import { flows } from '@/machines';
import { CHAIN, chartModel, collapse, litEdges, takenTransitions, type ChartModel, type ChartNode } from '@/machines/engine/chart';
import { available, position } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { reachable } from './helpers';

/** Every state id the snapshot is in, ancestors included (arrows may start at a group or a host). */
const active = (s: AnyMachineSnapshot) => new Set([...s._nodes].map((n) => n.id));

function nodesOf(model: ChartModel): ChartNode[] {
  const out: ChartNode[] = [];
  const visit = (n: ChartNode) => {
    out.push(n);
    n.children.forEach(visit);
  };
  model.root.children.forEach(visit);
  return out;
}

const drawnIds = new WeakMap<ChartModel, Set<string>>();
/** The id a drawing shows for a state: itself, or the folded host that swallowed it. */
function drawnAs(model: ChartModel, id: string): string {
  if (!drawnIds.has(model)) drawnIds.set(model, new Set(nodesOf(model).map((n) => n.id)));
  const drawn = drawnIds.get(model)!;
  let cur = id;
  while (!drawn.has(cur) && cur.includes('.')) cur = cur.slice(0, cur.lastIndexOf('.'));
  return cur;
}

/** The flow's presets: between them they offer every arrow a reader can take (checked at the end of the test). */
function situations(flow: FlowDefinition): [FlowDefinition, string][] {
  return Object.keys(flow.setups).map((s) => [flow, s]);
}

describe.each(Object.entries(flows))('%s', (_, flow) => {
  const full = chartModel(flow);
  const hosts = nodesOf(full)
    .filter((n) => n.flow)
    .map((n) => n.id);
  const drawings: [string, ChartModel][] = [['folded', collapse(full, null)], ...hosts.map((h): [string, ChartModel] => [`opened ${h}`, collapse(full, h)])];

  test('no state without words is drawn: every box is a step, an end, a group or a nested flow', () => {
    for (const [name, model] of [['model', full] as [string, ChartModel], ...drawings]) {
      for (const n of nodesOf(model)) expect(!!(n.step || n.end || n.group || n.flow), `${name}: ${n.id}`).toBe(true);
      for (const e of model.edges) {
        expect(
          nodesOf(model).some((n) => n.id === e.source),
          `${name}: arrow from ${e.source}`,
        ).toBe(true);
        expect(
          nodesOf(model).some((n) => n.id === e.target),
          `${name}: arrow to ${e.target}`,
        ).toBe(true);
      }
    }
  });

  test('taking any transition lights exactly the arrows for that event, from where the reader was to where they are', { timeout: 120_000 }, () => {
    const covered = new Set<string>();
    // Offered: the event was available while the arrow's source box was active (found without the arrow's transition ids).
    const offered = new Set<string>();
    let checked = 0;
    // Situations differing only in the board fire the same transitions between the same boxes: check each such step once.
    const seen = new Set<string>();
    for (const [def, setup] of situations(flow)) {
      for (const { state } of Object.values(reachable(def, setup))) {
        const before = state as AnyMachineSnapshot;
        if (before.status === 'done') continue;
        for (const event of available(before)) {
          const after = transition(def.machine, before, { type: event })[0] as AnyMachineSnapshot;
          const taken = takenTransitions(def, before, event);
          const once = JSON.stringify([before.value, after.value, taken]);
          if (seen.has(once)) continue;
          seen.add(once);
          const was = active(before);
          const now = active(after);
          for (const e of full.edges) if (e.event === event && was.has(e.source) && now.has(e.target)) offered.add(e.id);
          expect(taken.length, `${position(before).key} ${event}`).toBeGreaterThan(0);
          const at = `${setup}: ${position(before).key} --${event}--> ${position(after).key}`;
          for (const [name, model] of drawings) {
            const lit = litEdges(model.edges, taken);
            for (const e of lit) {
              covered.add(`${name}|${e.id}`);
              // The arrow starts at a box the reader was in and ends at one they are in now (folded hosts stand for their inside).
              expect(
                [...active(before)].map((id) => drawnAs(model, id)),
                `${name} ${at}: source`,
              ).toContain(e.source);
              expect(
                [...active(after)].map((id) => drawnAs(model, id)),
                `${name} ${at}: target`,
              ).toContain(e.target);
              // It carries the reader's event (a numbered variant, turn-uses-2, is drawn as its choice's arrow, turn-uses), or
              // is the folded "when it ends" arrow of the host they left.
              if (e.event !== event && e.event !== event.replace(/-\d$/, '')) expect(e.event, `${name} ${at}`).toBe(`xstate.done.state.${e.source}`);
            }
            // Where the step crosses a drawn arrow (its ends are different boxes in this drawing), exactly one is lit.
            const from = drawnAs(model, position(before).nodeIds.at(-1)!);
            const to = drawnAs(model, position(after).nodeIds.at(-1)!);
            const inside = from === to && model.edges.every((e) => !(e.source === from && e.target === to && e.event === event));
            if (!inside)
              expect(
                lit.map((e) => `${e.source} -${e.event}-> ${e.target}`),
                `${name} ${at}`,
              ).toHaveLength(1);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    // Every arrow a reader can take is the one lit by some step. (Arrows whose guard no preset ever passes cannot be taken.)
    for (const e of full.edges) {
      if (!offered.has(e.id)) continue;
      for (const [name, model] of drawings) {
        const drawn = litEdges(model.edges, e.parts[0].split(CHAIN)).filter((d) => d.parts.includes(e.parts[0]));
        for (const d of drawn) expect(covered.has(`${name}|${d.id}`), `${name}: ${d.source} -${d.event}-> ${d.target} never lit`).toBe(true);
      }
    }
  });
});
