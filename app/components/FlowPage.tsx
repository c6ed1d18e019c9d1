import { Children, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { games, type Locale } from '@/content';
import { loadPage } from '@/content/pages';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { FlowExplorer } from '@/app/components/flow/FlowExplorer';
import { LinkedRuling } from '@/app/components/flow/LinkedRuling';
import { flowPageData } from '@/app/lib/flow-data';
import { uiStrings } from '@/content/ui';
import type { FlowPageData } from '@/app/lib/page-data';
import { cited } from '@/content/schema';
import { sourceAnchor } from '@/app/lib/site';

/**
 * Splits a flow's MDX at its <Flow /> so the reader meets the step first: whatever
 * the page says before the chart (its introduction) folds into "About this flow".
 * MDX content is a plain function component returning a fragment, so its top-level
 * children can be read on the server without rendering anything twice.
 */
function splitAtFlow(Content: ComponentType): { intro: ReactNode[]; rest: ReactNode[] } {
  const tree = (Content as (props: object) => ReactElement<{ children?: ReactNode }>)({});
  const kids = Children.toArray(tree?.props?.children);
  const at = kids.findIndex((k) => isValidElement(k) && k.type === FlowExplorer);
  if (at < 0) return { intro: [], rest: [tree] };
  return { intro: kids.slice(0, at), rest: kids.slice(at) };
}

/** A flow's MDX page with the chart's data provided; step pages differ only in where the chart starts. */
export async function FlowPage({
  locale,
  game,
  flow,
  initial,
  focusStep,
}: {
  locale: Locale;
  game: string;
  flow: string;
  initial: FlowPageData['initial'];
  focusStep?: string;
}) {
  const entry = games[game].flows[flow];
  const ui = uiStrings(locale);
  const data = { ...(await flowPageData(locale, game, flow, initial)), focusStep };
  const { default: Content } = await loadPage(game, flow, locale);
  const { intro, rest } = splitAtFlow(Content);
  const doc = games[game].content.sources[entry.content.source.doc];
  const src = entry.content.source;
  return (
    <article className="prose-flow">
      <nav aria-label={ui.breadcrumb} className="mb-1 text-meta print:hidden">
        <a href={`/${locale}/${game}`}>{games[game].content.title[locale]}</a>
      </nav>
      <h1 className="m-0 text-title font-bold">{data.flowTitle}</h1>
      {/* Summary, source and introduction fold into one line, so a phone's first screen is the step. */}
      <details className="group mt-1 mb-0 text-sm" data-flow-about>
        <summary className="flex cursor-pointer list-none items-baseline gap-1.5 text-muted [&::-webkit-details-marker]:hidden">
          <span aria-hidden className="inline-block text-tiny transition-transform group-open:rotate-90">
            ▶
          </span>
          <span className="shrink-0 font-medium whitespace-nowrap text-accent-ink">{ui.aboutFlow}</span>
          <span className="min-w-0 truncate">{entry.content.summary[locale]}</span>
        </summary>
        <div className="mt-2 rounded-panel border border-line bg-surface px-panel py-1">
          <p>{entry.content.summary[locale]}</p>
          <p className="text-meta text-muted" data-follows={src.doc}>
            {ui.follows}: <a href={`/${locale}/sources#${sourceAnchor(game, src.doc)}`}>{doc?.title[locale] ?? src.doc}</a>
            {doc?.date ? ` (${doc.date})` : ''} · {cited(src.section, locale)} · {cited(src.ref, locale)}
          </p>
          {intro}
        </div>
      </details>
      <FlowProvider data={data}>
        {/* A ruling the link names (?ruling=, how a ruling's page is read offline), above the chart. */}
        <LinkedRuling />
        {rest}
      </FlowProvider>
    </article>
  );
}
