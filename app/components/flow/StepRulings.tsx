'use client';
import { flushSync } from 'react-dom';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { citedText, provenanceWords } from '@/app/lib/provenance';
import { useFlowData, useSettledWalk, useWalk, useWalkNow, useWalkValue } from './FlowContext';
import { fill } from '@/app/lib/text';
import { SPEEDS } from '@/machines/engine/explorer';
import type { RulingView } from '@/app/lib/page-data';
import { atStep } from '@/machines/engine/position';
import type { FlowWalk } from './useFlowWalk';

/** The rulings that hinge on the step the reader is at, each replayable in place. */
export function StepRulings() {
  const data = useFlowData();
  const walk = useSettledWalk();
  const key = walk.frame.position.key;
  // Inside a nested play timing, the rulings on the step hosting it still apply.
  const here = data.rulings.filter((r) => r.steps.some((s) => atStep(key, s)));
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
              <RulingCite provenance={r.provenance} {...provenanceWords(data.ui, r.provenance)} refText={r.ref} href={r.href} />{' '}
              <Rich text={r.question} terms={data.glossary} />
            </p>
            <p className="mt-1 mb-0 text-sm">
              <Rich text={r.answer} terms={data.glossary} />
            </p>
            {r.editions && <EditionAnswers ruling={r} />}
            {r.reading && (
              <ReadingNote label={data.ui.ourReading} hint={data.ui.ourReadingHint} className="mt-1">
                <Rich text={r.reading} terms={data.glossary} />
              </ReadingNote>
            )}
            {!r.editions && <ReplayButton id={r.id} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A ruling whose answer depends on the rules edition: each edition's answer, with a Replay under that edition. */
export function EditionAnswers({ ruling }: { ruling: RulingView }) {
  const data = useFlowData();
  return (
    <div className="mt-1 flex flex-col gap-1 rounded-chip border border-edition p-2 text-sm" data-edition-answers={ruling.id}>
      <p className="m-0 font-semibold">
        <span aria-hidden="true">◆ </span>
        {data.ui.editionDepends}
      </p>
      {ruling.editions!.map((e) => (
        <div key={e.edition} data-edition-answer={e.edition}>
          <p className="m-0">
            <strong>{fill(data.ui.editionOther, { edition: e.label })}</strong> <Rich text={e.answer} terms={data.glossary} />
          </p>
          <ReplayButton id={ruling.id} edition={e.edition} label={e.label} />
        </div>
      ))}
    </div>
  );
}

export function ReplayButton({ id, edition, label }: { id: string; edition?: string; label?: string }) {
  const data = useFlowData();
  // Only what this button shows is read from the walk, so a step that changes neither leaves the button alone.
  const now = useWalkNow();
  // This button's edition is the one the walk runs under (null: the flow's first), or the button names none.
  const mine = (walk: FlowWalk) => !edition || (walk.edition ?? data.editions?.list[0].id) === edition;
  const busy = useWalkValue((walk) => walk.replaying === id && mine(walk));
  const done = useWalkValue((walk) => walk.replayDone === id && mine(walk));
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <button
        type="button"
        data-replay={id}
        data-replay-edition={edition}
        onClick={() => {
          // The replay bar is drawn (flushSync) before the explorer is scrolled to: scrolled first, the bar then came in
          // above a step panel already at the top of the screen, and the browser's scroll anchoring kept the panel
          // there, under the bar once it stuck (on a phone it hid the step's heading; found by an audit).
          flushSync(() => now().replayRuling(id, edition));
          document.querySelector('[data-explorer]')?.scrollIntoView({ block: 'start' });
        }}
        disabled={busy}
        className="min-h-9 rounded-chip border border-accent px-2 text-sm text-accent-ink hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
      >
        ▶ {busy ? data.ui.replaying : data.ui.replay}
        {label ? ` (${label})` : ''}
      </button>
      {done && (
        <span role="status" className="text-sm" data-replay-done={id}>
          {data.ui.replayDone}
        </span>
      )}
    </div>
  );
}

/**
 * Play/pause, step, speed and stop for the ruling being replayed; "Step n of N" says where the replay is.
 * One bar over the explorer for the whole replay: the ruling's own entry is listed only on the steps it
 * hinges on, so controls kept there would vanish as the replay walks through the earlier steps.
 */
export function ReplayControls() {
  const data = useFlowData();
  const { ui } = data;
  const walk = useWalk();
  const ruling = data.rulings.find((r) => r.id === walk.replaying);
  if (!ruling) return null;
  const c = 'min-h-9 rounded-chip border border-line-strong bg-surface px-2 text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <div
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-panel border border-accent/50 bg-accent-soft p-2 print:hidden"
      role="group"
      aria-label={`${ui.replaying} ${citedText(ui, ruling.provenance, ruling.ref)}`}
      data-replay-controls={ruling.id}
    >
      <strong className="text-sm">▶ {citedText(ui, ruling.provenance, ruling.ref)}</strong>
      <button
        type="button"
        className={c}
        onClick={() => walk.replayControl('previous')}
        disabled={walk.cursor === 0}
        data-replay-previous
        aria-label={ui.replayPrevious}
      >
        <MediaIcon shape="previous" />
      </button>
      {walk.replayPlaying ? (
        <button type="button" className={c} onClick={() => walk.replayControl('pause')} data-replay-pause>
          <MediaIcon shape="pause" /> {ui.replayPause}
        </button>
      ) : (
        <button type="button" className={c} onClick={() => walk.replayControl('play')} data-replay-play>
          ▶ {ui.replayPlay}
        </button>
      )}
      <button type="button" className={c} onClick={() => walk.replayControl('next')} data-replay-next aria-label={ui.replayNext}>
        <MediaIcon shape="next" />
      </button>
      <label className="inline-flex items-center gap-1 text-sm">
        {ui.replaySpeed}
        <select
          className="min-h-9 rounded-chip border border-line-strong bg-surface px-1"
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

/**
 * The replay bar's icons, drawn rather than typed: ⏮ ⏸ ⏭ are missing from many fonts (Debian's Chromium drew them as
 * empty boxes, found by an audit), while every font has ▶. Sized to the text, in its colour; the buttons carry the words.
 */
function MediaIcon({ shape }: { shape: 'previous' | 'pause' | 'next' }) {
  const d = {
    previous: 'M3 3h2v10H3zM14 3v10L6 8z',
    pause: 'M4 3h3v10H4zM9 3h3v10H9z',
    next: 'M11 3h2v10h-2zM2 3v10l8-5z',
  }[shape];
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" className="inline-block fill-current align-[-0.125em]" data-icon={shape}>
      <path d={d} />
    </svg>
  );
}
