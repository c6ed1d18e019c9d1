import { registry, type GameLine } from '../games';
import { loadFlows, type GameMachines } from './engine/game';
import type { FlowDefinition } from './engine/types';

/**
 * Every game's machines, loaded once from the registry (games.ts). For the server,
 * build scripts and tests; browser code loads one flow at a time instead
 * (app/components/flow/useGameFlow.ts), so it must not import this module.
 */
export const gameMachines: Record<string, GameMachines> = await loadMachines(registry);

/** The machines of every game in a registry (the real one, or a test's). */
export async function loadMachines(reg: Record<string, GameLine>): Promise<Record<string, GameMachines>> {
  return Object.fromEntries(await Promise.all(Object.entries(reg).map(async ([id, line]) => [id, await loadFlows((await line.machines()).default)] as const)));
}

/** Every flow of every game, keyed "game/flow". */
export const flows: Record<string, FlowDefinition> = Object.fromEntries(
  Object.entries(gameMachines).flatMap(([game, g]) => Object.entries(g.flows).map(([id, def]) => [`${game}/${id}`, def] as const)),
);

export function getFlow(game: string, flow: string): FlowDefinition | undefined {
  const key = `${game}/${flow}`;
  return Object.hasOwn(flows, key) ? flows[key] : undefined;
}
