import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { flows } from '@/machines';
import { base, hydrated, useBrowser } from './fixtures';

const browser = useBrowser();

/** Every flow of every game in the registry, as "game/flow". */
const FLOWS = Object.keys(flows);
const POSITIONS = 20;

/** Everything the reader sees of a situation: position, choices, the whole board, setup, edits, open chart. */
async function seen(page: Page) {
  // An opened nested chart's drawing may still be loading: what the reader sees is the chart once it has arrived.
  await page.waitForFunction(() => !document.querySelector('[data-chart][aria-busy="true"]'), undefined, { timeout: 15_000 });
  return page.evaluate(() => {
    // Markup as a reader would compare it: attribute order (which differs between a server and a client render) and
    // React's <!-- --> separators do not count.
    const canon = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (n.nodeType !== Node.ELEMENT_NODE) return '';
      const el = n as Element;
      const attrs = [...el.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ');
      return `<${el.tagName.toLowerCase()} ${attrs}>${[...el.childNodes].map(canon).join('')}</>`;
    };
    const q = (s: string) => document.querySelector(s);
    return {
      step: q('[data-current-step]')?.getAttribute('data-current-step'),
      title: q('#step-title')?.textContent,
      crumb: q('[data-breadcrumb]')?.textContent ?? null,
      active: [...document.querySelectorAll('[aria-current="step"]')].map((e) => e.getAttribute('data-node')),
      choices: [...document.querySelectorAll('[data-step-panel] button[data-event]')].map((b) => b.getAttribute('data-event')),
      back: (q('[data-nav="back"]') as HTMLButtonElement | null)?.disabled,
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

/** One random thing a reader might do: mostly a choice, sometimes Back, a nested chart, a setup or an edit. */
async function act(page: Page, r: () => number) {
  const choices = page.locator('[data-step-panel] button[data-event]');
  const n = await choices.count();
  const x = r();
  if (x < 0.04 && (await page.locator('[data-setup-select] option').count()) > 1) {
    const options = await page.locator('[data-setup-select] option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    await page.selectOption('[data-setup-select]', options[Math.floor(r() * options.length)]);
    return 'setup';
  }
  if (x < 0.08 && (await page.locator('[data-setup-editor]').count())) {
    await page.locator('[data-setup-editor]').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    const fields = page.locator('[data-setup-editor] input[type="number"]');
    const k = await fields.count();
    if (k) {
      const f = fields.nth(Math.floor(r() * k));
      const [min, max, step] = await f.evaluate((i) => [Number((i as HTMLInputElement).min), Number((i as HTMLInputElement).max), Number((i as HTMLInputElement).step) || 1]);
      await f.fill(String(min + step * Math.floor(r() * (Math.floor((max - min) / step) + 1))));
      await page.click('[data-editor-apply]');
      return 'edit';
    }
  }
  if (x < 0.12 && (await page.locator('[data-toggle]').count())) {
    const toggles = page.locator('[data-toggle]');
    await toggles.nth(Math.floor(r() * (await toggles.count()))).dispatchEvent('click');
    return 'chart';
  }
  if ((x < 0.2 || n === 0) && (await page.locator('[data-nav="back"]').isEnabled())) {
    // At an end, half the time start over so walks reach ends often and go on afterwards.
    await page.click(n === 0 && r() < 0.5 ? '[data-nav="restart"]' : '[data-nav="back"]');
    return 'back';
  }
  if (n === 0) return 'none';
  await choices.nth(Math.floor(r() * n)).click();
  return 'choose';
}

async function copyExact(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.click('[data-copy-link]');
  await page.click('[data-copy-exact]');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('Copy link → exact situation reopens the same board and position (issue 12.1)', () => {
  test.each(FLOWS)('20 random positions of %s', async (key) => {
    const [game, flow] = key.split('/');
    await browser.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    const { page, errors } = await browser.open(`/en/${game}/${flow}`);
    const r = rng([...key].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
    const fresh = await browser.context().newPage();
    const ends: { count: number; other?: number } = { count: 0 };
    for (let i = 0; i < POSITIONS; i++) {
      const steps = 1 + Math.floor(r() * 5);
      const did: string[] = [];
      for (let k = 0; k < steps; k++) did.push(await act(page, r));
      // Every seventh position runs on to an end, so end states are copied too.
      for (let k = 0; i % 7 === 6 && k < 80 && (await page.locator('[data-step-panel] button[data-event]').count()); k++) {
        const choices = page.locator('[data-step-panel] button[data-event]');
        await choices.nth(Math.floor(r() * (await choices.count()))).click();
        did.push('choose');
      }
      const before = await seen(page);
      if (before.choices.length === 0) ends.count++;
      if (did.some((d) => d !== 'choose' && d !== 'none')) ends.other = (ends.other ?? 0) + 1;
      const link = await copyExact(page);
      expect(link.startsWith(`${base()}/en/${game}/${flow}`), link).toBe(true);
      await fresh.goto(link, { waitUntil: 'load' });
      await hydrated(fresh);
      // The fresh page's own address is the link itself (nothing in it was ignored or tidied).
      await expect.poll(() => fresh.url(), { message: `${key} #${i} after ${did.join(',')}` }).toBe(link);
      expect(await fresh.locator('[data-walk-problem]').count()).toBe(0);
      expect(await seen(fresh), `${key} #${i} after ${did.join(',')}: ${link}`).toEqual(before);
    }
    await fresh.close();
    await page.close();
    console.log(`${key}: ${POSITIONS} positions, ${ends.count} at an end, ${ends.other ?? 0} after Back/setup/edit/chart`);
    expect(ends.count).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);
});
