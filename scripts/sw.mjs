#!/usr/bin/env node
// Writes out/sw.js after the static export: the offline cache.
//
// Why hand-rolled rather than Serwist/Workbox: both expect a bundler step for the worker (Serwist is ESM-only,
// Workbox's generateSW pulls in Rollup and Babel) that this static export does not otherwise have. What the site
// needs from them is small and is done here the same way workbox-precaching does it:
// - a manifest of {url, revision} with the revision a hash of the file's bytes, and cache keys that carry the
//   revision, so a new deploy downloads only the files whose bytes changed and the old worker keeps serving its
//   own keys until the reader reloads;
// - a waiting worker that takes over only when the page asks (the "new version — reload" prompt);
// - a precache that never blocks an update: a file that fails is retried, then left for later retries, and the
//   site says "available offline" only once every file is in.
//
// What is precached: every page and file, except pages that are one view of another page (a step's own page, a
// ruling's own page: same chart, same words, a walk or a featured ruling further). Offline, those redirect to
// their flow page with the same setup and walk, which shows the same step: for a step's page with step=<key>, which
// makes the flow page that step's page (its host step's words open, a phone scrolled to the step), and for a ruling's
// page with ruling=<id>&offline=1, which shows that ruling's question, answer and Replay above the chart, marked as an
// offline copy (app/components/flow/LinkedRuling.tsx; app/lib/link-view.ts reads both parts). That keeps the first
// install small (see scripts/bench.mjs) while every step, ruling and topic stays readable offline.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

/** The clean URL a file is served at (/en/buddyfight/call for en/buddyfight/call.html). */
const urlOf = (f) => (f.endsWith('.html') ? (f === '/index.html' ? '/' : f.slice(0, -'.html'.length)) : f);

/**
 * A page's RSC payload as Next inlines it in the HTML: the strings of its self.__next_f.push([1, "…"]) scripts,
 * joined (byte for byte what Next would also write to <page>.txt, which scripts/prune-rsc.mjs removes).
 */
export function payloadOf(html) {
  let text = '';
  for (const m of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, chunk] = JSON.parse(m[1]);
    if (kind === 1 && typeof chunk === 'string') text += chunk;
  }
  return text;
}

/**
 * A page that shows another page's chart from a given point: where its flow page is and how to get there.
 * Read from the page's RSC payload, which holds the page data.
 */
export function viewOf(root, file) {
  const text = payloadOf(readFileSync(join(root, file), 'utf8'));
  const base = /"basePath":("[^"]*")/.exec(text);
  // A ruling asked on an edited board starts on it: its edits (a link's edit= text) go with the redirect.
  const initial = /"initial":(\{"setup":"[^"]*","events":\[[^\]]*\](?:,"edit":"[^"]*")?\})/.exec(text);
  if (!base || !initial) return null;
  const flow = JSON.parse(base[1]);
  if (flow === urlOf(file)) return null;
  const { setup, events, edit } = JSON.parse(initial[1]);
  const q = new URLSearchParams({ setup });
  if (edit) q.set('edit', edit);
  if (events.length) q.set('walk', events.join('.'));
  // A ruling's page features its ruling: the flow page shows it (question, answer, Replay) when the link names it,
  // from the rulings every flow page already carries. Without it a shared ruling link opened offline showed the
  // chart's first step and no answer (found by an audit).
  // (A page that features none writes "$undefined", React's mark for a missing value: no id starts with "$".)
  const featured = /"featured":("[^"$][^"]*")/.exec(text);
  // A step's page names its step: the flow page then opens as that step's page does online. With the walk alone it
  // landed on the same step as a bare flow page, a nested chart's host step's words folded and a phone left at the
  // page's top (found by an audit).
  const focus = /"focusStep":("[^"$][^"]*")/.exec(text);
  if (focus) q.set('step', JSON.parse(focus[1]));
  if (featured) {
    q.set('ruling', JSON.parse(featured[1]));
    // The mark of this stand-in: the ruling box says it is an offline copy even where the browser believes it is online
    // (a network that answers nothing), and not when the same ruling= comes from a copied link. The page reads it once
    // and takes it out of its address.
    q.set('offline', '1');
  }
  return `${flow}?${q}`;
}

