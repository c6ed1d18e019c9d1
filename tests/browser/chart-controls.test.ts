import { expect, test } from 'vitest';
import { flows } from '@/machines';
import { stepsOf } from '@/machines/engine/chart';
import { afterPaintDone, caughtUp, instantReplays, useBrowser } from './fixtures';

const browser = useBrowser();

test('a folded nested flow says what opening it shows: its name and its number of steps, counted from the machine', async () => {
  const steps = stepsOf(flows['buddyfight/play-timing']).length;
  expect(steps).toBeGreaterThan(5);
  for (const [locale, words] of [
    ['en', new RegExp(`^▸ Play timing.* — ${steps} steps, open$`)],
    ['ja', new RegExp(`^▸ .+・${steps}ステップ — 開く$`)],
  ] as const) {
    const { page, errors } = await browser.open(`/${locale}/buddyfight/attack-phase`, { width: 1280, height: 900 });
    const control = page.locator('svg.chart [data-toggle="2.5"] [data-flow-control]');
    expect((await control.textContent())!.replace(/\s+/g, ' ').trim()).toMatch(words);
    // Big enough to hit with a thumb or a mouse, and it opens the nested chart.
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    await control.click();
    await expect.poll(() => page.locator('svg.chart [data-toggle="2.5"][aria-expanded="true"]').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  }
});

test('the active box stands out by colour and outline alone: no filter, no animation to repaint on every step', async () => {
  const { page } = await browser.open('/en/buddyfight/call', { width: 1280, height: 900 });
  const look = (sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { stroke: parseFloat(s.strokeWidth), filter: s.filter, animation: s.animationName, fill: s.fill };
      });
  const active = await look('svg.chart .chart-active > * > rect');
  const other = await look('svg.chart [data-step]:not(.chart-active) > * > rect');
  expect(active.stroke).toBeGreaterThanOrEqual(2 * other.stroke);
  expect(active.fill).not.toBe(other.fill);
  expect([active.filter, active.animation]).toEqual(['none', 'none']);
});

test('on a wide screen the chart opens scrolled to the current step, deep in a large chart', async () => {
  for (const path of ['/en/buddyfight/attack-phase/4.3', '/en/buddyfight/attack-phase/2.5', '/ja/fftcg/turn']) {
    const { page } = await browser.open(path, { width: 1280, height: 900 });
    const inside = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.chart-scroller')!.getBoundingClientRect();
        const active = document.querySelector('svg.chart [data-current="step"] rect')!.getBoundingClientRect();
        return active.left >= scroller.left && active.right <= scroller.right && active.top >= scroller.top && active.bottom <= scroller.bottom;
      });
    await expect.poll(inside, { timeout: 5_000 }).toBe(true);
  }
});

