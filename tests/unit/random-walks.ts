import type { AnyMachineSnapshot } from 'xstate';
import { available, position, start, step } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';

/** A small seeded generator (LCG), so a failing walk can be replayed from its seed. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

interface Node {
  snap: AnyMachineSnapshot;
  key: string;
  choices: string[];
  edges: Map<string, Node>;
}

/**
 * Random walks over a flow, every setup in turn. Transitions are pure in (chart
 * state, board without its log), so each edge is computed once by the real
 * transition() and remembered: 10,000 walks then cost little more than the
 * chart's size. Returns how many walks reached a final state and the states seen.
 */
export function randomWalks(flow: FlowDefinition, walks: number, maxSteps = 200) {
  const nodes = new Map<string, Node>();
  const nodeOf = (snap: AnyMachineSnapshot): Node => {
    const { log: _log, ...rest } = snap.context as { log: unknown };
    const id = JSON.stringify([snap.value, snap.status, rest]);
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { snap, key: position(snap).key, choices: available(snap), edges: new Map() }));
    return n;
  };
  const setups = Object.keys(flow.setups);
  // Starting a chart creates an actor: do it once per setup, not once per walk.
  const starts = new Map(setups.map((id) => [id, nodeOf(start(flow, id))]));
  let ended = 0;
  for (let seed = 1; seed <= walks; seed++) {
    const r = rng(seed);
    let node = starts.get(setups[seed % setups.length])!;
    for (let i = 0; i < maxSteps && node.snap.status !== 'done'; i++) {
      if (!node.choices.length) throw new Error(`${flow.game}/${flow.id} seed ${seed}: dead end at ${node.key}`);
      const event = node.choices[Math.floor(r() * node.choices.length)];
      let next = node.edges.get(event);
      if (!next) node.edges.set(event, (next = nodeOf(step(flow, node.snap, event))));
      node = next;
    }
    if (node.snap.status === 'done') ended++;
  }
  return { ended, states: nodes.size };
}
