'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { FlowPageData } from '@/app/lib/page-data';
import { useFlowWalk, type FlowWalk } from './useFlowWalk';

const DataContext = createContext<FlowPageData | null>(null);
const WalkContext = createContext<FlowWalk | null>(null);

/** One provider per page: the MDX components registered in mdx-components.tsx read from it. */
export function FlowProvider({ data, children }: { data: FlowPageData; children: ReactNode }) {
  const walk = useFlowWalk(data);
  return (
    <DataContext.Provider value={data}>
      <WalkContext.Provider value={walk}>{children}</WalkContext.Provider>
    </DataContext.Provider>
  );
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
