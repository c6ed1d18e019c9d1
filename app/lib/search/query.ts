import type MiniSearch from 'minisearch';
import type { SearchDoc } from './build';
import { holdsAWord, queryPieces, queryRuns, queryWords, wordsHeld } from './pieces';
import { docId, FUZZY_TERM, parseDocId, type DocKind } from './options';
import { searchTerm } from './english';
import { queryTokenize } from './tokenize';

export interface ResultGroup {
  group: string;
  path: string;
  kind: DocKind;
  score: number;
  /** The document shown: the page in the reader's language (its best hit, or its copy when only the other language matched). Its text is the snippet. */
  id: string;
  title: string;
  /** The flow a step or ruling belongs to, shown before its title. */
  flow?: string;
  /** The indexed terms this result matched (after prefix and fuzzy expansion): exactly what to mark. */
  terms: string[];
  /** Those of them that are only two-letter pieces of a longer word of the query, with the letters a run of them needs (marks.ts: queryPieces). */
  pieces: Record<string, number>;
}

interface Hit {
  id: string;
  score: number;
  terms: string[];
  title: string;
  flow?: string;
}

/** The first segment of a result's path, up to a slash or a "#term-" anchor: the game it belongs to. */
export function gameOf(group: string): string {
  return /^[^/#]*/.exec(group)![0];
}

/**
 * The query's English terms that are no word of the index (in any game or language): only these are looked up as
 * misspellings, one letter in five wrong ("counterattak", "countr"). A word the index has is what was meant: looked
 * up as a misspelling as well, "party" also found every "part", and one game's step saying "part" and "attack"
 * outranked another's saying "party" and "attack" (found by an audit), as a term matched one letter off counts as fully
 * as one matched exactly in MiniSearch's score (it is multiplied by the number of query terms a page matched).
 */
export function misspelt(index: MiniSearch<SearchDoc>, query: string): Set<string> {
  const terms = [...new Set(queryTokenize(query).map(searchTerm))].filter((t): t is string => t !== null && FUZZY_TERM.test(t));
  if (!terms.length) return new Set();
  // The terms as they are indexed (already processed), looked up exactly: which of them some page holds.
  const known = new Set(
    index.search(terms.join(' '), { tokenize: (s) => s.split(' '), processTerm: (t) => t, prefix: false, fuzzy: false }).flatMap((r) => r.queryTerms),
  );
  return new Set(terms.filter((t) => !known.has(t)));
}

/**
 * Searches both languages at once and folds hits on the same step or ruling into one result. With `game`, only that
 * game's pages are searched (before the limit, so a game's 20 best results are all shown).
 */
export function searchGroups(index: MiniSearch<SearchDoc>, query: string, lang: string, limit = 20, game?: string): ResultGroup[] {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const runs = queryRuns(q);
  const typos = misspelt(index, q);
  // Only the game asked for; and a page found only through a few pieces of a word of the query (センター's んた and
  // たー for カウンター) is not a result.
  const hits = index.search(q, {
    fuzzy: (term) => (typos.has(term) ? 0.2 : false),
    filter: (r) => (!game || gameOf(parseDocId(r.id).group) === game) && holdsAWord(r.terms, runs),
  }) as unknown as Hit[];
  const pieces = queryPieces(q);
  // A page holding more of the query's kana and kanji words comes first: (1 + held) / (1 + words), so a page holding
  // none of them (found by another word of the query) keeps some of its score.
  const words = queryWords(q);
  if (words.length) for (const h of hits) h.score *= (1 + wordsHeld(h.terms, words)) / (1 + words.length);
  const groups = new Map<string, Omit<ResultGroup, 'pieces'> & { own: boolean }>();
  for (const h of hits) {
    const d = parseDocId(h.id);
    const g = groups.get(d.group);
    const own = d.lang === lang;
    if (!g)
      groups.set(d.group, { group: d.group, path: `/${d.group}`, kind: d.kind, score: h.score, id: h.id, title: h.title, own, flow: h.flow, terms: h.terms });
    else {
      g.score += h.score * 0.5;
      // A word found in the other language's copy may occur in this one too (a card name, a step number).
      g.terms = [...new Set([...g.terms, ...h.terms])];
      if (own && !g.own) Object.assign(g, { id: h.id, title: h.title, own, flow: h.flow });
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ own, ...r }) => {
      // Found only through the other language's copy (a query typed in the other language): shown in the reader's
      // language all the same, as the page it links to is. Its marks are the words found, where they occur.
      const mine = own ? undefined : docId(r.kind, lang, r.group);
      const stored = mine === undefined ? undefined : index.getStoredFields(mine);
      const shown = stored ? { id: mine!, title: String(stored.title), flow: typeof stored.flow === 'string' ? stored.flow : undefined } : {};
      return { ...r, ...shown, pieces: Object.fromEntries(r.terms.filter((t) => Object.hasOwn(pieces, t)).map((t) => [t, pieces[t]])) };
    });
}
