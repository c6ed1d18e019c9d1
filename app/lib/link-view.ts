import { SITUATION_PARAMS } from '@/machines/engine/situation';
import { linkedValue, type LinkValueProblem } from './linked-ruling';

/**
 * The parts of a flow page's link the offline worker writes when it stands in for a page it did not save
 * (scripts/sw.mjs writes the same names; tests/unit/sw.test.ts holds the two together):
 * - `step=<key>`: the step whose own page this is, offline. That page opens the chart at the step with the step's own
 *   words shown (a nested chart's host step) and, on a phone, scrolled to; the flow page does the same for the step
 *   its link names. Kept in the address as the reader walks on, as the step page's own path is.
 * - `offline=1`: the page is the worker's stand-in for a ruling's own page, so the ruling box may say it is an offline
 *   copy even where the browser thinks it is online (a network that answers nothing). Read once, when the page opens,
 *   and then taken out of the address (pageAddress), so a link shared from the address bar, or the page reloaded once
 *   back online, does not claim to be an offline copy.
 */
export const STEP_PARAM = 'step';
export const OFFLINE_MARK = 'offline';

export interface LinkView {
  /** The ruling the link names, to show above the chart (LinkedRuling), and the values of ruling= not used. */
  ruling: string | null;
  rulingProblems: LinkValueProblem[];
  /** The step the page is about: a step page's own, or the one its link names (step=). */
  step: string | null;
  stepProblems: LinkValueProblem[];
  /** Opened through the offline worker (offline=1). */
  fromWorker: boolean;
  /** Values of offline= other than the worker's own 1, each cut short. */
  markProblems: string[];
}

export const NO_LINK_VIEW: LinkView = { ruling: null, rulingProblems: [], step: null, stepProblems: [], fromWorker: false, markProblems: [] };

/**
 * What a flow page's link asks beyond the situation. Every value is untrusted: a ruling or step is only compared with
 * the flow's own ids and keys, the marker with the worker's one value; anything else is named in a problem of its own.
 * `focusStep`: the step of a step's own page (its path names it first).
 */
export function linkView(search: string, flow: { rulings: readonly string[]; steps: readonly string[]; focusStep?: string | null }): LinkView {
  const ruling = linkedValue(search, 'ruling', flow.rulings);
  const step = linkedValue(search, STEP_PARAM, flow.steps, flow.focusStep ?? null);
  const marks = new URLSearchParams(search).getAll(OFFLINE_MARK);
  return {
    ruling: ruling.id,
    rulingProblems: ruling.problems,
    step: step.id,
    stepProblems: step.problems,
    fromWorker: marks.includes('1'),
    markProblems: marks.filter((m) => m !== '1').map((m) => m.slice(0, 200)),
  };
}

/**
 * The address the page writes for a situation (`query`, the situation's own parameters): the page's current address
 * with those replaced. Every other part is kept as it is — ruling= keeps the ruling box's ruling in the address as the
 * reader walks on, step= the page's step — except the worker's marker, read once when the page opened.
 * `focusStep`: on a step's own page (or one its link names) the start of the walk is written as an empty walk, or
 * reloading the page (or the browser's Back to it) went to the page's step instead.
 */
export function pageAddress(href: string, query: string, focusStep?: string | null): string {
  const url = new URL(href);
  for (const p of SITUATION_PARAMS) url.searchParams.delete(p.name);
  url.searchParams.delete(OFFLINE_MARK);
  for (const [k, v] of new URLSearchParams(query)) url.searchParams.set(k, v);
  if (focusStep && !url.searchParams.has('walk')) url.searchParams.set('walk', '');
  return url.pathname + url.search + url.hash;
}
