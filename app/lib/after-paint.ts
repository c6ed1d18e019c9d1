/** The Prioritized Task Scheduling API where the browser has it (Chromium, Firefox); typed here as far as it is used. */
type PostTask = (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<unknown>;

/**
 * Runs `fn` once the browser has painted the current update: a frame callback
 * runs just before the frame is drawn, and a task queued from it runs after.
 * The task is queued at background priority where the browser can say so, so
 * it also waits behind the reader's next input and anything else more urgent.
 *
 * A step shows its new board and chart first; work the reader does not see in
 * that frame (the address bar, moving focus off a button that disappeared,
 * scrolling the chart to the new box) comes a moment later, rather than
 * forcing a layout in the middle of the step and delaying its frame.
 * A hidden page draws no frames, so there the work runs at once.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    fn();
    return () => undefined;
  }
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (postTask) postTask.call((globalThis as { scheduler?: unknown }).scheduler, fn, { priority: 'background', signal: stop.signal }).catch(() => undefined);
    else timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    stop.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
