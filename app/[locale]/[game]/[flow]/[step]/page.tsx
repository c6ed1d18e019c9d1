import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, games } from '@/content';
import { getFlow } from '@/machines';
import { shortestWalkTo, stepsOf } from '@/machines/engine/chart';
import { FlowPage } from '@/app/components/FlowPage';
import { TopicPage, topicMetadata, topicOf, topicParams } from '@/app/components/TopicPage';
import { flowEntry } from '@/app/lib/flow-data';
import { isLocale } from '@/app/lib/site';

export const dynamicParams = false;

/**
 * Two kinds of page share this URL shape: a flow's step (/<game>/<flow>/<step>)
 * and a topic (/<game>/<kind>/<topic>, for the topic kinds a game declares).
 * A game's flow ids and topic kinds never overlap (tests/unit/game-interface.test.ts).
 */
export function generateStaticParams() {
  const steps = LOCALES.flatMap((locale) =>
    Object.entries(games).flatMap(([game, g]) =>
      Object.keys(g.flows).flatMap((flow) => stepsOf(getFlow(game, flow)!).map((step) => ({ locale, game, flow, step }))),
    ),
  );
  const topics = topicParams().map(({ locale, game, kind, topic }) => ({ locale, game, flow: kind, step: topic }));
  return [...steps, ...topics];
}

type Params = { params: Promise<{ locale: string; game: string; flow: string; step: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, game, flow, step } = await params;
  if (topicOf(game, flow, step)) return topicMetadata(locale, game, flow, step);
  const found = flowEntry(game, flow);
  const text = found && Object.hasOwn(found.entry.content.steps, step) ? found.entry.content.steps[step] : undefined;
  if (!isLocale(locale) || !found || !text) return {};
  const title = `${found.entry.content.title[locale]} ${step}: ${text.title[locale]}`;
  const description = text.text[locale];
  return { title, description, openGraph: { title, description }, twitter: { card: 'summary', title, description } };
}

export default async function Page({ params }: Params) {
  const { locale, game, flow, step } = await params;
  if (topicOf(game, flow, step)) return <TopicPage locale={locale} game={game} kind={flow} topic={step} />;
  const found = flowEntry(game, flow);
  if (!isLocale(locale) || !found) notFound();
  const walk = shortestWalkTo(found.def, step);
  if (!walk) notFound();
  return <FlowPage locale={locale} game={game} flow={flow} initial={walk} focusStep={step} />;
}
