import 'server-only';
import { games } from '@/content';
import type { Locale, Source } from '@/content/schema';
import { uiStrings } from '@/content/ui';
import { chartModel, type ChartNode } from '@/machines/engine/chart';
import { getFlow } from '@/machines';
import type { ChartLayout } from './chart-types';
import { layoutChart } from './layout';
import type { FlowPageData, RulingView, StepView } from './page-data';

export function flowEntry(game: string, flow: string) {
  const entry = games[game]?.flows[flow];
  const def = getFlow(game, flow);
  return entry && def ? { entry, def, game: games[game].content } : undefined;
}

export function sourceLabel(game: string, source: Source, locale: Locale): string {
  const doc = games[game]?.content.sources[source.doc];
  const title = doc ? doc.title[locale] : source.doc;
  const date = doc?.date ? ` (${doc.date})` : '';
  return `${title}${date} · ${source.section} · ${source.ref}`;
}

const layouts = new Map<string, Promise<ChartLayout>>();

function chartFor(game: string, flow: string, locale: Locale): Promise<ChartLayout> {
  const key = `${game}/${flow}/${locale}`;
  if (!layouts.has(key)) {
    const { entry, def } = flowEntry(game, flow)!;
    const c = entry.content;
    layouts.set(
      key,
      layoutChart(def, {
        nodeTitle: (n: ChartNode) =>
          n.step
            ? `${n.step} ${c.steps[n.step]?.title[locale] ?? ''}`
            : n.end
              ? (c.ends[n.end]?.[locale] ?? n.end)
              : n.group
                ? `${n.group}. ${c.groups[n.group]?.[locale] ?? ''}`
                : n.id,
        edgeLabel: (event, guard, hasSiblings) => {
          const label = c.events[event]?.[locale] ?? event;
          const cond = guard ? c.guards[guard]?.[locale] : hasSiblings ? c.guards.otherwise?.[locale] : undefined;
          return cond ? [label, `[${cond}]`] : [label];
        },
      }),
    );
  }
  return layouts.get(key)!;
}

export function rulingViews(game: string, flow: string, locale: Locale): RulingView[] {
  const { entry } = flowEntry(game, flow)!;
  return entry.rulings.map((r) => ({
    id: r.id,
    question: r.question[locale],
    answer: r.answer[locale],
    steps: r.steps,
    source: sourceLabel(game, r.source, locale),
    note: r.note?.[locale],
    replay: r.replay,
    href: `/${locale}/${game}/rulings/${r.id}`,
  }));
}

export async function flowPageData(
  locale: Locale,
  game: string,
  flow: string,
  initial: FlowPageData['initial'],
  featured?: string,
): Promise<FlowPageData> {
  const { entry, def, game: gameContent } = flowEntry(game, flow)!;
  const c = entry.content;
  const basePath = `/${locale}/${game}/${flow}`;
  const pick = <T extends Record<string, { ja: string; en: string }>>(rec: T) =>
    Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, v[locale]]));
  const stepNodes: ChartNode[] = [];
  const walk = (n: ChartNode) => {
    if (n.step) stepNodes.push(n);
    n.children.forEach(walk);
  };
  walk(chartModel(def).root);
  const steps: StepView[] = stepNodes.map((n) => {
    const s = c.steps[n.step!];
    return {
      key: n.step!,
      title: s?.title[locale] ?? n.step!,
      text: s?.text[locale] ?? '',
      note: s?.note?.[locale],
      source: s ? sourceLabel(game, s.source, locale) : '',
      rulesCheck: !!n.rulesCheck,
      href: `${basePath}/${n.step}`,
    };
  });
  return {
    locale,
    game,
    flow,
    flowTitle: c.title[locale],
    basePath,
    layout: await chartFor(game, flow, locale),
    steps,
    ends: pick(c.ends),
    events: pick(c.events),
    setups: Object.fromEntries(Object.entries(c.setups).map(([k, v]) => [k, { title: v.title[locale], text: v.text[locale] }])),
    board: {
      sections: pick(c.board.sections),
      values: pick(c.board.values),
      tags: pick(c.board.tags),
      log: pick(c.board.log),
    },
    cards: pick(gameContent.cards),
    rulings: rulingViews(game, flow, locale),
    ui: uiStrings(locale),
    initial,
    featured,
  };
}
