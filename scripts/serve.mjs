#!/usr/bin/env node
// Serves the static export the way a static host or CDN would: clean URLs
// (/a/b → a/b.html or a/b/index.html) and 404.html with status 404.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
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

export function resolveFile(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const base = resolve(root);
  const full = normalize(join(base, path));
  if (full !== base && !full.startsWith(base + sep)) return null;
  const candidates = [full, `${full}.html`, join(full, 'index.html')];
  if (path.endsWith('/') && path !== '/') candidates.unshift(`${full.replace(/[\\/]$/, '')}.html`);
  for (const c of candidates) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

export function startServer({ root = 'out', port = 3000, host = '127.0.0.1' } = {}) {
  const notFound = join(root, '404.html');
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const send = file ?? (existsSync(notFound) ? notFound : null);
    if (!send) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(send)] ?? 'application/octet-stream';
    const immutable = (req.url ?? '').startsWith('/_next/static/');
    res.writeHead(status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(send).pipe(res);
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
