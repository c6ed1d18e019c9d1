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

/** The page's own Back or Forward, pressed as a reader presses it. */
const nav = (page: Page, which: 'back' | 'forward') => page.click(`[data-nav="${which}"]`);

/** Takes the first choice `n` times, each step its own entry; gives each step's address and number, the start first. */
async function walk(page: Page, n: number) {
  const length = await page.evaluate(() => history.length);
  const seen = [{ url: here(page), step: await step(page) }];
  for (let i = 0; i < n; i++) {
    await page.locator('[data-step-panel] button[data-event]').first().click();
    await expect.poll(() => page.evaluate(() => history.length)).toBe(length + i + 1);
    seen.push({ url: here(page), step: await step(page) });
  }
  return seen;
}

async function expectAt(page: Page, at: { url: string; step: string | null }) {
  await expect.poll(() => here(page)).toBe(at.url);
  await expect.poll(() => step(page)).toBe(at.step);
}

/**
 * The page's own Back and Forward are the browser's: where the history entry next to the current one holds the step
 * they move to (the reader took that step, or came back from it, in this page), they go to that entry, so the
 * browser's Back and Forward afterwards go on from there and no entry is added. Where it does not (a link opened in
 * the middle of a walk, a browser without the Navigation API), they move and rewrite the current entry: still no
 * entry is added. Before, each press pushed an entry, so after the page's Back the browser's Back went forward again
 * and the history grew step 1, step 2, step 1 …
 */
describe("the page's own Back and Forward add no history entries", () => {
  test('they move through the entries the steps made, as the browser does; a new step after Back cuts the rest', async () => {
    const { page, errors } = await browser.open('/en/buddyfight');
    await page.goto(`${base()}/en/buddyfight/call`, { waitUntil: 'load' });
    await hydrated(page);
    const length = await page.evaluate(() => history.length);
    const seen = await walk(page, 3);

    // Back twice, the second press before the first has reached the address bar: two entries back, none added.
    await page.locator('[data-nav="back"]').evaluate((b: HTMLElement) => (b.click(), b.click()));
    await expectAt(page, seen[1]);
    expect(await page.evaluate(() => history.length)).toBe(length + 3);
    // The browser's Back goes on back from there, and its Forward retraces what the page's Back undid.
    await page.goBack();
    await expectAt(page, seen[0]);
    await nav(page, 'forward');
    await expectAt(page, seen[1]);
    await page.goForward();
    await expectAt(page, seen[2]);
    await page.keyboard.press('ArrowRight');
    await expectAt(page, seen[3]);
    expect(await page.evaluate(() => history.length)).toBe(length + 3);
    await page.goBack();
    await expectAt(page, seen[2]);

    // A different choice after Back is a new entry in place of the steps undone.
    await nav(page, 'back');
    await expectAt(page, seen[1]);
    const other = page.locator('[data-step-panel] button[data-event]').nth(1);
    await other.click();
    await expect.poll(() => here(page)).not.toBe(seen[1].url);
    const branched = here(page);
    expect(branched).not.toBe(seen[2].url);
    expect(await page.evaluate(() => history.length)).toBe(length + 2);
    await page.goBack();
    await expectAt(page, seen[1]);
    await page.goForward();
    await expect.poll(() => here(page)).toBe(branched);
    expect(errors).toEqual([]);
  });

  test('a link into the middle of a walk: Back and Forward rewrite its entry, and the browser’s Back leaves', async () => {
    const { page, errors } = await browser.open('/en/buddyfight');
    await page.goto(`${base()}/en/buddyfight/call?walk=next.center`, { waitUntil: 'load' });
    await hydrated(page);
    const length = await page.evaluate(() => history.length);
    const opened = { url: here(page), step: await step(page) };
    await nav(page, 'back');
    await nav(page, 'back');
    await expectAt(page, { url: '/en/buddyfight/call', step: '1.1' });
    await nav(page, 'forward');
    await expect.poll(() => here(page)).toBe('/en/buddyfight/call?walk=next');
    await nav(page, 'forward');
    await expectAt(page, opened);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await expect.poll(() => here(page)).toBe('/en/buddyfight');
    expect(errors).toEqual([]);
  });

  test('without the Navigation API they rewrite the current entry', async () => {
    // A page of its own: the script that hides the API stays with the page (fixtures.ts, recycle).
    const page = await browser.context().newPage();
    try {
      await page.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined, configurable: true }));
      await page.goto(`${base()}/en/buddyfight/call`, { waitUntil: 'load' });
      await hydrated(page);
      expect(await page.evaluate(() => typeof (window as { navigation?: unknown }).navigation)).toBe('undefined');
      const length = await page.evaluate(() => history.length);
      const seen = await walk(page, 3);
      await nav(page, 'back');
      await nav(page, 'back');
      await expectAt(page, seen[1]);
      expect(await page.evaluate(() => history.length)).toBe(length + 3);
      // The entries below the rewritten one are the steps as they were taken.
      await page.goBack();
      await expectAt(page, seen[2]);
      await page.goForward();
      await expectAt(page, seen[1]);
      await nav(page, 'forward');
      await expectAt(page, seen[2]);
      expect(await page.evaluate(() => history.length)).toBe(length + 3);
    } finally {
      await page.close();
    }
  });
});

