import type { Page } from 'playwright-core';

/**
 * The contrast of every text on the page's charts against what is painted behind it, in the colour scheme the
 * page is shown in. axe cannot judge these: every chart text lies on an SVG shape, so axe files all of them as
 * "incomplete" (background overlap) and its clean result says nothing about the chart's labels — about a third of
 * the text on a flow page. SVG paints in document order, so what is behind a text is the page's background under
 * the chart with every earlier shape that covers the text's centre laid over it.
 *
 * Returns one line per text below WCAG's AA minimum (4.5:1, or 3:1 for large text), naming the text, its colours
 * and the ratio; an empty list when every label is readable.
 */
export function chartContrastProblems(page: Page): Promise<string[]> {
  return contrastProblems(page, null);
}

/**
 * The contrast of the texts outside the charts that axe's colour-contrast rule left undecided ("incomplete"), each
 * given by the selector axe names it with. On a long flow page axe leaves 100–350 of them per run, nearly all for
 * "background overlap" or "partially obscured" where nothing covers the text but its own inline children (a
 * glossary term's button inside a sentence) — the step list and the rulings, including their grey source lines. Each
 * is judged against its own ancestors' backgrounds, laid over one another as the browser paints them. Icon glyphs
 * and one-character texts are left out, as axe leaves them out of its own verdicts; disabled controls are exempt
 * (WCAG 1.4.3).
 */
export function undecidedContrastProblems(page: Page, selectors: string[]): Promise<string[]> {
  return contrastProblems(page, selectors);
}

/** One function in the page for both checks, so the colour arithmetic is written once. */
function contrastProblems(page: Page, undecided: string[] | null): Promise<string[]> {
  return page.evaluate((undecided) => {
    // Any CSS colour (oklch, color-mix, rgb with alpha) resolved to sRGB bytes the way the browser paints it.
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    type RGBA = [number, number, number, number];
    const rgba = (css: string): RGBA => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#0000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0], d[1], d[2], d[3] / 255];
    };
    const over = (top: RGBA, below: RGBA): RGBA => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1) as RGBA;
    const luminance = (c: RGBA) =>
      [0, 1, 2]
        .map((i) => {
          const v = c[i] / 255;
          return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** An element's paint with its own and its ancestors' opacity (up to the chart) folded into the alpha. */
    const paint = (el: Element, svg: Element): RGBA => {
      const style = getComputedStyle(el);
      const c = rgba(style.fill);
      c[3] *= Number(style.fillOpacity);
      for (let e: Element | null = el; e && e !== svg.parentElement; e = e.parentElement) c[3] *= Number(getComputedStyle(e).opacity);
      return c;
    };
    const css = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;

    const problems: string[] = [];
    const need = (el: Element) => {
      const style = getComputedStyle(el);
      const px = parseFloat(style.fontSize);
      return px >= 24 || (px >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    };
    if (undecided) {
      for (const selector of undecided) {
        const el = document.querySelector(selector);
        if (!el || el.closest('svg') || el.closest(':disabled, [aria-disabled="true"]')) continue;
        const text = (el.textContent ?? '').trim();
        // axe's own exemptions: a single character (a key cap's number) and symbols outside the basic plane or in private use.
        if ([...text].length < 2 || /^[\p{S}\p{Co}\s]+$/u.test(text)) continue;
        // The ancestors' backgrounds from the nearest opaque one outwards in, each laid over the ones behind it.
        const layers: RGBA[] = [];
        for (let e: Element | null = el; e; e = e.parentElement) {
          const c = rgba(getComputedStyle(e).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] >= 1) break;
        }
        const behind = layers.reduceRight<RGBA>((below, top) => over(top, below), [255, 255, 255, 1]);
        const ink = rgba(getComputedStyle(el).color);
        for (let e: Element | null = el; e; e = e.parentElement) ink[3] *= Number(getComputedStyle(e).opacity);
        const shown = over(ink, behind);
        const got = ratio(shown, behind);
        if (got < need(el)) problems.push(`"${text.slice(0, 40)}" (${selector}): ${css(shown)} on ${css(behind)} is ${got.toFixed(2)}:1 (needs ${need(el)}:1)`);
      }
      return problems;
    }
    for (const svg of document.querySelectorAll('svg.chart')) {
      let page: RGBA = [255, 255, 255, 1];
      for (let el = svg.parentElement; el; el = el.parentElement) {
        const c = rgba(getComputedStyle(el).backgroundColor);
        if (c[3] > 0) {
          page = c;
          break;
        }
      }
      const shapes = [...svg.querySelectorAll('rect, circle, ellipse, path, polygon')]
        .filter((s) => !s.closest('defs, marker, clipPath, mask, pattern') && getComputedStyle(s).fill !== 'none')
        .map((s) => ({ s, box: s.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      for (const t of svg.querySelectorAll('text')) {
        const box = t.getBoundingClientRect();
        if (!box.width || !(t.textContent ?? '').trim() || getComputedStyle(t).visibility === 'hidden') continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        let behind = page;
        for (const { s, box: b } of shapes) {
          if (!(s.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) || s.contains(t)) continue;
          if (x < b.left || x > b.right || y < b.top || y > b.bottom) continue;
          behind = over(paint(s, svg), behind);
        }
        const ink = over(paint(t, svg), behind);
        const got = ratio(ink, behind);
        if (got < need(t))
          problems.push(`"${(t.textContent ?? '').trim().slice(0, 40)}": ${css(ink)} on ${css(behind)} is ${got.toFixed(2)}:1 (needs ${need(t)}:1)`);
      }
    }
    return problems;
  }, undecided);
}
