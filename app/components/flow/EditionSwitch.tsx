'use client';
import type { MouseEvent } from 'react';
import { fill } from '@/app/lib/text';
import { scrollMotion } from '@/app/lib/in-view';
import { useFlowData, useWalk } from './FlowContext';

/**
 * The rule edition the flow runs under, offered only where the game declares
 * editions for this flow. Switching replays the same walk on the same board
 * under the other edition's rules; the link carries it as `edition=`.
 */
export function EditionSwitch() {
  const data = useFlowData();
  const walk = useWalk();
  const eds = data.editions;
  if (!eds || eds.list.length < 2) return null;
  const { ui } = data;
  const current = walk.edition ?? eds.list[0].id;
  const marked = Object.keys(eds.steps);
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1 rounded-panel border border-edition p-2 text-sm print:hidden" data-edition-switch={current}>
      <legend className="px-1 font-semibold">{ui.editionLabel}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {eds.list.map((e) => (
          <label key={e.id} className="inline-flex min-h-10 items-center gap-2">
            <input type="radio" name="edition" value={e.id} checked={current === e.id} onChange={() => walk.changeEdition(e.id)} data-edition={e.id} />
            <span>{e.title}</span>
          </label>
        ))}
      </div>
      <p className="m-0 text-muted">{fill(ui.editionHint, { steps: marked.join(', ') })}</p>
    </fieldset>
  );
}

/** Brings the edition switch into view and puts focus on the edition in force, where the keyboard can change it. */
function goToSwitch() {
  const input = document.querySelector<HTMLInputElement>('[data-edition-switch] input:checked');
  input?.closest('fieldset')?.scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
}

/**
 * Above the choices at a step the editions read differently: one line naming what differs, which takes the reader to
 * what each edition says, below the choices (EditionDifferences). Shown there in full, it pushed a phone's choices off
 * the first screen (found by an audit). Reads no walk: it changes only with the step.
 */
export function EditionPointer({ stepKey }: { stepKey: string }) {
  const data = useFlowData();
  const eds = data.editions;
  if (!eds || !Object.hasOwn(eds.steps, stepKey)) return null;
  // The box of this panel: a comparison page holds several explorers.
  const go = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.closest('[data-step-panel]')?.querySelector<HTMLElement>(`[data-edition-differs="${CSS.escape(stepKey)}"]`);
    box?.scrollIntoView({ block: 'start', behavior: scrollMotion() });
    box?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="min-h-8 self-start py-1 text-left text-sm font-semibold text-accent-ink underline print:hidden"
      onClick={go}
      data-edition-pointer={stepKey}
    >
      <span aria-hidden="true">◆ </span>
      {data.ui.editionDiffers}: {eds.steps[stepKey].map((d) => d.title).join(' / ')}
      <span aria-hidden="true"> ↓</span>
    </button>
  );
}

/** At a step the editions read differently: what differs, the reading in force now first, then the others. */
export function EditionDifferences({ stepKey }: { stepKey: string }) {
  const data = useFlowData();
  const walk = useWalk();
  const eds = data.editions;
  if (!eds || !Object.hasOwn(eds.steps, stepKey)) return null;
  const { ui } = data;
  const current = walk.edition ?? eds.list[0].id;
  return (
    // Focusable from its pointer above the choices (EditionPointer), so the keyboard goes on from here.
    <div
      className="mt-2 scroll-mt-2 rounded-chip border border-edition bg-edition-soft p-2 text-sm focus-visible:outline-2 focus-visible:outline-accent"
      tabIndex={-1}
      data-edition-differs={stepKey}
    >
      {eds.steps[stepKey].map((d) => {
        const here = d.readings.find((r) => r.edition === current);
        const others = d.readings.filter((r) => r.edition !== current);
        return (
          <div key={d.option} data-edition-option={d.option}>
            <p className="m-0 font-semibold">
              <span aria-hidden="true">◆ </span>
              {ui.editionDiffers}: {d.title}
            </p>
            {here && (
              <p className="mt-1 mb-0" data-edition-reading={here.edition} data-current-edition>
                <strong>{fill(ui.editionNow, { edition: here.label })}</strong> {here.text} <span className="text-xs text-muted">({here.source})</span>
              </p>
            )}
            {others.map((r) => (
              <p key={r.edition} className="mt-1 mb-0" data-edition-reading={r.edition}>
                <strong>{fill(ui.editionOther, { edition: r.label })}</strong> {r.text} <span className="text-xs text-muted">({r.source})</span>
              </p>
            ))}
          </div>
        );
      })}
      {/* The switch sits under the board, screens below on a phone (found by an audit): this takes the reader there. */}
      <button type="button" className="mt-1 text-accent-ink underline" onClick={goToSwitch} data-edition-go>
        {ui.editionGoToSwitch} ↓
      </button>
    </div>
  );
}
