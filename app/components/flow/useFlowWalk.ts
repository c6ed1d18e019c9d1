'use client';
import { useActorRef, useSelector } from '@xstate/react';
import { transition } from 'xstate';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  current,
  explorerMachine,
  loneRun,
  openedChart,
  prefetch,
  situationOf,
  type ExplorerContext,
  type ExplorerEvent,
  type Frame,
  type Notice,
} from '@/machines/engine/explorer';
import { historyWrite, neighbour, type SituationChange } from '@/machines/engine/explorer-history';
import { writeSituation, type SituationProblem } from '@/machines/engine/situation';
import { MAX_WALK_CHARS, position } from '@/machines/engine/replay';
import type { Position } from '@/machines/engine/position';
import { editsOf } from '@/machines/engine/replay-spec';
import type { EditorValues } from '@/machines/engine/types';
import type { FlowPageData } from '@/app/lib/page-data';
import { afterPaint } from '@/app/lib/after-paint';
import { pageAddress } from '@/app/lib/link-view';
import { withRuling } from '@/app/lib/linked-ruling';
import { breadcrumb, positionLabel } from './labels';
import { useFlowDefinition } from './useGameFlow';
import { useDocumentTitle } from './useDocumentTitle';

export type { Frame };

/** What a context change is written as (historyWrite): the move that made it, a replay's own tick, or the link's reading. */
type Write = Exclude<ExplorerEvent['type'], 'load'> | 'tick' | 'load';

/**
 * The key of the browser's history state that marks an entry a change of situation pushed (its kind): the next change
 * of that kind made on it rewrites it (explorer-history.ts). Kept in the entry itself, it holds after a reload and
 * when the browser's Back and Forward come back to the entry. Next keeps a state's own keys on its traversals.
 */
const MARK = 'situationChange';
const KINDS: ReadonlySet<string> = new Set<SituationChange>(['edition', 'setup', 'edits']);
const markOf = (state: unknown): SituationChange | null => {
  const mark = state && typeof state === 'object' && Object.hasOwn(state, MARK) ? (state as Record<string, unknown>)[MARK] : null;
  return typeof mark === 'string' && KINDS.has(mark) ? (mark as SituationChange) : null;
};
/** The entry's state with its mark set (or taken away), the rest kept as it is. */
const marked = (state: unknown, mark: SituationChange | null): Record<string, unknown> => {
  const { [MARK]: _old, ...rest } = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return mark ? { ...rest, [MARK]: mark } : rest;
};

export interface FlowWalk {
  setup: string;
  events: string[];
  cursor: number;
  frame: Frame;
  previous: Frame | null;
  frames: Frame[];
  /** What the link had that could not be used, each naming its part. */
  problems: SituationProblem[];
  /** What a chart click did on the reader's behalf. */
  notice: Notice | null;
  /** The reader's edits to the situation, if any (the editor shows and changes these). */
  edits: EditorValues | null;
  /** The rule edition the flow runs under; null = the flow's default. */
  edition: string | null;
  /** The nested chart drawn open (node id), or null. */
  opened: string | null;
  replaying: string | null;
  replayPlaying: boolean;
  replaySpeed: number;
  replayDone: string | null;
  /** The whole situation as a link: walk, setup, edits and open chart, and the ruling shown above the chart. */
  exactLink(): string;
  /** The walk is longer than a link may carry (MAX_WALK_CHARS): its exact link reopens only the part that fits. */
  linkTooLong(): boolean;
  applyEdits(values: EditorValues | null): void;
  choose(event: string): void;
  /**
   * Where a skip would go from here (machines/engine/lone-choices.ts): the steps it passes (each one's only choice,
   * one event each) and the position it stops at. Null where the step offers no choice or more than one.
   */
  ahead: { steps: number; to: Position } | null;
  /** Takes every lone choice from here at once, up to the next step with a real choice (one history entry). */
  skip(): void;
  /** After a skip, the steps it passed, while the reader is where it stopped; else 0. */
  skipped: number;
  back(): void;
  /** To a point along the events taken (0 = the start). */
  go(cursor: number): void;
  forward(): void;
  restart(): void;
  /** Replays a ruling under the reader's edition, or under `edition` (one its answer covers). */
  replayRuling(id: string, edition?: string): void;
  replayControl(kind: 'play' | 'pause' | 'next' | 'previous' | 'stop'): void;
  replaySetSpeed(speed: number): void;
  /** Starts over in another situation (board setup). */
  changeSetup(id: string): void;
  /** Replays the same walk under another rule edition. */
  changeEdition(id: string): void;
  toggleChart(node: string): void;
  /** A click on a chart box: go to that step, keeping the situation where possible. */
  goToNode(node: string): void;
  /** Increments after each of the reader's own actions, so components can keep focus sensible. */
  actions: number;
  lastAction: ExplorerEvent['type'] | null;
  /** The chart node the last action named (a toggled nested chart, a clicked box). */
  lastNode: string | null;
}

