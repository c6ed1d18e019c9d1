import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { blockedInline, HEADERS, inlineScriptHashes, withPolicy } from '../../scripts/csp.mjs';
// @ts-expect-error plain ESM script without types
import { headersFor, parseHeaders } from '../../scripts/serve.mjs';

// The hash of `alert(1)` as CSP documentation and `openssl dgst -sha256 -binary | base64` give it.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inline script hashes', () => {
  test('hashes the text of inline scripts only, not external scripts or data blocks', () => {
    const html =
      '<head><script src="/a.js"></script><script>alert(1)</script><script type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script type="module">alert(1)</script></head>';
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
  });

  test('a CRLF inside a script is hashed as the browser reads it (LF)', () => {
    expect(inlineScriptHashes('<script>alert(1)\r\n</script>')).toEqual(inlineScriptHashes('<script>alert(1)\n</script>'));
    expect(inlineScriptHashes('<script>alert(1)\n</script>')).not.toEqual([ALERT]);
  });
});

describe('the page policy', () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/x.js" async></script></head><body><script>alert(1)</script></body></html>';
  const out = withPolicy(page);

  test("sits right after the charset, before every script, and lists the page's hashes", () => {
    const meta = out.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(out.indexOf('charSet'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
    const policy = /content="([^"]*)"/.exec(out.slice(meta))![1];
    expect(policy).toContain(`script-src 'self' ${ALERT}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test('running it twice leaves one policy', () => {
    expect(withPolicy(out).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  test('event-handler attributes and javascript: links are reported, script text is not', () => {
    expect(blockedInline('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>')).toHaveLength(2);
    expect(blockedInline('<script>if (a) { b.onload = c }</script><p>onclick=nothing</p>')).toEqual([]);
  });
});

test('the headers file sends CSP with frame-ancestors and the other security headers on every path', () => {
  const rules = parseHeaders(HEADERS);
  const page = headersFor(rules, '/en/buddyfight/call');
  expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page['referrer-policy']).toBeTruthy();
  expect(page['x-content-type-options']).toBe('nosniff');
  expect(page['permissions-policy']).toContain('camera=()');
  expect(headersFor(rules, '/data/index.json')['content-security-policy']).toContain("default-src 'none'");
});
