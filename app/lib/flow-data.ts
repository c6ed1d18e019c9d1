import 'server-only';
import { gameOf, games, rulingProvenance, type FlowEntry } from '@/content';
import type { Locale, Source } from '@/content/schema';
import { uiStrings } from '@/content/ui';
import { chartModel, type ChartNode } from '@/machines/engine/chart';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';
import { runnable } from '@/machines/engine/situation';
import { editsOf } from '@/machines/engine/replay-spec';
import type { ChartLayout, ChartLayouts } from './chart-types';
import { glossary } from './glossary';
import { layoutChart, type ChartWords } from './layout';
import { withoutUndefined, type EditionsView, type FlowPageData, type FlowWords, type RulingView, type StepView } from './page-data';
import { cited } from '@/content/schema';

export function flowEntry(game: string, flow: string) {
  const g = gameOf(game);
  const entry = g && Object.hasOwn(g.flows, flow) ? g.flows[flow] : undefined;
  const def = getFlow(game, flow);
  return g && entry && def ? { entry, def, game: g.content } : undefined;
}

export function sourceLabel(game: string, source: Source, locale: Locale): string {
  const doc = games[game]?.content.sources[source.doc];
  const title = doc ? doc.title[locale] : source.doc;
  // A citation names the document's version date where the document gives one; that a document is undated is said once, on the sources page.
  const date = doc?.date ? ` (${doc.date})` : '';
  return `${title}${date} · ${cited(source.section, locale)} · ${cited(source.ref, locale)}`;
}

function chartWords(game: string, flow: string, locale: Locale): ChartWords {
  const content = (scope?: string) => games[game].flows[scope ?? flow].content;
  const ui = uiStrings(locale);
  return {
    nodeTitle: (n: ChartNode) => {
      const c = content(n.scope);
      if (n.step) return `${n.step} ${c.steps[n.step]?.title[locale] ?? ''}`;
      if (n.end) return c.ends[n.end]?.[locale] ?? n.end;
      // Numbered sections read "2. Choosing the attack"; an unnumbered group is just its name.
      if (n.group) return /^\d+$/.test(n.group) ? `${n.group}. ${c.groups[n.group]?.[locale] ?? ''}` : (c.groups[n.group]?.[locale] ?? c.title[locale]);
      return n.id;
    },
    flowControl: (n, steps) => ui.openFlow.replace('{flow}', content(n.flow).title[locale]).replace('{n}', String(steps)),
    edgeLabel: (e, hasSiblings) => {
      const c = content(e.scope);
      if (e.event.startsWith('xstate.done')) return [ui.subflowDone];
      const label = c.events[e.event]?.[locale] ?? e.event;
      const cond = e.guard ? c.guards[e.guard]?.[locale] : hasSiblings ? c.guards.otherwise?.[locale] : undefined;
      return cond ? [label, `[${cond}]`] : [label];
    },
  };
}

const layouts = new Map<string, Promise<ChartLayouts>>();

/** Every drawing of a flow: all sub-flows folded, and each one opened in place. Cached per build. */
export function chartsFor(game: string, flow: string, locale: Locale): Promise<ChartLayouts> {
  const key = `${game}/${flow}/${locale}`;
  if (!layouts.has(key)) {
    const def = getFlow(game, flow)!;
    const words = chartWords(game, flow, locale);
    const hosts: string[] = [];
    const find = (n: ChartNode) => {
      if (n.flow) hosts.push(n.id);
      n.children.forEach(find);
    };
    find(chartModel(def).root);
    layouts.set(
      key,
      (async () => {
        const folded = await layoutChart(def, words, null);
        const opened: Record<string, ChartLayout> = {};
        for (const h of hosts) opened[h] = await layoutChart(def, words, h);
        return { folded, opened };
      })(),
    );
  }
  return layouts.get(key)!;
}

/** A flow's rule editions in one language, where its machine declares editions and its game names them; else undefined. */
export function editionsView(game: string, flow: string, locale: Locale): EditionsView | undefined {
  const def = getFlow(game, flow);
  const words = games[game]?.editions;
  if (!def?.editions || !words) return undefined;
  const ids = Object.keys(def.editions.list).filter((id) => Object.hasOwn(words.editions, id));
  const list = ids.map((id) => ({
    id,
    title: words.editions[id].title[locale],
    short: words.editions[id].short[locale],
    source: sourceLabel(game, words.editions[id].source, locale),
  }));
  const steps: EditionsView['steps'] = {};
  for (const [option, at] of Object.entries(def.editions.steps)) {
    if (!Object.hasOwn(words.options, option)) continue;
    const o = words.options[option];
    const readings = ids
      .filter((id) => Object.hasOwn(o.readings, id))
      .map((id) => ({
        edition: id,
        label: words.editions[id].short[locale],
        text: o.readings[id].text[locale],
        source: sourceLabel(game, o.readings[id].source, locale),
      }));
    for (const s of at) (steps[s] ??= []).push({ option, title: o.title[locale], readings });
  }
  return { list, steps };
}

export function rulingViews(game: string, flow: string, locale: Locale): RulingView[] {
  const { entry } = flowEntry(game, flow)!;
  const words = games[game]?.editions;
  const editionLabel = (id: string) => (words && Object.hasOwn(words.editions, id) ? words.editions[id].short[locale] : id);
  return entry.rulings.map((r) => ({
    id: r.id,
    question: r.question[locale],
    answer: r.answer[locale],
    steps: r.steps,
    source: sourceLabel(game, r.source, locale),
    ref: cited(r.source.ref, locale),
    provenance: rulingProvenance(game, r),
    note: r.note?.[locale],
    reading: r.reading?.[locale],
    replay: r.replay,
    href: `/${locale}/${game}/rulings/${r.id}`,
    editions: r.editions?.map((e) => ({ edition: e.edition, label: editionLabel(e.edition), answer: e.answer[locale] })),
  }));
}

