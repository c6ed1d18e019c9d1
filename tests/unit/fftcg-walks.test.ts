import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { available, position, start, step } from '@/machines/engine/replay';
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
  [...b[p].field.map((f) => f.card), ...b[p].hand.filter((c) => Object.hasOwn(FORWARDS, c)), ...b[p].breakZone].sort().join();

/** The phase a position belongs to, as a number that may only grow (4.4 → 4.1 stays in phase 4). */
const phaseOf = (key: string) => (key.startsWith('end:') ? 7 : Number(key.split('>')[0].split('.')[0]));

const WALKS = 10_000;

describe.each(['turn', 'interrupt'])('fftcg/%s: random walks', (id) => {
  const flow = getFlow('fftcg', id)!;
  test(`${WALKS.toLocaleString('en')} random walks over every setup never throw, never dead-end, and keep the stack honest`, () => {
    const setups = Object.keys(flow.setups);
    let ended = 0;
    let resolutions = 0;
    let maxDepth = 0;
    for (let seed = 1; seed <= WALKS; seed++) {
      const r = rng(seed);
      const setup = setups[seed % setups.length];
      let snap = start(flow, setup);
      const first = snap.context as FfBoard;
      const forwards = [forwardsOf(first, 'turn'), forwardsOf(first, 'nonTurn')];
      for (let i = 0; i < 300 && snap.status !== 'done'; i++) {
        const choices = available(snap);
        if (choices.length === 0) throw new Error(`seed ${seed} (${setup}): dead end at ${position(snap).key}`);
        const before = snap.context as FfBoard;
        const beforeKey = position(snap).key;
        snap = step(flow, snap, choices[Math.floor(r() * choices.length)]);
        const after = snap.context as FfBoard;
        const at = position(snap).key;
        if (after.stack.items.length > after.depth) throw new Error(`seed ${seed}: stack deeper than its bound at ${at}`);
        maxDepth = Math.max(maxDepth, after.stack.items.length);
        for (const l of after.log.slice(before.log.length)) {
          if (l.code.endsWith('-resolves')) {
            // Last in, first out: what resolves is what was on top, and the turn player decides next.
            const top = before.stack.items[before.stack.items.length - 1];
            if (top?.item.card !== l.card) throw new Error(`seed ${seed}: ${l.card} resolved, but ${top?.item.card} was on top`);
            if (after.stack.priority !== 'turn') throw new Error(`seed ${seed}: priority after a resolution went to ${after.stack.priority}`);
            resolutions++;
          }
          // Nothing may be used in the active, draw or end phase: uses only happen inside a window.
          if (l.code.endsWith('-uses') && id === 'turn' && !l.step.includes('>')) throw new Error(`seed ${seed}: used at ${l.step}`);
        }
        // Phases only go forward; the attack phase may loop within itself.
        if (id === 'turn' && phaseOf(at) < phaseOf(beforeKey)) throw new Error(`seed ${seed}: went back from ${beforeKey} to ${at}`);
        // No forward is lost or doubled.
        if (forwardsOf(after, 'turn') !== forwards[0] || forwardsOf(after, 'nonTurn') !== forwards[1]) throw new Error(`seed ${seed}: forwards went astray at ${at}`);
      }
      if (snap.status === 'done') ended++;
    }
    expect(resolutions).toBeGreaterThan(WALKS / 10);
    expect(maxDepth).toBeGreaterThan(1);
    // Every walk reaches the end: both flows are finite once the stack is bounded.
    expect(ended).toBe(WALKS);
  }, 120_000);
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
