import AxeBuilder from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { VIEWPORT, launch } from './chromium';

export const base = () => inject('baseURL');

/** The page events a test may listen to; 'close' and 'crash' are left alone (Playwright listens to them itself). */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/**
 * Makes a page a test has finished with as good as a new one for the next test: its document gone (to about:blank, so
 * no timer or observer of it runs on), the listeners tests added removed, and the window size, media emulation and
 * mouse a new page starts with. A new page and its closing cost about as much CPU as a small page's load (measured:
 * ~60 ms, a 404 page's load ~50 ms); the reset costs less than half that, and the browser tests open hundreds of pages
 * (three files that open about a hundred: 51.2 -> 47.2 CPU seconds). What a reset cannot undo a test must not do to a
 * page it got from open() (init scripts, routes or bindings on the page itself, a CDP session left attached): it
 * closes such a page itself, or works in the context. Returns false, having closed the page, if it could not be reset.
 */
async function recycle(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  try {
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await page.goto('about:blank');
    await page.emulateMedia({ media: null, colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' });
    const size = page.viewportSize();
    if (size?.width !== VIEWPORT.width || size.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
    await page.mouse.move(0, 0);
    return true;
  } catch {
    await page.close().catch(() => undefined);
    return false;
  }
}

/**
 * One Chromium per test file; each test opens its pages with open() and checks they logged no errors. When the test
 * ends, its pages are reset and kept for the tests after it (recycle). Left running instead, every earlier test's
 * pages went on running their timers and observers beside the later tests, on the same two cores. A failed test's
 * pages are closed, not reused: what state it left them in is unknown, and its retry starts clean.
 */
export function useBrowser(options: Parameters<typeof launch>[0] = {}) {
  const state: { context?: BrowserContext; close?: () => Promise<void> } = {};
  const opened: Page[] = [];
  const spare: Page[] = [];
  beforeAll(async () => {
    Object.assign(state, await launch({ warm: base() + '/favicon.png', ...options }));
  });
  afterEach(async ({ task }) => {
    const pages = opened.splice(0);
    if (task.result?.state === 'fail') await Promise.all(pages.map((p) => p.close().catch(() => undefined)));
    else for (const p of pages) if (await recycle(p)) spare.push(p);
  });
  afterAll(async () => {
    await state.close?.();
  });
  return {
    async open(path: string, opts: { width?: number; height?: number; allowErrors?: boolean } = {}) {
      const page = spare.pop() ?? (await state.context!.newPage());
      opened.push(page);
      if (opts.width) await page.setViewportSize({ width: opts.width, height: opts.height ?? 800 });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !opts.allowErrors) errors.push(m.text());
      });
      // 'load' then hydration, not 'networkidle': that waits out half a second of quiet on every one of
      // hundreds of page opens, and a test that needs a later fetch (a chart drawing, the search index) waits for
      // what it shows instead.
      const response = await page.goto(base() + path, { waitUntil: 'load' });
      await hydrated(page);
      return { page, response, errors };
    },
    context: () => state.context!,
  };
}

