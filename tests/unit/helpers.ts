import { getAdjacencyMap } from 'xstate/graph';
import { available } from '@/machines/engine/replay';
import { situationKey } from '@/machines/engine/chart';
import type { FlowDefinition } from '@/machines/engine/types';

/** Every reachable situation of a flow from one setup, as xstate/graph sees it. */
export function reachable(flow: FlowDefinition, setup: string) {
  return getAdjacencyMap(flow.machine, {
    input: structuredClone(flow.setups[setup]),
    serializeState: situationKey,
    events: (s: any) => available(s).map((type) => ({ type })),
  } as any) as Record<string, { state: any; transitions: Record<string, { event: any; state: any }> }>;
}
