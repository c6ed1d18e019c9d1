'use client';
import MiniSearch from 'minisearch';
import { useEffect, useMemo, useState } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import type { SearchDoc } from '@/app/lib/search/build';
import { isRulingKind, SEARCH_OPTIONS } from '@/app/lib/search/options';
import type { Provenance } from '@/content/provenance';
import { ProvenanceMark } from './ProvenanceMark';
import { unpackIndex, type WireIndex } from '@/app/lib/search/wire';
import { excerpt, highlight } from '@/app/lib/search/marks';
import { gameOf, searchGroups, type ResultGroup } from '@/app/lib/search/query';
import { fill } from '@/app/lib/text';
import { CHIP } from './chip';
import { Untrusted, fillNodes } from './flow/Untrusted';

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
  /** The count when there is just one result ("1 result", not "1 results"). */
  resultOne: string;
  /** When more matched than are shown: how many of how many, and the button that shows the next ones. */
  resultsOf: string;
  more: string;
  none: string;
  loading: string;
  /** The kind of each result: every ruling is a 'ruling', whatever its provenance. */
  kinds: Record<'step' | 'ruling' | 'topic' | 'flow', string>;
  /** A ruling result's mark, read before its number: where it comes from (its kind in the index), and what that means. */
  provenance: Record<Provenance, { label: string; hint: string }>;
  /** The game filter's legend, its "every game" choice, and the notice for a game in a link the site does not have. */
  game: string;
  allGames: string;
  unknownGame: string;
  /** When one game has nothing: how many results the others have, and the button that searches them. */
  elsewhere: string;
  everyGame: string;
}

const linkedQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';
const linkedGame = () => new URLSearchParams(window.location.search).get('game') ?? '';

/** How many results are shown at first, and added by each press of Show more. */
const PAGE = 20;

export function SearchResults({ locale, words, games }: { locale: string; words: SearchWords; games: readonly { id: string; short: string }[] }) {
  const [index, setIndex] = useState<MiniSearch<SearchDoc> | null>(null);
  // The query starts as the link's ?q= (read once hydrated: the static page has no address) and is the reader's
  // own once they type.
  const linked = useBrowserValue(linkedQuery, '');
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? linked;
  // The game searched: the link's ?game= until the reader picks one. An id from a link is looked up in a Map, never
  // on a plain object; one the site does not have is named in a notice and every game is searched.
  const names = useMemo(() => new Map(games.map((g) => [g.id, g.short])), [games]);
  const linkedG = useBrowserValue(linkedGame, '');
  const [picked, setPicked] = useState<string | null>(null);
  const asked = picked ?? linkedG;
  const game = names.has(asked) ? asked : '';
  const unknownGame = picked === null && linkedG !== '' && !names.has(linkedG) ? linkedG : null;
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
      // Only the reader's own pick is written: a game from the link stays as it was, named in the notice, until then.
      if (picked !== null) {
        if (picked) url.searchParams.set('game', picked);
        else url.searchParams.delete('game');
      }
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
    }, 300);
    return () => clearTimeout(t);
  }, [query, picked]);

  // Every result, shown PAGE at a time: a broad query matches far more pages than a phone should draw at
  // once, and the count said "20 results" for every one of them (the list's length, not what matched).
  const all: ResultGroup[] = useMemo(() => (index ? searchGroups(index, query, locale, 1000, game || undefined) : []), [index, query, locale, game]);
  const [more, setMore] = useState({ for: '', pages: 1 });
  const searched = `${query}\n${game}`;
  const pages = more.for === searched ? more.pages : 1;
  const results = all.slice(0, PAGE * pages);
  const answered = index ? query : undefined;
  // Nothing in the game searched: say whether the other games have something, one click away.
  const elsewhere = useMemo(
    () => (index && game && query.trim() && results.length === 0 ? searchGroups(index, query, locale, 1000).length : 0),
    [index, game, query, locale, results.length],
  );
  // What the status line says: loading, how many results (one is "1 result"), or, when the game searched has none,
  // how many the other games have.
  const status = () => {
    if (!index) return words.loading;
    if (!query.trim()) return '';
    if (all.length === 1) return words.resultOne;
    if (all.length > results.length) return fill(words.resultsOf, { n: String(results.length), total: String(all.length) });
    if (all.length) return fill(words.results, { n: String(all.length) });
    return elsewhere ? fill(words.elsewhere, { game: names.get(game) ?? game, n: String(elsewhere) }) : words.none;
  };
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
      {games.length > 1 && (
        <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0" data-search-games>
          <legend className="mb-1 text-meta font-semibold text-muted">{words.game}</legend>
          {[{ id: '', short: words.allGames }, ...games].map((g) => (
            <label key={g.id || '*'} className={CHIP}>
              <input type="radio" name="game" value={g.id} checked={game === g.id} onChange={() => setPicked(g.id)} className="sr-only" />
              {g.short}
            </label>
          ))}
        </fieldset>
      )}
      {unknownGame !== null && (
        <p role="status" className="m-0 rounded-chip border border-line bg-sunken px-2 py-1 text-sm" data-search-problem="unknown-game">
          {fillNodes(words.unknownGame, { game: <Untrusted text={unknownGame} /> })}
        </p>
      )}
      <p role="status" className="m-0 text-sm" data-search-status>
        {status()}
      </p>
      {elsewhere > 0 && (
        <button
          type="button"
          className="min-h-11 self-start rounded-chip border border-line-strong bg-surface px-3 text-sm"
          onClick={() => setPicked('')}
          data-search-elsewhere
        >
          {words.everyGame}
        </button>
      )}
      <ol className="m-0 flex list-none flex-col gap-3 p-0" data-search-results data-query={answered} data-game={index ? game : undefined}>
        {results.map((r) => (
          <li key={r.group} className="rounded-control border border-line p-3" data-result={r.group}>
            {/* Spaces between the labels: read aloud, the game's name and the kind ran together as one word. */}
            {!game && names.has(gameOf(r.group)) && (
              <span className="mr-2 text-xs font-semibold text-muted" data-result-game>
                {names.get(gameOf(r.group))}
              </span>
            )}{' '}
            <span className="mr-2 rounded-chip bg-sunken px-1 text-xs text-ink">{words.kinds[isRulingKind(r.kind) ? 'ruling' : r.kind]}</span>{' '}
            {r.flow && <span className="mr-1 text-sm text-muted">{r.flow} ·</span>}{' '}
            {/* A ruling's title starts with its number ("Q12"): the mark before it says whose number that is. */}
            {isRulingKind(r.kind) && (
              <>
                <ProvenanceMark provenance={r.kind} {...words.provenance[r.kind]} />{' '}
              </>
            )}
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
      {all.length > results.length && (
        <button
          type="button"
          className="min-h-11 self-start rounded-chip border border-line-strong bg-surface px-3 text-sm"
          onClick={() => setMore({ for: searched, pages: pages + 1 })}
          data-search-more
        >
          {words.more}
        </button>
      )}
    </div>
  );
}
