'use client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import { explain, type Finding, type SiteManifest } from '@/app/lib/not-found';
import type { UiStrings } from '@/content/ui';
import { fill } from '@/app/lib/text';
import { fillNodes, Untrusted } from './flow/Untrusted';

const readPath = () => window.location.pathname;

export function NotFoundExplainer({ manifest }: { manifest: SiteManifest }) {
  // The one 404 page answers every missing address, so which one it is can be read only in the browser: nothing in
  // the static HTML, the reader's address once hydrated. The path does not change while this page is shown.
  const path = useBrowserValue<string | null>(readPath, null);
  const finding = useMemo(() => (path === null ? null : explain(path, manifest, navigator.language ?? '')), [path, manifest]);
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
          <ul className="list-disc ps-6">
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
    <p>
      <a href={href} className={wrap ? 'underline [overflow-wrap:anywhere]' : 'underline'} {...mark}>
        {children}
      </a>
    </p>
  );
}
