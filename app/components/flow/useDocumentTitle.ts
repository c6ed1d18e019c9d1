'use client';
import { useEffect } from 'react';
import { afterPaint } from '@/app/lib/after-paint';

/**
 * Keeps the tab's title on the reader's step. Next renders the page's metadata
 * <title> itself and commits it again after hydration (its metadata streams in
 * late), which would put back the flow's static title over the step: so the
 * head is watched and the step's title restored whenever something else wrote it.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    // Written after the step's paint (setting the title cost most of a millisecond inside the step), like the address.
    const cancel = afterPaint(apply);
    const watch = new MutationObserver(apply);
    watch.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      cancel();
      watch.disconnect();
    };
  }, [title]);
}
