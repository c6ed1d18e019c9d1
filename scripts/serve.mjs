#!/usr/bin/env node
// Serves the static export the way a static host or CDN would: clean URLs (/a/b → a/b.html or a/b/index.html),
// 404.html with status 404, and the response headers the export ships in _headers (so the tests exercise the
// same Content-Security-Policy a real host would send).
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

// Files that exist in the export but are not pages of their own: asking for them is a miss, not a 200.
const PRIVATE = /^\/(404|_not-found)(\.html|\.txt)?$|^\/_not-found\/|^\/_(headers|redirects)$/;

/**
 * Decides what one request gets: a file with 200, a redirect to the canonical path, or the 404 page.
 * Each path segment is decoded on its own, so an encoded slash (%2F) stays inside its segment and cannot
 * join segments into a path the export happens to contain.
 */
export function route(root, rawUrl) {
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const search = q < 0 ? '' : rawUrl.slice(q);
  if (!path.startsWith('/')) return { status: 404 };
  // Doubled slashes confuse client-side routers; one canonical address per page.
  if (path.includes('//')) return { status: 308, location: path.replace(/\/{2,}/g, '/') + search };
  const segments = [];
  for (const raw of path.split('/').slice(1)) {
    let s;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return { status: 404 };
    }
    if (/[/\\\0]/.test(s) || s === '.' || s === '..') return { status: 404 };
    segments.push(s);
  }
  const clean = '/' + segments.join('/');
  if (PRIVATE.test(clean)) return { status: 404 };
  const base = resolve(root);
  const full = join(base, ...segments);
  if (full !== base && !full.startsWith(base + sep)) return { status: 404 };
  const trailing = clean.length > 1 && clean.endsWith('/');
  const candidates = trailing ? [`${full}.html`, join(full, 'index.html')] : [full, `${full}.html`, join(full, 'index.html')];
  for (const c of candidates) {
    try {
      if (existsSync(c) && statSync(c).isFile()) return { status: 200, file: c };
    } catch {
      // A name the file system refuses (too long, invalid) is simply not there.
    }
  }
  return { status: 404 };
}

/** Kept for callers that only need the file: the path served with 200, or null. */
export function resolveFile(root, urlPath) {
  return route(root, urlPath).file ?? null;
}

/**
 * Reads a _headers file in the format Netlify and Cloudflare Pages share: a path pattern on its own line
 * ("*" matches anything), then indented "Name: value" lines that apply to it. Later matches add to earlier ones.
 */
export function readHeaders(root) {
  const file = join(root, '_headers');
  return existsSync(file) ? parseHeaders(readFileSync(file, 'utf8')) : [];
}

export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const re = new RegExp(
        '^' +
          pattern
            .split('*')
            .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*') +
          '$',
      );
      rules.push({ re, headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(':');
      if (at > 0) rules[rules.length - 1].headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function headersFor(rules, path) {
  const out = {};
  for (const r of rules) if (r.re.test(path)) for (const [k, v] of r.headers) out[k] = v;
  return out;
}

/**
 * Serves `root`. `intercept(url)` (tests only) sees every request first and may answer it with a bare status
 * instead, to play a host that fails now and then.
 */
export function startServer({ root = 'out', port = 3000, host = '127.0.0.1', intercept = undefined } = {}) {
  const notFound = join(root, '404.html');
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const forced = intercept?.(url);
    if (forced) {
      res.writeHead(forced, { 'content-type': 'text/plain; charset=utf-8' }).end(`Status ${forced}`);
      return;
    }
    // Read per request: a test may rewrite the export (a second deploy) while the server runs.
    const rules = readHeaders(root);
    const r = route(root, url);
    const path = url.split('?')[0];
    const shared = { 'x-content-type-options': 'nosniff', ...headersFor(rules, r.status === 200 ? path : '/404.html') };
    if (r.location) {
      res.writeHead(r.status, { ...shared, location: r.location, 'content-type': 'text/plain; charset=utf-8' }).end(`See ${r.location}`);
      return;
    }
    const send = r.file ?? (existsSync(notFound) ? notFound : null);
    if (!send) {
      res.writeHead(404, { ...shared, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[extname(send)] ?? 'application/octet-stream';
    const immutable = r.status === 200 && path.startsWith('/_next/static/');
    res.writeHead(r.status, {
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...shared,
      'content-type': type,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(send).pipe(res);
  });
  // An address longer than the request line may be (Node's limit, like a CDN's, is about 16 KB) would otherwise get
  // a bare 431 with no body, which a browser shows as its own network error page. Answer as a host does: 414, in words.
  server.on('clientError', (err, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLong = err.code === 'HPE_HEADER_OVERFLOW';
    const body = tooLong ? 'This address is too long to serve.' : 'Bad request.';
    socket.end(
      `HTTP/1.1 ${tooLong ? '414 URI Too Long' : '400 Bad Request'}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const root = process.argv[2] ?? 'out';
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No static export in ${root}/. Run "npm run build" first.`);
    process.exit(1);
  }
  startServer({ root, port }).then(() => console.log(`Ruleflow is served at http://localhost:${port}/`));
}
