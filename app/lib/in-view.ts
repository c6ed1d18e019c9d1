/** A box on screen as getBoundingClientRect gives it: px from the window's top left corner. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far above the window's bottom edge a part's top must sit to count as seen (px): room for its heading and a line
 * of what changed under it. A panel whose top peeks in by a few px showed nothing of the change.
 */
export const SEEN = 96;

/**
 * Whether a control lies below the window's bottom edge, wholly or in part, and not above its top: where a step pushes
 * a focused choice when what comes before it grows. One above the top was scrolled past by the reader.
 */
export function pushedBelow(box: Box, height: number): boolean {
  return box.top >= 0 && box.bottom > height;
}

/** Whether two boxes stand side by side, sharing no column: the step panel beside the chart on a wide screen. */
export function sideBySide(a: Box, b: Box): boolean {
  return a.right <= b.left || b.right <= a.left;
}

/**
 * Whether a move made away from the step panel (a tap on a chart box, new numbers applied in the editor) should
 * bring `target` (the panel, or the board) into view. On a phone the panel sits above the chart and the board above
 * the editor, screens away, and the tap changed nothing on screen (found by an audit); there it is brought in unless
 * its top is already seen. Where the panel stands beside the chart and any of it is on screen, the page is left
 * where the reader put it.
 */
export function shouldReveal(target: Box, panel: Box, chart: Box | null, height: number): boolean {
  const beside = chart !== null && sideBySide(panel, chart);
  if (beside && panel.bottom > 0 && panel.top < height) return false;
  return target.top < 0 || target.top > height - SEEN;
}

/** How to scroll: at once for a reader who asked the system for less motion, smoothly for anyone else. */
export function scrollMotion(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
