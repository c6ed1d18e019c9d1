/**
 * The one registry of games: a game is its two folders (machines/<id>, content/<id>)
 * plus one line here. Both sides load lazily, so a browser page pulls in only its
 * own game's machines, and of those only its own flow's (see app/components/flow/useGameFlow.ts);
 * the server and the tests load every game through machines/index.ts and content/index.ts.
 */
import type { GameFlows } from './machines/engine/game';
import type { GameWords } from './content/game';

export interface GameLine {
  machines: () => Promise<{ default: GameFlows }>;
  content: () => Promise<{ default: GameWords }>;
}

/**
 * A game's words are read on the server (at build) and in the tests, never by the browser: a page gets the words it
 * shows in its own data. Each line's content loader is written under `typeof window === 'undefined'`, which Next
 * settles at build time, so the browser's bundle has no chunk of any game's content. Without it every game's words
 * (and the zod schema they import) were built as browser chunks no page loads, and the offline cache precached them
 * all: 216 KB of its 3 MB.
 */
function browserHasNoContent(): never {
  throw new Error("A game's content is read on the server only; the browser gets a page's words in its data");
}

export const registry: Record<string, GameLine> = {
  buddyfight: {
    machines: () => import('./machines/buddyfight'),
    content: () => (typeof window === 'undefined' ? import('./content/buddyfight') : browserHasNoContent()),
  },
  fftcg: { machines: () => import('./machines/fftcg'), content: () => (typeof window === 'undefined' ? import('./content/fftcg') : browserHasNoContent()) },
  goda: { machines: () => import('./machines/goda'), content: () => (typeof window === 'undefined' ? import('./content/goda') : browserHasNoContent()) },
  'battle-guardians': {
    machines: () => import('./machines/battle-guardians'),
    content: () => (typeof window === 'undefined' ? import('./content/battle-guardians') : browserHasNoContent()),
  },
};

/** A registry line by game id from any source (a URL too): own properties only. */
export function gameLine(id: string): GameLine | undefined {
  return Object.hasOwn(registry, id) ? registry[id] : undefined;
}
