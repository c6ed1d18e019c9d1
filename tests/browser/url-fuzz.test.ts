import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LOCALES, games } from '@/content';
import { getFlow } from '@/machines';
import { stepsOf } from '@/machines/engine/chart';
import { SITUATION_PARAMS } from '@/machines/engine/situation';
import { CHROMIUM, TEST_FLAGS } from './chromium';
import { base, waitInPage } from './fixtures';

// Every URL a reader (or an attacker) can type is untrusted. This drives 1,000 generated addresses through
// the served export and asserts that none of them throws in the page: names that live on Object.prototype,
// huge segments, bidi controls, broken and encoded escapes, doubled slashes, on every kind of route.

/** Path segments and query values chosen to break naive lookups, decoders and layouts. */
const NASTY = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
  'x'.repeat(10_000),
  encodeURIComponent('\u202Eevil\u202C'),
  encodeURIComponent('\u200F\u05D0\u05D1'),
  '%2F',
  '%252F',
  '%00',
  '%E0%A4%A',
  '%',
  '%C0%AE%C0%AE',
  '..',
  '.',
  encodeURIComponent('<script>window.__xss=1</script>'),
  encodeURIComponent('"><img src=x onerror=window.__xss=1>'),
  encodeURIComponent('😀'),
  encodeURIComponent('ｃａｌｌ'),
  '%20',
  'CALL',
  '1.1.1.1.1.1',
  '-1',
  'NaN',
  'null',
  'undefined',
  '%5B%5D',
  '%7B%7D',
];

/** Query values: the same, plus shapes the walk/setup/edit parsers see. */
const NASTY_QUERY = [
  ...NASTY,
  'buddy-call.__proto__',
  'constructor.toString',
  '__proto__.__proto__',
  'attacker.__proto__.power-1',
  'attacker.center.__proto__-1',
  'constructor.center.power-9000',
  'nonTurn.life-3',
  'attacker.center.power-' + '9'.repeat(400),
  '.'.repeat(500),
  'a.'.repeat(3000),
];

/** A tiny seeded PRNG (mulberry32) so a failing address reproduces on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every kind of route of one game, in both languages, as templates of path segments. */
function gameRoutes(game: string): string[][] {
  const g = games[game];
  const flows = Object.keys(g.flows);
  const rulings = Object.values(g.flows).flatMap((f) => f.rulings.map((r) => r.id));
  const routes: string[][] = [];
  for (const l of LOCALES) {
    routes.push([l, game], [l, game, 'rulings']);
    if (rulings.length) routes.push([l, game, 'rulings', rulings[0]]);
    for (const f of flows) {
      const s = stepsOf(getFlow(game, f)!);
      routes.push([l, game, f], [l, game, f, s[0]], [l, game, f, s[s.length - 1]]);
    }
    for (const kind of Object.keys(g.topicKinds)) {
      const ids = Object.keys(g.topics[kind] ?? {});
      if (ids.length) routes.push([l, game, kind, ids[0]]);
    }
    for (const extra of Object.keys(g.extras?.pages ?? {})) routes.push([l, game, extra]);
  }
  routes.push(['data', game, 'flows', `${flows[0]}.json`], ['data', game, 'rulings.json'], ['data', 'charts', game, flows[0], 'en.json']);
  return routes;
}

/** Addresses built from route templates: nasty segments, extra segments, slash games. */
function mangle(routes: string[][], out: Set<string>) {
  // 1. Each segment of each route replaced by each nasty token.
  for (const r of routes) {
    for (let i = 0; i < r.length; i++) {
      for (const n of NASTY) out.add('/' + r.map((s, j) => (j === i ? n : s)).join('/'));
    }
  }
  // 2. A nasty extra segment after each route.
  for (const r of routes) for (const n of NASTY.slice(0, 12)) out.add('/' + [...r, n].join('/'));
  // 3. Doubled, leading and trailing slashes; encoded slashes instead of real ones.
  for (const r of routes) {
    const p = r.join('/');
    out.add('//' + r.join('//'));
    out.add('/' + p + '/');
    out.add('/' + p + '//');
    out.add('/' + r.join('%2F'));
    out.add('/' + r.join('%2f') + '?walk=next');
    out.add('/./' + p);
    out.add('/' + p + '/..');
  }
}

