#!/usr/bin/env node
// Performance numbers for the static export: first-load JS per page, step
// latency on the call flow in Chromium, and search latency once search exists.
//   node scripts/bench.mjs [--build | --no-build]
// Prints a table and writes the same numbers to .bench/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startServer } from './serve.mjs';
import { buildManifest } from './sw.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BARE = '/en';
const PAGES = [
  '/en/buddyfight/call',
  BARE,
  '/en/buddyfight/call/1.4',
  '/en/buddyfight/attack-phase',
  '/en/buddyfight/attack-phase/2.5',
  '/en/buddyfight/rules-check',
  '/en/buddyfight/rulings/call-q1',
  '/en/search',
  '/ja/buddyfight/call',
];
const FLOW = '/en/buddyfight/call';
const STEPS = 40;
const SEARCH_QUERIES = 20;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- build

const args = process.argv.slice(2);
for (const a of args) if (a !== '--build' && a !== '--no-build') fail(`unknown option ${a} (use --build or --no-build)`);
if (args.includes('--build') && args.includes('--no-build')) fail('--build and --no-build contradict each other');

if (args.includes('--build') || (!args.includes('--no-build') && !existsSync(join(OUT, 'index.html')))) {
  console.log('bench: building the static export (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) fail(`next build failed (exit ${r.status ?? r.signal})`);
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

function firstLoad(route) {
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
    for (const f of JSON.parse(readFileSync(index, 'utf8')).files) if (f.kind === 'flow' && !first.has(f.game)) first.set(f.game, `/en/${f.game}/${f.path.split('/').pop().replace(/\.json$/, '')}`);
  }
  return [...first.values()];
}
const GAME_PAGES = gamePages();

let sizes;
try {
  sizes = [...PAGES, ...GAME_PAGES.filter((p) => !PAGES.includes(p))].map(firstLoad);
} catch (e) {
  fail(`${e.message}`);
}
const bare = sizes.find((s) => s.route === BARE);
for (const s of sizes) s.deltaVsBare = s.totalGzip - bare.totalGzip;

// ---------------------------------------------------------------- browser

if (!existsSync(CHROMIUM)) fail(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  fail('playwright-core is not installed; run npm install');
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1], samples: xs };
};

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
async function timedStep(page) {
  return page.evaluate(async () => {
    // A rAF callback runs just before paint; a message posted from it is handled
    // after that frame, so awaiting this includes the paint.
    const afterPaint = () =>
      new Promise((ok) =>
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => ok();
          ch.port2.postMessage(0);
        }),
      );
    // The walk can in principle revisit a step, so several signals make up "the view moved".
    const signature = () => {
      const active = document.querySelector('[aria-current="step"]');
      const heading = document.querySelector('[data-current-step]');
      return [
        active?.getAttribute('data-step'),
        active?.getAttribute('data-end'),
        active?.getAttribute('data-node'),
        heading?.getAttribute('data-current-step'),
        location.search,
      ].join('|');
    };
    const button = document.querySelector('button[data-event]');
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
    await afterPaint();
    return { dom, paint: performance.now() - t0 };
  });
}

async function measureSteps(context, base) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + FLOW, { waitUntil: 'load' });
  await waitForHydration(page);
  const dom = [];
  const times = [];
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
    const t = await timedStep(page);
    dom.push(t.dom);
    times.push(t.paint);
  }
  await page.close();
  // toDom isolates React/XState work; the headline number adds waiting for the next frame.
  return { ...stats(times), toDom: stats(dom), restarts, pageErrors: errors };
}

// The search page waits SEARCH_PAUSE ms after the last keystroke before it searches (that pause is
// how it knows typing stopped); the report gives the total and the part after the pause.
const SEARCH_PAUSE = 60;
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
  const words = [
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
  ];
  const times = [];
  for (let i = 0; i < SEARCH_QUERIES; i++) {
    await page.fill(inputSel, '');
    await page.waitForTimeout(150);
    const q = words[i % words.length];
    times.push(
      await page.evaluate(
        async ({ sel, q }) => {
          // A rAF callback runs just before paint; a message posted from it is handled
          // after that frame, so awaiting this includes the paint.
          const afterPaint = () =>
            new Promise((ok) =>
              requestAnimationFrame(() => {
                const ch = new MessageChannel();
                ch.port1.onmessage = () => ok();
                ch.port2.postMessage(0);
              }),
            );
          const input = document.querySelector(sel);
          const region = document.querySelector('[data-search-results], [role="listbox"], [aria-live]') ?? document.querySelector('main') ?? document.body;
          const before = region.innerHTML;
          const t0 = performance.now();
          const changed = new Promise((ok, no) => {
            const obs = new MutationObserver(() => {
              if (region.innerHTML !== before) {
                obs.disconnect();
                clearTimeout(timer);
                ok();
              }
            });
            obs.observe(region, { subtree: true, childList: true, attributes: true, characterData: true });
            const timer = setTimeout(() => {
              obs.disconnect();
              no(new Error(`no results change for "${q}"`));
            }, 5000);
          });
          // Set the value the way React expects so its onChange fires, as if typed.
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set;
          setter.call(input, q);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await changed;
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

const profile = mkdtempSync(join(tmpdir(), 'ruleflow-bench-'));
const server = await startServer({ root: OUT, port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
let context;
let steps;
let search = null;
let searchError = null;
let browserVersion = null;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
  });
  browserVersion = context.browser()?.version() ?? null;
  steps = await measureSteps(context, base);
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

console.log(`\nStep latency, ${FLOW} (Chromium${browserVersion ? ' ' + browserVersion : ''})`);
console.log(`  ${steps.n} steps (${steps.restarts} restarts, not timed)`);
console.log(`  click → paint: median ${f1(steps.median)} ms, p95 ${f1(steps.p95)} ms, max ${f1(steps.max)} ms`);
console.log(`  click → DOM:   median ${f1(steps.toDom.median)} ms, p95 ${f1(steps.toDom.p95)} ms, max ${f1(steps.toDom.max)} ms`);
if (steps.pageErrors.length) console.log(`  page errors: ${steps.pageErrors.length} (first: ${steps.pageErrors[0]})`);

if (search) {
  console.log(
    `\nsearch latency (keystroke → results painted, incl. the ${SEARCH_PAUSE} ms typing pause): ${search.n} queries: median ${f1(search.median)} ms, p95 ${f1(search.p95)} ms, max ${f1(search.max)} ms`,
  );
  console.log(`search latency after typing stops: median ${f1(search.median - SEARCH_PAUSE)} ms, p95 ${f1(search.p95 - SEARCH_PAUSE)} ms`);
  const index = join(OUT, 'search-index.json');
  if (existsSync(index)) console.log(`search index: ${(gzipSync(readFileSync(index), { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);
} else if (searchError) console.log(`\nsearch latency: failed (${searchError})`);
else console.log('\nsearch latency: n/a (no search page in this build)');

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
  perGame: { pages: GAME_PAGES, spreadKB: +kb(spread).toFixed(2) },
  steps: { page: FLOW, ...steps },
  search: search ?? (searchError ? { error: searchError } : null),
};
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(join(ROOT, '.bench', 'latest.json'), JSON.stringify(result, null, 2) + '\n');
console.log('\nwrote .bench/latest.json');
if (searchError || steps.pageErrors.length) process.exit(1);
