import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getFlow } from '@/machines';
import { available, position, start, step } from '@/machines/engine/replay';
import { summonLimit, type BgBoard } from '@/machines/battle-guardians/board';
import bgMachines from '@/machines/battle-guardians';
import { randomWalks } from './random-walks';

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

const WALKS = 10_000;

/**
 * What every step must keep (004): force and life counters never go negative, a counter step holds one counter at most,
 * and no automatic effect waits past the summon that met its condition.
 */
function problemOf(b: BgBoard, before: BgBoard, key: string): string | null {
  for (const p of ['turn', 'opp'] as const) {
    if (b[p].forceUp < 0 || b[p].forceDown < 0) return `negative force at ${key}`;
    if (b[p].lifeCounters < 0) return `negative life counters at ${key}`;
    if (b[p].forceUp + b[p].forceDown < before[p].forceUp + before[p].forceDown) return `force lost at ${key}`;
  }
  // 004 自動効果: an effect a summon's condition met goes off (or is declined) before the summon phase goes on.
  if (b.autoDue && !/^3\.[234]$/.test(key)) return `an automatic effect still waiting at ${key}`;
  if (before.counter?.counter && b.counter?.counter && before.counter.counter.card !== b.counter.counter.card) return `a second counter at ${key}`;
  if (b.loser && !key.startsWith('end:') && !/^(3\.1|3\.3|5\.3|7\.2|8\.2|8\.6|9\.1)$/.test(key) && !key.includes('>3'))
    return `a loser but the game goes on at ${key}`;
  return null;
}

interface Node {
  snap: AnyMachineSnapshot;
  key: string;
  choices: string[];
  edges: Map<string, { to: Node; problem: string | null }>;
}

/**
 * Transitions are pure in (chart state, board) and nothing reads the log, so each edge is computed once by the real
 * transition() and checked once; walks then follow remembered edges. 10,000 walks per flow stay within seconds.
 */
function graphOf(flowId: string) {
  const flow = getFlow('battle-guardians', flowId)!;
  const nodes = new Map<string, Node>();
  const nodeOf = (snap: AnyMachineSnapshot): Node => {
    const { log: _log, ...rest } = snap.context as BgBoard;
    const id = JSON.stringify([snap.value, snap.status, rest]);
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { snap, key: position(snap).key, choices: available(snap), edges: new Map() }));
    return n;
  };
  const go = (from: Node, event: string) => {
    let e = from.edges.get(event);
    if (!e) {
      const to = nodeOf(step(flow, from.snap, event));
      e = { to, problem: problemOf(to.snap.context as BgBoard, from.snap.context as BgBoard, to.key) };
      from.edges.set(event, e);
    }
    return e;
  };
  return { flow, nodeOf, go, size: () => nodes.size };
}

describe.each(['turn', 'counter'])('battle-guardians/%s: random walks', (id) => {
  test(`${WALKS.toLocaleString('en')} random walks over every setup never throw, never dead-end, and keep the rules`, () => {
    const g = graphOf(id);
    const setups = Object.keys(g.flow.setups);
    const first = new Map(setups.map((s) => [s, g.nodeOf(start(g.flow, s))]));
    const ends = new Map<string, number>();
    for (let seed = 1; seed <= WALKS; seed++) {
      const r = rng(seed);
      const setup = setups[seed % setups.length];
      let node = first.get(setup)!;
      for (let i = 0; i < 200 && node.snap.status !== 'done'; i++) {
        if (node.choices.length === 0) throw new Error(`seed ${seed} (${setup}): dead end at ${node.key}`);
        const edge = g.go(node, node.choices[Math.floor(r() * node.choices.length)]);
        if (edge.problem) throw new Error(`seed ${seed} (${setup}): ${edge.problem}`);
        node = edge.to;
      }
      ends.set(node.key, (ends.get(node.key) ?? 0) + 1);
    }
    // Every end of the chart is met by some walk, and nearly every walk ends (summon-again is the only loop).
    const keys = [...ends.keys()];
    if (id === 'turn') for (const e of ['end:won', 'end:lost', 'end:turn-over']) expect(keys).toContain(e);
    else expect(keys).toEqual(['end:closed']);
    const unfinished = [...ends.entries()].filter(([k]) => !k.startsWith('end:')).reduce((n, [, c]) => n + c, 0);
    expect(unfinished).toBeLessThan(WALKS * 0.05);
    console.log(`battle-guardians/${id}: ${g.size()} distinct states reached`);
  }, 60_000);
});

// Every flow the game registers, with the shared walker: a new flow is walked without being listed here.
describe.each(Object.keys(bgMachines.flows))('battle-guardians/%s: shared walker', (id) => {
  test('10,000 random walks never throw or dead-end, and nearly all reach an end', () => {
    const { ended, states } = randomWalks(getFlow('battle-guardians', id)!, 10_000);
    expect(states).toBeGreaterThan(1);
    expect(ended).toBeGreaterThan(9_500);
  }, 60_000);
});

