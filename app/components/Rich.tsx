'use client';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { GlossaryTerm } from '@/app/lib/glossary';
import { splitTerms } from '@/app/lib/terms';


/**
 * A glossary term, defined in place: on hover, on keyboard focus, and on a tap. A term
 * with a page is a link; on a touch screen (no hover) the first tap shows the definition
 * instead of leaving, and the definition's own link opens the page. Escape closes it.
 */
function Term({ term, children }: { term: GlossaryTerm; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const onLinkClick = (e: MouseEvent) => {
    if (open || !window.matchMedia('(hover: none)').matches) return;
    e.preventDefault();
    setOpen(true);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) setOpen(false);
  };
  return (
    <span className="group relative inline-block" onKeyDown={onKey} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)} data-open={open || undefined}>
      {term.href ? (
        <a href={term.href} aria-describedby={id} className="underline decoration-dotted underline-offset-2" data-term={term.href} onClick={onLinkClick}>
          {children}
        </a>
      ) : (
        // A plain word has no page: a button takes the tap (and keyboard focus) and shows the definition.
        <button
          type="button"
          aria-describedby={id}
          aria-expanded={open}
          className="cursor-help border-b border-dotted border-current p-0 text-inherit"
          data-plain-term={term.name}
          onClick={() => setOpen((o) => !o)}
        >
          {children}
        </button>
      )}
      <span
        role="tooltip"
        id={id}
        className={`absolute bottom-full left-0 z-20 mb-1 w-64 max-w-[70vw] rounded-chip bg-ink p-2 text-xs font-normal text-canvas shadow-lg group-focus-within:block group-hover:block ${open ? 'block' : 'pointer-events-none hidden'}`}
      >
        {term.short}
        {/* Shown once the definition was opened by a tap: the way on to the term's page. */}
        {term.href && open && (
          <a href={term.href} className="mt-1 block font-semibold text-canvas underline" data-term-page>
            {term.name} →
          </a>
        )}
      </span>
    </span>
  );
}

/** Plain text with every glossary term linked. Text is never parsed as HTML. */
export function Rich({ text, terms, skip }: { text: string; terms: GlossaryTerm[]; skip?: string }) {
  return (
    <>
      {splitTerms(
        text,
        terms.filter((t) => t.href !== skip),
      ).map((part, i) =>
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
