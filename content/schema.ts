import { z } from 'zod';

/** Every piece of reader-facing text exists in both languages. */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const nonEmpty = z.string().trim().min(1);
export const L = z.object({ ja: nonEmpty, en: nonEmpty }).strict();
export type L = z.infer<typeof L>;

/**
 * A part of a citation: a string where it reads the same in both languages (a number such as "2.5" or "④"),
 * or the name in each language where the source names it in words (a heading is shown in the page's language).
 */
export const Cited = z.union([nonEmpty, L]);
export type Cited = z.infer<typeof Cited>;

/** A citation part as the reader of `locale` sees it: one string for both languages, or that language's name. */
export function cited(part: Cited, locale: Locale): string {
  return typeof part === 'string' ? part : part[locale];
}

/**
 * The part of a rules document a citation points at, where it is not the rules text itself: an item of the document's
 * own Q&A ('qa'), or a worked example the document gives ('example'). A ruling citing either asks the document's own
 * question; one citing the rules text asks ours (content/provenance.ts).
 */
export const SourcePart = z.enum(['qa', 'example']);

/**
 * Where a fact comes from: document id (a seed file prefix, or `w` + two digits for a web page a ruling cites),
 * section, and number (step or Q; on a web page, the entry or heading), and the part of the document it is.
 */
export const Source = z
  .object({
    doc: z.string().regex(/^(\d{3}|w\d{2})$/),
    section: Cited,
    ref: Cited,
    part: SourcePart.optional(),
  })
  .strict();
export type Source = z.infer<typeof Source>;

/** Whether two citations name the same item of the same document (a Q&A number, an example): one item may give several rulings. */
export function sameSourceItem(a: Source, b: Source): boolean {
  const key = (s: Source) => JSON.stringify([s.doc, s.section, s.ref]);
  return key(a) === key(b);
}

export const StepContent = z
  .object({
    title: L,
    text: L,
    source: Source,
    /** A note where a source is inconsistent or the project reads it a particular way. */
    note: L.optional(),
  })
  .strict();

export const FlowContent = z
  .object({
    title: L,
    /** A short name for breadcrumbs ("Attack phase 2.5 › Play timing 3.1"). */
    short: L,
    summary: L,
    source: Source,
    groups: z.record(z.string(), L),
    /** Keyed by step id: URL-safe here; a game may require its own form (GameWords.stepPattern). */
    steps: z.record(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/), StepContent),
    ends: z.record(z.string(), L),
    events: z.record(z.string(), L),
    guards: z.record(z.string(), L),
    setups: z.record(z.string(), z.object({ title: L, text: L }).strict()),
    /** Labels of the setup editor, where the flow has one: groups by key, fields by their last key part. */
    editor: z
      .object({ groups: z.record(z.string(), L), fields: z.record(z.string(), L) })
      .strict()
      .optional(),
    board: z
      .object({
        sections: z.record(z.string(), L),
        values: z.record(z.string(), L),
        tags: z.record(z.string(), L),
        log: z.record(z.string(), L),
      })
      .strict(),
  })
  .strict();
export type FlowContent = z.infer<typeof FlowContent>;

export const Ruling = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    flow: nonEmpty,
    question: L,
    answer: L,
    /** The steps the answer hinges on (official numbers). */
    steps: z.array(z.string()).min(1),
    source: Source,
    /**
     * How the answer plays out on the chart: a setup, the numbers changed on its board where the question needs a
     * board no preset holds (the text a link's `edit=` carries, e.g. "ready.p-5000"), and a walk ending where the answer
     * is decided.
     */
    replay: z.object({ setup: nonEmpty, edit: nonEmpty.optional(), walk: z.string() }).strict(),
    /**
     * 'judge': a question no document asks (a judge's, often on an edited board), answered by the project from the
     * rules `source` cites. The whole answer is then ours, not an official one, and every place a ruling is shown says so.
     */
    kind: z.enum(['judge']).optional(),
    /** Card ids the ruling names, so search and the board can show their names. */
    cards: z.array(z.string()).default([]),
    note: L.optional(),
    /** The project's own reading where the source is silent; shown flagged as ours, never as the official answer. */
    reading: L.optional(),
    /**
     * Where the answer depends on the rules edition: the answer under each edition it covers (ids of the
     * flow's editions). The same replay runs under each, and the page offers one Replay per edition.
     */
    editions: z
      .array(z.object({ edition: nonEmpty, answer: L }).strict())
      .min(2)
      .optional(),
  })
  .strict();
export type Ruling = z.infer<typeof Ruling>;

/**
 * A game's rule editions (named sets of rule options its machines declare): each edition's name and the
 * document it follows, and for each option how every edition states it, cited.
 */
