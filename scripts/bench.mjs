#!/usr/bin/env node
// Performance numbers for the static export: first-load JS per page type next to
// a bare page, step latency in Chromium (the call flow, and the attack phase
// 40 events into a walk at 4× CPU throttling), search latency (query in Node,
// keystroke → results painted in Chromium), search index size, build time.
//   node scripts/bench.mjs [--build | --no-build]
// Prints a table and writes the same numbers to .bench/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServer } from './serve.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { buildManifest } from './sw.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BARE = '/en';
// Flow pages of every game: their first load must not grow with the number of games.
const FLOW_PAGES = ['/en/buddyfight/call', '/en/buddyfight/attack-phase', '/en/fftcg/turn', '/en/fftcg/interrupt', '/en/goda/turn', '/en/goda/attack'];
const PAGES = [
  BARE,
  ...FLOW_PAGES,
  '/en/buddyfight/call/1.4',
  '/en/buddyfight/attack-phase/2.5',
  '/en/buddyfight/rules-check',
  '/en/buddyfight/rulings/call-q1',
  '/en/buddyfight/keywords/penetrate',
  '/en/search',
  '/ja/buddyfight/call',
];
const FLOW = '/en/buddyfight/call';
const STEPS = 40;
// The attack phase is measured where long walks used to hurt: WALK events in, at THROTTLE× CPU slowdown.
const ATTACK = { page: '/en/buddyfight/attack-phase', setup: 'basic', walk: 40, timed: 40, throttle: 4 };
const SEARCH_QUERIES = 40;
// Between two timed steps the bench waits as long as a quick reader takes to read a step before the next click: a
// step leaves work for after its paint (the address bar, the choices replayed ahead), which a click at machine speed
// would queue behind and time as its own.
const READ_MS = 250;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- build

const args = process.argv.slice(2);
let buildSeconds = null;
for (const a of args) if (a !== '--build' && a !== '--no-build') fail(`unknown option ${a} (use --build or --no-build)`);
if (args.includes('--build') && args.includes('--no-build')) fail('--build and --no-build contradict each other');

if (args.includes('--build') || (!args.includes('--no-build') && !existsSync(join(OUT, 'index.html')))) {
  console.log('bench: building the static export (npm run build)…');
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) fail(`next build failed (exit ${r.status ?? r.signal})`);
  buildSeconds = (performance.now() - t0) / 1000;
}
if (!existsSync(join(OUT, 'index.html'))) fail('out/index.html is missing; run "npx next build" or drop --no-build');

// ---------------------------------------------------------------- first-load JS

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => bytes / 1024;

function attrs(tag) {
  const found = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[m[1].toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&');
  }
  return found;
}

function htmlFile(route) {
  // Same mapping as the static host: /a/b → out/a/b.html, falling back to a/b/index.html.
  const flat = join(OUT, `${route}.html`);
  return existsSync(flat) ? flat : join(OUT, route, 'index.html');
}

/**
 * A page's first-load JS: the scripts its HTML names, the chunks its inline payload names, and `requested`, the
 * scripts Chromium fetched while the page loaded and hydrated (chunks the runtime imports on demand, as a flow's
 * machine, are named in no HTML).
 */
