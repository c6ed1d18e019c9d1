import { describe, expect, test } from 'vitest';
import { axe, base, boardValue, caughtUp, expectActive, instantReplays, useBrowser } from './fixtures';

const browser = useBrowser();

/** Each Goda ruling replayed in the browser, with what the board must show where it stops. */
const RULINGS = [
  { flow: 'turn', id: 'turn-last-emperor', stop: '4.3', board: { 'normal-limit': '0' } },
  { flow: 'turn', id: 'turn-deck-out', stop: 'end:deck-out', board: { winner: 'opponent', deck: '0' } },
  { flow: 'attack', id: 'attack-provisional', stop: 'end:battle-over', board: { fight: 'battle' } },
  { flow: 'attack', id: 'attack-block-no-provisional', stop: 'end:block-over', board: { fight: 'block' } },
  { flow: 'attack', id: 'attack-empty-life', stop: 'end:attacker-wins', board: { winner: 'attacker' } },
  { flow: 'stack', id: 'stack-answer-back', stop: 'end:resolved', board: { 'monster-b': 'grave' } },
  { flow: 'stack', id: 'stack-answer-only', stop: 'end:resolved', board: { 'monster-b': 'zone' } },
  { flow: 'attack', id: 'attack-answer-remove', stop: 'end:no-fight', board: { winner: 'none', right: 'nobody' } },
  { flow: 'attack', id: 'attack-block-answer', stop: 'end:block-no-fight', board: { fight: 'block' } },
  { flow: 'cost', id: 'cost-lower-p-short', stop: 'end:not-activated', board: { power: '3000', result: 'not-activated' } },
  { flow: 'cost', id: 'cost-discard-elsewhere', stop: 'end:activated', board: { hand: '0', discarded: '1', result: 'activated' } },
  { flow: 'cost', id: 'cost-zero-p-already', stop: 'end:not-activated', board: { power: '0' } },
  { flow: 'cost', id: 'cost-choose-two-short', stop: 'end:not-activated', board: { targets: '1', chosen: '0' } },
];

describe.each(['en', 'ja'])('%s Goda', (locale) => {
  test.each(RULINGS)('$id replays to its answer on the board', async (r) => {
    const { page, response, errors } = await browser.open(`/${locale}/goda/rulings/${r.id}`);
    expect(response?.status()).toBe(200);
    await instantReplays(page);
    await page.locator(`[data-explorer] button[data-replay="${r.id}"]`).first().click();
    await expectActive(page, r.stop);
    for (const [key, value] of Object.entries(r.board)) expect(await boardValue(page, key), key).toBe(value);
    expect(errors).toEqual([]);
  });
});

test('the stack page shows the stack top first, and mid-resolution offers only "resolve"', async () => {
  const { page } = await browser.open('/en/goda/stack?setup=deep&walk=activate.stack-card.decline.resolve');
  await expectActive(page, '6.3');
  expect(await page.locator('[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')))).toEqual(['resolve']);
  expect(await boardValue(page, 'right')).toBe('nobody');
});

test.each(['/en/goda', '/ja/goda', '/en/goda/attack', '/ja/goda/stack/6.2', '/en/goda/terms/provisional-destruction', '/ja/goda/cost', '/en/goda/cost/3'])(
  '%s loads with no axe violations',
  async (path) => {
    const { page, response } = await browser.open(path);
    expect(response?.status()).toBe(200);
    expect(await axe(page)).toEqual([]);
  },
);

test('Goda is on the home page, in the search index and in /data/', async () => {
  const { page } = await browser.open('/en');
  expect(await page.locator('a[href="/en/goda"]').count()).toBeGreaterThan(0);
  const index = await (await fetch(`${base()}/data/index.json`)).json();
  expect(index.files.map((f: { path: string }) => f.path)).toEqual(
    expect.arrayContaining(['/data/goda/flows/stack.json', '/data/goda/rulings.json', '/data/goda/topics.json']),
  );
  const rulings = await (await fetch(`${base()}/data/goda/rulings.json`)).json();
  expect(rulings.find((r: { id: string }) => r.id === 'attack-provisional').outcome.stop).toBe('end:battle-over');
});

