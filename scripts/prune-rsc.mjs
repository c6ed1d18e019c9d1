#!/usr/bin/env node
// Removes the RSC payload files from the static export, last step of `npm run build`.
//
// Next's export writes every page's React Server Components payload three more times beside its HTML: <page>.txt,
// and __next._full.txt, __next._tree.txt and one file per segment in a folder named after the page. Next's client
// router fetches them for client-side navigation (<Link>, router.push). This site never navigates on the client:
// its links are plain <a>, and the explorer writes the address itself (useFlowWalk.ts). A loaded page reads its
// payload from the HTML, where the same bytes are inlined. So those files are never requested, and they were
// 180 of the export's 306 MB: a host would store and a deploy upload them for nothing. Should anything ask for
// one after all, the host answers 404 and Next's router falls back to loading the page itself.
//
// scripts/sw.mjs reads the payloads to find each step page's flow page, so this runs after it.
import { existsSync, readdirSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** An RSC payload file: a page's own <page>.txt (beside <page>.html) or one of Next's segment files. */
function isPayload(dir, name) {
  if (/^__next\..+\.txt$/.test(name)) return true;
  return name.endsWith('.txt') && existsSync(join(dir, name.slice(0, -'.txt'.length) + '.html'));
}

/** Deletes the payloads under root, and the folders they leave empty. Returns what went. */
export function pruneRsc(root) {
  let files = 0;
  let bytes = 0;
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) {
        visit(p);
        if (readdirSync(p).length === 0) rmdirSync(p);
      } else if (isPayload(dir, name)) {
        files++;
        bytes += st.size;
        unlinkSync(p);
      }
    }
  };
  visit(root);
  return { files, bytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, bytes } = pruneRsc(process.argv[2] ?? 'out');
  console.log(`prune-rsc: ${files} RSC payload files removed (${(bytes / 1e6).toFixed(1)} MB); pages carry theirs inline`);
}