function firstLoad(route, requested = []) {
  const file = htmlFile(route);
  if (!existsSync(file)) throw new Error(`${route}: ${file} not found`);
  const html = readFileSync(file, 'utf8');
  const urls = new Set();
  const inline = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attrs(m[1]);
    // Modern browsers skip noModule scripts (Next's legacy polyfills), so they are not first-load cost.
    if ('nomodule' in a) continue;
    if (a.src) urls.add(a.src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attrs(m[1]);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (a.href && (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script'))) urls.add(a.href);
  }
  // Client-component chunks can also be named only inside the inline RSC payload
  // (or Turbopack's otherChunks list); the runtime loads those during hydration too.
  for (const m of inline.join('\n').matchAll(/(?:\/_next\/)?static\/chunks\/[\w.~-]+\.js/g)) {
    urls.add(m[0].startsWith('/') ? m[0] : `/_next/${m[0]}`);
  }
  for (const u of requested) urls.add(u);
  const files = [...urls].map((u) => new URL(u, 'http://x/').pathname).filter((p) => p.startsWith('/_next/'));
  const unique = [...new Set(files)];
  let js = 0;
  for (const p of unique) {
    const f = join(OUT, decodeURIComponent(p));
    if (!existsSync(f)) throw new Error(`${route}: script ${p} is not in out/ (is a build running?)`);
    js += gz(readFileSync(f));
  }
  // Inline scripts travel in one gzipped HTML response, so compress them together.
  const inl = inline.length ? gz(Buffer.from(inline.join('\n'))) : 0;
  return { route, files: unique.length, jsGzip: js, inlineGzip: inl, totalGzip: js + inl };
}

// Each game's first flow page, from the published index: a flow page ships only its own
// game's machines, so these should stay level however many games are registered.
function gamePages() {
  const index = join(OUT, 'data', 'index.json');
  const first = new Map();
  if (existsSync(index)) {
    for (const f of JSON.parse(readFileSync(index, 'utf8')).files)
      if (f.kind === 'flow' && !first.has(f.game))
        first.set(
          f.game,
          `/en/${f.game}/${f.path
            .split('/')
            .pop()
            .replace(/\.json$/, '')}`,
        );
  }
  return [...first.values()];
}
const GAME_PAGES = gamePages();

const SIZED = [...PAGES, ...GAME_PAGES.filter((p) => !PAGES.includes(p))];
let sizes;
/** First-load sizes of every sized page, each with its difference from the bare page. */
function sizeAll(requested = new Map()) {
  const all = SIZED.map((route) => firstLoad(route, requested.get(route)));
  const bare = all.find((s) => s.route === BARE);
  for (const s of all) s.deltaVsBare = s.totalGzip - bare.totalGzip;
  return all;
}
try {
  // From the HTML alone first (so a missing file fails before the browser starts); the browser run adds what each
  // page fetched on its own.
  sizes = sizeAll();
} catch (e) {
  fail(`${e.message}`);
}

// ---------------------------------------------------------------- node: search queries, the attack walk

// The project's own TypeScript (search options, machines) is loaded through jiti, which the toolchain already
// installs (Tailwind uses it); the bench then measures exactly the code the site ships.
const WORDS = [
  'call',
  'penetrate',
  'バディギフト',
  'soul',
  'counter',
  '貫通',
  'item',
  'マジカルグッバイ',
  'link attack',
  'move',
  'ドラゴン・ブレス',
  'center',
  'destroy',
  'drop',
  '裏向きのソウル',
  'buddy',
  'cost',
  '連携攻撃',
  'life',
  'rules check',
  'forward',
  'ブレイク',
  'stack',
  'ダメージ',
];
let ts = null;
try {
  const { createJiti } = await import('jiti');
  ts = createJiti(import.meta.url, { alias: { '@': ROOT } });
} catch (e) {
  console.warn(`bench: jiti unavailable (${e.message.split('\n')[0]}); node query and walk figures skipped`);
}

async function queryLatency() {
  const file = join(OUT, 'search-index.json');
  if (!ts || !existsSync(file)) return null;
  const { default: MiniSearch } = await import('minisearch');
  const { SEARCH_OPTIONS } = await ts.import(join(ROOT, 'app/lib/search/options.ts'));
  const { searchGroups } = await ts.import(join(ROOT, 'app/lib/search/query.ts'));
  const { unpackIndex } = await ts.import(join(ROOT, 'app/lib/search/wire.ts'));
  const t0 = performance.now();
  // As the browser does: the packed postings unpacked into MiniSearch's own object (app/lib/search/wire.ts).
  const index = MiniSearch.loadJS(unpackIndex(JSON.parse(readFileSync(file, 'utf8'))), SEARCH_OPTIONS);
  const load = performance.now() - t0;
  const times = [];
  // Every word and every prefix of it, as typed: the results list follows each keystroke.
  const typed = WORDS.flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1)));
  for (let round = 0; round < 3; round++) {
    for (const q of typed) {
      const t = performance.now();
      searchGroups(index, q, 'en');
      if (round > 0) times.push(performance.now() - t);
    }
  }
  return { ...stats(times), load };
}

