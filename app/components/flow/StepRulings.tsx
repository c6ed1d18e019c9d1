'use client';
import { Rich } from '@/app/components/Rich';
import { useFlowData, useWalk } from './FlowContext';

/** The rulings that hinge on the step the reader is at, each replayable in place. */
export function StepRulings() {
  const data = useFlowData();
  const walk = useWalk();
  const key = walk.frame.position.key;
  // Inside a nested play timing, the rulings on the step hosting it still apply.
  const here = data.rulings.filter((r) => r.steps.some((s) => key === s || key.startsWith(`${s}>`)));
  return (
    <section aria-labelledby="step-rulings" data-step-rulings>
      <h3 id="step-rulings" className="mt-0 mb-2 text-base font-semibold">
        {data.ui.rulingsHere}
      </h3>
      {here.length === 0 && <p className="m-0 text-sm text-muted">{data.ui.noRulingsHere}</p>}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {here.map((r) => (
          <li key={r.id} className="rounded-control border border-line p-2" data-ruling={r.id}>
            <p className="m-0 text-sm font-medium">
              <a href={r.href} className="underline">
                {r.source.split(' · ').pop()}
              </a>{' '}
              <Rich text={r.question} terms={data.glossary} />
            </p>
            <p className="mt-1 mb-0 text-sm">
              <Rich text={r.answer} terms={data.glossary} />
            </p>
            <ReplayButton id={r.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReplayButton({ id }: { id: string }) {
  const data = useFlowData();
  const walk = useWalk();
  const busy = walk.replaying === id;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <button
        type="button"
        data-replay={id}
        onClick={() => {
          walk.replayRuling(id);
          document.querySelector('[data-explorer]')?.scrollIntoView({ block: 'start' });
        }}
        disabled={busy}
        className="min-h-9 rounded-chip border border-accent px-2 text-sm text-accent-ink hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
      >
        ▶ {busy ? data.ui.replaying : data.ui.replay}
      </button>
      {walk.replayDone === id && (
        <span role="status" className="text-sm" data-replay-done={id}>
          {data.ui.replayDone}
        </span>
      )}
    </div>
  );
}
