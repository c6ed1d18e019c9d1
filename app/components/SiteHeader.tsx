import type { ReactNode } from 'react';
import { SearchBox } from './SearchBox';

/**
 * The bar at the top of every page: the site's name, linking home in the reader's language, and the search box. The
 * locale pages add the language switch (children); the one 404 page, which learns the language only in the browser,
 * shows it once it knows.
 */
export function SiteHeader({
  locale,
  words,
  games,
  mark,
  children,
}: {
  locale: string;
  words: { site: string; searchLabel: string; searchPlaceholder: string };
  games: readonly string[];
  /** A data attribute naming this header for tests. */
  mark?: Record<`data-${string}`, string>;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-surface print:hidden" {...mark}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-gutter py-2">
        <a href={`/${locale}`} className="text-lg font-bold text-ink">
          {words.site}
        </a>
        <SearchBox locale={locale} label={words.searchLabel} placeholder={words.searchPlaceholder} games={games} />
        {children}
      </div>
    </header>
  );
}
