'use client';
import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FlowPageData } from '@/app/lib/page-data';
import { useFlowWalk, type FlowWalk } from './useFlowWalk';

const DataContext = createContext<FlowPageData | null>(null);
const WalkContext = createContext<WalkStore | null>(null);

/**
 * One provider per page: the MDX components registered in mdx-components.tsx read from it.
 * The walk needs the game's machines, which load as their own chunk. No Suspense
 * boundary here on purpose: static generation then writes the page whole (a boundary
 * would ship it as a hidden template swapped in by script), and hydration waits
 * for the chunk with the server's HTML in place.
 */
export function FlowProvider({ data, children }: { data: FlowPageData; children: ReactNode }) {
  return (
    <DataContext.Provider value={data}>
      <WalkProvider data={data}>{children}</WalkProvider>
    </DataContext.Provider>
  );
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

function WalkProvider({ data, children }: { data: FlowPageData; children: ReactNode }) {
  const walk = useFlowWalk(data);
  const [store] = useState(() => walkStore(walk));
  // Published before the browser paints: React renders the readers' update at once, in the same frame as the step.
  useLayoutEffect(() => store.publish(walk), [store, walk]);
  return <WalkContext.Provider value={store}>{children}</WalkContext.Provider>;
}

export function useFlowData(): FlowPageData {
  const d = useContext(DataContext);
  if (!d) throw new Error('Flow components must be inside <FlowProvider>');
  return d;
}

export function useWalk(): FlowWalk {
  const store = useContext(WalkContext);
  if (!store) throw new Error('Flow components must be inside <FlowProvider>');
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
