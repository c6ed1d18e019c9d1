import { expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
const { chartsFor } = await import('@/app/lib/flow-data');

/** The y of each step's box in a flow's folded chart, by step number (the flow's own steps, not a nested flow's). */
async function tops(game: string, flow: string) {
  const { folded } = await chartsFor(game, flow, 'en');
  return new Map(folded.nodes.filter((n) => n.step && !n.host).map((n) => [n.step!, n.y]));
}

// Charts with many loops came out with middle steps above the first: Battle Guardians' turn drew 3.2 and 5 above
// step 1, and the auto-ability chart drew 2.1.1, 2.1.2 and 2.2 above 2.1 (app/lib/layout.ts now keeps step order
// where ELK's own choice reads worse).
test('a turn with many loops starts at the top: step 1, then 2, then 3, above every later step', async () => {
  const y = await tops('battle-guardians', 'turn');
  for (const [step, top] of y) if (step !== '1') expect(top, step).toBeGreaterThan(y.get('1')!);
  for (const [step, top] of y) if (!['1', '2'].includes(step)) expect(top, step).toBeGreaterThan(y.get('2')!);
  for (const later of ['3.1', '3.2', '4', '5', '6', '10']) expect(y.get(later)!, later).toBeGreaterThan(y.get('3')!);
}, 300_000);

test('the auto-ability chart draws 2.1 above the steps that follow it', async () => {
  const y = await tops('buddyfight', 'auto-ability');
  for (const later of ['2.1.1', '2.1.2', '2.2']) expect(y.get(later)!, later).toBeGreaterThan(y.get('2.1')!);
}, 300_000);

// FF-TCG's attack phase loops 4.1 → 4.2 → 4.3 → 4.4 → 4.1, and both of ELK's own ways of breaking the loop drew it
// 4.3, 4.4, 4.1, 4.2 from the top; the arrow back to 4.1 is now the one turned round (layout.ts, backArrows).
test("FF-TCG's attack steps read down the page 4.1, 4.2, 4.3, 4.4, between main phases 1 and 2", async () => {
  const y = await tops('fftcg', 'turn');
  const order = ['3', '4.1', '4.2', '4.3', '4.4', '5'];
  for (let i = 1; i < order.length; i++) expect(y.get(order[i])!, `${order[i]} below ${order[i - 1]}`).toBeGreaterThan(y.get(order[i - 1])!);
}, 300_000);

// Buddyfight's play timing starts at its ★rules check★ (1.1), which was drawn in the middle of the chart, below
// steps 3.1 to 5.1 of the same flow.
test('the play timing chart starts at 1.1, above every later step', async () => {
  const y = await tops('buddyfight', 'play-timing');
  for (const [step, top] of y) if (step !== '1.1') expect(top, step).toBeGreaterThan(y.get('1.1')!);
}, 300_000);
