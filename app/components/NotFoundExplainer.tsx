'use client';
import { useEffect, useMemo } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import { own } from '@/app/lib/own';
import { fill } from '@/app/lib/text';
import type { UiStrings } from '@/content/ui';
import { fillNodes, Untrusted } from './flow/Untrusted';

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

interface Finding {
  locale: string;
  missing: { kind: Kind; value: string; /** For a topic: the title of its kind, in the page's language. */ of?: string };
  link: { href: string; flow: string };
  /** Where a missing topic can be found instead: the game's page, which lists them all. */
  topics?: { href: string; game: string };
}

// Bounds the work on a hostile address; what is shown is shortened further by <Untrusted>.
const cut = (v: string) => (v.length > 2_000 ? v.slice(0, 2_000) : v);

/**
 * Works out, from the address alone, which part of a link does not exist and where to go instead.
 * Every segment is untrusted: it is only ever looked up as an own property or in a list.
 */
export function explain(pathname: string, m: SiteManifest): Finding {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [first, second, third, fourth] = parts;
  const known = own(m.ui, first) !== undefined;
  const locale = known ? first : typeof navigator !== 'undefined' && navigator.language?.startsWith('ja') ? 'ja' : 'en';
  const gameId = own(m.games, second) ? second : Object.keys(m.games)[0];
  const game = m.games[gameId];
  const flowId = own(game.flows, third) ? third : Object.keys(game.flows)[0];
  const link = { href: `/${locale}/${gameId}/${flowId}`, flow: game.flows[flowId].title[locale] ?? flowId };
  const miss = (kind: Kind, value: string | undefined): Finding['missing'] => ({ kind, value: cut(value ?? '') });
  const page = () => miss('page', pathname);
  const topics = { href: `/${locale}/${gameId}`, game: game.title[locale] ?? gameId };

  if (!known) return { locale, missing: miss('locale', first), link };
  if (second === undefined || m.pages.includes(second)) return { locale, missing: page(), link };
  if (!own(m.games, second)) return { locale, missing: miss('game', second), link };
  if (third === undefined || game.pages.includes(third)) return { locale, missing: page(), link };
  if (third === 'rulings') return { locale, missing: fourth !== undefined && game.rulings.includes(fourth) ? page() : miss('ruling', fourth), link };
  const kind = own(game.topics, third);
  if (kind) {
    const missing = fourth !== undefined && kind.ids.includes(fourth) ? page() : { ...miss('topic', fourth), of: kind.title[locale] ?? third };
    return { locale, missing, link, topics };
  }
  const flow = own(game.flows, third);
  if (!flow) return { locale, missing: miss('flow', third), link };
  if (fourth !== undefined && !flow.steps.includes(fourth)) return { locale, missing: miss('step', fourth), link };
  return { locale, missing: page(), link };
}

const readPath = () => window.location.pathname;

export function NotFoundExplainer({ manifest }: { manifest: SiteManifest }) {
  // The one 404 page answers every missing address, so which one it is can be read only in the browser: nothing in
  // the static HTML, the reader's address once hydrated. The path does not change while this page is shown.
  const path = useBrowserValue<string | null>(readPath, null);
  const finding = useMemo(() => (path === null ? null : explain(path, manifest)), [path, manifest]);
  useEffect(() => {
    if (finding) document.documentElement.lang = finding.locale;
  }, [finding]);
  if (!finding) return null;
  const ui = manifest.ui[finding.locale];
  const key = {
    locale: ui.notFoundLocale,
    game: ui.notFoundGame,
    flow: ui.notFoundFlow,
    step: ui.notFoundStep,
    ruling: ui.notFoundRuling,
    topic: ui.notFoundTopic,
    page: ui.notFoundPage,
  }[finding.missing.kind];
  return (
    <div data-not-found={finding.missing.kind}>
      <h1 className="text-2xl font-bold">{ui.notFoundTitle}</h1>
      <p>
        {ui.notFoundBody}{' '}
        <strong data-missing className="break-all">
          {/* {kind} is our own words (a topic kind's title); only {value} comes from the address, isolated and shortened. */}
          {fillNodes(key, { value: <Untrusted text={finding.missing.value} />, kind: finding.missing.of ?? '' })}
        </strong>
      </p>
      {finding.topics && (
        <p>
          <a href={finding.topics.href} className="underline" data-topics-link>
            {fill(ui.goToTopics, { game: finding.topics.game })}
          </a>
        </p>
      )}
      <p>
        <a href={finding.link.href} className="underline" data-flow-link>
          {fill(ui.goToFlow, { flow: finding.link.flow })}
        </a>
      </p>
      <p>
        <a href={`/${finding.locale}`} className="underline">
          {ui.home}
        </a>
      </p>
    </div>
  );
}