/** A seeded walk through the attack phase long enough to time steps after ATTACK.walk events, as URL + events. */
async function attackWalk() {
  if (!ts) return null;
  const { getFlow } = await ts.import(join(ROOT, 'machines/index.ts'));
  const { available, serializeWalk, start, step } = await ts.import(join(ROOT, 'machines/engine/replay.ts'));
  const flow = getFlow('buddyfight', 'attack-phase');
  const need = ATTACK.walk + ATTACK.timed;
  for (let seed = 1; seed < 1000; seed++) {
    let x = seed;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
    let snap = start(flow, ATTACK.setup);
    const events = [];
    while (snap.status !== 'done' && events.length < need) {
      const choices = available(snap);
      const e = choices[Math.floor(rnd() * choices.length)];
      events.push(e);
      snap = step(flow, snap, e);
    }
    if (events.length === need) return { events, walk: serializeWalk(flow, events.slice(0, ATTACK.walk), ATTACK.setup) };
  }
  return null;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1], samples: xs };
};

const query = await queryLatency().catch((e) => (console.warn(`bench: node query timing failed: ${e.message}`), null));
const plan = await attackWalk().catch((e) => (console.warn(`bench: could not plan the attack walk: ${e.message}`), null));

// ---------------------------------------------------------------- browser

if (!existsSync(CHROMIUM)) fail(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  fail('playwright-core is not installed; run npm install');
}

async function waitForHydration(page) {
  await page.waitForSelector('button[data-event]', { timeout: 15000 });
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 15000 });
  // The buttons are in the static HTML already; React marks the DOM nodes it owns
  // once hydrated, which is the moment a click starts doing something.
  await page
    .waitForFunction(() => Object.keys(document.querySelector('button[data-event]') ?? {}).some((k) => k.startsWith('__reactProps')), null, { timeout: 10000 })
    .catch(() => console.warn('bench: could not confirm hydration via React internals; relying on the settle delay'));
  await page.waitForTimeout(300);
}

// One timed choice, measured entirely inside the page so Playwright's round trips don't count.
async function timedStep(page, event = null) {
  return page.evaluate(async (event) => {
    const afterPaint = window.__benchAfterPaint;
    // The walk can revisit a step, so several signals make up "the view moved"; the explorer's data-cursor (events
    // taken) changes on every step. The address bar is no signal: it is written after the step's paint.
    const signature = () => {
      const active = document.querySelector('svg.chart [data-current="step"]');
      const heading = document.querySelector('[data-current-step]');
      return [
        active?.getAttribute('data-step'),
        active?.getAttribute('data-end'),
        active?.getAttribute('data-node'),
        heading?.getAttribute('data-current-step'),
        document.querySelector('[data-explorer]')?.getAttribute('data-cursor'),
      ].join('|');
    };
    const button = document.querySelector(event ? `button[data-event="${CSS.escape(event)}"]` : 'button[data-event]');
    if (!button) throw new Error(`no button for "${event}" at ${signature()}`);
    const before = signature();
    const t0 = performance.now();
    const changed = new Promise((ok, no) => {
      const obs = new MutationObserver(() => {
        if (signature() !== before) {
          obs.disconnect();
          clearTimeout(timer);
          ok();
        }
      });
      obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const timer = setTimeout(() => {
        obs.disconnect();
        no(new Error(`no step change after clicking data-event="${button.dataset.event}" at ${before}`));
      }, 5000);
    });
    button.click();
    await changed;
    const dom = performance.now() - t0;
    // The board, chart and rulings follow the step a paint behind (FlowContext.tsx: useSettledWalk), so they catch up
    // after the first paint. Whether they are in that paint is read in the frame's own callback, just before the frame
    // is drawn; if not, the step is also timed until the explorer is no longer pending and the drawing shows its
    // position, painted. A build from before the chart said what it shows drew it with the panel: caught up at once
    // (for benching old builds).
    const chartCursor = () =>
      document.querySelector('[data-chart]')?.getAttribute('data-cursor') ?? document.querySelector('[data-explorer]')?.getAttribute('data-cursor');
    const caughtUp = () =>
      !document.querySelector('[data-explorer][data-pending]') && chartCursor() === document.querySelector('[data-explorer]')?.getAttribute('data-cursor');
    let inFirstPaint = false;
    requestAnimationFrame(() => (inFirstPaint = caughtUp()));
    await afterPaint();
    const paint = performance.now() - t0;
    if (inFirstPaint) return { dom, paint, chart: paint };
    while (!caughtUp()) {
      if (performance.now() - t0 > 5000) throw new Error(`the board and chart never caught up after data-event="${button.dataset.event}"`);
      await new Promise((ok) => setTimeout(ok, 0));
    }
    await afterPaint();
    return { dom, paint, chart: performance.now() - t0 };
  }, event);
}

