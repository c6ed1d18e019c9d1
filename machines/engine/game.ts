import type { FlowDefinition } from './types';

/**
 * What a game's machines folder exports (machines/<game>/index.ts, default export).
 * The keys of `flows` are the flow ids: the only place a flow id is declared. The
 * content folder is typed against these keys, and URLs, data files and pages follow them.
 * Order matters: it is the order of the game's flows on its landing page.
 */
export interface GameMachines {
  flows: Record<string, FlowDefinition>;
}

/** Keeps the literal flow ids so content/<game>/index.ts can be checked against them. */
export function defineMachines<const T extends GameMachines>(game: T): T {
  return game;
}
