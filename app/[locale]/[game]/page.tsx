import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { gameOf, games, rulingsOf } from '@/content';
import { uiStrings } from '@/content/ui';
import { responsesPage } from '@/content/compare';
import { gameParams, isLocale } from '@/app/lib/site';
import { cited } from '@/app/lib/cited';

export const dynamicParams = false;
export const generateStaticParams = gameParams;

type Params = { params: Promise<{ locale: string; game: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game } = await params;
  const g = games[game];
  if (!isLocale(locale) || !g) return {};
  return { title: g.content.title[locale], description: g.content.summary[locale] };
}

export default async function GamePage({ params }: Params) {
  const { locale, game } = await params;
  const g = gameOf(game);
  if (!isLocale(locale) || !g) notFound();
  const ui = uiStrings(locale);
  return (
    <div>
      <h1 className="m-0 text-3xl font-bold">{g.content.title[locale]}</h1>
      <p className="text-muted">{g.content.summary[locale]}</p>
      <h2 className="mt-6 text-xl font-semibold">{ui.flows}</h2>
      <ul className="list-disc pl-6">
        {Object.entries(g.flows).map(([flow, f]) => (
          <li key={flow}>
            <a href={`/${locale}/${game}/${flow}`} className="underline">
              {f.content.title[locale]}
            </a>{' '}
            — {f.content.summary[locale]}
          </li>
        ))}
      </ul>
      {Object.entries(g.topicKinds).map(([kind, kindWords]) => (
        <section key={kind}>
          <h2 className="mt-6 text-xl font-semibold">{kindWords.title[locale]}</h2>
          <ul className="list-disc pl-6">
            {Object.entries(g.topics[kind] ?? {}).map(([id, t]) => (
              <li key={id}>
                <a href={`/${locale}/${game}/${kind}/${id}`} className="underline">
                  {t.name[locale]}
                </a>{' '}
                — {t.short[locale]}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {Object.entries(g.extras?.pages ?? {}).map(([id, page]) => (
        <p key={id} className="mt-6">
          <a href={`/${locale}/${game}/${id}`} className="underline">
            {page.title[locale]}
          </a>{' '}
          — {page.intro[locale]}
        </p>
      ))}
      <p className="mt-6">
        <a href={`/${locale}/compare/responses`} className="underline" data-compare-link>
          {responsesPage.compareLink[locale]}
        </a>
      </p>
      <h2 className="mt-6 text-xl font-semibold">{ui.rulings}</h2>
      <ul className="list-disc pl-6">
        {rulingsOf(game).map((r) => (
          <li key={r.id}>
            <a href={`/${locale}/${game}/rulings/${r.id}`} className="underline">
              {g.flows[r.flow].content.title[locale]} {cited(r.source.ref, locale)}
            </a>{' '}
            {r.question[locale]}
          </li>
        ))}
      </ul>
    </div>
  );
}
