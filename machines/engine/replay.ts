import { createActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { cloneBoard } from './clone';
import { activeNodes, guardName, metaOf, ownEventTypes } from './nodes';
import { positionOf, type Position } from './position';
import type { FlowDefinition, LogEntry } from './types';
import { variantBase } from './choices';

export type { Position } from './position';

export const NEXT = 'next';

export function setupOf<B>(flow: FlowDefinition, setupId?: string | null): { id: string; board: B } {
  const ids = Object.keys(flow.setups);
  const id = setupId && ids.includes(setupId) ? setupId : ids[0];
  return { id, board: flow.setups[id] as B };
}

/**
 * XState's pure `transition()` builds a throwaway actor (and the machine's whole
 * initial snapshot) on every call, which was a sixth of a step's cost. Flows
 * spawn no actors and their actions are assigns, so one inert scope per machine,
 * made the same way and executing nothing, serves every pure step.
 */
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();
function scopeOf(machine: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    const noop = () => {};
    scope = { self, id: '', sessionId: '', logger: noop, defer: noop, system: self.system, stopChild: noop, emit: noop, actionExecutor: noop } as AnyActorScope;
    scopes.set(machine, scope);
  }
  return scope;
}

export function start(flow: FlowDefinition, setupId?: string | null): AnyMachineSnapshot {
  const { board } = setupOf(flow, setupId);
  return flow.machine.getInitialSnapshot(scopeOf(flow.machine), cloneBoard(board)) as AnyMachineSnapshot;
}

// Snapshots are immutable, so what is derived from one is worked out once: parsing,
// serializing and replaying a walk ask for the same choices and position many times.
const positions = new WeakMap<AnyMachineSnapshot, Position>();
const choices = new WeakMap<AnyMachineSnapshot, string[]>();
const nexts = new WeakMap<AnyMachineSnapshot, Map<string, AnyMachineSnapshot>>();

export function position(snapshot: AnyMachineSnapshot): Position {
  let p = positions.get(snapshot);
  if (!p) positions.set(snapshot, (p = positionOf(activeNodes(snapshot), snapshot.status === 'done')));
  return p;
}

/** Event types the reader can choose now, in the order the chart declares them. */
export function available(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status === 'done') return [];
  let list = choices.get(snapshot);
  // Internal events (onDone, init) are the machine's own business, never a reader's choice.
  if (!list)
    choices.set(snapshot, (list = ownEventTypes(snapshot).filter((type) => !type.includes('*') && !type.startsWith('xstate.') && snapshot.can({ type }))));
  return [...list];
}

/**
 * The pure transition. The same snapshot stepped with the same event gives the
 * same next snapshot (remembered while the snapshot lives), so re-walking a
 * prefix, as the explorer and the walk parser do, costs no new transitions.
 */
export function step(flow: FlowDefinition, snapshot: AnyMachineSnapshot, type: string): AnyMachineSnapshot {
  let known = nexts.get(snapshot);
  if (!known) nexts.set(snapshot, (known = new Map()));
  let next = known.get(type);
  if (!next) known.set(type, (next = flow.machine.transition(snapshot, { type }, scopeOf(flow.machine)) as AnyMachineSnapshot));
  return next;
}

/**
 * The choices open now, the step's default first: a search for the shortest way somewhere then takes the default
 * wherever two ways are as short (a chart click on the call's 3.3 went by 'left', onto a monster, where the preset
 * and the chart's own default call to the center).
 */
export function defaultFirst(snapshot: AnyMachineSnapshot): string[] {
  const choices = available(snapshot);
  const declared = declaredDefault(snapshot, choices);
  return declared ? [declared, ...choices.filter((c) => c !== declared)] : choices;
}

/** The default the innermost step declares (its meta), if it is among the choices open now. */
function declaredDefault(snapshot: AnyMachineSnapshot, choices: readonly string[]): string | undefined {
  const inner = [...activeNodes(snapshot)].sort((a, b) => b.path.length - a.path.length)[0];
  const declared = inner ? metaOf(inner).defaultEvent : undefined;
  return declared && choices.includes(declared) ? declared : undefined;
}

