import { notFound } from 'next/navigation';
import { compareIndex as w, responsesPage } from '@/content/compare';
import { isLocale, localeMetadata, localeParams } from '@/app/lib/site';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = localeMetadata(w);

/**
 * The comparisons there are. /en/compare was a 404 that offered a flow instead (found by an audit), though its one
 * page lies a step further down.
 */
export default async function Page({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <div className="max-w-3xl">
      <h1 className="mt-0 text-3xl font-bold">{w.title[locale]}</h1>
      <p>{w.intro[locale]}</p>
      <ul data-compare-index>
        <li>
          <a href={`/${locale}/compare/responses`}>{responsesPage.title[locale]}</a>
        </li>
      </ul>
    </div>
  );
}
