import { describe, expect, test } from 'vitest';
import { axe, base, expectActive, useBrowser } from './fixtures';

const browser = useBrowser();
const ACT = ['1.1', '1.1.1', '1.2', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.3', '1.3.1', '1.3.2', '1.4'];
const AUTO = ['2.1', '2.1.1', '2.1.2', '2.2', '2.2.1', '2.2.2', '2.2.3', '2.2.4', '2.3', '2.3.1', '2.3.2', '2.4'];

describe.each(['en', 'ja'])('%s ability flows', (locale) => {
  test.each([
    ['act-ability', ACT],
    ['auto-ability', AUTO],
  ] as const)('%s draws every step, links continuous abilities, and is axe-clean', async (flow, steps) => {
    const { page, response } = await browser.open(`/${locale}/buddyfight/${flow}`);
    expect(response?.status()).toBe(200);
    const drawn = await page.locator('svg.chart [data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step')));
    expect(drawn.sort()).toEqual([...steps].sort());
    expect(await page.locator(`a[href="/${locale}/buddyfight/rules/continuous"]`).count()).toBeGreaterThan(0);
    for (const s of steps) expect((await fetch(`${base()}/${locale}/buddyfight/${flow}/${s}`)).status, s).toBe(200);
    expect(await axe(page)).toEqual([]);
  });
});

test('activated ability: only qualifying public cards can be targeted; face-down soul never', async () => {
  const { page } = await browser.open('/en/buddyfight/act-ability?walk=next');
  await expectActive(page, '1.1.1');
  const events = await page.locator('[data-step-panel] button[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')));
  expect(events).toEqual(['target-soul', 'target-drop']);
});

test('activated ability: an unmet condition stops the rest of the effect', async () => {
  const { page } = await browser.open('/en/buddyfight/act-ability?setup=condition-unmet&walk=pass.next.next.next.next.next');
  await expect.poll(() => page.locator('[data-current-step]').getAttribute('data-current-step')).toBe('1.4');
  expect(await page.locator('[data-board-section="effect"] dd').getAttribute('data-value')).toBe('stopped');
});

test('auto abilities: the reader adds pending ones and watches the turn fighter resolve theirs first', async () => {
  const { page } = await browser.open('/en/buddyfight/auto-ability?setup=non-turn-only');
  await page.click('button[data-event="add-turn"]');
  await expectActive(page, '2.1');
  expect(await page.locator('[data-board-section="turn.pending"] li').count()).toBe(1);
  await page.click('button[data-event="next"]');
  await expectActive(page, '2.1.1');
  expect(await page.locator('button[data-event="turn-picks"]').count()).toBe(1);
  expect(await page.locator('button[data-event="non-turn-picks"]').count()).toBe(0);
});
