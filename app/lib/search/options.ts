import { searchTerm } from './english';
import { queryTokenize, tokenize } from './tokenize';

/** 'answer': a ruling whose question no document asks and whose answer is this site's (content kind 'judge'). */
export type DocKind = 'step' | 'ruling' | 'answer' | 'topic' | 'flow';

/**
 * A document's id says what it is: `kind:lang:group`, the group being the page's path without the locale.
 * The index then stores none of these (they were three copies of the same path per document).
 */
export function docId(kind: DocKind, lang: string, group: string): string {
  return `${kind}:${lang}:${group}`;
}

export function parseDocId(id: string): { kind: DocKind; lang: string; group: string } {
  const a = id.indexOf(':');
  const b = id.indexOf(':', a + 1);
  return { kind: id.slice(0, a) as DocKind, lang: id.slice(a + 1, b), group: id.slice(b + 1) };
}

/** Shared by the build (indexing) and the browser (loading and querying), which must agree exactly. */
export const SEARCH_OPTIONS = {
  fields: ['title', 'text', 'choices', 'cards', 'flow'],
  // Only what a result line shows at once; the snippet text comes from /search-text.json.
  storeFields: ['title', 'flow'],
  tokenize,
  // English words are indexed and searched by stem (english.ts): "break" finds "broken", "destroyed" finds "destroy";
  // words like "what", "if" and "the" are left out of both.
  processTerm: searchTerm,
  searchOptions: {
    // A typed question's endings and particles are left out of the query (tokenize.ts: queryTokenize).
    tokenize: queryTokenize,
    boost: { title: 3, cards: 2, choices: 1.5, flow: 0.5 },
    prefix: (term: string) => /^[a-z0-9]{3,}$/.test(term),
    fuzzy: (term: string) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
    // A flow's own page is the better answer to a query naming the flow than its first step. This site's own answer
    // to a judge's question comes after what the documents say where both match ("Barret is broken" finds 003's own
    // example first, and the edited-board question asked after it).
    boostDocument: (id: unknown) => (typeof id !== 'string' ? 1 : id.startsWith('flow:') ? 1.4 : id.startsWith('answer:') ? 0.5 : 1),
  },
};
