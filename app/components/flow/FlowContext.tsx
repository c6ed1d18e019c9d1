'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { FlowPageData } from '@/app/lib/page-data';
import { useFlowWalk, type FlowWalk } from './useFlowWalk';

const DataContext = createContext<FlowPageData | null>(null);
const WalkContext = createContext<FlowWalk | null>(null);

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

function WalkProvider({ data, children }: { data: FlowPageData; children: ReactNode }) {
  const walk = useFlowWalk(data);
  return <WalkContext.Provider value={walk}>{children}</WalkContext.Provider>;
}

export function useFlowData(): FlowPageData {
  const d = useContext(DataContext);
  if (!d) throw new Error('Flow components must be inside <FlowProvider>');
  return d;
}

export function useWalk(): FlowWalk {
  const w = useContext(WalkContext);
  if (!w) throw new Error('Flow components must be inside <FlowProvider>');
  return w;
}
