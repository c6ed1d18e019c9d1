import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { parseWalk, replay, serializeWalk } from '@/machines/engine/replay';
import type { FlowDefinition, LogEntry } from '@/machines/engine/types';

/**
 * A two-step chart where "counter" is offered at both steps but refused at the
 * first: a walk that writes it first must stop there, not slip on to step 2.
 */
const machine = setup({
  types: { context: {} as { log: []; open: boolean }, input: {} as { log: []; open: boolean } },
  guards: { open: ({ context }) => context.open },
}).createMachine({
  id: 'refused',
  context: ({ input }) => input,
  initial: 'one',
  states: {
    one: { meta: { step: '1' }, on: { next: 'two', counter: { guard: 'open', target: 'done' } } },
    two: { meta: { step: '2' }, on: { counter: 'done', next: 'done' } },
    done: { meta: { end: 'done' }, type: 'final' },
  },
});
const flow: FlowDefinition<{ log: LogEntry[]; open: boolean }> = {
  game: 'test',
  id: 'refused',
  machine,
  setups: { closed: { log: [], open: false } },
  view: () => ({ sections: [] }),
};

describe('a refused choice is reported where it was written (issue 9)', () => {
  test('"counter" refused at step 1 stops the walk at step 1', () => {
    const parsed = parseWalk(flow, 'counter', 'closed');
    expect(parsed.events).toEqual([]);
    expect(parsed.problem).toEqual({ kind: 'unavailable', token: 'counter', at: '1' });
  });

  test('a default step written out still reaches step 2, and the short form round-trips', () => {
    expect(parseWalk(flow, 'next.counter', 'closed')).toEqual({ events: ['next', 'counter'] });
    const written = serializeWalk(flow, ['next', 'counter'], 'closed');
    expect(parseWalk(flow, written, 'closed').events).toEqual(['next', 'counter']);
  });
});

describe('on the Buddyfight charts, a refused token stops the walk where it was written (issue 9)', () => {
  test("a Buddy Call written at 1.3 when the game's Buddy Call is spent is refused at 1.3, not carried on", async () => {
    const { getFlow } = await import('@/machines');
    const call = getFlow('buddyfight', 'call')!;
    expect(parseWalk(call, 'buddy-call.pay', 'buddy-used')).toEqual({
      events: ['next', 'center'],
      problem: { kind: 'unavailable', token: 'buddy-call', at: '1.3' },
    });
  });

  test('a token no later step offers stops the walk at the last step the walk reached, not at the end of the flow', async () => {
    const { getFlow } = await import('@/machines');
    const call = getFlow('buddyfight', 'call')!;
    // One Pass closes the Counter window (2.1); the second has nowhere to go. Taking the default steps in search of a
    // Pass used to carry the reader on to the end of the call.
    const parsed = parseWalk(call, 'next.left.buddy-call.pay.pass.pass.pass');
    expect(parsed.problem).toEqual({ kind: 'unavailable', token: 'pass', at: '2.2' });
    expect(parsed.events.filter((e) => e === 'pass')).toEqual(['pass']);
    expect(replay(call, parsed.events).position.key).toBe('2.2');
  });

  test('Soulguard written at 1.6 with no Soulguard card paid is refused at 1.6', async () => {
    const { getFlow } = await import('@/machines');
    const call = getFlow('buddyfight', 'call')!;
    const parsed = parseWalk(call, 'pay.soulguard-yes', 'demon');
    expect(parsed.problem).toEqual({ kind: 'unavailable', token: 'soulguard-yes', at: '1.6' });
    expect(parsed.events.at(-1)).toBe('pay');
  });

  test("a Counter written at the attack phase's 2.5 when the fighter holds none is refused there", async () => {
    const { getFlow } = await import('@/machines');
    const attack = getFlow('buddyfight', 'attack-phase')!;
    const parsed = parseWalk(attack, 'attack.pick-center.target-center.turn-passes.counter-used.next', 'center-hits');
    expect(parsed.problem).toMatchObject({ kind: 'unavailable', token: 'counter-used' });
    expect(parsed.problem!.at.startsWith('2.5>')).toBe(true);
  });
});
