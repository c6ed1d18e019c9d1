import { expect, test } from 'vitest';
import { games } from '@/content';
import { getFlow } from '@/machines';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay, type ReplayResult } from '@/machines/engine/replay';

/** What each keyword or rule page's replay must show on the board. A topic with a replay and no entry here fails. */
const shows: Record<string, (r: ReplayResult<Table>) => void> = {
  move: (r) => {
    expect(r.position.key).toBe('1.1.2');
    expect(r.board.turn.field.center).toEqual([]);
    expect(r.board.turn.field.left.map((u) => u.uid)).toEqual(['t-center']);
    expect(r.log.map((l) => l.code)).toContain('moved-left');
  },
  penetrate: (r) => {
    expect(r.position.key).toBe('3.2.1');
    expect(r.log.map((l) => l.code)).toContain('penetrate-damage');
    expect(r.board.nonTurn.life).toBe(8);
  },
  counterattack: (r) => {
    expect(r.position.key).toBe('3.2.2');
    expect(r.log.map((l) => l.code)).toContain('counterattack');
    expect(r.board.turn.field.right).toEqual([]);
  },
  soulguard: (r) => {
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.nonTurn.field.center[0].soul).toBe(0);
    expect(r.log.map((l) => l.code)).toContain('soulguard');
  },
  // 000 keys Lifelink on leaving the field: declining Soulguard lets the card go, and its fighter takes 2.
  lifelink: (r) => {
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.life).toBe(8);
    expect(r.log.map((l) => l.code)).toContain('lifelink-damage-nonTurn');
  },
  'double-attack': (r) => {
    expect(r.position.key).toBe('4.1');
    expect(r.board.turn.field.right[0].rested).toBe(false);
    expect(r.log.map((l) => l.code)).toContain('double-attack');
  },
  'defense-items': (r) => {
    expect(r.position.key).toBe('3.1.2');
    expect(r.board.nonTurn.life).toBe(7);
    expect(r.board.nonTurn.item).not.toBeNull();
  },
  // Two items at the check after the equip resolves: Equip Change sends the old one to the hand, not the drop zone.
  'equip-change': (r) => {
    expect(r.position.key).toBe('5.2');
    expect(r.board.turn.item?.card).toBe('equip-change-item');
    expect(r.board.turn.itemBefore ?? null).toBeNull();
    expect(r.board.turn.returned.map((c) => c.card)).toEqual(['old-item']);
    expect(r.board.turn.drop).toEqual([]);
    expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['equipped', 'rules-check-equip-change-choose', 'equip-change']));
  },
  windows: (r) => {
    expect(r.position.key).toBe('end:ended');
    expect(r.log.map((l) => l.code)).toContain('window-expired');
  },
};

const topics = Object.entries(games.buddyfight.topics)
  .flatMap(([, list]) => Object.entries(list))
  .filter(([, t]) => t.replay);

test.each(topics)('%s: its replay on the chart shows what the page says', (id, t) => {
  const flow = getFlow('buddyfight', t.replay!.flow)!;
  const parsed = parseWalk(flow, t.replay!.walk, t.replay!.setup);
  expect(parsed.problem).toBeUndefined();
  expect(shows[id], `no assertion written for ${id}`).toBeTypeOf('function');
  shows[id](replay<Table>(flow, parsed.events, t.replay!.setup));
});