const pick = <T extends Record<string, { ja: string; en: string }>>(rec: T, locale: Locale) =>
  Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, v[locale]]));

/** The words of one flow in one language: its own steps (not those of nested sub-flows) and labels. */
function flowWords(game: string, flowId: string, locale: Locale, hrefBase: string): FlowWords {
  const entry: FlowEntry = games[game].flows[flowId];
  const def = getFlow(game, flowId)!;
  const c = entry.content;
  const own: ChartNode[] = [];
  const walk = (n: ChartNode) => {
    if (n.step) own.push(n);
    if (!n.flow) n.children.forEach(walk);
  };
  walk(chartModel(def).root);
  const steps: StepView[] = own.map((n) => {
    const s = c.steps[n.step!];
    return {
      key: n.step!,
      title: s?.title[locale] ?? n.step!,
      text: s?.text[locale] ?? '',
      note: s?.note?.[locale],
      source: s ? sourceLabel(game, s.source, locale) : '',
      badges: n.badges ?? [],
      hosts: n.flow,
      href: `${hrefBase}/${n.step}`,
    };
  });
  return { title: c.title[locale], short: c.short[locale], steps, ends: pick(c.ends, locale), events: pick(c.events, locale) };
}

/** The game's own notes on this flow's steps and rulings (content/<game> `extras`), in one language. */
function extraNotes(game: string, flow: string, locale: Locale, steps: StepView[]) {
  const x = games[game]?.extras;
  const stepNotes: FlowPageData['stepNotes'] = {};
  const rulingNotes: FlowPageData['rulingNotes'] = {};
  for (const s of steps) {
    const n = x?.stepNote?.(flow, s.key, locale);
    if (n) stepNotes[s.key] = n;
  }
  for (const r of games[game]?.flows[flow]?.rulings ?? []) {
    const n = x?.rulingNotes?.(flow, r.id, locale) ?? [];
    if (n.length) rulingNotes[r.id] = n;
  }
  return { stepNotes, rulingNotes };
}

/**
 * A page ships the folded chart, plus the opened sub-flow it starts inside (a
 * step page for 2.5); the other openings load from /data/charts/ when asked for.
 */
async function pageLayouts(game: string, flow: string, locale: Locale, initial: FlowPageData['initial']): Promise<ChartLayouts> {
  const all = await chartsFor(game, flow, locale);
  const def = getFlow(game, flow)!;
  const run = runnable(def, { setup: initial.setup, edits: editsOf(def, initial.setup, initial.edit) });
  const at = new Set(replay(run.flow, initial.events, run.runAs).position.nodeIds);
  return withoutUndefined({ folded: all.folded, opened: Object.fromEntries(Object.entries(all.opened).map(([id, l]) => [id, at.has(id) ? l : null])) });
}

export async function flowPageData(locale: Locale, game: string, flow: string, initial: FlowPageData['initial'], featured?: string): Promise<FlowPageData> {
  const { entry, def, game: gameContent } = flowEntry(game, flow)!;
  const c = entry.content;
  const basePath = `/${locale}/${game}/${flow}`;
  const own = flowWords(game, flow, locale, basePath);
  const scopes: Record<string, FlowWords> = {};
  const find = (n: ChartNode) => {
    if (n.flow && !scopes[n.flow]) scopes[n.flow] = flowWords(game, n.flow, locale, `/${locale}/${game}/${n.flow}`);
    n.children.forEach(find);
  };
  find(chartModel(def).root);
  return {
    locale,
    game,
    flow,
    flowTitle: c.title[locale],
    flowShort: c.short[locale],
    basePath,
    layouts: await pageLayouts(game, flow, locale, initial),
    layoutsHref: `/data/charts/${game}/${flow}/${locale}.json`,
    steps: own.steps,
    ends: own.ends,
    scopes,
    events: { ...Object.assign({}, ...Object.values(scopes).map((s) => s.events)), ...own.events },
    // One list for the flow and its sub-flows, as the events: a sub-flow's guard words are the sub-flow's content.
    guards: Object.assign({}, ...[...Object.keys(scopes), flow].map((f) => pick(flowEntry(game, f)?.entry.content.guards ?? {}, locale))),
    setups: Object.fromEntries(Object.entries(c.setups).map(([k, v]) => [k, { title: v.title[locale], text: v.text[locale] }])),
    editor: c.editor ? { groups: pick(c.editor.groups, locale), fields: pick(c.editor.fields, locale) } : undefined,
    board: {
      sections: pick(c.board.sections, locale),
      values: pick(c.board.values, locale),
      tags: pick(c.board.tags, locale),
      log: pick(c.board.log, locale),
    },
    cards: pick(gameContent.cards, locale),
    glossary: glossary(game, locale),
    idleMarks: Object.entries(games[game]?.badges ?? {}).flatMap(([badge, b]) =>
      b.idle ? [{ badge, name: b.name[locale], text: b.idle.text[locale], codes: b.idle.codes }] : [],
    ),
    ...extraNotes(game, flow, locale, own.steps),
    rulings: rulingViews(game, flow, locale),
    editions: editionsView(game, flow, locale),
    ui: uiStrings(locale),
    initial,
    featured,
  };
}
