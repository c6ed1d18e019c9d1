import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { startServer } from '../../scripts/serve.mjs';
import { launch } from './chromium';

// A deploy as a reader lives it: the site is cached for offline use, then a new build is put on the host. The
// copy of out/ is hard-linked (cheap), and a "deploy" rewrites a file in it and regenerates sw.js with the
// real build script, exactly as `npm run build` would.

/** Mirrors out/ into a temp folder with hard links; files a deploy changes are replaced, never edited in place. */
function mirror(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const a = join(from, name);
    const b = join(to, name);
    if (statSync(a).isDirectory()) mirror(a, b);
    else linkSync(a, b);
  }
}

/** Replaces a file of the mirror (breaking the hard link, so out/ stays as built). */
function rewrite(root: string, file: string, change: (text: string) => string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  unlinkSync(path);
  writeFileSync(path, change(text));
}

// sw.mjs replaces sw.js (written beside, then renamed), so the mirror's hard link to out/sw.js is broken, not
// written through: out/ stays as built for the next run.
const deploy = (root: string) => execFileSync('node', ['scripts/sw.mjs', root], { encoding: 'utf8' });

interface Host {
  root: string;
  base: string;
  requests: string[];
  failing: Set<string>;
  server: Server;
  context: BrowserContext;
  close: () => Promise<void>;
}

async function host(): Promise<Host> {
  const root = mkdtempSync(join(tmpdir(), 'ruleflow-deploy-'));
  mirror('out', root);
  const requests: string[] = [];
  const failing = new Set<string>();
  const server: Server = await startServer({
    root,
    port: 0,
    host: '127.0.0.1',
    intercept: (url: string) => {
      requests.push(url);
      return failing.has(url.split('?')[0]) ? 503 : undefined;
    },
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launch({ serviceWorkers: 'allow' });
  return {
    root,
    base,
    requests,
    failing,
    server,
    context: browser.context,
    close: async () => {
      await browser.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const hosts: Host[] = [];
beforeAll(() => {
  // Each test makes its own host; this only ensures there is an export to mirror.
  expect(statSync('out/sw.js').isFile()).toBe(true);
});
afterAll(async () => {
  for (const h of hosts) await h.close();
});

async function offlineReady(page: Page) {
  await page.locator('[data-offline="ready"]').waitFor({ timeout: 120_000 });
}

test('a new deploy offers "reload", downloads only the changed file, and the reload shows the new version', { timeout: 240_000 }, async () => {
  const h = await host();
  hosts.push(h);
  const page = await h.context.newPage();
  await page.goto(`${h.base}/en`);
  await offlineReady(page);
  expect(await page.locator('[data-update]').count()).toBe(0);

  // Deploy 2: one page changed.
  rewrite(h.root, 'en/sources.html', (t) => t.replace('</head>', '<meta name="deploy" content="2"/></head>'));
  console.log(deploy(h.root).trim());
  h.requests.length = 0;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const prompt = page.locator('[data-update]');
  await prompt.waitFor({ timeout: 60_000 });
  expect(await prompt.textContent()).toContain('A new version is here');
  // The new worker fetched its script and the one changed file, nothing else.
  // (RSC payloads that a link prefetch may ask for are not the worker's doing.)
  const fetched = h.requests.filter((u) => !u.startsWith('/sw.js') && !/[?&]_rsc=|\.txt(\?|$)/.test(u));
  expect(fetched).toEqual(['/en/sources']);

  // Until the reader reloads, the old version keeps serving (no mixed deploy).
  const before = await h.context.newPage();
  await before.goto(`${h.base}/en/sources`);
  expect(await before.locator('meta[name="deploy"]').count()).toBe(0);
  await before.close();

  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.locator('button').click()]);
  await page.goto(`${h.base}/en/sources`);
  expect(await page.locator('meta[name="deploy"]').getAttribute('content')).toBe('2');
  await expect.poll(() => page.locator('[data-update]').count()).toBe(0);
});

test('a file that fails during the precache is fetched again later, and the site then works offline', { timeout: 240_000 }, async () => {
  const h = await host();
  hosts.push(h);
  // The host fails on one page (and on a chunk of script) while the worker installs.
  // (a chunk the first page does not load itself, so only the worker's precache meets the failure)
  const first = readFileSync(join(h.root, 'en.html'), 'utf8');
  const chunk = readdirSync(join(h.root, '_next/static/chunks')).find((f) => f.endsWith('.js') && !first.includes(f))!;
  expect(chunk).toBeTruthy();
  h.failing.add('/en/sources');
  h.failing.add(`/_next/static/chunks/${chunk}`);
  const page = await h.context.newPage();
  await page.goto(`${h.base}/en`);
  // The worker still installs and takes the page: one bad file does not block it...
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 120_000 });
  await page.waitForTimeout(3_000);
  // ...but does not claim the site is offline-ready with a hole in the cache.
  expect(await page.locator('[data-offline="ready"]').count()).toBe(0);
  expect(await page.locator('[data-offline="saving"]').count()).toBe(1);

  // The host recovers; the page's next check fills the hole.
  h.failing.clear();
  await offlineReady(page);
  await h.context.setOffline(true);
  try {
    const res = await page.goto(`${h.base}/en/sources`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBeTruthy();
  } finally {
    await h.context.setOffline(false);
  }
});
