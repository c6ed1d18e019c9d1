import { expect, test } from 'vitest';
import { axe, useBrowser } from './fixtures';

const browser = useBrowser();

test.each([
  ['en', 'Penetrate', '/en/buddyfight/keywords/penetrate'],
  ['ja', 'マジカルグッバイ コール', '/ja/buddyfight/rulings/call-q2'],
  ['en', 'Dragon Breath', '/en/buddyfight/rulings/play-timing-q3'],
  // Another form of the word than the text uses, and a phrase with its ending (Chromium's own word segmenter).
  ['en', 'break', '/en/fftcg/rulings/fftcg-barret-interrupted'],
  ['ja', 'モンスターが破壊された', '/ja/buddyfight/rulings/attack-phase-q1'],
])('[%s] typing "%s" and following the top result lands on %s', async (locale, query, target) => {
  const { page, errors } = await browser.open(`/${locale}/search`);
  await page.locator('[data-search-page-input]').fill(query);
  const first = page.locator('[data-search-results] li a').first();
  await expect.poll(() => first.getAttribute('href'), { timeout: 10_000 }).toBe(target);
  // The snippet under the title comes with the snippets file, after the results: a word marked only there shows then.
  await expect.poll(() => page.locator('[data-search-results] li').first().locator('mark').count()).toBeGreaterThan(0);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  await first.click();
  await page.waitForURL((u) => u.pathname === target);
  expect(errors).toEqual([]);
});

test.each([
  ['en', 'break', ['broken']],
  ['ja', '破壊された', ['破壊']],
])('[%s] "%s": the first result marks the words it was found by, not the query as typed', async (locale, query, words) => {
  const { page, errors } = await browser.open(`/${locale}/search?q=${encodeURIComponent(query)}`);
  const first = page.locator('[data-search-results] li').first();
  await first.locator('mark').first().waitFor();
  expect([...new Set(await first.locator('mark').allTextContents())]).toEqual(words);
  expect(errors).toEqual([]);
});

test.each([
  ['en', 'gauge', 'gauge', 'gauge'],
  ['ja', 'バディギフト', 'buddy-gift', 'バディギフト'],
])('[%s] a plain term ("%s") found by search opens its entry in the game page\'s list of terms', async (locale, query, id, name) => {
  const { page, errors } = await browser.open(`/${locale}/search?q=${encodeURIComponent(query)}&game=buddyfight`, { width: 390 });
  const first = page.locator('[data-search-results] li a').first();
  await expect.poll(() => first.getAttribute('href'), { timeout: 10_000 }).toBe(`/${locale}/buddyfight#term-${id}`);
  await first.click();
  await page.waitForURL((u) => u.pathname === `/${locale}/buddyfight` && u.hash === `#term-${id}`);
  // The entry is the page's target, scrolled into view on a phone, named as the search result named it, and
  // marked out from the entries around it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const t = document.querySelector<HTMLElement>(':target');
        const r = t?.getBoundingClientRect();
        return (
          t &&
          r && {
            term: t.dataset.term,
            name: t.querySelector('dt')?.textContent,
            inView: r.top >= 0 && r.bottom <= innerHeight,
            ring: getComputedStyle(t).boxShadow !== 'none',
          }
        );
      }),
    )
    .toEqual({ term: id, name, inView: true, ring: true });
  expect(errors).toEqual([]);
});

test('results on the Japanese page are in Japanese, also for a query typed in English', async () => {
  const { page, errors } = await browser.open(`/ja/search?q=${encodeURIComponent('Armorknight Succubus')}`);
  const first = page.locator('[data-search-results] li').first();
  await expect.poll(() => first.locator('a').textContent(), { timeout: 10_000 }).toMatch(/アーマナイト・サキュバス/);
  expect(await first.locator('a').getAttribute('href')).toBe('/ja/buddyfight/rulings/call-q3');
  expect(await first.textContent()).toContain('コールの流れ');
  // The snippet comes with the snippets file, from the same Japanese page.
  await expect.poll(() => first.locator('[data-snippet]').textContent()).toMatch(/[\u3041-\u309f]/);
  expect(errors).toEqual([]);
});

test('one result is counted as one: "1 result", not "1 results"', async () => {
  // サキュバス (the card Armorknight Succubus) is named by exactly one page: the call flow's Q3. (ブレイク served here
  // until a judge's question on Barret's break was published beside 003's own example.)
  const { page, errors } = await browser.open(`/en/search?q=${encodeURIComponent('サキュバス')}`);
  await page.locator('[data-search-results] li').first().waitFor();
  expect(await page.locator('[data-search-results] li').count()).toBe(1);
  expect(await page.locator('[data-search-status]').textContent()).toBe('1 result');
  expect(errors).toEqual([]);
});

