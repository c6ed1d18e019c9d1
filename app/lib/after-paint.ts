/** The Prioritized Task Scheduling API where the browser has it (Chromium, Firefox); typed here as far as it is used. */
type Scheduler = { postTask(task: () => void, options: { priority: 'background' }): Promise<unknown> };

// Everything asked for during one step waits in one queue, run by one task: each frame callback and posted task has
// its own cost, paid inside the step's frame, and a step asks four or five times (address bar, title, focus, scroll).
let queue: (() => void)[] = [];
let scheduled = false;
let watching = false;

function runQueue() {
  scheduled = false;
  const jobs = queue;
  queue = [];
  for (const job of jobs) job();
}

/**
 * Runs `fn` once the browser has painted the current update: a frame callback
 * runs just before the frame is drawn, and a task queued from it runs after.
 * The task is queued at background priority where the browser can say so, so
 * it also waits behind the reader's next input and anything else more urgent.
 *
 * A step shows its new board and chart first; work the reader does not see in
 * that frame (the address bar, the tab title, moving focus off a button that
 * disappeared, scrolling the chart to the new box) comes a moment later, rather
 * than forcing a layout in the middle of the step and delaying its frame.
 * Jobs run in the order they were asked for. A hidden page draws no frames,
 * so there the work runs at once. Returns a function that cancels `fn` if it
 * has not run yet.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof document === 'undefined') {
    fn();
    return () => undefined;
  }
  if (document.visibilityState === 'hidden') {
    // Whatever still waits for a frame goes first, so the order holds (the last address written stays the last).
    runQueue();
    fn();
    return () => undefined;
  }
  if (!watching) {
    watching = true;
    // A page hidden before its frame would keep its jobs until shown again: run them as it hides.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && runQueue());
  }
  let cancelled = false;
  const job = () => {
    if (!cancelled) fn();
  };
  queue.push(job);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
      if (scheduler?.postTask) scheduler.postTask(runQueue, { priority: 'background' }).catch(() => undefined);
      else setTimeout(runQueue, 0);
    });
  }
  return () => {
    cancelled = true;
  };
}
