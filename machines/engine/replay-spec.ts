import { replay, type ReplayResult } from './replay';
import { defaultSetup, readSituation, runnable, type Situation, type SituationProblem } from './situation';
import type { EditorValues, FlowDefinition } from './types';

/**
 * A replay as content writes it (a ruling's, say): a preset, the numbers changed on its board (the same text a link's
 * `edit=` carries, e.g. "ready.p-5000") and a walk.
 */
export interface ReplaySpec {
  setup: string;
  walk: string;
  edit?: string;
}

/**
 * A replay is a link: its parts are read exactly as the address bar's are (SITUATION_PARAMS), so its edits go through
 * the one decoder a reader's link does, and a part that could not be used is the same problem a link would show.
 * Read under `edition` where one is named (a ruling whose answer differs by edition replays under each).
 */
export function readReplay(flow: FlowDefinition, spec: ReplaySpec, edition?: string | null): { situation: Situation; problems: SituationProblem[] } {
  const q = new URLSearchParams();
  if (edition) q.set('edition', edition);
  q.set('setup', spec.setup);
  if (spec.edit) q.set('edit', spec.edit);
  q.set('walk', spec.walk);
  return readSituation(flow, q, { setup: defaultSetup(flow), edits: null, events: [] });
}

/**
 * Replays a spec on its (edited) board. Throws on any part that could not be used: its callers (a ruling's check, the
 * published data) hold checked content and should hear about a bad part, never get a shorter replay.
 */
export function replaySpec<B = unknown>(flow: FlowDefinition, spec: ReplaySpec, edition?: string | null): ReplayResult<B> {
  const { situation, problems } = readReplay(flow, spec, edition);
  if (problems.length) throw new Error(`replay ${JSON.stringify(spec)} in ${flow.game}/${flow.id}: ${JSON.stringify(problems)}`);
  const run = runnable(flow, situation);
  return replay<B>(run.flow, situation.events, run.runAs);
}

/**
 * The board values an `edit=` text sets on a preset, as a link's are read (none: null). A page's initial situation
 * carries the text, not the values, so anything reading the page (the offline worker's redirect) can pass it on.
 */
export function editsOf(flow: FlowDefinition, setup: string, edit: string | undefined): EditorValues | null {
  return edit ? readReplay(flow, { setup, edit, walk: '' }).situation.edits : null;
}
