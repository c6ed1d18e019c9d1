import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, games, rulingProvenance, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { FlowExplorer } from '@/app/components/flow/FlowExplorer';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { flowPageData, sourceLabel } from '@/app/lib/flow-data';
import { isLocale } from '@/app/lib/site';
import { glossary } from '@/app/lib/glossary';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { cited, sameSourceItem } from '@/content/schema';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { citedText, provenanceWords } from '@/app/lib/provenance';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => Object.keys(games).flatMap((game) => rulingsOf(game).map((r) => ({ locale, game, ruling: r.id }))));
}

type Params = { params: Promise<{ locale: string; game: string; ruling: string }> };

function find(game: string, id: string) {
  return rulingsOf(game).find((r) => r.id === id);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game, ruling } = await params;
  const r = find(game, ruling);
  if (!isLocale(locale) || !r) return {};
  const flow = games[game].flows[r.flow].content.title[locale];
  // The title is what a shared link's preview and a browser tab show: it says where the ruling comes from as well.
  const title = `${flow} · ${citedText(uiStrings(locale), rulingProvenance(game, r), cited(r.source.ref, locale))}: ${r.question[locale]}`;
  return { title, description: r.answer[locale], openGraph: { title, description: r.answer[locale] } };
}

export default async function Page({ params }: Params) {
  const { locale, game, ruling } = await params;
  const r = find(game, ruling);
  if (!isLocale(locale) || !r) notFound();
  const ui = uiStrings(locale);
  const terms = glossary(game, locale);
  const flowTitle = games[game].flows[r.flow].content.title[locale];
  // A ruling taken from a web page links to that page (rules documents are linked from the sources page only).
  const sources = games[game].content.sources;
  const citedDoc = Object.hasOwn(sources, r.source.doc) ? sources[r.source.doc] : undefined;
  const citedPage = citedDoc?.web && citedDoc.url ? { url: citedDoc.url, web: citedDoc.web } : undefined;
  const base = `/${locale}/${game}/${r.flow}`;
  // One source item (a Q&A number) can give several rulings, each replayed on its own chart: a judge citing "W9-3"
  // should find every one of them from any.
  const siblings = rulingsOf(game).filter((o) => o.id !== r.id && sameSourceItem(o.source, r.source));
  // A ruling asked on an edited board opens on that board: the board shown before Replay, the address bar and a copied
  // link then carry its edits.
  const data = await flowPageData(locale, game, r.flow, { setup: r.replay.setup, events: [], ...(r.replay.edit ? { edit: r.replay.edit } : {}) }, r.id);
  const own = r.kind === 'judge';
  const provenance = rulingProvenance(game, r);
  return (
    <article>
      <nav aria-label={ui.breadcrumb} className="mb-2 text-sm">
        <a href={`/${locale}/${game}`} className="underline">
          {games[game].content.title[locale]}
        </a>{' '}
        ›{' '}
        <a href={base} className="underline">
          {flowTitle}
        </a>
      </nav>
      <p className="m-0 text-sm text-muted" data-ruling-cite>
        {ui.ruling} <RulingCite provenance={provenance} {...provenanceWords(ui, provenance)} refText={cited(r.source.ref, locale)} />
      </p>
      <h1 className="m-0 text-2xl font-bold" data-question>
        <Rich text={r.question[locale]} terms={terms} />
      </h1>
      <dl className="mt-4 grid gap-2">
        <dt className="font-semibold">{own ? ui.ownAnswer : ui.answer}</dt>
        <dd className="m-0 text-lg" data-answer>
          <Rich text={r.answer[locale]} terms={terms} />
          {own && (
            <p className="mt-1 mb-0 text-sm text-muted" data-own-answer-note>
              {ui.ownAnswerHint}
            </p>
          )}
          {/* A players' page's answer is said to be unofficial beside the answer itself, not only in the source line. */}
          {(provenance === 'wiki' || provenance === 'blog') && (
            <p className="mt-1 mb-0 text-sm text-muted" data-unofficial-note>
              {provenanceWords(ui, provenance).hint}
            </p>
          )}
        </dd>
        <dt className="font-semibold">{ui.hingesOn}</dt>
        <dd className="m-0">
          {r.steps.map((s, i) => (
            <span key={s}>
              {i ? ', ' : ''}
              <a href={`${base}/${s}`} className="underline" data-hinge={s}>
                {flowTitle} {s}
              </a>
            </span>
          ))}
        </dd>
        <dt className="font-semibold">{ui.source}</dt>
        <dd className="m-0" data-source>
          {sourceLabel(game, r.source, locale)}
          {citedPage && (
            <>
              {' · '}
              <a href={citedPage.url} className="underline [overflow-wrap:anywhere]" rel="noopener" data-source-url>
                {ui.openSource}
              </a>
              {citedPage.web && <span className="block text-sm text-muted">{ui[`webBy_${citedPage.web.by}`]}</span>}
            </>
          )}
          {siblings.length > 0 && (
            <span className="mt-1 block text-sm" data-same-source>
              {ui.sameSource}{' '}
              {siblings.map((o, i) => (
                <span key={o.id}>
                  {i ? ' · ' : ''}
                  <a href={`/${locale}/${game}/rulings/${o.id}`} className="underline" data-same-source-link={o.id}>
                    {games[game].flows[o.flow].content.title[locale]}: {o.question[locale]}
                  </a>
                </span>
              ))}
            </span>
          )}
        </dd>
        {r.reading && (
          <>
            <dt className="font-semibold">{ui.ourReading}</dt>
            <dd className="m-0">
              <ReadingNote label={ui.ourReading} hint={ui.ourReadingHint}>
                <Rich text={r.reading[locale]} terms={terms} />
              </ReadingNote>
            </dd>
          </>
        )}
        {r.note && (
          <>
            <dt className="font-semibold">{ui.note}</dt>
            <dd className="m-0">
              <Rich text={r.note[locale]} terms={terms} />
            </dd>
          </>
        )}
      </dl>
      <FlowProvider data={data}>
        <FlowExplorer />
      </FlowProvider>
    </article>
  );
}
