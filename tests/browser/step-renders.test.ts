import { expect, test } from 'vitest';
import { useBrowser } from './fixtures';

const browser = useBrowser();

/** What one click on a choice changes in the page, by region. */
async function mutationsOfOneStep(page: import('playwright-core').Page) {
  return page.evaluate(async () => {
    const where = (n: Node) => {
      const el = n.nodeType === 1 ? (n as Element) : n.parentElement;
      if (el?.closest('[data-setup-editor]')) return 'editor';
      if (el?.closest('[data-chart]')) return 'chart';
      if (el?.closest('[data-step-list]')) return 'steps';
      return 'other';
    };
    const count: Record<string, number> = { editor: 0, chart: 0, steps: 0, other: 0 };
    const obs = new MutationObserver((ms) => ms.forEach((m) => count[where(m.target)]++));
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.querySelector<HTMLButtonElement>('button[data-event]')!.click();
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50)));
    obs.disconnect();
    return count;
  });
}

// Step latency: a step re-renders only what it changes. The setup editor's hundred inputs depend on the situation,
// not the step; before they were memoized React set every input's name and type again on each step.
test('a step leaves the setup editor alone and touches only a few chart elements', async () => {
  const { page, errors } = await browser.open('/en/buddyfight/attack-phase?setup=basic');
  expect(await page.locator('[data-setup-editor] input').count()).toBeGreaterThan(10);
  for (let i = 0; i < 3; i++) {
    const before = await page.locator('svg.chart [data-current="step"]').getAttribute('data-node');
    const m = await mutationsOfOneStep(page);
    expect(await page.locator('svg.chart [data-current="step"]').getAttribute('data-node')).not.toBe(before);
    expect(m.editor).toBe(0);
    // The boxes and arrows whose highlight changed, out of the chart's hundreds of elements.
    expect(m.chart).toBeGreaterThan(0);
    expect(m.chart).toBeLessThan(60);
  }
  expect(errors).toEqual([]);
});
