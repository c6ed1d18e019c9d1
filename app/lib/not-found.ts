import { own } from './own';
import type { UiStrings } from '@/content/ui';

/** What the 404 page knows of the site: names and titles only, enough to say which part of an address is wrong. */
export interface SiteManifest {
  ui: Record<string, UiStrings>;
  /** Pages under /{locale}/ that are not a game (search, sources). */
  pages: string[];
  games: Record<
    string,
    {
      title: Record<string, string>;
      flows: Record<string, { title: Record<string, string>; steps: string[] }>;
      rulings: string[];
      /** The game's topic kinds (each a folder of pages under /{locale}/{game}/{kind}/), with the ids each holds. */
      topics: Record<string, { title: Record<string, string>; ids: string[] }>;
      /** Pages under /{locale}/{game}/ that are neither a flow nor a list (the game's extra pages). */
      pages: string[];
    }
  >;
}

type Kind = 'locale' | 'game' | 'flow' | 'step' | 'ruling' | 'topic' | 'page';

export interface Finding {
  locale: string;
  missing: { kind: Kind; value: string; /** For a topic: the title of its kind, in the page's language. */ of?: string };
  /** One flow to open instead, where the address names no list to choose from. */
  link?: { href: string; flow: string };
  /**
   * Where a missing game, flow or step may have been meant: every game (at the flow the address names, where that
   * game has it), every flow of the game, or the steps of the flow next to the missing number. A judge who mistyped
   * one name or number picks the right one instead of starting over.
   */
  choices?: {
    of: 'game' | 'flow' | 'step';
    /** The game whose flows, or the flow whose steps, these are. */ within?: string;
    items: { href: string; label: string }[];
  };
  /** Where a missing topic can be found instead: the game's page, which lists them all. */
  topics?: { href: string; game: string };
  /** Where a missing ruling can be found instead: the game's list of rulings. */
  rulings?: { href: string; game: string };
  /** The missing name as a search of the site, in the page's language (not for a language code or a whole path). */
  search?: { href: string; query: string };
}

/**
 * The steps next to a step number the flow does not have: under the longest part of it that is a step or a group
 * (3.2.9 → 3.2, 3.2.1, 3.2.2; 3.9 → 3.1 … 3.5), one level deeper than that part. None when no part matches.
 */
export function nearSteps(steps: string[], wanted: string): string[] {
  if (wanted.length > 40) return [];
  const parts = wanted.split('.');
  for (let k = parts.length - 1; k >= 1; k--) {
    const prefix = parts.slice(0, k).join('.');
    const near = steps.filter((s) => s === prefix || (s.startsWith(`${prefix}.`) && s.split('.').length === k + 1));
    if (near.length) return near;
  }
  return [];
}

// Bounds the work on a hostile address; what is shown is shortened further by <Untrusted>.
const cut = (v: string) => (v.length > 2_000 ? v.slice(0, 2_000) : v);

/**
 * Works out, from the address alone, which part of a link does not exist and where to go instead.
 * Every segment is untrusted: it is only ever looked up as an own property or in a list.
 */
export function explain(pathname: string, m: SiteManifest, browserLanguage = ''): Finding {
  const finding = findMissing(pathname, m, browserLanguage);
  const { kind, value } = finding.missing;
  // The name is searched as typed (cut to a query's length); the search page treats ?q= as untrusted too.
  const query = value.trim().slice(0, 100);
  if (kind === 'locale' || kind === 'page' || !query) return finding;
  // A name missing from a game's pages is searched in that game, as the search box on its pages does (every game is
  // one tap away on the results page).
  const [, second] = segments(pathname);
  const game = kind !== 'game' && own(m.games, second) ? `&game=${encodeURIComponent(second)}` : '';
  return { ...finding, search: { href: `/${finding.locale}/search?q=${encodeURIComponent(query)}${game}`, query } };
}

/** The address's segments, each decoded where it can be. */
function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
}

function findMissing(pathname: string, m: SiteManifest, browserLanguage: string): Finding {
  const [first, second, third, fourth] = segments(pathname);
  const known = own(m.ui, first) !== undefined;
  const locale = known ? first : browserLanguage.startsWith('ja') ? 'ja' : 'en';
  const gameId = own(m.games, second) ? second : Object.keys(m.games)[0];
  const game = m.games[gameId];
  const flowId = own(game.flows, third) ? third : Object.keys(game.flows)[0];
  const link = { href: `/${locale}/${gameId}/${flowId}`, flow: game.flows[flowId].title[locale] ?? flowId };
  const miss = (kind: Kind, value: string | undefined): Finding['missing'] => ({ kind, value: cut(value ?? '') });
  const page = () => miss('page', pathname);
  const topics = { href: `/${locale}/${gameId}`, game: game.title[locale] ?? gameId };

  if (!known) return { locale, missing: miss('locale', first), link };
  if (second === undefined || m.pages.includes(second)) return { locale, missing: page(), link };
  if (!own(m.games, second)) {
    const items = Object.entries(m.games).map(([id, g]) => {
      const flow = own(g.flows, third);
      const title = g.title[locale] ?? id;
      return flow ? { href: `/${locale}/${id}/${third}`, label: `${title} · ${flow.title[locale] ?? third}` } : { href: `/${locale}/${id}`, label: title };
    });
    return { locale, missing: miss('game', second), choices: { of: 'game', items } };
  }
  if (third === undefined || game.pages.includes(third)) return { locale, missing: page(), link };
  if (third === 'rulings') {
    if (fourth !== undefined && game.rulings.includes(fourth)) return { locale, missing: page(), link };
    // A ruling belongs to no flow by its address; only an id that opens with a flow's id ("turn-…") names one. Any
    // other flow (the game's first) would be a wrong lead: the list of rulings is the way on.
    const named = Object.keys(game.flows)
      .filter((id) => fourth !== undefined && fourth.startsWith(`${id}-`))
      .sort((a, b) => b.length - a.length)[0];
    const flowLink = named ? { link: { href: `/${locale}/${gameId}/${named}`, flow: game.flows[named].title[locale] ?? named } } : {};
    return { locale, missing: miss('ruling', fourth), rulings: { href: `/${locale}/${gameId}/rulings`, game: topics.game }, ...flowLink };
  }
  const kind = own(game.topics, third);
  if (kind) {
    const missing = fourth !== undefined && kind.ids.includes(fourth) ? page() : { ...miss('topic', fourth), of: kind.title[locale] ?? third };
    return { locale, missing, link, topics };
  }
  const flow = own(game.flows, third);
  if (!flow) {
    const items = Object.entries(game.flows).map(([id, f]) => ({ href: `/${locale}/${gameId}/${id}`, label: f.title[locale] ?? id }));
    return { locale, missing: miss('flow', third), choices: { of: 'flow', within: topics.game, items } };
  }
  if (fourth !== undefined && !flow.steps.includes(fourth)) {
    const near = nearSteps(flow.steps, fourth).map((step) => ({ href: `/${locale}/${gameId}/${third}/${step}`, label: step }));
    return { locale, missing: miss('step', fourth), link, ...(near.length ? { choices: { of: 'step' as const, within: link.flow, items: near } } : {}) };
  }
  return { locale, missing: page(), link };
}
