import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, base, expectActive, useBrowser } from './fixtures';

const browser = useBrowser();

/** The games whose answering window the page must show, and where each scenario's replay stops. */
const GAMES = [
  { id: 'buddyfight', flow: 'play-timing', stop: '2.1' },
  { id: 'fftcg', flow: 'interrupt', stop: 'end:closed' },
  { id: 'goda', flow: 'stack', stop: 'end:resolved' },
];

describe.each(['en', 'ja'])('/%s/compare/responses', (locale) => {
  test('has a row and a replayed scenario for every game, and no axe violations', async () => {
    const { page, response, errors } = await browser.open(`/${locale}/compare/responses`);
    expect(response?.status()).toBe(200);
    for (const g of GAMES) {
      expect(await page.locator(`[data-compare-game="${g.id}"] td`).count(), g.id).toBe(4);
      expect(await page.locator(`[data-compare-scenario="${g.id}"] [data-compare-step]`).count(), g.id).toBeGreaterThan(3);
    }
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    // Three explorers and axe on one page take long on a busy machine.
  }, 240_000);

  // One load of the comparison (three explorers, the heaviest page) for the three links it hands on.
  test("each game's scenario opens on its own chart where the replay stopped", async () => {
    const { page } = await browser.open(`/${locale}/compare/responses`);
    for (const g of GAMES) {
      const href = await page.locator(`[data-compare-open="${g.id}"]`).getAttribute('href');
      expect(href, g.id).toMatch(new RegExp(`^/${locale}/${g.id}/${g.flow}\\?`));
      const { page: flow, errors } = await browser.open(href!);
      await expectActive(flow, g.stop);
      expect(errors, g.id).toEqual([]);
      await flow.close();
    }
  });
});

// The three embedded charts are independent boxes of one page: one load steps through each in turn.
test('each embedded chart steps through its story to the same stop, leaving the URL alone', async () => {
  const { page, errors } = await browser.open('/en/compare/responses');
  for (const g of GAMES) await stepsThrough(page, g);
  expect(errors).toEqual([]);
});

async function stepsThrough(page: Page, g: (typeof GAMES)[number]) {
  const box = page.locator(`[data-scenario-chart="${g.id}"]`);
  const at = () => box.locator('[data-scenario-at]').getAttribute('data-scenario-at');
  const first = await at();
  expect(first, g.id).not.toBe(g.stop);
  const total = Number((await box.locator('[data-scenario-count]').innerText()).split(' ').pop());
  expect(total, g.id).toBeGreaterThan(3);
  for (let i = 0; i < total; i++) await box.locator('[data-scenario-next]').click();
  await expect.poll(at, { message: g.id }).toBe(g.stop);
  expect(await box.locator('[data-scenario-next]').isDisabled(), g.id).toBe(true);
  await box.locator('[data-scenario-start]').click();
  await expect.poll(at, { message: g.id }).toBe(first);
  expect(new URL(page.url()).search, g.id).toBe('');
}

test("the story ends differently per game: FF-TCG breaks Barret, Goda destroys the monster, Buddyfight's card loses its target", async () => {
  const { page } = await browser.open('/en/compare/responses');
  const text = async (id: string) => (await page.locator(`[data-compare-scenario="${id}"] ol`).innerText()).toLowerCase();
  expect(await text('fftcg')).toContain('broken');
  expect(await text('goda')).toMatch(/destroyed/);
  expect(await text('buddyfight')).toMatch(/is gone/);
  // Each log line sits under the move that wrote it: the story's last move, back at 2.1, writes nothing.
  expect(await page.locator('[data-compare-scenario="buddyfight"] ol > li').last().locator('li').count()).toBe(0);
});

test.each(['buddyfight', 'fftcg', 'goda'])('the %s landing page links to the comparison', async (game) => {
  const { page } = await browser.open(`/ja/${game}`);
  expect(await page.locator('a[data-compare-link]').getAttribute('href')).toBe('/ja/compare/responses');
});

test('on a 360 px phone each game reads as a card: cells stack full width under their column name, nothing scrolls sideways', async () => {
  const { page, errors } = await browser.open('/en/compare/responses', { width: 360, height: 740 });
  const table = page.locator('[data-compare-table]');
  const wrap = await table.evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }));
  expect(wrap.scroll).toBeLessThanOrEqual(wrap.client);
  const row = page.locator('[data-compare-game="fftcg"]');
  const rowWidth = (await row.boundingBox())!.width;
  for (const td of await row.locator('td').all()) {
    expect((await td.boundingBox())!.width).toBeGreaterThan(rowWidth * 0.8);
    // The column's name is shown above the cell, since the header row is only for screen readers here.
    expect(await td.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(/[A-Za-z]/);
  }
  expect(errors).toEqual([]);
});

// Found by an audit: /en/compare was a 404 offering a flow instead of the comparison one level down.
// And then nothing led to it (found by an audit): the home page and every page's footer now do.
test.each(['en', 'ja'])('/%s/compare is linked from the home page and the footer, and lists the comparisons, each a page', async (locale) => {
  const { page, errors } = await browser.open(`/${locale}`);
  const home = page.locator('[data-home-compare] a');
  const footer = page.locator('footer a[data-footer-compare]');
  expect(await home.isVisible()).toBe(true);
  expect(await footer.isVisible()).toBe(true);
  expect(await footer.textContent()).toBe(await home.textContent());
  expect(await footer.getAttribute('href')).toBe(`/${locale}/compare`);
  const href = await home.getAttribute('href');
  expect(href).toBe(`/${locale}/compare`);
  const response = await page.goto(base() + href);
  expect(response?.status()).toBe(200);
  expect(await page.locator('h1').textContent()).toBe(await footer.textContent());
  const links = await page.locator('[data-compare-index] a').evaluateAll((a) => a.map((x) => x.getAttribute('href')));
  expect(links).toContain(`/${locale}/compare/responses`);
  for (const href of links) expect((await fetch(`${base()}${href}`)).status, href!).toBe(200);
  expect(errors).toEqual([]);
});
