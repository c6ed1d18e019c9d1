import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { base, useBrowser } from './fixtures';

const browser = useBrowser();

const step = (page: Page) => page.locator('[data-current-step]').getAttribute('data-current-step');
const here = (page: Page) => page.url().slice(base().length);
const choices = (page: Page) => page.locator('[data-step-panel] button[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')));

// A judge's audit: the attack phase's first real choice (2.1, attack or not) comes nine "Continue" presses in. Read off
// the chart by hand: 1.1, 1.1.1, 1.1.2 and 1.2 go on with next; 1.3's play timing (its rules check, the turn fighter
// passes, the other fighter passes, its end); 1.4's rules check.
test('on a phone, Go to the next choice passes the nine steps to 2.1 as one history entry; one browser Back returns', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase', { width: 360, height: 740 });
  expect(await step(page)).toBe('1.1');
  const start = here(page);
  expect(await choices(page)).toEqual(['next']);

  const skip = page.locator('[data-step-panel] button[data-skip]');
  expect(await skip.getAttribute('data-skip')).toBe('9');
  expect(await skip.getAttribute('data-skip-to')).toBe('2.1');
  // Its name says how far it goes and where it stops.
  const name = (await skip.textContent()) ?? '';
  expect(name).toContain('Go to the next choice');
  expect(name).toContain('passes 9 steps, stops at Step 2.1');
  // Secondary, under the one Continue: the choice stays where it was.
  const go = (await page.locator('[data-step-panel] button[data-event="next"]').boundingBox())!;
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(go.y + go.height);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  const entries = await page.evaluate(() => history.length);
  await skip.click();
  await expect.poll(() => step(page)).toBe('2.1');
  // Every step passed is in the walk (the page's Back steps back through them), written out in full.
  await expect.poll(() => new URL(page.url()).searchParams.get('walk')).toBe('next.next.next.next.next.turn-passes.pass.next.next');
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  // Where it stopped, a real choice: two ways on, and no skip offered.
  expect(await choices(page)).toEqual(['attack', 'no-attack']);
  expect(await skip.count()).toBe(0);
  // Said to a screen reader: the steps passed, then the step it stopped at.
  const said = (await page.locator('[data-step-announce]').textContent()) ?? '';
  expect(said).toContain('Passed 9 steps');
  expect(said).toContain((await page.locator('#step-title').textContent())!);
  // Focus waits on the first of the choices.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-event'))).toBe('attack');

  await page.goBack();
  await expect.poll(() => step(page)).toBe('1.1');
  expect(here(page)).toBe(start);
  expect(errors).toEqual([]);
});
