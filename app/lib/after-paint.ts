/**
 * Runs `fn` once the browser has painted the current update: a frame callback
 * runs just before the frame is drawn, and a task queued from it runs after.
 *
 * A step shows its new board and chart first; work the reader does not see in
 * that frame (the address bar, moving focus off a button that disappeared,
 * scrolling the chart to the new box) comes a moment later, when the layout it
 * needs is already done instead of being forced in the middle of the step.
 * A hidden page draws no frames, so there the work runs at once.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    fn();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
