import type { ExtraNote } from '@/content/game';

/** A game's own note on a step or ruling: a labelled value, and any marked differences. */
export function ExtraNoteView({ note, id }: { note: ExtraNote; id: string }) {
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
          ⚑ {f.label}: {f.text}
        </p>
      ))}
    </div>
  );
}
