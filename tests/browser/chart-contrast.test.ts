import { expect, test } from 'vitest';
import { useBrowser } from './fixtures';
import { chartContrastProblems } from './chart-contrast';

// axe leaves every chart label unjudged (chart-contrast.ts says why); visual.test.ts runs this check on every page
// type in both schemes. Here: a chart with a nested flow opened (its frame and title are drawn only then), and
// proof that the check finds a label nobody could read.
const browser = useBrowser();

test.each(['light', 'dark'] as const)('an opened nested chart is readable in %s mode', async (scheme) => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase?open=2.5', { width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await expect.poll(() => page.locator('svg.chart [data-toggle="2.5"][aria-expanded="true"]').count()).toBe(1);
  const texts = await page.locator('svg.chart text').count();
  expect(texts).toBeGreaterThan(100);
  expect(await chartContrastProblems(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the check reports a label too faint to read, and a label on a dark box', async () => {
  const { page } = await browser.open('/en/buddyfight/call', { width: 1280, height: 900 });
  // Grey words (2.8:1 on white), then the boxes dark under dark words: the active box's white words stay readable.
  await page.addStyleTag({ content: 'svg.chart text { fill: #959595 !important }' });
  const faint = await chartContrastProblems(page);
  expect(faint.length).toBeGreaterThan(10);
  expect(faint[0]).toMatch(/^".+": rgb\(149 149 149\) on rgb\(\d+ \d+ \d+\) is 2\.\d\d:1 \(needs 4\.5:1\)$/);
  await page.addStyleTag({ content: 'svg.chart text { fill: #111 !important } svg.chart rect { fill: #333 !important }' });
  const dark = await chartContrastProblems(page);
  expect(dark.length).toBeGreaterThan(10);
  expect(dark.every((p) => p.includes('rgb(17 17 17) on rgb(51 51 51)'))).toBe(true);
});