/**
 * The generated addresses, grouped by game (plus the pages no game owns), each group shuffled; the sample takes
 * from the groups in turn, so every game's routes are fuzzed however many games there are.
 */
function groups(random: () => number): Map<string, string[]> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const result = new Map<string, string[]>();
  const site = new Set<string>();
  const siteRoutes: string[][] = [[''], ['data', 'index.json']];
  for (const l of LOCALES) siteRoutes.push([l], [l, 'search'], [l, 'sources']);
  mangle(siteRoutes, site);
  for (const l of LOCALES) for (const v of NASTY_QUERY) site.add(`/${l}/search?q=${v}`).add(`/${l}/search?q=counter&game=${v}`);
  result.set('', [...site]);

  for (const game of Object.keys(games)) {
    const out = new Set<string>();
    mangle(gameRoutes(game), out);
    // Query values on every flow page and step page.
    for (const l of LOCALES) {
      for (const f of Object.keys(games[game].flows)) {
        const s = stepsOf(getFlow(game, f)!);
        // Every key a flow page reads from its address, from the one list the pages read them by.
        for (const key of SITUATION_PARAMS.map((p) => p.name)) {
          for (const v of NASTY_QUERY) out.add(`/${l}/${game}/${f}?${key}=${v}`);
        }
        for (let i = 0; i < 12; i++) {
          out.add(
            `/${l}/${game}/${f}/${pick(s)}?setup=${pick(NASTY_QUERY)}&walk=${pick(NASTY_QUERY)}&edit=${pick(NASTY_QUERY)}&open=${pick(NASTY_QUERY)}&edition=${pick(NASTY_QUERY)}`,
          );
        }
      }
    }
    result.set(game, [...out]);
  }
  for (const list of result.values()) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
  }
  return result;
}

// The reproductions from issue 10 always run; the rest is a seeded sample so the file stays a few minutes.
const MUST = [
  '/en/constructor',
  '/en/buddyfight/hasOwnProperty',
  '/ja/buddyfight/toString/1.1',
  '//en//buddyfight//call',
  '/en%2Fbuddyfight%2Fcall',
  '/404',
  '/en/buddyfight/keywords/flying',
];

function urls(): string[] {
  const chosen = new Set(MUST);
  const lists = [...groups(rng(SEED)).values()];
  for (let i = 0; chosen.size < SAMPLE && lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length && chosen.size < SAMPLE) chosen.add(l[i]);
  }
  return [...chosen];
}

/** How many addresses one run loads (FUZZ_URLS overrides it for a longer hunt). */
const SAMPLE = Number(process.env.FUZZ_URLS ?? 1000);
/** Which sample (FUZZ_SEED draws another one; the failure message names the address, so any seed reproduces). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ALL = urls();
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: TEST_FLAGS,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** What the checks read from the page's window: a marker a script from the URL would set, and the task scheduler where the browser has one. */
type PageGlobals = { __xss?: number; scheduler?: { postTask(task: () => void, options: { priority: 'background' }): Promise<unknown> } };