// A broad query matched more pages than are shown, and the count said "20 results" for every one of them.
test.each([
  ['en', 'counter', /^Showing 20 of (\d+) results$/],
  ['ja', '対抗', /^(\d+)件中20件を表示$/],
])('[%s] "%s": the count says how many matched, and Show more shows the next ones', async (locale, query, shape) => {
  const { page, errors } = await browser.open(`/${locale}/search?q=${encodeURIComponent(query)}`);
  const items = page.locator('[data-search-results] li');
  await items.first().waitFor();
  const status = page.locator('[data-search-status]');
  const total = Number((await status.textContent())!.match(shape)?.[1]);
  expect(total).toBeGreaterThan(20);
  expect(await items.count()).toBe(20);
  const first20 = await items.evaluateAll((l) => l.map((x) => x.getAttribute('data-result')));
  await page.click('[data-search-more]');
  await expect.poll(() => items.count()).toBe(Math.min(40, total));
  // The first twenty stay where they were; the new ones come after them, none twice.
  const now = await items.evaluateAll((l) => l.map((x) => x.getAttribute('data-result')));
  expect(now.slice(0, 20)).toEqual(first20);
  expect(new Set(now).size).toBe(now.length);
  while (await page.locator('[data-search-more]').count()) await page.click('[data-search-more]');
  expect(await items.count()).toBe(total);
  expect(await status.textContent()).toBe(locale === 'en' ? `${total} results` : `${total}件`);
  // A new query starts at twenty again.
  await page.locator('[data-search-page-input]').fill(query === 'counter' ? 'attack' : '攻撃');
  await expect.poll(async () => (await items.count()) <= 20).toBe(true);
  expect(errors).toEqual([]);
});

test('the search box is on every page, "/" focuses it, and it submits to the results page', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase');
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
  await page.keyboard.type('soulguard');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/search\?q=soulguard/);
  await expect
    .poll(() => page.locator('[data-search-results] li a').first().getAttribute('href'), { timeout: 10_000 })
    .toBe('/en/buddyfight/keywords/soulguard');
});

test('the search page has no axe violations', async () => {
  const { page } = await browser.open('/ja/search?q=貫通');
  await page.locator('[data-search-results] li').first().waitFor();
  expect(await axe(page)).toEqual([]);
});

// What the reader sees marked must be exactly the words they typed (as indexed: NFKC, either kana, any case, and
// the longer words a Latin prefix found),
// never a shifted run such as "Co[unter j]ust" after an ellipsis.
test.each([
  ['en', 'counter', /^counter[a-z]*$/i],
  ['en', 'link attack', /^(link|attack)[a-z'’]*$/i],
  ['ja', 'バディギフト', /^[バディギフト]+$/],
  ['ja', 'ﾏｼﾞｶﾙｸﾞｯﾊﾞｲ', /^[マジカルグッバイ]+$/],
  ['ja', '貫通', /^[貫通]+$/],
  // A loan word typed in hiragana is marked where the page writes it in katakana.
  ['ja', 'そうるがーど', /^[ソウルガード]+$/],
])('[%s] "%s": every mark on the results page is a matched term', async (locale, query, shape) => {
  const { page, errors } = await browser.open(`/${locale}/search`);
  await page.locator('[data-search-page-input]').fill(query);
  const list = page.locator('[data-search-results]');
  await expect.poll(() => list.getAttribute('data-query'), { timeout: 10_000 }).toBe(query);
  const marks = await list.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const m of marks) expect(m).toMatch(shape);
  // Kana and kanji queries mark the whole word where it occurs, not scattered pieces of it.
  if (locale === 'ja') expect(marks.some((m) => m.length >= [...query.normalize('NFKC')].length)).toBe(true);
  expect(errors).toEqual([]);
});

test('the search index is fetched only once search is used', async () => {
  const { page } = await browser.open('/en/buddyfight/call');
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname === '/search-index.json'));
  await page.keyboard.press('/');
  await page.keyboard.type('penetrate');
  await page.waitForTimeout(300);
  expect(await loaded()).toBe(false);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/search\?q=penetrate/);
  await expect.poll(loaded, { timeout: 10_000 }).toBe(true);
});

