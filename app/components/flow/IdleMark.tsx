'use client';
import { useEffect, useState, type ReactNode } from 'react';
import type { StepView } from '@/app/lib/page-data';
import { useFlowData, useWalk } from './FlowContext';

const KEY = 'rf-learner';

/**
 * The learner view: a reader's choice, kept on this device, to fold steps where one of the
 * game's marks did its work and found nothing to do. Off by default so a judge sees every step.
 */
export function useLearnerView(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    try {
      setOn(localStorage.getItem(KEY) === '1');
    } catch {
      // Storage may be off (private mode): the view simply starts unfolded.
    }
  }, []);
  const set = (v: boolean) => {
    setOn(v);
    try {
      localStorage.setItem(KEY, v ? '1' : '0');
    } catch {}
  };
  return [on, set];
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
