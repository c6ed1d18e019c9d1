import { games, type Locale } from '@/content';
import { loadPage } from '@/content/pages';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { flowPageData, sourceLabel } from '@/app/lib/flow-data';
import { uiStrings } from '@/content/ui';
import type { FlowPageData } from '@/app/lib/page-data';

/** A flow's MDX page with the chart's data provided; step pages differ only in where the chart starts. */
export async function FlowPage({ locale, game, flow, initial, focusStep }: { locale: Locale; game: string; flow: string; initial: FlowPageData['initial']; focusStep?: boolean }) {
  const entry = games[game].flows[flow];
  const ui = uiStrings(locale);
  const data = { ...(await flowPageData(locale, game, flow, initial)), focusStep };
  const { default: Content } = await loadPage(game, flow, locale);
  return (
    <article className="prose-flow">
      <nav aria-label="breadcrumb" className="mb-2 text-sm print:hidden">
        <a href={`/${locale}/${game}`} className="underline">
          {games[game].content.title[locale]}
        </a>
      </nav>
      <h1 className="m-0 text-3xl font-bold">{data.flowTitle}</h1>
      <p className="text-slate-700 dark:text-slate-300">{entry.content.summary[locale]}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-follows={entry.content.source.doc}>
        {ui.follows}: <a href={`/${locale}/sources`}>{sourceLabel(game, entry.content.source, locale)}</a> · {ui.takesEffect}:{' '}
        {games[game].content.sources[entry.content.source.doc]?.date ?? ui.notStated}
      </p>
      <FlowProvider data={data}>
        <Content />
      </FlowProvider>
    </article>
  );
}
