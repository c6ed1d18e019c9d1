'use client';
import MiniSearch from 'minisearch';
import { useEffect, useMemo, useState } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import type { SearchDoc } from '@/app/lib/search/build';
import { SEARCH_OPTIONS } from '@/app/lib/search/options';
import { unpackIndex, type WireIndex } from '@/app/lib/search/wire';
import { excerpt, highlight } from '@/app/lib/search/marks';
import { searchGroups, type ResultGroup } from '@/app/lib/search/query';
import { fill } from '@/app/lib/text';

let loading: Promise<MiniSearch<SearchDoc>> | null = null;
/** Fetched once per visit, built at export time; the search page is useless without it, so it is not lazy beyond first use. */
function loadIndex(): Promise<MiniSearch<SearchDoc>> {
  loading ??= fetch('/search-index.json')
    .then((r) => r.json() as Promise<WireIndex>)
    .then((wire) => MiniSearch.loadJS<SearchDoc>(unpackIndex(wire), SEARCH_OPTIONS));
  return loading;
}

let loadingTexts: Promise<Record<string, string>> | null = null;
/** The snippets, fetched the first time there are results to show them under. */
function loadTexts(): Promise<Record<string, string>> {
  if (!loadingTexts) {
    loadingTexts = fetch('/search-text.json').then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))));
    // A failed fetch (offline before the file was cached) leaves results without snippets, and is tried again next time.
    loadingTexts.catch(() => (loadingTexts = null));
  }
  return loadingTexts;
}

export interface SearchWords {
  label: string;
  placeholder: string;
  results: string;
  none: string;
  loading: string;
  kinds: Record<SearchDoc['kind'], string>;
}

const linkedQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

export function SearchResults({ locale, words }: { locale: string; words: SearchWords }) {
  const [index, setIndex] = useState<MiniSearch<SearchDoc> | null>(null);
  // The query starts as the link's ?q= (read once hydrated: the static page has no address) and is the reader's
  // own once they type.
  const linked = useBrowserValue(linkedQuery, '');
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? linked;
  const [texts, setTexts] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    loadIndex().then(setIndex);
  }, []);

  // A query takes a millisecond or two, so results follow every keystroke; only the URL (kept so a results page
  // can be shared) waits for typing to pause, as rewriting history on each letter would be noise.
  useEffect(() => {
    const t = setTimeout(() => {
      const url = new URL(window.location.href);
      if (query) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
    }, 300);
    return () => clearTimeout(t);
  }, [query]);

  const results: ResultGroup[] = useMemo(() => (index ? searchGroups(index, query, locale) : []), [index, query, locale]);
  const answered = index ? query : undefined;
  const wantTexts = results.length > 0 && !texts;
  useEffect(() => {
    if (!wantTexts) return;
    let alive = true;
    loadTexts().then(
      (t) => alive && setTexts(t),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [wantTexts]);

  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{words.label}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={words.placeholder}
          className="min-h-11 rounded-chip border border-line bg-surface px-3 text-base"
          autoFocus
          data-search-page-input
        />
      </label>
      <p role="status" className="m-0 text-sm" data-search-status>
        {!index ? words.loading : query.trim() ? (results.length ? fill(words.results, { n: String(results.length) }) : words.none) : ''}
      </p>
      <ol className="m-0 flex list-none flex-col gap-3 p-0" data-search-results data-query={answered}>
        {results.map((r) => (
          <li key={r.group} className="rounded-control border border-line p-3" data-result={r.group}>
            <span className="mr-2 rounded-chip bg-sunken px-1 text-xs text-ink">{words.kinds[r.kind]}</span>
            {r.flow && <span className="mr-1 text-sm text-muted">{r.flow} ·</span>}
            <a href={`/${locale}${r.path}`} className="font-semibold underline">
              {highlight(r.title, r.terms, r.pieces).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
            </a>
            {texts && Object.hasOwn(texts, r.id) && (
              <p className="m-0 mt-1 text-sm" data-snippet>
                {excerpt(texts[r.id], r.terms, r.pieces).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
