import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { AXE_COLOUR_RULES, axeRun, useBrowser } from './fixtures';
import { chartContrastProblems, undecidedContrastProblems } from './contrast';

/**
 * Every page type, on a 360 px phone and a laptop, light and dark: a screenshot to look at
 * (kept as a CI artifact in test-results/screenshots/, named in the README), and the checks a
 * reader would notice first: nothing scrolls sideways, no chart label lies on another, the step
 * panel starts on the first screen of a phone, and axe finds nothing (contrast differs per scheme); axe cannot judge
 * chart labels, nor hundreds of texts it files as "incomplete" on a long page, so their contrast is checked on its own
 * (contrast.ts).
 */
// axe on every page, in every width and scheme: long scripts (chromium.ts).
const browser = useBrowser({ longScripts: true });
export const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** One or more of each page type; every game's landing and one flow of each game. */
const PAGES: { name: string; path: string; flow?: boolean; leads?: string; status?: number }[] = [
  { name: 'home-en', path: '/en' },
  { name: 'home-ja', path: '/ja' },
  { name: 'game-buddyfight', path: '/en/buddyfight' },
  { name: 'game-fftcg', path: '/ja/fftcg' },
  { name: 'game-goda', path: '/en/goda' },
  { name: 'game-battle-guardians', path: '/ja/battle-guardians' },
  { name: 'flow-buddyfight-attack', path: '/en/buddyfight/attack-phase', flow: true },
  { name: 'flow-fftcg-interrupt', path: '/en/fftcg/interrupt', flow: true },
  { name: 'flow-goda-attack', path: '/ja/goda/attack', flow: true },
  { name: 'flow-battle-guardians-turn', path: '/en/battle-guardians/turn', flow: true },
  { name: 'step-buddyfight-3.2.1', path: '/en/buddyfight/attack-phase/3.2.1', flow: true },
  { name: 'step-fftcg-turn', path: '/ja/fftcg/turn/4.2', flow: true },
  // A ruling page leads with the ruling: its answer, not the explorer below it, is what the first screen owes the reader.
  { name: 'ruling', path: '/en/buddyfight/rulings/call-q1', leads: '[data-answer]' },
  { name: 'rulings-index-buddyfight', path: '/en/buddyfight/rulings' },
  { name: 'rulings-index-goda', path: '/ja/goda/rulings' },
  { name: 'keyword', path: '/en/buddyfight/keywords/penetrate' },
  { name: 'term-fftcg', path: '/en/fftcg/rules/interrupt' },
  { name: 'sources', path: '/en/sources' },
  { name: 'concordance', path: '/ja/buddyfight/concordance' },
  { name: 'compare', path: '/en/compare/responses' },
  { name: 'search', path: '/en/search?q=counter' },
  { name: 'not-found', path: '/en/no-such-page', status: 404 },
];

const VIEWS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Pairs of chart texts whose boxes overlap by more than a sliver (a label lying on a title or on another label). */
async function chartTextOverlaps(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const svg of document.querySelectorAll('svg.chart')) {
      const boxes = [...svg.querySelectorAll('text')]
        .map((t) => ({ t: (t.textContent ?? '').slice(0, 30), r: t.getBoundingClientRect() }))
        .filter((b) => b.r.width > 0 && b.r.height > 0);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].r;
          const b = boxes[j].r;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 2 && h > 2) out.push(`"${boxes[i].t}" × "${boxes[j].t}"`);
        }
    }
    return out;
  });
}

/** Elements wider than the page on their own (the usual cause of sideways scroll), for the failure message. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - w;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= w + 1 || r.width === 0) return false;
        // Inside a box that scrolls on its own (the chart), overflow is the point.
        for (let p = el.parentElement; p; p = p.parentElement)
          if (/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowX) && p !== document.body) return false;
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].slice(0, 3).join('.')}`);
    return { over, culprits };
  });
}

// One load per page, then each width and scheme in turn: loading is the slow part on a busy machine.
describe('every page type, phone and laptop, light and dark', () => {
  test.each(PAGES)('$name ($path)', { timeout: 300_000 }, async ({ name, path, flow, leads, status }) => {
    const { page, response, errors } = await browser.open(path, { width: VIEWS[0].width, height: VIEWS[0].height, allowErrors: !!status });
    expect(response?.status()).toBe(status ?? 200);
    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: view.height });
      for (const scheme of SCHEMES) {
        const at = `${view.name} ${scheme}`;
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.evaluate(() => window.scrollTo(0, 0));
        // The whole page in light; in dark, the first screen. A whole-page shot lays the page out again at its full
        // height and draws all of it: 0.2-0.4 CPU s a shot against 0.03-0.07 for one screen (measured here), and the
        // 88 whole-page shots were a quarter of this file's CPU. Dark changes colours, not layout, and its contrast
        // is checked on the whole page below.
        await page.screenshot({ path: join(SHOTS, `${name}-${view.name}-${scheme}.png`), fullPage: scheme === 'light' });

        const { over, culprits } = await overflowing(page);
        expect.soft(over, `${at}: sideways scroll; widest: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
        expect.soft(await chartTextOverlaps(page), `${at}: chart texts overlapping`).toEqual([]);

        if (flow && view.name === 'phone') {
          const panel = await page
            .locator('[data-step-panel]')
            .first()
            .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
          expect.soft(panel.top, `${at}: step panel starts on the first screen`).toBeLessThan(view.height - 120);
          const choice = page.locator('[data-step-panel] button[data-event]').first();
          if (await choice.count()) expect.soft((await choice.boundingBox())!.y, `${at}: first choice on the first screen`).toBeLessThan(view.height);
        }
        if (leads && view.name === 'phone') {
          const top = await page
            .locator(leads)
            .first()
            .evaluate((el) => el.getBoundingClientRect().top);
          expect.soft(top, `${at}: ${leads} starts on the first screen`).toBeLessThan(view.height - 120);
        }
        // Dark differs from light only in colour (tests/unit/theme-tokens.test.ts), so in dark only axe's colour rules
        // can find anything new: the rest of axe (names, roles, structure, target sizes) gave its verdict on this
        // layout in light. About a quarter of a run's time on a flow page.
        const checked = await axeRun(page, { undecidedContrast: true, rules: scheme === 'dark' ? AXE_COLOUR_RULES : undefined });
        expect.soft(checked.violations, `${at}: axe`).toEqual([]);
        expect.soft(await chartContrastProblems(page), `${at}: chart text contrast`).toEqual([]);
        expect.soft(await undecidedContrastProblems(page, checked.undecidedContrast), `${at}: contrast of texts axe left undecided`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
