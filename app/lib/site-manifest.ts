import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, games, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { getFlow } from '@/machines';
import { stepsOf } from '@/machines/engine/chart';
import type { SiteManifest } from './not-found';

/**
 * The site's own sections under /{locale}/ (search, sources, compare …): the route folders beside [game]. Read from
 * the routes rather than listed, so a new section is never taken for a missing game (a written list had lost
 * "compare", and /en/compare/typo was explained as the game "compare").
 */
function sitePages(): string[] {
  return readdirSync(join(process.cwd(), 'app', '[locale]'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('['))
    .map((d) => d.name)
    .sort();
}

/** The names and titles the 404 page explains an address with, read from the registry at build time. */
export function siteManifest(): SiteManifest {
  return {
    ui: Object.fromEntries(LOCALES.map((l) => [l, uiStrings(l)])),
    pages: sitePages(),
    games: Object.fromEntries(
      Object.entries(games).map(([id, g]) => [
        id,
        {
          title: g.content.title,
          flows: Object.fromEntries(Object.entries(g.flows).map(([flow, f]) => [flow, { title: f.content.title, steps: stepsOf(getFlow(id, flow)!) }])),
          rulings: rulingsOf(id).map((r) => r.id),
          topics: Object.fromEntries(
            Object.entries(g.topicKinds).map(([kind, words]) => [kind, { title: words.title, ids: Object.keys(g.topics[kind] ?? {}) }]),
          ),
          pages: Object.keys(g.extras?.pages ?? {}),
        },
      ]),
    ),
  };
}
