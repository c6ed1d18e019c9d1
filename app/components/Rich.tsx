'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { GlossaryTerm } from '@/app/lib/glossary';
import { splitTerms } from '@/app/lib/terms';
import { keepInWindow } from '@/app/lib/keep-in-window';

/**
 * A glossary term, defined in place: on hover, on keyboard focus, and on a tap. A term
 * with a page is a link; on a touch screen (no hover) the first tap shows the definition
 * instead of leaving, and the definition's own link opens the page. Escape closes it.
 *
 * The definition is put in the page the first time the reader reaches for the term (pointer,
 * focus or tap), not with the page: a flow page names its terms hundreds of times, and one
 * definition per mention was a fifth to a third of its HTML (575 on the largest) and as many nodes for
 * every load to parse, lay out and hydrate. Once there, it stays, shown and hidden by CSS as before.
 */
function Term({ term, children }: { term: GlossaryTerm; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const tip = useRef<HTMLSpanElement>(null);
  // Once shown, nudge the definition back inside the window, so a term near the edge never makes the page scroll sideways.
  const fit = () =>
    requestAnimationFrame(() => {
      if (tip.current) keepInWindow(tip.current);
    });
  // Also when the definition first arrives in the page: on that first hover or focus it was not there to fit yet.
  useEffect(() => {
    if (open || wanted) fit();
  }, [open, wanted]);
  const onLinkClick = (e: MouseEvent) => {
    if (open || !window.matchMedia('(hover: none)').matches) return;
    e.preventDefault();
    setOpen(true);
  };
  // Escape hides the definition even while the term keeps focus or the pointer (WCAG 1.4.13: dismissible).
  const [dismissed, setDismissed] = useState(false);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    setDismissed(true);
  };
  const show = () => {
    setWanted(true);
    setDismissed(false);
    fit();
  };
  // Described only while the definition is in the page: a reference to nothing would be an error to axe.
  const described = wanted || open ? id : undefined;
  return (
    <span
      className="group term"
      onKeyDown={onKey}
      onMouseEnter={show}
      onFocus={show}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      data-open={open || undefined}
    >
      {term.href ? (
        <a href={term.href} aria-describedby={described} className="term-link" data-term={term.href} onClick={onLinkClick}>
          {children}
        </a>
      ) : (
        // A plain word has no page: a button takes the tap (and keyboard focus) and shows the definition.
        <button
          type="button"
          aria-describedby={described}
          aria-expanded={open}
          className="term-word"
          data-plain-term={term.name}
          onClick={() => {
            setDismissed(false);
            setOpen((o) => !o);
          }}
        >
          {children}
        </button>
      )}
      {described && (
        <span
          role="tooltip"
          id={id}
          ref={tip}
          className={`absolute bottom-full left-0 z-20 mb-1 w-64 max-w-[70vw] rounded-chip bg-ink p-2 text-xs font-normal text-canvas shadow-lg group-focus-within:block group-hover:block ${dismissed ? '!hidden' : open ? 'block' : 'pointer-events-none hidden'}`}
        >
          {term.short}
          {/* Shown once the definition was opened by a tap: the way on to the term's page. */}
          {term.href && open && (
            <a href={term.href} className="mt-1 block font-semibold text-canvas underline" data-term-page>
              {term.name} →
            </a>
          )}
        </span>
      )}
    </span>
  );
}

// The terms less the page's own, once per list and page: a new filtered list on every render would cut every text again.
const withoutCache = new WeakMap<GlossaryTerm[], Map<string | undefined, GlossaryTerm[]>>();
function without(terms: GlossaryTerm[], skip: string | undefined): GlossaryTerm[] {
  if (skip === undefined) return terms;
  let bySkip = withoutCache.get(terms);
  if (!bySkip) withoutCache.set(terms, (bySkip = new Map()));
  let list = bySkip.get(skip);
  if (!list) bySkip.set(skip, (list = terms.filter((t) => t.href !== skip)));
  return list;
}

/** Plain text with every glossary term linked. Text is never parsed as HTML. */
export function Rich({ text, terms, skip }: { text: string; terms: GlossaryTerm[]; skip?: string }) {
  return (
    <>
      {splitTerms(text, without(terms, skip)).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Term key={i} term={part.term}>
            {part.text}
          </Term>
        ),
      )}
    </>
  );
}