describe('the first-turn exception to the summon limit (004 召喚制限)', () => {
  test('allows SF 1 on top of the usual limit: the second player facing an SF 1 guardian may summon SF 2, the first player SF 1', () => {
    const flow = getFlow('battle-guardians', 'turn')!;
    const first = flow.setups['first-turn'] as BgBoard;
    const second: BgBoard = { ...structuredClone(first), opp: { ...structuredClone(first.opp), attack: { card: 'guardian-sf1', dg: 0, weakened: false } } };
    expect(summonLimit(first)).toBe(1);
    expect(summonLimit(second)).toBe(2);
    // Not the first turn: the usual limit alone.
    expect(summonLimit({ ...second, firstTurn: false })).toBe(2);
  });
});

test('the draw phase gives a right to draw, not a duty: with one card left the player may decline and not deck out', () => {
  const flow = getFlow('battle-guardians', 'turn')!;
  const basic = flow.setups.basic as BgBoard;
  const one = { ...flow, setups: { ...flow.setups, one: { ...structuredClone(basic), turn: { ...structuredClone(basic.turn), main: ['card'], side: [] } } } };
  let s = start(one, 'one');
  expect(available(s)).toEqual(expect.arrayContaining(['draw-main', 'no-draw']));
  s = step(one, s, 'no-draw');
  expect(position(s).key).toBe('2');
  const b = s.context as BgBoard;
  expect([b.turn.main.length, b.loser]).toEqual([1, null]);
});

test('with several damage effects pending, the damaged player picks which one the life counters cancel', () => {
  const flow = getFlow('battle-guardians', 'turn')!;
  const walk = 'draw-main.charge-draw-main.next.next.activate.answer-passes.activator-passes.next.activate.answer-passes.activator-passes.next.next'.split('.');
  let s = start(flow, 'activated');
  for (const e of walk) s = step(flow, s, e);
  expect(position(s).key).toBe('5.2');
  expect(available(s)).toEqual(expect.arrayContaining(['life-shield', 'life-shield-2']));
  expect(available(s)).not.toContain('life-shield-3');
  const before = s.context as BgBoard;
  const after = step(flow, s, 'life-shield-2').context as BgBoard;
  // One counter for the 1000 of the second effect; the first is dealt.
  expect(after.opp.lifeCounters).toBe(before.opp.lifeCounters - 1);
  expect(after.opp.attack!.dg).toBe(before.opp.attack!.dg + 1000);
  expect(after.pending).toEqual([]);
});

test('going back to summon again ends the set phase: its pending damage is dealt first, then the summon phase', () => {
  const flow = getFlow('battle-guardians', 'turn')!;
  let s = start(flow, 'activated');
  for (const e of 'draw-main.charge-draw-main.next.next.activate.answer-passes.activator-passes.next'.split('.')) s = step(flow, s, e);
  expect((s.context as BgBoard).pending).toHaveLength(1);
  s = step(flow, s, 'summon-again');
  expect(position(s).key).toBe('5.2');
  s = step(flow, s, 'take-damage');
  expect((s.context as BgBoard).pending).toEqual([]);
  s = step(flow, s, 'next');
  expect(position(s).key).toBe('3');
  // With nothing pending, summoning again goes straight back.
  let quiet = start(flow, 'activated');
  for (const e of 'draw-main.charge-draw-main.next.next.summon-again'.split('.')) quiet = step(flow, quiet, e);
  expect(position(quiet).key).toBe('3');
});

test('a nullifying prevent ability, too, cancels whichever pending damage effect its player picks', () => {
  const turn = getFlow('battle-guardians', 'turn')!;
  const activated = structuredClone(turn.setups.activated as BgBoard);
  activated.opp.hand = [...activated.opp.hand, 'prevent-nullify'];
  const flow = { ...turn, setups: { ...turn.setups, v: activated } };
  let s = start(flow, 'v');
  for (const e of 'draw-main.charge-draw-main.next.next.activate.answer-passes.activator-passes.next.activate.answer-passes.activator-passes.next.next'.split(
    '.',
  ))
    s = step(flow, s, e);
  expect(available(s)).toEqual(expect.arrayContaining(['prevent-nullify', 'prevent-nullify-2']));
  const before = s.context as BgBoard;
  const after = step(flow, s, 'prevent-nullify-2').context as BgBoard;
  expect(after.opp.junk).toContain('prevent-nullify');
  expect(after.opp.attack!.dg).toBe(before.opp.attack!.dg + 1000);
  expect(after.opp.lifeCounters).toBe(before.opp.lifeCounters);
});
