import { registry, type GameLine } from '../games';
import type { GameWords } from './game';
import type { Ruling } from './schema';
import { provenanceOf, type Provenance } from './provenance';

export { LOCALES, type Locale } from './schema';
export type { FlowWordsEntry as FlowEntry } from './game';

/** A game's words as the shared layer reads them (see content/game.ts for what a game provides). */
export type GameEntry = GameWords;

/**
 * Every game's words, loaded once from the registry (games.ts): for the server,
 * build steps and tests. Browser code never imports this module.
 */
export const games: Record<string, GameEntry> = await loadWords(registry);

/** The words of every game in a registry (the real one, or a test's). */
export async function loadWords(reg: Record<string, GameLine>): Promise<Record<string, GameEntry>> {
  return Object.fromEntries(await Promise.all(Object.entries(reg).map(async ([id, line]) => [id, (await line.content()).default as GameEntry] as const)));
}

/** A game's words by id from any source (a URL too): own properties only. */
export function gameOf(id: string): GameEntry | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

export function rulingsOf(game: string): Ruling[] {
  return Object.values(gameOf(game)?.flows ?? {}).flatMap((f) => f.rulings);
}

/**
 * Where a ruling comes from (official Q&A, an example in the rules, a players' wiki, this site's answer …), from the
 * kind of document it cites as the game registers it: the one source of the label every page shows on a ruling.
 */
export function rulingProvenance(game: string, r: Ruling): Provenance {
  const sources = gameOf(game)?.content.sources;
  if (!sources || !Object.hasOwn(sources, r.source.doc)) throw new Error(`${game}/${r.id} cites ${r.source.doc}, which ${game} does not register`);
  return provenanceOf(r, sources[r.source.doc]);
}
