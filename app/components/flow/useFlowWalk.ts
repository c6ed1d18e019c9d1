'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFlowDefinition } from './useGameFlow';
import {
  available,
  parseWalk,
  position,
  serializeWalk,
  start,
  step as take,
  type Position,
  type WalkProblem,
} from '@/machines/engine/replay';
import { CUSTOM, decodeEdits, encodeEdits, withCustom, type EditProblem } from '@/machines/engine/editor';
import type { BoardView, EditorValues, LogEntry } from '@/machines/engine/types';
import type { FlowPageData } from '@/app/lib/page-data';

export interface Frame {
  position: Position;
  choices: string[];
  board: BoardView;
  log: LogEntry[];
}

export interface FlowWalk {
  setup: string;
  events: string[];
  cursor: number;
  frame: Frame;
  previous: Frame | null;
  frames: Frame[];
  problem: WalkProblem | EditProblem | null;
  /** The reader's edits to the situation, if any (the editor shows and changes these). */
  edits: EditorValues | null;
  applyEdits(values: EditorValues | null): void;
  replaying: string | null;
  replayDone: string | null;
  choose(event: string): void;
  back(): void;
  forward(): void;
  restart(): void;
  replayRuling(id: string): void;
  /** Starts over in another situation (board setup). */
  changeSetup(id: string): void;
}

interface State {
  setup: string;
  events: string[];
  cursor: number;
  edits: EditorValues | null;
}

/**
 * The chart's state is the list of events taken (plus a cursor for Back and
 * Forward). Everything shown is replayed from that list through the pure
 * machine, so a URL, a ruling and a click all land on the same board.
 */
export function useFlowWalk(data: FlowPageData): FlowWalk {
  const base = useFlowDefinition(data.game, data.flow);
  const defaultSetup = Object.keys(base.setups)[0];
  const [state, setState] = useState<State>({
    setup: data.initial.setup,
    events: data.initial.events,
    cursor: data.initial.events.length,
    edits: null,
  });
  // An edited situation is one more setup of the same flow, so replay stays the one pure function.
  const def = useMemo(() => (state.edits ? withCustom(base, state.setup, state.edits) : base), [base, state.setup, state.edits]);
  const runAs = state.edits ? CUSTOM : state.setup;
  const [problem, setProblem] = useState<WalkProblem | EditProblem | null>(null);
  const [replaying, setReplaying] = useState<string | null>(null);
  const [replayDone, setReplayDone] = useState<string | null>(null);
  const [fromUrl, setFromUrl] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const frames = useMemo(() => {
    let snap = start(def, runAs);
    const out: Frame[] = [];
    const frame = (): Frame => ({
      position: position(snap),
      choices: available(snap),
      board: def.view(snap.context),
      log: snap.context.log ?? [],
    });
    out.push(frame());
    for (const e of state.events) {
      snap = take(def, snap, e);
      out.push(frame());
    }
    return out;
  }, [def, runAs, state.events]);

  // Read ?walk= and ?setup= once, after hydration, so the static HTML stays valid for every URL.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const walk = params.get('walk');
    const setupParam = params.get('setup');
    const editParam = params.get('edit');
    if (walk === null && setupParam === null && editParam === null) {
      setFromUrl(true);
      return;
    }
    const setup = setupParam && setupParam in base.setups ? setupParam : walk !== null ? defaultSetup : data.initial.setup;
    const decoded = editParam && base.editor ? decodeEdits(base, setup, editParam) : null;
    const flow = decoded ? withCustom(base, setup, decoded.values) : base;
    const parsed = parseWalk(flow, walk ?? '', decoded ? CUSTOM : setup);
    setState({ setup, events: parsed.events, cursor: parsed.events.length, edits: decoded?.values ?? null });
    if (setupParam && !(setupParam in base.setups)) {
      setProblem({ kind: 'unknown', token: setupParam.slice(0, 40), at: position(start(base, setup)).key });
    } else {
      setProblem(decoded?.problem ?? parsed.problem ?? null);
    }
    setFromUrl(true);
  }, [base, defaultSetup, data.initial.setup]);

  useEffect(() => {
    if (!fromUrl) return;
    const url = new URL(window.location.href);
    const taken = state.events.slice(0, state.cursor);
    const walk = serializeWalk(def, taken, runAs);
    if (walk) url.searchParams.set('walk', walk);
    else url.searchParams.delete('walk');
    const edit = state.edits ? encodeEdits(base, state.setup, state.edits) : '';
    if (state.setup !== defaultSetup || edit) url.searchParams.set('setup', state.setup);
    else url.searchParams.delete('setup');
    if (edit) url.searchParams.set('edit', edit);
    else url.searchParams.delete('edit');
    const next = url.pathname + (url.search ? url.search : '') + url.hash;
    if (next !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.replaceState(window.history.state, '', next);
    }
  }, [base, def, runAs, defaultSetup, fromUrl, state]);

  const stopReplay = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setReplaying(null);
  };

  useEffect(() => () => stopReplay(), []);

  const choose = useCallback((event: string) => {
    stopReplay();
    setReplayDone(null);
    setState((s) => ({ ...s, events: [...s.events.slice(0, s.cursor), event], cursor: s.cursor + 1 }));
  }, []);
  const back = useCallback(() => {
    stopReplay();
    setState((s) => ({ ...s, cursor: Math.max(0, s.cursor - 1) }));
  }, []);
  const forward = useCallback(() => {
    stopReplay();
    setState((s) => ({ ...s, cursor: Math.min(s.events.length, s.cursor + 1) }));
  }, []);
  const restart = useCallback(() => {
    stopReplay();
    setProblem(null);
    setReplayDone(null);
    setState((s) => ({ ...s, events: [], cursor: 0 }));
  }, []);

  const changeSetup = useCallback(
    (id: string) => {
      if (!(id in base.setups)) return;
      stopReplay();
      setProblem(null);
      setReplayDone(null);
      setState({ setup: id, events: [], cursor: 0, edits: null });
    },
    [base],
  );

  const applyEdits = useCallback((values: EditorValues | null) => {
    stopReplay();
    setProblem(null);
    setReplayDone(null);
    setState((s) => ({ ...s, events: [], cursor: 0, edits: values }));
  }, []);

  const replayRuling = useCallback(
    (id: string) => {
      const ruling = data.rulings.find((r) => r.id === id);
      if (!ruling) return;
      stopReplay();
      setProblem(null);
      setReplayDone(null);
      const { events } = parseWalk(base, ruling.replay.walk, ruling.replay.setup);
      const setup = ruling.replay.setup in base.setups ? ruling.replay.setup : defaultSetup;
      const instant = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      if (instant || events.length === 0) {
        setState({ setup, events, cursor: events.length, edits: null });
        setReplayDone(id);
        return;
      }
      setState({ setup, events, cursor: 0, edits: null });
      setReplaying(id);
      let i = 0;
      timer.current = setInterval(() => {
        i += 1;
        setState((s) => ({ ...s, cursor: Math.min(i, events.length) }));
        if (i >= events.length) {
          stopReplay();
          setReplayDone(id);
        }
      }, 180);
    },
    [data.rulings, base, defaultSetup],
  );

  const cursor = Math.min(state.cursor, frames.length - 1);
  return {
    setup: state.setup,
    events: state.events,
    cursor,
    frame: frames[cursor],
    previous: cursor > 0 ? frames[cursor - 1] : null,
    frames,
    problem,
    replaying,
    replayDone,
    choose,
    back,
    forward,
    restart,
    replayRuling,
    changeSetup,
    edits: state.edits,
    applyEdits,
  };
}