/**
 * Scripts the pages load only as `noModule` (Next's polyfills for browsers without ES modules). Every browser that
 * runs a service worker runs modules and skips these, so precaching them downloaded 40 KB (gzipped) that no reader
 * of the offline copy would ever run.
 */
export function noModuleScripts(htmlTexts) {
  const only = new Set();
  const loaded = new Set();
  for (const html of htmlTexts) {
    for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
      const src = /\ssrc="([^"]+)"/i.exec(tag[0])?.[1];
      if (!src) continue;
      (/\snomodule\b/i.test(tag[0]) ? only : loaded).add(src);
    }
  }
  return new Set([...only].filter((src) => !loaded.has(src)));
}

export function buildManifest(root) {
  const files = [...walk(root)]
    .map((p) => '/' + relative(root, p).split(sep).join('/'))
    // Not pages: the RSC payloads (read only by client navigation, which the site does not use offline), host
    // config, and the not-found page, which the server answers with status 404 and is cached on its own below.
    .filter((p) => !p.endsWith('.txt') && !['/sw.js', '/_headers', '/_redirects', '/404.html'].includes(p) && !p.startsWith('/_not-found'))
    .sort();
  const precache = [];
  const views = {};
  const sources = [];
  let bytes = 0;
  // Read from every page: a script one page loads as a module is kept.
  const skipped = noModuleScripts(files.filter((f) => f.endsWith('.html')).map((f) => readFileSync(join(root, f), 'utf8')));
  for (const f of [...files, '/404.html']) {
    if (skipped.has(f)) continue;
    const body = readFileSync(join(root, f));
    const view = f.endsWith('.html') ? viewOf(root, f) : null;
    if (view) {
      views[urlOf(f)] = view;
      continue;
    }
    bytes += body.length;
    sources.push(f);
    precache.push({ url: f === '/404.html' ? '/404' : urlOf(f), revision: createHash('sha256').update(body).digest('hex').slice(0, 16) });
  }
  return { precache, views, bytes, files: sources, all: files };
}

