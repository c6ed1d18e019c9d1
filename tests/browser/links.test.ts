import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { flows } from '@/machines';
import { MAX_WALK_CHARS, replay, serializeWalk } from '@/machines/engine/replay';
import { base, hydrated, useBrowser, waitInPage } from './fixtures';

const browser = useBrowser();

/** Every flow of every game in the registry, as "game/flow". */
const FLOWS = Object.keys(flows);

/** Everything the reader sees of a situation: position, choices, the whole board, setup, edits, open chart. */
async function seen(page: Page) {
  // An opened nested chart's drawing may still be loading, and the board and chart are drawn after the move's paint:
  // what the reader sees is the page once it has arrived and caught up.
  await waitInPage(
    page,
    () => !document.querySelector('[data-chart][aria-busy="true"], [data-chart][data-pending], [data-explorer][data-pending]'),
    undefined,
    {
      timeout: 15_000,
    },
  );
  return page.evaluate(() => {
    // Markup as a reader would compare it: attribute order (which differs between a server and a client render) and
    // React's <!-- --> separators do not count.
    const canon = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (n.nodeType !== Node.ELEMENT_NODE) return '';
      const el = n as Element;
      const attrs = [...el.attributes]
        .map((a) => `${a.name}="${a.value}"`)
        .sort()
        .join(' ');
      return `<${el.tagName.toLowerCase()} ${attrs}>${[...el.childNodes].map(canon).join('')}</>`;
    };
    const q = (s: string) => document.querySelector(s);
    return {
      step: q('[data-current-step]')?.getAttribute('data-current-step'),
      title: q('#step-title')?.textContent,
      crumb: q('[data-breadcrumb]')?.textContent ?? null,
      active: [...document.querySelectorAll('svg.chart [data-current="step"]')].map((e) => e.getAttribute('data-node')),
      choices: [...document.querySelectorAll('[data-step-panel] button[data-event]')].map((b) => b.getAttribute('data-event')),
      back: q('[data-nav="back"]')?.getAttribute('aria-disabled') === 'true',
      board: [...(q('[data-board]')?.childNodes ?? [])].map(canon).join(''),
      setup: q('[data-setup]')?.getAttribute('data-setup') ?? null,
      edited: [...document.querySelectorAll<HTMLInputElement>('[data-field]')].map((i) => `${i.dataset.field}=${i.type === 'checkbox' ? i.checked : i.value}`),
      opened: q('[data-chart-opened]')?.getAttribute('data-chart-opened') ?? null,
    };
  });
}

/** A small seeded generator, so a failure names a reproducible run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
}

/**
 * A random choice, clicked in the page (one round trip): this file is about what the link carries, not about the
 * pointer; focus.test.ts and the flow tests press the buttons as a reader does. Null at an end.
 */
async function choose(page: Page, r: () => number) {
  return page.evaluate((x) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-step-panel] button[data-event]')];
    if (!buttons.length) return null;
    const b = buttons[Math.floor(x * buttons.length)];
    b.click();
    return b.dataset.event ?? null;
  }, r());
}

/** Back, Restart or the like, if the page offers it enabled. */
async function nav(page: Page, which: 'back' | 'restart') {
  return page.evaluate((w) => {
    const b = document.querySelector<HTMLButtonElement>(`[data-nav="${w}"]`);
    if (!b || b.disabled || b.getAttribute('aria-disabled') === 'true') return false;
    b.click();
    return true;
  }, which);
}

