import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectActive, useBrowser } from './fixtures';

const browser = useBrowser();

/** Which control has focus, by its data attribute; "body" when focus fell off. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.dataset.nav
      ? `nav:${el.dataset.nav}`
      : el.dataset.event
        ? `event:${el.dataset.event}`
        : el.dataset.toggle
          ? `toggle:${el.dataset.toggle}`
          : el.tagName;
  });
const live = (page: Page) => page.locator('[data-step-panel] [aria-live="polite"]').textContent();

describe('focus stays on a sensible control and the new step is announced (issue 10.7)', () => {
  test('a number key pressed with nothing focused', async () => {
    const { page } = await browser.open('/en/buddyfight/call');
    await page.keyboard.press('1');
    await expectActive(page, '1.2');
    await expect.poll(() => focused(page)).toMatch(/^event:/);
    expect(await live(page)).toContain('1.2');
  });

  // Found by an audit: the Replay button disables itself while its replay runs, and focus fell to the first choice,
  // where the next Space or Enter took a step and ended the replay.
  test('starting a replay from the keyboard puts focus on its pause button', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/rulings/call-q1');
    await page.focus('[data-explorer] button[data-replay="call-q1"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-replay-pause'))).toBe(true);
    await page.keyboard.press('Space');
    // Space paused it; the replay goes on being shown, and no step was taken by hand.
    await expect.poll(() => page.locator('[data-replay-play]').count()).toBe(1);
    expect(await page.locator('[data-replay-controls]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('Back becomes disabled at the start: focus moves to Forward', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=next');
    await expectActive(page, '1.2');
    await page.focus('[data-nav="back"]');
    await page.keyboard.press('Enter');
    await expectActive(page, '1.1');
    await expect.poll(() => focused(page)).toBe('nav:forward');
    expect(await live(page)).toContain('1.1');
  });

  test('Forward becomes disabled at the end of the walk: focus moves to Back', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=next.center');
    await page.click('[data-nav="back"]');
    await expectActive(page, '1.2');
    await page.focus('[data-nav="forward"]');
    await page.keyboard.press('Enter');
    await expectActive(page, '1.3');
    await expect.poll(() => focused(page)).toBe('nav:back');
  });

  test('an end state, reached by the keyboard, keeps focus in the panel and announces the end', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=buddy-call.pay.counter-used.nullified');
    await expectActive(page, '2.4');
    await page.focus('button[data-event="next"]');
    await page.keyboard.press('Enter');
    await expectActive(page, 'end:cancelled');
    await expect.poll(() => focused(page)).toBe('nav:back');
    expect((await live(page))?.length).toBeGreaterThan(0);
  });

  test('opening a nested chart from the keyboard keeps focus on its toggle', async () => {
    const { page } = await browser.open('/en/buddyfight/attack-phase');
    const toggle = page.locator('svg.chart [data-toggle]').first();
    const step = await toggle.getAttribute('data-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-chart-opened]').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe(`toggle:${step}`);
  });
});
