import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { base, hydrated, useBrowser } from './fixtures';

const browser = useBrowser();

const step = (page: Page) => page.locator('[data-current-step]').getAttribute('data-current-step');
/** How the tab must name the step: its heading, and in a nested chart the breadcrumb too. */
const named = async (page: Page) => [
  await page.locator('#step-title').textContent(),
  (await page.locator('[data-breadcrumb]').count()) ? await page.locator('[data-breadcrumb]').textContent() : '',
];
async function expectTitleNamesStep(page: Page, settle = false) {
  const title = settle ? await settledTitle(page) : await page.title();
  for (const part of await named(page)) expect(title).toContain(part!.trim());
}
const here = (page: Page) => page.url().slice(base().length);

/** Waits out Next's late metadata commit, which used to put the flow's static title back over the step's. */
async function settledTitle(page: Page) {
  await page.waitForTimeout(1500);
  return page.title();
}

describe('history follows the steps (issue 12.2)', () => {
  test.each(['buddyfight/call', 'fftcg/turn', 'goda/turn'])(
    '%s: each step is an entry; Back/Forward step, reload restores, Back from the start leaves',
    async (flow) => {
      const { page, errors } = await browser.open(`/en/${flow.split('/')[0]}`);
      // Stepping, Back, Forward and reload are the site's own; Next's router must never fetch a page's RSC payload
      // for them (the export no longer ships those files: scripts/prune-rsc.mjs).
      const payloads: string[] = [];
      page.on('request', (r) => {
        if (/\.txt(\?|$)|[?&]_rsc=/.test(r.url())) payloads.push(r.url());
      });
      await page.goto(`${base()}/en/${flow}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const flowTitle = (await page.locator('h1').first().textContent())!.trim();
      const first = await step(page);
      await expectTitleNamesStep(page, true);
      const length = await page.evaluate(() => history.length);

      // Four steps, each its own history entry, each with the step in the title.
      const seen = [{ url: here(page), step: first }];
      for (let i = 0; i < 4; i++) {
        const choice = page.locator('[data-step-panel] button[data-event]').first();
        if (!(await choice.count())) break;
        await choice.click();
        await expect.poll(() => page.evaluate(() => history.length)).toBe(length + seen.length);
        seen.push({ url: here(page), step: await step(page) });
        await expectTitleNamesStep(page);
        expect(await page.title()).toContain(flowTitle);
      }
      expect(seen.length).toBeGreaterThan(2);
      expect(new Set(seen.map((s) => s.url)).size).toBe(seen.length);

      // Back and Forward move through the walk.
      await page.goBack();
      await expect.poll(() => here(page)).toBe(seen.at(-2)!.url);
      await expect.poll(() => step(page)).toBe(seen.at(-2)!.step);
      await page.goForward();
      await expect.poll(() => step(page)).toBe(seen.at(-1)!.step);
      await page.goBack();
      await page.goBack();
      await expect.poll(() => step(page)).toBe(seen.at(-3)!.step);

      // A reload restores the step, and the tab still names it.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      await expect.poll(() => step(page)).toBe(seen.at(-3)!.step);
      await expectTitleNamesStep(page, true);

      // Back to the first step, then Back once more leaves the flow for the page before it.
      for (let i = seen.length - 3; i > 0; i--) await page.goBack();
      await expect.poll(() => step(page)).toBe(first);
      expect(here(page)).toBe(seen[0].url);
      await page.goBack();
      await expect.poll(() => here(page)).toBe(`/en/${flow.split('/')[0]}`);
      expect(errors).toEqual([]);
      expect(payloads).toEqual([]);
    },
  );
});
