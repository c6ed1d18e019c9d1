'use client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import { explain, type Finding, type SiteManifest } from '@/app/lib/not-found';
import type { UiStrings } from '@/content/ui';
import { fill } from '@/app/lib/text';
import { fillNodes, Untrusted } from './flow/Untrusted';
import { SiteHeader } from './SiteHeader';

const readPath = () => window.location.pathname;

/**
 * The site-wide 404 page's body: the header every page has (the site's name and its search box) once the reader's
 * language is known, and the explanation with the ways on. `fallback` is what a reader without JavaScript sees.
 */
export function NotFoundPage({ manifest, fallback, languages }: { manifest: SiteManifest; fallback: ReactNode; languages: ReactNode }) {
  const finding = useFinding(manifest);
  const ui = finding && manifest.ui[finding.locale];
  return (
    <>
      {finding && ui && (
        // As on every other page, so a judge who followed a broken link can search from where they landed.
        <SiteHeader locale={finding.locale} words={ui} games={Object.keys(manifest.games)} mark={{ 'data-not-found-header': '' }} />
      )}
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        {fallback}
        {finding && <NotFoundExplainer finding={finding} manifest={manifest} />}
        {languages}
      </main>
    </>
  );
}

/** What is missing from the reader's address, once the page is in the browser (null before). */
function useFinding(manifest: SiteManifest): Finding | null {
  // The one 404 page answers every missing address, so which one it is can be read only in the browser: nothing in
  // the static HTML, the reader's address once hydrated. The path does not change while this page is shown.
  const path = useBrowserValue<string | null>(readPath, null);
  const finding = useMemo(() => (path === null ? null : explain(path, manifest, navigator.language ?? '')), [path, manifest]);
  useEffect(() => {
    if (finding) document.documentElement.lang = finding.locale;
  }, [finding]);
  return finding;
}

function NotFoundExplainer({ finding, manifest }: { finding: Finding; manifest: SiteManifest }) {
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
        <strong data-missing className="[overflow-wrap:anywhere]">
          {/* {kind} is our own words (a topic kind's title); only {value} comes from the address, isolated and shortened. */}
          {fillNodes(key, { value: <Untrusted text={finding.missing.value} />, kind: finding.missing.of ?? '' })}
        </strong>
      </p>
      {finding.topics && (
        <WayOn href={finding.topics.href} mark={{ 'data-topics-link': '' }}>
          {fill(ui.goToTopics, { game: finding.topics.game })}
        </WayOn>
      )}
      {finding.rulings && (
        <WayOn href={finding.rulings.href} mark={{ 'data-rulings-link': '' }}>
          {fill(ui.goToRulings, { game: finding.rulings.game })}
        </WayOn>
      )}
      {finding.choices && (
        <nav aria-labelledby="not-found-choices" data-choices={finding.choices.of}>
          <p id="not-found-choices">{choicesHeading(finding.choices, ui)}</p>
          {/* A line of its own per choice, tall enough to tap on a phone. */}
          <ul className="list-disc ps-6 leading-9">
            {finding.choices.items.map((c) => (
              <li key={c.href}>
                <a href={c.href} className="underline">
                  {finding.choices!.of === 'step' ? `${ui.step} ${c.label}` : c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {finding.search && (
        <WayOn href={finding.search.href} mark={{ 'data-search-link': '' }} wrap>
          {fillNodes(ui.searchForMissing, { value: <Untrusted text={finding.search.query} /> })}
        </WayOn>
      )}
      {finding.link && (
        <WayOn href={finding.link.href} mark={{ 'data-flow-link': '' }}>
          {fill(ui.goToFlow, { flow: finding.link.flow })}
        </WayOn>
      )}
      <WayOn href={`/${finding.locale}`}>{ui.home}</WayOn>
    </div>
  );
}

function choicesHeading(choices: NonNullable<Finding['choices']>, ui: UiStrings): string {
  if (choices.of === 'game') return ui.notFoundGames;
  if (choices.of === 'flow') return fill(ui.notFoundFlows, { game: choices.within ?? '' });
  return fill(ui.notFoundSteps, { flow: choices.within ?? '' });
}

/**
 * One way on from the missing page, on a line of its own; mark names it for tests. wrap: the text holds a name from
 * the address, which may break anywhere rather than widen the page.
 */
function WayOn({ href, mark, wrap, children }: { href: string; mark?: Record<`data-${string}`, string>; wrap?: boolean; children: ReactNode }) {
  return (
    <p className="my-3">
      <a href={href} className={wrap ? 'underline [overflow-wrap:anywhere]' : 'underline'} {...mark}>
        {children}
      </a>
    </p>
  );
}
