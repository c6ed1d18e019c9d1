import type { StepMeta } from './types';

/**
 * Positions and their keys. A key names where the reader is: the innermost step,
 * prefixed by the steps of every state hosting a nested sub-flow, outermost first
 * ("2.5>3.1", or three levels "4>2.5>3.1"), or "end:<name>". Keys are built and
 * read only here, so sub-flows can nest to any depth.
 */
export const KEY_SEPARATOR = '>';
const END = 'end:';

/** Whether a position is at a step: a step that hosts a nested flow is reached as the reader enters it ("2.5" → "2.5>1.1"). */
export const atStep = (key: string, stepKey: string) => key === stepKey || key.startsWith(`${stepKey}${KEY_SEPARATOR}`);

/** One level of a position: a step and the flow whose words name it (undefined: the page's own flow). */
export interface Level {
  step: string;
  scope?: string;
}

export interface Position {
  /** Official step numbers of the active states, outermost first (a nested flow adds inner ones). */
  steps: string[];
  /** See the module comment. */
  key: string;
  /** The sub-flow whose words apply to the innermost step, if nested. */
  scope?: string;
  /** The hosting steps, then the innermost step, each with the flow that names it. Empty at an end. */
  levels: Level[];
  /** XState ids of the active chart nodes, outermost first. */
  nodeIds: string[];
  ended: boolean;
}

/** "2.5>3.1" from the host steps and the inner step. */
export function positionKey(hosts: readonly string[], inner: string): string {
  return [...hosts, inner].join(KEY_SEPARATOR);
}

export function endKey(end: string): string {
  return END + end;
}

/** A key taken apart: `end` for an end's name, else the host steps and the inner step. */
export function readKey(key: string): { end: string } | { end?: undefined; hosts: string[]; inner: string } {
  if (key.startsWith(END)) return { end: key.slice(END.length) };
  const parts = key.split(KEY_SEPARATOR);
  return { hosts: parts.slice(0, -1), inner: parts[parts.length - 1] };
}

/** True when the key is inside a nested sub-flow. */
export function isNested(key: string): boolean {
  const k = readKey(key);
  return 'hosts' in k && k.hosts.length > 0;
}

interface NodeLike {
  id: string;
  path: readonly string[];
  meta?: unknown;
}

/** The position of a set of active state nodes (a snapshot's `_nodes`). */
export function positionOf(active: Iterable<NodeLike>, done: boolean): Position {
  const meta = (n: NodeLike) => (n.meta ?? {}) as StepMeta;
  const nodes = [...active].filter((n) => meta(n).step || meta(n).end).sort((a, b) => a.path.length - b.path.length);
  const inner = nodes[nodes.length - 1];
  const innerMeta = inner ? meta(inner) : {};
  const hosts = nodes.filter((n) => n !== inner && meta(n).flow);
  // Each level takes its words from the flow of the nearest host above it.
  const levels: Level[] = [];
  let scope: string | undefined;
  for (const h of hosts) {
    levels.push({ step: meta(h).step ?? '', scope });
    scope = meta(h).flow;
  }
  if (!innerMeta.end) levels.push({ step: innerMeta.step ?? '', scope });
  return {
    steps: nodes.map((n) => meta(n).step).filter((s): s is string => !!s),
    key: innerMeta.end
      ? endKey(innerMeta.end)
      : positionKey(
          levels.slice(0, -1).map((l) => l.step),
          innerMeta.step ?? '',
        ),
    scope: hosts.length ? meta(hosts[hosts.length - 1]).flow : undefined,
    levels: innerMeta.end ? [] : levels,
    nodeIds: nodes.map((n) => n.id),
    ended: done,
  };
}
