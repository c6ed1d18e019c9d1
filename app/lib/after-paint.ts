/** The Prioritized Task Scheduling API where the browser has it (Chromium, Firefox); typed here as far as it is used. */
type Priority = 'user-visible' | 'background';
type Scheduler = { postTask(task: () => void, options: { priority: Priority }): Promise<unknown> };

// Everything asked for during one step waits in one queue per priority, each run by one task: each frame callback and
// posted task has its own cost, paid inside the step's frame, and a step asks four or five times (address bar, title,
// focus, scroll).
const queues: Record<Priority, (() => void)[]> = { 'user-visible': [], background: [] };
/** Most urgent first. */
const PRIORITIES = ['user-visible', 'background'] as const;
let scheduled = false;
let watching = false;

/** Empties one queue, handing back its jobs. */
function take(priority: Priority): (() => void)[] {
  const jobs = queues[priority];
  queues[priority] = [];
  return jobs;
}

/** Runs, in order, every job not yet handed to a task (a page going hidden draws no frame to wait for). */
function runAll() {
  for (const p of PRIORITIES) for (const job of take(p)) job();
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
 *
 * `user-visible` is for what the reader is about to see drawn (the parts that follow a step): it runs right after
 * the paint, before any background job, and is not held back behind other pending tasks the way a background task
 * is (a page busy with timers could starve that one for a tenth of a second).
 */
export function afterPaint(fn: () => void, priority: Priority = 'background'): () => void {
  if (typeof document === 'undefined') {
    fn();
    return () => undefined;
  }
  if (document.visibilityState === 'hidden') {
    // Whatever still waits for a frame goes first, so the order holds (the last address written stays the last).
    runAll();
    fn();
    return () => undefined;
  }
  if (!watching) {
    watching = true;
    // A page hidden before its frame would keep its jobs until shown again: run them as it hides.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && runAll());
  }
  let cancelled = false;
  const job = () => {
    if (!cancelled) fn();
  };
  queues[priority].push(job);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
      // Each queue is taken now, just before the paint: a job asked for after this (by a job's own render, say) waits
      // for the next frame instead of running before the paint of what that job drew.
      for (const p of PRIORITIES) {
        const jobs = take(p);
        if (!jobs.length) continue;
        const run = () => jobs.forEach((job) => job());
        if (scheduler?.postTask) scheduler.postTask(run, { priority: p }).catch(() => undefined);
        else setTimeout(run, 0);
      }
    });
  }
  return () => {
    cancelled = true;
  };
}
