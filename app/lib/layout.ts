import 'server-only';
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { chartModel, collapse, type ChartEdge, type ChartNode } from '@/machines/engine/chart';
import type { FlowDefinition } from '@/machines/engine/types';
import type { ChartLayout, LaidEdge, LaidNode } from './chart-types';
import { cachedLayout } from './elk-cache';

export interface ChartWords {
  nodeTitle(node: ChartNode): string;
  edgeLabel(edge: ChartEdge, hasSiblings: boolean): string[];
  /** The open control of a folded sub-flow: its name and how many steps it holds. */
  flowControl(node: ChartNode, steps: number): string;
}

const elk = new ELK();

/** Rough text width in px at 13px: wide for CJK, narrow for Latin. Only used to size boxes. */
export function textWidth(text: string, px = 13): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! > 0x2e80 ? px : px * 0.58;
  return Math.ceil(w);
}

const STEP_H = 50;
/** A folded sub-flow's box: its title above its open control. */
const HOST_H = 72;
export const CONTROL_PX = 12;
/** A label on its line, drawn over it with a background: beside a line it can read as its neighbour's. ELK reads this per label. */
const INLINE = { 'elk.edgeLabels.inline': 'true' };
const LABEL_PX = 11;
/** An end reached from this many different steps or more is drawn as one copy per step (see LaidNode.of). */
const COPY_FROM = 3;
/** This many choices or more between the same two boxes are drawn as one arrow (see drawnEdges). */
const BUNDLE_FROM = 3;

/** Ends to draw once per step that reaches them: each copy's id, keyed by end and then by the step before it. */
function endCopies(edges: readonly ChartEdge[], nodes: ReadonlyMap<string, ChartNode>): Map<string, Map<string, string>> {
  const sources = new Map<string, Set<string>>();
  for (const e of edges) {
    const t = nodes.get(e.target);
    if (e.source === e.target || !t?.end || t.children.length) continue;
    sources.set(e.target, (sources.get(e.target) ?? new Set()).add(e.source));
  }
  const out = new Map<string, Map<string, string>>();
  for (const [end, from] of sources) {
    if (from.size < COPY_FROM) continue;
    out.set(end, new Map([...from].map((s, i) => [s, `${end}~${i + 1}`])));
  }
  return out;
}

/**
 * Lays out a flow's chart with ELK at build time. Runs in server components
 * during static generation, so the browser receives coordinates only.
 */
/** ELK options that keep the order of the model (the machine's states, in step order) where cycles leave a choice. */
const MODEL_ORDER = { 'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER', 'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES' };

const NONE: ReadonlySet<string> = new Set();

/** The arrows that lead back to an earlier step of the same flow (a nested flow numbers its own steps). */
function backArrows(edges: readonly ElkExtendedEdge[], info: ReadonlyMap<string, ChartNode>): Set<string> {
  const out = new Set<string>();
  for (const e of edges) {
    const [from, to] = [info.get(e.sources[0]), info.get(e.targets[0])];
    if (from?.step && to?.step && (from.scope ?? '') === (to.scope ?? '') && stepBefore(to.step, from.step)) out.add(e.id);
  }
  return out;
}

/** Compares step numbers part by part ("3.10" after "3.9"). */
function stepBefore(a: string, b: string): boolean {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i];
  return x.length < y.length;
}

/**
 * How far a laid-out chart is from reading down the page in step order: the pairs of steps of one flow (a nested
 * flow numbers its own) where the later step is drawn wholly above the earlier one.
 */
export function stepInversions(laid: ElkNode, info: ReadonlyMap<string, ChartNode>): number {
  const boxes: { step: string; scope: string; top: number; bottom: number }[] = [];
  const walk = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      const meta = info.get(c.id);
      if (meta?.step) boxes.push({ step: meta.step, scope: meta.scope ?? '', top: c.y ?? 0, bottom: (c.y ?? 0) + (c.height ?? 0) });
      walk(c);
    }
  };
  walk(laid);
  let count = 0;
  for (const p of boxes) for (const q of boxes) if (p.scope === q.scope && stepBefore(p.step, q.step) && q.bottom < p.top) count++;
  return count;
}

export async function layoutChart(flow: FlowDefinition, words: ChartWords, expanded: string | null = null): Promise<ChartLayout> {
  // A group whose title finds no gap between the arrows entering it is laid out again, wider (ELK's layered DOWN takes the minimum as (height, width)).
  const widen = new Map<string, number>();
  for (let round = 0; ; round++) {
    const { layout, crowded } = await layoutOnce(flow, words, expanded, widen);
    if (!crowded.length || round === 3) return toHundredths(layout);
    for (const n of crowded) widen.set(n.id, n.width + n.label!.width + 24);
  }
}

