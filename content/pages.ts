import type { ComponentType } from 'react';
import type { Locale } from './schema';

/**
 * A flow's MDX page lives at content/<game>/<flow>/<locale>.mdx: the folder is
 * the flow id, so the page needs no registry entry. Kept apart from the data in
 * index.ts because MDX pulls in the chart components: anything that only needs
 * data (layouts, search, the 404 page) then stays free of them.
 * Callers pass ids they have already checked against the registry.
 */
export function loadPage(game: string, flow: string, locale: Locale): Promise<{ default: ComponentType }> {
  return import(`./${game}/${flow}/${locale}.mdx`);
}