export const EditionsContent = z
  .object({
    editions: z.record(z.string(), z.object({ title: L, short: L, source: Source }).strict()),
    options: z.record(
      z.string(),
      z
        .object({
          title: L,
          /** Per edition id: what that edition's document says, in the project's words, and where. */
          readings: z.record(z.string(), z.object({ text: L, source: Source }).strict()),
          /** The step where the editions part ways, and a situation and walk that reach it (a page can open it under each edition). */
          example: z.object({ flow: nonEmpty, step: nonEmpty, setup: nonEmpty, walk: z.string() }).strict(),
        })
        .strict(),
    ),
  })
  .strict();
export type EditionsContent = z.infer<typeof EditionsContent>;

/**
 * What a document is: a game's rules ('rules'), a publisher's page of questions and answers ('faq'), or a page players
 * wrote ('wiki', 'blog'), which is never official. With the part a ruling cites and the ruling's kind, it decides the
 * provenance every page shows on the ruling (content/provenance.ts).
 */
export const SourceKind = z.enum(['rules', 'faq', 'wiki', 'blog']);
export type SourceKind = z.infer<typeof SourceKind>;

export const SourceDoc = z
  .object({
    kind: SourceKind,
    /** A web page rather than a rules document: who stands behind it (the publisher, or players' wikis and blogs). */
    web: z
      .object({ by: z.enum(['publisher', 'community']) })
      .strict()
      .optional(),
    title: L,
    /** The version date the document itself states (ISO form); absent when it states none. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** Where and how the document states that date or version ("under its title, as the last update"). */
    stated: L.optional(),
    /** A public copy's address, only where the project's sources give one. */
    url: z.url().optional(),
    language: z.enum(['ja', 'en']),
    covers: L,
  })
  .strict()
  // A web page is cited by its address, so it must have one.
  .refine((d) => !d.web || d.url !== undefined, { message: 'a web source needs its url', path: ['url'] })
  // Players' pages are the community's, and only they: the sources page and the ruling's label must say the same.
  .refine((d) => (d.kind === 'wiki' || d.kind === 'blog') === (d.web?.by === 'community'), {
    message: "a wiki or blog is a players' web page (web.by 'community'), and a players' web page is a wiki or blog",
    path: ['kind'],
  })
  .refine((d) => d.kind !== 'faq' || d.web?.by === 'publisher', { message: "a 'faq' is a publisher's web page", path: ['kind'] });
export type SourceDoc = z.infer<typeof SourceDoc>;

export const GameContent = z
  .object({
    id: z.string(),
    title: L,
    /** The name where space is short (a search result's game, a filter button). */
    short: L,
    summary: L,
    sources: z.record(z.string(), SourceDoc),
    cards: z.record(z.string(), L),
    /** A suggested order for a new player, each flow with one line on what it teaches. */
    learn: z.array(z.object({ flow: nonEmpty, why: L }).strict()).optional(),
  })
  .strict();
export type GameContent = z.infer<typeof GameContent>;

/** Where something acts: a flow and one of its official steps. */
export const StepRef = z.object({ flow: nonEmpty, step: nonEmpty }).strict();

/** A keyword ability or a rule that stands outside the flows, with its own page. */
export const Topic = z
  .object({
    name: L,
    /** One sentence, shown when a reader hovers or focuses the name anywhere on the site. */
    short: L,
    /** The page's body: paragraphs separated by blank lines, in the project's own words. */
    body: L,
    /** Yes/no facts the topic's kind names (content/<game> `topicKinds[kind].facts`), by fact id. */
    facts: z.record(z.string().regex(/^[a-z-]+$/), z.boolean()).optional(),
    /** The exact steps where it acts. */
    steps: z.array(StepRef),
    /** A flow that is this topic's sandbox or main illustration, linked from its page. */
    flow: nonEmpty.optional(),
    /** A situation on a chart that shows it, where one applies. */
    replay: z.object({ flow: nonEmpty, setup: nonEmpty, walk: z.string() }).strict().optional(),
    source: Source,
    /** Where a source is inconsistent, what it says and which reading we follow. */
    note: L.optional(),
    /** Names as they appear in running text (e.g. 『貫通』, Penetrate), for linking. */
    aliases: z.object({ ja: z.array(nonEmpty), en: z.array(nonEmpty) }).strict(),
  })
  .strict();
export type Topic = z.infer<typeof Topic>;

/** A plain word defined where it appears (hover, focus, tap), with no page of its own. */
export const Term = z
  .object({
    name: L,
    short: L,
    aliases: z.object({ ja: z.array(nonEmpty), en: z.array(nonEmpty) }).strict(),
  })
  .strict();
export type Term = z.infer<typeof Term>;

/** A game's topics: by kind (a URL segment such as its keyword pages), then id. The game names its kinds. */
export const Topics = z.record(z.string().regex(/^[a-z-]+$/), z.record(z.string().regex(/^[a-z0-9-]+$/), Topic));
