import { expect, test } from 'vitest';
import { panelOutcome } from '@/app/components/flow/labels';

const did = ['Penetrate: the opponent takes 2 damage.'];

// Found by an audit: after Continue into 3.2.1, what Penetrate did was said only on the board, a screen below.
test("after the reader's move into another step, the panel says what it did", () => {
  expect(panelOutcome(did, 1, false)).toEqual(['Penetrate: the opponent takes 2 damage.']);
  expect(panelOutcome(did, 7, true)).toEqual(['Penetrate: the opponent takes 2 damage.']);
});

test("on a link's first reading it is said only where the move kept the step; nothing is said where nothing happened", () => {
  expect(panelOutcome(did, 0, false)).toEqual([]);
  expect(panelOutcome(did, 0, true)).toEqual(['Penetrate: the opponent takes 2 damage.']);
  expect(panelOutcome([], 3, false)).toEqual([]);
});
