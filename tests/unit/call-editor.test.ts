import { describe, expect, test } from 'vitest';
import { callFlow, type CallBoard } from '@/machines/buddyfight/call';
import { CUSTOM } from '@/machines/engine/editor';
import { editedFlow } from './helpers';
import { parseWalk, replay } from '@/machines/engine/replay';

/** The call editor (issue 9): life, gauge, deck, the spent Buddy Call and the field are a URL, and change the answer. */
const edited = (over: Record<string, number | boolean>, base = 'buddy') => editedFlow(callFlow, base, over);

describe('call editor', () => {
  test('no gauge left: the Buddy Call stops at 1.4 (the cost of 1 gauge cannot be paid)', () => {
    const flow = edited({ 'fighter.gauge': 0 });
    const r = replay<CallBoard>(flow, parseWalk(flow, 'buddy-call.cannot-pay', CUSTOM).events, CUSTOM);
    expect(r.position.key).toBe('end:cancelled');
  });

  test('the Buddy Call marked as spent: 1.3 offers none, and a written buddy-call is refused there', () => {
    const flow = edited({ 'fighter.buddy-call-used': true });
    expect(parseWalk(flow, 'buddy-call', CUSTOM).problem).toEqual({ kind: 'unavailable', token: 'buddy-call', at: '1.3' });
  });

  test('a size 2 monster on the left: the size 2 buddy landing in the center sends it away at 3.3', () => {
    const flow = edited({ 'field.left.on': true, 'field.left.size': 2 });
    const r = replay<CallBoard>(flow, parseWalk(flow, 'normal-call.pay.pass.next.next.next.next', CUSTOM).events, CUSTOM);
    expect(r.position.key).toBe('3.3');
    expect(r.board.side.field.left).toEqual([]);
    expect(r.log.map((l) => l.code)).toContain('rules-check-size');
  });

  test("a preset's own monster keeps its keywords and soul when only its size is edited", () => {
    const flow = edited({ 'field.left.size': 2 }, 'demon-soulguard');
    const left = flow.setups[CUSTOM].side.field.left[0];
    expect([left.card, left.size, left.souls?.length]).toEqual(['soulguard-monster', 2, 1]);
  });
});
