import { assign, setup, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import { activeNodes, metaOf } from './nodes';
import { available, NEXT, position, start, step, type Position } from './replay';
import { readReplay } from './replay-spec';
import { defaultSetup, hostOf, nestedHosts, normalEdition, normalEdits, readSituation, runnable, type Situation, type SituationProblem } from './situation';
import { takenTransitions } from './chart';
import { followLoneChoices, type LoneRun } from './lone-choices';
import { routeTo, walkToStep, type Route } from './explorer-route';
import type { BoardView, EditorValues, FlowDefinition, LogEntry } from './types';

/**
 * The flow explorer's own state as one small statechart: which situation the
 * reader is in (setup, edits), the events taken (with a cursor for Back and
 * Forward), the nested chart drawn open, the problems a link had, and a
 * ruling's replay. The flow itself is never stored: each frame is the pure
 * replay of a prefix of the events, kept so a step replays only the new event.
 */

/** What the page shows at one position of the walk. */
export interface Frame {
  snapshot: AnyMachineSnapshot;
  position: Position;
  choices: string[];
  board: BoardView;
  log: LogEntry[];
  /** The nested chart the reader stands in, if any (XState node id). */
  host?: string;
  /** The machine transitions the step into this frame fired (the chart lights their arrows); none for the first frame. */
  taken: string[];
  /**
   * Inside a nested flow, the choices a step above the innermost one handles, each with that step's number: a host's
   * own decisions offered beside the nested step's (a block declaration while a nested stack of answers waits at its
   * first step). Absent outside nested flows.
   */
  hostChoices?: Record<string, string>;
}

/** Something the explorer did on the reader's behalf, worth saying. */
export type Notice =
  | { kind: 'went-back'; to: string }
  | { kind: 'went-on'; to: string; steps: number }
  | { kind: 'rewound'; to: string; kept: number; steps: number }
  | { kind: 'started-over'; to: string; steps: number }
  | { kind: 'unreachable'; to: string }
  /** A new setup or new numbers were applied to the walk: `kept` of its first `steps` choices still apply, up to `to`. */
  | { kind: 'resituated'; to: string; kept: number; steps: number };

export interface ReplayState {
  id: string;
  /** Steps per second multiplier (1 = one step every PACE_MS). */
  speed: number;
}

export interface ExplorerContext {
  base: FlowDefinition;
  setup: string;
  edits: EditorValues | null;
  /** The rule edition the flow runs under; null = the flow's default. */
  edition: string | null;
  events: string[];
  cursor: number;
  frames: Frame[];
  /** Nested chart drawn open (node id); undefined follows the reader, null = all folded. */
  opened: string | null | undefined;
  problems: SituationProblem[];
  notice: Notice | null;
  replay: ReplayState | null;
  replayDone: string | null;
  /**
   * The walk as it was before the situation (setup or numbers) began to change, kept while only the situation keeps
   * changing: a setup that cuts the walk short, then one that does not, gives the whole walk back. A keyboard reader
   * arrowing through the setups passed options that cut it and lost it for good (found by an audit).
   */
  held: { events: string[]; cursor: number } | null;
}

export type ExplorerEvent =
  | { type: 'choose'; event: string }
  /** Every step on from here that offers one way on, taken at once, up to the next step with a real choice (loneRun). */
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'restart' }
  | { type: 'go'; cursor: number }
  | { type: 'go.node'; node: string }
  | { type: 'setup'; setup: string }
  | { type: 'edits'; values: EditorValues | null }
  | { type: 'edition'; edition: string }
  | { type: 'chart.toggle'; node: string }
  /** `focus`: the step a step's own page is about, where its built-in walk (`fallback`) leads. */
  | { type: 'load'; search: string; fallback: Situation; focus?: string }
  /** A ruling's replay: its preset, the edits on its board (an `edit=` value) and its walk, under `edition` if named. */
  | { type: 'replay'; id: string; setup: string; walk: string; edit?: string; instant: boolean; edition?: string | null }
  | { type: 'replay.play' }
  | { type: 'replay.pause' }
  | { type: 'replay.next' }
  | { type: 'replay.previous' }
  | { type: 'replay.speed'; speed: number }
  | { type: 'replay.stop' }
  | { type: 'dismiss' };

