import { expect, test } from 'vitest';
import { axe, base, useBrowser } from './fixtures';
import { games } from '@/content';

const browser = useBrowser();

test.each(['en', 'ja'])('/%s/buddyfight/concordance maps JP steps to EN steps and lists the differences', async (locale) => {
  const { page, response } = await browser.open(`/${locale}/buddyfight/concordance`);
  expect(response?.status()).toBe(200);
  for (const flow of ['call', 'play-timing', 'attack-phase']) expect(await page.locator(`[data-extra-section="${flow}"] tbody tr`).count()).toBeGreaterThan(3);
  for (const kind of ['only-jp', 'wording', 'rules-check', 'qa-numbering'])
    expect(await page.locator(`[data-extra-section="differences"] [data-flag="${kind}"]`).count(), kind).toBeGreaterThan(0);
  for (const href of await page.locator('[data-extra-section] td a').evaluateAll((a) => a.slice(0, 12).map((x) => x.getAttribute('href')))) {
    expect((await fetch(`${base()}${href}`)).status, href!).toBe(200);
  }
  // Found by an audit: a ruling linked from the rule differences was named by its id ("例: attack-phase-counterattack-tie").
  const rulingLinks = await page.locator('[data-extra-section="editions"] a[href*="/rulings/"]').allTextContents();
  expect(rulingLinks.length).toBeGreaterThan(0);
  for (const text of rulingLinks) expect(text).not.toMatch(/:\s*[a-z0-9]+(-[a-z0-9]+)+\s*$/);
  expect(await axe(page)).toEqual([]);
});

test('a step page shows its EN-2014 number and flags a difference', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase/3.2.2');
  await expect.poll(() => page.locator('[data-extra-note="3.2.2"] [data-extra-value]').textContent()).toMatch(/^Step 9 \(/);
  expect(await page.locator('[data-extra-note="3.2.2"] [data-flag="wording"]').first().textContent()).toMatch(/Counterattack/);
  const call = await browser.open('/en/buddyfight/call/2.1');
  await expect.poll(() => call.page.locator('[data-extra-note="2.1"] [data-extra-value]').textContent()).toMatch(/^Step 7 \(/);
});

test('rulings numbered differently are flagged', async () => {
  const { page } = await browser.open('/en/buddyfight/play-timing');
  const flag = page.locator('[data-ruling-list] [data-flag="qa-numbering"]').first();
  expect(await flag.count()).toBe(1);
  // The documents it names by code ("000", "002") say which documents they are, and lead to their entry.
  expect(await flag.locator('[data-term="/en/sources#doc-buddyfight-000"]').count()).toBeGreaterThan(0);
  expect(await flag.locator('[data-term="/en/sources#doc-buddyfight-002"]').count()).toBeGreaterThan(0);
});

test.each(['/en/sources', '/ja/sources'])('%s lists the documents with dates and what they cover; axe clean', async (path) => {
  const { page } = await browser.open(path);
  expect(await page.locator('[data-source-doc]').count()).toBeGreaterThanOrEqual(2);
  expect(await page.locator('[data-source-doc="002"]').textContent()).toContain('2014-05-07');
  expect(await axe(page)).toEqual([]);
});

test('each flow page says which document and version it follows', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase');
  expect(await page.locator('[data-follows="000"]').textContent()).toMatch(/③/);
});

// One flow of each game: its "follows" link must land on that document's entry, not the top of a long page (on a
// phone the last game's documents are some 10,000 px down).
test.each(Object.keys(games).map((game) => [game, Object.keys(games[game].flows)[0]]))(
  "%s's %s page links to its document's entry on the sources page",
  async (game, flow) => {
    const { page, errors } = await browser.open(`/en/${game}/${flow}`, { width: 390 });
    const link = page.locator('[data-follows] a');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/sources#/);
    await page.locator('[data-flow-about] summary').click();
    await link.click();
    await page.waitForURL((u) => u.pathname === '/en/sources');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const t = document.querySelector(':target');
          const r = t?.getBoundingClientRect();
          return (
            t &&
            r && {
              doc: t.closest('[data-source-doc]')?.getAttribute('data-source-doc'),
              game: t.closest('[data-sources]')?.getAttribute('data-sources'),
              inView: r.top >= -1 && r.top < innerHeight,
            }
          );
        }),
      )
      .toEqual({ doc: games[game].flows[flow].content.source.doc, game, inView: true });
    expect(errors).toEqual([]);
  },
);