/**
 * Which of the reader's moves add a history entry (the rule: machines/engine/explorer-history.ts). A new place does — a
 * choice, a chart box, Restart — and the browser's Back returns from it to where the reader was. Another situation — the
 * edition, the setup, the numbers — does too, one entry for a run of changes of one kind (a keyboard reader arrowing
 * through the options makes one), so the browser's Back undoes the change and leaves the reader on their step. The same
 * place seen another way — a nested chart opened or folded — rewrites the entry the reader is on.
 */
describe('a new place or another situation adds a history entry; the same place seen another way rewrites it', () => {
  test('attack phase: a run of editions, a run of setups, a choice, a chart box and Restart add one each; a nested chart none', async () => {
    const { page, errors } = await browser.open('/en/buddyfight');
    // Attacker defense 4000 against a Counterattack monster of power 4000, walked to ③ 3.2.2 (editions.test.ts).
    await page.goto(`${base()}/en/buddyfight/attack-phase?setup=counterattack-tie&walk=attack.pick-center.target-center${'.next'.repeat(9)}`, {
      waitUntil: 'load',
    });
    await hydrated(page);
    await expect.poll(() => step(page)).toBe('3.2.2');
    const length = await page.evaluate(() => history.length);
    const entries = () => page.evaluate(() => history.length);
    const param = (name: string) => new URL(page.url()).searchParams.get(name);

    // The edition: the same step under other rules, one entry; passing back and forth over the options adds no more.
    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => param('edition')).toBe('en-2014');
    await expect.poll(entries).toBe(length + 1);
    await page.click('input[data-edition="jp"]');
    await expect.poll(() => param('edition')).toBeNull();
    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => param('edition')).toBe('en-2014');
    expect(await entries()).toBe(length + 1);
    // A nested chart opened, then folded: the same step, drawn another way.
    await page.locator('svg.chart [data-toggle="2.5"]').click();
    await expect.poll(() => param('open')).toBe('2.5');
    await page.locator('svg.chart [data-toggle="2.5"][aria-expanded="true"]').click({ timeout: 15_000 });
    await expect.poll(() => param('open')).toBe('none');
    expect(await entries()).toBe(length + 1);
    const folded = here(page);
    // Another board, then the first again: one entry; the explorer keeps the step, and the whole walk comes back.
    await page.selectOption('[data-setup-select]', 'basic');
    await expect.poll(() => param('setup')).toBe('basic');
    await expect.poll(entries).toBe(length + 2);
    await page.selectOption('[data-setup-select]', 'counterattack-tie');
    await expect.poll(() => param('setup')).toBe('counterattack-tie');
    await expect.poll(() => step(page)).toBe('3.2.2');
    expect(await entries()).toBe(length + 2);
    const at322 = here(page);
    expect(new URL(base() + at322).searchParams.get('edition')).toBe('en-2014');

    // A choice is a new place; the browser's Back returns to 3.2.2 as the reader left it, under the edition they chose.
    await page.click('[data-step-panel] button[data-event="next"]');
    await expect.poll(entries).toBe(length + 3);
    const after = { url: here(page), step: await step(page) };
    expect(after.step).not.toBe('3.2.2');
    await page.goBack();
    await expectAt(page, { url: at322, step: '3.2.2' });
    expect(await page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);
    // Back again undoes the setups (the entry the fold rewrote), and again the editions: 3.2.2 each time.
    await page.goBack();
    await expectAt(page, { url: folded, step: '3.2.2' });
    await page.goBack();
    await expect.poll(() => param('edition')).toBeNull();
    await expect.poll(() => step(page)).toBe('3.2.2');
    expect(param('setup')).toBe('counterattack-tie');
    expect(await page.locator('input[data-edition="jp"]').isChecked()).toBe(true);
    for (let i = 0; i < 3; i++) await page.goForward();
    await expectAt(page, after);

    // A chart box is a new place, even one on the walk: the browser's Back returns to where the reader was.
    await page.locator('svg.chart g[data-step="2.1"][data-node] a').first().click();
    await expect.poll(() => step(page)).toBe('2.1');
    await expect.poll(entries).toBe(length + 4);
    await page.goBack();
    await expectAt(page, after);

    // Restart throws the walk away (the page's Forward has nothing left): the browser's Back brings it back.
    await page.click('[data-nav="restart"]');
    await expect.poll(() => param('walk')).toBeNull();
    expect(await page.locator('[data-nav="forward"]').getAttribute('aria-disabled')).toBe('true');
    await page.goBack();
    await expectAt(page, after);
    expect(errors).toEqual([]);
  });

  // Found by an audit: the edition rewrote the entry, so after it the page's Back stepped back under the new edition
  // while the browser's Back went to the step before, written under the old one: it undid the rules and the step.
  test("after another edition the browser's Back undoes it, on the same step; the page's Back steps back under it", async () => {
    const { page, errors } = await browser.open('/en/buddyfight');
    await page.goto(`${base()}/en/buddyfight/attack-phase`, { waitUntil: 'load' });
    await hydrated(page);
    const length = await page.evaluate(() => history.length);
    const seen = await walk(page, 3);
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => param('edition')).toBe('en-2014');
    await expect.poll(() => page.evaluate(() => history.length)).toBe(length + 4);
    const switched = here(page);
    expect(await step(page)).toBe(seen[3].step);

    // The browser's Back: the same step, under the edition before.
    await page.goBack();
    await expectAt(page, seen[3]);
    expect(await page.locator('input[data-edition="jp"]').isChecked()).toBe(true);
    await page.goForward();
    await expectAt(page, { url: switched, step: seen[3].step });
    expect(await page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);

    // The page's Back: the step before, still under the edition chosen; no entry added.
    await nav(page, 'back');
    await expect.poll(() => step(page)).toBe(seen[2].step);
    expect(param('edition')).toBe('en-2014');
    expect(await page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(length + 4);
    expect(errors).toEqual([]);
  });
});

// Found by an audit: Restart on a step's own page left its address as it was (/fftcg/turn/4.1), which opens on 4.1:
// reloading, or the browser's Back to that entry, showed 4.1 and not the start the reader had gone back to.
test("Restart on a step's own page: the address says the start, and reloading keeps it there", async () => {
  const { page, errors } = await browser.open('/en/fftcg/turn/4.1');
  await expect.poll(() => step(page)).toBe('4.1>1');
  await page.click('[data-nav="restart"]');
  await expect.poll(() => step(page)).toBe('1');
  await expect.poll(() => new URL(page.url()).searchParams.get('walk')).toBe('');
  await page.reload();
  await hydrated(page);
  await expect.poll(() => step(page)).toBe('1');
  // A step on, and the browser's Back: the start again, not the page's own step.
  await page.click('[data-step-panel] button[data-event]');
  await expect.poll(() => step(page)).toBe('2');
  await page.goBack();
  await expect.poll(() => step(page)).toBe('1');
  expect(errors).toEqual([]);
});