test('a drawing seen before is kept, hidden, while a nested chart is open: shown again as it was, never seen, reached or doubled', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase', { width: 1280, height: 900 });
  // Mark the folded drawing's element: if it comes back as the same element, it was kept rather than built again.
  await page.locator('svg.chart').evaluate((svg) => ((svg as SVGElement & { __kept?: boolean }).__kept = true));
  await page.locator('svg.chart [data-toggle="2.5"]').click();
  await expect.poll(() => page.locator('svg.chart [data-toggle="2.5"][aria-expanded="true"]').count(), { timeout: 15_000 }).toBe(1);
  expect(await page.locator('svg.chart').getAttribute('data-opened')).not.toBe(null);

  // One drawing on screen; the folded one is still in the page but takes no room and cannot be seen or reached.
  expect(await page.locator('svg.chart').count()).toBe(1);
  const hidden = page.locator('svg.chart-hidden');
  expect(await hidden.count()).toBe(1);
  expect(await hidden.isVisible()).toBe(false);
  expect(await page.locator('.chart-kept').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
  // Tabbing from the scroller never lands inside the hidden drawing.
  await page.locator('.chart-scroller').focus();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.chart-kept'))).toBe(false);
  }
  // Each arrow's head is drawn by a marker of its own drawing (one inside a hidden drawing would draw nothing).
  const heads = await page.locator('svg.chart').evaluate((svg) =>
    [...svg.querySelectorAll('path[data-edge]')].map((p) => {
      const id = /url\(#([^)]+)\)/.exec(p.getAttribute('marker-end') ?? '')?.[1] ?? '';
      return !!id && svg.querySelector(`marker[id="${id}"]`) !== null && document.querySelectorAll(`[id="${id}"]`).length === 1;
    }),
  );
  expect(heads.length).toBeGreaterThan(10);
  expect(heads.every(Boolean)).toBe(true);

  // Folding it again shows the very same folded drawing, with the reader's place still marked.
  await page.locator('svg.chart [data-toggle="2.5"][aria-expanded="true"]').click();
  await expect.poll(() => page.locator('svg.chart').getAttribute('data-opened')).toBe(null);
  expect(await page.locator('svg.chart').evaluate((svg) => (svg as SVGElement & { __kept?: boolean }).__kept === true)).toBe(true);
  expect(await page.locator('svg.chart [data-current="step"]').count()).toBe(1);
  expect(errors).toEqual([]);
});

