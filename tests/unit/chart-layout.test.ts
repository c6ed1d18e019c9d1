import { beforeAll, describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { LOCALES } from '@/content';
import { flows } from '@/machines';
import type { AnyStateNode } from 'xstate';
import type { ChartLayout } from '@/app/lib/chart-types';
import { CHAIN, litEdges } from '@/machines/engine/chart';

import { inset, polylineHitsRect, polylineRectDistance, rectsOverlap } from '../shared/chart-geometry';

const { chartsFor } = await import('@/app/lib/flow-data');
const { textWidth } = await import('@/app/lib/layout');
const { PRINT_BAND, printBands } = await import('@/app/lib/print-bands');

/** Every state id of a machine that has a dot in it: what a reader must never see drawn. */
function stateIds(node: AnyStateNode, out = new Set<string>()): Set<string> {
  if (node.id.includes('.')) out.add(node.id);
  for (const c of Object.values(node.states) as AnyStateNode[]) stateIds(c, out);
  return out;
}

const cases = Object.keys(flows).flatMap((key) => LOCALES.map((locale) => [key, locale] as const));

describe.each(cases)('%s (%s)', (key, locale) => {
  const [game, flow] = key.split('/');
  const ids = stateIds(flows[key].machine.root);
  const drawings = async (): Promise<[string, ChartLayout][]> => {
    const all = await chartsFor(game, flow, locale);
    return [['folded', all.folded], ...Object.entries(all.opened).map(([h, l]): [string, ChartLayout] => [`opened ${h}`, l!])];
  };
  // Laid out once for the tests below (app/lib/elk-cache.ts keeps it), with a hook's own long limit: on a fresh clone
  // ELK has no cache yet, and the Japanese attack phase took longer than a test's 5 s in a busy CI run.
  beforeAll(() => drawings().then(() => undefined), 300_000);

  // Every page ships its chart's coordinates: ELK's sixteen-digit fractions were about 8 KB of each flow page.
  test('coordinates are shipped to the hundredth of a pixel', async () => {
    for (const [name, layout] of await drawings()) {
      const long = JSON.stringify(layout).match(/\d\.\d{3,}/g) ?? [];
      expect(long.slice(0, 3), `${name}: numbers with more than two decimals`).toEqual([]);
    }
  });

  // An end many steps reach (the game won or lost) drew one box with arrows from all over the chart: Battle
  // Guardians' turn was 8,746 px wide, criss-crossed by them. Such an end is drawn beside each step instead.
  test('no end is drawn with arrows from three or more steps; a copy stands for its end and sits below its step', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const from = new Map<string, Set<string>>();
      for (const e of layout.edges) if (e.source !== e.target) from.set(e.target, (from.get(e.target) ?? new Set()).add(e.source));
      const byId = new Map(layout.nodes.map((n) => [n.id, n]));
      for (const n of layout.nodes) {
        if (!n.end || n.compound) continue;
        expect(from.get(n.id)?.size ?? 0, `${name}: ${n.id} has arrows from ${[...(from.get(n.id) ?? [])].join(', ')}`).toBeLessThan(3);
        if (!n.of) continue;
        expect(byId.has(n.of), `${name}: ${n.id} copies ${n.of}, which is also drawn whole`).toBe(false);
        const [source] = [...(from.get(n.id) ?? [])];
        expect(source, `${name}: copy ${n.id} has no arrow into it`).toBeDefined();
        const s = byId.get(source)!;
        expect(n.y, `${name}: copy ${n.id} is above its step ${source}`).toBeGreaterThan(s.y);
      }
    }
  });

  // Eight summon choices from one step to the next were eight arrows side by side, each with its label, and the chart
  // grew wider than any screen. Three or more between the same two boxes are one arrow whose label names each choice.
  test('no three arrows join the same two boxes; a bundled arrow names every choice it stands for and lights for each', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const pairs = new Map<string, number>();
      for (const e of layout.edges) if (e.source !== e.target) pairs.set(`${e.source}|${e.target}`, (pairs.get(`${e.source}|${e.target}`) ?? 0) + 1);
      for (const [pair, n] of pairs) expect(n, `${name}: ${pair}`).toBeLessThan(3);
      for (const e of layout.edges) {
        const events = e.event.split(' ');
        if (events.length < 2) continue;
        expect(e.label?.lines.length, `${name}: ${e.source} -${e.event}-> has a line per choice`).toBeGreaterThanOrEqual(Math.min(events.length, 2));
        // Each of its transitions alone lights it.
        for (const part of e.parts)
          expect(
            litEdges(layout.edges, part.split(CHAIN)).map((l) => l.id),
            `${name}: ${part}`,
          ).toContain(e.id);
      }
    }
  });

  test('no internal id is drawn: every box and label reads from content', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const texts = [
        ...layout.nodes.map((n) => [n.id, n.title] as const),
        ...layout.edges.flatMap((e) => (e.label?.lines ?? []).map((l) => [`${e.source} -${e.event}->`, l] as const)),
      ];
      // Each drawing's problems are gathered and compared once: an expect() per text and state id was ~180,000 calls
      // on the attack phase (1.7 s a drawing), and one list names every problem at once.
      const problems: string[] = [];
      for (const [where, text] of texts) {
        if (!text.trim()) problems.push(`${where}: empty`);
        if (/xstate\.|\.done\b|undefined/.test(text)) problems.push(`${where}: "${text}" shows a machine name`);
        for (const id of ids) if (text.includes(id)) problems.push(`${where}: "${text}" shows ${id}`);
      }
      // An arrow's words are the content's name for its event, never the event's own id.
      for (const e of layout.edges) if (e.label?.lines[0] === e.event) problems.push(`${e.source} -${e.event}->: labelled with the event's id`);
      expect(problems, name).toEqual([]);
    }
  });

  test('every label sits on its own arrow, nearer to it than to any other', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const problems: string[] = [];
      for (const e of layout.edges) {
        if (!e.label) continue;
        const own = polylineRectDistance(e.points, e.label);
        if (own > 2) problems.push(`label "${e.label.lines[0]}" of ${e.source} -> ${e.target} is ${own.toFixed(1)} px from its arrow`);
        for (const o of layout.edges) {
          if (o === e) continue;
          // Arrows that share their first stretch (siblings from one box) may both touch; the label must still cross its own.
          if (polylineRectDistance(o.points, inset(e.label, 1)) <= 0)
            problems.push(`label "${e.label.lines[0]}" of ${e.source} -> ${e.target} touches ${o.source} -> ${o.target}`);
        }
      }
      expect(problems, name).toEqual([]);
    }
  });

  test('no text is crossed by an arrow or overlaps another text or box', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const labels = layout.edges.filter((e) => e.label).map((e) => ({ e, r: inset(e.label!, 1) }));
      const boxes = layout.nodes.filter((n) => !n.compound);
      // A compound box's title sits in its top band.
      const titles = layout.nodes.filter((n) => n.compound).map((n) => ({ n, r: n.label! }));
      // The title box is at least as wide as its words (checked for real in the browser test).
      const problems: string[] = [];
      for (const { n, r } of titles) if (r.width < textWidth(n.title)) problems.push(`title "${n.title}" is narrower than its words`);
      for (const { e, r } of labels) {
        for (const o of labels) if (o.e !== e && rectsOverlap(r, o.r)) problems.push(`labels "${e.label!.lines[0]}" and "${o.e.label!.lines[0]}" overlap`);
        for (const b of boxes) if (rectsOverlap(r, inset(b, 1))) problems.push(`label "${e.label!.lines[0]}" overlaps box ${b.title}`);
        for (const t of titles) if (rectsOverlap(r, t.r)) problems.push(`label "${e.label!.lines[0]}" overlaps title ${t.n.title}`);
      }
      for (const e of layout.edges) {
        for (const b of boxes) {
          if (b.id === e.source || b.id === e.target) continue;
          if (polylineHitsRect(e.points, inset(b, 2))) problems.push(`${e.source} -> ${e.target} crosses box ${b.title}`);
        }
        for (const t of titles) if (polylineHitsRect(e.points, t.r)) problems.push(`${e.source} -> ${e.target} crosses title ${t.n.title}`);
      }
      expect(problems, name).toEqual([]);
    }
  });

  // A printed chart is cut into bands between its rows (app/lib/print-bands.ts): no step box or arrow label may be cut
  // in two across pages, and the bands cover the whole drawing.
  test('a printed chart is cut only between rows, and its bands cover it', { timeout: 300_000 }, async () => {
    for (const [name, layout] of await drawings()) {
      const bands = printBands(layout);
      expect(bands[0][0], name).toBe(0);
      expect(bands.at(-1)![1], name).toBe(layout.height);
      for (let i = 1; i < bands.length; i++) expect(bands[i][0], `${name}: band ${i}`).toBe(bands[i - 1][1]);
      const whole = [
        ...layout.nodes.filter((n) => !n.compound).map((n) => ({ what: n.title, top: n.y, bottom: n.y + n.height })),
        ...layout.edges.flatMap((e) => (e.label ? [{ what: e.label.lines.join(' / '), top: e.label.y, bottom: e.label.y + e.label.height }] : [])),
      ];
      for (const [cut] of bands.slice(1)) {
        const split = whole.filter((w) => w.top < cut && cut < w.bottom).map((w) => w.what);
        expect(split, `${name}: cut at ${cut}`).toEqual([]);
      }
      // Where the chart is taller than a band, it is cut: a tall chart no longer goes to print as one piece.
      if (layout.height > PRINT_BAND * 2) expect(bands.length, name).toBeGreaterThan(1);
    }
  });
});
