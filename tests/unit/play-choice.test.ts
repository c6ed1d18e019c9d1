import { expect, test } from 'vitest';
import { playTimingFlow } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';
import { chartModel, collapse, litEdges, takenTransitions } from '@/machines/engine/chart';
import { withVariant } from './helpers';

/** A fighter holding different cards picks which to use (000 ②: "uses a card"), not always the first in hand. */
const run = (flow: typeof playTimingFlow, setup: string, walk: string) => {
  const parsed = parseWalk(flow, walk, setup);
  expect(parsed.problem).toBeUndefined();
  return replay<Table>(flow, parsed.events, setup);
};

test('the turn fighter may lead with the second card in hand (Dragon Breath before Dragonic Destroy)', () => {
  const at = run(playTimingFlow, 'skies', 'next');
  expect(at.choices).toEqual(expect.arrayContaining(['turn-uses', 'turn-uses-2']));
  expect(at.choices).not.toContain('turn-uses-3');
  expect(run(playTimingFlow, 'skies', 'turn-uses').board.pt.pending.turn?.card).toBe('dragonic-destroy');
  const second = run(playTimingFlow, 'skies', 'turn-uses-2');
  expect(second.board.pt.pending.turn?.card).toBe('dragon-breath');
  expect(second.board.turn.hand.map((p) => p.card)).toEqual(['dragonic-destroy']);
});

test('two copies of one card are one choice, and an answer may be picked among different Counters', () => {
  const flow = withVariant(playTimingFlow, 'skies', (t) => {
    t.turn.hand = [t.turn.hand[0], { ...t.turn.hand[0], uid: 'tp9' }];
    t.nonTurn.hand = [t.nonTurn.hand[0], { uid: 'np2', card: 'dragon-breath', counter: true, effect: { kind: 'none' } }];
  });
  const at = run(flow, 'x', 'next');
  expect(at.choices).toContain('turn-uses');
  expect(at.choices).not.toContain('turn-uses-2');
  const answered = run(flow, 'x', 'turn-uses.next.next.counter-used-2');
  expect(answered.board.pt.pending.nonTurn?.card).toBe('dragon-breath');
});

test('the chart draws the choice once: the 2nd and 3rd card share the first card’s arrow, and light it', () => {
  const model = collapse(chartModel(playTimingFlow), null);
  const uses = model.edges.filter((e) => e.source.endsWith('.s2_1') && e.target.endsWith('.s2_2'));
  expect(uses.map((e) => e.event)).toEqual(['turn-uses']);
  const before = run(playTimingFlow, 'skies', 'next').snapshot;
  expect(litEdges(model.edges, takenTransitions(playTimingFlow, before, 'turn-uses-2')).map((e) => e.id)).toEqual([uses[0].id]);
});
