'use client';
import { memo } from 'react';
import { Rich } from '@/app/components/Rich';
import type { GlossaryTerm } from '@/app/lib/glossary';
import type { StepView } from '@/app/lib/page-data';
import { useFlowData, useSettledWalk } from './FlowContext';
import { editionQuery } from './labels';

/** Every step in order, as plain text: readable without the chart, and what a print shows. */
export function StepList() {
  const data = useFlowData();
  const walk = useSettledWalk();
  const current = walk.frame.position.key;
  // Each step links to its own page, another page the browser adds to history (the rule: explorer-history.ts). Under
  // an edition other than the default the link keeps it: the step's page opened under the default rules, switching the
  // reader's rules without a word. (null until the page has read its own link, as the static HTML has it.)
  const query = editionQuery(walk.edition);
  return (
    <ol className="not-prose m-0 flex list-none flex-col gap-2 p-0" data-step-list>
      {data.steps.map((s) => (
        <StepItem key={s.key} step={s} query={query} current={s.key === current} terms={data.glossary} noteLabel={data.ui.note} />
      ))}
    </ol>
  );
}

// Each step's text runs through the glossary: on a step, only the two items whose border changes render again.
const StepItem = memo(function StepItem({
  step: s,
  query,
  current,
  terms,
  noteLabel,
}: {
  step: StepView;
  query: string;
  current: boolean;
  terms: GlossaryTerm[];
  noteLabel: string;
}) {
  return (
    <li id={`step-${s.key}`} className={`rounded-control border p-2 ${current ? 'border-accent' : 'border-line'}`}>
      <a href={s.href && `${s.href}${query}`} className="font-semibold underline">
        {s.key} {s.title}
      </a>
      <p className="m-0 mt-1 text-sm">
        <Rich text={s.text} terms={terms} />
      </p>
      {s.note && (
        <p className="m-0 mt-1 text-sm whitespace-pre-line text-muted">
          {noteLabel}: <Rich text={s.note} terms={terms} />
        </p>
      )}
    </li>
  );
});
