'use client';
import { useEffect } from 'react';
import type { FlowWalk } from './useFlowWalk';
import { afterPaint } from '@/app/lib/after-paint';
import { scrollMotion, shouldReveal } from '@/app/lib/in-view';
import { lastInputWasKey } from '@/app/lib/input-modality';

/** What a move made away from the step panel changes, by the move: the part of the explorer to show the reader. */
const SHOWN: Partial<Record<NonNullable<FlowWalk['lastAction']>, string>> = {
  // A chart box tapped: the walk goes to its step, said in the panel (with what the jump did, LinkProblems).
  'go.node': '[data-step-panel]',
  // New numbers applied in the editor: the board, under the panel, is what they change.
  edits: '[data-board]',
};

/**
 * After a tap on a chart box or new numbers applied, brings the part they changed into view where the reader cannot
 * see it: on a phone the panel is about 1,900 px above the chart and the board 1,500 px above the editor, and the tap
 * changed nothing on screen (found by an audit). shouldReveal leaves the page alone where the panel stands beside the
 * chart and is on screen. A keyboard reader's page is not moved from their focus (their step is announced).
 * The layout is read after the step's paint (afterPaint), never in the middle of it.
 */
export function useReveal(root: () => HTMLElement | null, walk: FlowWalk) {
  const { actions, lastAction } = walk;
  useEffect(() => {
    const which = actions > 0 && lastAction && Object.hasOwn(SHOWN, lastAction) ? SHOWN[lastAction] : undefined;
    if (!which) return;
    return afterPaint(() => {
      const box = root();
      const target = box?.querySelector<HTMLElement>(which);
      const panel = box?.querySelector<HTMLElement>('[data-step-panel]');
      if (!target || !panel || lastInputWasKey()) return;
      const chart = box?.querySelector<HTMLElement>('[data-chart]');
      if (shouldReveal(target.getBoundingClientRect(), panel.getBoundingClientRect(), chart?.getBoundingClientRect() ?? null, window.innerHeight)) {
        target.scrollIntoView({ block: 'start', behavior: scrollMotion() });
      }
    });
  }, [actions, lastAction, root]);
}