export const PACE_MS = 800;
export const REPLAY_MS = 9000;
/** No choice goes by faster than this at 1×, however long the ruling: the reader must be able to read it. */
export const MIN_PACE_MS = 500;
export const SPEEDS = [0.5, 1, 2, 4] as const;

export function frameOf(flow: FlowDefinition, snapshot: AnyMachineSnapshot, taken: string[] = []): Frame {
  const where = position(snapshot);
  const choices = available(snapshot);
  return {
    taken,
    snapshot,
    position: where,
    choices,
    board: flow.view(snapshot.context),
    log: snapshot.context.log ?? [],
    host: hostOf(snapshot),
    ...(where.levels.length > 1 ? { hostChoices: choicesAbove(flow, snapshot, choices) } : {}),
  };
}

/** Of the choices open, those whose transition a state above the innermost step takes, with that state's step. */
function choicesAbove(flow: FlowDefinition, snapshot: AnyMachineSnapshot, choices: string[]): Record<string, string> {
  const stepped = activeNodes(snapshot).filter((n) => metaOf(n).step || metaOf(n).end);
  const inner = stepped.reduce<AnyStateNode | undefined>((a, n) => (!a || n.path.length > a.path.length ? n : a), undefined);
  const out: Record<string, string> = {};
  if (!inner) return out;
  for (const type of choices) {
    const source = flow.machine.getTransitionData(snapshot, { type })[0]?.source as AnyStateNode | undefined;
    if (!source || inner.path.every((k, i) => source.path[i] === k)) continue;
    // The step that handles it: the source itself or its nearest ancestor with a step number.
    let n: AnyStateNode | undefined = source;
    while (n && !metaOf(n).step) n = n.parent;
    if (n) out[type] = metaOf(n).step!;
  }
  return out;
}

/** Frames for a whole event list; stops at the first event the chart cannot take (the list is then cut there). */
function framesFor(base: FlowDefinition, s: Pick<Situation, 'setup' | 'edits' | 'edition'>, events: readonly string[]): { frames: Frame[]; events: string[] } {
  const { flow, runAs } = runnable(base, s);
  let snap = start(flow, runAs);
  const frames = [frameOf(flow, snap)];
  const kept: string[] = [];
  for (const e of events) {
    if (!frames[frames.length - 1].choices.includes(e)) break;
    const taken = takenTransitions(flow, snap, e);
    snap = step(flow, snap, e);
    frames.push(frameOf(flow, snap, taken));
    kept.push(e);
  }
  return { frames, events: kept };
}

/** A fresh context for a situation. */
export function situate(
  base: FlowDefinition,
  s: Situation,
  cursor?: number,
): Pick<ExplorerContext, 'setup' | 'edits' | 'edition' | 'events' | 'cursor' | 'frames' | 'opened'> {
  const setupId = Object.hasOwn(base.setups, s.setup) ? s.setup : defaultSetup(base);
  const edits = normalEdits(base, setupId, s.edits);
  const edition = normalEdition(base, s.edition);
  const { frames, events } = framesFor(base, { setup: setupId, edits, edition }, s.events);
  const at = Math.max(0, Math.min(cursor ?? events.length, events.length));
  const opened = s.open === undefined ? undefined : s.open === null ? null : nestedHosts(base).get(s.open);
  return { setup: setupId, edits, edition, events, cursor: at, frames, opened };
}

/**
 * The walk replayed under another setup or other numbers: every choice still open there is kept (Forward included),
 * the cursor stays where it was or at the last choice that still applies, and a notice says how much of the walk
 * up to the cursor held.
 */
