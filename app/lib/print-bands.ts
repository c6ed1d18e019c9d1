import type { ChartLayout } from './chart-types';

/**
 * Where a printed chart may be cut across pages. A drawing is one SVG, which the browser cannot split between pages:
 * a chart taller than what was left of a page went whole to the next page (the first page's lower third printed
 * blank), and one taller than a page was cut wherever the page ended, through a box's words. Printed as bands, each
 * cut in a gap between rows of boxes and labels, the chart starts right under the step and board, a page ends at most
 * one band early, and no box or label is split.
 */

/** The tallest band, in the drawing's own px: at most about a fifth of a printed page, so little of a page is left blank. */
export const PRINT_BAND = 200;

/** Space kept clear around what must not be cut, so a cut does not graze a box's border or a letter's descender. */
const MARGIN = 3;

/** The vertical extents (top, bottom) a cut must not pass through: every step box, arrow label and group title. */
export function printObstacles(layout: ChartLayout): [number, number][] {
  const spans: [number, number][] = [];
  for (const n of layout.nodes) {
    if (!n.compound) spans.push([n.y, n.y + n.height]);
    else {
      // A group or opened sub-flow is cut through (its frame runs on), but never through its title (Chart.tsx's
      // CompoundBox draws it 26 px high at its label, or 8 px under the frame's top).
      const top = n.label?.y ?? n.y + 8;
      spans.push([top, top + 26]);
    }
  }
  for (const e of layout.edges) if (e.label) spans.push([e.label.y, e.label.y + e.label.height]);
  return spans;
}

/**
 * The bands (top, bottom) to print the drawing in, top to bottom, covering its whole height. Each is at most `most`
 * high unless one row of boxes is taller by itself (then that row is one band). Cuts fall midway in the gaps between
 * obstacles, or under the last.
 */
export function printBands(layout: ChartLayout, most = PRINT_BAND): [number, number][] {
  const spans = printObstacles(layout)
    .map(([a, b]) => [a - MARGIN, b + MARGIN] as [number, number])
    .sort((p, q) => p[0] - q[0]);
  // The places a cut may go: the middle of each gap between the merged obstacles.
  const cuts: number[] = [];
  let reach = -Infinity;
  for (const [a, b] of spans) {
    if (a > reach && reach > 0) cuts.push((reach + a) / 2);
    reach = Math.max(reach, b);
  }
  // And in what is left under the last of them (a group's frame running on below its last row).
  if (reach > 0 && reach < layout.height) cuts.push((reach + layout.height) / 2);
  const bands: [number, number][] = [];
  let top = 0;
  let last: number | undefined;
  for (const cut of cuts) {
    if (cut - top > most && last !== undefined) {
      bands.push([top, last]);
      top = last;
    }
    last = cut;
    if (cut - top > most) {
      // One row taller than a band by itself: it is a band of its own.
      bands.push([top, cut]);
      top = cut;
      last = undefined;
    }
  }
  if (last !== undefined && layout.height - top > most) {
    bands.push([top, last]);
    top = last;
  }
  bands.push([top, layout.height]);
  return bands.filter(([a, b]) => b - a > 0.5);
}
