'use client';
import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '@/app/lib/after-paint';
import { useBrowserValue } from '@/app/lib/browser-value';
import { NO_LINK_VIEW, linkView, type LinkView } from '@/app/lib/link-view';
import type { FlowPageData } from '@/app/lib/page-data';
import { useFlowWalk, type FlowWalk } from './useFlowWalk';

const DataContext = createContext<FlowPageData | null>(null);
const LinkContext = createContext<LinkView>(NO_LINK_VIEW);
const WalkContext = createContext<WalkStore | null>(null);
const SettledContext = createContext<WalkStore | null>(null);

/**
 * One provider per page: the MDX components registered in mdx-components.tsx read from it.
 * The walk needs the game's machines, which load as their own chunk. No Suspense
 * boundary here on purpose: static generation then writes the page whole (a boundary
 * would ship it as a hidden template swapped in by script), and hydration waits
 * for the chunk with the server's HTML in place.
 */
export function FlowProvider({ data, children }: { data: FlowPageData; children: ReactNode }) {
  const link = useLinkView(data);
  // The step the link names (step=, the offline worker's stand-in for a step's own page) is the page's step, as a step
  // page's own is: its nested chart's host step shows its words open, and a phone scrolls to the step. Offline, the
  // worker serves a step page it did not save as its flow page with the step's walk; with the walk alone the page
  // landed on the same step but as a bare flow page did, the host's words folded and the phone left at the page's top
  // (found by an audit). Only such a page gets a new data object (one render more, once, after hydration).
  const shown = useMemo(() => (link.step && link.step !== data.focusStep ? { ...data, focusStep: link.step } : data), [data, link.step]);
  return (
    <DataContext.Provider value={shown}>
      <LinkContext.Provider value={link}>
        <WalkProvider data={shown} ruling={link.ruling}>
          {children}
        </WalkProvider>
      </LinkContext.Provider>
    </DataContext.Provider>
  );
}

/**
 * The page's address as the document opened it, kept before the explorer first rewrites it (it takes the offline
 * worker's marker out, app/lib/link-view.ts). Read when this module loads, before hydration; every page is a document
 * of its own (the site's links are plain links).
 */
const opened = typeof window === 'undefined' ? '' : window.location.search;
const openedSearch = () => opened;

/**
 * What the link asks beyond the situation (a ruling to show, the page's step, the worker's marker), once hydrated: the
 * static page has no address. Only a flow or step page's own explorer reads it: an embedded one owns no link, and a
 * ruling's own page features its ruling already.
 */
function useLinkView(data: FlowPageData): LinkView {
  const search = useBrowserValue(openedSearch, '');
  const own = !data.embedded && !data.featured;
  return useMemo(
    () =>
      own && search
        ? linkView(search, { rulings: data.rulings.map((r) => r.id), steps: data.steps.map((s) => s.key), focusStep: data.focusStep })
        : { ...NO_LINK_VIEW, step: data.focusStep ?? null },
    [own, search, data.rulings, data.steps, data.focusStep],
  );
}

/** What the link asks beyond the situation (useLinkView). */
export function useLinkParts(): LinkView {
  return useContext(LinkContext);
}

/**
 * The walk reaches its readers through a store, not as the context's value. A context value that changes on every
 * step makes React search the provider's whole subtree for readers — here the whole article, prose and rulings
 * included (about 2,000 components on the attack phase) — on every step; the store's value changes instead, and
 * only the components that read the walk hear of it.
 */
interface WalkStore {
  subscribe(listener: () => void): () => void;
  get(): FlowWalk;
  publish(walk: FlowWalk): void;
}

function walkStore(first: FlowWalk): WalkStore {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    publish(walk) {
      if (walk === value) return;
      value = walk;
      for (const l of listeners) l();
    },
  };
}

function WalkProvider({ data, ruling, children }: { data: FlowPageData; ruling: string | null; children: ReactNode }) {
  const walk = useFlowWalk(data, ruling);
  const [store] = useState(() => walkStore(walk));
  const [settled] = useState(() => walkStore(walk));
  useLayoutEffect(() => {
    // Published before the browser paints: React renders the readers' update at once, in the same frame as the step.
    store.publish(walk);
    // The parts that follow the step (board, chart, the step's rulings, the step list) hear of it once that frame is
    // painted, in a task of their own at user-visible priority, and render at once (flushSync), before the rest of the
    // work left for after the paint (focus, the chart's scroll, the address bar) looks at the page. A newer step
    // before the paint replaces this one.
    return afterPaint(() => flushSync(() => settled.publish(walk)), 'user-visible');
  }, [store, settled, walk]);
  return (
    <WalkContext.Provider value={store}>
      <SettledContext.Provider value={settled}>{children}</SettledContext.Provider>
    </WalkContext.Provider>
  );
}

export function useFlowData(): FlowPageData {
  const d = useContext(DataContext);
  if (!d) throw new Error('Flow components must be inside <FlowProvider>');
  return d;
}

/** The walk as the reader's last action left it: for the step panel and the controls that answer the click. */
export function useWalk(): FlowWalk {
  return useStore(WalkContext);
}

/**
 * The walk one paint behind a step: for the parts of the page that follow the step rather than answer the click
 * (the board, the chart, the rulings on the step, the list of steps). A step then paints the new step and its
 * choices first — the frame the reader waits for, about half the work — and these a frame later. Between the two,
 * the explorer is marked data-pending. Equal to useWalk() whenever nothing is pending.
 */
export function useSettledWalk(): FlowWalk {
  return useStore(SettledContext);
}

/**
 * One value read from the reader's walk: the component renders again only when that value changes (Object.is), not on
 * every step. For the many small parts that show something a step seldom changes (a ruling's Replay button: 25 on
 * the attack phase, each rendered again in every step's first frame when they read the whole walk).
 */
export function useWalkValue<T>(pick: (walk: FlowWalk) => T): T {
  const store = useWalkStore(WalkContext);
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.get()),
  );
}

/** The reader's walk as it is now, for an event handler (reading it does not make the component render on a step). */
export function useWalkNow(): () => FlowWalk {
  return useWalkStore(WalkContext).get;
}

/**
 * Marks `target` data-pending while the parts that follow a step still show an earlier walk than the reader's (they
 * follow it a paint behind). The attribute is set from this small component, before the step's paint: the element's
 * owner (the explorer; the chart, with up to ~1,000 SVG elements) then does not render again only to say so.
 */
export function PendingMark({ target }: { target: RefObject<HTMLElement | null> }) {
  const settled = useSettledWalk();
  const pending = useWalkValue((walk) => walk !== settled);
  useLayoutEffect(() => {
    target.current?.toggleAttribute('data-pending', pending);
  }, [target, pending]);
  return null;
}

function useStore(context: typeof WalkContext): FlowWalk {
  const store = useWalkStore(context);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A walk store from its context. */
function useWalkStore(context: typeof WalkContext): WalkStore {
  const store = useContext(context);
  if (!store) throw new Error('Flow components must be inside <FlowProvider>');
  return store;
}
