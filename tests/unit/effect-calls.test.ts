import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';

/**
 * Calls made by effects vs calls made by the call flow (issue 9, concept 5). A call declared from the hand runs ①:
 * 1.3 may make it the Buddy Call, 2.1 gives the opponent a Counter against the call, 3.2 the Buddy Gift. A call made
 * by an effect happens while the card resolves (② 5.1): it may still be the Buddy Call, with its gift (w09), but
 * the only Counter window is the one against the card that calls (② 3.1), before it resolves.
 */
const pt = getFlow('buddyfight', 'play-timing')!;
const walk = (setup: string, w: string) => {
  const p = parseWalk(pt, w, setup);
  expect(p.problem).toBeUndefined();
  return replay<Table>(pt, p.events, setup);
};

describe('a call made by an effect', () => {
  test('the opponent may answer the spell at 3.1, before it resolves; the call at 5.1 opens no window of its own', () => {
    const before = walk('effect-buddy-call', 'turn-uses.next.next');
    expect(before.position.key).toBe('3.1');
    expect(before.choices).toContain('counter-used');
    expect(before.board.turn.field.center).toEqual([]);
    const r = walk('effect-buddy-call', 'turn-uses.next.next.pass.next.next');
    const keys = r.visits.map((v) => v.key);
    // Straight from the call (5.1) to the check (5.2) and back to free play (2.1): no Counter step between.
    expect(keys.slice(keys.indexOf('5.1'))).toEqual(['5.1', '5.2', '2.1']);
  });

  test('it may be the Buddy Call: the Buddy Gift comes with it, and the Buddy Call is spent', () => {
    const r = walk('effect-buddy-call', 'turn-uses.next.next.pass.next');
    expect(r.board.turn.field.center.map((u) => u.card)).toEqual(['buddy-monster']);
    expect(r.board.turn.life).toBe(11);
    expect(r.board.turn.buddyCallUsed).toBe(true);
  });

  test("once the game's Buddy Call is spent, an effect calls the buddy with no gift", () => {
    const r = walk('effect-buddy-call-used', 'turn-uses.next.next.pass.next');
    expect(r.board.turn.field.center.map((u) => u.card)).toEqual(['buddy-monster']);
    expect(r.board.turn.life).toBe(10);
  });

  test('a plain call by an effect is no Buddy Call: no gift, and the board does not track one', () => {
    const r = walk('size-call', 'turn-uses.next.next.pass.next');
    expect(r.log.map((l) => l.code)).toContain('called');
    expect(r.log.map((l) => l.code)).not.toContain('buddy-gift-by-effect');
    expect(r.board.turn.life).toBe(10);
    expect(r.board.turn.buddyCallUsed).toBeUndefined();
  });
});

describe('a call declared from the hand runs the call flow', () => {
  const call = getFlow('buddyfight', 'call')!;
  test('the opponent gets a Counter window against the call itself (① 2.1), and a Buddy Call gets its gift at 3.2', () => {
    const p = parseWalk(call, 'buddy-call.pay', 'buddy');
    const at21 = replay(call, [...p.events, 'next', 'next', 'next'], 'buddy');
    expect(at21.position.key).toBe('2.1');
    expect(at21.choices).toContain('counter-used');
    const done = replay(call, parseWalk(call, 'buddy-call.pay.next.pass.next.next.next', 'buddy').events, 'buddy');
    expect(done.position.key).toBe('3.2');
    expect(done.log.map((l) => l.code)).toContain('buddy-gift');
  });
});
