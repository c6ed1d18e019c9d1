import { expect, test } from 'vitest';
import { base, expectActive, hydrated, useBrowser } from './fixtures';

// The service worker is what this file tests.
const browser = useBrowser({ serviceWorkers: 'allow' });

test('after one visit the site works offline: that page and two never visited', async () => {
  const { page } = await browser.open('/en/buddyfight/call');
  await page.locator('[data-offline="ready"]').waitFor({ timeout: 60_000 });
  expect(await page.locator('[data-offline="ready"]').textContent()).toContain('Available offline');
  const context = browser.context();
  await context.setOffline(true);
  try {
    await page.reload();
    await expectActive(page, '1.1');
    await page.goto(`${base()}/ja/buddyfight/attack-phase/2.5`);
    await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step')).toBe('2.5>1.1');
    await page.click('button[data-event="next"]');
    await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step')).toBe('2.5>2.1');
    await page.goto(`${base()}/en/search?q=soulguard`);
    await expect
      .poll(() => page.locator('[data-search-results] li a').first().getAttribute('href'), { timeout: 10_000 })
      .toBe('/en/buddyfight/keywords/soulguard');
    // An unknown page offline still gets the not-found page, not the browser's error.
    const missing = await page.goto(`${base()}/en/buddyfight/call/9.9`);
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.locator('[data-missing]').textContent()).toContain('9.9');
  } finally {
    await context.setOffline(false);
  }
});

// Found by an audit: offline, a shared ruling link opened its flow page on the chart's first step, with no question,
// no answer and no Replay. Ruling pages are not precached (the budget); their flow page shows the ruling instead.
test('offline, a ruling link shows its question, answer and Replay on its flow page, and a step link lands on its step', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase');
  await page.locator('[data-offline="ready"]').waitFor({ timeout: 60_000 });
  const context = browser.context();
  await context.setOffline(true);
  try {
    await page.goto(`${base()}/en/buddyfight/rulings/attack-phase-q2`);
    await hydrated(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/buddyfight/attack-phase');
    expect(url.searchParams.get('ruling')).toBe('attack-phase-q2');
    const shown = page.locator('[data-linked-ruling="attack-phase-q2"]');
    await shown.waitFor({ timeout: 10_000 });
    expect(await shown.locator('[data-question]').textContent()).toContain('Penetrate');
    expect(await shown.locator('[data-answer]').textContent()).toContain('No.');
    expect(await shown.locator('[data-offline-copy]').textContent()).toContain('Offline copy');
    // Its Replay walks the chart to where the ruling stops, as on the ruling's own page.
    await shown.locator('button[data-replay="attack-phase-q2"]').click();
    await expect
      .poll(() => page.locator('[data-replay-controls="attack-phase-q2"], [data-replay-done="attack-phase-q2"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // A step's link: its step, with its words.
    await page.goto(`${base()}/en/buddyfight/attack-phase/3.2.1`);
    await hydrated(page);
    await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step'), { timeout: 10_000 }).toBe('3.2.1');
    expect(await page.locator('[data-step-panel] [data-current-step]').textContent()).toContain('Penetrate');
    expect(await page.locator('[data-step-panel] [data-step-text]').first().textContent()).toContain('critical as damage');
    // No ruling asked for, none shown.
    expect(await page.locator('[data-linked-ruling]').count()).toBe(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a new worker waits for the reader, then replaces the old caches cleanly', async () => {
  const { page } = await browser.open('/en');
  await page.locator('[data-offline="ready"]').waitFor({ timeout: 60_000 });
  // A cache left by an earlier build, then a new worker script: it must wait for the reader's go, then clear it.
  await page.evaluate(async () => {
    const old = await caches.open('ruleflow-earlier-build');
    await old.put('/en', new Response('stale'));
    await navigator.serviceWorker.register('/sw.js?deploy=next');
  });
  const prompt = page.locator('[data-update]');
  await prompt.waitFor({ timeout: 60_000 });
  expect(await page.evaluate(() => caches.keys())).toContain('ruleflow-earlier-build');
  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.locator('button').click()]);
  await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 60_000 }).not.toContain('ruleflow-earlier-build');
  const keys = await page.evaluate(() => caches.keys());
  expect(keys.filter((k) => k.startsWith('ruleflow-') && k !== 'ruleflow-pages')).toEqual(['ruleflow-precache']);
});
