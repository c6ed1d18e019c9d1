import type { CardView } from './types';

/**
 * A last-in-first-out stack of pending effects with priority, as many card
 * games use it (FF-TCG's interrupts, Goda's stack). It is plain data kept in
 * the board (machine context) and changed only by the pure functions below,
 * so replay, the chart and xstate/graph see it like any other board value.
 *
 * Three things happen to it, each an event of the game's chart:
 *  - push: the player holding priority adds an entry on top;
 *  - pass: the player holding priority does nothing; enough passes in a row
 *    either mark the top for resolution or close the window when it is empty;
 *  - resolve: the top entry leaves the stack and the game applies it.
 *
 * Who gets priority after a push or a resolution differs between games, so
 * it is a parameter (`StackRules`). The depth bound keeps exploration finite:
 * without it, a chart where both players can always answer has infinitely
 * many boards, and xstate/graph (step pages, walk tests) would never finish.
 */

export interface StackEntry<T, P extends string = string> {
  /** The player who put it on the stack. */
  by: P;
  item: T;
}

export type StackPhase = 'open' | 'resolve' | 'closed';

export interface StackState<T, P extends string = string> {
  /** Bottom first; the last entry is the top. */
  items: StackEntry<T, P>[];
  /** Who may push or pass now. */
  priority: P;
  /** Passes in a row since the last push or resolution. */
  passes: number;
  /** `resolve`: the top must resolve before anyone acts; `closed`: the window is over. */
  phase: StackPhase;
}

export interface StackRules<P extends string> {
  /** The two players, in no particular order. */
  players: readonly [P, P];
  /** Who holds priority when a window opens. */
  opening: P;
  /** Who holds priority after `by` pushed. */
  afterPush(by: P): P;
  /** Who holds priority after an entry resolved (`by` put it there). */
  afterResolve(by: P): P;
  /** Passes in a row that resolve the top, or close an empty window. Default 2: both players. */
  passesNeeded?: number;
  /** When true, once resolution starts every entry resolves in turn and nobody may push until the stack is empty. */
  resolveAll?: boolean;
  /** The deepest the stack may get; a push beyond it is refused. Bounds exploration. */
  maxDepth: number;
}

export function other<P extends string>(rules: StackRules<P>, p: P): P {
  return rules.players[0] === p ? rules.players[1] : rules.players[0];
}

export function openStack<T, P extends string>(rules: StackRules<P>): StackState<T, P> {
  return { items: [], priority: rules.opening, passes: 0, phase: 'open' };
}

/** The entry that resolves next, or undefined. */
export function top<T, P extends string>(s: StackState<T, P>): StackEntry<T, P> | undefined {
  return s.items[s.items.length - 1];
}

/** Entries top first, the order in which they will resolve. */
export function topFirst<T, P extends string>(s: StackState<T, P>): StackEntry<T, P>[] {
  return [...s.items].reverse();
}

export function canPush<T, P extends string>(s: StackState<T, P>, rules: StackRules<P>, by: P): boolean {
  return s.phase === 'open' && s.priority === by && s.items.length < rules.maxDepth;
}

export function canPass<T, P extends string>(s: StackState<T, P>, by: P): boolean {
  return s.phase === 'open' && s.priority === by;
}

/** `by` puts `item` on top. Throws if `by` may not push now (callers guard with canPush). */
export function push<T, P extends string>(s: StackState<T, P>, rules: StackRules<P>, by: P, item: T): StackState<T, P> {
  if (!canPush(s, rules, by)) throw new Error(`${by} cannot push now`);
  return { items: [...s.items, { by, item }], priority: rules.afterPush(by), passes: 0, phase: 'open' };
}

/**
 * `by` did something that does not use the stack (FF-TCG: playing a
 * character). It counts as acting, so the passes in a row start again.
 */
export function act<T, P extends string>(s: StackState<T, P>, by: P): StackState<T, P> {
  if (!canPass(s, by)) throw new Error(`${by} cannot act now`);
  return { ...s, passes: 0 };
}

/**
 * `by` does nothing. Priority moves to the other player; once enough passes
 * come in a row, the top is due to resolve, or an empty window closes.
 */
export function pass<T, P extends string>(s: StackState<T, P>, rules: StackRules<P>, by: P): StackState<T, P> {
  if (!canPass(s, by)) throw new Error(`${by} cannot pass now`);
  const passes = s.passes + 1;
  if (passes < (rules.passesNeeded ?? 2)) return { ...s, priority: other(rules, by), passes };
  return { ...s, passes, phase: s.items.length ? 'resolve' : 'closed' };
}

/**
 * Takes the top off. The caller applies `entry.item` to its board. Priority
 * goes where the rules say, and the pass count starts again.
 */
export function resolve<T, P extends string>(s: StackState<T, P>, rules: StackRules<P>): { stack: StackState<T, P>; entry: StackEntry<T, P> } {
  if (s.phase !== 'resolve' || !s.items.length) throw new Error('nothing is due to resolve');
  const entry = s.items[s.items.length - 1];
  const items = s.items.slice(0, -1);
  const more = rules.resolveAll && items.length > 0;
  return {
    stack: { items, priority: rules.afterResolve(entry.by), passes: 0, phase: more ? 'resolve' : 'open' },
    entry,
  };
}

/** The stack as board cards, top first, each tagged with the player who put it there. */
export function stackCards<T, P extends string>(s: StackState<T, P>, card: (item: T) => string, tag: (by: P) => string = (p) => p): CardView[] {
  return topFirst(s).map((e, i) => ({ card: card(e.item), tags: i === 0 ? [tag(e.by), 'top'] : [tag(e.by)] }));
}
