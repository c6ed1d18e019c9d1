import { getMicrosteps, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeNodes, guardName, metaOf } from './nodes';
import { available, position, setupOf, start } from './replay';
import { atStep } from './position';
import type { FlowDefinition } from './types';
import { variantBase } from './choices';

/** One box of the chart. Compound states have children; steps and ends are leaves or groups. */
export interface ChartNode {
  id: string;
  step?: string;
  /** A nested sub-flow hosted here (drawn collapsed until expanded). */
  flow?: string;
  /** The flow whose words name this node: the nearest host's sub-flow, or undefined for the flow itself. */
  scope?: string;
  group?: string;
  end?: string;
  badges?: string[];
  /** A group's first state: where an arrow into the group is drawn to (app/lib/layout.ts). */
  initial?: string;
  children: ChartNode[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  event: string;
  guard?: string;
  scope?: string;
  /**
   * The machine transitions this arrow stands for (see transitionId). Each
   * part is a chain: the ids of transitions that fire in one step, joined by
   * CHAIN, more than one where the arrow runs through a hidden state. A
   * folded arrow stands for several chains.
   */
  parts: string[];
  /**
   * Set on an arrow that leaves a nested flow through its end: the host it
   * leaves and the host's own onward event, which names the arrow when the
   * nested flow is drawn folded.
   */
  exit?: { host: string; event: string; scope?: string };
}

export interface ChartModel {
  root: ChartNode;
  edges: ChartEdge[];
}

/** The stable name of one machine transition: source, event, its index among that event's transitions, target. */
/** Joins the transitions of one chain (see ChartEdge.parts); state ids and events never hold it. */
export const CHAIN = ' > ';

export function transitionId(source: string, event: string, index: number, target: string): string {
  return `${source}|${event}|${index}|${target}`;
}

/**
 * A state with nothing to say to a reader: a final state without `meta.end`
 * whose parent carries on through its own onDone. It only exists because
 * XState needs it to finish a nested flow, so the chart folds it into the
 * arrows that pass through it instead of drawing its id.
 */
function isPassThrough(node: AnyStateNode): boolean {
  const meta = metaOf(node);
  return (
    node.type === 'final' &&
    !meta.end &&
    !meta.step &&
    !!node.parent &&
    node.parent !== node.machine.root &&
    (node.parent.transitions.get(`xstate.done.state.${node.parent.id}`) ?? []).length > 0
  );
}

/**
 * The chart as the machine declares it: boxes from state nodes, arrows from
 * transitions. Pass-through states (see isPassThrough) are left out, and an
 * arrow into one continues along its parent's onDone.
 */
export function chartModel(flow: FlowDefinition): ChartModel {
  const raw: ChartEdge[] = [];
  const build = (node: AnyStateNode, scope?: string): ChartNode => {
    const meta = metaOf(node);
    for (const [event, list] of node.transitions) {
      list.forEach((t, i) => {
        for (const target of t.target ?? []) {
          const id = transitionId(node.id, event, i, target.id);
          raw.push({ id, source: node.id, target: target.id, event, guard: guardName(t.guard), scope, parts: [id] });
        }
      });
    }
    return {
      id: node.id,
      step: meta.step,
      flow: meta.flow,
      scope,
      group: meta.group,
      end: meta.end,
      badges: meta.badges,
      ...(meta.group && node.initial?.target[0] ? { initial: node.initial.target[0].id } : {}),
      children: (Object.values(node.states) as AnyStateNode[]).filter((c) => !isPassThrough(c)).map((c) => build(c, meta.flow ?? scope)),
    };
  };
  const root = build(flow.machine.root);
  const hidden = (id: string) => {
    const n = flow.machine.getStateNodeById(id);
    return isPassThrough(n);
  };
  const onward = (state: string) => {
    const parent = flow.machine.getStateNodeById(state).parent!;
    return raw.filter((d) => d.source === parent.id && d.event === `xstate.done.state.${parent.id}`);
  };
  // An arrow into a pass-through state runs on along each of its parent's onDone arrows.
  const through = (e: ChartEdge, depth = 0): ChartEdge[] => {
    if (!hidden(e.target) || depth > 8) return [e];
    return onward(e.target).flatMap((d) =>
      through(
        {
          ...e,
          id: `${e.id} then ${d.target}`,
          target: d.target,
          parts: e.parts.flatMap((p) => d.parts.map((q) => `${p}${CHAIN}${q}`)),
          exit: e.exit ?? { host: d.source, event: d.event, scope: d.scope },
        },
        depth + 1,
      ),
    );
  };
  // A parent's onDone is drawn as the continuation of the arrows into its pass-through end, not on its own.
  const handedOver = (e: ChartEdge) =>
    e.event === `xstate.done.state.${e.source}` && (Object.values(flow.machine.getStateNodeById(e.source).states) as AnyStateNode[]).some(isPassThrough);
  const edges = raw.filter((e) => !hidden(e.source) && !handedOver(e)).flatMap((e) => through(e));
  return { root, edges };
}

/**
 * The machine transitions one event fires from `snapshot`, in order, as
 * transitionId()s: the chosen transition, then any onDone it sets off. Pure:
 * it asks XState which transitions are enabled and computes the microsteps,
 * so the chart can light exactly the arrow taken, guards included.
 */
export function takenTransitions(flow: FlowDefinition, snapshot: AnyMachineSnapshot, event: string): string[] {
  const machine = flow.machine;
  const out: string[] = [];
  const record = (transitions: readonly AnyTransitionDefinition[]) => {
    for (const t of transitions) {
      const list = t.source.transitions.get(t.eventType) ?? [];
      const index = list.indexOf(t);
      // A transition without a target (it only changes the board) is recorded with an empty target: no arrow stands for it.
      if (!t.target?.length) out.push(transitionId(t.source.id, t.eventType, index, ''));
      for (const target of t.target ?? []) out.push(transitionId(t.source.id, t.eventType, index, target.id));
    }
  };
  record(machine.getTransitionData(snapshot, { type: event }));
  const micro = getMicrosteps(machine, snapshot, { type: event }).map(([s]) => s as AnyMachineSnapshot);
  // Later microsteps are set off by XState's own done events: find, for each, the parent that finished.
  for (let k = 1; k < micro.length; k++) {
    const before = micro[k - 1];
    const finished = activeNodes(before).filter((n: AnyStateNode) => n.type === 'final' && n.parent && n.parent !== machine.root);
    for (const f of finished) {
      const type = `xstate.done.state.${f.parent!.id}`;
      const chosen = machine.getTransitionData(before, { type });
      if (chosen.length) {
        record(chosen);
        break;
      }
    }
  }
  return out;
}

/**
 * Folds every nested sub-flow except `expanded` into a single box: arrows to
 * or from its inside attach to the box, and arrows wholly inside disappear.
 * Arrows that end up with the same ends, event and guard become one arrow
 * standing for all their transitions.
 */
export function collapse(model: ChartModel, expanded: string | null): ChartModel {
  const owner = new Map<string, string>();
  const fold = (n: ChartNode): ChartNode => {
    if (n.flow && n.id !== expanded) {
      const mark = (c: ChartNode) => {
        owner.set(c.id, n.id);
        c.children.forEach(mark);
      };
      n.children.forEach(mark);
      return { ...n, children: [] };
    }
    return { ...n, children: n.children.map(fold) };
  };
  const root = fold(model.root);
  // A numbered variant of a choice ("use the 2nd card": turn-uses-2 beside turn-uses) between the same two boxes is
  // drawn as that choice's own arrow: the panel offers each, and the chart shows where the choice leads once, not one
  // arrow and label per card.
  const plain = new Map<string, string | undefined>();
  for (const e of model.edges) if (!plain.has(`${e.source}|${e.target}|${e.event}`)) plain.set(`${e.source}|${e.target}|${e.event}`, e.guard);
  const variantOf = (e: ChartEdge) => {
    const base = variantBase(e.event);
    return base !== undefined && plain.has(`${e.source}|${e.target}|${base}`) ? base : undefined;
  };
  const byKey = new Map<string, ChartEdge>();
  for (const e of model.edges) {
    const source = owner.get(e.source) ?? e.source;
    const target = owner.get(e.target) ?? e.target;
    if (owner.has(e.source) && owner.has(e.target) && source === target) continue;
    // Leaving a folded flow through its end reads as the host's own "when it ends" arrow.
    const leaves = e.exit && owner.has(e.source) && source === e.exit.host;
    const base = leaves ? undefined : variantOf(e);
    const event = leaves ? e.exit!.event : (base ?? e.event);
    const guard = leaves ? undefined : base !== undefined ? plain.get(`${e.source}|${e.target}|${base}`) : e.guard;
    const scope = leaves ? e.exit!.scope : e.scope;
    const key = `${source}|${target}|${event}|${guard ?? ''}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.parts = [...new Set([...seen.parts, ...e.parts])];
      continue;
    }
    const moved = source !== e.source || target !== e.target;
    byKey.set(key, { ...e, source, target, event, guard, scope, exit: moved ? undefined : e.exit, id: moved ? key : e.id });
  }
  return { root, edges: [...byKey.values()] };
}

/**
 * The arrows lit by one step: those with a chain of transitions that all
 * fired (from takenTransitions). A whole chain, not any one of its links: two
 * arrows into a nested flow's end share the host's onDone, and only the one
 * the reader came along is lit.
 */
export function litEdges<E extends { parts: string[] }>(edges: readonly E[], taken: readonly string[]): E[] {
  const fired = new Set(taken);
  return edges.filter((e) => e.parts.some((p) => p.split(CHAIN).every((t) => fired.has(t))));
}

/** The flow's own official step numbers in document order; steps of nested sub-flows belong to those flows. */
export function stepsOf(flow: FlowDefinition): string[] {
  const out: string[] = [];
  const visit = (n: ChartNode) => {
    if (n.step) out.push(n.step);
    if (!n.flow) n.children.forEach(visit);
  };
  visit(chartModel(flow).root);
  return out;
}

export function endsOf(flow: FlowDefinition): string[] {
  const out: string[] = [];
  const visit = (n: ChartNode) => {
    if (n.end) out.push(n.end);
    n.children.forEach(visit);
  };
  visit(chartModel(flow).root);
  return out;
}

/** Snapshots that differ only in their log are the same situation; without this, loops never end. */
export function situationKey(snapshot: AnyMachineSnapshot): string {
  const { log: _log, ...rest } = (snapshot.context ?? {}) as Record<string, unknown>;
  return JSON.stringify([snapshot.value, rest]);
}

function traversal(flow: FlowDefinition, setupId?: string) {
  const { board } = setupOf(flow, setupId);
  return {
    input: structuredClone(board),
    serializeState: situationKey,
    // Default events first, so the shortest walk prefers the path a reader would take by default.
    events: (snapshot: AnyMachineSnapshot) => {
      const meta = activeNodes(snapshot)
        .map((n) => metaOf(n).defaultEvent)
        .find(Boolean);
      const list = available(snapshot);
      return [...list.filter((t) => t === meta), ...list.filter((t) => t !== meta)].map((type) => ({ type }));
    },
  };
}

const pathCache = new WeakMap<FlowDefinition, Map<string, ReturnType<typeof getShortestPaths>>>();

/** Every reachable situation with the shortest event list to it, per setup (memoised: builds ask once per step page). */
export function shortestPaths(flow: FlowDefinition, setupId?: string) {
  const key = setupOf(flow, setupId).id;
  let byFlow = pathCache.get(flow);
  if (!byFlow) pathCache.set(flow, (byFlow = new Map()));
  if (!byFlow.has(key)) byFlow.set(key, getShortestPaths(flow.machine, traversal(flow, key)));
  return byFlow.get(key)!;
}

/**
 * The shortest walk from the start that makes `stepKey` the innermost active
 * step, trying the default setup first. Used by step pages and tests.
 */
export function shortestWalkTo(flow: FlowDefinition, stepKey: string): { setup: string; events: string[] } | null {
  const matches = (key: string) => atStep(key, stepKey);
  for (const setup of Object.keys(flow.setups)) {
    if (matches(position(start(flow, setup)).key)) return { setup, events: [] };
    const best = shortestPaths(flow, setup)
      .filter((p) => matches(position(p.state).key))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    if (best) return { setup, events: best.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) };
  }
  return null;
}
