import type { AnyMachineSnapshot } from 'xstate';
import { situationKey } from './chart';
import { atStep } from './position';
import { activeNodes } from './nodes';
import { defaultFirst, position, start, step } from './replay';
import { runnable, type Situation } from './situation';
import type { ExplorerContext } from './explorer';

/** How a click on a chart box is honoured, in order of preference. */
export type Route =
  | { kind: 'back'; cursor: number }
  | { kind: 'on'; events: string[] }
  /** Kept the walk's first `keep` events, then the shortest way on from there. */
  | { kind: 'rewound'; keep: number; events: string[] }
  | { kind: 'over'; setup: string; events: string[] }
  | { kind: 'none' };

const isAt = (node: string) => (s: AnyMachineSnapshot) => activeNodes(s).some((n) => n.id === node);

/** Situations looked at before a route is given up as not reachable (a big chart has a few thousand). */
const LIMIT = 20_000;
/** Situations looked at in all while trying earlier points of the walk, so a click never hangs the page. */
const BUDGET = 40_000;

/**
 * The shortest event list from a snapshot to one where `node` is active, or
 * null. A breadth-first search that stops at the first hit: xstate/graph's
 * getShortestPaths maps the whole graph before filtering, seconds on the
 * attack phase, where a click on a nearby box needs milliseconds.
 */
function shortestFrom(ctx: ExplorerContext, setupId: string, from: AnyMachineSnapshot | undefined, node: string, spent = { looked: 0 }): string[] | null {
  const { flow, runAs } = runnable(ctx.base, { setup: setupId, edits: setupId === ctx.setup ? ctx.edits : null, edition: ctx.edition });
  return search(flow, from ?? start(flow, runAs), isAt(node), spent);
}

/**
 * The shortest walk from the start of a situation to a step (a step that hosts a nested chart is reached on entering
 * it), or null. A step's own page opened with another setup or edits than its built-in walk was made for goes there
 * this way: that walk, made for the page's own setup, stopped short (at the call's 1.3 for a card that is no buddy).
 */
export function walkToStep(base: ExplorerContext['base'], situation: Pick<Situation, 'setup' | 'edits' | 'edition'>, stepKey: string): string[] | null {
  const { flow, runAs } = runnable(base, situation);
  return search(flow, start(flow, runAs), (s) => atStep(position(s).key, stepKey), { looked: 0 });
}

function search(
  flow: ReturnType<typeof runnable>['flow'],
  origin: AnyMachineSnapshot,
  here: (s: AnyMachineSnapshot) => boolean,
  spent: { looked: number },
): string[] | null {
  if (here(origin)) return [];
  const seen = new Set([situationKey(origin)]);
  let layer: { snap: AnyMachineSnapshot; events: string[] }[] = [{ snap: origin, events: [] }];
  while (layer.length && seen.size < LIMIT) {
    const next: typeof layer = [];
    for (const { snap, events } of layer) {
      for (const type of defaultFirst(snap)) {
        const to = step(flow, snap, type);
        const k = situationKey(to);
        if (seen.has(k)) continue;
        seen.add(k);
        const path = [...events, type];
        if (here(to)) {
          spent.looked += seen.size;
          return path;
        }
        next.push({ snap: to, events: path });
      }
    }
    layer = next;
  }
  spent.looked += seen.size;
  return null;
}

/**
 * Where a click on a chart box takes the reader. A box already on their walk
 * goes back (or forward) to that point; otherwise the shortest way on from
 * where they are; else from the latest earlier point of their walk that leads
 * there; only if none does the walk start over, from their own setup first.
 */
export function routeTo(ctx: ExplorerContext, node: string): Route {
  const active = (i: number) => ctx.frames[i].position.nodeIds.includes(node) || activeNodes(ctx.frames[i].snapshot).some((n) => n.id === node);
  for (let i = ctx.cursor; i >= 0; i--) if (active(i)) return { kind: 'back', cursor: i };
  for (let i = ctx.cursor + 1; i < ctx.frames.length; i++) if (active(i)) return { kind: 'back', cursor: i };
  const spent = { looked: 0 };
  const on = shortestFrom(ctx, ctx.setup, ctx.frames[ctx.cursor].snapshot, node, spent);
  if (on) return { kind: 'on', events: on };
  // Keep as much of the reader's walk as can lead there: the latest earlier point first.
  for (let i = ctx.cursor - 1; i > 0 && spent.looked < BUDGET; i--) {
    const from = shortestFrom(ctx, ctx.setup, ctx.frames[i].snapshot, node, spent);
    if (from) return { kind: 'rewound', keep: i, events: from };
  }
  for (const setupId of [ctx.setup, ...Object.keys(ctx.base.setups).filter((s) => s !== ctx.setup)]) {
    const over = shortestFrom(ctx, setupId, undefined, node);
    if (over) return { kind: 'over', setup: setupId, events: over };
  }
  return { kind: 'none' };
}