function resituate(context: ExplorerContext, setup: string, edits: EditorValues | null): Partial<ExplorerContext> {
  const walk = context.held ?? { events: context.events, cursor: context.cursor };
  const s = situate(context.base, { setup, edits, edition: context.edition, events: walk.events });
  const cursor = Math.min(walk.cursor, s.events.length);
  const to = s.frames[cursor].position.nodeIds.at(-1);
  const notice: Notice | null = walk.cursor > 0 && to ? { kind: 'resituated', to, kept: cursor, steps: walk.cursor } : null;
  return { ...s, cursor, opened: context.opened, problems: [], replayDone: null, notice, held: walk };
}

/** The situation the reader is in now (the walk up to the cursor). */
export function situationOf(c: ExplorerContext): Situation {
  const open = c.opened === undefined ? undefined : c.opened === null ? null : [...nestedHosts(c.base)].find(([, id]) => id === c.opened)?.[0];
  return {
    setup: c.setup,
    edits: c.edits,
    edition: c.edition,
    events: c.events.slice(0, c.cursor),
    open,
    snapshots: c.frames.slice(0, c.cursor + 1).map((f) => f.snapshot),
  };
}

export const current = (c: ExplorerContext): Frame => c.frames[c.cursor];

/** The nested chart drawn open at the cursor: the reader's choice, else the one they stand in. */
export function openedChart(c: ExplorerContext): string | null {
  return c.opened === undefined ? (current(c).host ?? null) : c.opened;
}

/**
 * Frames one event on from a frame, kept once computed. A frame belongs to one situation (setup, edits, edition), so
 * the frame and the event say what the next frame is; a WeakMap lets it go with the frame. Keeping them is what lets
 * prefetch() do a step's replay before the reader clicks.
 */
const ahead = new WeakMap<Frame, Map<string, Frame>>();

function nextFrame(flow: FlowDefinition, from: Frame, event: string): Frame {
  const ready = frameAhead(from, event);
  if (ready) return ready;
  const frame = frameOf(flow, step(flow, from.snapshot, event), takenTransitions(flow, from.snapshot, event));
  const known = ahead.get(from) ?? new Map<string, Frame>();
  ahead.set(from, known.set(event, frame));
  return frame;
}

/** The frame `event` leads to from `from`, if prefetch() (or an earlier step) has it ready. */
export const frameAhead = (from: Frame, event: string): Frame | undefined => ahead.get(from)?.get(event);

/**
 * The run of lone choices from a frame (followLoneChoices), kept once computed: the panel asks for it on every render
 * of the step, and the frame after a "Continue" has as its run the rest of the same one (the snapshots it steps
 * through are kept by step() too, so that costs no new transitions).
 */
const runs = new WeakMap<Frame, LoneRun>();

function runFrom(flow: FlowDefinition, from: Frame): LoneRun {
  let run = runs.get(from);
  if (!run) runs.set(from, (run = followLoneChoices(flow, from.snapshot)));
  return run;
}

/** The events a skip at the cursor takes: each step's only choice, up to the next step offering two or more. */
export const loneRun = (c: ExplorerContext): LoneRun => runFrom(runnable(c.base, c).flow, current(c));

/**
 * Replays each choice open at the cursor ahead of time, so the step the reader takes next finds its frame ready
 * instead of replaying the event in the click (about 2 ms of a step's first frame at 4x CPU). The page calls it once
 * a step is painted; a step taken before that replays its event as usual.
 */
export function prefetch(c: ExplorerContext): void {
  const from = current(c);
  if (!from.choices.length) return;
  const { flow } = runnable(c.base, c);
  // A step into a run of lone choices (a decision, then "Continue" after "Continue") finds its skip ready too: the
  // panel asks how far it goes in the step's first frame.
  for (const event of from.choices) runFrom(flow, nextFrame(flow, from, event));
}

