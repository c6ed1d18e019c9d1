import { CUSTOM, decodeEdits, encodeEdits, withCustom, type EditProblem } from './editor';
import { defaultEdition, isEdition, withEdition } from './edition';
import { activeNodes, metaOf } from './nodes';
import { parseWalk, serializeWalk, type WalkProblem } from './replay';
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { EditorValues, FlowDefinition } from './types';

/**
 * Everything a link carries about what the reader sees. The flow's own replay
 * turns it into the board; nothing else is kept anywhere.
 */
export interface Situation {
  setup: string;
  edits: EditorValues | null;
  /** The rule edition the flow runs under; absent or null = the flow's default (the source document's). */
  edition?: string | null;
  /** The events taken, in order (already checked against the chart). */
  events: string[];
  /** The nested chart drawn open, by its host's step number; undefined = the one the reader is in. */
  open?: string | null;
  /** Snapshots after each prefix of `events` (index i = after i events), when the caller has them: writing the walk then replays nothing. */
  snapshots?: readonly AnyMachineSnapshot[];
}

/** Each kind of bad input, named by the part of the link it came from. */
export type SituationProblem =
  | ({ part: 'walk' } & WalkProblem)
  /** `used`: another value of the same part, given in the link too, that was read instead (readSituation). */
  | { part: 'setup'; kind: 'unknown-setup'; token: string; used?: string }
  | ({ part: 'edit' } & EditProblem)
  | { part: 'edit'; kind: 'no-editor'; token: string }
  | { part: 'open'; kind: 'unknown-chart'; token: string }
  | { part: 'edition'; kind: 'unknown-edition'; token: string; used?: string }
  | { part: 'edition'; kind: 'no-editions'; token: string }
  /**
   * A parameter given more than once: `used` is the value read, the others that could be read too are ignored, said
   * once per parameter: `token` is the first of them, `more` how many others were ignored after it. (Values that could
   * not be read are each reported as such.)
   */
  | { part: SituationParam; kind: 'repeated'; token: string; more: number; used: string };

/** The parameters of a link that carry the situation (SITUATION_PARAMS). */
export type SituationParam = 'edition' | 'setup' | 'edit' | 'walk' | 'open';

/** Untrusted text kept in a problem is cut here; the page shortens it further for display. */
const KEEP = 200;
const cut = (s: string) => s.slice(0, KEEP);

/** A flow's default setup: the first key of its presets. */
export function defaultSetup(flow: FlowDefinition): string {
  return Object.keys(flow.setups)[0];
}

/** The steps hosting nested charts, by step number → state node id. */
export function nestedHosts(flow: FlowDefinition): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: AnyStateNode) => {
    const meta = metaOf(node);
    if (meta.flow && meta.step) out.set(meta.step, node.id);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(flow.machine.root);
  return out;
}

/**
 * The flow a situation runs as, and the setup id to replay it under: the edited
 * board (if any) is added first, then every board is put under the edition, so
 * an edited board keeps the edition the reader chose.
 */
export function runnable(flow: FlowDefinition, s: Pick<Situation, 'setup' | 'edits' | 'edition'>): { flow: FlowDefinition; runAs: string } {
  const edited = s.edits && flow.editor ? { flow: withCustom(flow, s.setup, s.edits), runAs: CUSTOM } : { flow, runAs: s.setup };
  return { flow: withEdition(edited.flow, s.edition), runAs: edited.runAs };
}

/** The edition a situation names, made canonical: the default is written as null. */
export function normalEdition(flow: FlowDefinition, edition: string | null | undefined): string | null {
  return edition && isEdition(flow, edition) && edition !== defaultEdition(flow) ? edition : null;
}

/** Edits equal to the preset are no edits, so a situation has one way to be written. */
export function normalEdits(flow: FlowDefinition, setup: string, values: EditorValues | null): EditorValues | null {
  if (!values || !flow.editor || !Object.hasOwn(flow.setups, setup)) return null;
  return encodeEdits(flow, setup, values) ? values : null;
}

interface Param {
  name: SituationParam;
  /** Reads one value; false if none of it could be used (its problems say what was wrong, and the next value is tried). */
  read(flow: FlowDefinition, value: string, into: Situation, problems: SituationProblem[]): boolean;
  write(flow: FlowDefinition, s: Situation): string;
  /**
   * Only the first value is read, whatever it holds: the walk. It is replayed as far as it applies, its message says
   * where the page stopped, and telling whether a walk applies means replaying it: a link with a hundred walks would
   * replay a hundred.
   */
  firstOnly?: boolean;
}

/**
 * The situation parameters of a link, in the order they are read (a walk is
 * read against the setup and edits before it). Adding a parameter to every
 * link, every copy and every history entry is one entry here.
 */