test('a step paints the step panel first; the board, chart and step list follow a paint later, marked pending until they do, within one drawing and into or out of a nested chart alike', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase?setup=basic', { width: 1280, height: 900 });
  const cursors = () =>
    page.evaluate(() => [
      document.querySelector('[data-explorer]')!.getAttribute('data-cursor'),
      document.querySelector('[data-chart]')!.getAttribute('data-cursor'),
    ]);
  let same = 0;
  let switched = 0;
  for (let i = 0; i < 30 && (same < 3 || switched < 1); i++) {
    const drawingBefore = await page.locator('svg.chart').getAttribute('data-opened');
    const stepBefore = await page.locator('[data-current-step]').getAttribute('data-current-step');
    // The first choice, clicked in the page; what the page shows is read in the next frame's callback, just before
    // that frame is drawn, with every change made since the click to the parts that follow the step.
    const atFrame = await page.evaluate(async () => {
      const choice = document.querySelector<HTMLButtonElement>('[data-step-panel] button[data-event]');
      if (!choice) return null;
      const followers = ['[data-board]', '[data-chart] .chart-scroller', '[data-step-list]'].map((s) => document.querySelector(s)!);
      const watch = new MutationObserver(() => undefined);
      for (const el of followers) watch.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
      choice.click();
      return new Promise<{ explorer: string; chart: string; explorerPending: boolean; chartPending: boolean; step: string; followersChanged: number }>((ok) =>
        requestAnimationFrame(() => {
          const changed = watch.takeRecords().length;
          watch.disconnect();
          ok({
            explorer: document.querySelector('[data-explorer]')!.getAttribute('data-cursor')!,
            chart: document.querySelector('[data-chart]')!.getAttribute('data-cursor')!,
            explorerPending: document.querySelector('[data-explorer]')!.hasAttribute('data-pending'),
            chartPending: document.querySelector('[data-chart]')!.hasAttribute('data-pending'),
            step: document.querySelector('[data-current-step]')!.getAttribute('data-current-step')!,
            followersChanged: changed,
          });
        }),
      );
    });
    if (!atFrame) break;
    const where = `step ${i + 1} (from ${stepBefore})`;
    // In the panel's frame: the explorer has taken the step; the board, chart and list are untouched and say so.
    expect(Number(atFrame.chart), `${where}: the panel's frame still draws the step before`).toBe(Number(atFrame.explorer) - 1);
    expect(atFrame.followersChanged, `${where}: nothing changed in the board, chart or step list before the panel's paint`).toBe(0);
    expect([atFrame.explorerPending, atFrame.chartPending], `${where}: explorer and chart marked pending`).toEqual([true, true]);
    // However it got there, everything catches up with the explorer, and the marks go.
    await expect.poll(async () => new Set(await cursors()).size, { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-explorer][data-pending], [data-chart][data-pending]').count(), `${where}: caught up, nothing pending`).toBe(0);
    // The box lit is the panel's step: a nested position ("1.3>1.1") lights its host's box or its own, by drawing.
    // An end's box carries data-end instead.
    const box = page.locator('svg.chart [data-current="step"]');
    const lit = (await box.getAttribute('data-step')) ?? (await box.getAttribute('data-end'));
    expect(
      lit !== null && atFrame.step.split('>').some((part) => part === lit || part.endsWith(`:${lit}`) || part === `end:${lit}`),
      `${where}: chart lights ${lit}, panel shows ${atFrame.step}`,
    ).toBe(true);
    const drawingAfter = await page.locator('svg.chart').getAttribute('data-opened');
    if (drawingAfter === drawingBefore) same++;
    else switched++;
  }
  expect(same).toBeGreaterThanOrEqual(3);
  expect(switched).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test("a flow's nested charts are fetched while the page is idle after loading, so opening one waits on no network; a flow without any fetches none", async () => {
  const asked: string[] = [];
  const listen = (r: { url(): string }) => r.url().includes('/data/charts/') && asked.push(new URL(r.url()).pathname);
  browser.context().on('request', listen);
  try {
    const { page: call } = await browser.open('/en/buddyfight/call', { width: 1280, height: 900 });
    const { page, errors } = await browser.open('/en/buddyfight/attack-phase', { width: 1280, height: 900 });
    // Nobody has touched the page: the file comes anyway, once.
    await expect.poll(() => asked, { timeout: 10_000 }).toEqual(['/data/charts/buddyfight/attack-phase/en.json']);
    await page.locator('svg.chart [data-toggle="2.5"]').click();
    await expect.poll(() => page.locator('svg.chart').getAttribute('data-opened'), { timeout: 10_000 }).not.toBe(null);
    // The call flow has no nested chart; the attack phase's file was not asked for again.
    await call.evaluate(() => new Promise((ok) => setTimeout(ok, 500)));
    expect(asked).toEqual(['/data/charts/buddyfight/attack-phase/en.json']);
    expect(errors).toEqual([]);
  } finally {
    browser.context().off('request', listen);
  }
});

test('when that fetch fails, opening a nested chart asks again and shows it', async () => {
  let failures = 0;
  await browser.context().route('**/data/charts/**', (route) => (failures++ === 0 ? route.abort() : route.continue()));
  try {
    const { page } = await browser.open('/en/buddyfight/attack-phase', { width: 1280, height: 900, allowErrors: true });
    await expect.poll(() => failures, { timeout: 10_000 }).toBe(1);
    await page.locator('svg.chart [data-toggle="2.5"]').click();
    // The drawing opens once its request (the second) has come back: asked again, and shown.
    await expect.poll(() => failures, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.locator('[data-chart]').getAttribute('aria-busy'), { timeout: 10_000 }).toBe(null);
    expect(await page.locator('svg.chart').getAttribute('data-opened')).not.toBe(null);
  } finally {
    await browser.context().unrouteAll();
  }
});

// On a laptop the chart opens on the reader's group, whole where it fits the chart's box: centring the step's own box
// left the chart's empty edge on one side and cut the group's branches off on the other.
test.each(['/en/buddyfight/call', '/en/buddyfight/attack-phase/3.2.1'])("%s opens with the current step's group in view", async (path) => {
  const { page, errors } = await browser.open(path, { width: 1280, height: 900 });
  const placed = () =>
    page.evaluate(() => {
      const scroller = document.querySelector('.chart-scroller')!.getBoundingClientRect();
      const box = document.querySelector('svg.chart [data-current="step"] rect')!.getBoundingClientRect();
      const group = [...document.querySelectorAll('svg.chart g[data-group] > rect')]
        .map((r) => r.getBoundingClientRect())
        .filter((g) => g.left <= box.left && g.right >= box.right && g.top <= box.top && g.bottom >= box.bottom)
        .sort((a, b) => a.width - b.width)[0];
      return { fits: group.width <= scroller.width - 16, inView: group.left >= scroller.left - 1 && group.right <= scroller.right + 1 };
    });
  await expect.poll(placed).toEqual({ fits: true, inView: true });
  expect(errors).toEqual([]);
});

// Found by an audit: on a phone, stepping on left the current box partly outside the chart's view (its centre was
// still inside), cutting off its words: 2.4 of the call flow, the attack phase's end.
test.each([
  ['/en/buddyfight/call', ['left', 'buddy-call', 'pay', 'counter-used']],
  ['/en/buddyfight/attack-phase', []],
])('on a phone, every step of %s leaves its box wholly in the chart view', async (path, first) => {
  const { page, errors } = await browser.open(path, { width: 390, height: 844 });
  await instantReplays(page);
  const clipped: string[] = [];
  for (let i = 0; i < 30; i++) {
    const want = first[i];
    const ok = await page.evaluate((want) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-step-panel] button[data-event]')];
      const b = (want && buttons.find((x) => x.dataset.event === want)) || buttons[buttons.length - 1];
      b?.click();
      return !!b;
    }, want);
    if (!ok) break;
    await caughtUp(page);
    await afterPaintDone(page);
    // The chart scrolls in work left for after the step's paint, which on a loaded machine can come a few frames
    // later than the wait above: a box still cut off is read again for up to two seconds before it counts.
    const box = await page.evaluate(async () => {
      const read = () => {
        const el = document.querySelector('svg.chart [data-current="step"]');
        const view = document.querySelector('.chart-scroller')!.getBoundingClientRect();
        if (!el) return null;
        const r = el.getBoundingClientRect();
        const fits = r.width <= view.width - 8;
        const inside = r.left >= view.left - 1 && r.right <= view.right + 1 && r.top >= view.top - 1 && r.bottom <= view.bottom + 1;
        return { id: el.getAttribute('data-node'), fits, inside };
      };
      const end = performance.now() + 2000;
      for (let b = read(); ; b = read()) {
        if (!b?.fits || b.inside || performance.now() > end) return b;
        await new Promise((ok) => requestAnimationFrame(ok));
      }
    });
    if (box?.fits && !box.inside) clipped.push(box.id ?? '?');
  }
  expect(clipped).toEqual([]);
  expect(errors).toEqual([]);
});

