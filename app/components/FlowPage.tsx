import { games, type Locale } from '@/content';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { flowPageData } from '@/app/lib/flow-data';
import type { FlowPageData } from '@/app/lib/page-data';

/** A flow's MDX page with the chart's data provided; step pages differ only in where the chart starts. */
export async function FlowPage({ locale, game, flow, initial }: { locale: Locale; game: string; flow: string; initial: FlowPageData['initial'] }) {
  const entry = games[game].flows[flow];
  const data = await flowPageData(locale, game, flow, initial);
  const { default: Content } = await entry.pages[locale]();
  return (
    <article className="prose-flow">
      <nav aria-label="breadcrumb" className="mb-2 text-sm print:hidden">
        <a href={`/${locale}/${game}`} className="underline">
          {games[game].content.title[locale]}
        </a>
      </nav>
      <h1 className="m-0 text-3xl font-bold">{data.flowTitle}</h1>
      <p className="text-slate-700 dark:text-slate-300">{entry.content.summary[locale]}</p>
      <FlowProvider data={data}>
        <Content />
      </FlowProvider>
    </article>
  );
}
