import { expect, test } from 'vitest';
import { axeRun, useBrowser } from './fixtures';
import { chartContrastProblems, undecidedContrastProblems } from './contrast';

// axe leaves every chart label unjudged (contrast.ts says why); visual.test.ts runs this check on every page
// type in both schemes. Here: a chart with a nested flow opened (its frame and title are drawn only then), and
// proof that the check finds a label nobody could read.
// axe and the contrast checks run long scripts in the page (chromium.ts).
const browser = useBrowser({ longScripts: true });

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

test('texts axe leaves undecided on a long page are judged, and faint ones axe cannot call are caught', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase/3.2.1', { width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const before = await axeRun(page, { undecidedContrast: true });
  // The step list's sentences are among them: a glossary term's button inside each is enough for axe to give up.
  expect(before.undecidedContrast.length).toBeGreaterThan(50);
  expect(before.undecidedContrast.some((s) => s.startsWith('#step-'))).toBe(true);
  expect(await undecidedContrastProblems(page, before.undecidedContrast)).toEqual([]);
  // The step list's words made dark grey on the dark page: axe flags some of them, and leaves the rest undecided.
  await page.addStyleTag({ content: '[data-step-list] p { color: #3a3a3a !important }' });
  const after = await axeRun(page, { undecidedContrast: true });
  const flagged = new Set(after.violations.flatMap((v) => v.slice(v.indexOf(': ') + 2).split(', ')));
  const caught = await undecidedContrastProblems(page, after.undecidedContrast);
  expect(caught.length).toBeGreaterThan(10);
  for (const problem of caught) {
    const [, selector] = /^".*" \((.+)\): rgb\(58 58 58\) on rgb\(\d+ \d+ \d+\) is 1\.\d\d:1 \(needs 4\.5:1\)$/.exec(problem) ?? [];
    expect(await page.locator(selector).evaluate((el) => !!el.closest('[data-step-list]')), problem).toBe(true);
    expect(flagged.has(selector), `${selector}: not one axe already flagged`).toBe(false);
  }
});
