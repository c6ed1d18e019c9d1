import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildManifest, noModuleScripts, workerSource } from '../../scripts/sw.mjs';
import { linkView } from '@/app/lib/link-view';

// A miniature export: a flow page, one of its step pages (same chart, a walk further), a topic page, a script.
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
function exportWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'ruleflow-sw-'));
  roots.push(root);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), text);
  }
  return root;
}

/** A page as Next exports it: its RSC payload inlined in scripts, in chunks (here cut in two). */
const page = (words: string, payload: string) => {
  const cut = Math.floor(payload.length / 2);
  const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
  return `<html><body><p>${words}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload.slice(0, cut))}${push(payload.slice(cut))}</body></html>`;
};

const site = {
  'index.html': 'root',
  '404.html': 'missing',
  'en/g/call.html': page('flow page', '1:{"basePath":"/en/g/call","initial":{"setup":"basic","events":[]},"focusStep":"$undefined"}'),
  'en/g/call/1.2.html': page(
    'step page',
    '1:{"basePath":"/en/g/call","x":1,"initial":{"setup":"basic","events":["next","pay"]},"focusStep":"1.2","featured":"$undefined"}',
  ),
  // A step that needs no walk (the chart's first): its view still names the step.
  'en/g/call/1.1.html': page('step page', '1:{"basePath":"/en/g/call","initial":{"setup":"basic","events":[]},"focusStep":"1.1","featured":"$undefined"}'),
  'en/g/call/1.2.txt': 'an RSC payload file, never precached',
  'en/g/rulings/r1.html': page(
    'ruling page',
    '1:{"basePath":"/en/g/call","initial":{"setup":"basic","events":[],"edit":"side.life-3~side.gauge-0"},"featured":"r1"}',
  ),
  'en/g/rulings/r2.html': page('ruling page', '1:{"basePath":"/en/g/call","initial":{"setup":"basic","events":[]},"featured":"r2"}'),
  'en/g/keywords/k.html': 'topic page',
  '_next/static/chunks/a1.js': 'code',
  _headers: '/*',
};

test('precaches pages and files, not RSC payloads or host config; a step page is read through its flow page', () => {
  const m = buildManifest(exportWith(site));
  expect(m.precache.map((e: { url: string }) => e.url).sort()).toEqual(['/', '/404', '/_next/static/chunks/a1.js', '/en/g/call', '/en/g/keywords/k'].sort());
  expect(m.views).toEqual({
    // The step's page names its step (step=): the flow page opens as that page does, host words open, a phone scrolled.
    '/en/g/call/1.2': '/en/g/call?setup=basic&walk=next.pay&step=1.2',
    '/en/g/call/1.1': '/en/g/call?setup=basic&step=1.1',
    // A ruling asked on an edited board: offline, its flow page opens on the same board, and shows the ruling, marked as
    // the worker's stand-in (offline=1), which the box says is an offline copy.
    '/en/g/rulings/r1': '/en/g/call?setup=basic&edit=side.life-3%7Eside.gauge-0&ruling=r1&offline=1',
    // Found by an audit: offline, a shared ruling link opened the chart's first step with no question and no answer.
    '/en/g/rulings/r2': '/en/g/call?setup=basic&ruling=r2&offline=1',
  });
});

test("the worker's stand-in links are read by the page as the step's page and as an offline copy of the ruling", () => {
  const views = buildManifest(exportWith(site)).views as Record<string, string>;
  const flow = { rulings: ['r1', 'r2'], steps: ['1.1', '1.2'] };
  const step = linkView(new URL(views['/en/g/call/1.2'], 'https://x').search, flow);
  expect(step).toMatchObject({ step: '1.2', ruling: null, fromWorker: false, stepProblems: [], markProblems: [] });
  const ruling = linkView(new URL(views['/en/g/rulings/r2'], 'https://x').search, flow);
  expect(ruling).toMatchObject({ step: null, ruling: 'r2', fromWorker: true, rulingProblems: [], markProblems: [] });
});

test('scripts the pages load only as noModule (polyfills no service-worker browser runs) are not precached', () => {
  const polyfilled = (body: string) =>
    `<html><head><script src="/_next/static/chunks/poly.js" noModule=""></script><script src="/_next/static/chunks/a1.js" async=""></script></head>${body}</html>`;
  const m = buildManifest(
    exportWith({ ...site, 'index.html': polyfilled('root'), '_next/static/chunks/poly.js': 'polyfills', 'en/g/keywords/k.html': polyfilled('topic page') }),
  );
  const urls = m.precache.map((e: { url: string }) => e.url);
  expect(urls).not.toContain('/_next/static/chunks/poly.js');
  expect(urls).toContain('/_next/static/chunks/a1.js');
  // A script some page loads as a module is kept, whatever another page does with it.
  expect([...noModuleScripts(['<script src="/x.js" nomodule></script>', '<script src="/x.js"></script>', '<script nomodule src="/y.js"></script>'])]).toEqual([
    '/y.js',
  ]);
});

test('revisions follow the bytes: a deploy that changes one file changes one revision', () => {
  const before = buildManifest(exportWith(site)).precache;
  const after = buildManifest(exportWith({ ...site, 'en/g/keywords/k.html': 'topic page, reworded' })).precache;
  const changed = after.filter((e: { url: string; revision: string }) => before.find((b: { url: string }) => b.url === e.url)?.revision !== e.revision);
  expect(changed.map((e: { url: string }) => e.url)).toEqual(['/en/g/keywords/k']);
});

test('the worker waits for the page to ask before taking over, and never fails its install on one file', () => {
  const src = workerSource(buildManifest(exportWith(site)));
  // skipWaiting only in answer to the page's message, never on install.
  expect(src.match(/skipWaiting\(\)/g)).toHaveLength(1);
  expect(src).toMatch(/type === 'skip-waiting'\) self\.skipWaiting\(\)/);
  expect(src).not.toMatch(/addAll/);
  // It parses as a script.
  expect(() => new Function(src)).not.toThrow();
});