/** Takes one event at the cursor: earlier frames are kept, only the new one is replayed (or found ready). */
function take(c: ExplorerContext, event: string): Partial<ExplorerContext> {
  // Choosing what Forward would take keeps the rest of the walk; anything else replaces it.
  if (c.events[c.cursor] === event) return { cursor: c.cursor + 1 };
  const frame = nextFrame(runnable(c.base, c).flow, current(c), event);
  return { frames: [...c.frames.slice(0, c.cursor + 1), frame], events: [...c.events.slice(0, c.cursor), event], cursor: c.cursor + 1 };
}

/** Moving the cursor leaves an explicitly opened chart to follow the reader again if they change chart. */
const moved = (c: ExplorerContext, cursor: number): Partial<ExplorerContext> => {
  const before = current(c).host;
  const after = c.frames[cursor].host;
  return { cursor, opened: before === after ? c.opened : undefined };
};

const clear = { problems: [] as SituationProblem[], notice: null, replayDone: null, held: null };

export const explorerMachine = setup({
  types: {
    context: {} as ExplorerContext,
    events: {} as ExplorerEvent,
    input: {} as { flow: FlowDefinition; situation?: Situation; cursor?: number },
  },
  delays: {
    // A "Continue" step goes by quicker than a real choice, so the reader's eye rests on the choices.
    // A long ruling keeps to about REPLAY_MS in all at 1× (the reader can slow it, pause or step).
    pace: ({ context }) => {
      const each = Math.max(MIN_PACE_MS, Math.min(PACE_MS, REPLAY_MS / Math.max(1, context.events.length)));
      return Math.round(((context.events[context.cursor] === NEXT ? 0.4 : 1) * each) / (context.replay?.speed ?? 1));
    },
  },
  guards: {
    canChoose: ({ context, event }) => event.type === 'choose' && current(context).choices.includes(event.event),
    canSkip: ({ context }) => current(context).choices.length === 1,
    canGoBack: ({ context }) => context.cursor > 0,
    canGoForward: ({ context }) => context.cursor < context.events.length,
    canGo: ({ context, event }) => event.type === 'go' && Number.isInteger(event.cursor) && event.cursor >= 0 && event.cursor <= context.events.length,
    knownSetup: ({ context, event }) => event.type === 'setup' && Object.hasOwn(context.base.setups, event.setup),
    knownEdition: ({ context, event }) => event.type === 'edition' && !!context.base.editions && Object.hasOwn(context.base.editions.list, event.edition),
    hasEditor: ({ context }) => !!context.base.editor,
    replayAtEnd: ({ context }) => context.cursor >= context.events.length,
    instant: ({ event }) => event.type === 'replay' && event.instant,
    knownHost: ({ context, event }) => event.type === 'chart.toggle' && [...nestedHosts(context.base).values()].includes(event.node),
  },
  actions: {
    choose: assign(({ context, event }) => (event.type === 'choose' ? { ...take(context, event.event), ...clear, opened: undefined } : {})),
    // Each event is taken as a choice is, so a walk that already went this way keeps the rest of it for Forward.
    skip: assign(({ context }) => {
      let c = context;
      for (const e of loneRun(context).events) c = { ...c, ...take(c, e) };
      return { frames: c.frames, events: c.events, cursor: c.cursor, ...clear, opened: undefined };
    }),
    back: assign(({ context }) => ({ ...moved(context, context.cursor - 1), ...clear })),
    forward: assign(({ context }) => ({ ...moved(context, context.cursor + 1), ...clear })),
    go: assign(({ context, event }) => (event.type === 'go' ? { ...moved(context, event.cursor), ...clear } : {})),
    restart: assign(({ context }) => ({ ...moved(context, 0), events: [], frames: context.frames.slice(0, 1), ...clear })),
    // A new setup or new numbers are applied to the walk the reader is on, replayed under them as far as it still
    // applies, as another edition is: a judge asking "and with 2000 power?" at 3.1 stays at 3.1. Starting the walk
    // over lost the place without a word, and a keyboard reader arrowing through the setups lost it on every option.
    changeSetup: assign(({ context, event }) => (event.type === 'setup' ? resituate(context, event.setup, null) : {})),
    applyEdits: assign(({ context, event }) => (event.type === 'edits' ? resituate(context, context.setup, event.values) : {})),
    // Another edition replays the same walk on the same boards under its rules, as far as the walk still applies.
    changeEdition: assign(({ context, event }) => {
      if (event.type !== 'edition') return {};
      const s = situate(context.base, { setup: context.setup, edits: context.edits, edition: event.edition, events: context.events, open: undefined });
      return { ...s, cursor: Math.min(context.cursor, s.events.length), opened: context.opened, ...clear };
    }),
    toggleChart: assign(({ context, event }) => (event.type === 'chart.toggle' ? { opened: openedChart(context) === event.node ? null : event.node } : {})),
    goToNode: assign(({ context, event }) => {
      if (event.type !== 'go.node') return {};
      const route: Route = routeTo(context, event.node);
      if (route.kind === 'none') return { notice: { kind: 'unreachable', to: event.node }, problems: [] };
      if (route.kind === 'back') return { ...moved(context, route.cursor), ...clear, notice: { kind: 'went-back', to: event.node } };
      if (route.kind === 'on' || route.kind === 'rewound') {
        let c = route.kind === 'on' ? { ...context } : { ...context, cursor: route.keep };
        for (const e of route.events) c = { ...c, ...take(c, e) };
        const notice: Notice =
          route.kind === 'on'
            ? { kind: 'went-on', to: event.node, steps: route.events.length }
            : { kind: 'rewound', to: event.node, kept: route.keep, steps: route.events.length };
        return { frames: c.frames, events: c.events, cursor: c.cursor, opened: undefined, ...clear, notice };
      }
      return {
        ...situate(context.base, {
          setup: route.setup,
          edits: route.setup === context.setup ? context.edits : null,
          edition: context.edition,
          events: route.events,
        }),
        ...clear,
        notice: { kind: 'started-over', to: event.node, steps: route.events.length },
      };
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'load') return {};
      const search = new URLSearchParams(event.search);
      const read = readSituation(context.base, search, event.fallback);
      const { problems } = read;
      let situation = read.situation;
      // A step's own page with another setup or edits and no walk: its built-in walk was made for its own setup, so
      // the way to its step is found again for the situation given (unreachable there, the built-in walk is kept, and
      // its problem said as before). So too a page whose link names its step (step=) with no walk: a flow page's own
      // walk is empty, made for no step (on the page of a flow's first step, the search finds it at once).
      const noWalkFor = situation.setup !== event.fallback.setup || situation.edits || event.fallback.events.length === 0;
      if (event.focus && !search.has('walk') && noWalkFor) {
        const events = walkToStep(context.base, situation, event.focus);
        if (events) situation = { ...situation, events };
      }
      // Coming back to a prefix of the same walk (browser Back) keeps the rest of it for Forward.
      const same =
        situation.setup === context.setup &&
        JSON.stringify(situation.edits) === JSON.stringify(context.edits) &&
        normalEdition(context.base, situation.edition) === context.edition;
      const prefix = same && situation.events.length <= context.events.length && situation.events.every((e, i) => context.events[i] === e);
      if (prefix && problems.length === 0) {
        const opened = situation.open === undefined ? undefined : situation.open === null ? null : nestedHosts(context.base).get(situation.open);
        return { cursor: situation.events.length, opened, ...clear };
      }
      return { ...situate(context.base, situation), problems, notice: null, replayDone: null, held: null };
    }),
    startReplay: assign(({ context, event }) => {
      if (event.type !== 'replay') return {};
      // Read as the link it is (readReplay), so the ruling's edits are applied as a link's would be: a ruling asked on an
      // edited board used to replay on the bare preset, where its walk might not even apply.
      const { situation } = readReplay(context.base, event, event.edition);
      const s = situate(context.base, situation, event.instant ? situation.events.length : 0);
      return { ...s, ...clear, replay: { id: event.id, speed: context.replay?.speed ?? 1 }, replayDone: event.instant ? event.id : null };
    }),
    replayAdvance: assign(({ context }) => moved(context, Math.min(context.events.length, context.cursor + 1))),
    replayBack: assign(({ context }) => moved(context, Math.max(0, context.cursor - 1))),
    replaySpeed: assign(({ context, event }) =>
      event.type === 'replay.speed' && context.replay && (SPEEDS as readonly number[]).includes(event.speed)
        ? { replay: { ...context.replay, speed: event.speed } }
        : {},
    ),
    finishReplay: assign(({ context }) => ({ replayDone: context.replay?.id ?? null, replay: null })),
    stopReplay: assign({ replay: null }),
    dismiss: assign({ problems: [], notice: null }),
  },
}).createMachine({
  id: 'explorer',
  context: ({ input }) => ({
    base: input.flow,
    ...situate(input.flow, input.situation ?? { setup: defaultSetup(input.flow), edits: null, events: [] }, input.cursor),
    problems: [],
    notice: null,
    replay: null,
    replayDone: null,
    held: null,
  }),
  initial: 'exploring',
  // Anything the reader does takes over from a replay.
  on: {
    choose: { guard: 'canChoose', target: '.exploring', actions: ['stopReplay', 'choose'] },
    skip: { guard: 'canSkip', target: '.exploring', actions: ['stopReplay', 'skip'] },
    back: { guard: 'canGoBack', target: '.exploring', actions: ['stopReplay', 'back'] },
    forward: { guard: 'canGoForward', target: '.exploring', actions: ['stopReplay', 'forward'] },
    go: { guard: 'canGo', target: '.exploring', actions: ['stopReplay', 'go'] },
    'go.node': { target: '.exploring', actions: ['stopReplay', 'goToNode'] },
    restart: { target: '.exploring', actions: ['stopReplay', 'restart'] },
    setup: { guard: 'knownSetup', target: '.exploring', actions: ['stopReplay', 'changeSetup'] },
    edits: { guard: 'hasEditor', target: '.exploring', actions: ['stopReplay', 'applyEdits'] },
    edition: { guard: 'knownEdition', target: '.exploring', actions: ['stopReplay', 'changeEdition'] },
    load: { target: '.exploring', actions: ['stopReplay', 'load'] },
    'chart.toggle': { guard: 'knownHost', actions: 'toggleChart' },
    dismiss: { actions: 'dismiss' },
    replay: [
      { guard: 'instant', target: '.exploring', actions: ['startReplay', 'stopReplay'] },
      { target: '.replaying', actions: 'startReplay' },
    ],
  },
  states: {
    exploring: {},
    replaying: {
      initial: 'playing',
      on: {
        'replay.next': [
          { guard: 'replayAtEnd', target: 'exploring', actions: 'finishReplay' },
          { target: '.paused', actions: 'replayAdvance' },
        ],
        'replay.previous': { target: '.paused', actions: 'replayBack' },
        'replay.speed': { actions: 'replaySpeed' },
        'replay.stop': { target: 'exploring', actions: 'stopReplay' },
      },
      states: {
        playing: {
          on: { 'replay.pause': 'paused' },
          after: {
            pace: [
              { guard: 'replayAtEnd', target: '#explorer.exploring', actions: 'finishReplay' },
              { target: 'playing', reenter: true, actions: 'replayAdvance' },
            ],
          },
        },
        paused: {
          on: {
            'replay.play': [{ guard: 'replayAtEnd', target: '#explorer.exploring', actions: 'finishReplay' }, { target: 'playing' }],
          },
        },
      },
    },
  },
});
