import type MiniSearch from 'minisearch';
import type { SearchDoc } from './build';
import { normalize } from './tokenize';

export interface ResultGroup {
  group: string;
  path: string;
  kind: SearchDoc['kind'];
  score: number;
  /** The best hit in the reader's language (or the other one if only it matched). */
  title: string;
  /** The flow a step or ruling belongs to, shown before its title. */
  flow?: string;
  text: string;
}

/** Searches both languages at once and folds hits on the same step or ruling into one result. */
export function searchGroups(index: MiniSearch<SearchDoc>, query: string, lang: string, limit = 20): ResultGroup[] {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const hits = index.search(q) as unknown as (SearchDoc & { score: number })[];
  const groups = new Map<string, ResultGroup & { own: boolean }>();
  for (const h of hits) {
    const g = groups.get(h.group);
    const own = h.lang === lang;
    if (!g) groups.set(h.group, { group: h.group, path: h.path, kind: h.kind, score: h.score, title: h.title, text: h.text, own, flow: h.flow });
    else {
      g.score += h.score * 0.5;
      if (own && !g.own) Object.assign(g, { title: h.title, text: h.text, own, flow: h.flow });
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ own: _own, ...r }) => r);
}

/** A short excerpt around the first place a query word occurs, split into plain and matched parts. */
export function excerpt(text: string, query: string, width = 60): { text: string; match: boolean }[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const lower = text.normalize('NFKC').toLowerCase();
  const folded = normalize(text);
  let at = -1;
  let len = 0;
  for (const w of words) {
    const i = lower.indexOf(w) >= 0 ? lower.indexOf(w) : folded.indexOf(normalize(w));
    if (i >= 0 && (at < 0 || i < at)) {
      at = i;
      len = w.length;
    }
  }
  if (at < 0) return [{ text: text.slice(0, width * 2) + (text.length > width * 2 ? '…' : ''), match: false }];
  const start = Math.max(0, at - width);
  const end = Math.min(text.length, at + len + width);
  return [
    { text: (start > 0 ? '…' : '') + text.slice(start, at), match: false },
    { text: text.slice(at, at + len), match: true },
    { text: text.slice(at + len, end) + (end < text.length ? '…' : ''), match: false },
  ];
}

/** The whole of a short text (a title) with every query word marked. */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  const lower = text.normalize('NFKC').toLowerCase();
  if (!words.length || lower.length !== text.length) return [{ text, match: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + 1)) marks.fill(true, i, i + w.length);
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marks[i] });
  }
  return parts;
}
