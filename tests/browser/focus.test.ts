import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { afterPaintDone, expectActive, useBrowser } from './fixtures';

const browser = useBrowser();

/** Which control has focus, by its data attribute; "body" when focus fell off. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.dataset.nav
      ? `nav:${el.dataset.nav}`
      : el.dataset.event
        ? `event:${el.dataset.event}`
        : el.dataset.toggle
          ? `toggle:${el.dataset.toggle}`
          : el.tagName;
  });
const live = (page: Page) => page.locator('[data-step-panel] [aria-live="polite"]').textContent();

describe('focus stays on a sensible control and the new step is announced (issue 10.7)', () => {
  test('a number key pressed with nothing focused', async () => {
    const { page } = await browser.open('/en/buddyfight/call');
    await page.keyboard.press('1');
    await expectActive(page, '1.2');
    await expect.poll(() => focused(page)).toMatch(/^event:/);
    expect(await live(page)).toContain('1.2');
  });

  // Found by an audit: the Replay button disables itself while its replay runs, and focus fell to the first choice,
  // where the next Space or Enter took a step and ended the replay.
  test('starting a replay from the keyboard puts focus on its pause button', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/rulings/call-q1');
    await page.focus('[data-explorer] button[data-replay="call-q1"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-replay-pause'))).toBe(true);
    await page.keyboard.press('Space');
    // Space paused it; the replay goes on being shown, and no step was taken by hand.
    await expect.poll(() => page.locator('[data-replay-play]').count()).toBe(1);
    expect(await page.locator('[data-replay-controls]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  // Found by an audit: focus used to move to Forward when Back became disabled, so a keyboard reader pressing Enter
  // on Back until the start walked forward again with the next Enter.
  // Found by an audit: when the replay ended by itself its bar went, and focus with it, to the page; the next Tab
  // started again at the top of the page.
  // Both soon after starting it (the explorer still watches for focus it dropped) and later, at the reading pace.
  test.each(['fastest', 'reading pace'])('a replay that ends by itself gives focus back to its Replay button (%s)', async (speed) => {
    const { page, errors } = await browser.open('/en/buddyfight/rulings/call-q1');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.focus('[data-explorer] button[data-replay="call-q1"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-replay-pause'))).toBe(true);
    if (speed === 'fastest') {
      await page.selectOption('[data-replay-speed]', { index: (await page.locator('[data-replay-speed] option').count()) - 1 });
      await page.focus('[data-replay-pause]');
    }
    await expect.poll(() => page.locator('[data-replay-controls]').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-replay') ?? document.activeElement?.tagName)).toBe('call-q1');
    expect(errors).toEqual([]);
  });

  test('Back becomes unavailable at the start: focus stays on it, and Enter again does nothing', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=next.center');
    await expectActive(page, '1.3');
    await page.focus('[data-nav="back"]');
    await page.keyboard.press('Enter');
    await expectActive(page, '1.2');
    await page.keyboard.press('Enter');
    await expectActive(page, '1.1');
    await expect.poll(() => focused(page)).toBe('nav:back');
    expect(await page.getAttribute('[data-nav="back"]', 'aria-disabled')).toBe('true');
    expect(await live(page)).toContain('1.1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await afterPaintDone(page);
    await expectActive(page, '1.1');
    expect(await focused(page)).toBe('nav:back');
  });

  test('Forward becomes unavailable at the end of the walk: focus stays on it', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=next.center');
    await page.click('[data-nav="back"]');
    await page.click('[data-nav="back"]');
    await expectActive(page, '1.1');
    await page.focus('[data-nav="forward"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectActive(page, '1.3');
    await expect.poll(() => focused(page)).toBe('nav:forward');
    expect(await page.getAttribute('[data-nav="forward"]', 'aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await afterPaintDone(page);
    await expectActive(page, '1.3');
  });

  test('an end state, reached by the keyboard, keeps focus in the panel and announces the end', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=buddy-call.pay.counter-used.nullified');
    await expectActive(page, '2.4');
    await page.focus('button[data-event="next"]');
    await page.keyboard.press('Enter');
    await expectActive(page, 'end:cancelled');
    await expect.poll(() => focused(page)).toBe('nav:back');
    expect((await live(page))?.length).toBeGreaterThan(0);
  });

  test('opening a nested chart from the keyboard keeps focus on its toggle', async () => {
    const { page } = await browser.open('/en/buddyfight/attack-phase');
    const toggle = page.locator('svg.chart [data-toggle]').first();
    const step = await toggle.getAttribute('data-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-chart-opened]').count()).toBe(1);
    await expect.poll(() => focused(page)).toBe(`toggle:${step}`);
  });
});

// Found by an audit: aria-current sat on the box's group, which has no role, so the accessibility tree left it out
// and screen readers never heard which box of the chart was the current step.
test.each(['/en/buddyfight/call?walk=next', '/en/buddyfight/attack-phase', '/en/buddyfight/call?walk=buddy-call.pay.counter-used.nullified.next'])(
  'the current box of %s is announced as current: aria-current sits on an element with a role',
  async (path) => {
    const { page, errors } = await browser.open(path);
    await expect.poll(() => page.locator('svg.chart [aria-current="step"]').count()).toBe(1);
    // The same box the page lights up.
    expect(await page.locator('svg.chart [data-current="step"] [aria-current="step"]').count()).toBe(1);
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'svg.chart [aria-current="step"]' });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0];
      expect(node.ignored, 'the current box is in the accessibility tree').toBe(false);
      expect(['link', 'button', 'image', 'img']).toContain(node.role?.value);
      expect(String(node.name?.value ?? '').length).toBeGreaterThan(0);
    } finally {
      await cdp.detach();
    }
    expect(errors).toEqual([]);
  },
);

// Found by an audit: every copy of an end was a Tab stop, 14 of the attack phase's 43 and 33 of Battle Guardians'
// turn's 61, between a keyboard reader and the boxes after them.
test.each(['/en/buddyfight/attack-phase', '/en/battle-guardians/turn'])('%s: an end drawn many times is one Tab stop', async (path) => {
  const { page, errors } = await browser.open(path);
  await expect.poll(() => page.locator('svg.chart [data-end]').count()).toBeGreaterThan(0);
  const ends = await page.evaluate(() => {
    const by = new Map<string, { copies: number; stops: number; buttons: number }>();
    for (const g of document.querySelectorAll('svg.chart [data-end]')) {
      if (g.closest('.chart-kept')) continue;
      const end = (g.getAttribute('data-node') ?? '').replace(/~\d+$/, '');
      const e = by.get(end) ?? { copies: 0, stops: 0, buttons: 0 };
      e.copies++;
      if (g.querySelector('[tabindex="0"]')) e.stops++;
      if (g.querySelector('[role="button"]')) e.buttons++;
      by.set(end, e);
    }
    return Object.fromEntries(by);
  });
  const all = Object.values(ends);
  // The premise: some end is drawn more than once here.
  expect(all.some((e) => e.copies > 1)).toBe(true);
  for (const [end, e] of Object.entries(ends)) {
    expect(e.stops, end).toBe(1);
    // Every copy still answers a click or Enter given to it by a pointer or assistive technology.
    expect(e.buttons, end).toBe(e.copies);
  }
  expect(errors).toEqual([]);
});

// Found by an audit: after a click on "Learner view" its checkbox kept focus, and the number keys the Keyboard help
// promises did nothing (a checkbox was taken for a field typed into). Only text-like fields keep the keys.
test('a ticked checkbox or a focused button keeps focus, and the number keys still take a choice', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase');
  const toggle = page.locator('[data-learner-toggle] input');
  try {
    await toggle.click();
    expect(await toggle.isChecked()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('checkbox');
    // How many events the walk has taken (each choice adds one).
    const cursor = async () => Number(await page.locator('[data-explorer]').getAttribute('data-cursor'));
    const start = await cursor();
    await page.keyboard.press('1');
    await expect.poll(cursor).toBeGreaterThan(start);
    // From a button (here Back, now available) as well.
    const one = await cursor();
    await page.focus('[data-nav="back"]');
    await page.keyboard.press('1');
    await expect.poll(cursor).toBeGreaterThan(one);
    // A field typed into keeps them: a number typed in the search box is text, not a choice.
    const two = await cursor();
    await page.focus('[data-search-input]');
    await page.keyboard.press('1');
    expect(await page.inputValue('[data-search-input]')).toBe('1');
    await afterPaintDone(page);
    expect(await cursor()).toBe(two);
  } finally {
    // The learner view is kept on the device (localStorage): the next tests in this browser start without it.
    await page.evaluate(() => localStorage.removeItem('rf-learner'));
  }
  expect(errors).toEqual([]);
});

/** Whether the focused control lies wholly inside the window. */
const focusInView = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'no focus';
    const r = el.getBoundingClientRect();
    // Within a pixel: a box scrolled to the window's edge can end a fraction of a pixel past it.
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 ? 'in view' : `at ${r.top.toFixed(1)}–${r.bottom.toFixed(1)} of ${window.innerHeight}`;
  });

