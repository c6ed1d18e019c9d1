import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';
import type { StepMeta } from './types';

/**
 * The active state nodes of a snapshot, outermost first, found from the public
 * `snapshot.value` and the machine's own node tree (no XState internals).
 */
const cache = new WeakMap<AnyMachineSnapshot, AnyStateNode[]>();

export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  // Snapshots are immutable, so each one's nodes are worked out once (graph traversals ask often).
  const known = cache.get(snapshot);
  if (known) return known;
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode, value: StateValue | undefined) => {
    out.push(node);
    if (value === undefined) return;
    if (typeof value === 'string') {
      const child = node.states[value] as AnyStateNode | undefined;
      if (child) out.push(child);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (child) visit(child, inner as StateValue | undefined);
    }
  };
  visit(snapshot.machine.root, snapshot.value);
  cache.set(snapshot, out);
  return out;
}

export function metaOf(node: AnyStateNode): StepMeta {
  return (node.meta ?? {}) as StepMeta;
}

// XState recomputes a node's ownEvents on every read; a chart never changes, so read each once.
const ownEvents = new WeakMap<AnyStateNode, string[]>();
function eventsOf(node: AnyStateNode): string[] {
  let list = ownEvents.get(node);
  if (!list) ownEvents.set(node, (list = node.ownEvents as string[]));
  return list;
}

/** Event types declared by the active nodes, outermost first, each once. */
export function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(activeNodes(snapshot).flatMap(eventsOf))];
}

/** A transition's guard by its name, as the content words it (a guard written as a function has none). */
export function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}
