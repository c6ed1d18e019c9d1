#!/usr/bin/env node
// Gives the static export a strict Content-Security-Policy after `next build`.
//
// Next's static export inlines each page's RSC payload as many small <script> blocks, different on every page, so
// one site-wide list of hashes would run to tens of kilobytes. Instead each HTML page gets a <meta> policy listing
// the SHA-256 hashes of exactly its own inline scripts (no 'unsafe-inline', no 'unsafe-eval'), and the host headers
// file (_headers, read by Netlify, Cloudflare Pages and scripts/serve.mjs) carries what a <meta> policy cannot:
// frame-ancestors, plus object-src/base-uri again for files that are not HTML, and the other security headers.
// A browser enforces every policy it gets, so the two add up.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** Directives every page shares; script-src gets the page's hashes. */
export const PAGE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React renders style="" attributes into the HTML; style cannot run code, so inline styles stay allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** The policy the host sends with every response (frame-ancestors only works from a header). */
export const HEADER_POLICY = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Data files are never documents: nothing may load from them. */
export const DATA_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

export const HEADERS = `# Written by scripts/csp.mjs at build time; scripts/serve.mjs sends the same headers.
/*
  Content-Security-Policy: ${HEADER_POLICY}
  Referrer-Policy: strict-origin-when-cross-origin
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()
/data/*
  Content-Security-Policy: ${DATA_POLICY}
/sw.js
  Cache-Control: no-cache
`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types the browser runs as script; any other type (JSON, ld+json) is a data block that CSP does not govern.
const RUNS = /^\s*$|^\s*(text\/javascript|application\/javascript|module)\s*$/i;

/** SHA-256 hashes, in CSP source form, of the inline scripts a page's HTML contains. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (type && !RUNS.test(type[2] ?? type[3] ?? type[4] ?? '')) continue;
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** What would be blocked anyway: event-handler attributes and javascript: URLs cannot be allowed by a hash. */
export function blockedInline(html) {
  const found = [];
  // Only inside tags, not in text: an attribute name starting with "on" directly after whitespace.
  for (const [tag] of html.replace(SCRIPT, '<script>').matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(tag.slice(0, 80));
    if (/\s(href|src|action)\s*=\s*["']?\s*javascript:/i.test(tag)) found.push(tag.slice(0, 80));
  }
  return found;
}

export function pagePolicy(hashes) {
  return Object.entries(PAGE_POLICY)
    .map(([k, v]) => [k, ...(k === 'script-src' ? [...v, ...hashes] : v)].join(' '))
    .join('; ');
}

/** Puts the page's policy first in <head> (after the charset), before any script it governs. */
export function withPolicy(html) {
  const clean = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(inlineScriptHashes(clean))}"/>`;
  const charset = /<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>/i.exec(clean);
  const head = /<head\b[^>]*>/i.exec(clean);
  const at = charset && head && charset.index > head.index ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) throw new Error('no <head> to put the policy in');
  const firstScript = clean.search(/<script\b/i);
  if (firstScript >= 0 && firstScript < at) throw new Error('a script comes before the policy could');
  return clean.slice(0, at) + meta + clean.slice(at);
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

export function applyPolicies(root) {
  let pages = 0;
  let hashes = 0;
  const problems = [];
  for (const file of walk(root)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    for (const b of blockedInline(html)) problems.push(`${relative(root, file).split(sep).join('/')}: ${b}`);
    const out = withPolicy(html);
    hashes += inlineScriptHashes(html).length;
    writeFileSync(file, out);
    pages++;
  }
  if (problems.length) throw new Error(`Inline code a hash cannot allow (it would be blocked):\n${problems.slice(0, 20).join('\n')}`);
  writeFileSync(join(root, '_headers'), HEADERS);
  return { pages, hashes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'out';
  const { pages, hashes } = applyPolicies(root);
  console.log(`csp: ${pages} pages carry their own script hashes (${hashes} inline scripts); _headers written`);
}
