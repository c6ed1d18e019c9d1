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

export const registry: Record<string, GameLine> = {
  buddyfight: { machines: () => import('./machines/buddyfight'), content: () => import('./content/buddyfight') },
  fftcg: { machines: () => import('./machines/fftcg'), content: () => import('./content/fftcg') },
  goda: { machines: () => import('./machines/goda'), content: () => import('./content/goda') },
  'battle-guardians': { machines: () => import('./machines/battle-guardians'), content: () => import('./content/battle-guardians') },
};

/** A registry line by game id from any source (a URL too): own properties only. */
export function gameLine(id: string): GameLine | undefined {
  return Object.hasOwn(registry, id) ? registry[id] : undefined;
}
