import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flows } from '@/machines';
import { available, start, step } from '@/machines/engine/replay';
import { rng } from './walker';

/**
 * A board is never changed in place (machines/README.md): what is worked out from a board is kept with it — each
 * snapshot's choices and next snapshots (replay.ts), Battle Guardians' outcome of each act (chart.ts), which then
 * becomes the next board itself — and the explorer keeps every frame of a walk. An action that wrote into the board
 * it was given would change all of those behind their backs. Here every board is frozen as soon as a step makes it,
 * so such a write throws (modules run in strict mode) and the walk that made it is named. A board may point at a card's
 * own facts (a Battle Guardians damage effect waiting to resolve): those are frozen with it, as nothing may write them.
 */
function freeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) freeze(v);
}

const WALKS_PER_SETUP = 12;
const MAX_STEPS = 80;

describe.each(Object.keys(flows))('%s', (id) => {
  test('no step writes into the board it was given (boards frozen as they are made)', () => {
    const flow = flows[id];
    const failures: string[] = [];
    let steps = 0;
    for (const setup of Object.keys(flow.setups)) {
      for (let seed = 1; seed <= WALKS_PER_SETUP; seed++) {
        const random = rng(seed);
        let snap: AnyMachineSnapshot = start(flow, setup);
        freeze(snap.context);
        const events: string[] = [];
        try {
          for (let i = 0; i < MAX_STEPS && snap.status !== 'done'; i++) {
            const choices = available(snap);
            if (!choices.length) break;
            const event = choices[Math.floor(random() * choices.length)];
            events.push(event);
            snap = step(flow, snap, event);
            freeze(snap.context);
            steps++;
          }
        } catch (e) {
          failures.push(`${setup}, seed ${seed}: [${events.join(' ')}] → ${(e as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(steps).toBeGreaterThan(0);
  });
});
