import { expect, test } from 'vitest';
import { games } from '@/content';
import { searchHref, searchScope } from '@/app/lib/search/scope';

const ids = Object.keys(games);

test("a search started on a game's pages searches that game", () => {
  expect(searchScope('/en/buddyfight/attack-phase', '', ids)).toBe('buddyfight');
  expect(searchScope('/ja/goda/rulings/attack-provisional', '?setup=basic', ids)).toBe('goda');
  expect(searchScope('/en/battle-guardians', '', ids)).toBe('battle-guardians');
  // Pages of no game, and addresses naming none the site has, search every game.
  for (const path of ['/en', '/ja/sources', '/en/compare/responses', '/en/chess/call', '/en/__proto__', '/en/constructor', '']) {
    expect(searchScope(path, '?game=buddyfight', ids), path).toBeNull();
  }
});

// Found by an audit: from the results page of a game's search, a new query in the header's box (where "/" led)
// searched every game, and the judge's game's answers came far down.
test('on the results page, a new query keeps the game searched there, read from its address as untrusted', () => {
  expect(searchScope('/ja/search', '?q=%E6%94%BB%E6%92%83&game=buddyfight', ids)).toBe('buddyfight');
  expect(searchScope('/en/search', '?game=fftcg&game=goda', ids)).toBe('fftcg');
  expect(searchScope('/en/search', '?q=counter', ids)).toBeNull();
  for (const bad of ['__proto__', 'constructor', 'toString', 'Buddyfight', ' buddyfight', '']) {
    expect(searchScope('/en/search', `?game=${encodeURIComponent(bad)}`, ids), bad).toBeNull();
  }
});

test('the query is sent encoded, with the game only when there is one', () => {
  expect(searchHref('ja', '攻撃 & 対象?', 'buddyfight')).toBe('/ja/search?q=%E6%94%BB%E6%92%83+%26+%E5%AF%BE%E8%B1%A1%3F&game=buddyfight');
  expect(searchHref('en', 'how many counters', null)).toBe('/en/search?q=how+many+counters');
});

// What the audit's judge asked, from a Buddyfight page: within the game the search box now keeps, that game's pages
// answer (searched across every game, a Goda ruling came first, and Battle Guardians rulings above step 2.5).
test("a judge's question searched from a game's results page finds that game's pages first", async () => {
  const { buildIndex } = await import('@/app/lib/search/build');
  const { searchGroups } = await import('@/app/lib/search/query');
  const index = buildIndex();
  const scope = searchScope('/ja/search', '?q=x&game=buddyfight', ids) ?? undefined;
  const ja = searchGroups(index, '攻撃されているモンスターが手札に戻ったら攻撃対象は変わる？', 'ja', 20, scope);
  expect(ja.length).toBeGreaterThan(0);
  expect(ja.every((r) => r.group.startsWith('buddyfight/'))).toBe(true);
  const en = searchGroups(index, 'how many counters during attack', 'en', 20, scope).map((r) => r.group);
  expect(en.indexOf('buddyfight/attack-phase/2.5')).toBeGreaterThanOrEqual(0);
  expect(en.indexOf('buddyfight/attack-phase/2.5')).toBeLessThan(5);
});
