import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { compareIndex } from '@/content/compare';
import { LanguageSwitch } from '@/app/components/LanguageSwitch';
import { SiteHeader } from '@/app/components/SiteHeader';
import { OfflineStatus } from '@/app/components/OfflineStatus';
import { TermTabStops } from '@/app/components/TermTabStops';
import { ICON, isLocale, localeParams, other } from '@/app/lib/site';
import '../globals.css';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

export const metadata: Metadata = {
  title: { default: 'Ruleflow', template: '%s | Ruleflow' },
  icons: { icon: ICON },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#131a2b' },
  ],
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded-chip focus:bg-surface focus:p-2 focus:text-ink">
          {ui.skip}
        </a>
        <SiteHeader locale={locale} words={ui} games={Object.keys(games)}>
          <LanguageSwitch from={locale} to={other(locale)} label={`${ui.language}: ${ui.otherLanguage}`} name={ui.otherLanguage} />
        </SiteHeader>
        <main id="main" className="mx-auto max-w-6xl px-gutter py-4 lg:py-6">
          {children}
        </main>
        <TermTabStops />
        <footer className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 border-t border-line px-gutter py-4 text-sm print:hidden">
          <a href={`/${locale}/sources`}>{ui.sources}</a>
          {/* On every page: nothing led to the comparisons' index, only each game's page to one comparison (found by an audit). */}
          <a href={`/${locale}/compare`} data-footer-compare>
            {compareIndex.title[locale]}
          </a>
          {Object.entries(games).flatMap(([id, g]) =>
            Object.entries(g.extras?.pages ?? {})
              .filter(([, page]) => page.footer)
              .map(([pageId, page]) => (
                <a key={`${id}/${pageId}`} href={`/${locale}/${id}/${pageId}`}>
                  {page.title[locale]} · {g.content.title[locale]}
                </a>
              )),
          )}
          <OfflineStatus words={{ ready: ui.offlineReady, saving: ui.offlineSaving, updateReady: ui.updateReady, updateReload: ui.updateReload }} />
        </footer>
      </body>
    </html>
  );
}