function defaultEvent(snapshot: AnyMachineSnapshot): string | undefined {
  const choices = available(snapshot);
  const declared = declaredDefault(snapshot, choices);
  if (declared) return declared;
  if (choices.length === 1 && choices[0] === NEXT) return NEXT;
  return undefined;
}

export interface Visit {
  key: string;
  steps: string[];
  /** The event that led here; undefined for the first position. */
  event?: string;
}

export interface ReplayResult<B = unknown> {
  snapshot: AnyMachineSnapshot;
  board: B;
  visits: Visit[];
  position: Position;
  choices: string[];
  log: LogEntry[];
}

/**
 * Pure replay: events in, steps visited and final board out. Throws on an event
 * the chart cannot take, because a caller with a checked event list (a ruling,
 * a test) should hear about it; user input goes through parseWalk first.
 */
export function replay<B = unknown>(flow: FlowDefinition, events: readonly string[], setupId?: string | null): ReplayResult<B> {
  let snapshot = start(flow, setupId);
  const visits: Visit[] = [{ key: position(snapshot).key, steps: position(snapshot).steps }];
  for (const event of events) {
    if (!available(snapshot).includes(event)) {
      throw new Error(`"${event}" is not available at ${position(snapshot).key} in ${flow.game}/${flow.id}`);
    }
    snapshot = step(flow, snapshot, event);
    const p = position(snapshot);
    visits.push({ key: p.key, steps: p.steps, event });
  }
  return {
    snapshot,
    board: snapshot.context as B,
    visits,
    position: position(snapshot),
    choices: available(snapshot),
    log: (snapshot.context as { log?: LogEntry[] }).log ?? [],
  };
}

export type WalkProblem =
  | { kind: 'unknown'; token: string; at: string }
  | { kind: 'unavailable'; token: string; at: string }
  | { kind: 'malformed'; token: string; at: string }
  | { kind: 'too-long'; token: string; at: string };

export interface ParsedWalk {
  events: string[];
  problem?: WalkProblem;
}

