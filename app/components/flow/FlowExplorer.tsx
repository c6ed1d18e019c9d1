'use client';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useKeepFocus } from './useKeepFocus';
import { useReveal } from './useReveal';
import { Board } from './Board';
import { Chart } from './Chart';
import { PendingMark, useFlowData, useWalk } from './FlowContext';
import { StepPanel } from './StepPanel';
import { EditionAnswers, ReplayButton, ReplayControls, StepRulings } from './StepRulings';
import { SetupEditor } from './SetupEditor';
import { EditionSwitch } from './EditionSwitch';
import { ownsKey } from '@/app/lib/keys';

// The explorer renders on each step (it reads the reader's walk); its parts take no props and read the walk they need
// themselves, the reader's or the settled one (useSettledWalk), so memo keeps each out of the renders it has no part in.
const Parts = {
  StepPanel: memo(StepPanel),
  Board: memo(Board),
  Chart: memo(Chart),
  StepRulings: memo(StepRulings),
  ReplayControls: memo(ReplayControls),
  SetupEditor: memo(SetupEditor),
  EditionSwitch: memo(EditionSwitch),
};

/** The steppable chart: drawing, current step, choices, board and the rulings on this step. */
export function FlowExplorer() {
  const data = useFlowData();
  const walk = useWalk();
  const self = useRef<HTMLDivElement>(null);
  const { ui } = data;
  // This explorer, not the page's first: a comparison page holds several.
  const root = useCallback(() => self.current, []);
  const hostStep = useCallback((node: string) => data.layouts.folded.nodes.find((n) => n.id === node)?.step, [data]);
  useKeepFocus(root, walk, hostStep);
  useReveal(root, walk);

  // A judge opening a step's link on a phone wants that step, not the page's introduction.
  useEffect(() => {
    if (data.focusStep && window.matchMedia('(max-width: 1023px)').matches && !window.location.hash) {
      document.querySelector('[data-step-panel]')?.scrollIntoView({ block: 'start' });
    }
  }, [data.focusStep]);

  // The keys read the walk as it is when pressed: one listener for the page's life, not one taken off and put back on
  // every step.
  const latest = useRef(walk);
  useEffect(() => {
    latest.current = walk;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const walk = latest.current;
      // Left to a field typed into (or a control that moves with the key); a ticked checkbox or a button keeps them.
      if (e.altKey || e.ctrlKey || e.metaKey || ownsKey(e.target as HTMLElement | null, e.key)) return;
      // In the chart's own scroller the arrows and Home pan the chart, as in any scrolling box: a keyboard reader had
      // no way to move it sideways (found by an audit). The number keys still take a choice there.
      const inChart = e.target instanceof Element && e.target.closest('.chart-scroller');
      if (inChart && (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home')) return;
      if (e.key === 'ArrowLeft') walk.back();
      else if (e.key === 'ArrowRight') walk.forward();
      else if (e.key === 'Home') {
        // From the explorer's own controls only: elsewhere Home keeps its usual meaning, the top of the page, and a
        // reader scrolling back up did not expect to lose the walk (found by an audit).
        if (!(e.target instanceof Element && e.target.closest('[data-explorer]'))) return;
        walk.restart();
      } else if (e.key === 'n' || e.key === 'N') {
        // On to the next real choice, as the panel's button does (walk.ahead); where the step offers none or several,
        // the key is left alone.
        if (walk.ahead) walk.skip();
        else return;
      } else if (/^[1-9]$/.test(e.key)) {
        const event = walk.frame.choices[Number(e.key) - 1];
        if (event) walk.choose(event);
        else return;
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setup = data.setups[walk.setup];
  const featured = data.featured ? data.rulings.find((r) => r.id === data.featured) : undefined;

  const setupBlock = setup && (
    <div className="flex flex-col gap-1 text-sm print:hidden" data-setup={walk.setup}>
      {Object.keys(data.setups).length > 1 ? (
        // On a phone the label sits above a select of the full width, and the chosen situation's title is said again in
        // full under it: a closed select shows one line, and long titles were cut off mid-phrase (found by an audit).
        <label className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
          <strong>{ui.setupLabel}</strong>
          <select
            value={walk.setup}
            onChange={(e) => walk.changeSetup(e.target.value)}
            className="min-h-10 w-full max-w-full min-w-0 rounded-control border border-line-strong bg-surface px-2 py-1 sm:w-auto sm:flex-1"
            data-setup-select
          >
            {Object.entries(data.setups).map(([id, s]) => (
              <option key={id} value={id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <strong>
          {ui.setupLabel} {setup.title}
        </strong>
      )}
      {/* Said in full on a phone, and on any screen where a long title would be cut off in the menu (an audit found
          "… (differs by editi" on a laptop): a closed menu shows one line of about 30 characters beside its label. */}
      {Object.keys(data.setups).length > 1 && (
        <p className={`m-0 font-semibold ${setup.title.length > 28 ? '' : 'sm:hidden'}`} data-setup-title>
          {setup.title}
        </p>
      )}
      <p className="m-0 text-muted">{setup.text}</p>
      {/* The preset's words give its own numbers; after an edit they no longer match the board (found by an audit). */}
      {walk.edits && (
        <p className="m-0 text-muted" data-setup-edited>
          {ui.setupEdited}
        </p>
      )}
    </div>
  );

  return (
    // data-cursor: how many of the walk's events are taken. It changes with every step, even one that stays on the
    // same step number, so a script (the bench) can tell a step happened without reading the address bar, which is
    // written only after the step's paint. data-pending (PendingMark): the board, chart and rulings still show the step
    // before (they follow a paint behind, FlowContext.tsx); gone once they have caught up.
    <div className="not-prose my-3 flex flex-col gap-3" data-flow-id={`${data.game}/${data.flow}`} data-explorer data-cursor={walk.cursor} ref={self}>
      <PendingMark target={self} />
      {featured && (
        <div className="rounded-panel border border-accent/50 bg-accent-soft p-3">
          {featured.editions ? <EditionAnswers ruling={featured} /> : <ReplayButton id={featured.id} />}
        </div>
      )}
      <Parts.ReplayControls />
      {/*
        The step and its choices come first, for reading and for keyboard focus: on a phone they fill the first
        screen, with the situation and the board right under them; on a wide screen the chart sits to their left.
      */}
      <div className="explorer-grid grid gap-3 lg:gap-4">
        <div className="min-w-0 [grid-area:step]">
          <Parts.StepPanel />
        </div>
        <div className="step-follower flex min-w-0 flex-col gap-3 [grid-area:aside]">
          <Parts.Board />
          {setupBlock}
          <Parts.EditionSwitch />
          <Parts.SetupEditor />
          <Parts.StepRulings />
        </div>
        <div className="step-follower min-w-0 [grid-area:chart] lg:sticky lg:top-2">
          <Parts.Chart />
          <details className="mt-2 text-sm text-muted print:hidden">
            <summary className="cursor-pointer">{ui.keyboardTitle}</summary>
            <p className="m-0 mt-1">{ui.keyboard}</p>
          </details>
        </div>
      </div>
    </div>
  );
}
