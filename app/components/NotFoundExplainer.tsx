'use client';
import { useEffect, useMemo } from 'react';
import { useBrowserValue } from '@/app/lib/browser-value';
import { explain, type SiteManifest } from '@/app/lib/not-found';
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
        <p>
          <a href={finding.topics.href} className="underline" data-topics-link>
            {fill(ui.goToTopics, { game: finding.topics.game })}
          </a>
        </p>
      )}
      {finding.rulings && (
        <p>
          <a href={finding.rulings.href} className="underline" data-rulings-link>
            {fill(ui.goToRulings, { game: finding.rulings.game })}
          </a>
        </p>
      )}
      {finding.choices && (
        <nav aria-labelledby="not-found-choices" data-choices={finding.choices.of}>
          <p id="not-found-choices">{finding.choices.of === 'game' ? ui.notFoundGames : fill(ui.notFoundFlows, { game: finding.choices.game ?? '' })}</p>
          <ul className="list-disc ps-6">
            {finding.choices.items.map((c) => (
              <li key={c.href}>
                <a href={c.href} className="underline">
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {finding.link && (
        <p>
          <a href={finding.link.href} className="underline" data-flow-link>
            {fill(ui.goToFlow, { flow: finding.link.flow })}
          </a>
        </p>
      )}
      <p>
        <a href={`/${finding.locale}`} className="underline">
          {ui.home}
        </a>
      </p>
    </div>
  );
}