export const MAX_WALK_CHARS = 2000;
const TOKEN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every event type the chart declares anywhere, so "unknown" and "not now" can be told apart. */
const vocabularies = new WeakMap<object, Set<string>>();
export function vocabulary(flow: FlowDefinition): Set<string> {
  const known = vocabularies.get(flow.machine);
  if (known) return known;
  const out = new Set<string>();
  vocabularies.set(flow.machine, out);
  const visit = (node: AnyStateNode) => {
    for (const type of node.ownEvents) out.add(type);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(flow.machine.root);
  return out;
}

/**
 * Reads a `?walk=` value. Default events (a lone "next", or a state's declared
 * default) may be left out between choices; they are taken when the next token
 * does not fit. Stops at the first token that does not apply and says why.
 */
export function parseWalk(flow: FlowDefinition, walk: string | null | undefined, setupId?: string | null): ParsedWalk {
  return parseFrom(flow, walk, setupId);
}

/**
 * parseWalk, taking each step through `next` (given how many events are taken
 * so far): serializeWalk checks its short form against snapshots it already has.
 */
function parseFrom(
  flow: FlowDefinition,
  walk: string | null | undefined,
  setupId?: string | null,
  next: (taken: number, snapshot: AnyMachineSnapshot, event: string) => AnyMachineSnapshot = (_, snap, event) => step(flow, snap, event),
  first?: AnyMachineSnapshot,
): ParsedWalk {
  const events: string[] = [];
  if (!walk) return { events };
  let snapshot = first ?? start(flow, setupId);
  const words = vocabulary(flow);
  const answers = new Set(flow.answers ?? []);
  const tooLong = walk.length > MAX_WALK_CHARS;
  const tokens = (tooLong ? walk.slice(0, MAX_WALK_CHARS) : walk).split('.');
  for (const [i, raw] of tokens.entries()) {
    const token = raw.trim().toLowerCase();
    const at = position(snapshot).key;
    if (tooLong && i === tokens.length - 1) break;
    if (!TOKEN.test(token)) return { events, problem: { kind: 'malformed', token: raw.slice(0, 40), at } };
    if (!words.has(token)) return { events, problem: { kind: 'unknown', token, at } };
    // Where the reader's token was met. If the default events lead to no step that has the token as its own choice,
    // the walk stops here, not at the end of those defaults: a wrong last token carried the reader to the flow's end.
    const before = { snapshot, taken: events.length };
    let ownedHere = false;
    let guard = 0;
    while (!available(snapshot).includes(token) && guard++ < 100) {
      // A choice this step offers but refuses now is refused here: skipping ahead to where it
      // happens to be open would move the reader's choice to a step they did not write it for.
      if (ownEventTypes(snapshot).includes(token) && !answers.has(token)) {
        ownedHere = true;
        break;
      }
      const fallback = defaultEvent(snapshot);
      if (!fallback) break;
      snapshot = next(events.length, snapshot, fallback);
      events.push(fallback);
    }
    if (!available(snapshot).includes(token)) {
      if (!ownedHere) [snapshot, events.length] = [before.snapshot, before.taken];
      return { events, problem: { kind: 'unavailable', token, at: position(snapshot).key } };
    }
    snapshot = next(events.length, snapshot, token);
    events.push(token);
  }
  if (tooLong) return { events, problem: { kind: 'too-long', token: '', at: position(snapshot).key } };
  return { events };
}

/**
 * Writes events as a walk, leaving out default events that a reader of the
 * walk can infer. Falls back to the full list if the short form would replay
 * differently, so serialize → parse always round-trips.
 */
export function serializeWalk(flow: FlowDefinition, events: readonly string[], setupId?: string | null, known?: readonly AnyMachineSnapshot[]): string {
  if (events.length === 0) return '';
  // `known[i]` is the snapshot after the first i events (the explorer keeps them): then writing a walk
  // replays nothing, where it used to replay it twice on every step (hundreds of ms on a long attack).
  const snaps: AnyMachineSnapshot[] = known && known.length > events.length ? [...known.slice(0, events.length + 1)] : [start(flow, setupId)];
  for (let i = snaps.length - 1; i < events.length; i++) snaps.push(step(flow, snaps[i], events[i]));
  const defaults = events.map((event, i) => defaultEvent(snaps[i]) === event);
  let lastChoice = -1;
  defaults.forEach((d, i) => {
    if (!d) lastChoice = i;
  });
  const short = events.filter((_, i) => !defaults[i] || i > lastChoice).join('.');
  // Reading the short form back follows the same snapshots as long as it takes the same events.
  let off = false;
  const back = parseFrom(
    flow,
    short,
    setupId,
    (taken, snap, event) => {
      if (!off && events[taken] === event) return snaps[taken + 1];
      off = true;
      return step(flow, snap, event);
    },
    snaps[0],
  );
  const same = !back.problem && back.events.length === events.length && back.events.every((e, i) => e === events[i]);
  return same ? short : events.join('.');
}

/**
 * The choices a step declares that are not open now, each with the names of the guards that keep it shut (every
 * transition it has from the active steps is guarded, and none of the guards holds). A reader told "Using one leads
 * to 2.2" sees why using one is not offered. Internal events are left out, as in available().
 */
export function blockedChoices(snapshot: AnyMachineSnapshot): { event: string; guards: string[] }[] {
  if (snapshot.status === 'done') return [];
  const open = new Set(available(snapshot));
  const nodes = [...activeNodes(snapshot)].reverse();
  const out: { event: string; guards: string[] }[] = [];
  for (const type of ownEventTypes(snapshot)) {
    if (open.has(type) || type.includes('*') || type.startsWith('xstate.')) continue;
    // A numbered variant ("the 3rd card") shut while its plain choice is listed or open says nothing new: it is shut
    // only because there are not that many things to pick from.
    const base = variantBase(type);
    if (base !== undefined && nodes.some((n) => n.transitions.has(base))) continue;
    const transitions = nodes.flatMap((n) => n.transitions.get(type) ?? []);
    const guards = transitions.map((t) => guardName(t.guard));
    if (!transitions.length || guards.some((g) => !g)) continue;
    out.push({ event: type, guards: [...new Set(guards as string[])] });
  }
  return out;
}
