'use client';
import { ExtraNoteView } from './ExtraNoteView';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { provenanceWords } from '@/app/lib/provenance';
import { useFlowData } from './FlowContext';
import { EditionAnswers, ReplayButton } from './StepRulings';

/** All of the flow's rulings with their steps and sources. */
export function RulingList() {
  const data = useFlowData();
  return (
    <ul className="not-prose m-0 flex list-none flex-col gap-3 p-0" data-ruling-list>
      {data.rulings.map((r) => (
        <li key={r.id} className="rounded-control border border-line p-3">
          <p className="m-0 font-semibold">
            <RulingCite provenance={r.provenance} {...provenanceWords(data.ui, r.provenance)} refText={r.ref} href={r.href} />{' '}
            <Rich text={r.question} terms={data.glossary} />
          </p>
          <p className="m-0 mt-1">
            <Rich text={r.answer} terms={data.glossary} />
          </p>
          <p className="m-0 mt-1 text-sm">
            {data.ui.hingesOn}:{' '}
            {r.steps.map((s, i) => (
              <span key={s}>
                {i ? ', ' : ''}
                <a href={`${data.basePath}/${s}`} className="underline">
                  {s}
                </a>
              </span>
            ))}
          </p>
          {r.reading && (
            <ReadingNote label={data.ui.ourReading} hint={data.ui.ourReadingHint} className="mt-1">
              <Rich text={r.reading} terms={data.glossary} />
            </ReadingNote>
          )}
          {r.note && (
            <p className="m-0 mt-1 text-sm whitespace-pre-line">
              {data.ui.note}: <Rich text={r.note} terms={data.glossary} />
            </p>
          )}
          <p className="m-0 mt-1 text-xs text-muted">
            {data.ui.source}: {r.source}
          </p>
          {(Object.hasOwn(data.rulingNotes, r.id) ? data.rulingNotes[r.id] : []).map((n, i) => (
            <ExtraNoteView key={i} note={n} id={r.id} terms={data.glossary} />
          ))}
          {r.editions ? <EditionAnswers ruling={r} /> : <ReplayButton id={r.id} />}
        </li>
      ))}
    </ul>
  );
}