async function measureSteps(context, base) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + FLOW, { waitUntil: 'load' });
  await waitForHydration(page);
  const dom = [];
  const times = [];
  const chart = [];
  let restarts = 0;
  while (times.length < STEPS) {
    if ((await page.locator('button[data-event]').count()) === 0) {
      // The flow reached an end; restarting is setup, not a measured step.
      await page.getByRole('button', { name: 'Restart' }).click();
      await page.waitForSelector('button[data-event]', { timeout: 5000 });
      restarts++;
      if (restarts > STEPS) throw new Error('the flow keeps ending without any steps');
      continue;
    }
    await page.waitForTimeout(READ_MS);
    const t = await timedStep(page);
    dom.push(t.dom);
    times.push(t.paint);
    chart.push(t.chart);
  }
  await page.close();
  // toDom isolates React/XState work; the headline number adds waiting for the next frame.
  return { ...stats(times), toDom: stats(dom), toChart: stats(chart), restarts, pageErrors: errors };
}

/**
 * The attack phase, opened ATTACK.walk events into a seeded walk, then ATTACK.timed more steps of the same walk
 * clicked at ATTACK.throttle× CPU slowdown (Chrome DevTools' Emulation.setCPUThrottlingRate, as a slow phone).
 */
async function measureAttack(context, base) {
  if (!plan) return null;
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${ATTACK.page}?setup=${ATTACK.setup}&walk=${plan.walk}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: ATTACK.throttle });
  const dom = [];
  const times = [];
  const chart = [];
  for (const e of plan.events.slice(ATTACK.walk)) {
    await page.waitForTimeout(READ_MS);
    const t = await timedStep(page, e);
    dom.push(t.dom);
    times.push(t.paint);
    chart.push(t.chart);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  // Which choice each sample clicked, so .bench/latest.json shows which steps make the p95.
  return { ...stats(times), events: plan.events.slice(ATTACK.walk), toDom: stats(dom), toChart: stats(chart), pageErrors: errors };
}

/**
 * The floor of the step measure: the same click → paint timing, at the same CPU throttle, on a page whose button
 * changes one word. Nothing a step does can be faster; what is left is the wait for the next frame (up to a frame,
 * 16.7 ms at 60 Hz) plus the browser's own frame work. The attack phase figure reads against this.
 */
