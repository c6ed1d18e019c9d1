import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import type { AnyMachineSnapshot } from 'xstate';
import { isNested, readKey } from '@/machines/engine/position';
import { available, position, start, step } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { FORWARDS } from '@/machines/fftcg/cards';
import type { FfBoard } from '@/machines/fftcg/board';
import { interruptFlow } from '@/machines/fftcg/interrupt';

/** A small seeded generator (mulberry32), so a failing walk can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const forwardsOf = (b: FfBoard, p: 'turn' | 'nonTurn') =>
  [...b[p].field.map((f) => f.card), ...b[p].hand.filter((c) => Object.hasOwn(FORWARDS, c)), ...b[p].breakZone.filter((c) => Object.hasOwn(FORWARDS, c))]
    .sort()
    .join();

/** The phase a position belongs to, as a number that may only grow (4.4 → 4.1 stays in phase 4). */
const phaseOf = (key: string) => {
  const k = readKey(key);
  return k.end !== undefined ? 7 : Number((k.hosts[0] ?? k.inner).split('.')[0]);
};

const WALKS = 10_000;

/**
 * Transitions are pure in (chart state, board), and nothing reads the log, so
 * the reachable graph is finite and small: each edge is computed once by the
 * real transition() and checked once, when it is first taken. A walk then only
 * follows remembered edges, which keeps 10,000 walks per flow to about a second
 * on a busy machine without walking less. `problem` is the first invariant the
 * edge breaks, if any; a walk that takes such an edge fails with its seed.
 */
interface Node {
  snap: AnyMachineSnapshot;
  key: string;
  choices: string[];
  edges: Map<string, Edge>;
}
interface Edge {
  to: Node;
  lines: FfBoard['log'];
  problem?: string;
}

/** The invariants of one step, from `from` by `event` to `to` (null when it keeps them all). */
function problemOf(id: string, from: Node, to: Node, lines: FfBoard['log']): string | null {
  const before = from.snap.context as FfBoard;
  const after = to.snap.context as FfBoard;
  if (after.stack.items.length > after.depth) return `stack deeper than its bound at ${to.key}`;
  for (const l of lines) {
    if (l.code.endsWith('-resolves')) {
      // Last in, first out: what resolves is what was on top, and the turn player decides next.
      const top = before.stack.items[before.stack.items.length - 1];
      if (top?.item.card !== l.card) return `${l.card} resolved, but ${top?.item.card} was on top`;
      if (after.stack.priority !== 'turn') return `priority after a resolution went to ${after.stack.priority}`;
    }
    // Nothing may be used in the active, draw or end phase: uses only happen inside a window.
    if (l.code.endsWith('-uses') && id === 'turn' && !isNested(l.step)) return `used at ${l.step}`;
  }
  // Phases only go forward; the attack phase may loop within itself.
  if (id === 'turn' && phaseOf(to.key) < phaseOf(from.key)) return `went back from ${from.key} to ${to.key}`;
  // No forward is lost or doubled.
  for (const p of ['turn', 'nonTurn'] as const) if (forwardsOf(after, p) !== forwardsOf(before, p)) return `forwards went astray at ${to.key}`;
  return null;
}

