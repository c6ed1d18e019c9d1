import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, games } from '@/content';
import { uiStrings } from '@/content/ui';
import { differenceViews } from '@/app/lib/flow-data';
import { isLocale } from '@/app/lib/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => Object.keys(games).filter((g) => games[g].concordance).map((game) => ({ locale, game })));
}

type Params = { params: Promise<{ locale: string; game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game } = await params;
  return isLocale(locale) && games[game] ? { title: `${uiStrings(locale).concordance} — ${games[game].content.title[locale]}` } : {};
}

/** For each flow: the primary document's steps beside the older edition's, then every difference, linked to its steps. */
export default async function ConcordancePage({ params }: Params) {
  const { locale, game } = await params;
  const g = games[game];
  if (!isLocale(locale) || !g?.concordance) notFound();
  const ui = uiStrings(locale);
  const c = g.concordance;
  const en = g.content.sources[c.en];
  return (
    <div className="max-w-4xl">
      <h1 className="mt-0 text-3xl font-bold">{ui.concordance}</h1>
      <p>{ui.concordanceIntro}</p>
      <p className="text-sm">
        {en?.title[locale]} {en?.date ? `(${en.date})` : ''}
      </p>
      {Object.entries(c.flows).map(([flow, rows]) => (
        <section key={flow} data-concordance-flow={flow}>
          <h2 className="text-xl font-semibold">{g.flows[flow]?.content.title[locale] ?? flow}</h2>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-line text-left">
                  <th className="py-1 pr-2">{ui.jpStep}</th>
                  <th className="py-1 pr-2">{ui.enStep}</th>
                  <th className="py-1">{ui.note}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i} className="border-b border-line align-top">
                    <td className="py-1 pr-2">
                      {r.jp.map((s, j) => (
                        <span key={s}>
                          {j ? ', ' : ''}
                          <a href={`/${locale}/${game}/${flow}/${s}`} className="underline" data-jp-step={`${flow}/${s}`}>
                            {s}
                          </a>
                        </span>
                      ))}
                    </td>
                    <td className="py-1 pr-2">
                      {r.en ?? ui.noEnStep}
                      <br />
                      <span className="text-xs text-muted">{r.basis === 'stated' ? ui.basisStated : ui.basisInferred}</span>
                    </td>
                    <td className="py-1">{r.note?.[locale]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <h2 className="text-xl font-semibold">{ui.differences}</h2>
      <ul className="flex list-none flex-col gap-2 p-0" data-differences>
        {Object.keys(c.flows).flatMap((flow) =>
          differenceViews(game, flow, locale).map((d, i) => (
            <li key={`${flow}-${i}`} className="rounded-chip border border-warn-line p-2" data-difference={d.kind}>
              <strong>{g.flows[flow]?.content.title[locale]}</strong> — {d.kindLabel}: {d.text}{' '}
              {d.steps.map((s) => (
                <a key={s} href={`/${locale}/${game}/${flow}/${s}`} className="mr-1 underline">
                  {s}
                </a>
              ))}
              {d.rulings.map((r) => (
                <a key={r} href={`/${locale}/${game}/rulings/${r}`} className="mr-1 underline">
                  {r}
                </a>
              ))}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
