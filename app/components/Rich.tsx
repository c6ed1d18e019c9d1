'use client';
import { useId, type ReactNode } from 'react';
import type { GlossaryTerm } from '@/app/lib/glossary';
import { splitTerms } from '@/app/lib/terms';


/** A glossary term: a link to its page, with its one-line definition on hover or keyboard focus. */
function Term({ term, children }: { term: GlossaryTerm; children: ReactNode }) {
  const id = useId();
  return (
    <span className="group relative inline-block">
      {term.href ? (
        <a href={term.href} aria-describedby={id} className="underline decoration-dotted underline-offset-2" data-term={term.href}>
          {children}
        </a>
      ) : (
        // A plain word has no page: a button takes the tap (and keyboard focus) and shows the definition.
        <button type="button" aria-describedby={id} className="cursor-help border-b border-dotted border-current p-0 text-inherit" data-plain-term={term.name}>
          {children}
        </button>
      )}
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-1 hidden w-64 max-w-[70vw] rounded-chip bg-ink p-2 text-xs font-normal text-canvas shadow-lg group-focus-within:block group-hover:block"
      >
        {term.short}
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