function graphOf(flow: FlowDefinition) {
  const nodes = new Map<string, Node>();
  const nodeOf = (snap: AnyMachineSnapshot): Node => {
    const { log: _log, ...rest } = snap.context as FfBoard;
    const id = JSON.stringify([snap.value, snap.status, rest]);
    let n = nodes.get(id);
    if (!n) {
      n = { snap, key: position(snap).key, choices: available(snap), edges: new Map() };
      nodes.set(id, n);
    }
    return n;
  };
  const go = (from: Node, event: string): Edge => {
    let e = from.edges.get(event);
    if (!e) {
      const snap = step(flow, from.snap, event);
      const before = (from.snap.context as FfBoard).log.length;
      const to = nodeOf(snap);
      const lines = (snap.context as FfBoard).log.slice(before);
      e = { to, lines, problem: problemOf(flow.id, from, to, lines) ?? undefined };
      from.edges.set(event, e);
    }
    return e;
  };
  /** Every state reachable from the given starts, each with all its edges taken. */
  const explore = (starts: Node[]) => {
    const seen = new Set<Node>(starts);
    const queue = [...starts];
    for (let n = queue.shift(); n; n = queue.shift()) {
      for (const c of n.choices) {
        const to = go(n, c).to;
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return [...seen];
  };
  return { nodeOf, go, explore, size: () => nodes.size };
}

describe.each(['turn', 'interrupt'])('fftcg/%s: random walks', (id) => {
  const flow = getFlow('fftcg', id)!;
  test(`${WALKS.toLocaleString('en')} random walks over every setup never throw, never dead-end, and keep the stack honest`, () => {
    const setups = Object.keys(flow.setups);
    const graph = graphOf(flow);
    let ended = 0;
    let resolutions = 0;
    let maxDepth = 0;
    const first = new Map(setups.map((s) => [s, graph.nodeOf(start(flow, s))]));
    for (let seed = 1; seed <= WALKS; seed++) {
      const r = rng(seed);
      const setup = setups[seed % setups.length];
      let node = first.get(setup)!;
      for (let i = 0; i < 300 && node.snap.status !== 'done'; i++) {
        const choices = node.choices;
        if (choices.length === 0) throw new Error(`seed ${seed} (${setup}): dead end at ${node.key}`);
        const edge = graph.go(node, choices[Math.floor(r() * choices.length)]);
        if (edge.problem) throw new Error(`seed ${seed} (${setup}): ${edge.problem}`);
        node = edge.to;
        maxDepth = Math.max(maxDepth, (node.snap.context as FfBoard).stack.items.length);
        for (const l of edge.lines) if (l.code.endsWith('-resolves')) resolutions++;
      }
      if (node.snap.status === 'done') ended++;
    }
    expect(resolutions).toBeGreaterThan(WALKS / 10);
    expect(maxDepth).toBeGreaterThan(1);
    // Most walks end within 300 steps; the ones cut short were going round the
    // interrupt loop (reusable answers), which is a loop, not a trap:
    expect(ended).toBeGreaterThan(WALKS * 0.8);
    // the whole chart is finite once the stack is bounded, every edge of it
    // keeps the invariants, and from every state it holds an end can still be reached.
    const all = graph.explore([...first.values()]);
    expect(all.length).toBeLessThan(20_000);
    expect(all.flatMap((n) => [...n.edges.values()].flatMap((e) => e.problem ?? []))).toEqual([]);
    const canEnd = new Set(all.filter((n) => n.snap.status === 'done'));
    for (let grew = true; grew;) {
      grew = false;
      for (const n of all) {
        if (canEnd.has(n) || ![...n.edges.values()].some((e) => canEnd.has(e.to))) continue;
        canEnd.add(n);
        grew = true;
      }
    }
    expect(all.filter((n) => !canEnd.has(n)).map((n) => n.key)).toEqual([]);
    console.log(`fftcg/${id}: ${graph.size()} distinct states reached`);
  }, 60_000);
});

describe('the depth bound of the interrupt chart', () => {
  test('with answers always at hand, the stack stops at its bound and the chart stays finite', () => {
    const b = interruptFlow.setups.open;
    let snap = start(interruptFlow, 'open');
    // Turn player uses, hands over, the other answers, and so on, until nobody may use anything more.
    const script = ['turn-uses', 'turn-passes', 'non-turn-uses', 'non-turn-passes', 'turn-uses'];
    for (const e of script) snap = step(interruptFlow, snap, e);
    expect((snap.context as FfBoard).stack.items.length).toBe(b.depth);
    expect(available(snap)).not.toContain('turn-uses');
    expect(available(snap)).toContain('turn-passes');
  });
});

describe('003 ④ 4-4: the turn player may declare not to attack again', () => {
  const turn = getFlow('fftcg', 'turn')! as FlowDefinition<FfBoard>;
  const two = structuredClone(turn.setups.basic);
  two.turn.field[0].dull = false;
  const flow = { ...turn, setups: { ...turn.setups, two } };
  /** Walks on by the quiet choice (pass, continue, no block, no EX Burst), taking `first` wherever it is offered. */
  function walkTo(until: (choices: string[], key: string) => boolean, first: string[] = []) {
    let s: AnyMachineSnapshot = start(flow, 'two');
    const taken: string[] = [];
    for (let i = 0; i < 60; i++) {
      const choices = available(s);
      if (until(choices, position(s).key)) return { s, taken, choices };
      const e =
        first.find((x) => choices.includes(x) && !taken.includes(x)) ??
        ['next', 'turn-passes', 'non-turn-passes', 'no-block', 'ex-burst-skip'].find((x) => choices.includes(x))!;
      taken.push(e);
      s = step(flow, s, e);
    }
    throw new Error(`never got there: ${taken.join('.')}`);
  }

  test('not before any attack, and not once someone has acted at 4.1', () => {
    const first41 = walkTo((_, key) => key.startsWith('4.1'));
    expect(first41.choices).not.toContain('end-attacks');
    const again = walkTo((c, key) => key.startsWith('4.1') && c.includes('end-attacks'), ['attack-1']);
    const passed = step(flow, again.s, 'turn-passes');
    expect(available(passed)).not.toContain('end-attacks');
  });

  test('back at 4.1 after an attack, the declaration ends the phase before 4.1 opens to the other player', () => {
    const back = walkTo((c) => c.includes('end-attacks'), ['attack-1']);
    expect(position(back.s).key).toMatch(/^4\.1/);
    const ended = step(flow, back.s, 'end-attacks');
    expect(position(ended).key).toMatch(/^5/);
    const log = (ended.context as FfBoard).log;
    expect(log.map((l) => l.code)).toContain('attacks-ended');
    // The second forward never attacked, and nobody used anything at 4.1 on the way out.
    expect(log.filter((l) => l.code === 'attack-declared')).toHaveLength(1);
    expect(log.some((l) => l.step.startsWith('4.1>'))).toBe(false);
  });
});

test('003 ④ 4-4: after the last forward able to attack has attacked, the flow goes back to 4.1; the phase ends only when the turn player says so', () => {
  const flow = getFlow('fftcg', 'turn')!;
  const walk =
    'next.next.turn-passes.non-turn-passes.turn-passes.non-turn-passes.attack-1.turn-passes.non-turn-passes.no-block.turn-passes.non-turn-passes.turn-passes.non-turn-passes.turn-passes.non-turn-passes.attack-2.turn-passes.non-turn-passes.no-block.turn-passes.non-turn-passes.turn-passes.non-turn-passes';
  let s = start(flow, 'two-attackers');
  for (const e of walk.split('.')) s = step(flow, s, e);
  // Before, with no forward left to attack, the chart went on to main phase 2 by itself, the attacker still named.
  expect(position(s).key).toMatch(/^4\.1>/);
  expect((s.context as FfBoard).attacker).toBeNull();
  expect(available(s)).toContain('end-attacks');
  s = step(flow, s, 'end-attacks');
  expect(position(s).key.startsWith('5')).toBe(true);
});

test('cards that leave go to the break zone: a resolved summon, and the end phase’s discard', () => {
  let s = start(interruptFlow, 'barret');
  for (const e of ['turn-uses', 'turn-passes', 'non-turn-uses', 'non-turn-passes', 'turn-passes', 'next']) s = step(interruptFlow, s, e);
  expect((s.context as FfBoard).nonTurn.breakZone).toContain('brynhildr');
  const flow = getFlow('fftcg', 'turn')!;
  let t = start(flow, 'basic');
  for (const e of 'next.next.turn-passes.non-turn-passes.turn-passes.non-turn-passes.no-attack.turn-passes.non-turn-passes.next'.split('.'))
    t = step(flow, t, e);
  const b = t.context as FfBoard;
  expect(b.turn.hand).toHaveLength(5);
  expect(b.turn.breakZone).toHaveLength(1);
});