/** Loads one address in a reused page and waits until React has run its effects (or the page threw). */
const timing: Record<string, number[]> = {};
async function visit(page: Page, url: string, problems: string[]) {
  const t0 = Date.now();
  let kind = 'other';
  const errors: string[] = [];
  let threw: () => void = () => undefined;
  const thrown = new Promise<void>((ok) => (threw = ok));
  const onError = (e: Error) => {
    errors.push(e.message.slice(0, 200));
    threw();
  };
  page.on('pageerror', onError);
  try {
    const res = await page.goto(base() + url, { waitUntil: 'load', timeout: 30_000 });
    kind = `${res?.status()}`;
    if ((res?.headers()['content-type'] ?? '').startsWith('text/html')) {
      const hydrated = waitInPage(
        page,
        () => {
          const el = document.querySelector('main');
          return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
        },
        undefined,
        { timeout: 15_000 },
      ).catch(() => errors.push('never hydrated'));
      // A page that threw is reported as such; no need to wait out the hydration timeout too.
      await Promise.race([hydrated, thrown]);
      if (errors.length) return;
      // Two frames and a background task: effects that read the URL (walks, setups, the 404 explainer) have run by
      // then, and so has the work they leave for after the paint, queued at background priority (the address bar:
      // app/lib/after-paint.ts). One round trip reads what the checks below need.
      const after = await page.evaluate(
        () =>
          new Promise<{ missing: boolean; xss: boolean }>((ok) => {
            const read = () => ok({ missing: !!document.querySelector('[data-missing]'), xss: !!(window as unknown as PageGlobals).__xss });
            const later = (window as unknown as PageGlobals).scheduler?.postTask
              ? () => (window as unknown as PageGlobals).scheduler!.postTask(read, { priority: 'background' })
              : () => setTimeout(read, 0);
            requestAnimationFrame(() => requestAnimationFrame(later));
          }),
      );
      if (res?.status() === 404 && !after.missing) {
        await page
          .locator('[data-missing]')
          .waitFor({ timeout: 5_000 })
          .catch(() => errors.push('404 without an explanation'));
        after.xss ||= await page.evaluate(() => !!(window as unknown as PageGlobals).__xss);
      }
      if (after.xss) errors.push('script from the URL ran');
    }
  } catch (e) {
    errors.push(`navigation: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    page.off('pageerror', onError);
    (timing[kind] ??= []).push(Date.now() - t0);
    for (const e of errors) problems.push(`${url.length > 120 ? url.slice(0, 120) + '…' : url} → ${e}`);
  }
}

// The addresses run in batches of 100, each with its own time limit: on a loaded 2-core machine one page load can
// take seconds, and a single 10-minute budget for all 1,000 was not enough. Every batch must be clean.
const BATCH = 100;
const BATCHES = Array.from({ length: Math.ceil(ALL.length / BATCH) }, (_, i) => [i + 1, ALL.slice(i * BATCH, (i + 1) * BATCH)] as const);

test("the fuzz covers at least 1,000 generated URLs, the issue's reproductions among them", () => {
  expect(ALL.length).toBeGreaterThanOrEqual(Math.min(SAMPLE, 1000));
  expect(ALL).toContain('/en/buddyfight/hasOwnProperty');
  expect(new Set(ALL).size).toBe(ALL.length);
  // Every game's own routes are in the sample, not just the first game's.
  for (const game of Object.keys(games)) {
    expect(ALL.filter((u) => u.includes(`/${game}/`) || u.includes(`/${game}?`)).length, game).toBeGreaterThan(SAMPLE / 10);
  }
});

// Several pages share the work, each in its own context, kept for the whole file: a fresh context per batch
// downloaded and compiled the site's scripts again. Service workers stay off so every load hits the server.
const PAGES = 4;
const pages: Page[] = [];
beforeAll(async () => {
  for (let i = 0; i < PAGES; i++) pages.push(await (await browser.newContext({ serviceWorkers: 'block' })).newPage());
});

test.each(BATCHES)(`URL batch %i of ${BATCHES.length} loads without an uncaught error`, { timeout: 400_000 }, async (_, batch) => {
  const problems: string[] = [];
  const queue = [...batch];
  await Promise.all(
    pages.map(async (page) => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await visit(page, url, problems);
    }),
  );
  expect(problems).toEqual([]);
});

afterAll(() => {
  console.log(
    Object.entries(timing)
      .map(([k, v]) => `${k}: ${v.length} × ${Math.round(v.reduce((a, b) => a + b, 0) / v.length)} ms`)
      .join(', '),
  );
});
