import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { flows } from '@/machines';
import { useBrowser } from './fixtures';
import { inset, polylineHitsRect, rectsOverlap, type Point, type Rect } from '../shared/chart-geometry';

const browser = useBrowser();

interface Drawn {
  paths: { edge: number; event: string; points: Point[] }[];
  texts: { edge: number | null; text: string; box: Rect; frame?: Rect }[];
}

/** Every arrow (from its path data) and every text box (as Chromium measured it), in the chart's own coordinates. */
function sample(page: Page): Promise<Drawn> {
  return page.locator('svg.chart').evaluate((svg) => {
    const pathEls = [...svg.querySelectorAll('path[data-edge]')];
    const labelEls = [...svg.querySelectorAll('[data-edge-label]')];
    const paths = pathEls.map((p, edge) => ({
      edge,
      event: p.getAttribute('data-edge') ?? '',
      points: [...(p.getAttribute('d') ?? '').matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]),
    }));
    const texts = [...svg.querySelectorAll('text')].map((t) => {
      const b = (t as SVGTextElement).getBBox();
      const label = t.closest('[data-edge-label]');
      const frame = label?.querySelector('rect') as SVGRectElement | null;
      const f = frame?.getBBox();
      return {
        edge: label ? labelEls.indexOf(label) : null,
        text: t.textContent ?? '',
        box: { x: b.x, y: b.y, width: b.width, height: b.height },
        frame: f ? { x: f.x, y: f.y, width: f.width, height: f.height } : undefined,
      };
    });
    // Labels are drawn in the order of their arrows, only for arrows with words: map label index to path index.
    const withLabel = pathEls
      .map((p, i) => [p.getAttribute('data-label') === 'true', i] as const)
      .filter(([has]) => has)
      .map(([, i]) => i);
    return { paths, texts: texts.map((t) => ({ ...t, edge: t.edge === null ? null : withLabel[t.edge] })) };
  });
}

function problems(d: Drawn): string[] {
  const out: string[] = [];
  for (const t of d.texts) {
    if (!t.text.trim()) continue;
    const r = inset(t.box, 1.5);
    for (const p of d.paths) if (p.edge !== t.edge && polylineHitsRect(p.points, r)) out.push(`arrow ${p.event} crosses "${t.text}"`);
    // A label's words stay inside its background.
    if (t.frame && (t.box.x < t.frame.x - 0.5 || t.box.x + t.box.width > t.frame.x + t.frame.width + 0.5)) out.push(`"${t.text}" spills out of its label`);
  }
  for (let i = 0; i < d.texts.length; i++)
    for (let j = i + 1; j < d.texts.length; j++) {
      const a = d.texts[i];
      const b = d.texts[j];
      if (!a.text.trim() || !b.text.trim()) continue;
      if (rectsOverlap(inset(a.box, 1), inset(b.box, 1))) out.push(`"${a.text}" overlaps "${b.text}"`);
    }
  return out;
}

const pages = Object.keys(flows).flatMap((key) => ['en', 'ja'].map((locale) => `/${locale}/${key}`));

describe('no text on any chart is crossed by an arrow or overlaps another text', () => {
  test.each(pages)('%s: folded and with each nested flow opened', { timeout: 240_000 }, async (path) => {
    const { page, errors } = await browser.open(path, { width: 1280, height: 900 });
    const found: string[] = [];
    const folded = await sample(page);
    expect(folded.paths.length).toBeGreaterThan(0);
    expect(folded.texts.length).toBeGreaterThan(folded.paths.length / 2);
    found.push(...problems(folded).map((p) => `folded: ${p}`));
    const hosts = await page.locator('svg.chart [data-toggle][aria-expanded="false"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-toggle')));
    for (const step of hosts) {
      await page.locator(`svg.chart [data-toggle="${step}"][aria-expanded="false"]`).first().click();
      await expect.poll(() => page.locator(`svg.chart [data-toggle="${step}"][aria-expanded="true"]`).count(), { timeout: 15_000 }).toBe(1);
      found.push(...problems(await sample(page)).map((p) => `opened ${step}: ${p}`));
      await page.locator(`svg.chart [data-toggle="${step}"][aria-expanded="true"]`).click();
      await expect.poll(() => page.locator(`svg.chart [data-toggle="${step}"][aria-expanded="false"]`).count()).toBe(1);
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
