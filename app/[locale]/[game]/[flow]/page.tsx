import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { FlowPage } from '@/app/components/FlowPage';
import { flowEntry } from '@/app/lib/flow-data';
import { flowParams, isLocale } from '@/app/lib/site';

export const dynamicParams = false;
export const generateStaticParams = flowParams;

type Params = { params: Promise<{ locale: string; game: string; flow: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game, flow } = await params;
  const found = isLocale(locale) ? flowEntry(game, flow) : undefined;
  if (!found || !isLocale(locale)) return {};
  const title = `${found.entry.content.title[locale]} — ${games[game].content.title[locale]}`;
  return { title, description: found.entry.content.summary[locale], openGraph: { title, description: found.entry.content.summary[locale] } };
}

export default async function Page({ params }: Params) {
  const { locale, game, flow } = await params;
  const found = flowEntry(game, flow);
  if (!isLocale(locale) || !found) notFound();
  const setup = Object.keys(found.def.setups)[0];
  return <FlowPage locale={locale} game={game} flow={flow} initial={{ setup, events: [] }} />;
}
