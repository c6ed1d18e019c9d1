import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LOCALES, gameOf, games, type Locale } from '@/content';
import { uiStrings } from '@/content/ui';
import { Rich } from '@/app/components/Rich';
import { sourceLabel } from '@/app/lib/flow-data';
import { glossary } from '@/app/lib/glossary';
import { isLocale } from '@/app/lib/site';
import { serializeWalk, parseWalk } from '@/machines/engine/replay';
import { getFlow } from '@/machines';

/** A topic of a game by kind and id from any source (a URL too): own properties only. */
export function topicOf(game: string, kind: string, topic: string) {
  const g = gameOf(game);
  const byKind = g && Object.hasOwn(g.topics, kind) && Object.hasOwn(g.topicKinds, kind) ? g.topics[kind] : undefined;
  return byKind && Object.hasOwn(byKind, topic) ? { g: g!, t: byKind[topic] } : undefined;
}

/** Every topic page: /<locale>/<game>/<kind>/<topic>, for the kinds each game declares. */
export const topicParams = () =>
  LOCALES.flatMap((locale) =>
    Object.entries(games).flatMap(([game, g]) =>
      Object.keys(g.topicKinds).flatMap((kind) => Object.keys(g.topics[kind] ?? {}).map((topic) => ({ locale, game, kind, topic }))),
    ),
  );

export function topicMetadata(locale: string, game: string, kind: string, topic: string): Metadata {
  const found = topicOf(game, kind, topic);
  if (!isLocale(locale) || !found) return {};
  return { title: `${found.t.name[locale]} — ${found.g.content.title[locale]}`, description: found.t.short[locale] };
}

/** A topic (a keyword, a stand-alone rule …): what it does, the yes/no facts its kind names, and the steps where it acts. */
export function TopicPage({ locale, game, kind, topic }: { locale: string; game: string; kind: string; topic: string }) {
  const found = topicOf(game, kind, topic);
  if (!isLocale(locale) || !found) notFound();
  const { g, t } = found;
  const kindWords = g.topicKinds[kind];
  const facts = Object.entries(kindWords.facts ?? {}).filter(([id]) => t.facts && Object.hasOwn(t.facts, id));
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
      <nav aria-label={ui.breadcrumb} className="mb-2 text-sm">
        <a href={`/${locale}/${game}`} className="underline">
          {g.content.title[locale]}
        </a>{' '}
        › {kindWords.title[locale]}
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
      {facts.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {facts.map(([id, name]) => (
            <div key={id} className="contents">
              <dt className="font-semibold">{name[locale]}</dt>
              <dd className="m-0" data-fact={id} data-value={t.facts![id]}>
                {yesNo(t.facts![id])}
              </dd>
            </div>
          ))}
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
          <strong>{ui.note}:</strong> <Rich text={t.note[locale]} terms={terms} skip={self} />
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
