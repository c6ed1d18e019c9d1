import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { compareIndex } from '@/content/compare';
import { isLocale } from '@/app/lib/site';
import { fill } from '@/app/lib/text';
import { chartsFor } from '@/app/lib/flow-data';
import { FlowCards } from '@/app/components/FlowCards';

/**
 * The front door: search first (a judge mid-game), then every game in the registry
 * with its flows, then two ways in: learning a flow in order, or looking up a ruling; last, the games compared.
 * Nothing here names a game; each game added to the registry appears by itself.
 */
export default async function Home({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  const list = Object.entries(games);
  const thumbs = new Map(
    await Promise.all(
      list.flatMap(([id, g]) => Object.keys(g.flows).map(async (flow) => [`${id}/${flow}`, (await chartsFor(id, flow, locale)).folded] as const)),
    ),
  );

  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-3 pt-2" aria-labelledby="home-title">
        <h1 id="home-title" className="m-0 text-title font-bold">
          {ui.site}
        </h1>
        <p className="m-0 max-w-2xl text-muted">{ui.homeLead}</p>
        {/* A plain GET form: it works before (and without) any script. */}
        <form action={`/${locale}/search`} method="get" role="search" aria-labelledby="home-q-label" className="flex max-w-2xl flex-col gap-1" data-home-search>
          <label id="home-q-label" htmlFor="home-q" className="text-sm font-medium">
            {ui.homeSearchLabel}
          </label>
          <div className="flex gap-2">
            <input
              id="home-q"
              name="q"
              type="search"
              placeholder={ui.homeSearchPlaceholder}
              enterKeyHint="search"
              className="min-h-13 min-w-0 flex-1 rounded-control border-2 border-line-strong bg-surface px-4 text-lg shadow-sm focus:border-accent"
            />
            <button type="submit" className="min-h-13 shrink-0 rounded-control bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover">
              {ui.searchGo}
            </button>
          </div>
        </form>
      </section>

      {list.map(([id, g]) => (
        <section key={id} aria-labelledby={`game-${id}`} className="flex flex-col gap-3" data-game={id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`game-${id}`} className="m-0 text-head font-bold">
              <a href={`/${locale}/${id}`} className="text-ink">
                {g.content.title[locale]}
              </a>
            </h2>
            <span className="text-meta text-muted">{fill(ui.flowsCount, { n: String(Object.keys(g.flows).length) })}</span>
          </div>
          <p className="m-0 text-muted">{g.content.summary[locale]}</p>
          <FlowCards
            locale={locale}
            game={id}
            cards={Object.entries(g.flows).map(([flow, f]) => ({
              flow,
              title: f.content.title[locale],
              summary: f.content.summary[locale],
              thumb: thumbs.get(`${id}/${flow}`)!,
            }))}
          />
        </section>
      ))}

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="learn-title" className="rounded-panel border border-line bg-surface p-4" data-door="learn">
          <h2 id="learn-title" className="m-0 text-head font-bold">
            {ui.learnTitle}
          </h2>
          <p className="mt-1 mb-3 text-sm text-muted">{ui.learnIntro}</p>
          {list.map(([id, g]) => {
            const order = g.content.learn ?? Object.keys(g.flows).map((flow) => ({ flow, why: undefined }));
            return (
              <div key={id} className="mt-4 first:mt-0">
                {list.length > 1 && <h3 className="m-0 mb-2 text-sm font-semibold">{g.content.title[locale]}</h3>}
                <ol className="m-0 flex list-none flex-col gap-2 p-0" data-learn={id}>
                  {order
                    .filter((l) => Object.hasOwn(g.flows, l.flow))
                    .map((l, i) => (
                      <li key={l.flow} className="flex gap-3">
                        <span
                          aria-hidden
                          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent-ink"
                        >
                          {i + 1}
                        </span>
                        <span className="min-w-0">
                          <a href={`/${locale}/${id}/${l.flow}`} className="font-semibold">
                            {g.flows[l.flow].content.title[locale]}
                          </a>
                          {l.why && <span className="block text-sm text-muted">{l.why[locale]}</span>}
                        </span>
                      </li>
                    ))}
                </ol>
              </div>
            );
          })}
        </section>
        <section aria-labelledby="lookup-title" className="rounded-panel border border-line bg-surface p-4" data-door="rulings">
          <h2 id="lookup-title" className="m-0 text-head font-bold">
            {ui.lookupTitle}
          </h2>
          <p className="mt-1 mb-3 text-sm text-muted">{ui.lookupIntro}</p>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {list.map(([id, g]) => {
              const n = Object.values(g.flows).reduce((sum, f) => sum + f.rulings.length, 0);
              return (
                <li key={id}>
                  <a
                    href={`/${locale}/${id}/rulings`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-control border border-accent px-3 font-semibold"
                    data-rulings-index={id}
                  >
                    {ui.rulingsIndex} · {g.content.title[locale]}
                    <span className="text-sm font-normal text-muted">{fill(ui.rulingsCount, { n: String(n) })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      {/* A third way in, after the games one by one: the same moment set side by side across the games. */}
      <p className="m-0" data-home-compare>
        <a href={`/${locale}/compare`} className="font-semibold">
          {compareIndex.title[locale]}
        </a>{' '}
        <span className="text-muted">— {compareIndex.intro[locale]}</span>
      </p>
    </div>
  );
}
