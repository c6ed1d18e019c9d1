import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { headersFor, readHeaders, route } from '../../scripts/serve.mjs';

// A miniature export: the server must treat it exactly as a static host treats the real one.
let root: string;
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ruleflow-serve-'));
  mkdirSync(join(root, 'en/buddyfight'), { recursive: true });
  mkdirSync(join(root, '_not-found'), { recursive: true });
  for (const f of [
    'index.html',
    '404.html',
    '_not-found.html',
    '_not-found/page.txt',
    'en.html',
    'en/buddyfight/call.html',
    'en/buddyfight/call.txt',
    'sw.js',
  ]) {
    writeFileSync(join(root, f), f);
  }
  writeFileSync(
    join(root, '_headers'),
    "# comment\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n/sw.js\n  Cache-Control: no-cache\n",
  );
});

const at = (url: string) => {
  const r = route(root, url);
  return { status: r.status, file: r.file?.slice(root.length), location: r.location };
};

describe('paths', () => {
  test.each([
    ['/', 200, '/index.html'],
    ['/en', 200, '/en.html'],
    ['/en/', 200, '/en.html'],
    ['/en/buddyfight/call', 200, '/en/buddyfight/call.html'],
    ['/en/buddyfight/call?walk=a.b', 200, '/en/buddyfight/call.html'],
    ['/en/buddyfight/call.txt?_rsc=1', 200, '/en/buddyfight/call.txt'],
    ['/en/buddy%66ight/call', 200, '/en/buddyfight/call.html'],
  ])('%s is served', (url, status, file) => {
    expect(at(url)).toEqual({ status, file, location: undefined });
  });

  test.each([
    ['an encoded slash joining segments', '/en%2Fbuddyfight%2Fcall'],
    ['an encoded slash, lower case', '/en/buddyfight%2fcall'],
    ['an encoded backslash', '/en%5Cbuddyfight/call'],
    ['an encoded NUL', '/en/buddyfight/call%00'],
    ['an encoded parent', '/en/%2E%2E/%2E%2E/etc/passwd'],
    ['a raw parent', '/en/../../etc/passwd'],
    ['a broken escape', '/en/%E0%A4%A'],
    ['the 404 page by name', '/404'],
    ['the 404 file by name', '/404.html'],
    ['the built-in not-found page', '/_not-found'],
    ['the built-in not-found payload', '/_not-found/page.txt'],
    ['the host headers file', '/_headers'],
    ['a 10,000-character segment', '/en/' + 'x'.repeat(10_000)],
    ['no leading slash', 'en/buddyfight/call'],
  ])('%s is a 404', (_, url) => {
    expect(at(url)).toEqual({ status: 404, file: undefined, location: undefined });
  });

  test.each([
    ['//en//buddyfight//call', '/en/buddyfight/call'],
    ['//en//buddyfight//call?walk=x//y', '/en/buddyfight/call?walk=x//y'],
    ['///evil.example/', '/evil.example/'],
  ])('%s redirects to one canonical address on this site', (url, location) => {
    expect(at(url)).toEqual({ status: 308, file: undefined, location });
  });
});

test('the _headers file is read the way static hosts read it', () => {
  const rules = readHeaders(root);
  expect(headersFor(rules, '/en/buddyfight/call')).toEqual({ 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" });
  expect(headersFor(rules, '/sw.js')).toEqual({
    'x-frame-options': 'DENY',
    'content-security-policy': "frame-ancestors 'none'",
    'cache-control': 'no-cache',
  });
});

describe('an address too long to serve', () => {
  test('gets 414 with words, not a bare 431 a browser shows as a network error', async () => {
    // @ts-expect-error plain ESM script without types
    const { startServer } = await import('../../scripts/serve.mjs');
    const server = await startServer({ root, port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.address();
      const res = await fetch(`http://127.0.0.1:${port}/en/buddyfight/call?open=${'x'.repeat(20_000)}`);
      expect(res.status).toBe(414);
      expect(await res.text()).toContain('too long');
      // An ordinary address on the same server is still served.
      const ok = await fetch(`http://127.0.0.1:${port}/en/buddyfight/call`);
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
    } finally {
      // fetch keeps its connection open for reuse; close() alone waited for it to time out (3 s of every unit run).
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
