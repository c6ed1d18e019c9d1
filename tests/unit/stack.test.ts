import { describe, expect, test } from 'vitest';
import { assign, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, type AdjacencyValue } from 'xstate/graph';
import { canPass, canPush, openStack, pass, push, resolve, stackCards, topFirst, type StackRules, type StackState } from '@/machines/engine/stack';

type P = 'a' | 'b';
const interrupt: StackRules<P> = {
  players: ['a', 'b'],
  opening: 'a',
  afterPush: (by) => by,
  afterResolve: () => 'a',
  maxDepth: 3,
};
const answer: StackRules<P> = { ...interrupt, afterPush: (by) => (by === 'a' ? 'b' : 'a'), passesNeeded: 1, resolveAll: true };

/** Runs a script of "push:x" / "pass" / "resolve" and records what resolved, in order. */
function run(rules: StackRules<P>, script: string[]) {
  let s: StackState<string, P> = openStack(rules);
  const resolved: string[] = [];
  for (const cmd of script) {
    if (cmd.startsWith('push:')) s = push(s, rules, s.priority, cmd.slice(5));
    else if (cmd === 'pass') s = pass(s, rules, s.priority);
    else {
      const r = resolve(s, rules);
      resolved.push(r.entry.item);
      s = r.stack;
    }
  }
  return { s, resolved };
}

describe('engine stack', () => {
  test('last in, first out', () => {
    const { resolved, s } = run(interrupt, ['push:x', 'pass', 'push:y', 'pass', 'pass', 'resolve', 'pass', 'pass', 'resolve']);
    expect(resolved).toEqual(['y', 'x']);
    expect(s.items).toEqual([]);
  });

  test('both players passing in a row resolves the top; a push in between starts the count again', () => {
    let { s } = run(interrupt, ['push:x', 'pass']);
    expect(s.phase).toBe('open');
    expect(s.priority).toBe('b');
    s = push(s, interrupt, 'b', 'y');
    expect(s.passes).toBe(0);
    s = pass(s, interrupt, 'b');
    expect(s.phase).toBe('open');
    s = pass(s, interrupt, 'a');
    expect(s.phase).toBe('resolve');
    expect(canPush(s, interrupt, s.priority)).toBe(false);
    expect(canPass(s, s.priority)).toBe(false);
  });

  test('an empty stack with two passes in a row closes the window', () => {
    const { s } = run(interrupt, ['pass', 'pass']);
    expect(s.phase).toBe('closed');
    expect(() => pass(s, interrupt, s.priority)).toThrow();
  });

  test('priority after a resolution follows the rules (here: back to the opening player)', () => {
    const { s } = run(interrupt, ['pass', 'push:y', 'push:z', 'pass', 'pass', 'resolve']);
    expect(s.priority).toBe('a');
    expect(topFirst(s).map((e) => [e.by, e.item])).toEqual([['b', 'y']]);
  });

  test('with resolveAll and one pass needed, a pass resolves everything from the top without new pushes', () => {
    let { s } = run(answer, ['push:x', 'push:y', 'pass']);
    expect(s.phase).toBe('resolve');
    const order: string[] = [];
    while (s.phase === 'resolve') {
      expect(canPush(s, answer, s.priority)).toBe(false);
      const r = resolve(s, answer);
      order.push(`${r.entry.by}:${r.entry.item}`);
      s = r.stack;
    }
    expect(order).toEqual(['b:y', 'a:x']);
    expect(s.phase).toBe('open');
  });

  test('only the player with priority acts, and never beyond the depth bound', () => {
    let s: StackState<string, P> = openStack(interrupt);
    expect(canPush(s, interrupt, 'b')).toBe(false);
    expect(() => push(s, interrupt, 'b', 'x')).toThrow();
    for (let i = 0; i < interrupt.maxDepth; i++) s = push(s, interrupt, 'a', `x${i}`);
    expect(s.items.length).toBe(interrupt.maxDepth);
    expect(canPush(s, interrupt, 'a')).toBe(false);
    expect(canPass(s, 'a')).toBe(true);
  });

  test('the board view lists the stack top first and marks the top', () => {
    const { s } = run(interrupt, ['push:x', 'pass', 'push:y']);
    expect(stackCards(s, (i) => i)).toEqual([
      { card: 'y', tags: ['b', 'top'] },
      { card: 'x', tags: ['a'] },
    ]);
  });
});

/** A chart where both players may always answer: finite only because of the depth bound. */
function toy(maxDepth: number) {
  const rules = { ...interrupt, maxDepth };
  type Ctx = { stack: StackState<string, P> };
  return setup({ types: { context: {} as Ctx } }).createMachine({
    context: { stack: openStack(rules) },
    initial: 'window',
    states: {
      window: {
        always: [{ guard: ({ context }) => context.stack.phase === 'closed', target: 'done' }],
        on: {
          use: {
            guard: ({ context }) => canPush(context.stack, rules, context.stack.priority),
            actions: assign({ stack: ({ context }) => push(context.stack, rules, context.stack.priority, context.stack.priority) }),
          },
          pass: {
            guard: ({ context }) => canPass(context.stack, context.stack.priority),
            actions: assign({ stack: ({ context }) => pass(context.stack, rules, context.stack.priority) }),
          },
          resolve: {
            guard: ({ context }) => context.stack.phase === 'resolve',
            actions: assign({ stack: ({ context }) => resolve(context.stack, rules).stack }),
          },
        },
      },
      done: { type: 'final' },
    },
  });
}

type ToySnapshot = SnapshotFrom<typeof toy>;

describe('the depth bound keeps exploration finite', () => {
  test.each([1, 2, 3, 4])('depth %i: every stack of up to that depth is reached, none deeper', (depth) => {
    const map = getAdjacencyMap(toy(depth), {
      events: [{ type: 'use' }, { type: 'pass' }, { type: 'resolve' }],
      serializeState: (s) => JSON.stringify([s.value, s.context]),
    });
    const stacks = new Set(Object.values(map).map((v: AdjacencyValue<ToySnapshot, EventObject>) => v.state.context.stack.items.map((e) => e.by).join('')));
    // Each entry is pushed by one of two players: 2^k different stacks of depth k.
    let expected = 0;
    for (let k = 0; k <= depth; k++) expected += 2 ** k;
    expect(stacks.size).toBe(expected);
    expect(Math.max(...[...stacks].map((s) => s.length))).toBe(depth);
  });
});

describe('acting without the stack', () => {
  test('counts as acting: the passes in a row start again', async () => {
    const { act } = await import('@/machines/engine/stack');
    let s: StackState<string, P> = pass(openStack(interrupt), interrupt, 'a');
    expect(s.passes).toBe(1);
    s = act(s, 'b');
    expect(s.passes).toBe(0);
    s = pass(s, interrupt, 'b');
    expect(s.phase).toBe('open');
  });
});
