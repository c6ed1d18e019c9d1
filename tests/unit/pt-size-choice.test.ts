import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { parseWalk, replay } from '@/machines/engine/replay';
import { unit } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import type { FlowDefinition } from '@/machines/engine/types';
import { withVariant } from './helpers';

/**
 * Play timing's size check asks the owner only when the ways it can end differ, as the call flow's does
 * (call-size-choice.test.ts). The board: the turn fighter has a size 1 on the left (placed 1st) and a size 1 on the
 * right (2nd), and a spell calls a size 3 to the center (placed 3rd) as it resolves at 5.1; the check at 5.2 finds
 * size 5. Every expectation is worked out by hand.
 */
const pt = getFlow('buddyfight', 'play-timing')! as unknown as FlowDefinition<Table>;
const board = (anyMonster: boolean) =>
  withVariant<Table>(pt, 'size-call', (t) => {
    t.turn.field.left = [unit('tm1', 'size-1-left', { size: 1, placed: 1 })];
    t.turn.field.right = [unit('tm3', 'size-1-right', { size: 1, placed: 2 })];
    t.turn.hand = [
      { uid: 'tp1', card: 'calling-spell', counter: false, effect: { kind: 'call', area: 'center', unit: unit('tm2', 'size-3-monster', { size: 3 }) } },
    ];
    if (anyMonster) t.edition = { sizeAnyMonster: true };
  });
// 2.1 use the spell, 2.2 pay, 2.3 check, 3.1 the opponent passes, 5.1 it resolves (the call), into the check at 5.2.
// (The walk passes 1.1's lone Continue as a link does.)
const TO_5_2 = 'turn-uses.next.next.pass.next';
const at = (anyMonster: boolean, more: string[] = []) => {
  const flow = board(anyMonster);
  const p = parseWalk(flow, [TO_5_2, ...more].join('.'), 'x');
  expect(p.problem).toBeUndefined();
  return replay<Table>(flow, p.events, 'x');
};
const field = (t: Table) => ({
  left: t.turn.field.left.map((u) => u.uid),
  center: t.turn.field.center.map((u) => u.uid),
  right: t.turn.field.right.map((u) => u.uid),
});
const sizeLines = (r: { log: { code: string; card?: string }[] }) => r.log.filter((l) => l.code.startsWith('rules-check-size')).map((l) => [l.code, l.card]);

describe('000: the size 3 placed last stays, so both size 1s must go, whichever goes first', () => {
  test('nobody is asked: both go at 5.2, oldest first, and the play timing goes on', () => {
    const r = at(false);
    expect(r.position.key).toBe('5.2');
    expect(r.choices).toEqual(['next']);
    expect(r.board.choice ?? null).toBeNull();
    expect(field(r.board)).toEqual({ left: [], center: ['tm2'], right: [] });
    expect(r.board.turn.drop.map((c) => c.uid)).toEqual(['tp1', 'tm1', 'tm3']);
    expect(sizeLines(r)).toEqual([
      ['rules-check-size', 'size-1-left'],
      ['rules-check-size', 'size-1-right'],
    ]);
    expect(at(false, ['next']).position.key).toBe('2.1');
  });
});

describe('002 (sizeAnyMonster): the ways differ (the size 3 alone, or both size 1s, or a size 1 and the size 3), so the owner picks', () => {
  test('at 5.2 any of the three may go first, and nothing has gone yet', () => {
    const r = at(true);
    expect([...r.choices].sort()).toEqual(['size-drop-center', 'size-drop-left', 'size-drop-right']);
    expect(field(r.board)).toEqual({ left: ['tm1'], center: ['tm2'], right: ['tm3'] });
    expect(sizeLines(r)).toEqual([['rules-check-size-choose', undefined]]);
  });

  test('send the size 3: size 2 is left, and the check is over', () => {
    const r = at(true, ['size-drop-center']);
    expect(r.choices).toEqual(['next']);
    expect(field(r.board)).toEqual({ left: ['tm1'], center: [], right: ['tm3'] });
  });

  test('send a size 1: size 4 is left, and the other two could each go, so the owner picks again', () => {
    const r = at(true, ['size-drop-left']);
    expect([...r.choices].sort()).toEqual(['size-drop-center', 'size-drop-right']);
    expect(field(r.board)).toEqual({ left: [], center: ['tm2'], right: ['tm3'] });
  });
});