// 001 §3: in A's turn, B's normal spell stays shut at 6.2 and the page says why; the time spell is open.
test.each([
  ['en', /only a time spell/],
  ['ja', /タイム呪文以外/],
])('[%s] the stack shows a normal spell refused in the opponent’s turn, with its reason', async (locale, reason) => {
  const { page, errors } = await browser.open(`/${locale}/goda/stack?setup=normal-spell&walk=activate`);
  await expectActive(page, '6.2');
  expect(await page.locator('[data-step-panel] button[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')))).toEqual([
    'stack-card',
    'decline',
  ]);
  const shut = page.locator('[data-blocked-choices] [data-blocked="stack-normal"]');
  await expect.poll(() => shut.count()).toBe(1);
  await page.locator('[data-blocked-choices] summary').click();
  expect((await shut.textContent()) ?? '').toMatch(reason);
  expect(errors).toEqual([]);
});

// A probe found no editor on the stack. Through an edit= link: B's turn, A holds a Cancel, B two Blasts (001 §3: in
// B's own turn B may stack a normal spell on A's time spell; A, outside its turn, may not).
test('the stack editor: in B’s turn, an edit= link lets B stack a Blast on A’s Cancel', async () => {
  const edit = 'table.b-turn-1~a.cancels-1~b.blasts-2';
  const { page, errors } = await browser.open(`/en/goda/stack?setup=normal-spell&edit=${edit}&walk=activate.stack-card`);
  await expectActive(page, '6.2');
  expect(await page.locator('[data-step-panel] button[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')))).toEqual([
    'stack-card',
    'stack-normal',
    'decline',
  ]);
  expect(await boardValue(page, 'turn')).toBe('b');
  expect(await boardValue(page, 'right')).toBe('b');
  await page.locator('[data-setup-editor] summary').click();
  expect(await page.locator('[data-field="table.b-turn"]').isChecked()).toBe(true);
  expect(await page.locator('[data-field="b.blasts"]').inputValue()).toBe('2');
  const bad = await browser.open('/en/goda/stack?edit=a.blasts-9');
  expect(await bad.page.locator('[role="alert"][data-walk-problem="bad-edit"]').textContent()).toContain('a.blasts-9');
  expect(errors).toEqual([]);
});

// A judge's probe found no answer to an attack (001 §6). Declaring it gives B the right to stack; in A's turn only a
// time spell may be used (001 §3), so B's Blast is listed as shut, with the turn rule as its reason.
test.each([
  ['en', /only a time spell/],
  ['ja', /タイム呪文以外/],
])('[%s] an attack opens an answer window: the defender may stack a time spell, not a normal one', async (locale, reason) => {
  const { page, errors } = await browser.open(`/${locale}/goda/attack?setup=answer-remove&walk=attack-life`);
  await caughtUp(page);
  expect(await page.locator('[data-step-panel] button[data-event]').evaluateAll((b) => b.map((x) => x.getAttribute('data-event')))).toEqual([
    'stack-time-blast',
    'decline',
  ]);
  expect(await boardValue(page, 'right')).toBe('b');
  const shut = page.locator('[data-blocked-choices] [data-blocked="stack-blast"]');
  await expect.poll(() => shut.count()).toBe(1);
  await page.locator('[data-blocked-choices] summary').click();
  expect((await shut.textContent()) ?? '').toMatch(reason);
  expect(errors).toEqual([]);
});

// A probe found no editor on the attack. Through an edit= link: the monster in attack posture at 5000 P; a 3000 P
// attacker is destroyed, and nothing goes back to hand (001 §5: provisional destruction is for rest posture).
test('the attack editor: an edit= link sets P, and the battle follows it', async () => {
  const { page, errors } = await browser.open('/en/goda/attack?setup=basic&edit=ready.p-5000&walk=attack-ready.next.next');
  await expectActive(page, 'end:battle-over');
  expect(await boardValue(page, 'fight')).toBe('battle');
  await page.locator('[data-setup-editor] summary').click();
  expect(await page.locator('[data-field="ready.p"]').inputValue()).toBe('5000');
  expect(errors).toEqual([]);
});
