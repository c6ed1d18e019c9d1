import type { ExplorerEvent } from './explorer';

/**
 * How each of the reader's moves reaches the browser's history: the one rule every move of the explorer follows
 * (useFlowWalk sends each event with the mode this gives).
 *
 * - 'push', a new place: the browser's Back must return from it to where the reader was. A choice, a chart box or a
 *   point of the walk jumped to, a ruling's replay (its own walk), and Restart: it throws the walk away (the page's
 *   Forward has nothing left), so a reader who pressed it by mistake gets the walk back with the browser's Back.
 * - 'replace', the same place seen another way: the edition, the board setup or its numbers (the explorer keeps the
 *   reader on their step), a nested chart opened or folded, a replay's own controls. Each rewrites the entry the
 *   reader is on; the entries before it keep what they had. Pushing these made the browser's Back undo a radio button
 *   or a fold before it left the step, and a keyboard reader arrowing through the setups or editions made an entry
 *   per option passed (found by an audit).
 * - 'traverse', the page's own Back and Forward: they go to the neighbouring entry when it holds the step they move to,
 *   as the browser's buttons would, else rewrite the current one; they never add one (move() in useFlowWalk).
 * - 'none': no change the address bar shows (a replay's speed).
 *
 * A step's own page, reached by a link (the step list, a ruling's steps), is another page: the browser pushes it.
 * Reading the link (first load, the browser's Back and Forward) is no move of the reader's and is not listed.
 */
export type HistoryMode = 'push' | 'replace' | 'traverse' | 'none';

/** Every event the reader can send, with its mode: a new event type cannot be added without choosing one. */
const MODES: Record<Exclude<ExplorerEvent['type'], 'load'>, HistoryMode> = {
  choose: 'push',
  'go.node': 'push',
  go: 'push',
  replay: 'push',
  restart: 'push',
  edition: 'replace',
  setup: 'replace',
  edits: 'replace',
  'chart.toggle': 'replace',
  'replay.play': 'replace',
  'replay.pause': 'replace',
  'replay.next': 'replace',
  'replay.previous': 'replace',
  'replay.stop': 'replace',
  dismiss: 'replace',
  back: 'traverse',
  forward: 'traverse',
  'replay.speed': 'none',
};

export function historyMode(type: Exclude<ExplorerEvent['type'], 'load'>): HistoryMode {
  return MODES[type];
}
