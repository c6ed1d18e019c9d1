'use client';
import { use } from 'react';
import { gameLine } from '@/games';
import type { FlowDefinition } from '@/machines/engine/types';

// One promise per flow, so every component of a page waits on the same load.
const loading = new Map<string, Promise<FlowDefinition>>();

/**
 * Loads one flow's machine through its game's registry line. The game's index is a list of loaders and each flow is
 * its own chunk, so a page ships only the machine of the flow it shows (and the flows that flow nests).
 */
export function loadFlowDefinition(game: string, flow: string): Promise<FlowDefinition> {
  const key = `${game}\n${flow}`;
  let p = loading.get(key);
  if (!p) {
    const line = gameLine(game);
    p = line
      ? line.machines().then(({ default: g }) => {
          if (!Object.hasOwn(g.flows, flow)) throw new Error(`No flow "${flow}" in game "${game}"`);
          return g.flows[flow]();
        })
      : Promise.reject(new Error(`No game "${game}" in games.ts`));
    // React's use() reads a settled promise's status and value synchronously, so once the
    // chunk is in, later renders (and later pages of the same build worker) never suspend.
    const tracked = p as Promise<FlowDefinition> & { status?: string; value?: FlowDefinition };
    p.then(
      (v) => Object.assign(tracked, { status: 'fulfilled', value: v }),
      () => undefined,
    );
    loading.set(key, p);
  }
  return p;
}

/** A flow's definition, for client components; suspends while the flow's chunk loads. */
export function useFlowDefinition(game: string, flow: string): FlowDefinition {
  return use(loadFlowDefinition(game, flow));
}
