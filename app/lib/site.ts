import { gameOf, games, LOCALES, type Locale } from '@/content';
import type { ExtraPage } from '@/content/game';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function other(locale: Locale): Locale {
  return locale === 'ja' ? 'en' : 'ja';
}

/** The id of a plain term's entry on its game's page (/<locale>/<game>#<id>): the page and its search results share it. */
export const termAnchor = (term: string) => `term-${term}`;

/** The id of a source document's entry on the sources page: the page and every flow page's "follows" link share it. */
export const sourceAnchor = (game: string, doc: string) => `doc-${game}-${doc}`;

export const localeParams = () => LOCALES.map((locale) => ({ locale }));

/** generateMetadata for a page with one title and intro per language: the tab's title and the page's description. */
export function localeMetadata(words: { title: Record<Locale, string>; intro: Record<Locale, string> }) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<{ title?: string; description?: string }> => {
    const { locale } = await params;
    return isLocale(locale) ? { title: words.title[locale], description: words.intro[locale] } : {};
  };
}

export const gameParams = () => LOCALES.flatMap((locale) => Object.keys(games).map((game) => ({ locale, game })));

/** /<locale>/<game>/<part>: a flow, or a page the game adds (its `extras.pages`). */
export const flowParams = () =>
  LOCALES.flatMap((locale) =>
    Object.entries(games).flatMap(([game, g]) => [...Object.keys(g.flows), ...Object.keys(g.extras?.pages ?? {})].map((flow) => ({ locale, game, flow }))),
  );

/** A game's extra page by id from any source (a URL too): own properties only. */
export function extraPageOf(game: string, id: string): ExtraPage | undefined {
  const pages = gameOf(game)?.extras?.pages;
  return pages && Object.hasOwn(pages, id) ? pages[id] : undefined;
}

/**
 * The tab icon. A PNG, not an SVG: Chromium fetches the icon again after every pushState (each step of a flow is
 * one), and an SVG icon is then parsed as a whole SVG document on the page's main thread, about 4 ms per step.
 */
export const ICON = '/favicon.png';