/**
 * Every coordinate to 0.01 px. ELK's come out as 2682.0933333333337: every page ships its chart's coordinates (to
 * draw it in the browser), and sixteen digits a number were about 8 KB of each flow page. The chart draws at 0.1 px.
 */
function toHundredths<T>(value: T): T {
  if (typeof value === 'number') return (Math.round(value * 100) / 100) as T;
  if (Array.isArray(value)) return value.map(toHundredths) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toHundredths(v)])) as T;
  return value;
}

async function layoutOnce(
  flow: FlowDefinition,
  words: ChartWords,
  expanded: string | null,
  widen: Map<string, number>,
): Promise<{ layout: ChartLayout; crowded: LaidNode[] }> {
  const model = collapse(chartModel(flow), expanded);
  const info = new Map<string, ChartNode>();
  const controls = new Map<string, string>();
  // Steps of each nested sub-flow, counted on the whole machine (the drawing has them folded away).
  const nestedSteps = new Map<string, number>();
  const count = (n: ChartNode): number => (n.step ? 1 : 0) + (n.flow ? 0 : n.children.reduce((k, c) => k + count(c), 0));
  const hosts = (n: ChartNode) => {
    if (n.flow)
      nestedSteps.set(
        n.id,
        n.children.reduce((k, c) => k + count(c), 0),
      );
    n.children.forEach(hosts);
  };
  hosts(chartModel(flow).root);
  const hostOf = new Map<string, string>();

  const byId = new Map<string, ChartNode>();
  const remember = (n: ChartNode) => (byId.set(n.id, n), n.children.forEach(remember));
  model.root.children.forEach(remember);
  const copies = endCopies(model.edges, byId);
  const copyOf = new Map([...copies].flatMap(([end, m]) => [...m.values()].map((id) => [id, end] as const)));
  /** Where an arrow is drawn to: the copy of its end beside its step, if that end is drawn in copies. */
  // An arrow into a group is drawn to the group's first step: drawn to the group's border, it left ELK free to stack
  // a group's steps in any order (one chart drew its step 3.2 at the very top of the page, above step 1).
  const firstOf = (id: string): string => {
    const n = byId.get(id);
    return n?.initial && byId.has(n.initial) ? firstOf(n.initial) : id;
  };
  const drawnTarget = (e: ChartEdge) => copies.get(e.target)?.get(e.source) ?? firstOf(e.target);

  const siblings = new Map<string, number>();
  for (const e of model.edges) siblings.set(`${e.source}|${e.event}`, (siblings.get(`${e.source}|${e.event}`) ?? 0) + 1);
  const linesOf = (e: ChartEdge) => words.edgeLabel(e, (siblings.get(`${e.source}|${e.event}`) ?? 0) > 1);
  /*
   * Three or more choices that lead from one box to the same box are drawn as one arrow whose label lists them (by
   * name; each choice's condition is on the step panel): eight summon choices side by side made a chart wider than
   * any screen. The arrow stands for all their transitions, so it lights when any of them fires.
   */
  const bundles = new Map<string, ChartEdge[]>();
  for (const e of model.edges)
    if (e.source !== e.target) bundles.set(`${e.source}|${drawnTarget(e)}`, [...(bundles.get(`${e.source}|${drawnTarget(e)}`) ?? []), e]);
  const drawnEdges: ChartEdge[] = model.edges.flatMap((e) => {
    const bundle = e.source === e.target ? [e] : bundles.get(`${e.source}|${drawnTarget(e)}`)!;
    if (bundle.length < BUNDLE_FROM) return [e];
    if (bundle[0] !== e) return [];
    return [{ ...e, event: [...new Set(bundle.map((b) => b.event))].join(' '), parts: bundle.flatMap((b) => b.parts) }];
  });
  const labelOf = new Map(
    drawnEdges.map((e) => {
      const bundle = e.source === e.target ? [e] : bundles.get(`${e.source}|${drawnTarget(e)}`)!;
      const lines = bundle.length < BUNDLE_FROM ? linesOf(e) : [...new Set(bundle.map((b) => linesOf(b)[0]))];
      return [e.id, { lines, width: Math.max(...lines.map((l) => textWidth(l, LABEL_PX))) + 8, height: lines.length * 14 + 4 }] as const;
    }),
  );
  /*
   * A step's loop back to itself runs through a box of its own sized as its
   * label, laid out by ELK like a step: ELK nests self-loops as rings round
   * one side and puts their labels in a row across the rings.
   */
  const loops = model.edges.filter((e) => e.source === e.target);
  const loopBoxes = (id: string): ElkNode[] =>
    loops.filter((e) => e.source === id).map((e) => ({ id: `${e.id}#loop`, width: labelOf.get(e.id)!.width, height: labelOf.get(e.id)!.height }));

  const toElk = (node: ChartNode, host?: string): ElkNode => {
    info.set(node.id, node);
    if (host) hostOf.set(node.id, host);
    const title = words.nodeTitle(node);
    if (node.children.length) {
      return {
        id: node.id,
        labels: [{ text: title }],
        layoutOptions: {
          'elk.padding': '[top=36,left=14,bottom=14,right=14]',
          ...(widen.has(node.id) ? { 'elk.nodeSize.constraints': 'MINIMUM_SIZE', 'elk.nodeSize.minimum': `(0,${widen.get(node.id)})` } : {}),
        },
        children: node.children.flatMap((c) => [...toElkAll(c, node.flow ? node.id : host), ...loopBoxes(c.id)]),
      };
    }
    if (node.flow) {
      // A folded sub-flow: its title, and under it a control that says what opening it shows.
      const control = words.flowControl(node, nestedSteps.get(node.id) ?? 0);
      controls.set(node.id, control);
      return { id: node.id, width: Math.max(150, textWidth(title) + 28, textWidth(control, CONTROL_PX) + 44), height: HOST_H };
    }
    const width = Math.max(node.end ? 110 : 150, textWidth(title) + 28);
    return { id: node.id, width, height: node.end ? 40 : STEP_H };
  };
  /** A node as ELK gets it: once, or once per copy. */
  const toElkAll = (node: ChartNode, host?: string): ElkNode[] => {
    const ids = copies.get(node.id);
    if (!ids) return [toElk(node, host)];
    return [...ids.values()].map((id) => {
      info.set(id, node);
      if (host) hostOf.set(id, host);
      return { ...toElk(node, host), id };
    });
  };

  const edges: ElkExtendedEdge[] = drawnEdges.flatMap((e): ElkExtendedEdge[] => {
    const l = labelOf.get(e.id)!;
    if (e.source === e.target)
      return [
        { id: `${e.id}#out`, sources: [e.source], targets: [`${e.id}#loop`] },
        { id: `${e.id}#back`, sources: [`${e.id}#loop`], targets: [e.source] },
      ];
    return [
      {
        id: e.id,
        sources: [e.source],
        targets: [drawnTarget(e)],
        labels: [{ id: `${e.id}#label`, text: l.lines.join('\n'), width: l.width, height: l.height, layoutOptions: INLINE }],
      },
    ];
  });

  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '34',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: model.root.children.flatMap((c) => [...toElkAll(c), ...loopBoxes(c.id)]),
    edges,
  };

  // Laid out twice: as ELK likes, and keeping the machine's own order of steps where loops make ELK choose. A chart
  // whose loops are many (a turn that goes back to summon, to draw, to the set phase) came out with its middle steps
  // above step 1; kept in order, another chart came out a third wider. The one that reads down the page in step order
  // is used; of two that read as well, the narrower (each is cached: app/lib/elk-cache.ts).
  //
  // A third way decides the loops itself: an arrow back to an earlier step of its flow is given to ELK turned round,
  // so ELK sees no loop there and stacks the steps in their order, and is turned back when drawn (ELK breaks loops the
  // same way, but chooses which arrow to turn by the shape of the graph: a group of steps 4.1 to 4.4 looping back to
  // 4.1 came out 4.3, 4.4, 4.1, 4.2 in both of the others, the group's exits from 4.1 and 4.2 pulling them down).
  const back = backArrows(graph.edges ?? [], info);
  const turned = { ...graph, edges: (graph.edges ?? []).map((e) => (back.has(e.id) ? { ...e, sources: e.targets, targets: e.sources } : e)) };
  // Two are laid out: where a chart has arrows back, ELK's own way never won over the turned one (0 of 56 charts, each
  // language and nested chart counted), and a layout is seconds of a fresh clone's tests; the machine's order still
  // won 6 of them.
  const candidates = [
    ...(back.size ? [] : [{ laid: await cachedLayout(graph, (g) => elk.layout(g)), back: NONE }]),
    { laid: await cachedLayout({ ...graph, layoutOptions: { ...graph.layoutOptions, ...MODEL_ORDER } }, (g) => elk.layout(g)), back: NONE },
    ...(back.size ? [{ laid: await cachedLayout(turned, (g) => elk.layout(g)), back }] : []),
  ].map((c) => ({ ...c, inversions: stepInversions(c.laid, info), width: c.laid.width ?? 0 }));
  const best = candidates.reduce((a, b) => (b.inversions < a.inversions || (b.inversions === a.inversions && b.width < a.width) ? b : a));
  const out = best.laid;
  const nodes: LaidNode[] = [];
  const collect = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      const meta = info.get(c.id);
      if (!meta) continue;
      nodes.push({
        id: c.id,
        of: copyOf.get(c.id),
        x: c.x ?? 0,
        y: c.y ?? 0,
        width: c.width ?? 0,
        height: c.height ?? 0,
        compound: !!c.children?.length,
        host: hostOf.get(c.id),
        flow: meta.flow,
        expanded: meta.flow ? !!c.children?.length : undefined,
        step: meta.step,
        group: meta.group,
        end: meta.end,
        badges: meta.badges,
        title: words.nodeTitle(meta),
        control: controls.get(c.id),
      });
      collect(c);
    }
  };
  collect(out);

  const elkNodes = new Map<string, ElkNode>();
  const index = (n: ElkNode) => (n.children ?? []).forEach((c) => (elkNodes.set(c.id, c), index(c)));
  index(out);
  const elkEdges = new Map((out.edges ?? []).map((e) => [e.id, e]));
  const pointsOf = (e: ElkExtendedEdge | undefined) => {
    const points: [number, number][] = [];
    for (const s of e?.sections ?? []) {
      if (!points.length) points.push([s.startPoint.x, s.startPoint.y]);
      for (const b of s.bendPoints ?? []) points.push([b.x, b.y]);
      points.push([s.endPoint.x, s.endPoint.y]);
    }
    // An arrow ELK was given turned round is drawn from its own source again.
    return e && best.back.has(e.id) ? points.reverse() : points;
  };

  const laidEdges: LaidEdge[] = drawnEdges.map((src) => {
    const common = { id: src.id, source: src.source, target: drawnTarget(src), event: src.event, parts: src.parts };
    const lines = labelOf.get(src.id)!.lines;
    if (src.source === src.target) {
      // Out to the label's box and back: the line runs under the label, which is drawn over it.
      const b = elkNodes.get(`${src.id}#loop`)!;
      const points = [...pointsOf(elkEdges.get(`${src.id}#out`)), ...pointsOf(elkEdges.get(`${src.id}#back`))];
      return { ...common, points, label: { x: b.x ?? 0, y: b.y ?? 0, width: b.width ?? 0, height: b.height ?? 0, lines } };
    }
    const e = elkEdges.get(src.id);
    const l = e?.labels?.[0];
    const list = (bundles.get(`${src.source}|${drawnTarget(src)}`)?.length ?? 0) >= BUNDLE_FROM || undefined;
    return {
      ...common,
      points: pointsOf(e),
      label: l && l.text ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, lines, list } : undefined,
    };
  });

  const crowded: LaidNode[] = [];
  for (const n of nodes) {
    if (!n.compound) continue;
    const { box, free } = placeTitle(n, laidEdges);
    n.label = box;
    if (!free) crowded.push(n);
  }
  return { layout: { width: Math.ceil(out.width ?? 0), height: Math.ceil(out.height ?? 0), nodes, edges: laidEdges }, crowded };
}

