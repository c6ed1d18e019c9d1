import type { AnyMachineSnapshot } from 'xstate';
import { situationKey } from '@/machines/engine/chart';
import { available, position, start, step } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';

/** A small seeded generator, so a failure names a seed that reproduces it. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** One situation of a chart (board and position, log aside), with the steps already taken out of it. */
export interface Situation {
  snap: AnyMachineSnapshot;
  at: string;
  choices: string[];
  next: Map<string, Situation>;
}

/**
 * Random walks over one chart and setup that compute each (situation, event)
 * step once: thousands of walks revisit the same situations, so a walk mostly
 * follows links already made. `onStep` sees every new step exactly once, so a
 * check on it covers every step of every walk.
 */
export function memoWalker(flow: FlowDefinition, setupId: string, onStep: (before: Situation, event: string, after: Situation) => void) {
  const seen = new Map<string, Situation>();
  const situation = (snap: AnyMachineSnapshot): Situation => {
    const key = situationKey(snap);
    let s = seen.get(key);
    if (!s) {
      s = { snap, at: position(snap).key, choices: snap.status === 'done' ? [] : available(snap), next: new Map() };
      seen.set(key, s);
    }
    return s;
  };
  const first = situation(start(flow, setupId));
  return {
    seen,
    /** One walk of at most `max` steps, choosing with `r`; returns the steps taken and whether it reached an end. */
    walk(r: () => number, max = 400): { steps: number; ended: boolean; stuck: Situation | null } {
      let s = first;
      let steps = 0;
      while (s.snap.status !== 'done' && steps < max) {
        if (s.choices.length === 0) return { steps, ended: false, stuck: s };
        const event = s.choices[Math.floor(r() * s.choices.length)];
        let to = s.next.get(event);
        if (!to) {
          to = situation(step(flow, s.snap, event));
          s.next.set(event, to);
          onStep(s, event, to);
        }
        s = to;
        steps++;
      }
      return { steps, ended: s.snap.status === 'done', stuck: null };
    },
  };
}
