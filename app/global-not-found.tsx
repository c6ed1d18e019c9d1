import type { Metadata } from 'next';
import { NotFoundPage } from './components/NotFoundExplainer';
import { siteManifest } from './lib/site-manifest';
import { ICON } from './lib/site';
import './globals.css';

export const metadata: Metadata = { title: 'Not found · 見つかりません | Ruleflow', icons: { icon: ICON } };

/** The static host serves this as 404.html for any path the export does not contain. */
export default function GlobalNotFound() {
  const m = siteManifest();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <NotFoundPage
          manifest={m}
          fallback={
            <noscript>
              <h1>Page not found · ページが見つかりません</h1>
            </noscript>
          }
          languages={
            <nav aria-label="Ruleflow" className="mt-8 text-sm">
              <a href="/en" className="underline" hrefLang="en">
                English
              </a>{' '}
              ·{' '}
              <a href="/ja" className="underline" hrefLang="ja" lang="ja">
                日本語
              </a>
            </nav>
          }
        />
      </body>
    </html>
  );
}
