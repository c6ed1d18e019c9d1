'use client';
import { useEffect, useState } from 'react';
import { fill } from '@/app/lib/text';
import type { UiStrings } from '@/content/ui';

export interface SiteManifest {
  ui: Record<string, UiStrings>;
  games: Record<string, { title: Record<string, string>; flows: Record<string, { title: Record<string, string>; steps: string[] }>; rulings: string[] }>;
}

interface Finding {
  locale: string;
  missing: { kind: 'locale' | 'game' | 'flow' | 'step' | 'ruling' | 'page'; value: string };
  link: { href: string; flow: string };
}

/** Works out, from the address alone, which part of a link does not exist and where to go instead. */
export function explain(pathname: string, m: SiteManifest): Finding {
  const parts = pathname.split('/').filter(Boolean).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  const locales = Object.keys(m.ui);
  const known = locales.includes(parts[0] ?? '');
  const locale = known ? parts[0] : (typeof navigator !== 'undefined' && navigator.language?.startsWith('ja') ? 'ja' : 'en');
  const firstGame = Object.keys(m.games)[0];
  const gameId = parts[1] && m.games[parts[1]] ? parts[1] : firstGame;
  const game = m.games[gameId];
  const flowId = parts[2] && game.flows[parts[2]] ? parts[2] : Object.keys(game.flows)[0];
  const link = { href: `/${locale}/${gameId}/${flowId}`, flow: game.flows[flowId].title[locale] };
  const cut = (v: string) => (v.length > 60 ? `${v.slice(0, 60)}…` : v);
  let missing: Finding['missing'];
  if (!known) missing = { kind: 'locale', value: cut(parts[0] ?? '') };
  else if (!parts[1] || !m.games[parts[1]]) missing = { kind: 'game', value: cut(parts[1] ?? '') };
  else if (parts[2] === 'rulings') missing = { kind: 'ruling', value: cut(parts[3] ?? '') };
  else if (!parts[2] || !game.flows[parts[2]]) missing = { kind: 'flow', value: cut(parts[2] ?? '') };
  else if (parts[3] !== undefined && !game.flows[parts[2]].steps.includes(parts[3])) missing = { kind: 'step', value: cut(parts[3]) };
  else missing = { kind: 'page', value: cut(pathname) };
  return { locale, missing, link };
}

export function NotFoundExplainer({ manifest }: { manifest: SiteManifest }) {
  const [finding, setFinding] = useState<Finding | null>(null);
  useEffect(() => {
    const f = explain(window.location.pathname, manifest);
    document.documentElement.lang = f.locale;
    setFinding(f);
  }, [manifest]);
  if (!finding) return null;
  const ui = manifest.ui[finding.locale];
  const key = {
    locale: ui.notFoundLocale,
    game: ui.notFoundGame,
    flow: ui.notFoundFlow,
    step: ui.notFoundStep,
    ruling: ui.notFoundRuling,
    page: ui.notFoundPage,
  }[finding.missing.kind];
  return (
    <div data-not-found={finding.missing.kind}>
      <h1 className="text-2xl font-bold">{ui.notFoundTitle}</h1>
      <p>
        {ui.notFoundBody} <strong data-missing>{fill(key, { value: finding.missing.value })}</strong>
      </p>
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