// Found by an audit: on a phone, opening a nested chart from the start of the attack phase showed blank chart, the
// opened chart off to the side; its close control was a target 15 px high.
test.each([
  [390, 844],
  [1280, 900],
])('at %i px, opening a nested chart shows it, and its close control is a target of a tap', async (width, height) => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase', { width, height });
  await instantReplays(page);
  const toggle = page.locator('svg.chart [data-toggle="1.3"]').first();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect.poll(() => page.locator('[data-chart-opened]').count()).toBe(1);
  await caughtUp(page);
  await afterPaintDone(page);
  const seen = () =>
    page.evaluate(() => {
      const view = document.querySelector('.chart-scroller')!.getBoundingClientRect();
      const nested = [...document.querySelectorAll('svg.chart g[data-host] [data-node] rect')].map((r) => r.getBoundingClientRect());
      return nested.filter((r) => r.left >= view.left && r.right <= view.right && r.top >= view.top && r.bottom <= view.bottom).length;
    });
  await expect.poll(seen, { timeout: 3000 }).toBeGreaterThan(0);
  const close = await page.locator('svg.chart [data-opened] [data-toggle="1.3"]').boundingBox();
  expect(close!.height).toBeGreaterThanOrEqual(24);
  expect(errors).toEqual([]);
});
