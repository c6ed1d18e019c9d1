import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { boardValue, expectActive, hydrated, useBrowser, walkParam } from './fixtures';

const browser = useBrowser();
const box = (page: Page, step: string) => page.locator(`svg.chart g[data-step="${step}"][data-node] a`).first();

describe('chart clicks keep the situation (issue 12.3)', () => {
  test('a box on the walk goes back there; Forward returns to the same Buddy Call with its Counter', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/call?walk=buddy-call.pay.counter-used');
    await expectActive(page, '2.2');
    await box(page, '1.4').click();
    await expectActive(page, '1.4');
    expect(await walkParam(page)).toBe('buddy-call');
    expect(await page.locator('[data-notice="went-back"]').textContent()).toContain('1.4');
    await page.click('[data-nav="forward"]');
    await expectActive(page, '1.5');
    expect(await boardValue(page, 'buddyCall')).toBe('this-call');
    await box(page, '2.2').click();
    await expectActive(page, '2.2');
    expect(await walkParam(page)).toBe('buddy-call.pay.counter-used');
    expect(errors).toEqual([]);
  });

  test('a box ahead goes on from the current situation and says how many steps', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=buddy-call');
    await expectActive(page, '1.4');
    await box(page, '3.1').click();
    await expectActive(page, '3.1');
    expect(await walkParam(page)).toMatch(/^buddy-call\./);
    expect(await page.locator('[data-notice="went-on"]').textContent()).toMatch(/\d+ steps/);
  });

  test('a box no way on leads to keeps the reader’s area and says the board changed', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=next.center');
    await page.click('button[data-event="normal-call"]');
    await expectActive(page, '1.4');
    await box(page, '1.5').click();
    await expectActive(page, '1.5');
    expect(await page.locator('[data-notice="rewound"]').textContent()).toContain('board changed');
    expect(await page.locator('[data-slot="center"]').getAttribute('data-marked')).toBe('true');
    // The walk the notice describes is in the address bar, ready to share (center is 1.2's default, so unwritten).
    expect(await walkParam(page)).toBe('buddy-call.pay');
  });
});

// An end is drawn beside each step that reaches it; clicking a copy the current situation cannot reach said so with
// the machine's own id ("call.gameOver cannot be reached …", found by an audit) instead of the end's name.
test('a notice after clicking an end names the end in words, never by its internal id', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/call?walk=left');
  const ends = page.locator('svg.chart g[data-end="game-over"][data-node] [role="button"]');
  const n = await ends.count();
  expect(n).toBeGreaterThan(1);
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      await page.goto(page.url().replace(/\?.*$/, '?walk=left'));
      await hydrated(page);
    }
    await ends.nth(i).dispatchEvent('click');
    const notice = page.locator('[data-notice]');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    seen.push(text);
    expect(text).not.toMatch(/call\.|gameOver/);
    expect(text).toContain('Game over');
  }
  expect(seen.length).toBe(n);
  expect(errors).toEqual([]);
});
