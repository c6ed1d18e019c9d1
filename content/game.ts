import type { EditionsContent, FlowContent, GameContent, L, Locale, Ruling, Term, Topic } from './schema';

/**
 * What a game's content folder exports (content/<game>/index.ts, default export).
 * Everything here is words and data; the shared schema (schema.ts) covers what
 * every game has, and a game adds its own ideas through the optional parts below
 * (badges, topic facts, its step-id pattern, extras such as extra pages).
 *
 * Flow ids are declared by machines/<game>/index.ts; `defineContent` checks at
 * compile time that this folder has words for exactly those flows. A flow's page
 * is content/<game>/<flow>/<locale>.mdx (see content/pages.ts).
 */
export interface GameWords<F extends string = string> {
  content: GameContent;
  flows: Record<F, FlowWordsEntry>;
  /** The kinds of topic pages this game has (e.g. keywords, rules), in order, each at /<locale>/<game>/<kind>/<id>. */
  topicKinds: Record<string, TopicKindWords>;
  /** Topics by kind, then id. Every kind here must be declared in `topicKinds`. */
  topics: Record<string, Record<string, Topic>>;
  /**
   * Marks a game puts on steps (machine meta `badges`), e.g. a check the rules
   * run at that step: a name and one sentence, and the topic page that explains it.
   */
  badges?: Record<string, BadgeWords>;
  /** The game's own form of step ids (e.g. /^\d+(\.\d+)*$/ for numbered steps). Shared ids only need to be URL-safe. */
  stepPattern?: RegExp;
  /** Plain words a new player meets, defined wherever they appear (no page of their own). */
  terms?: Record<string, Term>;
  /** The game's own additions to its pages (another edition's numbering, extra pages). */
  extras?: GameExtras;
  /** How this game lets the opponent answer, for the cross-game page /<locale>/compare/responses. */
  responses?: ResponsesWords;
  /** Names and citations of the rule editions its machines declare (FlowDefinition.editions), and of each option. */
  editions?: EditionsContent;
}

/**
 * One game's column of the "how the opponent answers" comparison: four table
 * cells, and a worked scenario (A does X, B answers with Y, A answers back)
 * that the page replays on the game's own chart to show the outcome.
 */
export interface ResponsesWords {
  /** The flow that holds the answering window; the scenario replays on it. */
  flow: string;
  who: L;
  howMany: L;
  order: L;
  closes: L;
  scenario: { setup: string; walk: string; story: L };
}

export interface FlowWordsEntry {
  content: FlowContent;
  rulings: Ruling[];
}

export interface TopicKindWords {
  /** The kind's heading, e.g. "Keyword abilities". */
  title: L;
  /** Names of the yes/no facts a topic of this kind may state in `facts` (e.g. "Does one card hold it twice?"). */
  facts?: Record<string, L>;
}

export interface BadgeWords {
  name: L;
  short: L;
  /** The topic page that explains the badge. */
  topic?: { kind: string; id: string };
  /**
   * When the mark's work can find nothing to do at a step: the log codes that say so, and a
   * line saying it. Such a step is marked as idle, and the learner view folds it to that line.
   */
  idle?: { codes: string[]; text: L };
}

/** A marked difference worth noticing (e.g. between two editions of a rules document). */
export interface ExtraFlag {
  /** A short machine-readable kind, e.g. "wording". */
  kind: string;
  label: string;
  text: string;
}

/** A short labelled line shown with a step or a ruling; `flags` mark differences worth noticing. */
export interface ExtraNote {
  label: string;
  value?: string;
  /** Where the label links (an extra page of the game). */
  href?: string;
  flags?: ExtraFlag[];
}

/** A page a game adds beyond flows and topics, at /<locale>/<game>/<id>: an intro and sections of tables or lists. */
export interface ExtraPage {
  title: L;
  intro: L;
  /** Listed in the site footer when true. */
  footer?: boolean;
  sections(locale: Locale): ExtraSection[];
}

/**
 * A link on a game's own page: its words, or a ruling's id, which the page names as every page names a ruling (its
 * provenance and number, RulingCite): a judge read bare ids ("call-q3") as link texts (found by an audit).
 */
export type ExtraLink = { text: string; href: string } | { ruling: string; href: string };

/** One table cell: text, links, and a smaller second line. */
export interface ExtraCell {
  text?: string;
  links?: ExtraLink[];
  sub?: string;
}

export interface ExtraSection {
  id: string;
  heading: string;
  intro?: string;
  table?: { columns: string[]; rows: ExtraCell[][] };
  items?: { label: string; text: string; links?: ExtraLink[]; kind?: string }[];
}

export interface GameExtras {
  pages?: Record<string, ExtraPage>;
  /** A note shown with one of a flow's own steps (not with nested sub-flow steps). */
  stepNote?(flow: string, step: string, locale: Locale): ExtraNote | undefined;
  /** Notes shown with a ruling. */
  rulingNotes?(flow: string, ruling: string, locale: Locale): ExtraNote[];
}

/** Ties a content folder to its machines' flow ids: a missing or extra flow is a type error. */
export function defineContent<M extends { flows: Record<string, unknown> }>() {
  return <const T extends GameWords<Extract<keyof M['flows'], string>>>(words: T): T => words;
}
