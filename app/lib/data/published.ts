import { z } from 'zod';
import { games, LOCALES, rulingProvenance } from '@/content';
import { PROVENANCES } from '@/content/provenance';
import { L, Source } from '@/content/schema';
import { getFlow } from '@/machines';
import { chartModel, stepsOf, type ChartNode } from '@/machines/engine/chart';
import { replaySpec } from '@/machines/engine/replay-spec';
import { endKey, positionKey } from '@/machines/engine/position';

/**
 * The rules as data: what /data/ publishes, each shape with a zod schema from
 * which the JSON Schema files are generated, so the two can never drift.
 */
export const DataFlow = z.object({
  game: z.string(),
  flow: z.string(),
  title: L,
  source: Source,
  steps: z.array(
    z.object({
      step: z.string(),
      /** Marks the game puts on the step (ids the game names). */
      badges: z.array(z.string()),
      /** Set when the step hosts a nested flow (e.g. "play-timing"). */
      hosts: z.string().optional(),
      title: L,
      text: L,
      note: L.optional(),
      source: Source,
    }),
  ),
  ends: z.record(z.string(), L),
  /** Arrows between position keys: "2.3", "end:<name>", and for nested sub-flows "<host>><step>" or "<host>>done". */
  transitions: z.array(z.object({ from: z.string(), event: z.string(), to: z.string(), guard: z.string().optional() })),
  events: z.record(z.string(), L),
  setups: z.array(z.string()),
});

export const DataRulings = z.array(
  z.object({
    id: z.string(),
    game: z.string(),
    flow: z.string(),
    question: L,
    answer: L,
    steps: z.array(z.string()),
    source: Source.extend({ title: L, date: z.string().optional() }),
    /** `edit`: the numbers changed on the setup's board, as a link's `edit=` carries them (the replay runs on that board). */
    replay: z.object({ setup: z.string(), edit: z.string().optional(), walk: z.string() }),
    /** Where the replay stops and the log codes it produces: what the site shows, and what a tool should reproduce. */
    outcome: z.object({ stop: z.string(), log: z.array(z.string()) }),
    note: L.optional(),
    /** The project's own reading where the source is silent: not part of the official answer. */
    reading: L.optional(),
    /** 'judge': a question no document asks, answered by the project from the rules `source` cites (not official). */
    kind: z.enum(['judge']).optional(),
    /**
     * Where it comes from, as the site marks it: 'qa' (the document's own Q&A, official), 'example' (a worked example
     * of the rules), 'rules' (a question of ours the rules text answers), 'wiki' or 'blog' (a players' page, not
     * official), 'answer' (this site's own answer).
     */
    provenance: z.enum(PROVENANCES),
  }),
);

export const DataTopics = z.array(
  z.object({
    id: z.string(),
    /** The game's topic kind (the URL segment of its pages, e.g. "keywords"). */
    kind: z.string(),
    name: L,
    short: L,
    body: L,
    /** Yes/no facts the kind names, by id. */
    facts: z.record(z.string(), z.boolean()).optional(),
    steps: z.array(z.object({ flow: z.string(), step: z.string() })),
    source: Source,
  }),
);

export const DataIndex = z.object({
  generator: z.literal('ruleflow'),
  locales: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), kind: z.enum(['flow', 'rulings', 'topics']), game: z.string(), schema: z.string() })),
});

export const SCHEMAS = { flow: DataFlow, rulings: DataRulings, topics: DataTopics, index: DataIndex } as const;

/** A node as a position key: "2.3", "2.5>3.1", "end:complete", or "2.5>done" for a nested flow's exit. */
function key(n: ChartNode | undefined, hosts: string[]): string {
  if (!n) return '';
  if (n.end) return endKey(n.end);
  return positionKey(hosts, n.step ?? 'done');
}

export function dataFlow(game: string, flow: string): z.infer<typeof DataFlow> {
  const entry = games[game].flows[flow];
  const def = getFlow(game, flow)!;
  const c = entry.content;
  const model = chartModel(def);
  const byId = new Map<string, { node: ChartNode; hosts: string[] }>();
  const walk = (n: ChartNode, hosts: string[]) => {
    byId.set(n.id, { node: n, hosts });
    n.children.forEach((x) => walk(x, n.flow && n.step ? [...hosts, n.step] : hosts));
  };
  walk(model.root, []);
  const own = new Set(stepsOf(def));
  return {
    game,
    flow,
    title: c.title,
    source: c.source,
    steps: [...own].map((s) => {
      const words = c.steps[s];
      const node = [...byId.values()].find((x) => x.node.step === s && !x.hosts.length)?.node;
      return { step: s, badges: node?.badges ?? [], hosts: node?.flow, title: words.title, text: words.text, note: words.note, source: words.source };
    }),
    ends: c.ends,
    transitions: model.edges
      .filter((e) => !e.event.startsWith('xstate.'))
      .map((e) => {
        const from = byId.get(e.source)!;
        const to = byId.get(e.target)!;
        return { from: key(from.node, from.hosts), event: e.event, to: key(to.node, to.hosts), guard: e.guard };
      }),
    events: c.events,
    setups: Object.keys(def.setups),
  };
}

export function dataRulings(game: string): z.infer<typeof DataRulings> {
  const g = games[game];
  return Object.values(g.flows).flatMap((entry) =>
    entry.rulings.map((r) => {
      const def = getFlow(game, r.flow)!;
      // On the ruling's own (edited) board: an outcome from the bare preset would not be this ruling's.
      const result = replaySpec(def, r.replay);
      const doc = g.content.sources[r.source.doc];
      return {
        id: r.id,
        game,
        flow: r.flow,
        question: r.question,
        answer: r.answer,
        steps: r.steps,
        source: { ...r.source, title: doc.title, date: doc.date },
        replay: r.replay,
        outcome: { stop: result.position.key, log: result.log.map((l) => l.code) },
        note: r.note,
        reading: r.reading,
        kind: r.kind,
        provenance: rulingProvenance(game, r),
      };
    }),
  );
}

export function dataTopics(game: string): z.infer<typeof DataTopics> {
  const t = games[game].topics;
  return Object.keys(games[game].topicKinds).flatMap((kind) =>
    Object.entries(t[kind] ?? {}).map(([id, x]) => ({
      id,
      kind,
      name: x.name,
      short: x.short,
      body: x.body,
      facts: x.facts,
      steps: x.steps,
      source: x.source,
    })),
  );
}

export function dataIndex(): z.infer<typeof DataIndex> {
  return {
    generator: 'ruleflow',
    locales: [...LOCALES],
    files: Object.entries(games).flatMap(([game, g]) => [
      ...Object.keys(g.flows).map((flow) => ({
        path: `/data/${game}/flows/${flow}.json`,
        kind: 'flow' as const,
        game,
        schema: '/data/schemas/flow.schema.json',
      })),
      { path: `/data/${game}/rulings.json`, kind: 'rulings' as const, game, schema: '/data/schemas/rulings.schema.json' },
      { path: `/data/${game}/topics.json`, kind: 'topics' as const, game, schema: '/data/schemas/topics.schema.json' },
    ]),
  };
}

export const json = (value: unknown) => new Response(JSON.stringify(value, null, 1), { headers: { 'content-type': 'application/json; charset=utf-8' } });
