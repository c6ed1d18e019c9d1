import { LOCALES, games, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { getFlow } from '@/machines';
import { stepsOf } from '@/machines/engine/chart';
import type { SiteManifest } from './not-found';

/** The names and titles the 404 page explains an address with, read from the registry at build time. */
export function siteManifest(): SiteManifest {
  return {
    ui: Object.fromEntries(LOCALES.map((l) => [l, uiStrings(l)])),
    pages: ['search', 'sources'],
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
