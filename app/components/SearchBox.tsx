'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ownsKey } from '@/app/lib/keys';
import { searchHref, searchScope } from '@/app/lib/search/scope';

/**
 * The site-wide search field. Works as a plain form without JavaScript; "/" focuses it. On a game's pages it searches
 * that game (a judge in a match wants that game's answer first); the results page offers every game one click away,
 * and a new query from the results page keeps the game searched there (searchScope).
 */
export function SearchBox({ locale, label, placeholder, games }: { locale: string; label: string; placeholder: string; games: readonly string[] }) {
  const input = useRef<HTMLInputElement>(null);
  // The static page knows its path, not its query: the game of a game's pages is written into the HTML.
  const game = searchScope(usePathname() ?? '', '', games);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || ownsKey(e.target as HTMLElement | null, e.key)) return;
      e.preventDefault();
      // On the results page, its own field, its query selected so what is typed replaces it: it searches the game
      // chosen there, and shows the results as they are typed.
      const own = document.querySelector<HTMLInputElement>('[data-search-page-input]');
      if (own) {
        own.focus();
        own.select();
      } else input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form
      role="search"
      action={`/${locale}/search`}
      method="get"
      className="min-w-0 flex-1 sm:max-w-xs"
      data-search-form
      onSubmit={(e) => {
        // The results page's game is in its address, read when the query is sent (the reader may have picked another).
        const scope = searchScope(window.location.pathname, window.location.search, games);
        if (scope === game) return;
        e.preventDefault();
        window.location.assign(searchHref(locale, input.current?.value ?? '', scope));
      }}
    >
      <label className="sr-only" htmlFor="site-search">
        {label}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        placeholder={placeholder}
        aria-keyshortcuts="/"
        className="w-full rounded-chip border border-line bg-surface px-2 py-1 text-sm"
        data-search-input
      />
      {game && <input type="hidden" name="game" value={game} />}
    </form>
  );
}
