import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { activeStep, expectActive, useBrowser } from './fixtures';

const browser = useBrowser();
const RULING = 'call-q1';
const DECIDING = '2.4';

/** Samples the active step and whether the board marks a change, every 50 ms, until the replay says it is done. */
async function watch(page: Page, ms = 20_000) {
  const seen: { t: number; step: string; changed: boolean }[] = [];
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    const step = await activeStep(page);
    const changed = (await page.locator('[data-board] [data-changed="true"], [data-board] [data-happened]').count()) > 0;
    if (seen.at(-1)?.step !== step) seen.push({ t: Date.now() - t0, step, changed });
    if (await page.locator(`[data-replay-done="${RULING}"]`).count()) break;
    await page.waitForTimeout(50);
  }
  return seen;
}

describe('replay plays the ruling step by step (issue 12.6)', () => {
  test('at a readable pace, each step and board change shown, ending at the deciding step', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/call/2.3');
    await page.click(`[data-step-rulings] button[data-replay="${RULING}"]`);
    const seen = await watch(page);
    const steps = seen.map((s) => s.step);
    // It starts at the beginning and passes through the steps, not straight to the answer.
    expect(steps[0]).not.toBe(DECIDING);
    expect(new Set(steps).size).toBeGreaterThanOrEqual(6);
    expect(steps.at(-1)).toBe(DECIDING);
    const gaps = seen
      .slice(1)
      .map((s, i) => s.t - seen[i].t)
      .sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(180);
    expect(seen.filter((s) => s.changed).length).toBeGreaterThan(0);
    expect(await page.locator(`[data-replay-done="${RULING}"]`).textContent()).toContain('answer is decided');
    expect(errors).toEqual([]);
  }, 60_000);

  test('pause holds the step; step buttons move one at a time; speed and play finish it; on a phone the bar leaves the step in sight', async () => {
    // A phone: the bar wraps to two rows there. Found by an audit: it stuck over the step panel's heading.
    const { page } = await browser.open('/en/buddyfight/call/2.3', { width: 390, height: 844 });
    await page.click(`[data-step-rulings] button[data-replay="${RULING}"]`);
    // The controls stay on screen for the whole replay, whatever step it is at.
    const bar = page.locator(`[data-replay-controls="${RULING}"]`);
    await expect.poll(() => bar.count()).toBe(1);
    // The step's heading is on screen, below the bar, not under it.
    const heading = () =>
      page.evaluate(() => {
        const bar = document.querySelector('[data-replay-controls]')!.getBoundingClientRect();
        const h = document.querySelector('[data-step-panel] [data-current-step]')!.getBoundingClientRect();
        return { gap: Math.round(h.top - bar.bottom), bottom: h.bottom, screen: innerHeight };
      });
    const seen = await heading();
    expect(seen.gap, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
    expect(seen.bottom).toBeLessThanOrEqual(seen.screen);
    // Its icons are drawn, not characters many fonts lack (⏮ ⏸ ⏭ showed as empty boxes): each a visible shape.
    const icons = await bar.locator('svg[data-icon]').evaluateAll((l) => l.map((s) => [s.getAttribute('data-icon'), s.getBoundingClientRect().width > 0]));
    expect(icons).toEqual([
      ['previous', true],
      ['pause', true],
      ['next', true],
    ]);
    expect(await bar.textContent()).not.toMatch(/[⏮⏸⏭]/u);
    await bar.locator('[data-replay-pause]').click();
    const held = await activeStep(page);
    const progress = await bar.locator('[data-replay-progress]').textContent();
    await page.waitForTimeout(1500);
    expect(await activeStep(page)).toBe(held);
    expect(await bar.locator('[data-replay-progress]').textContent()).toBe(progress);
    await bar.locator('[data-replay-next]').click();
    await expect.poll(() => bar.locator('[data-replay-progress]').textContent()).not.toBe(progress);
    expect((await heading()).gap).toBeGreaterThanOrEqual(0);
    await bar.locator('[data-replay-previous]').click();
    await expect.poll(() => bar.locator('[data-replay-progress]').textContent()).toBe(progress);
    await bar.locator('[data-replay-speed]').selectOption('4');
    await bar.locator('[data-replay-play]').click();
    await expectActive(page, DECIDING);
    await expect.poll(() => page.locator(`[data-replay-done="${RULING}"]`).count()).toBe(1);
    expect(await bar.count()).toBe(0);
  }, 60_000);

  test('with reduced motion the replay goes straight to the deciding step', async () => {
    const { page } = await browser.open('/en/buddyfight/call/2.3');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.click(`[data-step-rulings] button[data-replay="${RULING}"]`);
    await expect.poll(() => page.locator(`[data-replay-done="${RULING}"]`).count(), { timeout: 1000 }).toBe(1);
    expect(await activeStep(page)).toBe(DECIDING);
    expect(await page.locator('[data-replay-controls]').count()).toBe(0);
  });
});
