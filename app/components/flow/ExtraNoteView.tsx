import type { ExtraNote } from '@/content/game';

/** A game's own note on a step or ruling: a labelled value, and any marked differences. */
export function ExtraNoteView({ note, id }: { note: ExtraNote; id: string }) {
  return (
    <div className="mt-1 text-xs text-slate-700 dark:text-slate-300" data-extra-note={id}>
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
        <p key={i} className="m-0 mt-1 rounded border border-amber-400 bg-amber-50 p-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-flag={f.kind}>
          ⚑ {f.label}: {f.text}
        </p>
      ))}
    </div>
  );
}
