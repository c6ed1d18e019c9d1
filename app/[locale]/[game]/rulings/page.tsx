import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { gameParams, isLocale } from '@/app/lib/site';
import { rulingIndex } from '@/app/lib/ruling-index';
import { glossary } from '@/app/lib/glossary';
import { fill } from '@/app/lib/text';
import { Rich } from '@/app/components/Rich';
import { ReadingNote } from '@/app/components/ReadingNote';
import { ProvenanceMark, RulingCite } from '@/app/components/ProvenanceMark';
import { provenanceWords } from '@/app/lib/provenance';
import { CHIP } from '@/app/components/chip';

export const dynamicParams = false;
export const generateStaticParams = gameParams;

type Params = { params: Promise<{ locale: string; game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game } = await params;
  if (!isLocale(locale) || !Object.hasOwn(games, game)) return {};
  const ui = uiStrings(locale);
  return { title: `${ui.rulingsIndex} — ${games[game].content.title[locale]}`, description: ui.lookupIntro };
}

/**
 * One filter of the index: a row of chips (radios) named `name`, "all" first and checked. The stylesheet it is read by
 * (filter.css, app/lib/ruling-index.ts) keys on the radios' ids, `<name>-<value>`.
 */
function ChipFilter({ name, legend, all, options }: { name: string; legend: string; all: string; options: { value: string; label: string }[] }) {
  return (
    <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
      <legend className="mb-1 text-meta font-semibold text-muted">{legend}</legend>
      <label className={CHIP}>
        <input type="radio" name={name} value="" defaultChecked className="sr-only" id={`${name}-all`} />
        {all}
      </label>
      {options.map((o) => (
        <label key={o.value} className={CHIP}>
          <input type="radio" name={name} value={o.value} className="sr-only" id={`${name}-${o.value}`} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Every ruling of a game, filterable by flow, by where it comes from, and by the keywords and rules it names; the filter
 * is radios and CSS, so it needs no script. The intro claims nothing about the rulings as a whole: a legend, counted
 * from the rulings, says which provenances there are and what each mark means.
 */
export default async function RulingsIndex({ params }: Params) {
  const { locale, game } = await params;
  if (!isLocale(locale) || !Object.hasOwn(games, game)) notFound();
  const ui = uiStrings(locale);
  const g = games[game];
  const { rulings, flows, topics, provenances } = rulingIndex(game, locale);
  const terms = glossary(game, locale);
  const flowTitle = (f: string) => g.flows[f].content.title[locale];

  return (
    <div className="flex flex-col gap-4" data-ruling-index={game}>
      <link rel="stylesheet" href={`/${locale}/${game}/rulings/filter.css`} precedence="default" />
      <nav aria-label={ui.breadcrumb} className="text-meta">
        <a href={`/${locale}/${game}`}>{g.content.title[locale]}</a>
      </nav>
      <h1 className="m-0 text-title font-bold">{ui.rulingsIndex}</h1>
      <p className="m-0 max-w-2xl text-muted">{ui.rulingsIntro}</p>
      <section aria-labelledby="provenance-legend" className="max-w-2xl" data-provenance-legend>
        <h2 id="provenance-legend" className="m-0 mb-1 text-meta font-semibold text-muted">
          {ui.provenanceLegend}
        </h2>
        <dl className="m-0 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
          {provenances.map(({ provenance: p, count }) => {
            const w = provenanceWords(ui, p);
            return (
              <div key={p} className="contents" data-legend={p}>
                <dt>
                  <ProvenanceMark provenance={p} {...w} quiet />
                </dt>
                <dd className="m-0">
                  {w.hint} <span className="text-muted">({count === 1 ? ui.rulingsCountOne : fill(ui.rulingsCount, { n: String(count) })})</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <form className="flex flex-col gap-3 rounded-panel border border-line bg-surface p-3" aria-label={ui.rulingsIndex} data-ruling-filter>
        <ChipFilter name="flow" legend={ui.filterFlow} all={ui.filterAll} options={flows.map((f) => ({ value: f, label: flowTitle(f) }))} />
        {provenances.length > 1 && (
          <ChipFilter
            name="provenance"
            legend={ui.provenanceFilter}
            all={ui.filterAll}
            options={provenances.map(({ provenance: p }) => ({ value: p, label: provenanceWords(ui, p).label }))}
          />
        )}
        {topics.length > 0 && (
          <ChipFilter name="topic" legend={ui.filterKeyword} all={ui.filterAll} options={topics.map((t) => ({ value: t.id, label: t.name }))} />
        )}
      </form>
      <p className="m-0 text-meta text-muted">{fill(ui.rulingsCount, { n: String(rulings.length) })}</p>
      <ol className="m-0 flex list-none flex-col gap-3 p-0" data-ruling-list>
        {rulings.map((r) => (
          <li
            key={r.id}
            className="rounded-panel border border-line bg-surface p-3"
            data-ruling={r.id}
            data-flow={r.flow}
            data-provenance={r.provenance}
            data-topics={r.topics.join(' ')}
          >
            <p className="m-0 text-meta text-muted">
              {flowTitle(r.flow)} · <RulingCite provenance={r.provenance} {...provenanceWords(ui, r.provenance)} refText={r.ref} />
            </p>
            <h2 className="m-0 mt-1 text-base font-semibold">
              <a href={`/${locale}/${game}/rulings/${r.id}`}>{r.question}</a>
            </h2>
            <p className="m-0 mt-1 text-sm">
              <Rich text={r.answer} terms={terms} />
            </p>
            {r.reading && (
              <ReadingNote label={ui.ourReading} hint={ui.ourReadingHint} className="mt-2">
                <Rich text={r.reading} terms={terms} />
              </ReadingNote>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