/** Room in a group's top band for its title (and the ▾ of an opened sub-flow). */
const TITLE_H = 18;
const TITLE_TOP = 8;

/**
 * Where a group's title goes: at the left of its top band, or moved right past
 * arrows that enter the group there, so no arrow runs through the words. ELK
 * routes arrows through a group's padding without regard to its title.
 */
function placeTitle(n: LaidNode, edges: LaidEdge[]): { box: { x: number; y: number; width: number; height: number }; free: boolean } {
  const width = textWidth(n.title, 13) * 1.08 + (n.flow ? 18 : 0) + 4;
  const y = n.y + TITLE_TOP;
  const busy: [number, number][] = [];
  for (const e of edges) {
    for (let i = 1; i < e.points.length; i++) {
      const [ax, ay] = e.points[i - 1];
      const [bx, by] = e.points[i];
      if (Math.max(ay, by) < y || Math.min(ay, by) > y + TITLE_H) continue;
      busy.push([Math.min(ax, bx) - 4, Math.max(ax, bx) + 4]);
    }
    const l = e.label;
    if (l && l.y < y + TITLE_H && l.y + l.height > y) busy.push([l.x - 4, l.x + l.width + 4]);
  }
  const fits = (x: number) => busy.every(([a, b]) => x + width < a || x > b);
  const candidates = [n.x + 12, ...busy.map(([, b]) => b + 2)].filter((x) => x >= n.x + 12 && x + width <= n.x + n.width - 8).sort((a, b) => a - b);
  const x = candidates.find(fits);
  return { box: { x: x ?? n.x + 12, y, width, height: TITLE_H }, free: x !== undefined };
}
