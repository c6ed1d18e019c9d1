'use client';
import { useEffect } from 'react';
import type { FlowWalk } from './useFlowWalk';
import { afterPaint } from '@/app/lib/after-paint';
import { pushedBelow, scrollMotion } from '@/app/lib/in-view';
import { lastInputWasKey, watchInput } from '@/app/lib/input-modality';

// Inert: inside a part of the page that is kept but not shown (a chart drawing seen before, Chart.tsx). Chromium
// takes focus off such an element only at a later rendering update, after the check below may have run.
const lost = (el: Element | null) =>
  !el || el === document.body || !el.isConnected || (el as HTMLButtonElement).disabled === true || el.closest('[inert]') !== null;

/**
 * After each of the reader's actions, keeps keyboard focus on a sensible control instead of letting it fall to
 * <body>: a control that became disabled (a ruling's Replay while it runs), one that disappeared (a chosen button, a
 * nested chart's toggle) or a number-key shortcut pressed with nothing focused. Back and Forward are only marked
 * unavailable (aria-disabled) at the walk's start and end, and keep their focus.
 * The step itself is announced by the panel's live region.
 */
export function useKeepFocus(root: () => HTMLElement | null, walk: FlowWalk, hostStep: (node: string) => string | undefined) {
  // A replay ending by itself is no action of the reader's, but it takes the replay bar, and the focus on it, away:
  // looked at again then.
  const { actions, lastAction, lastNode, replaying } = walk;
  useEffect(watchInput, []);
  useEffect(() => {
    if (actions === 0) return;
    /** Puts focus back where it belongs if it was lost; returns the control it went to, or null. */
    const fix = (): HTMLElement | null => {
      const box = root();
      if (!box || !lost(document.activeElement)) return null;
      const q = (sel: string) => box.querySelector<HTMLElement>(sel);
      const enabled = (sel: string) => {
        const el = q(sel);
        return el && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' ? el : null;
      };
      const finished = () => {
        const id = q('[data-replay-done]')?.getAttribute('data-replay-done');
        return id ? enabled(`button[data-replay="${CSS.escape(id)}"]`) : null;
      };
      const step = lastNode ? hostStep(lastNode) : undefined;
      const target =
        // In the drawing on screen: drawings seen before stay in the page, hidden (Chart.tsx).
        (lastAction === 'chart.toggle' && step ? q(`svg.chart [data-toggle="${CSS.escape(step)}"]`) : null) ??
        // A replay started: its Replay button is disabled while it runs. Focus goes to the replay bar's pause, not to a
        // choice, where Space or Enter would take a step and end the replay (found by an audit).
        (lastAction === 'replay' ? q('[data-replay-pause], [data-replay-play]') : null) ??
        // One that has ended: its Replay button, enabled again (its ruling is marked done), not the choices above it.
        (lastAction === 'replay' ? finished() : null) ??
        (lastAction === 'back' ? enabled('[data-nav="forward"]') : null) ??
        (lastAction === 'forward' ? enabled('[data-nav="back"]') : null) ??
        q('[data-event]') ??
        enabled('[data-nav="back"]') ??
        q('[data-nav="restart"]');
      target?.focus();
      return target;
    };
    // A keyboard reader's focus that stayed on a control of the panel (a choice, keyed by place; Back) while the step
    // pushed it below the window's edge is brought back into view: pressing 1 five times on a laptop left focus on
    // Continue 100 px under the edge, the page still at its top (found by an audit). A control above the window was
    // scrolled past by the reader (to watch the board, say), and stays there; a reader who taps keeps the page where
    // they put it. (A control focus is moved to is scrolled to by focus() itself.)
    const keepSeen = () => {
      const el = document.activeElement;
      if (!lastInputWasKey() || !(el instanceof HTMLElement) || !el.closest('[data-step-panel]') || !root()?.contains(el)) return;
      if (pushedBelow(el.getBoundingClientRect(), window.innerHeight)) el.scrollIntoView({ block: 'nearest', behavior: scrollMotion() });
    };
    // Looked at once the step is painted (afterPaint): focusing earlier forced the browser to lay out the page in
    // the middle of the step, and Chromium moves focus off a control that became disabled only at its next
    // rendering update anyway. An opened nested chart is drawn when its layout arrives, replacing the toggle that
    // had focus: watch the explorer for a moment and put focus back if a later change drops it.
    const cancel = afterPaint(() => {
      if (!fix()) keepSeen();
    });
    const box = root();
    const watch = new MutationObserver(fix);
    if (box) watch.observe(box, { subtree: true, childList: true });
    const stop = setTimeout(() => watch.disconnect(), 3000);
    return () => {
      cancel();
      clearTimeout(stop);
      watch.disconnect();
    };
  }, [actions, lastAction, lastNode, replaying, root, hostStep]);
}
