import type { ExplorerEvent } from './explorer';

/**
 * How each of the reader's moves reaches the browser's history: the one rule every move of the explorer follows
 * (useFlowWalk writes each move as historyWrite says, and its page Back and Forward pick their entry with neighbour()).
 *
 * - 'push', a new place: the browser's Back must return from it to where the reader was. A choice, a run of lone
 *   choices taken at once (skip: one entry however many steps it passes, so the browser's Back returns to where the
 *   skip began), a chart box or a point of the walk jumped to, a ruling's replay (its own walk), and Restart: it
 *   throws the walk away (the page's Forward has nothing left), so a reader who pressed it by mistake gets the walk
 *   back with the browser's Back.
 * - 'change', another situation: the edition, the board setup or its numbers. The explorer keeps the reader on their
 *   step, so the step is the same but the rules or the board are not: the first change pushes an entry, and the
 *   browser's Back undoes it (the same step under the situation before), while the page's own Back steps back under
 *   the new one. They were once 'replace': the browser's Back then went to the step before, written under the old
 *   situation, so the two Backs disagreed and the browser's silently undid the edition as well as the step (found by
 *   an audit). A further change of the same kind made on the entry the last one pushed, with nothing else written to
 *   it since, rewrites that entry: a keyboard reader arrowing through the setups or editions, or applying the numbers
 *   again and again, makes one entry, not one per option passed (why these were once 'replace'). Another kind of
 *   change pushes its own entry, so the browser's Back undoes one kind at a time.
 * - 'replace', the same place seen another way: a nested chart opened or folded, a replay's own controls, a notice
 *   dismissed. Each rewrites the entry the reader is on; the entries before it keep what they had. Pushing these made
 *   the browser's Back undo a fold before it left the step.
 * - 'traverse', the page's own Back and Forward: they go to the neighbouring entry when it holds the step they move to,
 *   as the browser's buttons would (neighbour()), else rewrite the current one; they never add one. After a change of
 *   situation the entry before holds the step under the old situation, not the step before under the new one, so the
 *   page's Back rewrites the entry: it steps back under the new situation, and the browser's Back still undoes the
 *   change from there.
 * - 'none': no change the address bar shows (a replay's speed).
 *
 * A step's own page, reached by a link (the step list, a ruling's steps), is another page: the browser pushes it.
 * Reading the link (first load, the browser's Back and Forward) is no move of the reader's and is not listed: the first
 * load may tidy the address (parts it ignored) and rewrites its entry as it is, mark included.
 */
export type HistoryMode = 'push' | 'change' | 'replace' | 'traverse' | 'none';

/** The moves that change the situation, each its own kind: an entry such a move pushed is marked with its kind. */
export type SituationChange = 'edition' | 'setup' | 'edits';

type Move = Exclude<ExplorerEvent['type'], 'load'>;

/** Every event the reader can send, with its mode: a new event type cannot be added without choosing one. */
const MODES: Record<Move, HistoryMode> = {
  choose: 'push',
  skip: 'push',
  'go.node': 'push',
  go: 'push',
  replay: 'push',
  restart: 'push',
  edition: 'change',
  setup: 'change',
  edits: 'change',
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

export function historyMode(type: Move): HistoryMode {
  return MODES[type];
}

/** A write to the browser's history, and the mark the entry written carries: the kind of change that pushed it, if any. */
export interface HistoryWrite {
  mode: 'push' | 'replace';
  mark: SituationChange | null;
}

/**
 * How one move is written, given the mark of the entry the reader is on (read when the write is made, so two changes
 * made before the first reached the address bar still make one entry). `tick` is a replay going on by itself, and
 * `load` the first reading of the link; a traverse written here is the page's Back or Forward with no neighbouring
 * entry to go to, which rewrites the current one. Null: nothing is written.
 */
export function historyWrite(type: Move | 'tick' | 'load', entry: SituationChange | null): HistoryWrite | null {
  if (type === 'load') return { mode: 'replace', mark: entry };
  if (type === 'tick') return { mode: 'replace', mark: null };
  const mode = MODES[type];
  if (mode === 'none') return null;
  if (mode === 'push') return { mode: 'push', mark: null };
  if (mode === 'change') {
    const kind = type as SituationChange;
    return { mode: entry === kind ? 'replace' : 'push', mark: kind };
  }
  // Anything else written to the entry ends a run of changes on it: the next change pushes its own entry.
  return { mode: 'replace', mark: null };
}

/** One entry of the browser's history as the Navigation API gives it. */
export interface HistoryEntry {
  url: string | null;
  sameDocument: boolean;
}

/**
 * The entry the page's own Back or Forward goes to: the one next to `at` (the entry the reader is on, or the one a
 * press still on its way chose), if it is in this document and holds exactly `href`, the address of where the explorer
 * moves; else none, and the current entry is rewritten instead.
 */
export function neighbour<E extends HistoryEntry>(entries: readonly E[], at: number, direction: 'back' | 'forward', href: string): E | null {
  if (at < 0) return null;
  const to = entries[at + (direction === 'back' ? -1 : 1)];
  return to?.sameDocument && to.url === href ? to : null;
}
