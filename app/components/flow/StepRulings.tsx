'use client';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { useFlowData, useWalk } from './FlowContext';
import { fill } from '@/app/lib/text';
import { SPEEDS } from '@/machines/engine/explorer';

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
            {r.reading && (
              <ReadingNote label={data.ui.ourReading} hint={data.ui.ourReadingHint} className="mt-1">
                <Rich text={r.reading} terms={data.glossary} />
              </ReadingNote>
            )}
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
      {busy && <ReplayControls />}
      {walk.replayDone === id && (
        <span role="status" className="text-sm" data-replay-done={id}>
          {data.ui.replayDone}
        </span>
      )}
    </div>
  );
}

/** Play/pause, step, speed and stop for the ruling being replayed; "Step n of N" says where the replay is. */
function ReplayControls() {
  const { ui } = useFlowData();
  const walk = useWalk();
  const c = 'min-h-9 rounded border border-slate-300 px-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={ui.replay} data-replay-controls>
      <button type="button" className={c} onClick={() => walk.replayControl('previous')} disabled={walk.cursor === 0} data-replay-previous aria-label={ui.replayPrevious}>
        ⏮
      </button>
      {walk.replayPlaying ? (
        <button type="button" className={c} onClick={() => walk.replayControl('pause')} data-replay-pause>
          ⏸ {ui.replayPause}
        </button>
      ) : (
        <button type="button" className={c} onClick={() => walk.replayControl('play')} data-replay-play>
          ▶ {ui.replayPlay}
        </button>
      )}
      <button type="button" className={c} onClick={() => walk.replayControl('next')} data-replay-next aria-label={ui.replayNext}>
        ⏭
      </button>
      <label className="inline-flex items-center gap-1 text-sm">
        {ui.replaySpeed}
        <select
          className="min-h-9 rounded border border-slate-300 bg-white px-1 dark:border-slate-600 dark:bg-slate-900"
          value={walk.replaySpeed}
          onChange={(e) => walk.replaySetSpeed(Number(e.target.value))}
          data-replay-speed
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={c} onClick={() => walk.replayControl('stop')} data-replay-stop>
        ■ {ui.replayStop}
      </button>
      <span className="text-sm tabular-nums" data-replay-progress>
        {fill(ui.replayProgress, { n: String(walk.cursor), total: String(walk.events.length) })}
      </span>
    </div>
  );
}
