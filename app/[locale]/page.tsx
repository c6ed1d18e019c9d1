import { notFound } from 'next/navigation';
import { games } from '@/content';
import { uiStrings } from '@/content/ui';
import { isLocale } from '@/app/lib/site';

export default async function Home({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const ui = uiStrings(locale);
  return (
    <div>
      <h1 className="m-0 text-3xl font-bold">{ui.site}</h1>
      <p className="text-muted">{ui.tagline}</p>
      {Object.entries(games).map(([id, g]) => (
        <section key={id} className="mt-6">
          <h2 className="text-xl font-semibold">
            <a href={`/${locale}/${id}`} className="underline">
              {g.content.title[locale]}
            </a>
          </h2>
          <ul className="list-disc pl-6">
            {Object.entries(g.flows).map(([flow, f]) => (
              <li key={flow}>
                <a href={`/${locale}/${id}/${flow}`} className="underline">
                  {f.content.title[locale]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