/** Runs in the page: resolves true once test(arg) holds, checked once a frame, or false when ms have passed. */
function pollInPage(test: (arg: unknown) => unknown, arg: unknown, ms: number): Promise<boolean> {
  return new Promise((ok) => {
    const end = performance.now() + ms;
    const check = () => {
      if (test(arg)) ok(true);
      else if (performance.now() > end) ok(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Waits until predicate(arg) holds in the page, checked once a frame, as page.waitForFunction does. That one first
 * installs Playwright's injected script in the page's own world, about 25 ms of CPU for every document it waits in
 * (measured: a 404 page's load and wait 90 -> 64 ms, a flow page's 175 -> 150), and the browser tests wait on nearly
 * every page they load. This sends only the two small functions, as one expression (page.evaluate compiles it; the
 * page's CSP would refuse a new Function). A navigation while waiting starts the wait again in the new document.
 */
export async function waitInPage<A>(page: Page, predicate: (arg: A) => unknown, arg?: A, { timeout = 30_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = Math.max(0, deadline - Date.now());
    try {
      if (await page.evaluate(`(${pollInPage.toString()})(${predicate.toString()}, ${JSON.stringify(arg ?? null)}, ${left})`)) return;
      break;
    } catch (e) {
      if (!/Execution context was destroyed|navigat/i.test((e as Error).message) || Date.now() >= deadline) throw e;
      await page.waitForLoadState('domcontentloaded', { timeout: Math.max(1, deadline - Date.now()) });
    }
  }
  throw new Error(`waitInPage: ${timeout} ms passed before this held: ${predicate.toString()}`);
}

/** Waits until React has taken over the page, so clicks reach handlers. */
export async function hydrated(page: Page) {
  await waitInPage(page, () => {
    const el = document.readyState === 'complete' && document.querySelector('[data-explorer], [data-not-found], main');
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  });
  // Hydrated markup can come a moment before the effects that attach listeners (the number keys): two frames later
  // they have run, as they have for a reader who is not pressing a key within milliseconds of the load.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

export async function activeStep(page: Page) {
  return page
    .locator('svg.chart [data-current="step"]')
    .first()
    .evaluate((el) => el.getAttribute('data-step') ?? `end:${el.getAttribute('data-end')}`);
}

export async function expectActive(page: Page, step: string) {
  await expect.poll(() => activeStep(page), { timeout: 10_000 }).toBe(step);
}

/**
 * Waits until the parts that follow a step (board, chart, rulings on the step, step list: FlowContext.tsx,
 * useSettledWalk) show it: they are drawn a paint after the step panel, and the explorer is marked data-pending until then.
 */
export async function caughtUp(page: Page) {
  await waitInPage(page, () => !document.querySelector('[data-explorer][data-pending], [data-chart][data-pending]'), undefined, { timeout: 10_000 });
}

export async function boardValue(page: Page, key: string) {
  await caughtUp(page);
  return page.locator(`[data-board-section="${key}"] dd`).getAttribute('data-value');
}

/**
 * axe's violations only: leaving out the list of passes makes each run several times faster on a big chart page.
 * Legacy mode runs axe.run() in the page itself; the default mode opened a new blank page (a new renderer) for
 * every check to merge results from frames, and our pages have none, which the first line makes sure of (legacy
 * mode would still test same-origin frames, only not cross-origin ones).
 */
export async function axe(page: Page) {
  return (await axeRun(page)).violations;
}

/**
 * axe's colour rules (its category cat.color, less the AAA contrast rule axe leaves off by default): all that can
 * change between the light and dark schemes, which differ only in colour (tests/unit/theme-tokens.test.ts).
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe's violations (of the given rules only, when named), and, when asked for, the selectors of the texts its colour-contrast rule left undecided
 * ("incomplete": it could not tell what lies behind them), for contrast.ts to judge.
 */
export async function axeRun(page: Page, { undecidedContrast = false, rules }: { undecidedContrast?: boolean; rules?: readonly string[] } = {}) {
  expect(page.frames().length, 'a page with frames: check whether axe covers them').toBe(1);
  // axe-core's 1.3 MB source is sent and parsed once per page, not twice per check: once the page has it, the
  // builder is handed an empty script in its place (its configure and run calls still go to the page's axe).
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  const builder = new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) });
  if (rules) builder.withRules([...rules]);
  const result = await builder
    .options({ resultTypes: undecidedContrast ? ['violations', 'incomplete'] : ['violations'] })
    .setLegacyMode()
    .analyze();
  return {
    violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    undecidedContrast: undecidedContrast
      ? result.incomplete.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
      : [],
  };
}

/**
 * Waits for the work the page leaves for after its paint (app/lib/after-paint.ts: a frame, then a task at background
 * priority): queued the same way, this runs after it.
 */
export async function afterPaintDone(page: Page) {
  await page.evaluate(
    () =>
      new Promise((ok) =>
        requestAnimationFrame(() => {
          const postTask = (window as { scheduler?: { postTask?: (f: () => void, o: object) => Promise<unknown> } }).scheduler?.postTask;
          if (postTask) void postTask.call((window as { scheduler?: unknown }).scheduler, () => ok(null), { priority: 'background' });
          else setTimeout(ok, 0);
        }),
      ),
  );
}

/**
 * The page's address once its last step is written: the explorer writes the address bar after the step's paint
 * (app/lib/after-paint.ts), so a test reading it at once could see the step before.
 */
export async function settledURL(page: Page) {
  await afterPaintDone(page);
  return new URL(page.url());
}

export async function walkParam(page: Page) {
  return (await settledURL(page)).searchParams.get('walk');
}

/**
 * Makes the page a reader's who prefers reduced motion, for whom a ruling's Replay jumps straight to its answer
 * instead of playing it at a reading pace (up to nine idle seconds a ruling). Tests of where a replay ends use it:
 * replay.test.ts watches the paced replay in Chromium, and tests/unit/replay-paced.test.ts checks, for every
 * ruling, that the paced replay steps through to the very frame the instant one shows.
 */
export async function instantReplays(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** A glossary term's definition (app/components/Rich.tsx): beside the term, once the reader has reached for it. */
export function termTip(term: Locator) {
  return term.locator('xpath=../span[@role="tooltip"]');
}
