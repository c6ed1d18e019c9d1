import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { gameOf, games, rulingProvenance, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { responsesPage } from '@/content/compare';
import { gameParams, isLocale, termAnchor } from '@/app/lib/site';
import { cited } from '@/content/schema';
import { fill } from '@/app/lib/text';
import { chartsFor } from '@/app/lib/flow-data';
import { FlowCards } from '@/app/components/FlowCards';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { provenanceWords } from '@/app/lib/provenance';

export const dynamicParams = false;
export const generateStaticParams = gameParams;

type Params = { params: Promise<{ locale: string; game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game } = await params;
  const g = games[game];
  if (!isLocale(locale) || !g) return {};
  return { title: g.content.title[locale], description: g.content.summary[locale] };
}

/**
 * A game's own page: its flows as cards (the same as on the home page), its topics, its extra pages, and its rulings
 * grouped by flow under a link to the filterable index. Everything comes from the game's content and the registry.
 */
export default async function GamePage({ params }: Params) {
  const { locale, game } = await params;
  const g = gameOf(game);
  if (!isLocale(locale) || !g) notFound();
  const ui = uiStrings(locale);
  const cards = await Promise.all(
    Object.entries(g.flows).map(async ([flow, f]) => ({
      flow,
      title: f.content.title[locale],
      summary: f.content.summary[locale],
      thumb: (await chartsFor(game, flow, locale)).folded,
    })),
  );
  const rulings = rulingsOf(game);
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h1 className="m-0 text-title font-bold">{g.content.title[locale]}</h1>
        <p className="m-0 max-w-3xl text-muted">{g.content.summary[locale]}</p>
      </section>
      <section aria-labelledby="flows-title" className="flex flex-col gap-3">
        <h2 id="flows-title" className="m-0 text-head font-bold">
          {ui.flows}
        </h2>
        <FlowCards locale={locale} game={game} cards={cards} />
      </section>
      {Object.entries(g.topicKinds).map(([kind, kindWords]) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="flex flex-col gap-3">
          <h2 id={`kind-${kind}`} className="m-0 text-head font-bold">
            {kindWords.title[locale]}
          </h2>
          <ul className="m-0 grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {Object.entries(g.topics[kind] ?? {}).map(([id, t]) => (
              <li key={id} className="min-w-0">
                <a
                  href={`/${locale}/${game}/${kind}/${id}`}
                  className="group flex h-full flex-col gap-1 rounded-panel border border-line bg-surface p-3 text-ink hover:border-accent hover:no-underline"
                >
                  <span className="font-semibold text-link group-hover:underline">{t.name[locale]}</span>
                  <span className="text-sm text-muted">{t.short[locale]}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {g.terms && Object.keys(g.terms).length > 0 && (
        // The plain words a game defines only in place (content/game.ts: terms) have no page of their own; this list
        // is where a search result for one lands (#term-<id>), and where a new player can read them all at once.
        <section aria-labelledby="terms-title" className="flex flex-col gap-3" data-terms>
          <h2 id="terms-title" className="m-0 text-head font-bold">
            {ui.terms}
          </h2>
          <p className="m-0 max-w-3xl text-sm text-muted">{ui.termsIntro}</p>
          <dl className="m-0 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {Object.entries(g.terms).map(([id, t]) => (
              <div
                key={id}
                id={termAnchor(id)}
                className="flex min-w-0 scroll-mt-4 flex-col gap-1 rounded-panel border border-line bg-surface p-3 target:border-accent target:ring-2 target:ring-accent"
                data-term={id}
              >
                <dt className="font-semibold text-ink">{t.name[locale]}</dt>
                <dd className="m-0 text-sm text-muted">{t.short[locale]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {Object.entries(g.extras?.pages ?? {}).map(([id, page]) => (
          <li key={id}>
            <a href={`/${locale}/${game}/${id}`} className="font-semibold">
              {page.title[locale]}
            </a>{' '}
            <span className="text-muted">— {page.intro[locale]}</span>
          </li>
        ))}
        <li>
          <a href={`/${locale}/compare/responses`} className="font-semibold" data-compare-link>
            {responsesPage.compareLink[locale]}
          </a>
        </li>
      </ul>
      <section aria-labelledby="rulings-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <h2 id="rulings-title" className="m-0 text-head font-bold">
            {ui.rulings}
          </h2>
          <a href={`/${locale}/${game}/rulings`} className="inline-flex min-h-11 items-center gap-2 rounded-control border border-accent px-3 font-semibold">
            {ui.rulingsIndex}
            <span className="text-sm font-normal text-muted">{fill(ui.rulingsCount, { n: String(rulings.length) })}</span>
          </a>
        </div>
        {Object.entries(g.flows)
          .filter(([flow]) => rulings.some((r) => r.flow === flow))
          .map(([flow, f]) => (
            <div key={flow}>
              <h3 className="m-0 mb-1 text-base font-semibold">{f.content.title[locale]}</h3>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {rulings
                  .filter((r) => r.flow === flow)
                  .map((r) => (
                    <li key={r.id} className="text-sm [overflow-wrap:anywhere]">
                      <RulingCite
                        provenance={rulingProvenance(game, r)}
                        {...provenanceWords(ui, rulingProvenance(game, r))}
                        refText={cited(r.source.ref, locale)}
                      />{' '}
                      <a href={`/${locale}/${game}/rulings/${r.id}`}>{r.question[locale]}</a>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
      </section>
    </div>
  );
}
