import { registry, type GameLine } from '../games';
import type { GameWords } from './game';
import type { Ruling } from './schema';

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
