import { describe, expect, test } from 'vitest';
import { playTimingFlow } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import { CUSTOM, decodeEdits } from '@/machines/engine/editor';
import { editedFlow } from './helpers';
import { parseWalk, replay } from '@/machines/engine/replay';

/** The play-timing editor (issue 9): each fighter's life, deck and hand are a URL, and change what the chart offers. */
const edited = (over: Record<string, number | boolean>, base = 'basic') => editedFlow(playTimingFlow, base, over);

const run = (flow: typeof playTimingFlow, walk: string) => replay<Table>(flow, parseWalk(flow, walk, CUSTOM).events, CUSTOM);

describe('play-timing editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, board] of Object.entries(playTimingFlow.setups)) {
      expect(playTimingFlow.editor!.build(playTimingFlow.editor!.values(board), board), id).toEqual(board);
    }
  });

  test('the opponent with no Counter in hand: 3.1 offers no Counter, and a written counter-used is refused there', () => {
    const flow = edited({ 'nonTurn.counters': 0 });
    expect(parseWalk(flow, 'turn-uses.next.next.counter-used', CUSTOM).problem).toEqual({ kind: 'unavailable', token: 'counter-used', at: '3.1' });
  });

  test('the turn fighter with an empty hand: 2.1 offers nothing to use', () => {
    const flow = edited({ 'turn.spells': 0 });
    expect(parseWalk(flow, 'turn-uses', CUSTOM).problem).toEqual({ kind: 'unavailable', token: 'turn-uses', at: '2.1' });
  });

  test('a Counter for the turn fighter too: it can answer back at 7.1, and both cards end in the drop zones', () => {
    const flow = edited({ 'turn.spells': 0, 'turn.counters': 1 });
    const r = run(flow, 'turn-passes.counter-used.next.next.counter-back.next.next.next.next.next.next');
    expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['non-turn-used', 'turn-used']));
    expect(r.board.turn.hand).toEqual([]);
    expect(r.board.nonTurn.hand).toEqual([]);
    expect(r.board.turn.drop.map((c) => c.card)).toEqual(['counter-spell']);
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['counter-spell']);
  });

  test('two spells: after the first resolves, 2.1 offers the second', () => {
    const flow = edited({ 'turn.spells': 2, 'nonTurn.counters': 0 });
    const r = run(flow, 'turn-uses.next.next.pass.next.next.turn-uses');
    expect(r.position.key).toBe('2.2');
    expect(r.board.turn.hand).toEqual([]);
  });

  test("a preset's own cards keep their effects when a count is raised", () => {
    const flow = edited({ 'nonTurn.counters': 2 }, 'skies');
    const hand = flow.setups[CUSTOM].nonTurn.hand;
    expect(hand.map((p) => [p.card, p.effect.kind])).toEqual([
      ['the-skies-in-your-hand', 'return'],
      ['counter-spell', 'none'],
    ]);
  });

  test('an empty deck: the ★rules check★ at 1.1 finds the loss, and the next step ends the game', () => {
    const flow = edited({ 'nonTurn.deck': 0 });
    expect(run(flow, '').log.map((l) => l.code)).toContain('rules-check-lost-nonTurn');
    expect(run(flow, 'next').position.key).toBe('end:game-over');
  });

  test('a count out of range is reported and the rest of the edit still applies', () => {
    const back = decodeEdits(playTimingFlow, 'basic', 'turn.counters-9~nonTurn.life-3');
    expect(back.problems).toEqual([{ kind: 'bad-edit', token: 'turn.counters-9' }]);
    expect(back.values['nonTurn.life']).toBe(3);
  });
});

test('gauge edited up: the 2-gauge spell of the costs preset can be paid and is the one used', () => {
  const flow = edited({ 'turn.gauge': 2 }, 'costs');
  const r = run(flow, 'turn-uses');
  expect(r.board.pt.pending.turn?.card).toBe('costly-spell');
  expect(r.board.turn.gauge).toBe(0);
});
