'use client';
import { use } from 'react';
import { gameLine } from '@/games';
import type { GameMachines } from '@/machines/engine/game';
import type { FlowDefinition } from '@/machines/engine/types';

// One promise per game, so every component of a page waits on the same load.
const loading = new Map<string, Promise<GameMachines>>();

/**
 * Loads one game's machines through its registry line. Each game is its own
 * chunk, so a page ships only the machines of the game it shows.
 */
export function loadGameMachines(game: string): Promise<GameMachines> {
  let p = loading.get(game);
  if (!p) {
    const line = gameLine(game);
    p = line ? line.machines().then((m) => m.default) : Promise.reject(new Error(`No game "${game}" in games.ts`));
    // React's use() reads a settled promise's status and value synchronously, so once the
    // chunk is in, later renders (and later pages of the same build worker) never suspend.
    const tracked = p as Promise<GameMachines> & { status?: string; value?: GameMachines };
    p.then(
      (v) => Object.assign(tracked, { status: 'fulfilled', value: v }),
      () => undefined,
    );
    loading.set(game, p);
  }
  return p;
}

/** A flow's definition, for client components; suspends while the game's chunk loads. */
export function useFlowDefinition(game: string, flow: string): FlowDefinition {
  const g = use(loadGameMachines(game));
  if (!Object.hasOwn(g.flows, flow)) throw new Error(`No flow "${flow}" in game "${game}"`);
  return g.flows[flow];
}
