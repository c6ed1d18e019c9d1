import type { FlowDefinition } from './types';

/** One flow's machine, loaded when asked for: in the browser each flow is its own chunk. */
export type FlowLoader = () => Promise<FlowDefinition>;

/**
 * What a game's machines folder exports (machines/<game>/index.ts, default export): a loader per flow, so that a
 * flow page downloads and builds its own flow's machine and not its siblings' (a flow that nests another, as a
 * phase nests a timing, still carries the nested one: it is part of its chart).
 * The keys of `flows` are the flow ids: the only place a flow id is declared. The
 * content folder is typed against these keys, and URLs, data files and pages follow them.
 * Order matters: it is the order of the game's flows on its landing page.
 */
export interface GameFlows {
  flows: Record<string, FlowLoader>;
}

/** A game's flows once loaded (machines/index.ts loads every one for the server, build scripts and tests). */
export interface GameMachines {
  flows: Record<string, FlowDefinition>;
}

/** Keeps the literal flow ids so content/<game>/index.ts can be checked against them. */
export function defineMachines<const T extends GameFlows>(game: T): T {
  return game;
}

/**
 * Every flow of a game, loaded one after another in the game's order: the order the modules were imported in when
 * they were static imports. Flows of a game share modules, some of them in a cycle; loaded all at once, a loader
 * that turns modules into CommonJS (jiti, used by scripts/bench.mjs) handed one flow a shared module not yet run.
 */
export async function loadFlows(game: GameFlows): Promise<GameMachines> {
  const flows: Record<string, FlowDefinition> = {};
  for (const [id, load] of Object.entries(game.flows)) flows[id] = await load();
  return { flows };
}