export const SITUATION_PARAMS: Param[] = [
  {
    // Read first: the walk is parsed on the boards of the chosen edition.
    name: 'edition',
    read(flow, value, into, problems) {
      const before = problems.length;
      if (!flow.editions) problems.push({ part: 'edition', kind: 'no-editions', token: cut(value) });
      else if (isEdition(flow, value)) into.edition = normalEdition(flow, value);
      else problems.push({ part: 'edition', kind: 'unknown-edition', token: cut(value) });
      return problems.length === before;
    },
    write: (flow, s) => normalEdition(flow, s.edition) ?? '',
  },
  {
    name: 'setup',
    read(flow, value, into, problems) {
      const known = Object.hasOwn(flow.setups, value) && value !== CUSTOM;
      if (known) into.setup = value;
      else problems.push({ part: 'setup', kind: 'unknown-setup', token: cut(value) });
      return known;
    },
    write: (flow, s) => (s.setup !== defaultSetup(flow) || s.edits ? s.setup : ''),
  },
  {
    name: 'edit',
    // Read in parts: a value some of whose edits apply is used (its bad ones are said); one none of whose edits
    // apply (or an empty one, which says nothing) is passed over for the next.
    read(flow, value, into, problems) {
      if (!value) return false;
      if (!flow.editor) {
        problems.push({ part: 'edit', kind: 'no-editor', token: cut(value) });
        return false;
      }
      const decoded = decodeEdits(flow, into.setup, value);
      for (const p of decoded.problems) problems.push({ part: 'edit', ...p, token: cut(p.token) });
      into.edits = normalEdits(flow, into.setup, decoded.values);
      return decoded.read > 0;
    },
    write: (flow, s) => (s.edits ? encodeEdits(flow, s.setup, s.edits) : ''),
  },
  {
    name: 'walk',
    read(flow, value, into, problems) {
      const run = runnable(flow, into);
      const parsed = parseWalk(run.flow, value, run.runAs);
      into.events = parsed.events;
      if (parsed.problem) problems.push({ part: 'walk', ...parsed.problem, token: cut(parsed.problem.token) });
      return true;
    },
    firstOnly: true,
    write(flow, s) {
      const run = runnable(flow, s);
      return serializeWalk(run.flow, s.events, run.runAs, s.snapshots);
    },
  },
  {
    name: 'open',
    read(flow, value, into, problems) {
      const known = value === 'none' || nestedHosts(flow).has(value);
      if (!known) problems.push({ part: 'open', kind: 'unknown-chart', token: cut(value) });
      else into.open = value === 'none' ? null : value;
      return known;
    },
    write: (_flow, s) => (s.open === undefined ? '' : (s.open ?? 'none')),
  },
];

/** Whether a query string says anything about the situation. */
export function hasSituation(search: URLSearchParams): boolean {
  return SITUATION_PARAMS.some((p) => search.has(p.name));
}

/**
 * Reads a link's situation. Never throws; every part that could not be used is
 * reported on its own. `fallback` is where the page starts without a link
 * (a step page's shortest walk).
 */
export function readSituation(flow: FlowDefinition, search: URLSearchParams, fallback: Situation): { situation: Situation; problems: SituationProblem[] } {
  if (!hasSituation(search)) return { situation: { ...fallback, events: [...fallback.events] }, problems: [] };
  // A link with a walk but no setup means the default setup, not the step page's.
  const into: Situation = {
    setup: search.has('walk') ? defaultSetup(flow) : fallback.setup,
    edits: null,
    events: search.has('walk') ? [] : [...fallback.events],
  };
  const problems: SituationProblem[] = [];
  for (const p of SITUATION_PARAMS) problems.push(...readParam(flow, p, search.getAll(p.name), into));
  return { situation: into, problems };
}

/**
 * Reads one parameter given any number of times: its first value that can be used is read (the first value at all for
 * a `firstOnly` one). Each value that cannot be used is reported as such, naming the one read instead if any, and the
 * others that could have been are named as repeated. A link with an unknown edition, then a known one, ran under the
 * default edition, the known one dropped as a repeat of the bad one (found by an audit); before that, a part given
 * twice ran under its first without a word.
 */
function readParam(flow: FlowDefinition, p: Param, values: string[], into: Situation): SituationProblem[] {
  const said: SituationProblem[] = [];
  const repeated: string[] = [];
  let used: string | undefined;
  for (const value of values) {
    if (used !== undefined && p.firstOnly) {
      repeated.push(value);
      continue;
    }
    // Each value is read on a copy: one that cannot be used leaves nothing behind.
    const trial: Situation = { ...into };
    const problems: SituationProblem[] = [];
    const usable = p.read(flow, value, trial, problems);
    if (!usable) said.push(...problems);
    else if (used !== undefined) repeated.push(value);
    else {
      used = value;
      Object.assign(into, trial);
      said.push(...problems);
    }
  }
  if (used === undefined) return said;
  const instead = cut(used);
  const named = said.map((q) => (q.kind === 'unknown-setup' || q.kind === 'unknown-edition' ? { ...q, used: instead } : q));
  if (repeated.length) named.push({ part: p.name, kind: 'repeated', token: cut(repeated[0]), more: repeated.length - 1, used: instead });
  return named;
}

/** The query string for a situation; parameters at their default are left out. */
export function writeSituation(flow: FlowDefinition, s: Situation): string {
  const out = new URLSearchParams();
  for (const p of SITUATION_PARAMS) {
    const value = p.write(flow, s);
    if (value) out.set(p.name, value);
  }
  return out.toString();
}

/** The id of the nested chart the reader stands in, if any (the one drawn open by default). */
export function hostOf(snapshot: Parameters<typeof activeNodes>[0]): string | undefined {
  return activeNodes(snapshot).find((n) => metaOf(n).flow)?.id;
}