/** Another board setup from the page's select, as a reader picks it. */
async function setup(page: Page, r: () => number) {
  const options = await page.locator('[data-setup-select] option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
  if (options.length < 2) return false;
  const now = await page.locator('[data-setup-select]').inputValue();
  const others = options.filter((o) => o !== now);
  await page.selectOption('[data-setup-select]', others[Math.floor(r() * others.length)]);
  return true;
}

/** One number of the board editor changed and applied, typed as a reader types it. */
async function edit(page: Page, r: () => number) {
  if (!(await page.locator('[data-setup-editor]').count())) return false;
  await page.locator('[data-setup-editor]').evaluate((d) => ((d as HTMLDetailsElement).open = true));
  const fields = page.locator('[data-setup-editor] input[type="number"]');
  const k = await fields.count();
  if (!k) return false;
  const f = fields.nth(Math.floor(r() * k));
  const [min, max, step] = await f.evaluate((i) => [
    Number((i as HTMLInputElement).min),
    Number((i as HTMLInputElement).max),
    Number((i as HTMLInputElement).step) || 1,
  ]);
  await f.fill(String(min + step * Math.floor(r() * (Math.floor((max - min) / step) + 1))));
  await page.click('[data-editor-apply]');
  return true;
}

/** A nested chart opened or folded from its box. */
async function toggle(page: Page, r: () => number) {
  const toggles = page.locator('svg.chart [data-toggle]');
  const n = await toggles.count();
  if (!n) return false;
  await toggles.nth(Math.floor(r() * n)).dispatchEvent('click');
  return true;
}

/**
 * Three positions copied on each flow, which between them make every kind of move that changes what a link must
 * carry: an end state; Restart after it, choices, then Back; and another setup with an edited board, choices and a
 * nested chart opened or folded (that link carries setup, edit, walk and open at once). Each move names itself in
 * the list it returns ('no …' where the flow does not offer it). Thousands of random positions of every flow are
 * checked in Node (tests/unit/exact-link.test.ts) on the same functions the page calls; here each kind goes through
 * the real page, clipboard and fresh load on every flow. Twenty random positions a flow here took six minutes of
 * the suite and covered no path these do not.
 */
const SCRIPTS: { name: string; run: (page: Page, r: () => number) => Promise<string[]> }[] = [
  {
    // Runs on to an end, so end states are copied too (first, under the default setup: some setups loop without one).
    name: 'end',
    run: async (page, r) => {
      const did: string[] = [];
      for (let k = 0; k < 80; k++) {
        const e = await choose(page, r);
        if (e === null) break;
        did.push('choices');
      }
      return [...did, 'end'];
    },
  },
  {
    name: 'restart, choices, back',
    run: async (page, r) => {
      const did = [(await nav(page, 'restart')) ? 'restart' : 'no restart'];
      for (let k = 0; k < 3; k++) did.push((await choose(page, r)) === null ? 'no choices' : 'choices');
      did.push((await nav(page, 'back')) ? 'back' : 'no back');
      return did;
    },
  },
  {
    name: 'setup, edit, chart',
    run: async (page, r) => {
      const did = [(await setup(page, r)) ? 'setup' : 'no setup', (await edit(page, r)) ? 'edit' : 'no edit'];
      for (let k = 0; k < 2; k++) did.push((await choose(page, r)) === null ? 'no choices' : 'choices');
      did.push((await toggle(page, r)) ? 'chart' : 'no chart');
      return did;
    },
  },
];

async function copyExact(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.click('[data-copy-link]');
  await page.click('[data-copy-exact]');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('Copy link → exact situation reopens the same board and position (issue 12.1)', () => {
  test.each(FLOWS)(
    'a position after each kind of move on %s',
    async (key) => {
      const [game, flow] = key.split('/');
      await browser.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
      const { page, errors } = await browser.open(`/en/${game}/${flow}`);
      const r = rng([...key].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
      const fresh = await browser.context().newPage();
      const done = new Set<string>();
      let ends = 0;
      for (const script of SCRIPTS) {
        const did = await script.run(page, r);
        for (const d of did) if (!d.startsWith('no ')) done.add(d);
        // Two frames: what the last move rendered has reached the page before it is read.
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const before = await seen(page);
        if (before.choices.length === 0) ends++;
        const at = `${key} ${script.name} after ${did.join(',')}`;
        const link = await copyExact(page);
        expect(link.startsWith(`${base()}/en/${game}/${flow}`), link).toBe(true);
        await fresh.goto(link, { waitUntil: 'load' });
        await hydrated(fresh);
        // The fresh page's own address is the link itself (nothing in it was ignored or tidied).
        await expect.poll(() => fresh.url(), { message: at }).toBe(link);
        expect(await fresh.locator('[data-walk-problem]').count()).toBe(0);
        expect(await seen(fresh), `${at}: ${link}`).toEqual(before);
      }
      await fresh.close();
      console.log(`${key}: ${[...done].join(', ')}; ${ends} at an end`);
      expect(ends).toBeGreaterThan(0);
      // Every move the page offers was made: choices, Back and Restart always; setup, editor and nested charts where the flow has them.
      for (const always of ['choices', 'end', 'restart', 'back']) expect([...done], key).toContain(always);
      if ((await page.locator('[data-setup-select] option').count()) > 1) expect([...done], key).toContain('setup');
      if (await page.locator('[data-setup-editor]').count()) expect([...done], key).toContain('edit');
      if (await page.locator('svg.chart [data-toggle]').count()) expect([...done], key).toContain('chart');
      expect(errors).toEqual([]);
    },
    300_000,
  );
});

// A looping flow can be walked on past what a link may carry (MAX_WALK_CHARS): the exact link would then reopen only
// the start of the walk. The menu says so before the reader sends it (the reopening itself: tests/unit/exact-link).
test('a walk longer than a link can carry: the Copy link menu says so; a shorter one does not', async () => {
  const def = flows['fftcg/interrupt'];
  const events: string[] = [];
  const next = () => {
    const choices = replay(def, events, 'open').choices;
    return choices[events.length % choices.length];
  };
  // The interrupt stack loops, so choices taken in turn go on until the walk nearly fills a link.
  while (serializeWalk(def, events, 'open').length <= MAX_WALK_CHARS - 120) events.push(next());
  const { page, errors } = await browser.open(`/en/fftcg/interrupt?setup=open&walk=${serializeWalk(def, events, 'open')}`);
  expect(await page.locator('[data-walk-problem]').count()).toBe(0);
  await page.click('[data-copy-link]');
  expect(await page.locator('[data-copy-too-long]').count()).toBe(0);
  await page.click('[data-copy-link]');
  while (serializeWalk(def, events, 'open').length <= MAX_WALK_CHARS) {
    const e = next();
    await page.locator(`[data-step-panel] button[data-event="${e}"]`).click();
    events.push(e);
  }
  await page.click('[data-copy-link]');
  await expect.poll(() => page.locator('[data-copy-too-long]').isVisible()).toBe(true);
  expect(await page.locator('[data-copy-too-long]').textContent()).toContain(MAX_WALK_CHARS.toLocaleString('en'));
  expect(errors).toEqual([]);
});
