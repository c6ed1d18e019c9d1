import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { situationKey } from './chart';
import { activeNodes } from './nodes';
import { available, start } from './replay';
import { runnable } from './situation';
import type { ExplorerContext } from './explorer';

/** How a click on a chart box is honoured, in order of preference. */
export type Route =
  | { kind: 'back'; cursor: number }
  | { kind: 'on'; events: string[] }
  | { kind: 'over'; setup: string; events: string[] }
  | { kind: 'none' };

const isAt = (node: string) => (s: AnyMachineSnapshot) => activeNodes(s).some((n) => n.id === node);

/** The shortest event list from a snapshot to one where `node` is active (xstate/graph), or null. */
function shortestFrom(ctx: ExplorerContext, setupId: string, from: AnyMachineSnapshot | undefined, node: string): string[] | null {
  const { flow, runAs } = runnable(ctx.base, { setup: setupId, edits: setupId === ctx.setup ? ctx.edits : null });
  const here = isAt(node);
  const origin = from ?? start(flow, runAs);
  if (here(origin)) return [];
  const paths = getShortestPaths(flow.machine, {
    fromState: origin,
    serializeState: situationKey,
    events: (s: AnyMachineSnapshot) => available(s).map((type) => ({ type })),
    toState: here,
  } as never) as unknown as { state: AnyMachineSnapshot; steps: { event: { type: string } }[] }[];
  const best = paths.filter((p) => here(p.state)).sort((a, b) => a.steps.length - b.steps.length)[0];
  return best ? best.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) : null;
}

/**
 * Where a click on a chart box takes the reader. A box already on their walk
 * goes back (or forward) to that point; otherwise the shortest way on from
 * where they are; only if none exists does the walk start over, from their
 * own setup first.
 */
export function routeTo(ctx: ExplorerContext, node: string): Route {
  const active = (i: number) => ctx.frames[i].position.nodeIds.includes(node) || activeNodes(ctx.frames[i].snapshot).some((n) => n.id === node);
  for (let i = ctx.cursor; i >= 0; i--) if (active(i)) return { kind: 'back', cursor: i };
  for (let i = ctx.cursor + 1; i < ctx.frames.length; i++) if (active(i)) return { kind: 'back', cursor: i };
  const on = shortestFrom(ctx, ctx.setup, ctx.frames[ctx.cursor].snapshot, node);
  if (on) return { kind: 'on', events: on };
  for (const setupId of [ctx.setup, ...Object.keys(ctx.base.setups).filter((s) => s !== ctx.setup)]) {
    const over = shortestFrom(ctx, setupId, undefined, node);
    if (over) return { kind: 'over', setup: setupId, events: over };
  }
  return { kind: 'none' };
}
