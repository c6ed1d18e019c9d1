/**
 * The game a search started on this page searches (the `game=` the site's search box sends), or null for every game.
 * On a game's pages (/<locale>/<game>/…) it is that game: a judge in a match wants that game's answer first, and the
 * results page has every game one tap away. On the results page itself it is the game being searched there (its own
 * ?game=). The header's box there (where "/" used to lead) sent no game, and the next query searched every game, the
 * judge's own game's answers buried under other games' (found by an audit). Both parts are untrusted and only ever
 * compared with the site's own game ids.
 */
export function searchScope(pathname: string, search: string, games: readonly string[]): string | null {
  const [, segment = ''] = pathname.split('/').filter(Boolean);
  if (games.includes(segment)) return segment;
  if (segment !== 'search') return null;
  const asked = new URLSearchParams(search).get('game') ?? '';
  return games.includes(asked) ? asked : null;
}

/** Where the search box sends a query: the results page in the page's language, for one game or every game. */
export function searchHref(locale: string, query: string, game: string | null): string {
  const q = new URLSearchParams({ q: query });
  if (game) q.set('game', game);
  return `/${locale}/search?${q}`;
}
