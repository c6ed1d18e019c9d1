import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, base, boardValue, expectActive, hydrated, settledURL, useBrowser } from './fixtures';

const browser = useBrowser();

// Attacker defense 4000 against a Counterattack monster of power 4000, walked to ③ 3.2.2.
const WALK = `attack.pick-center.target-center${'.next'.repeat(9)}`;
const TIE = `/en/buddyfight/attack-phase?setup=counterattack-tie&walk=${WALK}`;

/** Cards in the attacking fighter's drop zone, as the board shows them. */
const turnDrop = (page: Page) => boardValue(page, 'turn.drop');
const attackerOnField = (page: Page) => page.locator('[data-side="turn"] [data-board-section="turn.field"] [data-slot="center"] [data-card]').count();

describe('rule editions on the flow page', () => {
  test('switching the edition changes the board outcome at 3.2.2, and the step panel says what differs', async () => {
    const { page, errors } = await browser.open(TIE);
    await expectActive(page, '3.2.2');
    // Default: the Japanese rules (000): equal numbers are enough, the attacker is destroyed.
    expect(await page.locator('[data-edition-switch]').getAttribute('data-edition-switch')).toBe('jp');
    await expect.poll(() => turnDrop(page)).toBe('1');
    expect(await attackerOnField(page)).toBe(0);
    expect(await page.locator('[data-edition-differs="3.2.2"] [data-current-edition]').getAttribute('data-edition-reading')).toBe('jp');

    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => new URL(page.url()).searchParams.get('edition')).toBe('en-2014');
    // Same walk, same step, other rules: the attacker stays.
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('0');
    expect(await attackerOnField(page)).toBe(1);
    expect(await page.locator('[data-edition-differs="3.2.2"] [data-current-edition]').getAttribute('data-edition-reading')).toBe('en-2014');
    expect(await page.locator('[data-edition-differs="3.2.2"]').textContent()).toContain('No.2 · Step 9');
    // The chart marks the step that differs, and only that one.
    expect(await page.locator('[data-edition-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-edition-mark')))).toEqual(['3.2.2']);

    await page.click('input[data-edition="jp"]');
    await expect.poll(() => new URL(page.url()).searchParams.has('edition')).toBe(false);
    await expect.poll(() => turnDrop(page)).toBe('1');
    expect(errors).toEqual([]);
  });

  test('play timing: under en-2014 the size check lets the owner send the monster just called', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/play-timing?setup=size-call&walk=turn-uses.next.next.pass.next');
    await expectActive(page, '5.2');
    // 000: the monster placed last is spared, so the older one goes at once.
    await expect.poll(() => turnDrop(page)).toBe('2'); // the spell and the older monster
    expect(await page.locator('button[data-event="size-drop-center"]').count()).toBe(0);
    expect((await page.locator('[data-edition-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-edition-mark')))).sort()).toEqual([
      '4.2',
      '5.2',
      '8.2',
      '9.2',
    ]);
    await page.click('input[data-edition="en-2014"]');
    await expectActive(page, '5.2');
    // 002: no exception, so the owner chooses, the monster just called included; nothing has gone yet.
    await expect.poll(() => page.locator('button[data-event="size-drop-center"]').count()).toBe(1);
    expect(await page.locator('button[data-event="size-drop-left"]').count()).toBe(1);
    expect(await turnDrop(page)).toBe('1');
    await page.click('button[data-event="size-drop-center"]');
    await expect.poll(() => turnDrop(page)).toBe('2');
    expect(await page.locator('[data-side="turn"] [data-slot="left"] [data-card]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("on a phone, the step's edition box takes the reader to the switch, screens below, with focus on the edition in force", async () => {
    const { page, errors } = await browser.open('/en/buddyfight/rules-check/3?setup=size-4-alone', { width: 390, height: 844 });
    const go = page.locator('[data-edition-differs] [data-edition-go]');
    await go.waitFor();
    // Before, the box said what differs but the switch was about three screens down, with nothing leading to it.
    const before = await page.locator('[data-edition-switch]').evaluate((el) => el.getBoundingClientRect().top);
    expect(before).toBeGreaterThan(844);
    await go.click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.edition)).toBe('jp');
    const box = await page.locator('[data-edition-switch]').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
    // From there the keyboard changes it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('edition')).toBe('en-2014');
    expect(errors).toEqual([]);
  });

  test('?edition= round-trips through Copy link, reload and history', async () => {
    await browser.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    const { page, errors } = await browser.open(`${TIE}&edition=en-2014`);
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('0');
    await page.click('[data-copy-link]');
    await page.click('[data-copy-exact]');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('edition=en-2014');
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    // The copied link, opened fresh, gives the same board under the same edition.
    const fresh = await browser.open(copied.replace(base(), ''));
    await expectActive(fresh.page, '3.2.2');
    await expect.poll(() => turnDrop(fresh.page)).toBe('0');
    expect(await fresh.page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);

    // A step keeps the edition in the history entry; Back and reload restore it.
    const before = page.url();
    await page.click('button[data-event="next"]');
    await expect.poll(() => page.url()).not.toBe(before);
    expect(new URL(page.url()).searchParams.get('edition')).toBe('en-2014');
    await page.goBack();
    await expectActive(page, '3.2.2');
    await page.reload({ waitUntil: 'networkidle' });
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('0');
    expect(new URL(page.url()).searchParams.get('edition')).toBe('en-2014');
    expect(errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
  });

  test.each(['nonsense', '__proto__', 'constructor'])('?edition=%s gets its own message naming it, the default edition runs, no page error', async (bad) => {
    const { page, errors } = await browser.open(`${TIE}&edition=${bad}`);
    const alert = page.locator('[data-problem-part="edition"]');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.getAttribute('data-walk-problem')).toBe('unknown-edition');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(bad);
    expect(text).toContain('edition');
    expect(text).not.toContain('walk');
    // The rest of the link still applies, under the default edition.
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('1');
    expect(await page.locator('input[data-edition="jp"]').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('call: under en-2014 the check at 3.3 asks the owner, the monster just called included (a size 3 beside two size 1s)', async () => {
    const walk = 'next.center.next.pay.next.next.pass.next.next.next.next';
    const { page, errors } = await browser.open(`/en/buddyfight/call?setup=size-3-call&walk=${walk}`);
    await expectActive(page, '3.3');
    const center = () => page.locator('[data-board-section="field"] [data-slot="center"] [data-card]').count();
    // 000: the monster placed last is spared, so both size 1s go (with the gauge card paid at 1.6).
    expect(await page.locator('[data-edition-switch]').getAttribute('data-edition-switch')).toBe('jp');
    await expect.poll(() => boardValue(page, 'drop')).toBe('3');
    expect(await center()).toBe(1);
    // Both size 1s had to go, so nobody was asked.
    expect(await page.locator('button[data-event^="size-drop-"]').count()).toBe(0);
    expect((await page.locator('[data-edition-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-edition-mark')))).sort()).toEqual([
      '1.7',
      '3.3',
    ]);
    // The step's own words hold under both editions; the box beside them says which one is in force.
    const text = (await page.locator('[data-step-text]').textContent()) ?? '';
    expect(text).toContain('Japanese rules');
    expect(text).toContain('2014 English rules');
    await page.click('input[data-edition="en-2014"]');
    await expectActive(page, '3.3');
    // 002: none is spared, so the owner picks, one of the three; nothing has gone for size yet (the gauge card only).
    await expect.poll(() => page.locator('button[data-event^="size-drop-"]').count()).toBe(3);
    expect(await boardValue(page, 'drop')).toBe('1');
    expect(await center()).toBe(1);
    // Sending the size 3 brings the total to 2: both size 1s stay, and nothing more is asked.
    await page.click('button[data-event="size-drop-center"]');
    await expect.poll(() => boardValue(page, 'drop')).toBe('2');
    expect(await center()).toBe(0);
    expect(await page.locator('button[data-event^="size-drop-"]').count()).toBe(0);
    expect(await page.locator('[data-board-section="field"] [data-slot="left"] [data-card]').count()).toBe(1);
    expect(await page.locator('[data-board-section="field"] [data-slot="right"] [data-card]').count()).toBe(1);
    expect(await page.locator('[data-edition-differs="3.3"] [data-current-edition]').getAttribute('data-edition-reading')).toBe('en-2014');
    expect(errors).toEqual([]);
  });

  // Found by an audit: a switch that kept the step changed nothing the step's live region said, so a screen reader
  // heard nothing at all. The words are the switch's own (the edition's title).
  test.each(['en', 'ja'])('/%s: switching the edition is said politely, with the step; opening a link under one is not', async (locale) => {
    const { page, errors } = await browser.open(`/${locale}${TIE.slice('/en'.length)}`);
    await expectActive(page, '3.2.2');
    const said = page.locator('[data-step-panel] [data-step-announce]');
    expect(await said.getAttribute('aria-live')).toBe('polite');
    const title = async (id: string) => ((await page.locator(`label:has(input[data-edition="${id}"]) span`).textContent()) ?? '').trim();
    const en2014 = await title('en-2014');
    const jp = await title('jp');
    expect(en2014.length).toBeGreaterThan(3);
    const before = (await said.textContent()) ?? '';
    expect(before).not.toContain(en2014);
    const rulesNow = locale === 'en' ? 'Rules now: ' : '現在のルールの版: ';

    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => said.textContent()).toContain(`${rulesNow}${en2014}`);
    // Then the step, as before the switch.
    const text = (await said.textContent()) ?? '';
    expect(text.indexOf(en2014)).toBeLessThan(text.indexOf('3.2.2'));
    await page.click('input[data-edition="jp"]');
    await expect.poll(() => said.textContent()).toContain(`${rulesNow}${jp}`);
    // The next step is said as any step is, without the rules.
    await page.click('[data-step-panel] button[data-event="next"]');
    await expect.poll(() => said.textContent()).not.toContain(rulesNow);

    // A link opened under an edition: the page opens under it, and says nothing of a switch.
    const opened = await browser.open(`/${locale}${TIE.slice('/en'.length)}&edition=en-2014`);
    await expectActive(opened.page, '3.2.2');
    expect(await opened.page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);
    expect(await opened.page.locator('[data-step-announce]').textContent()).not.toContain(rulesNow);
    expect(errors).toEqual([]);
    expect(opened.errors).toEqual([]);
  });

  // A step's link in the step list opened its page under the default rules, whatever the reader had switched to.
  test("the step list's links keep the edition in force: a step's page opens under the reader's rules", async () => {
    const { page, errors } = await browser.open(TIE);
    await expectActive(page, '3.2.2');
    // The step's own link, not the glossary words in its text.
    const link = page.locator('[data-step-list] [id="step-3.2.2"] a:not([data-term])');
    expect(await link.getAttribute('href')).toBe('/en/buddyfight/attack-phase/3.2.2');
    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => link.getAttribute('href')).toBe('/en/buddyfight/attack-phase/3.2.2?edition=en-2014');
    await page.click('input[data-edition="jp"]');
    await expect.poll(() => link.getAttribute('href')).toBe('/en/buddyfight/attack-phase/3.2.2');
    await page.click('input[data-edition="en-2014"]');
    await expect.poll(() => link.getAttribute('href')).toBe('/en/buddyfight/attack-phase/3.2.2?edition=en-2014');
    await link.click();
    await page.waitForURL(/\/attack-phase\/3\.2\.2\?/);
    await hydrated(page);
    await expectActive(page, '3.2.2');
    expect(await page.locator('input[data-edition="en-2014"]').isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get('edition')).toBe('en-2014');
    // Another page: the browser's Back returns to the flow's.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/buddyfight/attack-phase');
    expect(errors).toEqual([]);
  });

  test('a flow without editions offers no switch and says why it ignored edition=', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/act-ability?edition=en-2014');
    await expect.poll(() => page.locator('[data-problem-part="edition"]').count()).toBe(1);
    expect(await page.locator('[data-problem-part="edition"]').getAttribute('data-walk-problem')).toBe('no-editions');
    expect(await page.locator('[data-edition-switch]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the edition-dependent ruling replays under each edition to its own outcome', async () => {
    const { page, errors } = await browser.open('/en/buddyfight/rulings/attack-phase-counterattack-tie');
    expect(await page.locator('[data-edition-answer]').count()).toBeGreaterThanOrEqual(2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-replay-edition="en-2014"]').first().click();
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('0');
    expect((await settledURL(page)).searchParams.get('edition')).toBe('en-2014');
    await page.locator('[data-replay-edition="jp"]').first().click();
    await expectActive(page, '3.2.2');
    await expect.poll(() => turnDrop(page)).toBe('1');
    expect(errors).toEqual([]);
  });

  test.each(['en', 'ja'])('/%s/buddyfight/concordance lists each rule difference with links that open 3.2.2 under each edition', async (locale) => {
    const { page } = await browser.open(`/${locale}/buddyfight/concordance`);
    const item = page.locator('[data-extra-section="editions"] [data-flag="edition"]');
    expect(await item.count()).toBeGreaterThanOrEqual(1);
    expect(await item.first().textContent()).toContain('002 No.2 Step 9');
    const hrefs = await item
      .first()
      .locator('a')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href')!));
    const opens = hrefs.filter((h) => h.includes('/attack-phase?'));
    expect(opens).toHaveLength(2);
    expect(opens.filter((h) => h.includes('edition=en-2014'))).toHaveLength(1);
    for (const [i, h] of opens.entries()) {
      const { page: p, errors } = await browser.open(h);
      await expectActive(p, '3.2.2');
      // Without the parameter (the default), the attacker goes; under en-2014 it stays.
      await expect.poll(() => turnDrop(p)).toBe(h.includes('edition=en-2014') ? '0' : '1');
      expect(errors, `link ${i}`).toEqual([]);
    }
    expect(await axe(page)).toEqual([]);
  });

  test('the attack phase with the switch is axe clean, light and dark', async () => {
    const { page } = await browser.open(`${TIE}&edition=en-2014`);
    await expectActive(page, '3.2.2');
    expect(await axe(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axe(page)).toEqual([]);
  });
});