// Found by an audit: on a laptop, pressing 1 five times on the call flow left focus on Continue at y=899–943, the
// page still scrolled to its top: the choice kept focus while the step moved it below the window's edge.
describe('a keyboard reader keeps sight of the focused choice', () => {
  test('pressing 1 five times on a laptop: after each step the focused choice is inside the window', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/call', { width: 1280, height: 800 });
    for (let i = 1; i <= 5; i++) {
      await page.keyboard.press('1');
      await expect.poll(() => page.locator('[data-explorer]').first().getAttribute('data-cursor')).toBe(String(i));
      await expect.poll(() => focused(page)).toMatch(/^event:/);
      await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe('in view');
    }
    expect(errors).toEqual([]);
  });

  // What comes before the choices grows during the step (as the box of what each edition says did at 1.7): the
  // choice keeping focus is pushed below the window's edge, and is brought back.
  test('a focused choice a step pushes below the window is scrolled back into it', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/call', { width: 1280, height: 800 });
    await page.focus('[data-step-panel] button[data-event]');
    expect(await focusInView(page)).toBe('in view');
    await page.evaluate(() =>
      window.addEventListener('keydown', () => ((document.querySelector('#step-title') as HTMLElement).style.paddingTop = '1200px'), {
        capture: true,
        once: true,
      }),
    );
    await page.keyboard.press('1');
    await expectActive(page, '1.2');
    await expect.poll(() => focused(page)).toMatch(/^event:/);
    await expect.poll(() => focusInView(page), { timeout: 5000 }).toBe('in view');
    expect(errors).toEqual([]);
  });

  test('a focused choice the reader scrolled past stays where it is: the page is not pulled back to it', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/call', { width: 1280, height: 800 });
    await page.focus('[data-step-panel] button[data-event]');
    // The reader scrolls down (to watch the board, say) and steps on with the number keys.
    await page.evaluate(() => window.scrollBy(0, document.activeElement!.getBoundingClientRect().bottom + 400));
    expect(await focusInView(page)).toMatch(/^at -/);
    await page.keyboard.press('1');
    await expectActive(page, '1.2');
    await afterPaintDone(page);
    await page.waitForTimeout(300);
    // Still above the window (the browser's scroll anchoring may shift the page by what changed above the view).
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom)).toBeLessThan(0);
    expect(errors).toEqual([]);
  });
});