async function measureFloor(context) {
  const page = await context.newPage();
  await page.setContent('<button data-event="x" onclick="this.nextElementSibling.textContent = Math.random()">x</button><p>0</p>');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: ATTACK.throttle });
  const times = [];
  for (let i = 0; i < ATTACK.timed; i++) {
    await page.waitForTimeout(READ_MS);
    times.push(
      await page.evaluate(async () => {
        const t0 = performance.now();
        document.querySelector('button').click();
        await window.__benchAfterPaint();
        return performance.now() - t0;
      }),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return stats(times);
}

// Keystroke → results painted: the word is typed but for its last letter, then the last keystroke is timed.
async function measureSearch(context, base) {
  const page = await context.newPage();
  await page.goto(base + '/en/search', { waitUntil: 'load' });
  const inputSel = '[data-search-page-input]';
  await page.waitForSelector(inputSel, { timeout: 15000 }).catch(() => {
    throw new Error(`no search input on /en/search (looked for ${inputSel})`);
  });
  await page.waitForFunction(() => document.readyState === 'complete');
  // The index arrives as one JSON file; measure queries, not its download.
  await page.waitForFunction(() => !/Loading|読み込み/.test(document.querySelector('[data-search-status]')?.textContent ?? 'Loading'), null, {
    timeout: 15000,
  });
  await page.waitForTimeout(300);
  const words = WORDS;
  const times = [];
  for (let i = 0; i < SEARCH_QUERIES; i++) {
    const q = words[i % words.length];
    await page.fill(inputSel, q.slice(0, -1));
    await page.waitForTimeout(150);
    times.push(
      await page.evaluate(
        async ({ sel, q }) => {
          const afterPaint = window.__benchAfterPaint;
          const input = document.querySelector(sel);
          const list = document.querySelector('[data-search-results]');
          const t0 = performance.now();
          // The list says which query its results are for, so an unchanged list still counts as answered.
          const answered = new Promise((ok, no) => {
            const obs = new MutationObserver(() => {
              if (list.getAttribute('data-query') === q) {
                obs.disconnect();
                clearTimeout(timer);
                ok();
              }
            });
            obs.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
            const timer = setTimeout(() => {
              obs.disconnect();
              no(new Error(`no results for "${q}"`));
            }, 5000);
          });
          // Set the value the way React expects so its onChange fires, as if typed.
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
          setter.call(input, q);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await answered;
          await afterPaint();
          return performance.now() - t0;
        },
        { sel: inputSel, q },
      ),
    );
  }
  await page.close();
  return stats(times);
}

/**
 * What one page load costs the page's main thread (Chrome's Performance.getMetrics: all tasks, and the script,
 * style and layout parts of them), from navigation until hydrated and painted. The browser tests are mostly page
 * loads, and a phone pays this on every visit: this is the figure page-weight work moves.
 */
const LOAD_PAGES = ['/en', '/en/buddyfight/attack-phase', '/en/buddyfight/attack-phase/3.2.1', '/ja/battle-guardians/turn/3.1', '/404'];
const LOADS = 6;
async function measureLoads(context, base) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const rows = [];
  for (const route of LOAD_PAGES) {
    const runs = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto(base + route, { waitUntil: 'load' });
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-not-found], main');
        return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
      });
      await page.evaluate(() => window.__benchAfterPaint());
      const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value * 1000]));
      // The first load compiles the site's scripts; a reader's later pages (and the tests' hundreds) reuse them.
      if (i > 0) runs.push({ task: m.TaskDuration, script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration });
    }
    const med = (k) => stats(runs.map((r) => r[k])).median;
    const file = htmlFile(route);
    rows.push({
      route,
      htmlKB: file && existsSync(file) ? +kb(statSync(file).size).toFixed(1) : null,
      task: med('task'),
      script: med('script'),
      layout: med('layout'),
      style: med('style'),
    });
  }
  await page.close();
  return rows;
}

/** The scripts each sized page fetched from loading until it was hydrated and the network was quiet. */
async function scriptsFetched(context, base) {
  const out = new Map();
  for (const route of SIZED) {
    const page = await context.newPage();
    const seen = new Set();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    out.set(route, [...seen]);
    await page.close();
  }
  return out;
}

const profile = mkdtempSync(join(tmpdir(), 'ruleflow-bench-'));
const server = await startServer({ root: OUT, port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
let context;
let steps;
let attack = null;
let floor = null;
let search = null;
let searchError = null;
let browserVersion = null;
let loads = null;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  browserVersion = context.browser()?.version() ?? null;
  // Every timing ends the same way, so every page of the run gets one helper: a rAF callback runs just before paint,
  // and a task posted from it runs after that frame, so awaiting it includes the paint. The task is posted at the
  // highest priority (user-blocking) where the browser has the scheduler: a page's own work queued for after the
  // paint (the parts of the explorer that follow a step, at user-visible priority) would otherwise run first and be
  // counted as the paint's. A MessageChannel message (normal priority) where it has not.
  await context.addInitScript(() => {
    window.__benchAfterPaint = () =>
      new Promise((ok) =>
        requestAnimationFrame(() => {
          if (globalThis.scheduler?.postTask) {
            globalThis.scheduler.postTask(() => ok(), { priority: 'user-blocking' });
            return;
          }
          const ch = new MessageChannel();
          ch.port1.onmessage = () => ok();
          ch.port2.postMessage(0);
        }),
      );
  });
  sizes = sizeAll(await scriptsFetched(context, base));
  steps = await measureSteps(context, base);
  attack = await measureAttack(context, base);
  floor = await measureFloor(context);
  loads = await measureLoads(context, base);
  if (existsSync(join(OUT, 'en', 'search.html'))) {
    try {
      search = await measureSearch(context, base);
    } catch (e) {
      searchError = e.message.split('\n')[0];
    }
  }
} catch (e) {
  await context?.close().catch(() => {});
  server.close();
  rmSync(profile, { recursive: true, force: true });
  fail(`browser run failed: ${e.message.split('\n')[0]}`);
}
await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });

