'use client';
import { useSyncExternalStore } from 'react';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { provenanceWords } from '@/app/lib/provenance';
import { rulingNotice } from '@/app/lib/linked-ruling';
import { useFlowData, useLinkParts } from './FlowContext';
import { EditionAnswers, ReplayButton } from './StepRulings';
import { Untrusted, fillNodes } from './Untrusted';

/** navigator.onLine, followed as it changes: the box says "offline copy" while it is one. Online in the static HTML. */
const onConnection = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    onConnection,
    () => navigator.onLine,
    () => true,
  );

/**
 * The ruling a flow page's link names (?ruling=<id>), shown above the chart: its question, answer and Replay. A
 * ruling's own page is not saved for offline use (the offline budget holds the flow pages, which carry every ruling of
 * their flow already); offline, it opens its flow page with ruling= (scripts/sw.mjs), and this says so. The same link
 * is what Copy link's exact situation carries from here (useFlowWalk), so it is also opened online: there it names the
 * ruling and links to the ruling's own page instead (rulingNotice). Read once hydrated: the static page has no address.
 */
export function LinkedRuling() {
  const data = useFlowData();
  const { ui } = data;
  const link = useLinkParts();
  const online = useOnline();
  const id = link.ruling;
  const problems = link.rulingProblems;
  const ruling = id === null ? undefined : data.rulings.find((r) => r.id === id);
  if (!ruling && !problems.length) return null;
  return (
    <section
      className="not-prose my-3 flex flex-col gap-2 rounded-panel border border-accent/50 bg-accent-soft p-3"
      aria-label={ui.ruling}
      data-linked-ruling={id ?? ''}
    >
      {problems.map((p, i) => (
        <p key={i} className="m-0 text-sm" data-linked-ruling-problem={p.kind}>
          {fillNodes(p.kind === 'unknown' ? ui.rulingUnknown : ui.rulingRepeated, { ruling: <Untrusted text={p.token} /> })}
        </p>
      ))}
      {ruling && (
        <>
          {rulingNotice(online, link.fromWorker) === 'offline-copy' ? (
            <p role="status" className="m-0 text-sm text-muted" data-offline-copy>
              {ui.rulingOffline}
            </p>
          ) : (
            <p className="m-0 text-sm text-muted" data-ruling-linked>
              {ui.rulingLinked}{' '}
              <a href={ruling.href} className="underline" data-ruling-page>
                {ui.rulingOwnPage}
              </a>
            </p>
          )}
          {/* Where it comes from, as everywhere a ruling is shown: an official Q&A, a players' page, this site's answer … */}
          <p className="m-0 text-sm">
            <RulingCite provenance={ruling.provenance} {...provenanceWords(ui, ruling.provenance)} refText={ruling.ref} href={ruling.href} />
          </p>
          <h2 className="m-0 text-lg font-bold" data-question>
            <Rich text={ruling.question} terms={data.glossary} />
          </h2>
          <p className="m-0" data-answer>
            <strong>{ruling.provenance === 'answer' ? ui.ownAnswer : ui.answer}</strong> <Rich text={ruling.answer} terms={data.glossary} />
          </p>
          {ruling.reading && (
            <ReadingNote label={ui.ourReading} hint={ui.ourReadingHint}>
              <Rich text={ruling.reading} terms={data.glossary} />
            </ReadingNote>
          )}
          <p className="m-0 text-xs text-muted" data-source>
            {ui.source}: {ruling.source}
          </p>
          {ruling.editions ? <EditionAnswers ruling={ruling} /> : <ReplayButton id={ruling.id} />}
        </>
      )}
    </section>
  );
}
