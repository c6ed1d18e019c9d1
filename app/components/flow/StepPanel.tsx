'use client';
import { useEffect, useRef, useState } from 'react';
import { fill } from '@/app/lib/text';
import { useFlowData, useWalk } from './FlowContext';
import { Rich } from '@/app/components/Rich';
import { breadcrumb, findStep, positionLabel } from './labels';
import { isNested } from '@/machines/engine/position';

const button =
  'min-h-11 rounded-md border px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-40';

/** The current step's words, the choices open now, and Back / Forward / Restart. */
export function StepPanel() {
  const data = useFlowData();
  const walk = useWalk();
  const { ui } = data;
  const key = walk.frame.position.key;
  const scope = walk.frame.position.scope;
  const step = findStep(data, key, scope);
  const crumb = breadcrumb(data, walk.frame.position);
  const nested = isNested(key);
  const choicesRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<string | null>(null);

  // After a choice, keep keyboard focus among the choices rather than losing it to <body>.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const first = choicesRef.current?.querySelector<HTMLButtonElement>('button');
    first?.focus();
  }, [walk.cursor]);

  const copy = async () => {
    // A nested step has no page of its own inside this flow, so its link is the walk itself.
    const href = step && !nested ? new URL(step.href!, window.location.origin).toString() : window.location.href;
    try {
      await navigator.clipboard.writeText(href);
      setCopied(ui.copied);
    } catch {
      setCopied(ui.copyFailed);
    }
  };
  useEffect(() => setCopied(null), [key]);

  const problem = walk.problem;
  const problemText = problem
    ? [
        ui.walkIgnored + ':',
        problem.kind === 'unknown'
          ? fill(ui.walkUnknown, { token: problem.token })
          : problem.kind === 'unavailable'
            ? fill(ui.walkUnavailable, { token: problem.token, at: problem.at })
            : problem.kind === 'malformed'
              ? fill(ui.walkMalformed, { token: problem.token })
              : problem.kind === 'bad-edit'
                ? fill(ui.editIgnored, { token: problem.token })
                : ui.walkTooLong,
        fill(ui.walkShownUpTo, { at: key.startsWith('end:') ? positionLabel(data, key, scope) : key }),
      ].join(' ')
    : null;

  const control =
    'min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-40';

  return (
    <section aria-labelledby="step-title" className="flex flex-col gap-3" data-step-panel>
      {problemText && (
        <p role="alert" className="m-0 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-walk-problem={problem!.kind}>
          {problemText}
        </p>
      )}
      <div>
        {crumb && (
          <p className="m-0 text-sm font-medium text-sky-800 dark:text-sky-300" data-breadcrumb>
            {crumb}
          </p>
        )}
        <p className="m-0 text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">{ui.currentStep}</p>
        <h2 id="step-title" className="m-0 text-xl font-bold" data-current-step={key}>
          {positionLabel(data, key, scope)}
        </h2>
        {step && (
          <p className="mt-2 mb-0 leading-relaxed" data-step-text>
            <Rich text={step.text} terms={data.glossary} />
          </p>
        )}
        {step?.note && (
          <p className="mt-2 mb-0 rounded bg-slate-100 p-2 text-sm dark:bg-slate-800">
            <strong>{ui.note}:</strong> <Rich text={step.note} terms={data.glossary} />
          </p>
        )}
        {step && <p className="mt-1 mb-0 text-xs text-slate-600 dark:text-slate-400">{ui.source}: {step.source}</p>}
        {step && !nested && data.concordance && <Concordance stepKey={step.key} />}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {crumb || positionLabel(data, key, scope)}
      </p>

      <div>
        <h3 className="m-0 mb-1 text-sm font-semibold">{ui.choices}</h3>
        <div ref={choicesRef} className="flex flex-col gap-2" role="group" aria-label={ui.choices}>
          {walk.frame.choices.length === 0 && <p className="m-0 text-sm">{ui.noChoices}</p>}
          {walk.frame.choices.map((event, i) => (
            <button
              key={event}
              type="button"
              data-event={event}
              className={`${button} border-sky-700 bg-sky-700 text-white hover:bg-sky-800 dark:border-sky-500 dark:bg-sky-600`}
              onClick={() => {
                refocus.current = true;
                walk.choose(event);
              }}
            >
              {i < 9 && <kbd className="mr-2 rounded bg-white/20 px-1 font-mono text-xs">{i + 1}</kbd>}
              {data.events[event] ?? event}
            </button>
          ))}
        </div>
      </div>

      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className={control} onClick={walk.back} disabled={walk.cursor === 0} aria-keyshortcuts="ArrowLeft">
          ← {ui.back}
        </button>
        <button type="button" className={control} onClick={walk.forward} disabled={walk.cursor >= walk.events.length} aria-keyshortcuts="ArrowRight">
          {ui.forward} →
        </button>
        <button type="button" className={control} onClick={walk.restart} aria-keyshortcuts="Home">
          ↺ {ui.restart}
        </button>
        {step && (
          <button type="button" className={control} onClick={copy} data-copy-link>
            {ui.copyLink}
          </button>
        )}
      </div>
      {copied && (
        <p role="status" className="m-0 text-sm">
          {copied}
        </p>
      )}
    </section>
  );
}

/** The older edition's number for this step, and any difference between the editions that touches it. */
function Concordance({ stepKey }: { stepKey: string }) {
  const data = useFlowData();
  const c = data.concordance!;
  const row = c.steps[stepKey];
  const diffs = c.differences.filter((d) => d.steps.includes(stepKey));
  return (
    <div className="mt-1 text-xs text-slate-700 dark:text-slate-300" data-concordance={stepKey}>
      <a href={c.href} className="underline">
        {data.ui.enStep}
      </a>
      : <span data-en-step>{row?.en ?? data.ui.noEnStep}</span>
      {row && ` (${row.basis})`}
      {diffs.map((d, i) => (
        <p key={i} className="m-0 mt-1 rounded border border-amber-400 bg-amber-50 p-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-difference={d.kind}>
          ⚑ {data.ui.differs} — {d.kindLabel}: {d.text}
        </p>
      ))}
    </div>
  );
}
