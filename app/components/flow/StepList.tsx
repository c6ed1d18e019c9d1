'use client';
import { Rich } from '@/app/components/Rich';
import { useFlowData, useWalk } from './FlowContext';

/** Every step in order, as plain text: readable without the chart, and what a print shows. */
export function StepList() {
  const data = useFlowData();
  const walk = useWalk();
  const current = walk.frame.position.key;
  return (
    <ol className="not-prose m-0 flex list-none flex-col gap-2 p-0" data-step-list>
      {data.steps.map((s) => (
        <li key={s.key} id={`step-${s.key}`} className={`rounded-control border p-2 ${s.key === current ? 'border-accent' : 'border-line'}`}>
          <a href={s.href} className="font-semibold underline">
            {s.key} {s.title}
          </a>
          <p className="m-0 mt-1 text-sm">
            <Rich text={s.text} terms={data.glossary} />
          </p>
          {s.note && (
            <p className="m-0 mt-1 text-sm text-muted">
              {data.ui.note}: <Rich text={s.note} terms={data.glossary} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
