import { describe, expect, test } from 'vitest';
import { playTimingFlow } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';
import { withVariant } from './helpers';

/** Costs as data for cards used in a play timing (issue 9): checked when chosen, paid at the step after (000 ② 2.2 …). */
const run = (setup: string, walk: string) => {
  const parsed = parseWalk(playTimingFlow, walk, setup);
  expect(parsed.problem).toBeUndefined();
  return replay<Table>(playTimingFlow, parsed.events, setup);
};

describe('play costs', () => {
  test('the card whose gauge cost cannot be paid is passed over; the payable one is used, and paid for at 2.2', () => {
    // Choosing at 2.1 moves to 2.2, whose entry pays: every part at once.
    const paid = run('costs', 'turn-uses');
    expect(paid.position.key).toBe('2.2');
    expect(paid.board.pt.pending.turn?.card).toBe('cheap-spell');
    expect([paid.board.turn.gauge, paid.board.turn.life]).toEqual([0, 9]);
    expect(paid.board.turn.drop.map((c) => c.card)).toEqual(['gauge-card']);
    expect(paid.log.map((l) => l.code)).toEqual(expect.arrayContaining(['paid-gauge', 'life-pay']));
    // The 2-gauge spell is still in the hand, and stays unusable: 2.1 offers nothing once the play timing comes back.
    const back = run('costs', 'turn-uses.next.next.pass.next.next');
    expect(back.position.key).toBe('2.1');
    expect(back.board.turn.hand.map((p) => p.card)).toEqual(['costly-spell']);
    expect(parseWalk(playTimingFlow, 'turn-uses.next.next.pass.next.next.turn-uses', 'costs').problem).toMatchObject({
      kind: 'unavailable',
      token: 'turn-uses',
      at: '2.1',
    });
  });

  test('paying life down to 0 is allowed, and the ★rules check★ at 2.3 ends the game before the card resolves', () => {
    const r = run('life-cost-lethal', 'turn-uses.next');
    expect(r.position.key).toBe('2.3');
    expect(r.board.turn.life).toBe(0);
    expect(r.board.nonTurn.life).toBe(10);
    expect(r.board.lost).toEqual(['turn']);
    expect(run('life-cost-lethal', 'turn-uses.next.next').position.key).toBe('end:game-over');
  });

  test('a discard cost needs another card in the hand: the lone Counter cannot be used', () => {
    expect(parseWalk(playTimingFlow, 'turn-uses.next.next.counter-used', 'discard-cost').problem).toMatchObject({
      kind: 'unavailable',
      token: 'counter-used',
      at: '3.1',
    });
  });

  test('with a second card in the hand the Counter can be used, and that card is discarded at 3.2', () => {
    const flow = withVariant(playTimingFlow, 'discard-cost', (b) =>
      b.nonTurn.hand.push({ uid: 'np2', card: 'spell', counter: false, effect: { kind: 'none' } }),
    );
    const parsed = parseWalk(flow, 'turn-uses.next.next.counter-used.next', 'x');
    expect(parsed.problem).toBeUndefined();
    const r = replay<Table>(flow, parsed.events, 'x');
    expect(r.position.key).toBe('3.3');
    expect(r.board.nonTurn.hand).toEqual([]);
    expect(r.board.nonTurn.drop.map((c) => c.uid)).toEqual(['np2']);
  });
});

describe('soul and rest costs', () => {
  test('the center monster pays one soul card and is rested at 2.2', () => {
    const r = run('soul-rest-cost', 'turn-uses');
    const center = r.board.turn.field.center[0];
    expect([center.soul, center.rested]).toEqual([0, true]);
    expect(r.board.turn.drop.map((c) => c.uid)).toEqual(['tm1:0:soul']);
    expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['paid-soul', 'paid-rest']));
  });

  test('a rested monster cannot pay a rest cost, and a monster without soul cannot pay a soul cost: the spell is never offered', () => {
    for (const change of [(t: Table) => (t.turn.field.center[0].rested = true), (t: Table) => (t.turn.field.center[0].soul = 0)]) {
      const flow = withVariant(playTimingFlow, 'soul-rest-cost', change);
      expect(parseWalk(flow, 'turn-uses', 'x').problem).toMatchObject({ kind: 'unavailable', token: 'turn-uses', at: '2.1' });
    }
  });
});
