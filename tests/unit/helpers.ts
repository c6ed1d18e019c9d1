import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, type AdjacencyValue } from 'xstate/graph';
import { available, type ReplayResult } from '@/machines/engine/replay';
import { situationKey } from '@/machines/engine/chart';
import type { FlowDefinition, FlowEvent, LogEntry } from '@/machines/engine/types';
import { decodeEdits, encodeEdits, withCustom } from '@/machines/engine/editor';

/** Every reachable situation of a flow from one setup, as xstate/graph sees it. */
export function reachable(flow: FlowDefinition, setup: string) {
  return getAdjacencyMap(flow.machine, {
    input: structuredClone(flow.setups[setup]),
    serializeState: situationKey,
    events: (s: AnyMachineSnapshot) => available(s).map((type) => ({ type })),
  }) as Record<string, AdjacencyValue<AnyMachineSnapshot, FlowEvent>>;
}

/**
 * A flow with one edited setup, the way a reader's link carries it: the edits are written into an `edit=` value and
 * read back (which must lose nothing) before the edited board is built under CUSTOM.
 */
export function editedFlow<B extends { log: LogEntry[] }>(flow: FlowDefinition<B>, base: string, over: Record<string, number | boolean>) {
  const values = { ...flow.editor!.values(flow.setups[base]), ...over };
  const back = decodeEdits(flow, base, encodeEdits(flow, base, values));
  expect(back.problems).toEqual([]);
  expect(back.values).toEqual(values);
  return withCustom(flow, base, back.values);
}

/** The same flow with one more setup, 'x': a copy of preset `base` changed by `change` (a situation no preset holds). */
export function withVariant<B extends { log: LogEntry[] }>(flow: FlowDefinition<B>, base: string, change: (b: B) => void): FlowDefinition<B> {
  const board = structuredClone(flow.setups[base]);
  change(board);
  return { ...flow, setups: { ...flow.setups, x: board } };
}

/**
 * A ruling's assertions on the replay of its walk. Rulings of flows with different boards share one record, each
 * answer naming its own board type: declared as a method, the parameter is checked both ways, not only contravariantly.
 */
export type Answer = { check(r: ReplayResult<unknown>): void }['check'];
