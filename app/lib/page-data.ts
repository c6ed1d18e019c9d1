import type { UiStrings } from '@/content/ui';
import type { Locale } from '@/content/schema';
import type { Provenance } from '@/content/provenance';
import type { ExtraNote } from '@/content/game';
import type { ChartLayouts } from './chart-types';
import type { GlossaryTerm } from './glossary';

/** A ruling in one language, ready to show. */
export interface RulingView {
  id: string;
  question: string;
  answer: string;
  steps: string[];
  source: string;
  /** The number or name its source gives it ("Q1", "W1-2"), shown only after its provenance mark. */
  ref: string;
  /** Where it comes from (content/provenance.ts): every list marks it, for this site's own answers too. */
  provenance: Provenance;
  note?: string;
  /** The project's own reading where the source is silent, flagged as ours wherever it is shown. */
  reading?: string;
  /** `edit`: the numbers changed on the setup's board (a link's `edit=` value), where the question needs them. */
  replay: { setup: string; walk: string; edit?: string };
  href: string;
  /** Where the answer depends on the rules edition: the answer under each edition it covers (the replay runs under each). */
  editions?: { edition: string; label: string; answer: string }[];
}

/** What differs at a step between the rule editions: one rule option, and how each edition reads it. */
export interface EditionDifference {
  option: string;
  title: string;
  readings: { edition: string; label: string; text: string; source: string }[];
}

/** The rule editions a game declares for a flow, in one language. */
export interface EditionsView {
  /** The first is the default (the source document's). */
  list: { id: string; title: string; short: string; source: string }[];
  /** Step number → what differs there between editions. */
  steps: Record<string, EditionDifference[]>;
}

export interface StepView {
  key: string;
  title: string;
  text: string;
  note?: string;
  source: string;
  /** Marks the game puts on this step, by id (the game's content names each). */
  badges: string[];
  /** The sub-flow this step hosts, if it is a nested play timing or similar. */
  hosts?: string;
  href?: string;
}

export interface FlowWords {
  title: string;
  short: string;
  steps: StepView[];
  ends: Record<string, string>;
  events: Record<string, string>;
}

/** Everything a flow page hands to its client components, in the reader's language only. */
export interface FlowPageData {
  locale: Locale;
  game: string;
  flow: string;
  flowTitle: string;
  flowShort: string;
  basePath: string;
  layouts: ChartLayouts;
  /** Where the full set of drawings lives, for sub-flows the page did not ship. */
  layoutsHref: string;
  steps: StepView[];
  ends: Record<string, string>;
  /** Words of the sub-flows nested in this one, by flow id. */
  scopes: Record<string, FlowWords>;
  events: Record<string, string>;
  /** What each guard of the flow and its sub-flows asks, in words (the chart's arrow labels say it too). */
  guards: Record<string, string>;
  setups: Record<string, { title: string; text: string }>;
  /** Labels for the setup editor, when the flow has one. */
  editor?: { groups: Record<string, string>; fields: Record<string, string> };
  board: { sections: Record<string, string>; values: Record<string, string>; tags: Record<string, string>; log: Record<string, string> };
  cards: Record<string, string>;
  /** The game's own note on each of this flow's steps, where it has one (e.g. another edition's number). */
  stepNotes: Record<string, ExtraNote>;
  /** The game's own notes on rulings, by ruling id. */
  rulingNotes: Record<string, ExtraNote[]>;
  /** The game's marks whose work can find nothing to do, and the log codes that say so (the learner view folds such steps). */
  idleMarks: { badge: string; name: string; text: string; codes: string[] }[];
  /** Keyword and rule names to link wherever step texts and rulings mention them. */
  glossary: GlossaryTerm[];
  rulings: RulingView[];
  /** The rule editions this flow can run under, where the game declares any (the page then offers a switch). */
  editions?: EditionsView;
  ui: UiStrings;
  /**
   * Where the chart starts before any URL is read: a step page's shortest walk, or nothing; `cursor` stands part-way
   * along it. `edit`: the numbers changed on the setup's board, as a link's `edit=` carries them (a ruling asked on an
   * edited board starts on that board).
   */
  initial: { setup: string; events: string[]; cursor?: number; edit?: string };
  /** One of several explorers on a page (a worked scenario): it leaves the address bar, history and title alone. */
  embedded?: boolean;
  /** A step's own page (its step number): on a phone, bring the step into view first. */
  focusStep?: string;
  /** A ruling to feature with its own Replay control (ruling pages). */
  featured?: string;
}

/**
 * Props cross to the browser twice (as HTML and as the RSC payload), and React writes every key whose value is
 * undefined as "$undefined". For chart drawings, where most nodes leave most optional fields unset, that was a
 * tenth of the page; a JSON round trip drops those keys (null stays, as "not shipped" marks need it).
 */
export function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
