import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { isLocale, localeParams } from '@/app/lib/site';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: uiStrings(locale).sources } : {};
}

/** Every source document each game is built from, with its date and what it covers, and which flows follow it. */
export default async function SourcesPage({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  return (
    <div className="max-w-3xl">
      <h1 className="mt-0 text-3xl font-bold">{ui.sources}</h1>
      <p>{ui.sourcesIntro}</p>
      {Object.entries(games).map(([id, g]) => (
        <section key={id}>
          <h2 className="text-xl font-semibold">{g.content.title[locale]}</h2>
          <table className="w-full border-collapse text-sm" data-sources={id}>
            <thead>
              <tr className="border-b border-line text-left">
                <th className="py-1 pr-2">{ui.document}</th>
                <th className="py-1 pr-2">{ui.version}</th>
                <th className="py-1 pr-2">{ui.covers}</th>
                <th className="py-1">{ui.followedBy}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(g.content.sources).map(([doc, s]) => {
                const flows = Object.entries(g.flows).filter(([, f]) => f.content.source.doc === doc);
                return (
                  <tr key={doc} className="border-b border-line align-top" data-source-doc={doc}>
                    <td className="py-2 pr-2">
                      <strong>{s.title[locale]}</strong>
                      <br />
                      <span className="text-xs text-muted">
                        {doc} · {s.language === 'ja' ? '日本語' : 'English'}
                      </span>
                    </td>
                    <td className="py-2 pr-2">{s.date ?? ui.undated}</td>
                    <td className="py-2 pr-2">{s.covers[locale]}</td>
                    <td className="py-2">
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
