import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { base, hydrated, useBrowser } from './fixtures';

// The export ships a strict policy (scripts/csp.mjs): each page's inline scripts allowed by hash, nothing else
// inline, no eval. A page type whose scripts the policy forgot would break silently for readers; this loads each
// kind of page through the served export (which sends the _headers file) and asserts the browser reported no
// violation, through the securitypolicyviolation event and the console.

const browser = useBrowser();

beforeAll(async () => {
  await browser.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

/** What the browser said about policies while the page loaded and was used. */
async function watch(path: string, use?: (page: Page) => Promise<void>) {
  const said: string[] = [];
  const page = await browser.context().newPage();
  page.on('console', (m) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(m.text())) said.push(m.text());
  });
  // 'load', not network quiet: the wait for quiet below, after the page is used, covers whatever loads later.
  const response = await page.goto(base() + path, { waitUntil: 'load' });
  // A data file has no React to wait for.
  if (response?.headers()['content-type']?.startsWith('text/html')) await hydrated(page);
  await use?.(page);
  // Effects, lazy chunks and the service worker registration have run by then.
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return { page, response, problems: [...violations, ...said] };
}

const PAGES: [string, string, ((page: Page) => Promise<void>)?][] = [
  ['site root', '/'],
  ['home', '/en'],
  ['home (ja)', '/ja'],
  ['game landing', '/en/buddyfight'],
  [
    'flow',
    '/en/buddyfight/call',
    async (page) => {
      await page.click('button[data-event="next"]');
    },
  ],
  ['flow with a walk in the link', '/ja/buddyfight/attack-phase?walk=next'],
  ['step page', '/en/buddyfight/call/1.1'],
  ['keyword page', '/en/buddyfight/keywords/counterattack'],
  ['rule page', '/en/buddyfight/rules/continuous'],
  ['rulings index', '/en/buddyfight/rulings'],
  ['ruling page', '/en/buddyfight/rulings/attack-phase-q1'],
  ['edition concordance', '/en/buddyfight/concordance'],
  ['compare page', '/en/compare/responses'],
  ['compare page (ja)', '/ja/compare/responses'],
  ['sources', '/en/sources'],
  [
    'search',
    '/en/search',
    async (page) => {
      // The page's own box, so the index is fetched and searched under the policy; then wait for its answer rather than
      // a fixed pause (the header's box, typed into before, only searches on Enter).
      await page.locator('[data-search-page-input]').fill('call');
      await page.locator('[data-search-results] li a').first().waitFor();
    },
  ],
  ['404', '/en/buddyfight/call/9.9'],
  ['second game: flow', '/en/fftcg/turn'],
  ['second game: step page', '/en/fftcg/turn/1'],
  ['third game: flow', '/en/goda/attack'],
  ['third game: term page', '/en/goda/terms/block'],
  ['data JSON', '/data/index.json'],
];

test.each(PAGES)('%s (%s): no policy violation', { timeout: 60_000 }, async (_, path, use) => {
  const { page, response, problems } = await watch(path, use);
  await page.close();
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(problems).toEqual([]);
});

test('every HTML page carries its own hash list, and the headers are sent', async () => {
  const { page, response } = await watch('/en/buddyfight/call');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  const h = response!.headers();
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['permissions-policy']).toContain('camera=()');
});

test('the policy is enforced: a script injected into the page does not run and is reported', async () => {
  const { page } = await watch('/en/buddyfight/call');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
    // A string timer is eval from the page's own context (a DevTools evaluation would be exempt).
    (setTimeout as unknown as (code: string) => void)('window.__evaluated = 1');
    return new Promise((ok) =>
      setTimeout(() => ok([(window as unknown as { __injected?: number }).__injected, (window as unknown as { __evaluated?: number }).__evaluated]), 200),
    );
  });
  expect(ran).toEqual([undefined, undefined]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length)).toBeGreaterThanOrEqual(2);
});
