'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { StepView } from '@/app/lib/page-data';
import { useFlowData, useWalk } from './FlowContext';

const KEY = 'rf-learner';

// The choice lives in localStorage; this is its store for useSyncExternalStore. Where storage is off (private
// mode) the choice is kept in memory for the visit instead.
let inMemory = false;
const listeners = new Set<() => void>();
function readLearner(): boolean {
  try {
    const v = localStorage.getItem(KEY);
    return v === null ? inMemory : v === '1';
  } catch {
    return inMemory;
  }
}
function subscribeLearner(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it: this one follows.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function writeLearner(on: boolean) {
  inMemory = on;
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // Storage is off: the in-memory value above holds for this visit.
  }
  for (const l of listeners) l();
}

/**
 * The learner view: a reader's choice, kept on this device, to fold steps where one of the
 * game's marks did its work and found nothing to do. Off by default so a judge sees every step;
 * off in the static HTML too, and the reader's choice after hydration.
 */
export function useLearnerView(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeLearner, readLearner, () => false);
  return [on, writeLearner];
}

/** Which of the game's marks on this step found nothing to do, read from what the step logged. */
export function useIdleMark(step: StepView | undefined) {
  const data = useFlowData();
  const walk = useWalk();
  if (!step) return undefined;
  const marks = data.idleMarks.filter((m) => step.badges.includes(m.badge));
  if (!marks.length) return undefined;
  // What this step logged: the entries added since the previous frame (all of them on the first frame).
  const added = walk.frame.log.slice(walk.previous ? walk.previous.log.length : 0).filter((l) => l.step === step.key);
  return marks.find((m) => added.length > 0 && added.every((l) => m.codes.includes(l.code)));
}

/** The line that marks an idle step; in the learner view the step's own text folds behind it. */
export function IdleStep({ mark, learner, children }: { mark: { name: string; text: string }; learner: boolean; children: ReactNode }) {
  const { ui } = useFlowData();
  const line = (
    <p className="m-0 mt-2 rounded-chip border-l-4 border-line-strong bg-sunken px-2 py-1 text-sm" data-idle-step>
      <strong>
        {mark.name} — {ui.idleStep}
      </strong>{' '}
      {mark.text}
    </p>
  );
  if (!learner) {
    return (
      <>
        {children}
        {line}
      </>
    );
  }
  return (
    <>
      {line}
      <details className="mt-1 text-sm" data-folded>
        <summary className="cursor-pointer text-muted">{ui.showFolded}</summary>
        {children}
      </details>
    </>
  );
}

export function LearnerToggle({ on, set }: { on: boolean; set: (v: boolean) => void }) {
  const { ui, idleMarks } = useFlowData();
  if (!idleMarks.length) return null;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm print:hidden" data-learner-toggle>
      <input type="checkbox" checked={on} onChange={(e) => set(e.currentTarget.checked)} className="size-5 accent-(--rf-accent)" />
      <span>
        <span className="font-semibold">{ui.learnerView}</span> <span className="text-muted">{ui.learnerViewHint}</span>
      </span>
    </label>
  );
}
