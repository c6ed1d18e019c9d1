import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { afterPaint } from '@/app/lib/after-paint';

// A page as afterPaint sees it: frame callbacks the test runs as the browser would before a paint, and tasks posted
// with the Prioritized Task Scheduling API, run highest priority first (FIFO within one priority), as Chromium does.
type Priority = 'user-blocking' | 'user-visible' | 'background';
const RANK: Record<Priority, number> = { 'user-blocking': 0, 'user-visible': 1, background: 2 };
let frames: (() => void)[] = [];
const tasks: { priority: Priority; fn: () => void }[] = [];
let onVisibility: (() => void) | null = null;
const doc = {
  visibilityState: 'visible' as 'visible' | 'hidden',
  addEventListener: (type: string, fn: () => void) => {
    if (type === 'visibilitychange') onVisibility = fn;
  },
};

/** The browser's next frame: its callbacks (one of which posts afterPaint's tasks), then the paint. */
function paint() {
  const now = frames;
  frames = [];
  for (const f of now) f();
}

/** Runs the tasks posted so far, as the event loop would between frames. */
function runTasks() {
  while (tasks.length) {
    const next = tasks.reduce((best, t) => (RANK[t.priority] < RANK[best.priority] ? t : best));
    tasks.splice(tasks.indexOf(next), 1);
    next.fn();
  }
}

beforeAll(() => {
  vi.stubGlobal('document', doc);
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal('scheduler', {
    postTask: (fn: () => void, { priority }: { priority: Priority }) => {
      tasks.push({ priority, fn });
      return Promise.resolve();
    },
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  // Whatever an earlier test left waiting is run off, so each starts with nothing scheduled.
  doc.visibilityState = 'visible';
  for (let i = 0; i < 3; i++) {
    paint();
    runTasks();
  }
});

test('nothing runs before the paint; after it, the user-visible jobs run first, then the background ones, each in the order asked', () => {
  const ran: string[] = [];
  afterPaint(() => ran.push('address'));
  afterPaint(() => ran.push('board'), 'user-visible');
  afterPaint(() => ran.push('focus'));
  afterPaint(() => ran.push('chart'), 'user-visible');
  runTasks();
  expect(ran).toEqual([]);
  paint();
  expect(ran, 'the frame callback only posts tasks').toEqual([]);
  runTasks();
  expect(ran).toEqual(['board', 'chart', 'address', 'focus']);
});

test('a job asked for while a job runs waits for the next paint, so it never runs before the paint of what that job drew', () => {
  const ran: string[] = [];
  afterPaint(() => {
    ran.push('board drawn');
    // As a render's effects do: the chart's scroll, asked for by the render this job caused.
    afterPaint(() => ran.push('scroll'));
  }, 'user-visible');
  afterPaint(() => ran.push('address'));
  paint();
  runTasks();
  expect(ran).toEqual(['board drawn', 'address']);
  paint();
  runTasks();
  expect(ran).toEqual(['board drawn', 'address', 'scroll']);
});

test('a job asked for after the frame callback but before its tasks ran waits for the next frame too', () => {
  const ran: string[] = [];
  afterPaint(() => ran.push('first'));
  paint();
  afterPaint(() => ran.push('second'), 'user-visible');
  runTasks();
  expect(ran).toEqual(['first']);
  paint();
  runTasks();
  expect(ran).toEqual(['first', 'second']);
});

test('a cancelled job does not run; the others still do', () => {
  const ran: string[] = [];
  const cancel = afterPaint(() => ran.push('old step'), 'user-visible');
  afterPaint(() => ran.push('title'));
  cancel();
  afterPaint(() => ran.push('new step'), 'user-visible');
  paint();
  runTasks();
  expect(ran).toEqual(['new step', 'title']);
});

test('on a hidden page, which paints no frames, a job runs at once, after everything still waiting, in order', () => {
  const ran: string[] = [];
  afterPaint(() => ran.push('waiting, background'));
  afterPaint(() => ran.push('waiting, visible'), 'user-visible');
  doc.visibilityState = 'hidden';
  afterPaint(() => ran.push('asked while hidden'));
  expect(ran).toEqual(['waiting, visible', 'waiting, background', 'asked while hidden']);
});

test('going hidden runs what waits for a frame that will not come', () => {
  const ran: string[] = [];
  afterPaint(() => ran.push('address'));
  afterPaint(() => ran.push('board'), 'user-visible');
  expect(onVisibility, 'afterPaint watches the page going hidden').not.toBeNull();
  doc.visibilityState = 'hidden';
  onVisibility!();
  expect(ran).toEqual(['board', 'address']);
});
