import 'server-only';
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { chartModel, collapse, type ChartEdge, type ChartNode } from '@/machines/engine/chart';
import type { FlowDefinition } from '@/machines/engine/types';
import type { ChartLayout, LaidEdge, LaidNode } from './chart-types';

export interface ChartWords {
  nodeTitle(node: ChartNode): string;
  edgeLabel(edge: ChartEdge, hasSiblings: boolean): string[];
}

const elk = new ELK();

/** Rough text width in px at 13px: wide for CJK, narrow for Latin. Only used to size boxes. */
export function textWidth(text: string, px = 13): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! > 0x2e80 ? px : px * 0.58;
  return Math.ceil(w);
}

const STEP_H = 50;
const LABEL_PX = 11;

/**
 * Lays out a flow's chart with ELK at build time. Runs in server components
 * during static generation, so the browser receives coordinates only.
 */
export async function layoutChart(flow: FlowDefinition, words: ChartWords, expanded: string | null = null): Promise<ChartLayout> {
  const model = collapse(chartModel(flow), expanded);
  const info = new Map<string, ChartNode>();
  const hostOf = new Map<string, string>();

  const toElk = (node: ChartNode, host?: string): ElkNode => {
    info.set(node.id, node);
    if (host) hostOf.set(node.id, host);
    const title = words.nodeTitle(node);
    if (node.children.length) {
      return {
        id: node.id,
        labels: [{ text: title }],
        layoutOptions: { 'elk.padding': '[top=36,left=14,bottom=14,right=14]' },
        children: node.children.map((c) => toElk(c, node.flow ? node.id : host)),
      };
    }
    const width = Math.max(node.end ? 110 : 150, textWidth(title) + (node.flow ? 48 : 28));
    return { id: node.id, width, height: node.end ? 40 : STEP_H };
  };

  const siblings = new Map<string, number>();
  for (const e of model.edges) siblings.set(`${e.source}|${e.event}`, (siblings.get(`${e.source}|${e.event}`) ?? 0) + 1);

  const edges: ElkExtendedEdge[] = model.edges.map((e) => {
    const lines = words.edgeLabel(e, (siblings.get(`${e.source}|${e.event}`) ?? 0) > 1);
    const width = Math.max(...lines.map((l) => textWidth(l, LABEL_PX))) + 8;
    return {
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ id: `${e.id}#label`, text: lines.join('\n'), width, height: lines.length * 14 + 4 }],
    };
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
    children: model.root.children.map((c) => toElk(c)),
    edges,
  };

  const out = await elk.layout(graph);
  const nodes: LaidNode[] = [];
  const collect = (n: ElkNode) => {
    for (const c of n.children ?? []) {
      const meta = info.get(c.id)!;
      nodes.push({
        id: c.id,
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
      });
      collect(c);
    }
  };
  collect(out);

  const laidEdges: LaidEdge[] = (out.edges ?? []).map((e) => {
    const src = model.edges.find((m) => m.id === e.id)!;
    const points: [number, number][] = [];
    for (const s of e.sections ?? []) {
      if (!points.length) points.push([s.startPoint.x, s.startPoint.y]);
      for (const b of s.bendPoints ?? []) points.push([b.x, b.y]);
      points.push([s.endPoint.x, s.endPoint.y]);
    }
    const l = e.labels?.[0];
    return {
      id: e.id,
      source: src.source,
      target: src.target,
      event: src.event,
      parts: src.parts,
      points,
      label: l && l.text ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, lines: l.text.split('\n') } : undefined,
    };
  });

  return { width: Math.ceil(out.width ?? 0), height: Math.ceil(out.height ?? 0), nodes, edges: laidEdges };
}
