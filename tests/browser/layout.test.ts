import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { base, hydrated, termTip, useBrowser, waitInPage } from './fixtures';

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

const box = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('flow pages lead with the step', () => {
  test.each([
    '/en/buddyfight/call',
    '/ja/buddyfight/play-timing',
    '/en/buddyfight/attack-phase',
    '/en/buddyfight/attack-phase/3.2.1',
    '/ja/buddyfight/rules-check',
  ])('%s on a 360 px phone: name, step number and title, text and every choice on the first screen', async (path) => {
    const { page } = await browser.open(path, PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await box(page, 'h1')).bottom).toBeLessThan(PHONE.height);
    expect((await box(page, '[data-current-step]')).bottom).toBeLessThan(PHONE.height);
    expect((await box(page, '[data-step-text]')).bottom).toBeLessThan(PHONE.height);
    const choices = await page.locator('[data-step-panel] button[data-event]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
    expect(choices.length).toBeGreaterThan(0);
    for (const b of choices) expect(b).toBeLessThanOrEqual(PHONE.height);
    // The summary, the source and the introduction wait behind one line that opens.
    const about = page.locator('details[data-flow-about]');
    expect(await about.getAttribute('open')).toBeNull();
    expect((await about.locator('summary').boundingBox())!.height).toBeLessThan(48);
    await about.locator('summary').click();
    await expect.poll(() => about.locator('[data-follows]').isVisible()).toBe(true);
    expect(await about.locator('p').count()).toBeGreaterThan(2);
  });

  test('on a laptop the chart and the step panel share the first screen', async () => {
    const { page } = await browser.open('/en/buddyfight/attack-phase', { width: 1280, height: 800 });
    const chart = await box(page, '.chart-scroller');
    const step = await box(page, '[data-step-panel]');
    expect(chart.top).toBeLessThan(400);
    expect(step.top).toBeLessThan(400);
    expect(chart.right).toBeLessThanOrEqual(step.left);
    expect((await box(page, '[data-step-panel] button[data-event]')).bottom).toBeLessThan(800);
  });

  test('the source line names the document and says "undated" nowhere; the sources page says it once per undated document', async () => {
    const { page } = await browser.open('/en/buddyfight/call');
    const follows = await page.locator('[data-follows]').textContent();
    expect(follows).toMatch(/detailed rules/i);
    expect(follows).not.toMatch(/undated|not stated/i);
    expect(await page.locator('[data-step-panel]').textContent()).not.toMatch(/undated/i);
    const sources = await browser.open('/en/sources');
    expect(await sources.page.locator('[data-source-doc="000"]').textContent()).toMatch(/undated/i);
    expect(await sources.page.locator('[data-source-doc="002"]').textContent()).toMatch(/2014-05-07|7 May 2014/);
  });

  test('the sources page gives each document its stated date or says it has none, says why nothing is linked, and lists our readings', async () => {
    const { page } = await browser.open('/en/sources');
    const docs = await page.locator('[data-source-doc]').evaluateAll((els) =>
      els.map((e) => ({
        doc: e.getAttribute('data-source-doc'),
        date: e.querySelector('[data-source-date]')?.getAttribute('data-source-date'),
        text: e.textContent ?? '',
      })),
    );
    // Rules documents are the seeds; web pages (w…) are the pages rulings beyond the documents' Q&A cite (issue 9).
    expect(
      docs
        .map((d) => d.doc)
        .filter((d) => !d!.startsWith('w'))
        .sort(),
    ).toEqual(['000', '001', '002', '003', '004']);
    expect(docs.filter((d) => d.doc!.startsWith('w')).length).toBeGreaterThan(0);
    for (const d of docs) {
      if (d.date === 'undated') expect(d.text, d.doc!).toMatch(/states no version or date/);
      else expect(d.text, d.doc!).toMatch(/Given .* (title|page)/);
    }
    expect(docs.find((d) => d.doc === '001')!.date).toBe('2017-12-08');
    // No source file names an address, so no rules document is linked, and the page says so once.
    expect(await page.locator('[data-source-doc]:not([data-source-doc^="w"]) [data-public-copy] a').count()).toBe(0);
    // A web page is cited by its address: each one links it, says who stands behind it, and lists the rulings taken from it.
    const web = page.locator('[data-source-doc^="w"]');
    for (let i = 0; i < (await web.count()); i++) {
      const doc = web.nth(i);
      expect(await doc.locator('[data-public-copy] a').getAttribute('href')).toMatch(/^https?:\/\//);
      expect(await doc.locator('[data-web-by]').getAttribute('data-web-by')).toMatch(/^(publisher|community)$/);
      expect(await doc.locator('[data-source-rulings] a').count()).toBeGreaterThan(0);
    }
    expect(await page.locator('[data-no-public-copies]').count()).toBe(1);
    const reading = page.locator('[data-source-doc="000"] [data-source-readings] a');
    expect(await reading.count()).toBeGreaterThan(0);
    await reading.first().click();
    await page.waitForURL(/\/rulings\//);
    expect(await page.locator('[data-reading]').first().textContent()).toMatch(/This site's reading/);
  });

  test('a ruling with our reading shows it flagged on its page, in the rulings index and beside its step', async () => {
    for (const path of ['/en/buddyfight/rulings/call-q1', '/ja/buddyfight/rulings', '/en/buddyfight/call/2.3']) {
      const { page } = await browser.open(path);
      const flagged = page.locator('[data-reading]');
      expect(await flagged.count(), path).toBeGreaterThan(0);
      expect(await flagged.first().textContent(), path).toMatch(/This site's reading|このサイトの読み/);
      expect(await page.locator('[data-answer], [data-ruling] > p').first().textContent(), path).not.toMatch(/This site's reading|このサイトの読み/);
    }
  });
});

describe('the board reads like the table', () => {
  test('attack phase at 360 px: opponent on top, turn fighter below, each field one row left to right with the item beside it, no overflow', async () => {
    const { page } = await browser.open('/en/buddyfight/attack-phase', PHONE);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const opp = await box(page, '[data-side="nonTurn"][data-role="opponent"]');
    const me = await box(page, '[data-side="turn"][data-role="turn"]');
    expect(opp.bottom).toBeLessThanOrEqual(me.top);
    for (const side of ['turn', 'nonTurn']) {
      const xs: Record<string, DOMRect> = {};
      for (const slot of ['left', 'center', 'right', 'item']) xs[slot] = await box(page, `[data-side="${side}"] [data-slot="${slot}"]`);
      const tops = new Set(Object.values(xs).map((r) => Math.round(r.top)));
      expect(tops.size, `${side} slots in one row`).toBe(1);
      // The turn fighter reads left → right; the opponent's row is seen from across the table.
      const order = side === 'turn' ? ['left', 'center', 'right', 'item'] : ['item', 'right', 'center', 'left'];
      for (let i = 1; i < order.length; i++) expect(xs[order[i]].left, `${side} ${order[i]}`).toBeGreaterThan(xs[order[i - 1]].left);
      for (const r of Object.values(xs)) expect(r.right).toBeLessThanOrEqual(PHONE.width);
    }
    // Life (and the drop zone) are compact counters beside each fighter's name, not rows of their own.
    const life = await box(page, '[data-board-section="turn.life"]');
    expect(life.height).toBeLessThan(40);
    expect(life.width).toBeLessThan(PHONE.width / 2);
    // Card text wraps inside its box.
    const spill = await page.locator('[data-card]').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(spill).toBe(0);
  });

  test('every flow of every game: the board fits a 360 px phone at the start and after each of the first choices', { timeout: 300_000 }, async () => {
    const { page } = await browser.open('/en', PHONE);
    const index = await page.evaluate(async () => (await fetch('/data/index.json')).json());
    const flows: string[] = index.files
      .filter((f: { kind: string }) => f.kind === 'flow')
      .map((f: { path: string }) => f.path.replace(/^\/data\/([^/]+)\/flows\/([^/.]+)\.json$/, '/en/$1/$2'));
    expect(flows.length).toBeGreaterThanOrEqual(11);
    const problems: string[] = [];
    // The pointer rests off the page: a definition shown under it is not part of the board.
    await page.mouse.move(0, 0);
    for (const path of flows) {
      // Loaded, hydrated and its chart drawn (the page's widest part), rather than half a second of network quiet.
      await page.goto(base() + path, { waitUntil: 'load' });
      await hydrated(page);
      await waitInPage(page, () => !!document.querySelector('svg.chart') && !document.querySelector('[data-chart][aria-busy="true"]'));
      for (let i = 0; i < 4; i++) {
        // One round trip a step: measure after two frames, then take the last choice (clicked in the page: this
        // test is about the board's width, and the pointer stays off the page).
        const r = await page.evaluate(async () => {
          await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
          const board = document.querySelector('[data-board]')!.getBoundingClientRect();
          const spill = [...document.querySelectorAll('[data-board] [data-card]')].filter((e) => e.scrollWidth > e.clientWidth + 1).length;
          const choices = document.querySelectorAll<HTMLButtonElement>('[data-step-panel] button[data-event]');
          choices[choices.length - 1]?.click();
          return { over: document.documentElement.scrollWidth - document.documentElement.clientWidth, right: board.right, spill, more: choices.length > 0 };
        });
        const { more, ...seen } = r;
        if (seen.over > 0 || seen.right > 360 || seen.spill) problems.push(`${path} step ${i}: ${JSON.stringify(seen)}`);
        if (!more) break;
      }
    }
    expect(problems).toEqual([]);
  });

  test('what changed at the last step is ringed, and one line says what happened', async () => {
    const { page } = await browser.open('/en/buddyfight/call?walk=buddy-call.pay', PHONE);
    await expect.poll(() => page.locator('[data-happened]').count()).toBe(1);
    expect(await page.locator('[data-board] [data-changed]').count()).toBeGreaterThan(0);
    const { page: fresh } = await browser.open('/en/buddyfight/call', PHONE);
    expect(await fresh.locator('[data-happened]').count()).toBe(0);
    expect(await fresh.locator('[data-board] [data-changed]').count()).toBe(0);
  });

  test('a card waiting to resolve sits in the pile between the fighters', async () => {
    const { page } = await browser.open('/en/buddyfight/play-timing', PHONE);
    await page.click('button[data-event="next"]');
    await page.click('button[data-event="turn-uses"]');
    await expect.poll(() => page.locator('[data-pile] [data-card]').count()).toBeGreaterThan(0);
    const pile = await box(page, '[data-pile]');
    expect(pile.top).toBeGreaterThanOrEqual((await box(page, '[data-role="opponent"]')).bottom);
    expect(pile.bottom).toBeLessThanOrEqual((await box(page, '[data-role="turn"]')).top);
  });
});

describe('new players meet each term with its definition', () => {
  test('on a touch screen, the first tap on a term with a page shows its definition and a way on; the second goes there', async () => {
    const { page } = await browser.open('/en/buddyfight/attack-phase/3.2.1', PHONE);
    // Touch emulation makes (hover: none) match, as on a phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const term = page.locator('[data-step-text] [data-term]').first();
    const tip = termTip(term);
    await term.click();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await term.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    expect(page.url()).toMatch(/attack-phase\/3\.2\.1/);
    expect((await tip.textContent())!.length).toBeGreaterThan(10);
    await tip.locator('[data-term-page]').click();
    await page.waitForURL(/\/keywords\//);
    // The page goes on to the next test (fixtures.ts: recycle); the emulation ends with the session.
    await cdp.detach();
  });

  test.each(['/en/buddyfight/call/1.3', '/ja/buddyfight/call/1.3'])(
    '%s: a plain word (no page) opens its definition on a tap and closes on Escape',
    async (path) => {
      const { page } = await browser.open(path, PHONE);
      const word = page.locator('[data-step-panel] [data-plain-term]').first();
      await expect.poll(() => word.count()).toBeGreaterThan(0);
      const tip = termTip(word);
      await word.click();
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await word.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
      expect(await word.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      // Dismissed while the word still has focus and the pointer.
      await expect.poll(() => tip.isVisible()).toBe(false);
      expect(await word.evaluate((el) => el === document.activeElement)).toBe(true);
    },
  );
});

describe('learner view', () => {
  test('a check that finds nothing to do is marked so; the learner view folds its text, and the choice is kept on this device', async () => {
    const { page } = await browser.open('/en/buddyfight/act-ability/1.2.2', PHONE);
    await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step')).toBe('1.2.2');
    const mark = page.locator('[data-step-panel] [data-idle-step]');
    expect(await mark.count()).toBe(1);
    expect(await mark.textContent()).toMatch(/nothing to do/);
    expect(await page.locator('[data-step-text]').isVisible()).toBe(true);
    await page.locator('[data-learner-toggle] input').check();
    await expect.poll(() => page.locator('[data-step-text]').isVisible()).toBe(false);
    expect(await page.locator('[data-folded]').count()).toBe(1);
    // The fold keeps the way on: the choice is still on the first screen.
    expect((await page.locator('[data-step-panel] button[data-event]').first().boundingBox())!.y).toBeLessThan(PHONE.height);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-folded]').count()).toBe(1);
    // A step without the game's mark is never folded, learner view or not.
    await page.click('[data-nav="restart"]');
    await expect.poll(() => page.locator('[data-step-text]').isVisible()).toBe(true);
    expect(await page.locator('[data-idle-step]').count()).toBe(0);
    await page.locator('[data-learner-toggle] input').uncheck();
  });

  test('the learner view follows the choice made in another tab of the site', async () => {
    const { page: one } = await browser.open('/en/buddyfight/act-ability/1.2.2', PHONE);
    const { page: two } = await browser.open('/en/buddyfight/act-ability/1.2.2', PHONE);
    await expect.poll(() => two.locator('[data-folded]').count()).toBe(0);
    await one.locator('[data-learner-toggle] input').check();
    // The other tab folds the same step, without a reload, and its checkbox says so.
    await expect.poll(() => two.locator('[data-folded]').count()).toBe(1);
    expect(await two.locator('[data-learner-toggle] input').isChecked()).toBe(true);
    await one.locator('[data-learner-toggle] input').uncheck();
    await expect.poll(() => two.locator('[data-folded]').count()).toBe(0);
  });
});
