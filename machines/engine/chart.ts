import type { AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeNodes, metaOf } from './nodes';
import { available, position, setupOf, start } from './replay';
import type { FlowDefinition, StepMeta } from './types';

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
  rulesCheck?: boolean;
  children: ChartNode[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  event: string;
  guard?: string;
  scope?: string;
}

export interface ChartModel {
  root: ChartNode;
  edges: ChartEdge[];
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}

/** The chart exactly as the machine declares it: boxes from state nodes, arrows from transitions. */
export function chartModel(flow: FlowDefinition): ChartModel {
  const edges: ChartEdge[] = [];
  const build = (node: AnyStateNode, scope?: string): ChartNode => {
    const meta = (node.meta ?? {}) as StepMeta;
    for (const [event, list] of node.transitions) {
      list.forEach((t, i) => {
        for (const target of t.target ?? []) {
          edges.push({
            id: `${node.id}|${event}|${i}|${target.id}`,
            source: node.id,
            target: target.id,
            event,
            guard: guardName(t.guard),
            scope,
          });
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
      rulesCheck: meta.rulesCheck,
      children: (Object.values(node.states) as AnyStateNode[]).map((c) => build(c, meta.flow ?? scope)),
    };
  };
  const root = build(flow.machine.root);
  return { root, edges };
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
export function situationKey(snapshot: any): string {
  const { log: _log, ...rest } = snapshot.context ?? {};
  return JSON.stringify([snapshot.value, rest]);
}

function traversal(flow: FlowDefinition, setupId?: string) {
  const { board } = setupOf(flow, setupId);
  return {
    input: structuredClone(board),
    serializeState: situationKey,
    // Default events first, so the shortest walk prefers the path a reader would take by default.
    events: (snapshot: any) => {
      const meta = activeNodes(snapshot).map((n) => metaOf(n).defaultEvent).find(Boolean);
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
  if (!byFlow.has(key)) byFlow.set(key, getShortestPaths(flow.machine, traversal(flow, key) as any));
  return byFlow.get(key)!;
}

/**
 * The shortest walk from the start that makes `stepKey` the innermost active
 * step, trying the default setup first. Used by step pages and tests.
 */
export function shortestWalkTo(flow: FlowDefinition, stepKey: string): { setup: string; events: string[] } | null {
  // A step that hosts a nested flow is reached when the reader enters it ("2.5" → "2.5>1.1").
  const matches = (key: string) => key === stepKey || key.startsWith(`${stepKey}>`);
  for (const setup of Object.keys(flow.setups)) {
    if (matches(position(start(flow, setup)).key)) return { setup, events: [] };
    const best = shortestPaths(flow, setup)
      .filter((p) => matches(position(p.state as any).key))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    if (best) return { setup, events: best.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) };
  }
  return null;
}
