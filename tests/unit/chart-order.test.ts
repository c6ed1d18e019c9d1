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
