import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { gameMachines } from '@/machines';
import { vocabulary } from '@/machines/engine/replay';
import { base, useBrowser } from './fixtures';

const browser = useBrowser();

/**
 * Event types that only one game's machines declare, with a hyphen so a minifier must keep them as quoted strings:
 * finding one in a script means that game's machines are in it.
 */
function ownWords(): Map<string, string[]> {
  const byGame = new Map<string, Set<string>>();
  for (const [game, g] of Object.entries(gameMachines)) byGame.set(game, new Set(Object.values(g.flows).flatMap((f) => [...vocabulary(f)])));
  const out = new Map<string, string[]>();
  for (const [game, words] of byGame) {
    const others = [...byGame].filter(([g]) => g !== game).flatMap(([, w]) => [...w]);
    out.set(
      game,
      [...words].filter((w) => w.includes('-') && !others.includes(w)),
    );
  }
  return out;
}

const words = ownWords();
const firstFlow = (game: string) => Object.keys(gameMachines[game].flows)[0];

test('every game has event names no other game uses (the markers this test looks for)', () => {
  expect(words.size).toBeGreaterThanOrEqual(4);
  for (const [game, w] of words) expect(w.length, game).toBeGreaterThan(0);
});

// Issue 8: a flow page loads only its own game's machines, so its first load does not grow with the number of games.
test.each([...words.keys()])("a %s flow page loads its own machines and no other game's", async (game) => {
  // Script URLs as the page asked for them; their bytes are read from the export (a response the service worker
  // answered has no body to read here).
  const scripts = new Set<string>();
  const page = await browser.context().newPage();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${base()}/en/${game}/${firstFlow(game)}`, { waitUntil: 'load' });
  await page.locator('button[data-event]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const own = [...scripts].filter((p) => p.startsWith('/_next/'));
  expect(own.length).toBeGreaterThan(0);
  const code = own.map((p) => readFileSync(join('out', decodeURIComponent(p)), 'utf8')).join('\n');
  const has = (w: string) => code.includes(`"${w}"`) || code.includes(`'${w}'`);
  // Its own machines are there (else the markers prove nothing)...
  expect(words.get(game)!.some(has)).toBe(true);
  // ...and no other game's.
  for (const [other, w] of words) if (other !== game) expect(w.filter(has), `${other}'s machines on a ${game} page`).toEqual([]);
  await page.close();
});