test("a game's search box searches that game; the results page offers every game, each result naming its game", async () => {
  const { page, errors } = await browser.open('/en/buddyfight/call');
  await page.keyboard.press('/');
  await page.keyboard.type('counter');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/en/search' && u.searchParams.get('game') === 'buddyfight');
  const list = page.locator('[data-search-results]');
  await expect.poll(() => list.getAttribute('data-game'), { timeout: 10_000 }).toBe('buddyfight');
  const hrefs = () => list.locator('li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  // A result's game is its path's second segment; a plain term's result is an anchor on its game's page.
  const gameOfHref = (h: string) => /^\/en\/([^/#]+)/.exec(h)?.[1];
  const scoped = await hrefs();
  expect(scoped.length).toBeGreaterThan(3);
  expect(scoped.filter((h) => gameOfHref(h) !== 'buddyfight')).toEqual([]);
  expect(await page.getByRole('radio', { name: 'Buddyfight' }).isChecked()).toBe(true);
  // Within one game the game is not repeated on every result.
  expect(await list.locator('[data-result-game]').count()).toBe(0);

  await page.getByText('All games', { exact: true }).click();
  await expect.poll(() => list.getAttribute('data-game')).toBe('');
  const all = await hrefs();
  expect(all.some((h) => gameOfHref(h) !== 'buddyfight')).toBe(true);
  // Every result says which game it is from, by the game's short name.
  const named = await list
    .locator('li')
    .evaluateAll((lis) => lis.map((li) => [li.querySelector('a')?.getAttribute('href'), li.querySelector('[data-result-game]')?.textContent]));
  const short: Record<string, string> = { buddyfight: 'Buddyfight', fftcg: 'FF-TCG', goda: 'Goda', 'battle-guardians': 'Battle Guardians' };
  for (const [href, game] of named) expect(game, href ?? '').toBe(short[gameOfHref(href!)!]);
  await expect.poll(() => new URL(page.url()).searchParams.has('game')).toBe(false);
  expect(errors).toEqual([]);
});

test('a game in a search link that the site does not have is named, and every game is searched', async () => {
  const { page, errors } = await browser.open('/en/search?q=counter&game=__proto__');
  const notice = page.locator('[role="status"][data-search-problem="unknown-game"]');
  await expect.poll(() => notice.locator('[data-untrusted]').textContent(), { timeout: 10_000 }).toBe('__proto__');
  const list = page.locator('[data-search-results]');
  await expect.poll(() => list.getAttribute('data-game'), { timeout: 10_000 }).toBe('');
  expect(await list.locator('li').count()).toBeGreaterThan(3);
  expect(await page.getByRole('radio', { name: 'All games' }).isChecked()).toBe(true);
  // Picking a game is the reader's answer to the notice: it goes, and the link now names the game picked.
  await page.getByText('Goda', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('game')).toBe('goda');
  expect(await notice.count()).toBe(0);
  expect(errors).toEqual([]);
});

test('a game with nothing for the query says how many the other games have, and searches them in one click', async () => {
  const { page, errors } = await browser.open('/ja/search?q=カウンター&game=buddyfight');
  const status = page.locator('[data-search-status]');
  // Buddyfight's Japanese text calls the Counter 【対抗】; Battle Guardians has カウンター.
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^バディファイトでは見つかりませんでした。ほかのゲームに\d+件あります。$/);
  await page.locator('[data-search-elsewhere]').click();
  const list = page.locator('[data-search-results]');
  await expect.poll(() => list.getAttribute('data-game')).toBe('');
  expect(await list.locator('li').count()).toBeGreaterThan(3);
  expect(await page.getByRole('radio', { name: 'すべてのゲーム' }).isChecked()).toBe(true);
  expect(errors).toEqual([]);
});

// Found by an audit: a judge's question from a Buddyfight page was searched in every game, a Goda ruling first. From
// the results page of a game's search, a new query in the header's box (where "/" led) sent no game.
test("a new query from a game's results page keeps that game, with every game one tap away", async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase');
  await page.locator('[data-search-input]').fill('counter');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/en/search' && u.searchParams.get('game') === 'buddyfight');
  const list = page.locator('[data-search-results]');
  await expect.poll(() => list.getAttribute('data-game'), { timeout: 10_000 }).toBe('buddyfight');
  // The header's box on the results page: the next query searches the same game.
  await page.locator('[data-search-input]').fill('how many counters during attack');
  await page.locator('[data-search-input]').press('Enter');
  await page.waitForURL((u) => u.searchParams.get('q') === 'how many counters during attack');
  expect(new URL(page.url()).searchParams.get('game')).toBe('buddyfight');
  await expect.poll(() => list.getAttribute('data-query'), { timeout: 10_000 }).toBe('how many counters during attack');
  expect(await list.getAttribute('data-game')).toBe('buddyfight');
  const hrefs = await list.locator('li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.slice(0, 5)).toContain('/en/buddyfight/attack-phase/2.5');
  expect(hrefs.every((h) => h.startsWith('/en/buddyfight'))).toBe(true);
  // "/" on the results page goes to its own field, the query selected: typing replaces it, in the same game.
  await page.locator('[data-search-results] li a').first().focus();
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-page-input'))).toBe(true);
  await page.keyboard.type('soulguard');
  await expect.poll(() => list.getAttribute('data-query')).toBe('soulguard');
  expect(await list.getAttribute('data-game')).toBe('buddyfight');
  // Every game, one tap, said as such.
  const all = page.getByRole('radio', { name: 'All games' });
  await page.getByText('All games', { exact: true }).click();
  expect(await all.isChecked()).toBe(true);
  await expect.poll(() => list.getAttribute('data-game')).toBe('');
  await expect.poll(() => new URL(page.url()).searchParams.has('game')).toBe(false);
  // Once every game is chosen, the header's box searches every game too.
  await page.locator('[data-search-input]').fill('counter');
  await page.locator('[data-search-input]').press('Enter');
  await page.waitForURL((u) => u.searchParams.get('q') === 'counter' && !u.searchParams.has('game'));
  expect(errors).toEqual([]);
});
