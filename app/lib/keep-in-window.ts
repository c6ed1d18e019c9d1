/** Room kept between a popup and the window's edge, in px. */
const EDGE = 8;

/**
 * Shifts a shown popup (a term's definition, a menu) sideways so it sits inside the window: one anchored near the
 * right edge otherwise runs past the screen, cutting its words off or making the page scroll sideways. Its left edge
 * wins when it is wider than the window. Does nothing to a popup that is not shown (no width).
 */
export function keepInWindow(el: HTMLElement) {
  el.style.translate = '';
  const r = el.getBoundingClientRect();
  if (!r.width) return;
  const room = document.documentElement.clientWidth - EDGE;
  const shift = r.right > room ? Math.max(EDGE - r.left, room - r.right) : r.left < EDGE ? EDGE - r.left : 0;
  if (shift) el.style.translate = `${Math.round(shift)}px 0`;
}
