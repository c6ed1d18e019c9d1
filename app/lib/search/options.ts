import { tokenize } from './tokenize';

/** Shared by the build (indexing) and the browser (loading and querying), which must agree exactly. */
export const SEARCH_OPTIONS = {
  fields: ['title', 'text', 'choices', 'cards', 'flow'],
  storeFields: ['kind', 'lang', 'group', 'path', 'title', 'text', 'flow'],
  tokenize,
  processTerm: (t: string) => t,
  searchOptions: {
    boost: { title: 3, cards: 2, choices: 1.5, flow: 0.5 },
    prefix: (term: string) => /^[a-z0-9]{3,}$/.test(term),
    fuzzy: (term: string) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
    // A flow's own page is the better answer to a query naming the flow than its first step.
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.kind === 'flow' ? 1.4 : 1),
  },
};
