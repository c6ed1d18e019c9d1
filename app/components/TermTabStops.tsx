'use client';
import { useEffect } from 'react';
import { afterPaint } from '@/app/lib/after-paint';

/** Whether the reader can see, and so Tab to, the element: not inside a closed <details> (but for its summary) or hidden. */
function shown(el: HTMLElement): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility();
  return el.getClientRects().length > 0 && !el.closest('details:not([open]) > :not(summary)');
}

/** A glossary word's own element (link or button), not the link inside its shown definition. */
const TERMS = '.term > [data-term], .term > [data-plain-term]';

/**
 * Marks which glossary words are Tab stops: the first mention of each term on the page, in reading order, among those
 * drawn (not in a folded part). Every later mention stays a link or button for the pointer and for a tap, with the
 * same definition, but leaves the Tab order (tabindex -1) and is marked data-term-repeat. A flow page names its terms
 * hundreds of times: a keyboard reader pressed Tab 172 times to get through one page, most of them on the same few
 * words again (found by an audit). The first mention keeps the definition one key away, as a wiki links a word once.
 *
 * What is a first mention changes as the reader steps (the panel at the top names other words), opens a folded part,
 * or a part of the page is drawn again; the marks are laid again after the next paint, never during a step's frame.
 */
export function TermTabStops() {
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const mark = () => {
      cancel = null;
      const seen = new Set<string>();
      for (const el of document.querySelectorAll<HTMLElement>(TERMS)) {
        const key = el.dataset.term !== undefined ? `page:${el.dataset.term}` : `word:${el.dataset.plainTerm}`;
        // Shown at all: a word in a closed <details> or a hidden part is no first mention, since Tab cannot reach it.
        // A closed <details> keeps its content laid out but unrendered (content-visibility), so boxes alone do not tell
        // (an audit found a folded first mention taking the only Tab stop); checkVisibility() does. Read after the
        // paint, when layout is clean and reading it costs nothing.
        const repeat = seen.has(key) || !shown(el);
        if (!repeat) seen.add(key);
        if (repeat && !el.hasAttribute('data-term-repeat')) {
          el.tabIndex = -1;
          el.setAttribute('data-term-repeat', '');
        } else if (!repeat && el.hasAttribute('data-term-repeat')) {
          el.removeAttribute('tabindex');
          el.removeAttribute('data-term-repeat');
        }
      }
    };
    const later = () => {
      cancel ??= afterPaint(mark, 'background');
    };
    later();
    // New words (a step, a replay, a search result) and words that change in place. The marks' own attributes are
    // not watched, so laying them does not call for another round.
    const watch = new MutationObserver(later);
    watch.observe(document.body, { childList: true, subtree: true, characterData: true, attributeFilter: ['data-term', 'data-plain-term', 'hidden'] });
    // A <details> opened or closed shows or hides its words without a change to the page's nodes.
    document.addEventListener('toggle', later, true);
    return () => {
      watch.disconnect();
      document.removeEventListener('toggle', later, true);
      cancel?.();
    };
  }, []);
  return null;
}
