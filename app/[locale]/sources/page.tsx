import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games, rulingProvenance } from '@/content';
import { uiStrings } from '@/content/ui';
import { isLocale, localeParams, sourceAnchor } from '@/app/lib/site';
import { cited, type Locale, type Ruling } from '@/content/schema';
import { RulingCite } from '@/app/components/ProvenanceMark';
import { provenanceWords } from '@/app/lib/provenance';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: uiStrings(locale).sources } : {};
}

/**
 * Every source document each game is built from, for a judge who wants to check us:
 * its version and date as the document states them (or that it states none: said here
 * once, not on every flow), what it covers, the flows that follow it, a public copy
 * where our sources give its address, and the rulings where we add our own reading.
 */
export default async function SourcesPage({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  // Web pages always carry their address; the note is about rules documents, which link one only where our sources give it.
  const anyUrl = Object.values(games).some((g) => Object.values(g.content.sources).some((s) => s.url && !s.web));
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-title font-bold">{ui.sources}</h1>
        <p className="m-0 text-muted">{ui.sourcesIntro}</p>
        {!anyUrl && (
          <p className="m-0 text-sm text-muted" data-no-public-copies>
            {ui.noPublicCopies}
          </p>
        )}
      </div>
      {Object.entries(games).map(([id, g]) => (
        <section key={id} aria-labelledby={`sources-${id}`} className="flex flex-col gap-3" data-sources={id}>
          <h2 id={`sources-${id}`} className="m-0 text-head font-bold">
            {g.content.title[locale]}
          </h2>
          {Object.entries(g.content.sources).map(([doc, s]) => {
            const flows = Object.entries(g.flows).filter(([, f]) => f.content.source.doc === doc);
            const readings = Object.values(g.flows).flatMap((f) => f.rulings.filter((r) => r.source.doc === doc && r.reading));
            // Questions no document asks, answered by this site from this document's rules: a judge checking the
            // document finds every answer that leans on it.
            const answered = Object.values(g.flows).flatMap((f) => f.rulings.filter((r) => r.source.doc === doc && r.kind === 'judge'));
            // A web page is followed by no flow; the rulings taken from it are listed instead.
            const citing = s.web ? Object.values(g.flows).flatMap((f) => f.rulings.filter((r) => r.source.doc === doc)) : [];
            return (
              <article
                key={doc}
                className="flex flex-col gap-2 rounded-panel border border-line bg-surface p-panel"
                data-source-doc={doc}
                aria-labelledby={sourceAnchor(id, doc)}
              >
                <h3 id={sourceAnchor(id, doc)} className="m-0 scroll-mt-4 text-base font-semibold">
                  {s.title[locale]}
                </h3>
                <p className="m-0 text-meta text-muted">
                  {doc} · {s.language === 'ja' ? ui.language_ja : ui.language_en}
                </p>
                <dl className="m-0 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="font-semibold text-muted">{ui.version}</dt>
                  <dd className="m-0" data-source-date={s.date ?? 'undated'}>
                    {s.date ? (
                      <>
                        <time dateTime={s.date} className="font-semibold">
                          {s.date}
                        </time>
                        {s.stated && <span className="block text-muted">{s.stated[locale]}</span>}
                      </>
                    ) : (
                      <>
                        <span className="font-semibold">{ui.undated}</span>
                        <span className="block text-muted">{ui.undatedSaid}</span>
                      </>
                    )}
                  </dd>
                  <dt className="font-semibold text-muted">{ui.covers}</dt>
                  <dd className="m-0">{s.covers[locale]}</dd>
                  <dt className="font-semibold text-muted">{ui.followedBy}</dt>
                  <dd className="m-0">
                    {flows.length
                      ? flows.map(([fid, f], i) => (
                          <span key={fid}>
                            {i ? ', ' : ''}
                            <a href={`/${locale}/${id}/${fid}`} className="underline">
                              {f.content.title[locale]}
                            </a>
                          </span>
                        ))
                      : '—'}
                  </dd>
                  {s.web && (
                    <>
                      <dt className="font-semibold text-muted">{ui.webBy}</dt>
                      <dd className="m-0" data-web-by={s.web.by}>
                        {ui[`webBy_${s.web.by}`]}
                      </dd>
                      <dt className="font-semibold text-muted">{ui.citedBy}</dt>
                      <dd className="m-0" data-source-rulings>
                        <ul className="m-0 list-disc pl-5">
                          {citing.map((r) => (
                            <li key={r.id}>
                              <Cite locale={locale} game={id} r={r} /> {r.question[locale]}
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </>
                  )}
                  <dt className="font-semibold text-muted">{ui.publicCopy}</dt>
                  <dd className="m-0" data-public-copy={s.url ?? 'none'}>
                    {s.url ? (
                      <a href={s.url} className="underline [overflow-wrap:anywhere]" rel="noopener">
                        {s.url}
                      </a>
                    ) : (
                      <span className="text-muted">{ui.noPublicCopy}</span>
                    )}
                  </dd>
                  <CitingRulings term={ui.ownAnswer} intro={ui.ownAnswersHere} rulings={answered} locale={locale} game={id} data="data-source-own-answers" />
                  <CitingRulings term={ui.ourReading} intro={ui.readingsHere} rulings={readings} locale={locale} game={id} data="data-source-readings" />
                </dl>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}

/**
 * One term of a document's entry: the rulings citing it that say something of the site's own (its answers, its
 * readings), each with its mark and question. Nothing when there are none.
 */
function CitingRulings({
  term,
  intro,
  rulings,
  locale,
  game,
  data,
}: {
  term: string;
  intro: string;
  rulings: Ruling[];
  locale: Locale;
  game: string;
  /** The attribute that names the list (tests find each list by it). */
  data: 'data-source-own-answers' | 'data-source-readings';
}) {
  if (rulings.length === 0) return null;
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="m-0" {...{ [data]: true }}>
        <span className="block text-muted">{intro}:</span>
        <ul className="m-0 list-disc pl-5">
          {rulings.map((r) => (
            <li key={r.id}>
              <Cite locale={locale} game={game} r={r} /> {r.question[locale]}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** A ruling listed under its document, with its provenance mark as on every other page. */
function Cite({ locale, game, r }: { locale: Locale; game: string; r: Ruling }) {
  const p = rulingProvenance(game, r);
  return (
    <RulingCite provenance={p} {...provenanceWords(uiStrings(locale), p)} refText={cited(r.source.ref, locale)} href={`/${locale}/${game}/rulings/${r.id}`} />
  );
}
