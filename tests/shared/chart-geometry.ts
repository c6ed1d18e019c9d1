/**
 * Plain geometry for chart checks, shared by the layout unit test (build-time
 * coordinates) and the browser test (what Chromium actually drew).
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type Point = [number, number];

/** Shrinks a rectangle on every side (negative grows it). */
export function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by };
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether segment p–q passes through the inside of r (Liang–Barsky clipping). */
export function segmentHitsRect(p: Point, q: Point, r: Rect): boolean {
  const [x0, y0] = p;
  const dx = q[0] - x0;
  const dy = q[1] - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x0 - r.x],
    [dx, r.x + r.width - x0],
    [-dy, y0 - r.y],
    [dy, r.y + r.height - y0],
  ];
  for (const [pp, qq] of edges) {
    if (pp === 0) {
      if (qq <= 0) return false;
      continue;
    }
    const t = qq / pp;
    if (pp < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return t0 < t1;
}

export function polylineHitsRect(points: Point[], r: Rect): boolean {
  for (let i = 1; i < points.length; i++) if (segmentHitsRect(points[i - 1], points[i], r)) return true;
  return false;
}

function pointSegment(pt: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(pt[0] - (a[0] + t * dx), pt[1] - (a[1] + t * dy));
}

/** The shortest distance between a polyline and a rectangle (0 when it touches or crosses it). */
export function polylineRectDistance(points: Point[], r: Rect): number {
  if (polylineHitsRect(points, r)) return 0;
  const corners: Point[] = [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    for (const c of corners) best = Math.min(best, pointSegment(c, a, b));
    for (const p of [a, b]) {
      const cx = Math.max(r.x, Math.min(p[0], r.x + r.width));
      const cy = Math.max(r.y, Math.min(p[1], r.y + r.height));
      best = Math.min(best, Math.hypot(p[0] - cx, p[1] - cy));
    }
  }
  return best;
}
