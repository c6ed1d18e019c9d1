'use client';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (from the browser's beforeprint to its afterprint). What only a print needs is
 * rendered then and not on screen: the printed chart's bands (Chart.tsx) copy the whole drawing once per band, which
 * would cost every step on screen. flushSync: the browser lays out the print as soon as beforeprint's listeners
 * return, so the bands must be in the page by then, not in React's next task.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
