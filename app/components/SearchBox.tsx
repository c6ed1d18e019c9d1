'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * The site-wide search field. Works as a plain form without JavaScript; "/" focuses it. On a game's pages it searches
 * that game (a judge in a match wants that game's answer first); the results page offers every game one click away.
 */
export function SearchBox({ locale, label, placeholder, games }: { locale: string; label: string; placeholder: string; games: readonly string[] }) {
  const input = useRef<HTMLInputElement>(null);
  const segment = usePathname()?.split('/')[2] ?? '';
  const game = games.includes(segment) ? segment : null;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      e.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form role="search" action={`/${locale}/search`} method="get" className="min-w-0 flex-1 sm:max-w-xs" data-search-form>
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