/**
 * The explorer's state is one XState machine (machines/engine/explorer.ts): its
 * context holds the events taken; every frame shown is the flow's pure replay
 * of a prefix of them. This hook runs it, reads the link after hydration (so the
 * static HTML stays valid for every URL), and keeps the address bar and the
 * browser history in step: a new place (a step taken) is a history entry, and so
 * is another situation (edition, setup, numbers), a run of changes of one kind
 * making one; the same place seen another way (a nested chart folded) rewrites
 * the entry (the rule: machines/engine/explorer-history.ts), and the page's own
 * Back and Forward move through the entries as the browser's do (move()).
 * `ruling`: the ruling the page shows above the chart because its link names it (LinkedRuling), which the exact link
 * carries (withRuling).
 */
export function useFlowWalk(data: FlowPageData, ruling: string | null = null): FlowWalk {
  const base = useFlowDefinition(data.game, data.flow);
  const fallback = useMemo(
    () => ({ setup: data.initial.setup, edits: editsOf(base, data.initial.setup, data.initial.edit), events: data.initial.events }),
    [base, data.initial],
  );
  const actor = useActorRef(explorerMachine, { input: { flow: base, situation: fallback, cursor: data.initial.cursor } });
  const ctx = useSelector(actor, (s) => s.context);
  const replayPlaying = useSelector(actor, (s) => s.matches({ replaying: 'playing' }));
  const ready = useRef(false);
  // What the next context change is written as (historyWrite), or null for nothing: a load from Back or Forward, a
  // traverse of the page's own Back or Forward. Between moves, a replay's own ticks rewrite the entry.
  const history = useRef<Write | null>('tick');
  // The reader's own actions, counted for focus keeping (useKeepFocus): state, set in the same handler as the step,
  // so both reach the screen in one render.
  // A skip also says how many steps it passed and where it stopped (its cursor), for the panel's announcement.
  const [counter, setCounter] = useState({
    actions: 0,
    last: null as ExplorerEvent['type'] | null,
    node: null as string | null,
    skip: null as { cursor: number; steps: number } | null,
  });
  // Address-bar writes waiting for the step's paint, in order (see afterPaint): the reader sees the new board a
  // frame sooner, and every step still becomes its own history entry.
  const writes = useRef<{ write: Write; ctx: ExplorerContext }[]>([]);
  const cancelFlush = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFlush.current?.(), []);
  // The entry (Navigation API key) the page's own Back or Forward is on its way to, until its popstate arrives.
  const traversing = useRef<string | null>(null);

  // Each move reaches history as historyWrite says (machines/engine/explorer-history.ts, where the rule is written);
  // the page's own Back and Forward (mode 'traverse') go through move() below, which picks the entry themselves and
  // passes `silent` when the browser's traversal writes it.
  const send = useCallback(
    (event: Exclude<ExplorerEvent, { type: 'load' }>, counted = true, silent = false) => {
      history.current = silent ? null : event.type;
      const before = actor.getSnapshot().context.cursor;
      actor.send(event);
      // Read once the actor has taken it (send is synchronous): how far a skip went is the machine's own answer.
      const after = actor.getSnapshot().context.cursor;
      const skip = event.type === 'skip' ? { cursor: after, steps: after - before } : null;
      if (counted) setCounter((c) => ({ actions: c.actions + 1, last: event.type, node: 'node' in event ? event.node : null, skip }));
    },
    [actor],
  );

  // The situation's query string is written only where it is read — the address bar after the paint, a copied link —
  // not in the step's render: it serializes the whole walk (about 1 ms of a step's first frame at 4x CPU).
  const queryOf = useCallback((c: ExplorerContext) => writeSituation(base, situationOf(c)), [base]);

  /** The address of a context: this page's, with the situation's parameters replaced by the context's (pageAddress). */
  const hrefOf = useCallback((c: ExplorerContext) => pageAddress(window.location.href, queryOf(c), data.focusStep), [queryOf, data.focusStep]);

  /** Writes the address-bar changes waiting for their paint now. */
  const flush = useCallback(() => {
    cancelFlush.current?.();
    cancelFlush.current = null;
    // The entry carries Next's own history state (its __NA mark and route tree). Next's patched pushState then
    // writes it as it is; given null, it copied that state in and also dispatched a router "restore", which
    // re-rendered the app router and wrote the entry a second time on every step. Back and Forward still find
    // the state Next needs on every entry. The path never changes here, only the query, which Next does not read.
    // The entry's mark is read as each is written: a second change made before the first reached the address bar
    // finds the entry the first pushed, and rewrites it.
    for (const w of writes.current.splice(0)) {
      const write = historyWrite(w.write, markOf(window.history.state));
      const next = hrefOf(w.ctx);
      if (!write || next === window.location.pathname + window.location.search + window.location.hash) continue;
      if (write.mode === 'push') window.history.pushState(marked(window.history.state, write.mark), '', next);
      else window.history.replaceState(marked(window.history.state, write.mark), '', next);
    }
  }, [hrefOf]);

  useEffect(() => {
    // An embedded explorer owns no link: it starts where the page put it and stays out of the URL.
    if (data.embedded) return;
    // Reading the link is not a reader's action: it goes to the actor without counting as one.
    const read = (write: 'load' | null) => {
      history.current = write;
      actor.send({ type: 'load', search: window.location.search, fallback, focus: data.focusStep });
    };
    const load = () => {
      // Back or Forward moved to another entry: writes still waiting for their paint belong to the old one.
      writes.current.length = 0;
      // On the way to the entry the page's own Back or Forward chose, an entry passed (a second press came before the
      // first one's entry was reached) is not shown: the explorer already shows where the last press goes.
      if (traversing.current) {
        if (window.navigation?.currentEntry?.key !== traversing.current) return;
        traversing.current = null;
      }
      read(null);
    };
    // The first read may tidy the address bar (parts it ignored); Back and Forward leave it as it is.
    read('load');
    ready.current = true;
    window.addEventListener('popstate', load);
    return () => window.removeEventListener('popstate', load);
  }, [actor, fallback, data.embedded, data.focusStep]);

  useEffect(() => {
    if (!ready.current || data.embedded) return;
    const write = history.current;
    history.current = 'tick';
    if (write === null) return;
    writes.current.push({ write, ctx });
    if (cancelFlush.current) return;
    cancelFlush.current = afterPaint(flush);
  }, [ctx, flush, data.embedded]);

  /**
   * The page's own Back and Forward, kept to the browser's history: where the entry next to the one the reader is on
   * holds exactly the step they move to, they go to it (as the browser's Back and Forward would), so the browser's
   * own buttons afterwards go on from there. Anywhere else (a link opened in the middle of a walk, an entry of another
   * page next to it, the entry before a change of edition, setup or numbers, which holds the step under the situation
   * before, a browser without the Navigation API) they move and rewrite the current entry. Either way they
   * add no entry: each press used to push one, so after the page's Back the browser's Back went forward again, and
   * the history grew step 1, step 2, step 1 … The explorer moves at once either way; the entry follows.
   */
  const move = useCallback(
    (event: { type: 'back' } | { type: 'forward' }) => {
      const nav = data.embedded ? undefined : window.navigation;
      if (!nav?.currentEntry) return send(event);
      // The entries are read as they are: a step still waiting for its paint is written first. (Read after this: an
      // entry rewritten by it is another entry, and the one read before is out of the list.)
      flush();
      const from = nav.currentEntry;
      const now = actor.getSnapshot();
      const [after] = transition(explorerMachine, now, event);
      // At the start (Back) or end (Forward) of the walk the explorer ignores it, as before.
      if (after.context.cursor === now.context.cursor) return send(event);
      const entries = nav.entries();
      // After a press still on its way, the next one goes on from the entry that one chose.
      const at = traversing.current ? entries.findIndex((e) => e.key === traversing.current) : (from?.index ?? -1);
      if (at < 0) return;
      const to = neighbour(entries, at, event.type, new URL(hrefOf(after.context), window.location.href).href);
      if (!to) {
        // Rewriting the current entry while the browser is on its way to another would rewrite the wrong one: such a
        // press (a few milliseconds after the last) is let go.
        if (!traversing.current) send(event);
        return;
      }
      send(event, true, true);
      traversing.current = to.key;
      const { committed, finished } = nav.traverseTo(to.key);
      finished?.catch(() => undefined);
      committed?.then(
        () => {
          if (traversing.current === to.key) traversing.current = null;
        },
        () => {
          // The browser did not go there: the explorer goes back to the entry it is on.
          if (traversing.current !== to.key) return;
          traversing.current = null;
          history.current = null;
          actor.send({ type: 'load', search: window.location.search, fallback, focus: data.focusStep });
        },
      );
    },
    [actor, data.embedded, data.focusStep, fallback, flush, hrefOf, send],
  );

  // Once a step is painted and the parts that follow it have caught up, the choices open now are replayed ahead of
  // the reader's next click (prefetch, machines/engine/explorer.ts), in a background task.
  useEffect(() => afterPaint(() => prefetch(ctx), 'background'), [ctx]);

  const frame = current(ctx);
  // Inside a nested chart the step's own number repeats across charts: the breadcrumb says which one.
  const crumb = breadcrumb(data, frame.position);
  // An explorer embedded among others (a comparison page), or under a ruling on the ruling's own page, leaves the tab's
  // title to its page: tabs, history and bookmarks of different rulings must not all read "Step 1.1".
  useDocumentTitle(
    data.embedded || data.featured
      ? null
      : `${positionLabel(data, frame.position.key, frame.position.scope)}${crumb ? ` (${crumb})` : ''} — ${data.flowTitle} | Ruleflow`,
  );

  // Where a skip would stop, worked out in the step's render (the run is kept per frame, and prefetch() has usually
  // worked it out for the step taken): the panel offers it only where it passes two steps or more.
  const run = frame.choices.length === 1 ? loneRun(ctx) : null;
  const ahead = run && run.events.length ? { steps: run.events.length, to: position(run.stop) } : null;

  const rulings = data.rulings;
  // The reader's actions depend only on the actor, so they keep their identity from step to step: components that
  // take them as props (the chart's boxes, the setup editor) can then skip re-rendering when nothing they show changed.
  const commands = useMemo(
    () => ({
      choose: (event: string) => send({ type: 'choose', event }),
      skip: () => send({ type: 'skip' }),
      back: () => move({ type: 'back' }),
      go: (cursor: number) => send({ type: 'go', cursor }),
      forward: () => move({ type: 'forward' }),
      restart: () => send({ type: 'restart' }),
      changeSetup: (setup: string) => send({ type: 'setup', setup }),
      changeEdition: (edition: string) => send({ type: 'edition', edition }),
      applyEdits: (values: EditorValues | null) => send({ type: 'edits', values }),
      toggleChart: (node: string) => send({ type: 'chart.toggle', node }),
      goToNode: (node: string) => send({ type: 'go.node', node }),
      // The replay bar's own buttons are not counted as the reader's actions (focus stays on them), except Stop, which
      // takes the bar away.
      replayControl: (kind: 'play' | 'pause' | 'next' | 'previous' | 'stop') =>
        send({ type: `replay.${kind}` } as Exclude<ExplorerEvent, { type: 'load' }>, kind === 'stop'),
      replaySetSpeed: (speed: number) => send({ type: 'replay.speed', speed }, false),
    }),
    [send, move],
  );
  return {
    setup: ctx.setup,
    events: ctx.events,
    cursor: ctx.cursor,
    frame,
    previous: ctx.cursor > 0 ? ctx.frames[ctx.cursor - 1] : null,
    frames: ctx.frames,
    problems: ctx.problems,
    notice: ctx.notice,
    edits: ctx.edits,
    edition: ctx.edition,
    opened: openedChart(ctx),
    replaying: ctx.replay?.id ?? null,
    replayPlaying,
    replaySpeed: ctx.replay?.speed ?? 1,
    replayDone: ctx.replayDone,
    actions: counter.actions,
    lastAction: counter.last,
    lastNode: counter.node,
    ahead,
    skipped: counter.last === 'skip' && counter.skip?.cursor === ctx.cursor ? counter.skip.steps : 0,
    exactLink: () => {
      // The ruling box stays for the page's life, whatever the reader does below it (as the featured ruling of a
      // ruling's own page does: it has no close control, and its Replay walks to it from anywhere), so the link copied at
      // any step carries it. It dropped it once: a friend opened the board without the question (found by an audit).
      const query = withRuling(queryOf(ctx), ruling);
      return new URL(`${data.basePath}${query ? `?${query}` : ''}`, window.location.origin).toString();
    },
    linkTooLong: () => (new URLSearchParams(queryOf(ctx)).get('walk') ?? '').length > MAX_WALK_CHARS,
    ...commands,
    replayRuling: (id, edition) => {
      const ruling = rulings.find((r) => r.id === id);
      if (!ruling) return;
      const instant = !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // The whole replay, edits included: a ruling asked on an edited board replays on it.
      send({ type: 'replay', id, ...ruling.replay, instant, edition: edition ?? ctx.edition });
    },
  };
}
