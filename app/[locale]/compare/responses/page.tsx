import { notFound } from 'next/navigation';
import { games, type Locale } from '@/content';
import { responsesPage as w } from '@/content/compare';
import { getFlow } from '@/machines';
import { parseWalk, position, serializeWalk, start, step } from '@/machines/engine/replay';
import type { LogEntry } from '@/machines/engine/types';
import { readKey } from '@/machines/engine/position';
import { fill } from '@/app/lib/text';
import { isLocale, localeMetadata, localeParams } from '@/app/lib/site';
import { flowPageData } from '@/app/lib/flow-data';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { ScenarioChart } from '@/app/components/compare/ScenarioChart';

export const dynamicParams = false;
export const generateStaticParams = localeParams;

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = localeMetadata(w);

/** Every game that describes its answering window, in registry order. */
function answering() {
  return Object.entries(games).flatMap(([id, g]) => (g.responses && getFlow(id, g.responses.flow) ? [{ id, g, r: g.responses }] : []));
}

/** The scenario replayed on the game's own chart at build time: each step it passes and what happened there, in words. */
function replayed(game: string, locale: Locale) {
  const g = games[game];
  const r = g.responses!;
  const def = getFlow(game, r.flow)!;
  const c = g.flows[r.flow].content;
  const { events } = parseWalk(def, r.scenario.walk, r.scenario.setup);
  // Step by step, so each line of the log goes with the move that wrote it.
  const logOf = (s: ReturnType<typeof start>) => (s.context as { log: LogEntry[] }).log;
  let snap = start(def, r.scenario.setup);
  const moves: { key: string; event?: string; lines: LogEntry[] }[] = [{ key: position(snap).key, lines: logOf(snap) }];
  for (const e of events) {
    const before = logOf(snap).length;
    snap = step(def, snap, e);
    moves.push({ key: position(snap).key, event: e, lines: logOf(snap).slice(before) });
  }
  const name = (key: string) => {
    const k = readKey(key);
    if (k.end !== undefined) return c.ends[k.end]?.[locale] ?? k.end;
    return `${key} ${c.steps[k.inner]?.title[locale] ?? ''}`;
  };
  const steps = moves.map((m) => ({
    key: m.key,
    label: name(m.key),
    event: m.event ? (c.events[m.event]?.[locale] ?? m.event) : undefined,
    happened: m.lines.map((l) => fill(c.board.log[l.code]?.[locale] ?? l.code, { card: l.card ? (g.content.cards[l.card]?.[locale] ?? l.card) : '' })),
  }));
  const q = new URLSearchParams({ setup: r.scenario.setup, walk: serializeWalk(def, events, r.scenario.setup) });
  return { steps, events, href: `/${locale}/${game}/${r.flow}?${q}` };
}

export default async function ResponsesPage({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const rows = answering();
  const scenarios = await Promise.all(
    rows.map(async (row) => {
      const { steps, events, href } = replayed(row.id, locale);
      // The game's own explorer, embedded: it starts before the first event and steps through the scenario.
      const data = { ...(await flowPageData(locale, row.id, row.r.flow, { setup: row.r.scenario.setup, events, cursor: 0 })), embedded: true };
      return { ...row, steps, href, data };
    }),
  );
  // On a phone each game is a card: its row stacks, and each cell carries its column's name above it.
  const cell =
    'py-2 pr-3 align-top max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
  return (
    <div className="max-w-6xl">
      <h1 className="mt-0 text-3xl font-bold">{w.title[locale]}</h1>
      <p>{w.intro[locale]}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm max-sm:block" data-compare-table>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-line-strong text-left">
              {[w.game, w.who, w.howMany, w.order, w.closes].map((h) => (
                <th key={h.en} scope="col" className="py-1 pr-3">
                  {h[locale]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map(({ id, g, r }) => (
              <tr key={id} className="border-b border-line max-sm:block max-sm:py-2" data-compare-game={id}>
                <th scope="row" className="py-2 pr-3 text-left align-top max-sm:block max-sm:text-base">
                  <a href={`/${locale}/${id}/${r.flow}`} className="underline">
                    {g.content.title[locale]}
                  </a>
                </th>
                <td className={cell} data-label={w.who[locale]}>
                  {r.who[locale]}
                </td>
                <td className={cell} data-label={w.howMany[locale]}>
                  {r.howMany[locale]}
                </td>
                <td className={cell} data-label={w.order[locale]}>
                  {r.order[locale]}
                </td>
                <td className={cell} data-label={w.closes[locale]}>
                  {r.closes[locale]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-8 text-2xl font-semibold">{w.scenario[locale]}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {scenarios.map(({ id, g, r, steps, href, data }) => {
          return (
            <section key={id} className="min-w-0 rounded-panel border border-line bg-surface p-3" data-compare-scenario={id}>
              <h3 className="m-0 text-lg font-semibold">
                {g.content.title[locale]} — {g.flows[r.flow].content.title[locale]}
              </h3>
              <p>{r.scenario.story[locale]}</p>
              <h4 className="m-0 text-sm font-semibold">{w.replayed[locale]}</h4>
              <ol className="text-sm">
                {steps.map((s, i) => (
                  <li key={i} data-compare-step={s.key}>
                    {s.event && <span className="text-muted">{s.event} → </span>}
                    <strong>{s.label}</strong>
                    {s.happened.length > 0 && (
                      <ul>
                        {s.happened.map((h, j) => (
                          <li key={j}>{h}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
              <FlowProvider data={data}>
                <ScenarioChart labels={{ start: w.start[locale], previous: w.previous[locale], next: w.next[locale], of: w.of[locale] }} />
              </FlowProvider>
              <p className="mb-0">
                <a
                  href={href}
                  className="inline-block rounded-control border border-accent bg-accent px-3 py-2 text-on-accent no-underline hover:bg-accent-hover"
                  data-compare-open={id}
                >
                  ▶ {w.open[locale]}
                </a>
              </p>
            </section>
          );
        })}
      </div>
    </div>
  );
}
