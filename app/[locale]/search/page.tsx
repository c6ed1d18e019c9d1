import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { SearchResults, type SearchWords } from '@/app/components/SearchResults';
import { PROVENANCES } from '@/content/provenance';
import { provenanceWords } from '@/app/lib/provenance';
import { isLocale, localeParams } from '@/app/lib/site';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: uiStrings(locale).searchTitle } : {};
}

export default async function SearchPage({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  return (
    <div className="max-w-3xl">
      <h1 className="mt-0 text-3xl font-bold">{ui.searchTitle}</h1>
      <SearchResults
        locale={locale}
        words={{
          label: ui.searchLabel,
          placeholder: ui.searchPlaceholder,
          results: ui.searchResults,
          resultOne: ui.searchResultOne,
          resultsOf: ui.searchResultsOf,
          more: ui.searchMore,
          none: ui.searchNone,
          loading: ui.searchLoading,
          kinds: { step: ui.kindStep, ruling: ui.ruling, topic: ui.kindTopic, flow: ui.flows },
          provenance: Object.fromEntries(PROVENANCES.map((p) => [p, provenanceWords(ui, p)])) as SearchWords['provenance'],
          game: ui.searchGame,
          allGames: ui.searchAllGames,
          unknownGame: ui.searchUnknownGame,
          elsewhere: ui.searchElsewhere,
          everyGame: ui.searchEveryGame,
        }}
        games={Object.entries(games).map(([id, g]) => ({ id, short: g.content.short[locale] }))}
      />
    </div>
  );
}
