import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, caughtUp, expectActive, termTip, useBrowser } from './fixtures';

const browser = useBrowser();
const KEYWORDS = ['equip-change', 'move', 'penetrate', 'counterattack', 'soulguard', 'double-attack', 'lifelink'];

describe.each(['en', 'ja'])('%s keyword pages', (locale) => {
  test.each(KEYWORDS)('%s loads, says whether it can be Countered and stacks, and links its steps', async (id) => {
    const { page, response, errors } = await browser.open(`/${locale}/buddyfight/keywords/${id}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-fact="counterable"]').count()).toBe(1);
    expect(await page.locator('[data-fact="stacks"]').count()).toBe(1);
    for (const href of await page.locator('[data-step-link]').evaluateAll((a) => a.map((x) => (x as HTMLAnchorElement).getAttribute('href')))) {
      expect(await fetch(new URL(href!, page.url())).then((r) => r.status), href!).toBe(200);
    }
    expect(errors).toEqual([]);
  });
});

test('Move → 1.1, Penetrate → 3.2.1, Double Attack → 4.1', async () => {
  for (const [id, step] of [
    ['move', 'attack-phase/1.1'],
    ['penetrate', 'attack-phase/3.2.1'],
    ['double-attack', 'attack-phase/4.1'],
  ]) {
    const { page } = await browser.open(`/en/buddyfight/keywords/${id}`);
    expect(await page.locator(`[data-step-link="${step}"]`).count(), id).toBe(1);
  }
});

test('the Penetrate replay opens the chart at 3.2.1 with the damage dealt', async () => {
  const { page } = await browser.open('/en/buddyfight/keywords/penetrate');
  await page.click('[data-topic-replay]');
  await page.waitForURL(/attack-phase\?/);
  await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step')).toBe('3.2.1');
  await caughtUp(page);
  expect(await page.locator('[data-log-code="penetrate-damage"]').count()).toBe(1);
});

test('keyword names in step texts link to their page and show a definition on hover and focus', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase/3.2.1');
  const term = page.locator('[data-step-text] [data-term="/en/buddyfight/keywords/penetrate"]').first();
  expect(await term.count()).toBe(1);
  const tip = termTip(term);
  // The definition is put in the page when the reader first reaches for the term, not with the page.
  expect(await tip.count()).toBe(0);
  expect(await term.getAttribute('aria-describedby')).toBeNull();
  expect(await page.locator('[role="tooltip"]').count()).toBe(0);
  await term.hover();
  await expect.poll(() => tip.isVisible()).toBe(true);
  // Once there, the term is described by it (what a screen reader reads on focus).
  expect(await term.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
  await page.mouse.move(0, 0);
  await expect.poll(() => tip.isVisible()).toBe(false);
  await term.focus();
  await expect.poll(() => tip.isVisible()).toBe(true);
  expect(await tip.textContent()).toMatch(/center/i);
  // A term first reached from the keyboard is described as it takes focus, before any pointer came near it.
  const other = page.locator('[data-ruling-list] [data-plain-term]').first();
  expect(await termTip(other).count()).toBe(0);
  await other.focus();
  await expect.poll(() => termTip(other).isVisible()).toBe(true);
  expect(await other.getAttribute('aria-describedby')).toBe(await termTip(other).getAttribute('id'));
});

/** How many different glossary words the reader can see on the page now. */
function shownTerms(page: Page) {
  return page.evaluate(
    () =>
      new Set(
        [...document.querySelectorAll<HTMLElement>('.term > [data-term], .term > [data-plain-term]')]
          .filter((el) => el.checkVisibility())
          .map((el) => el.dataset.term ?? `word:${el.dataset.plainTerm}`),
      ).size,
  );
}

/** The page's Tab order among glossary words (no element here has a positive tabindex): each word's key, in order. */
function termTabOrder(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.term > [data-term], .term > [data-plain-term]')]
      .filter((el) => el.tabIndex >= 0 && el.checkVisibility())
      .map((el) => el.dataset.term ?? `word:${el.dataset.plainTerm}`),
  );
}

test('a glossary word is a Tab stop where the page first names it, and a link or button for the pointer everywhere', async () => {
  const { page } = await browser.open('/en/buddyfight/call');
  await expect.poll(() => page.locator('[data-term-repeat]').count()).toBeGreaterThan(20);
  // Tab never lands on the same word twice, and every word the page shows is reached once.
  const order = await termTabOrder(page);
  expect(order.length).toBeGreaterThan(5);
  expect(new Set(order).size).toBe(order.length);
  expect(order.length).toBe(await shownTerms(page));
  // Tab from the control before a repeated word goes past it.
  const repeat = page.locator('[data-ruling-list] [data-term-repeat]').first();
  await repeat.evaluate((el) => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex]')].filter(
      (x) => x.tabIndex >= 0 && x.getClientRects().length > 0 && !(x as HTMLButtonElement).disabled,
    );
    const before = all.filter((x) => x.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).pop()!;
    before.setAttribute('data-test-before', '');
    before.focus();
  });
  await page.keyboard.press('Tab');
  expect(await repeat.evaluate((el) => document.activeElement === el)).toBe(false);
  expect(await page.evaluate(() => !!document.activeElement && !document.activeElement.hasAttribute('data-test-before'))).toBe(true);
  // The repeat still shows its definition to the pointer.
  await repeat.hover();
  await expect.poll(() => termTip(repeat).isVisible()).toBe(true);
  // A step draws other words in the panel at the top: the marks follow, still once per word.
  await page.locator('[data-step-panel] button[data-event]').first().click();
  await caughtUp(page);
  await expect
    .poll(async () => {
      const now = await termTabOrder(page);
      return new Set(now).size === now.length && now.length > 5;
    })
    .toBe(true);
});

test('a word whose first mention is folded away is a Tab stop where it shows, and moves into the fold when it opens', async () => {
  const { page } = await browser.open('/en/buddyfight/attack-phase/1.3');
  // Step 1.3's page shows its own words open until the reader's first move (StepPanel, hostLinked); one move on, in
  // the nested chart, they are folded away under "Within step 1.3".
  await page.locator('[data-step-panel] button[data-event]').first().click();
  await caughtUp(page);
  await expect.poll(() => page.locator('[data-step-panel] details[data-host-step]:not([open])').count()).toBe(1);
  await expect.poll(() => page.locator('[data-term-repeat]').count()).toBeGreaterThan(5);
  const folded = page.locator('details:not([open]) .term > [data-term], details:not([open]) .term > [data-plain-term]');
  expect(await folded.count()).toBeGreaterThan(0);
  // Every word shown is reached once; none of the folded copies is a Tab stop.
  const order = await termTabOrder(page);
  expect(new Set(order).size).toBe(order.length);
  expect(await folded.evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex >= 0).length)).toBe(0);
  expect(order.length).toBe(await shownTerms(page));
  // Opened, the fold's words come first in reading order: the Tab stop moves to them.
  // Pinned by a mark: a locator for "a closed fold" would move on to another once this one opens.
  await page
    .locator('details:not([open])')
    .filter({ has: page.locator('.term > [data-term], .term > [data-plain-term]') })
    .first()
    .evaluate((d) => d.setAttribute('data-test-fold', ''));
  const fold = page.locator('[data-test-fold]');
  await fold.locator('summary').click();
  await expect
    .poll(() => fold.evaluate((d) => [...d.querySelectorAll<HTMLElement>('.term > [data-term], .term > [data-plain-term]')].some((el) => el.tabIndex >= 0)))
    .toBe(true);
  const after = await termTabOrder(page);
  expect(new Set(after).size).toBe(after.length);
});

test('rulings link keyword names too', async () => {
  const { page } = await browser.open('/ja/buddyfight/rulings/attack-phase-q2');
  expect(
    await page
      .locator('[data-question] [data-term="/ja/buddyfight/keywords/penetrate"], [data-answer] [data-term="/ja/buddyfight/keywords/penetrate"]')
      .count(),
  ).toBeGreaterThan(0);
});

test.each(['defense-items', 'windows', 'face-down-soul', 'continuous', 'rules-check'])('other rule page %s loads', async (id) => {
  const { page, response } = await browser.open(`/en/buddyfight/rules/${id}`);
  expect(response?.status()).toBe(200);
  expect((await page.locator('h1').textContent())!.length).toBeGreaterThan(2);
});

describe('the rules-check sandbox', () => {
  // A loss found by check 1 ends the game there: checks 2 and 3 never run.
  const PRESETS: [string, string[], string][] = [
    ['same-area-then-size', ['rules-check-clear', 'rules-check-same-area', 'rules-check-size'], 'end:done'],
    ['size-4-alone', ['rules-check-clear', 'rules-check-clear', 'rules-check-clear'], 'end:done'],
    ['exactly-3', ['rules-check-clear', 'rules-check-clear', 'rules-check-clear'], 'end:done'],
    ['both-zero', ['rules-check-lost-turn'], 'end:game-over'],
  ];
  test.each(PRESETS)('preset %s gives its result, check by check', async (setup, firstCodes, end) => {
    const { page } = await browser.open('/en/buddyfight/rules-check');
    await page.selectOption('[data-setup-select]', setup);
    for (const [i, code] of firstCodes.entries()) {
      await expectActive(page, String(i + 1));
      await page.click('button[data-event="run-check"]');
      await expect.poll(() => page.locator('[data-log] li').first().getAttribute('data-log-code')).toBe(code);
    }
    await expectActive(page, end);
  });

  test('the editor sets the field, and the board shows what went and why', async () => {
    const { page } = await browser.open('/en/buddyfight/rules-check?setup=exactly-3');
    await page.locator('[data-setup-editor] summary').click();
    await page.fill('[data-field="left.1.size"]', '3');
    await page.click('[data-editor-apply]');
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBe('left.1.size-3');
    for (let i = 0; i < 2; i++) await page.click('button[data-event="run-check"]');
    await expectActive(page, '3');
    // 3 + 1 + 1 is over 3 and can end two ways (the edited left card alone, or the center one and then the left one):
    // the owner picks, and the right one, placed last, is never offered. The check's own button waits for the pick.
    await expect.poll(() => page.locator('button[data-event="size-drop-left"]').count()).toBe(1);
    expect(await page.locator('button[data-event="size-drop-center"]').count()).toBe(1);
    expect(await page.locator('button[data-event="size-drop-right"]').count()).toBe(0);
    expect(await page.locator('button[data-event="run-check"]').count()).toBe(0);
    await page.click('button[data-event="size-drop-left"]');
    await expectActive(page, '3');
    // The pick says what went and why.
    await expect.poll(() => page.locator('[data-log-code="rules-check-size"]').count()).toBe(1);
    // The left card alone brings it to 2: one way left, so the button finishes the check.
    await page.click('button[data-event="run-check"]');
    await expectActive(page, 'end:done');
    expect(await page.locator('[data-board-section="turn.drop"] li').count()).toBe(1);
    expect(await page.locator('[data-slot="left"] li').count()).toBe(0);
  });

  test('the page lists every step that runs the check, each linked', async () => {
    const { page } = await browser.open('/en/buddyfight/rules-check');
    const links = await page.locator('[data-steps-where="rules-check"] a').evaluateAll((a) => a.map((x) => x.getAttribute('data-step-link')));
    for (const s of ['call/1.7', 'call/3.3', 'play-timing/1.1', 'attack-phase/2.6', 'attack-phase/4.4']) expect(links).toContain(s);
    expect(links.length).toBeGreaterThanOrEqual(20);
  });

  test.each(['/en/buddyfight/rules-check', '/ja/buddyfight/keywords/soulguard', '/en/buddyfight/rules/defense-items'])(
    '%s has no axe violations',
    async (path) => {
      const { page } = await browser.open(path);
      expect(await axe(page)).toEqual([]);
    },
  );
});
