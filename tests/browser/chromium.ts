import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

/**
 * Which Chromium drives the tests. Debian's headless shell (package chromium-headless-shell) is the same Blink and
 * V8 as the browser, without the desktop browser around them; it is what Playwright itself runs headless tests on.
 * On this 2-core machine a page load in it costs about half the CPU (the URL fuzz: 193 → 96 s), and page loads
 * are what the browser tests spend their time on. Where only the full browser is installed, that is used.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

/**
 * The flags a test browser runs with: the project's (scripts/chromium-flags.mjs), and V8 without its optimizing
 * compilers (Maglev, TurboFan). A test page lives about a second; the code it runs hot was compiled again for speed in
 * background threads, then thrown away with the page. What a page does is the same, only less of its code is
 * optimized. Measured on the browser files here: 573 -> 541 CPU seconds, 292 -> 276 s. The bench and the screenshots
 * keep a reader's browser, with them.
 */
export const TEST_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt --no-maglev'];

/**
 * For a test file whose pages run one long script rather than load after load: axe, in the files that check every
 * page type's accessibility and contrast (about 90 runs of 0.3-1.6 s each). That code stays hot for seconds, and
 * V8's mid-tier compiler (Maglev) pays for itself there; TurboFan, the top tier, still does not. Measured on
 * visual.test.ts alone: 102 CPU s and 91 s with neither compiler, 82 and 69 with Maglev only, 87 and 68 with both,
 * 106 and 76 with TurboFan only. The page-load files go the other way (the URL fuzz 97 -> 110 s with Maglev), so
 * they keep TEST_FLAGS.
 */
export const LONG_SCRIPT_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt'];

/** The window every test page starts with (a laptop): tests that want a phone set their own. */
export const VIEWPORT = { width: 1280, height: 900 } as const;

/**
 * A fresh Chromium with its own user-data-dir, as the machine notes require (Playwright makes a new one for every launch
 * and removes it on close), and one browser context in it. The context keeps its HTTP cache, storage and service
 * workers in memory, where a persistent profile wrote them to disk: the same files on the same two cores, for about 4%
 * less CPU (four browser files, twice each: 56.6 / 57.1 -> 54.3 / 55.1 CPU s). Service workers are blocked unless a
 * test asks for them: otherwise every test file's browser precaches the whole export (about 14 MB) in the
 * background while it tests, which on a 2-core machine starves page loads, and pages would be answered from
 * that cache instead of the server under test. offline.test.ts and deploy.test.ts test the worker itself.
 */
export async function launch({
  serviceWorkers = 'block',
  warm,
  longScripts = false,
}: { serviceWorkers?: 'allow' | 'block'; warm?: string; longScripts?: boolean } = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  // Not where service workers run: a page kept open would be a client of the worker and hold back the update the
  // deploy tests wait for.
  const keep = serviceWorkers === 'block' ? warm : undefined;
  const flags = longScripts ? LONG_SCRIPT_FLAGS : TEST_FLAGS;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: keep ? [...flags, '--process-per-site'] : flags });
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers });
  // A test file opens many pages over its life (fixtures.ts reuses a finished test's pages, and opens a new one
  // whenever none is spare). A page in a fresh renderer process loaded a flow page for about twice the main-thread
  // time a page in a warm one did (traced: ~300 -> ~155 ms; a 404 page ~130 -> ~55): a new
  // process starts with no compiled scripts, fonts or styles cached. With one process per site, and a page of the
  // site kept open for the browser's life so that process never empties and exits, every page a test opens joins the
  // warm one. Pages run as before; only the process they share is reused.
  if (keep) await (await context.newPage()).goto(keep);
  return {
    context,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

export type { Browser };
