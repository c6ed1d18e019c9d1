import { expect, test } from 'vitest';
import { useBrowser } from './fixtures';

const browser = useBrowser();

test('a flow page prints as chart, numbered steps and rulings: no controls, no dark background', async () => {
  const { page } = await browser.open('/en/buddyfight/call');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await page.locator('svg.chart').isVisible()).toBe(true);
  expect(await page.locator('[data-step-list]').isVisible()).toBe(true);
  expect(await page.locator('[data-ruling-list]').isVisible()).toBe(true);
  for (const control of ['button[data-event]', 'header', '[role="toolbar"]', '[data-board]', 'select', 'button[data-replay]']) {
    expect(await page.locator(control).first().isVisible(), control).toBe(false);
  }
  const bg = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.chart-scroller')!).backgroundColor]);
  for (const c of bg) expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)', 'transparent']).toContain(c);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});
