import { PROVENANCES, type Provenance } from '@/content/provenance';
import { searchTerm } from './english';
import { queryTokenize, tokenize } from './tokenize';

/**
 * A ruling's kind is its provenance (content/schema.ts `provenanceOf`: 'qa', 'example', 'rules', 'wiki', 'blog', or
 * 'answer', this site's own answer), so a result says where the ruling comes from with no word added to the index.
 */
export type DocKind = 'step' | 'topic' | 'flow' | Provenance;

/** Whether a result is a ruling (of any provenance). */
export function isRulingKind(kind: DocKind): kind is Provenance {
  return (PROVENANCES as readonly string[]).includes(kind);
}

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

/**
 * An English term long enough to be looked up as a misspelling (one letter wrong in five): shorter ones have too many
 * neighbours one letter away ("rest" and "test", "deck" and "neck").
 */
export const FUZZY_TERM = /^[a-z]{5,}$/;

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
    // No misspelling is looked for here: only a word the index lacks is taken for one (query.ts: misspelt).
    fuzzy: false,
    // A flow's own page is the better answer to a query naming the flow than its first step. This site's own answer
    // to a judge's question comes after what the documents say where both match ("Barret is broken" finds 003's own
    // example first, and the edited-board question asked after it).
    boostDocument: (id: unknown) => (typeof id !== 'string' ? 1 : id.startsWith('flow:') ? 1.4 : id.startsWith('answer:') ? 0.5 : 1),
  },
};
