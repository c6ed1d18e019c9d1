import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { registry } from '@/games';
import { games } from '@/content';
import { gameMachines } from '@/machines';
import { base, useBrowser, waitInPage } from './fixtures';

const browser = useBrowser();

/** Every .ts file under a folder, as repository paths. */
const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const SOURCES = new Map(['machines', 'app'].flatMap(tsFiles).map((f) => [f, readFileSync(f, 'utf8')] as const));

/** A machines/ file and every machines/ file it imports, at any depth. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of (SOURCES.get(file) ?? '').matchAll(/^import (?!type )[^;]*? from '(\.[^']+)'/gm)) {
    const target = join(dirname(file), spec) + '.ts';
    if (SOURCES.has(target)) closure(target, seen);
  }
  return seen;
}

/** Every flow of every game, with the file its loader in machines/<game>/index.ts imports. */
const FLOWS = Object.keys(registry).flatMap((game) => {
  const index = SOURCES.get(`machines/${game}/index.ts`) ?? '';
  return [...index.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/([\w-]+)'\)/gm)].map(([, flow, file]) => ({
    game,
    flow,
    file: `machines/${game}/${file}.ts`,
  }));
});

/**
 * A flow's own files: its file and those it imports that no other flow's file imports (its editor, say). A flow whose
 * editor took its event names out of the flow's file (an editor names the fields its board builds) is still found.
 */
function ownFiles(file: string): Set<string> {
  const others = FLOWS.filter((f) => f.file !== file).flatMap((f) => [...closure(f.file)]);
  return new Set([...closure(file)].filter((f) => f === file || !others.includes(f)));
}

/**
 * Strings with a hyphen written in a flow's own files and in no other file of machines/ or app/ (a minifier keeps a
 * string as it is, so finding one in a script means that file is in it): event names, log codes, card names. The
 * words in content/ name the same events, but they reach the page as its data, not as a script.
 */
function markers(file: string, within: 'site' | 'game' = 'site'): string[] {
  const mine = ownFiles(file);
  // Within a game: the page's own machine is told from that game's other flows (another game's flow may share a
  // preset's name, 'answer-back'; that it is not on the page is the foreign check's business, with site-wide markers).
  const game = file.split('/')[1];
  const compared = (f: string) => !mine.has(f) && (within === 'site' || !f.startsWith('machines/') || f.split('/')[1] === game || f.split('/')[1] === 'engine');
  const own = new Set([...mine].flatMap((f) => [...(SOURCES.get(f) ?? '').matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)+)'/g)].map((m) => m[1])));
  return [...own].filter((s) => ![...SOURCES].some(([f, text]) => compared(f) && text.includes(s)));
}

test("every game's index names a loader for each of its flows, and each flow's own file has strings no other file has", () => {
  expect(FLOWS.length).toBeGreaterThanOrEqual(15);
  // Every flow the game registers was found in its index, in order (a loader written another way would be missed).
  for (const game of Object.keys(registry))
    expect(
      FLOWS.filter((f) => f.game === game).map((f) => f.flow),
      game,
    ).toEqual(Object.keys(gameMachines[game].flows));
  for (const { file } of FLOWS) expect(markers(file, 'game').length, file).toBeGreaterThan(0);
  // A flow that nests another carries it: the attack phase runs the play timing's steps inside it.
  const attack = FLOWS.find((f) => f.file.endsWith('/attack-phase.ts'));
  if (attack) expect([...closure(attack.file)].some((f) => f.endsWith('/play-timing.ts'))).toBe(true);
});

// Issue 8: a flow page loads only its own game's machines; issue 10: of those, only its own flow's (and the flows it
// nests), so a page's first load grows with neither the number of games nor the number of flows.
test.each(FLOWS.map((f) => [`${f.game}/${f.flow}`, f] as const))("the %s page loads its own machine and no other flow's", async (_, { game, flow, file }) => {
  // Script URLs as the page asked for them; their bytes are read from the export.
  const scripts = new Set<string>();
  const page = await browser.context().newPage();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${base()}/en/${game}/${flow}`, { waitUntil: 'load' });
  await page.locator('button[data-event]').first().waitFor();
  // Hydrated first: the explorer hydrates only once its machine's chunk is in (useFlowDefinition suspends), which on a
  // loaded machine came after half a second of network quiet, so 'networkidle' alone once missed the chunk.
  await waitInPage(page, () => Object.keys(document.querySelector('[data-explorer]') ?? {}).some((k) => k.startsWith('__react')));
  await page.waitForLoadState('networkidle');
  const loaded = [...scripts].filter((p) => p.startsWith('/_next/'));
  expect(loaded.length).toBeGreaterThan(0);
  const code = loaded.map((p) => readFileSync(join('out', decodeURIComponent(p)), 'utf8')).join('\n');
  const has = (w: string) => code.includes(`"${w}"`) || code.includes(`'${w}'`) || code.includes(`\`${w}\``);
  // Its own machine is there (else the markers prove nothing)...
  expect(markers(file, 'game').filter(has).length, `${file} on its own page`).toBeGreaterThan(0);
  // ...and no file of another flow that this one does not import.
  const mine = closure(file);
  const foreign = FLOWS.filter((f) => !mine.has(f.file)).flatMap((f) =>
    markers(f.file)
      .filter(has)
      .map((w) => `${relative('machines', f.file)}: ${w}`),
  );
  expect(foreign, `other flows' machines on the ${game}/${flow} page`).toEqual([]);
  await page.close();
});

// Found measuring the offline cache: every game's content loader was built into the browser's bundle (no page ever
// called it), so each game's words and the zod schema they import sat in the export as chunks no page loads, and the
// offline cache precached them all (216 KB of its 3 MB). The browser gets a page's words in its data.
test("no script of the export holds a game's content or the content schema", () => {
  const chunks = join('out', '_next', 'static', 'chunks');
  const scripts = readdirSync(chunks).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const texts = scripts.map((f) => [f, readFileSync(join(chunks, f), 'utf8')] as const);
  const holding = (needle: string) => texts.filter(([, text]) => text.includes(needle)).map(([f]) => f);
  // zod's own error class; and each flow's Japanese title, words only a game's content holds.
  expect(holding('ZodError')).toEqual([]);
  for (const [game, g] of Object.entries(games)) {
    for (const [flow, entry] of Object.entries(g.flows)) expect(holding(entry.content.title.ja), `${game}/${flow}`).toEqual([]);
  }
});
