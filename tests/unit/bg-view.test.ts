import { expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';

const turn = getFlow('battle-guardians', 'turn')!;
const keys = (events: string[], setup: string) => turn.view(replay(turn, events, setup).board).sections.map((s) => s.key);

// Empty counter-step and damage sections sat above the guardians and pushed them off a phone's first screen.
test('the board leads with the dice and the guardians while no counter step is open and no damage waits', () => {
  const k = keys(['draw-main'], 'basic');
  expect(k.slice(0, 2)).toEqual(['dice', 'turn.attack']);
  expect(k).not.toContain('counter');
  expect(k).not.toContain('pending');
});

test('an open counter step, then damage waiting for its damage step, come first while they exist', () => {
  const open = keys(['draw-main', 'charge-draw-main', 'next', 'next', 'cast-spell-sp1'], 'spell');
  expect(open[0]).toBe('counter');
  const waiting = keys(['draw-main', 'charge-draw-main', 'next', 'next', 'cast-spell-sp1', 'answer-passes', 'activator-passes', 'next'], 'spell');
  expect(waiting[0]).toBe('pending');
  expect(waiting).not.toContain('counter');
});
