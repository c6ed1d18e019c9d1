import { describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { flows } from '@/machines';
import { ChartThumb } from '@/app/components/ChartThumb';

const { chartsFor } = await import('@/app/lib/flow-data');

/** What a home page carries for its thumbnails: every flow's, in one language. */
const thumbs = await Promise.all(
  Object.keys(flows).map(async (key) => {
    const [game, flow] = key.split('/');
    const layout = (await chartsFor(game, flow, 'en')).folded;
    return { key, layout, html: renderToStaticMarkup(createElement(ChartThumb, { layout })) };
  }),
);

describe('chart thumbnails', () => {
  test.each(thumbs.map((t) => [t.key, t] as const))('%s: every box and line of the chart, in a handful of elements', (_, { layout, html }) => {
    // One path per kind of mark, not one element per box and line.
    expect((html.match(/<path /g) ?? []).length).toBeLessThanOrEqual(5);
    expect(html).not.toMatch(/<rect|<polyline/);
    const subpaths = (attr: string) =>
      [...html.matchAll(new RegExp(`<path d="([^"]*)"[^>]*${attr}`, 'g'))].reduce((n, m) => n + (m[1].match(/M/g) ?? []).length, 0);
    expect(subpaths('data-thumb-steps')).toBe(layout.nodes.filter((n) => !n.compound).length);
    expect(subpaths('data-thumb-groups')).toBe(layout.nodes.filter((n) => n.compound).length);
    expect(subpaths('data-thumb-lines')).toBe(layout.edges.length);
  });

  test("all of a home page's thumbnails together stay small", () => {
    const bytes = thumbs.reduce((n, t) => n + Buffer.byteLength(t.html), 0);
    // As one element per box and line they were 71 KB.
    expect(bytes).toBeLessThan(30_000);
  });
});
