import type { FlowDefinition, FlowEditions, LogEntry } from './types';

/**
 * Rule editions of a flow. A game declares the editions a flow can run under
 * (`FlowDefinition.editions`); each is a set of named rule options that the
 * machine reads from its board, so replay stays a pure function of
 * (flow, events, setup) with the edition folded into the setup.
 */

/** The flow's default edition (the source document's), or null when it declares none. */
export function defaultEdition(flow: FlowDefinition): string | null {
  return flow.editions ? (Object.keys(flow.editions.list)[0] ?? null) : null;
}

/** Whether `id` names one of the flow's editions (an own key: URL text never reaches the prototype). */
export function isEdition(flow: FlowDefinition, id: string): boolean {
  return !!flow.editions && Object.hasOwn(flow.editions.list, id);
}

/** The options an edition sets, by name; empty for the default or an unknown id. */
export function editionOptions(flow: FlowDefinition, id: string | null | undefined): Record<string, boolean> {
  return id && isEdition(flow, id) ? flow.editions!.list[id] : {};
}

// One derived flow per (flow, edition): every step of the explorer asks for it.
const derived = new WeakMap<FlowDefinition, Map<string, FlowDefinition>>();

/**
 * The same flow with every setup under an edition's options. The default
 * edition (or none) is the flow itself, so nothing changes for flows without
 * editions.
 */
export function withEdition<B extends { log: LogEntry[] }>(flow: FlowDefinition<B>, id: string | null | undefined): FlowDefinition<B> {
  const eds = flow.editions as FlowEditions<B> | undefined;
  if (!eds || !id || id === defaultEdition(flow) || !isEdition(flow, id)) return flow;
  let byId = derived.get(flow);
  if (!byId) derived.set(flow, (byId = new Map()));
  let out = byId.get(id);
  if (!out) {
    const options = eds.list[id];
    const setups = Object.fromEntries(Object.entries(flow.setups).map(([k, b]) => [k, eds.apply(b, options)]));
    out = { ...flow, setups };
    byId.set(id, out);
  }
  return out as FlowDefinition<B>;
}

/** The options whose value under `id` differs from the default edition's. */
export function changedOptions(flow: FlowDefinition, id: string | null | undefined): string[] {
  if (!flow.editions || !id) return [];
  const base = editionOptions(flow, defaultEdition(flow));
  const here = editionOptions(flow, id);
  const names = new Set([...Object.keys(base), ...Object.keys(here)]);
  return [...names].filter((n) => !!base[n] !== !!here[n]);
}

/** Step numbers whose outcome can differ under `id` from the default edition, each with the options that change it. */
export function changedSteps(flow: FlowDefinition, id: string | null | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const option of changedOptions(flow, id)) {
    const steps = flow.editions && Object.hasOwn(flow.editions.steps, option) ? flow.editions.steps[option] : [];
    for (const s of steps) out.set(s, [...(out.get(s) ?? []), option]);
  }
  return out;
}
