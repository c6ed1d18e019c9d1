import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, games, type Locale } from '@/content';
import { uiStrings } from '@/content/ui';
import { Rich } from '@/app/components/Rich';
import { sourceLabel } from '@/app/lib/flow-data';
import { glossary } from '@/app/lib/glossary';
import { isLocale } from '@/app/lib/site';
import { serializeWalk, parseWalk } from '@/machines/engine/replay';
import { getFlow } from '@/machines';

export type TopicKind = 'keywords' | 'rules';

export const topicParams = (kind: TopicKind) => () =>
  LOCALES.flatMap((locale) => Object.entries(games).flatMap(([game, g]) => Object.keys(g.topics[kind]).map((topic) => ({ locale, game, topic }))));

export type TopicParams = { params: Promise<{ locale: string; game: string; topic: string }> };

export const topicMetadata =
  (kind: TopicKind) =>
  async ({ params }: TopicParams): Promise<Metadata> => {
    const { locale, game, topic } = await params;
    const t = games[game]?.topics[kind][topic];
    if (!isLocale(locale) || !t) return {};
    return { title: `${t.name[locale]} — ${games[game].content.title[locale]}`, description: t.short[locale] };
  };

/** A keyword or stand-alone rule: what it does, whether it can be Countered or stacks, and the steps where it acts. */
export async function TopicPage({ kind, params }: { kind: TopicKind } & TopicParams) {
  const { locale, game, topic } = await params;
  const g = games[game];
  const t = g?.topics[kind][topic];
  if (!isLocale(locale) || !t) notFound();
  const ui = uiStrings(locale as Locale);
  const terms = glossary(game, locale);
  const self = `/${locale}/${game}/${kind}/${topic}`;
  const replayHref = t.replay
    ? (() => {
        const flow = getFlow(game, t.replay.flow)!;
        const { events } = parseWalk(flow, t.replay.walk, t.replay.setup);
        const q = new URLSearchParams({ setup: t.replay.setup, walk: serializeWalk(flow, events, t.replay.setup) });
        return `/${locale}/${game}/${t.replay.flow}?${q}`;
      })()
    : undefined;
  const yesNo = (v: boolean) => (v ? ui.yes : ui.no);
  return (
    <article className="prose-flow max-w-3xl" data-topic={topic}>
      <nav aria-label="breadcrumb" className="mb-2 text-sm">
        <a href={`/${locale}/${game}`} className="underline">
          {g.content.title[locale]}
        </a>{' '}
        › {kind === 'keywords' ? ui.keywords : ui.otherRules}
      </nav>
      <h1 className="m-0 text-3xl font-bold">{t.name[locale]}</h1>
      <p className="text-lg" data-topic-short>
        {t.short[locale]}
      </p>
      {t.body[locale].split(/\n\n+/).map((para, i) => (
        <p key={i}>
          <Rich text={para} terms={terms} skip={self} />
        </p>
      ))}
      {(t.counterable !== undefined || t.stacks !== undefined) && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {t.counterable !== undefined && (
            <>
              <dt className="font-semibold">{ui.counterable}</dt>
              <dd className="m-0" data-counterable={t.counterable}>
                {yesNo(t.counterable)}
              </dd>
            </>
          )}
          {t.stacks !== undefined && (
            <>
              <dt className="font-semibold">{ui.stacks}</dt>
              <dd className="m-0" data-stacks={t.stacks}>
                {yesNo(t.stacks)}
              </dd>
            </>
          )}
        </dl>
      )}
      <h2>{ui.actsAt}</h2>
      {t.steps.length === 0 ? (
        <p>{ui.actsNowhere}</p>
      ) : (
        <ul data-topic-steps>
          {t.steps.map((s) => {
            const f = g.flows[s.flow];
            return (
              <li key={`${s.flow}/${s.step}`}>
                <a href={`/${locale}/${game}/${s.flow}/${s.step}`} data-step-link={`${s.flow}/${s.step}`}>
                  {f.content.title[locale]} {s.step} — {f.content.steps[s.step]?.title[locale]}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {t.note && (
        <p className="rounded-chip bg-warn-soft p-3 text-warn-ink" data-topic-note>
          <strong>{ui.note}:</strong> {t.note[locale]}
        </p>
      )}
      {replayHref && (
        <p>
          <a href={replayHref} className="inline-block rounded-control border border-accent bg-accent px-3 py-2 text-on-accent no-underline" data-topic-replay>
            ▶ {ui.replayOnChart}
          </a>
        </p>
      )}
      {t.flow && (
        <p>
          <a href={`/${locale}/${game}/${t.flow}`} data-topic-flow>
            {g.flows[t.flow].content.title[locale]}
          </a>
        </p>
      )}
      <p className="text-sm text-muted">
        {ui.source}: {sourceLabel(game, t.source, locale)}
      </p>
    </article>
  );
}
