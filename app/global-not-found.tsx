import type { Metadata } from 'next';
import { LOCALES, games, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { getFlow } from '@/machines';
import { stepsOf } from '@/machines/engine/chart';
import { NotFoundExplainer, type SiteManifest } from './components/NotFoundExplainer';
import { ICON } from './lib/site';
import './globals.css';

export const metadata: Metadata = { title: 'Not found · 見つかりません | Ruleflow', icons: { icon: ICON } };

function manifest(): SiteManifest {
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

/** The static host serves this as 404.html for any path the export does not contain. */
export default function GlobalNotFound() {
  const m = manifest();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main id="main" className="mx-auto max-w-3xl px-4 py-10">
          <noscript>
            <h1>Page not found · ページが見つかりません</h1>
          </noscript>
          <NotFoundExplainer manifest={m} />
          <nav aria-label="Ruleflow" className="mt-8 text-sm">
            <a href="/en" className="underline" hrefLang="en">
              English
            </a>{' '}
            ·{' '}
            <a href="/ja" className="underline" hrefLang="ja" lang="ja">
              日本語
            </a>
          </nav>
        </main>
      </body>
    </html>
  );
}
