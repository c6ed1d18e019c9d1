import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { games } from '@/content';
import { FlowPage } from '@/app/components/FlowPage';
import { ExtraPageView } from '@/app/components/ExtraPageView';
import { flowEntry } from '@/app/lib/flow-data';
import { extraPageOf, flowParams, isLocale } from '@/app/lib/site';

export const dynamicParams = false;
export const generateStaticParams = flowParams;

type Params = { params: Promise<{ locale: string; game: string; flow: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game, flow } = await params;
  if (!isLocale(locale)) return {};
  const extra = extraPageOf(game, flow);
  if (extra) return { title: `${extra.title[locale]} — ${games[game].content.title[locale]}`, description: extra.intro[locale] };
  const found = flowEntry(game, flow);
  if (!found) return {};
  const title = `${found.entry.content.title[locale]} — ${games[game].content.title[locale]}`;
  return { title, description: found.entry.content.summary[locale], openGraph: { title, description: found.entry.content.summary[locale] } };
}

/** A flow's page, or a page the game adds of its own (e.g. a table matching two editions of its rules). */
export default async function Page({ params }: Params) {
  const { locale, game, flow } = await params;
  if (!isLocale(locale)) notFound();
  const extra = extraPageOf(game, flow);
  if (extra) return <ExtraPageView page={extra} locale={locale} id={flow} game={game} />;
  const found = flowEntry(game, flow);
  if (!found) notFound();
  const setup = Object.keys(found.def.setups)[0];
  return <FlowPage locale={locale} game={game} flow={flow} initial={{ setup, events: [] }} />;
}
