import type { ExtraNote } from '@/content/game';
import type { GlossaryTerm } from '@/app/lib/glossary';
import { Rich } from '@/app/components/Rich';

/**
 * A game's own note on a step or ruling: a labelled value, and any marked differences. A difference's words name the
 * documents by their codes ("000", "002"), which are glossary words like the step's own text, so a judge can see which
 * document each is without leaving the step.
 */
export function ExtraNoteView({ note, id, terms }: { note: ExtraNote; id: string; terms: GlossaryTerm[] }) {
  return (
    <div className="mt-1 text-xs text-muted" data-extra-note={id}>
      {note.href ? (
        <a href={note.href} className="underline">
          {note.label}
        </a>
      ) : (
        note.label
      )}
      {note.value && (
        <>
          : <span data-extra-value>{note.value}</span>
        </>
      )}
      {note.flags?.map((f, i) => (
        <p key={i} className="m-0 mt-1 rounded-chip border border-warn-line bg-warn-soft p-1 text-warn-ink" data-flag={f.kind}>
          ⚑ {f.label}: <Rich text={f.text} terms={terms} />
        </p>
      ))}
    </div>
  );
}
