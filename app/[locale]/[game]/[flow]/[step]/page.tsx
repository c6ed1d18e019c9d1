import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, games } from '@/content';
import { getFlow } from '@/machines';
import { shortestWalkTo, stepsOf } from '@/machines/engine/chart';
import { FlowPage } from '@/app/components/FlowPage';
import { flowEntry } from '@/app/lib/flow-data';
import { isLocale } from '@/app/lib/site';
import { own } from '@/app/lib/own';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    Object.entries(games).flatMap(([game, g]) =>
      Object.keys(g.flows).flatMap((flow) => stepsOf(getFlow(game, flow)!).map((step) => ({ locale, game, flow, step }))),
    ),
  );
}

type Params = { params: Promise<{ locale: string; game: string; flow: string; step: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game, flow, step } = await params;
  const found = flowEntry(game, flow);
  const text = own(found?.entry.content.steps, step);
  if (!isLocale(locale) || !found || !text) return {};
  const title = `${found.entry.content.title[locale]} ${step}: ${text.title[locale]}`;
  const description = text.text[locale];
  return { title, description, openGraph: { title, description }, twitter: { card: 'summary', title, description } };
}

export default async function Page({ params }: Params) {
  const { locale, game, flow, step } = await params;
  const found = flowEntry(game, flow);
  if (!isLocale(locale) || !found) notFound();
  const walk = shortestWalkTo(found.def, step);
  if (!walk) notFound();
  return <FlowPage locale={locale} game={game} flow={flow} initial={walk} focusStep />;
}
