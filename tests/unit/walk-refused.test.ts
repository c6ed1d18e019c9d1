import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { parseWalk, serializeWalk } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';

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
const flow: FlowDefinition = {
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
