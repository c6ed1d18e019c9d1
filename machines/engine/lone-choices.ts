import type { AnyMachineSnapshot } from 'xstate';
import { available, step } from './replay';
import type { FlowDefinition } from './types';

/**
 * At most this many events are followed in one go: a chart whose lone choices lead round in a circle (a step that
 * returns to itself with a single "Continue") must not keep the page replaying for ever.
 */
export const LONE_RUN_CAP = 60;

/** The events followed and the snapshot they lead to (`from` itself when none was followed). */
export interface LoneRun {
  events: string[];
  stop: AnyMachineSnapshot;
}

/**
 * From `from`, takes the only choice open while exactly one is open (the choices are available()'s, the ones the step
 * panel offers as buttons), and stops at the first step that offers two or more, at an end (none open), or after
 * `cap` events. A reader stepping through "Continue" after "Continue" wants to reach the next real decision while the
 * steps passed stay in the walk, each one replayable with Back.
 */
export function followLoneChoices(flow: FlowDefinition, from: AnyMachineSnapshot, cap = LONE_RUN_CAP): LoneRun {
  const events: string[] = [];
  let stop = from;
  while (events.length < cap) {
    const open = available(stop);
    if (open.length !== 1) break;
    stop = step(flow, stop, open[0]);
    events.push(open[0]);
  }
  return { events, stop };
}