// ---------------------------------------------------------------- report

const f1 = (n) => n.toFixed(1);
const rows = [['page', 'js files', 'js gz KB', 'inline gz KB', 'total gz KB', `Δ vs ${BARE} KB`]];
for (const s of sizes) {
  rows.push([s.route, String(s.files), f1(kb(s.jsGzip)), f1(kb(s.inlineGzip)), f1(kb(s.totalGzip)), (s.deltaVsBare >= 0 ? '+' : '') + f1(kb(s.deltaVsBare))]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log('\nFirst-load JS (gzip -9; noModule polyfills excluded)');
console.log(line(rows[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows.slice(1)) console.log(line(r));
const perGame = sizes.filter((s) => GAME_PAGES.includes(s.route));
const spread = perGame.length ? Math.max(...perGame.map((s) => s.totalGzip)) - Math.min(...perGame.map((s) => s.totalGzip)) : 0;
if (perGame.length) console.log(`one flow page per game (${perGame.length} games): total gz spread ${f1(kb(spread))} KB`);

const ms = (x) => `${f1(x.median)} / ${f1(x.p95)}`;
const indexFile = join(OUT, 'search-index.json');
const indexGz = existsSync(indexFile) ? gzipSync(readFileSync(indexFile), { level: 9 }).length : null;
// The snippets under results, fetched after the index once there are results to show.
const textsFile = join(OUT, 'search-text.json');
const textsGz = existsSync(textsFile) ? gzipSync(readFileSync(textsFile), { level: 9 }).length : null;
const flowDeltas = sizes.filter((x) => FLOW_PAGES.includes(x.route)).map((x) => x.deltaVsBare);
const summary = [
  ['measure', 'median / p95', 'goal'],
  [`step, ${FLOW} (click → paint)`, `${ms(steps)} ms`, ''],
  [
    `step, ${ATTACK.page}, walk ${ATTACK.walk}→${ATTACK.walk + ATTACK.timed}, ${ATTACK.throttle}× CPU`,
    attack ? `${ms(attack)} ms` : 'n/a (no walk planned)',
    'p95 ≤ 16 ms',
  ],
  [`step floor: one word changed on a bare page, ${ATTACK.throttle}× CPU`, floor ? `${ms(floor)} ms` : 'n/a', ''],
  ['search query in Node (every prefix of every word)', query ? `${f1(query.median)} / ${f1(query.p95)} ms` : 'n/a', 'p95 ≤ 2 ms'],
  ['search keystroke → results painted (Chromium)', search ? `${ms(search)} ms` : searchError ? `failed: ${searchError}` : 'n/a', 'p95 ≤ 50 ms'],
  ['search index (gzip -9)', indexGz === null ? 'n/a' : `${f1(kb(indexGz))} KB`, '≤ 80 KB'],
  ['search snippets, fetched when results show (gzip -9)', textsGz === null ? 'n/a' : `${f1(kb(textsGz))} KB`, ''],
  ['search index load + parse in Node', query ? `${f1(query.load)} ms` : 'n/a', ''],
  ['flow pages, first load over the bare page', `${f1(kb(Math.min(...flowDeltas)))}–${f1(kb(Math.max(...flowDeltas)))} KB`, 'flat in game count'],
  ['build (npm run build)', buildSeconds === null ? 'not run (use --build)' : `${f1(buildSeconds)} s`, '≤ 60 s'],
];
const sw = summary[0].map((_, i) => Math.max(...summary.map((r) => r[i].length)));
const sline = (r) => r.map((c, i) => (i === 0 ? c.padEnd(sw[i]) : c.padStart(sw[i]))).join('  ');
console.log(`\nLatency and size (Chromium ${browserVersion ?? '?'}, Node ${process.version})`);
console.log(sline(summary[0]));
console.log(sw.map((w) => '-'.repeat(w)).join('  '));
for (const r of summary.slice(1)) console.log(sline(r));
console.log(
  `  click → DOM only: call ${ms(steps.toDom)} ms${attack ? `, attack phase ${ms(attack.toDom)} ms` : ''}; ${steps.restarts} restarts on the call flow, not timed`,
);
console.log(`  click → board and chart caught up and painted: call ${ms(steps.toChart)} ms${attack ? `, attack phase ${ms(attack.toChart)} ms` : ''}`);
if (loads) {
  console.log(`\nPage load, main thread (median of ${LOADS - 1} loads after the first; hydrated and painted)`);
  const lw = Math.max(...loads.map((l) => l.route.length));
  console.log(`${'page'.padEnd(lw)}  HTML KB  all tasks ms  script  style  layout`);
  for (const l of loads) {
    console.log(
      `${l.route.padEnd(lw)}  ${String(l.htmlKB ?? 'n/a').padStart(7)}  ${f1(l.task).padStart(12)}  ${f1(l.script).padStart(6)}  ${f1(l.style).padStart(5)}  ${f1(l.layout).padStart(6)}`,
    );
  }
}
const pageErrors = [...steps.pageErrors, ...(attack?.pageErrors ?? [])];
if (pageErrors.length) console.log(`  page errors: ${pageErrors.length} (first: ${pageErrors[0]})`);

// ---------------------------------------------------------------- offline cache

// What a first visit downloads for offline use (the service worker's precache), against what the worker used to
// precache (every file of the export but the RSC payloads). gzip -9 stands in for the host's compression.
const manifest = buildManifest(OUT);
const sizeOf = (files) => {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const b = readFileSync(join(OUT, f));
    raw += b.length;
    gzip += gz(b);
  }
  return { files: files.length, rawMB: +(raw / 1e6).toFixed(2), gzipMB: +(gzip / 1e6).toFixed(2) };
};
const offline = { precache: sizeOf(manifest.files), wholeExport: sizeOf([...manifest.all, '/404.html']), viaFlowPage: Object.keys(manifest.views).length };
console.log('\nOffline cache (first install, gzip -9)');
console.log(`  precached:   ${offline.precache.files} files, ${offline.precache.rawMB} MB raw, ${offline.precache.gzipMB} MB transferred`);
console.log(
  `  every file:  ${offline.wholeExport.files} files, ${offline.wholeExport.rawMB} MB raw, ${offline.wholeExport.gzipMB} MB (what the worker precached before)`,
);
console.log(`  ${offline.viaFlowPage} step and ruling pages are read offline through their flow page`);

const result = {
  offline,
  date: new Date().toISOString(),
  node: process.version,
  chromium: browserVersion,
  firstLoad: sizes.map((s) => ({
    ...s,
    jsGzipKB: +kb(s.jsGzip).toFixed(2),
    inlineGzipKB: +kb(s.inlineGzip).toFixed(2),
    totalGzipKB: +kb(s.totalGzip).toFixed(2),
    deltaVsBareKB: +kb(s.deltaVsBare).toFixed(2),
  })),
  buildSeconds,
  perGame: { pages: GAME_PAGES, spreadKB: +kb(spread).toFixed(2) },
  steps: { page: FLOW, ...steps },
  attack: attack && { ...ATTACK, walkParam: plan.walk, ...attack },
  floor,
  loads,
  query,
  searchIndexGzipKB: indexGz === null ? null : +kb(indexGz).toFixed(2),
  searchTextsGzipKB: textsGz === null ? null : +kb(textsGz).toFixed(2),
  search: search ?? (searchError ? { error: searchError } : null),
};
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(join(ROOT, '.bench', 'latest.json'), JSON.stringify(result, null, 2) + '\n');
console.log('\nwrote .bench/latest.json');
if (searchError || pageErrors.length) process.exit(1);
