import type { ReactNode } from 'react';

/**
 * The project's own reading of a point the source leaves open, set apart from the
 * official answer and labelled as ours, so a judge never takes it for the document's word.
 * A note, not a landmark: a page may hold several readings, and landmarks must be unique (axe landmark-unique).
 */
export function ReadingNote({ label, hint, children, className = '' }: { label: string; hint: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="note"
      className={`rounded-chip border-l-4 border-warn-line bg-warn-soft px-2 py-1 text-sm text-warn-ink ${className}`}
      data-reading
      aria-label={label}
    >
      <strong className="font-semibold" title={hint}>
        {label}
      </strong>
      <span className="sr-only"> ({hint})</span>: {children}
    </div>
  );
}
