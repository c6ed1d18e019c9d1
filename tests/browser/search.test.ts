import { expect, test } from 'vitest';
import { axe, useBrowser } from './fixtures';

const browser = useBrowser();

test.each([
  ['en', 'Penetrate', '/en/buddyfight/keywords/penetrate'],
  ['ja', 'マジカルグッバイ コール', '/ja/buddyfight/rulings/call-q2'],
  ['ja', 'バディギフト', '/ja/buddyfight/call/3.2'],
  ['en', 'Dragon Breath', '/en/buddyfight/rulings/play-timing-q3'],
])('[%s] typing "%s" and following the top result lands on %s', async (locale, query, target) => {
  const { page, errors } = await browser.open(`/${locale}/search`);
  await page.locator('[data-search-page-input]').fill(query);
  const first = page.locator('[data-search-results] li a').first();
  await expect.poll(() => first.getAttribute('href'), { timeout: 10_000 }).toBe(target);
  expect(await page.locator('[data-search-results] li').first().locator('mark').count()).toBeGreaterThan(0);
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  await first.click();
  await page.waitForURL((u) => u.pathname === target);
  expect(errors).toEqual([]);
});

test('the search box is on every page, "/" focuses it, and it submits to the results page', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase');
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
  await page.keyboard.type('soulguard');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/search\?q=soulguard/);
  await expect.poll(() => page.locator('[data-search-results] li a').first().getAttribute('href'), { timeout: 10_000 }).toBe('/en/buddyfight/keywords/soulguard');
});

test('the search page has no axe violations', async () => {
  const { page } = await browser.open('/ja/search?q=貫通');
  await page.locator('[data-search-results] li').first().waitFor();
  expect(await axe(page)).toEqual([]);
});
