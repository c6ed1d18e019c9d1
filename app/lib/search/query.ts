import type MiniSearch from 'minisearch';
import type { SearchDoc } from './build';
import { queryPieces } from './marks';
import { parseDocId, type DocKind } from './options';

export interface ResultGroup {
  group: string;
  path: string;
  kind: DocKind;
  score: number;
  /** The document shown: the best hit in the reader's language (or the other one if only it matched). Its text is the snippet. */
  id: string;
  title: string;
  /** The flow a step or ruling belongs to, shown before its title. */
  flow?: string;
  /** The indexed terms this result matched (after prefix and fuzzy expansion): exactly what to mark. */
  terms: string[];
  /** Which of them are only two-letter pieces of a longer word of the query (marks.ts: queryPieces). */
  pieces: string[];
}

interface Hit {
  id: string;
  score: number;
  terms: string[];
  title: string;
  flow?: string;
}

/** Searches both languages at once and folds hits on the same step or ruling into one result. */
export function searchGroups(index: MiniSearch<SearchDoc>, query: string, lang: string, limit = 20): ResultGroup[] {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const hits = index.search(q) as unknown as Hit[];
  const pieces = queryPieces(q);
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
    .map(({ own: _own, ...r }) => ({ ...r, pieces: pieces.filter((p) => r.terms.includes(p)) }));
}