export function workerSource({ precache, views }) {
  return `// Generated by scripts/sw.mjs at build time. Do not edit.
const PRECACHE = ${JSON.stringify(precache)};
// Pages that are one view of a flow page: offline, they redirect there with the same setup and walk (and ruling).
const VIEWS = ${JSON.stringify(views)};
const CACHE = 'ruleflow-precache';
const PAGES = 'ruleflow-pages';
// Marks a complete precache (the page reads it to say "available offline"); its body is the manifest's hash.
const READY = '/__offline-ready';
const VERSION = ${JSON.stringify(createHash('sha256').update(JSON.stringify(precache)).digest('hex').slice(0, 12))};

// The cache key carries the revision: two deploys' copies of a file live side by side until the old one is unused.
const keyOf = (e) => e.url + (e.url.includes('?') ? '&' : '?') + '__rev=' + e.revision;
const KEYS = new Map(PRECACHE.map((e) => [e.url, keyOf(e)]));

async function fetchOne(cache, e) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(e.url, { cache: 'no-cache', credentials: 'same-origin' });
      // The not-found page answers 404 by design; anything else must be a plain 200.
      if (res.ok || (e.url === '/404' && res.status === 404)) {
        // A redirected response cannot answer a navigation; keep only the body and headers.
        const clean = res.redirected ? new Response(await res.blob(), { status: res.status, headers: res.headers }) : res;
        await cache.put(keyOf(e), clean);
        return true;
      }
    } catch {
      // Network error: try again, then leave it for the next round.
    }
    await new Promise((ok) => setTimeout(ok, 250 * (attempt + 1)));
  }
  return false;
}

/** Fetches every entry not yet cached under its revision; returns how many are still missing. */
let filling = null;
function fill() {
  filling ??= (async () => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((r) => { const u = new URL(r.url); return u.pathname + u.search; }));
    const todo = PRECACHE.filter((e) => !have.has(keyOf(e)));
    let missing = 0;
    // A few at a time: hundreds of parallel requests overwhelm slow phones and small hosts.
    for (let i = 0; i < todo.length; i += 6) {
      const ok = await Promise.all(todo.slice(i, i + 6).map((e) => fetchOne(cache, e)));
      missing += ok.filter((x) => !x).length;
    }
    if (missing === 0) await cache.put(READY, new Response(VERSION));
    return missing;
  })().finally(() => (filling = null));
  return filling;
}

async function ready() {
  const hit = await caches.match(READY);
  return !!hit && (await hit.text()) === VERSION;
}

async function tell(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

self.addEventListener('install', (event) => {
  // Never fails on a missing file: the files that did come are kept (under their revision), and the rest are
  // fetched again later, so one bad response cannot block every future update.
  event.waitUntil(fill());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Drop what this deploy no longer lists, and caches of older worker versions.
      const wanted = new Set([...KEYS.values(), READY]);
      const cache = await caches.open(CACHE);
      for (const req of await cache.keys()) {
        const u = new URL(req.url);
        if (!wanted.has(u.pathname + u.search)) await cache.delete(req);
      }
      // Pages kept from reading belong to the deploy that served them (they name its script files): start over.
      for (const key of await caches.keys()) if (key.startsWith('ruleflow-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
      if (!(await ready())) await fill();
      if (await ready()) await tell({ type: 'offline-ready', version: VERSION });
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
  // The page asks while it waits for "available offline": fill in whatever an earlier round missed.
  if (event.data?.type === 'complete-cache') {
    event.waitUntil(
      (async () => {
        if (!(await ready())) await fill();
        if (await ready()) await tell({ type: 'offline-ready', version: VERSION });
      })(),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = url.pathname.replace(/\\/$/, '') || '/';
  event.respondWith(
    (async () => {
      const key = KEYS.get(req.mode === 'navigate' ? path : url.pathname) ?? KEYS.get(path);
      if (key && (req.mode === 'navigate' || !url.search || url.pathname.startsWith('/_next/'))) {
        const hit = await caches.match(key, { cacheName: CACHE });
        if (hit) return hit;
      }
      try {
        const res = await fetch(req);
        // Pages not precached (steps, rulings) are kept once read, for the next time offline.
        if (req.mode === 'navigate' && res.ok && !key) {
          const copy = res.clone();
          event.waitUntil(caches.open(PAGES).then((c) => c.put(path, copy)));
        }
        return res;
      } catch (err) {
        if (key) {
          const hit = await caches.match(key, { cacheName: CACHE });
          if (hit) return hit;
        }
        if (req.mode === 'navigate') {
          const seen = await caches.match(path, { cacheName: PAGES });
          if (seen) return seen;
          if (Object.hasOwn(VIEWS, path)) return Response.redirect(VIEWS[path], 302);
          const missing = KEYS.has('/404') && (await caches.match(KEYS.get('/404'), { cacheName: CACHE }));
          if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
        }
        throw err;
      }
    })(),
  );
});
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'out';
  const manifest = buildManifest(root);
  // Written beside and renamed into place: a host (or a mirror of out/ made with hard links) never sees a
  // half-written worker, and a file linked to the old one keeps the old content.
  writeFileSync(join(root, 'sw.js.tmp'), workerSource(manifest));
  renameSync(join(root, 'sw.js.tmp'), join(root, 'sw.js'));
  console.log(
    `sw.js: ${manifest.precache.length} files precached (${(manifest.bytes / 1e6).toFixed(2)} MB before compression), ` +
      `${Object.keys(manifest.views).length} pages served offline through their flow page`,
  );
}
