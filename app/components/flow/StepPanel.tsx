'use client';
import { ExtraNoteView } from './ExtraNoteView';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useFlowData, useSettledWalk, useWalk } from './FlowContext';
import { Rich } from '@/app/components/Rich';
import { breadcrumb, findStep, heardRules, hostStep, joinSentences, levelStep, outcome, panelOutcome, positionLabel, spoken, type RulesHeard } from './labels';
import { isNested } from '@/machines/engine/position';
import { blockedChoices } from '@/machines/engine/replay';
import { LinkProblems } from './LinkProblems';
import { CopyMenu } from './CopyMenu';
import { EditionDifferences, EditionPointer } from './EditionSwitch';
import { IdleStep, LearnerToggle, useIdleMark, useLearnerView } from './IdleMark';
import { afterPaint } from '@/app/lib/after-paint';
import { fill } from '@/app/lib/text';

const button =
  'min-h-11 rounded-control border px-3 py-2 text-left text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40';

/** The current step's words, the choices open now, and Back / Forward / Restart. */
export function StepPanel() {
  const data = useFlowData();
  const walk = useWalk();
  const { ui } = data;
  const key = walk.frame.position.key;
  const scope = walk.frame.position.scope;
  const step = findStep(data, key, scope);
  const crumb = breadcrumb(data, walk.frame.position);
  // Inside a nested chart, the step it sits in: its choices (block or not, attack or not) are offered beside the nested
  // step's own, and without it the panel named only the nested step, often the other player's.
  const host = hostStep(data, walk.frame.position);
  // A step's own page whose step holds a nested chart (/attack-phase/2.5) lands on the nested chart's first step; the
  // page is about the host step, so its words are shown open there (a judge's probe read the nested step's rule as
  // 2.5's, the host's own rule folded away).
  // Open while the reader stays at the step the page landed on: a change of edition, setup or edits, or folding the
  // chart, is the same place seen another way, and kept them open; a move to another step folds them (an audit).
  // (Kept as React's "state from an earlier render": set in render while the reader has not moved.)
  const [landing, setLanding] = useState<string | null>(null);
  if (walk.actions === 0 && landing !== key) setLanding(key);
  const hostLinked = !!host && data.focusStep === host.key && (walk.actions === 0 || key === landing);
  const nested = isNested(key);
  // What the reader's last move did (the board says it too, further down): always announced, with the step, to a
  // screen reader, and shown above the choices (panelOutcome).
  const did = outcome(data, walk.frame, walk.previous).map((o) => o.text);
  const shownDid = panelOutcome(did, walk.actions, walk.previous?.position.key === key);
  // After a change of rules edition the announcement names it first (heardRules): kept from render to render in state,
  // set while rendering, as React documents for information from earlier renders. Before the reader's first action
  // the only change is the link's own reading.
  const [rules, setRules] = useState<RulesHeard>({ edition: walk.edition, frame: walk.frame, say: false });
  const heard = heardRules(rules, walk.edition, walk.frame, walk.actions === 0);
  if (heard !== rules) setRules(heard);
  const eds = data.editions;
  const rulesSaid = heard.say && eds ? fill(ui.editionSaid, { edition: (eds.list.find((e) => e.id === walk.edition) ?? eds.list[0]).title }) : null;
  // A skip lands several steps on: the announcement says how many it passed before the step it stopped at.
  // (One step on, the N key's skip is a Continue, and said as one.)
  const skippedSaid = walk.skipped >= 2 ? fill(ui.skipPassed, { n: String(walk.skipped) }) : null;
  // Offered only where it saves presses: one step on, the step's own Continue does the same.
  const ahead = walk.ahead && walk.ahead.steps >= 2 ? walk.ahead : null;
  const aheadCrumb = ahead ? breadcrumb(data, ahead.to) : '';
  const aheadTo = ahead ? `${positionLabel(data, ahead.to.key, ahead.to.scope)}${aheadCrumb ? ` (${aheadCrumb})` : ''}` : '';
  const choicesRef = useRef<HTMLDivElement>(null);
  // Inside a nested flow, choices its host step handles are offered beside the nested step's own: each run of them
  // says whose step it is (a host's block declaration sat under a nested step about the other player's turn to act,
  // found by an audit). Undefined before the first choice and where nothing is the host's.
  const hosted = walk.frame.hostChoices;
  const innerStep = walk.frame.position.levels.at(-1)?.step ?? '';
  const owner = (i: number) =>
    !hosted || !Object.keys(hosted).length || i < 0 ? undefined : Object.hasOwn(hosted, walk.frame.choices[i]) ? hosted[walk.frame.choices[i]] : innerStep;
  const ownerTitle = (i: number) => {
    const levels = walk.frame.position.levels;
    const own = !Object.hasOwn(hosted ?? {}, walk.frame.choices[i]);
    return levelStep(data, own ? levels : levels.slice(0, -1), owner(i)!)?.title ?? '';
  };
  const idle = useIdleMark(step);
  const [learner, setLearner] = useLearnerView();
  // What Copy link said, shown until the reader's next action (no effect resetting it, which was a second render on
  // every step).
  const [copiedAt, setCopied] = useState<{ at: number; text: string } | null>(null);
  const copied = copiedAt?.at === walk.actions ? copiedAt.text : null;

  // After a choice, keep keyboard focus among the choices rather than losing it to <body>: once the step is painted,
  // as focusing mid-step made the browser lay out the page there and then.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    return afterPaint(() => choicesRef.current?.querySelector<HTMLButtonElement>('button')?.focus());
  }, [walk.cursor]);

  // Two links, said apart: the exact situation (walk, setup, edits, open chart) and the step's own page.
  const stepHref = step && !nested && step.href ? step.href : null;
  const copy = async (href: string, which: string) => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied({ at: walk.actions, text: `${ui.copied}: ${which}` });
    } catch {
      setCopied({ at: walk.actions, text: ui.copyFailed });
    }
  };

  const control =
    'min-h-11 rounded-control border border-line-strong bg-surface px-3 py-2 text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-surface';

  return (
    <section
      aria-labelledby="step-title"
      className="flex scroll-mt-2 flex-col gap-3 rounded-panel border-2 border-accent bg-surface p-panel shadow-lg shadow-accent/10"
      data-step-panel
    >
      <LinkProblems />
      <div>
        {crumb && (
          <p className="m-0 text-sm font-medium text-accent-ink" data-breadcrumb>
            {crumb}
          </p>
        )}
        {/* The step the nested one sits in: its name, and its words a tap away. Shown open, they pushed a phone's choices
            below the first screen (found by an audit); the reader met them at the host step itself. Open on the host
            step's own page (hostLinked), where they are what the reader came for. */}
        {host && (
          <details className="mt-1 mb-2 rounded-chip border-l-4 border-line-strong bg-sunken px-2 py-1 text-sm" data-host-step={host.key} open={hostLinked}>
            <summary className="cursor-pointer font-semibold">{fill(ui.inStep, { step: host.key, title: host.title })}</summary>
            <p className="m-0">
              <Rich text={host.text} terms={data.glossary} />
            </p>
          </details>
        )}
        <p className="m-0 text-tiny font-semibold tracking-wide text-accent-ink uppercase">{ui.currentStep}</p>
        <h2 id="step-title" className="m-0 text-step font-bold" data-current-step={key}>
          {positionLabel(data, key, scope)}
        </h2>
        {step &&
          (idle ? (
            <IdleStep mark={idle} learner={learner}>
              <p className="mt-2 mb-0 leading-relaxed" data-step-text>
                <Rich text={step.text} terms={data.glossary} />
              </p>
            </IdleStep>
          ) : (
            <p className="mt-2 mb-0 leading-relaxed" data-step-text>
              <Rich text={step.text} terms={data.glossary} />
            </p>
          ))}
      </div>
      {/* Only the flow's own steps: a nested chart's step of the same number is another step. One line here; what each
          edition says comes after the choices (EditionDifferences), where its length no longer pushes them off a
          phone's first screen (found by an audit: Continue jumped from 366 px to 880 px down). */}
      {!nested && <EditionPointer stepKey={key} />}
      {shownDid.length > 0 && (
        // The board's own line, in the board's words: the board sits a screen below the panel on a phone and on a laptop.
        <p className="m-0 rounded-chip border-l-4 border-changed bg-changed-soft px-2 py-1 text-sm text-changed-ink" data-step-happened>
          <span className="font-semibold">{ui.happened}: </span>
          <span data-step-outcome>{joinSentences(shownDid, ui.sentenceEnd)}</span>
        </p>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-step-announce>
        {spoken([rulesSaid, skippedSaid, crumb, positionLabel(data, key, scope), ...did], ui.sentenceEnd)}
      </p>

      <div>
        <h3 className="m-0 mb-1 text-meta font-semibold text-muted print:hidden">{ui.choices}</h3>
        <div ref={choicesRef} className="flex flex-col gap-2" role="group" aria-label={ui.choices}>
          {walk.frame.choices.length === 0 && <p className="m-0 text-sm">{ui.noChoices}</p>}
          {/* Keyed by place, not by event: a step then rewrites the buttons' words in place instead of removing the
              clicked (focused) button and building new ones, which cost a tenth of the step's first frame. Focus
              ends on the first choice either way (the effect above). */}
          {walk.frame.choices.map((event, i) => (
            <Fragment key={i}>
              {owner(i) !== owner(i - 1) && (
                <p className="m-0 mt-1 text-sm font-semibold" data-choices-of={owner(i)}>
                  {fill(ui.choicesOf, { step: owner(i)!, title: ownerTitle(i) })}
                </p>
              )}
              <button
                type="button"
                data-event={event}
                aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
                className={`${button} border-accent bg-accent text-on-accent hover:bg-accent-hover`}
                onClick={() => {
                  refocus.current = true;
                  walk.choose(event);
                }}
              >
                {/* The key is the button's shortcut, not part of its name ("1Make it a Buddy Call", "11番目…" read aloud). */}
                {i < 9 && (
                  <kbd aria-hidden="true" className="mr-2 rounded-chip bg-on-accent/20 px-1 font-mono text-xs">
                    {i + 1}
                  </kbd>
                )}
                {data.events[event] ?? event}
              </button>
            </Fragment>
          ))}
        </div>
        {/* After the step's own Continue, and quieter: the choices stay where they were on a phone's first screen. Its
            name says how far it goes, so a reader knows what they pass before pressing it. Not one of the choices
            (no data-event): focus after a step still goes to the first choice. */}
        {ahead && (
          <button
            type="button"
            data-skip={ahead.steps}
            data-skip-to={ahead.to.key}
            aria-keyshortcuts="n"
            className="mt-2 min-h-11 w-full rounded-control border border-line-strong bg-surface px-3 py-1 text-left text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent print:hidden"
            onClick={() => {
              refocus.current = true;
              walk.skip();
            }}
          >
            <span className="font-semibold">{ui.skipOn}</span>{' '}
            <span className="text-xs text-muted">({fill(ui.skipPasses, { n: String(ahead.steps), to: aheadTo })})</span>
          </button>
        )}
        <ShutChoices />
      </div>

      {/* What each edition says, the note, the source and the game's own notes come after the choices: a phone's first
          screen holds the step, what the last choice did and what to do now. */}
      <div className="flex flex-col gap-1 empty:hidden" data-step-details>
        {!nested && <EditionDifferences stepKey={key} />}
        {step?.note && (
          // A note may have paragraphs (a blank line between them, as a topic's text does): they show as written.
          <p className="mt-2 mb-0 rounded-chip bg-sunken p-2 text-sm whitespace-pre-line" data-step-note>
            <strong>{ui.note}:</strong> <Rich text={step.note} terms={data.glossary} />
          </p>
        )}
        {step && (
          <p className="mt-1 mb-0 text-xs text-muted">
            {ui.source}: {step.source}
          </p>
        )}
        {step && !nested && Object.hasOwn(data.stepNotes, step.key) && <ExtraNoteView note={data.stepNotes[step.key]} id={step.key} terms={data.glossary} />}
      </div>

      <div className="flex flex-wrap gap-2 print:hidden">
        {/* aria-disabled, not disabled: a keyboard reader pressing Enter on Back until the start keeps focus there, and
            the next Enter does nothing. A disabled button loses focus, which went to Forward, so the next Enter walked
            forward again (found by an audit). The walk ignores Back at the start and Forward at the end. */}
        <button
          type="button"
          className={control}
          onClick={walk.back}
          aria-disabled={walk.cursor === 0 || undefined}
          aria-keyshortcuts="ArrowLeft"
          data-nav="back"
        >
          ← {ui.back}
        </button>
        <button
          type="button"
          className={control}
          onClick={walk.forward}
          aria-disabled={walk.cursor >= walk.events.length || undefined}
          aria-keyshortcuts="ArrowRight"
          data-nav="forward"
        >
          {ui.forward} →
        </button>
        <button type="button" className={control} onClick={walk.restart} aria-keyshortcuts="Home" data-nav="restart">
          ↺ {ui.restart}
        </button>
        <CopyMenu className={control} exact={walk.exactLink} exactTooLong={walk.linkTooLong} step={stepHref} onCopy={(href, which) => void copy(href, which)} />
      </div>
      <LearnerToggle on={learner} set={setLearner} />
      {copied && (
        <p role="status" className="m-0 text-sm">
          {copied}
        </p>
      )}
    </section>
  );
}

/**
 * What the step offers that is shut now, and why: "Using one leads to 2.2" with only a pass offered left a new player
 * asking why (found by an audit). Folded, under the choices; only choices one guard keeps shut. It follows the step a
 * paint behind, as the board does (useSettledWalk): the reader's click is answered by the choices first.
 */
function ShutChoices() {
  const data = useFlowData();
  const walk = useSettledWalk();
  const { ui } = data;
  const blocked = useMemo(
    () =>
      blockedChoices(walk.frame.snapshot).flatMap((b) =>
        b.guards.length === 1 && Object.hasOwn(data.guards, b.guards[0]) && Object.hasOwn(data.events, b.event)
          ? [{ event: b.event, label: data.events[b.event], cond: data.guards[b.guards[0]] }]
          : [],
      ),
    [walk.frame.snapshot, data.guards, data.events],
  );
  if (!blocked.length) return null;
  return (
    <details className="mt-2 text-sm" data-blocked-choices>
      <summary className="cursor-pointer text-muted">{fill(ui.notOpen, { n: String(blocked.length) })}</summary>
      <ul className="m-0 mt-1 flex list-disc flex-col gap-1 pl-5">
        {blocked.map((b) => (
          <li key={b.event} data-blocked={b.event}>
            {b.label} — {fill(ui.notOpenNeeds, { cond: b.cond })}
          </li>
        ))}
      </ul>
    </details>
  );
}
