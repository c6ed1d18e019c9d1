import { describe, expect, test } from 'vitest';
import { playTimingFlow } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';

/** ④ 『装備変更』 and the ★rules check★'s area rule for items (issue 9: Equip Change as a modelled keyword). */
const run = (setup: string, walk: string) => {
  const parsed = parseWalk(playTimingFlow, walk, setup);
  expect(parsed.problem).toBeUndefined();
  return replay<Table>(playTimingFlow, parsed.events, setup);
};
const USE = 'turn-uses.next.next.pass.next';

describe('equipping over an item', () => {
  test('the new item resolves beside the old one; the check at 5.2 asks the owner, and the chart cannot move on until answered', () => {
    const r = run('equip-change', USE);
    expect(r.position.key).toBe('5.2');
    expect([r.board.turn.itemBefore?.card, r.board.turn.item?.card]).toEqual(['old-item', 'equip-change-item']);
    expect(r.board.choice).toEqual({ kind: 'equip-change', step: '5.2', fighter: 'turn' });
    expect(parseWalk(playTimingFlow, `${USE}.next`, 'equip-change').problem).toMatchObject({ kind: 'unavailable', token: 'next' });
  });

  test('declining Equip Change sends the old item to the drop zone, as the area rule does', () => {
    const r = run('equip-change', `${USE}.equip-change-no.next`);
    expect(r.position.key).toBe('2.1');
    expect(r.board.turn.drop.map((c) => c.card)).toEqual(['old-item']);
    expect(r.board.turn.returned).toEqual([]);
    // The item card used is the item now: it is not also in the drop zone.
    expect(r.board.turn.item?.uid).toBe('tp1');
  });

  test('an item without Equip Change: no choice, the old item goes to the drop zone at 5.2', () => {
    const r = run('equip-over', USE);
    expect(r.board.choice ?? null).toBeNull();
    expect(r.board.turn.item?.card).toBe('new-item');
    expect(r.board.turn.drop.map((c) => c.card)).toEqual(['old-item']);
    expect(r.log.map((l) => l.code)).toContain('rules-check-same-area');
  });

  test('Equip Change is offered only while two items share the area', () => {
    expect(parseWalk(playTimingFlow, 'equip-change-yes', 'equip-change').problem).toMatchObject({ kind: 'unavailable', token: 'equip-change-yes' });
  });
});
