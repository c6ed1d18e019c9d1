import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './fixtures';

const browser = useBrowser();
/** A4 at 96 px per inch: what page.pdf lays out on. */
const A4 = { width: 794, height: 1123 };

test('a flow page prints as chart, numbered steps and rulings: no controls, no dark background', async () => {
  const { page } = await browser.open('/en/buddyfight/call');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await page.locator('svg.chart').isVisible()).toBe(true);
  expect(await page.locator('[data-step-list]').isVisible()).toBe(true);
  expect(await page.locator('[data-ruling-list]').isVisible()).toBe(true);
  for (const control of ['button[data-event]', 'header', '[role="toolbar"]', 'select', 'button[data-replay]']) {
    expect(await page.locator(control).first().isVisible(), control).toBe(false);
  }
  // Found by an audit: glossary words are buttons, and they were hidden with the controls, leaving holes in the
  // printed sentences ("deals its  as damage").
  const words = await page.evaluate(() =>
    [...document.querySelectorAll('[data-step-list] .term-word')].map((w) => ({ word: w.textContent, shown: w.getClientRects().length > 0 })),
  );
  expect(words.length).toBeGreaterThan(0);
  expect(words.filter((w) => !w.shown).map((w) => w.word)).toEqual([]);
  expect(
    await page
      .locator('[role="tooltip"]')
      .first()
      .isVisible()
      .catch(() => false),
  ).toBe(false);
  const bg = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector('.chart-scroller')!).backgroundColor,
  ]);
  for (const c of bg) expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)', 'transparent']).toContain(c);
});

/** Ink coverage of each page of a PDF, as Ghostscript measures it (C+M+Y+K, 0 for a blank page). */
function inkPerPage(pdf: Buffer): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  const file = join(dir, 'page.pdf');
  writeFileSync(file, pdf);
  let out: string;
  try {
    out = execFileSync('gs', ['-q', '-o', '-', '-sDEVICE=inkcov', file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out
    .trim()
    .split('\n')
    .map((l) =>
      l
        .trim()
        .split(/\s+/)
        .slice(0, 4)
        .map(Number)
        .reduce((a, b) => a + b, 0),
    );
}

test.each(['/en/buddyfight/call/1.4', '/en/buddyfight/attack-phase/3.2.1', '/ja/fftcg/turn'])(
  '%s prints the current step, the board and the whole chart at the page width, with no blank page',
  { timeout: 120_000 },
  async (path) => {
    const { page } = await browser.open(path, A4);
    await page.emulateMedia({ media: 'print' });
    const step = await page.locator('[data-current-step]').getAttribute('data-current-step');
    expect(await page.locator('[data-step-panel]').isVisible()).toBe(true);
    expect(await page.locator('[data-step-panel]').textContent()).toContain(step!.split('>').at(-1)!);
    expect(await page.locator('[data-board]').first().isVisible()).toBe(true);
    // The whole chart, right edge included, fits the page width and one page's height.
    const chart = await page.locator('svg.chart').boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(chart!.x).toBeGreaterThanOrEqual(0);
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(width + 0.5);
    expect(chart!.width).toBeGreaterThan(width * 0.6);
    expect(chart!.height).toBeLessThanOrEqual(A4.height);
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    const ink = inkPerPage(pdf);
    expect(ink.length).toBe(pages);
    for (const [i, k] of ink.entries()) expect(k, `page ${i + 1} of ${pages} is blank`).toBeGreaterThan(0.001);
  },
);
