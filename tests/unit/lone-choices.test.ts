import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { getFlow } from '@/machines';
import { followLoneChoices, LONE_RUN_CAP } from '@/machines/engine/lone-choices';
import { available, position, replay, start } from '@/machines/engine/replay';
import type { FlowDefinition, LogEntry } from '@/machines/engine/types';

/**
 * Expectations read off the attack phase's chart by hand (machines/buddyfight/attack-phase.ts and the play timing
 * nested at 1.3 and 2.1.1, play-timing.ts), on its default setup (center-hits: one attacker and one defender, both
 * hands empty, no Move monster, nothing waiting for an answer, so every guarded choice stays shut).
 */
const attack = getFlow('buddyfight', 'attack-phase')!;
/** The nested play timing with nothing to play: its ★rules check★, the turn fighter passes, the other passes, it ends. */
const EMPTY_PLAY_TIMING = ['next', 'turn-passes', 'pass', 'next'];

describe('followLoneChoices on a real flow', () => {
  test("from the attack phase's start it passes nine steps of one way on, to 2.1, where the turn fighter decides whether to attack", () => {
    const run = followLoneChoices(attack, start(attack));
    // 1.1, 1.1.1, 1.1.2 and 1.2 each go on with next; 1.3's play timing as above; 1.4's rules check; then 2.1.
    expect(run.events).toEqual(['next', 'next', 'next', 'next', ...EMPTY_PLAY_TIMING, 'next']);
    expect(position(run.stop).key).toBe('2.1');
    expect(available(run.stop)).toEqual(['attack', 'no-attack']);
  });

  test('inside a nested chart: from 2.1.1 (after no attack) through its play timing and 2.1.2 to 2.1.3', () => {
    const at = replay(attack, ['next', 'next', 'next', 'next', ...EMPTY_PLAY_TIMING, 'next', 'no-attack']);
    expect(at.position.key).toBe('2.1.1>1.1');
    const run = followLoneChoices(attack, at.snapshot);
    expect(run.events).toEqual([...EMPTY_PLAY_TIMING, 'next']);
    expect(position(run.stop).key).toBe('2.1.3');
    expect(available(run.stop)).toEqual(['attack', 'end-attacks']);
  });

  test('it stops at an end: from 5.1 one event to the end, and at the end none', () => {
    const to51 = ['next', 'next', 'next', 'next', ...EMPTY_PLAY_TIMING, 'next', 'no-attack', ...EMPTY_PLAY_TIMING, 'next', 'end-attacks'];
    const at = replay(attack, to51);
    expect(at.position.key).toBe('5.1');
    const run = followLoneChoices(attack, at.snapshot);
    expect(run.events).toEqual(['next']);
    expect(position(run.stop).key).toBe('end:ended');
    const after = followLoneChoices(attack, run.stop);
    expect(after.events).toEqual([]);
    expect(after.stop).toBe(run.stop);
  });

  test('at a step with two choices it takes nothing', () => {
    const at = replay(attack, ['next', 'next', 'next', 'next', ...EMPTY_PLAY_TIMING, 'next']);
    const run = followLoneChoices(attack, at.snapshot);
    expect(run.events).toEqual([]);
    expect(run.stop).toBe(at.snapshot);
  });
});

describe('followLoneChoices on a chart whose only choice goes round in a circle', () => {
  interface Board {
    laps: number;
    log: LogEntry[];
  }
  const chart = setup({ types: { context: {} as Board, input: {} as Board } });
  const loop: FlowDefinition<Board> = {
    game: 'fixture',
    id: 'loop',
    machine: chart.createMachine({
      id: 'loop',
      context: ({ input }) => structuredClone(input),
      initial: 'a',
      states: {
        a: { meta: { step: 'A' }, on: { next: 'b' } },
        b: { meta: { step: 'B' }, on: { next: { target: 'a', actions: chart.assign(({ context }) => ({ laps: context.laps + 1 })) } } },
      },
    }),
    setups: { start: { laps: 0, log: [] } },
    view: (b) => ({ sections: [{ key: 'laps', kind: 'number', value: b.laps }] }),
  };

  test('it stops after the cap (60 events), not for ever', () => {
    expect(LONE_RUN_CAP).toBe(60);
    const run = followLoneChoices(loop, start(loop));
    expect(run.events).toHaveLength(60);
    expect(new Set(run.events)).toEqual(new Set(['next']));
    // 60 events: 30 laps of A → B → A, back at A.
    expect(position(run.stop).key).toBe('A');
    expect(run.stop.context.laps).toBe(30);
  });

  test('a smaller cap is kept to', () => {
    const run = followLoneChoices(loop, start(loop), 3);
    expect(run.events).toEqual(['next', 'next', 'next']);
    expect(position(run.stop).key).toBe('B');
    expect(run.stop.context.laps).toBe(1);
  });
});
