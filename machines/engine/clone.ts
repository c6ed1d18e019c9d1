import { klona } from 'klona/json';

/**
 * A deep copy of a board (plain JSON-like data). Actions copy the board on every
 * step, and klona is several times faster than structuredClone on these small
 * objects, which random-walk tests and long walks in the browser feel.
 */
export const cloneBoard: <T>(board: T) => T = klona;

/**
 * An action's assigner that changes a copy of the board, never the board it was given (machines/README.md): each
 * game's `update` or `change` is `chart.assign(onCopy(fn))`. One helper, so no game copies boards another way.
 */
export function onCopy<B, E = unknown>(fn: (board: B, event: E) => void): (args: { context: B; event: E }) => B {
  return ({ context, event }) => {
    const board = cloneBoard(context);
    fn(board, event);
    return board;
  };
}
