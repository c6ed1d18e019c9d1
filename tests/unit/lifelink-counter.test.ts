import { expect, test } from 'vitest';
import { attackPhaseFlow } from '@/machines/buddyfight/attack-phase';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';
import { withVariant } from './helpers';

/** ④ 『ライフリンク』 can be answered with a Counter: the fighter about to take its damage gets the chance. */
const TO_HIT = 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next';
const run = (walk: string) => {
  const parsed = parseWalk(attackPhaseFlow, walk, 'lifelink-counter');
  expect(parsed.problem).toBeUndefined();
  return replay<Table>(attackPhaseFlow, parsed.events, 'lifelink-counter');
};

test('the destruction at 3.1.1 holds Lifelink back while its fighter chooses, and the chart waits', () => {
  const r = run(TO_HIT);
  expect(r.position.key).toBe('3.1.1');
  expect(r.board.choice).toMatchObject({ kind: 'lifelink', fighter: 'nonTurn', amount: 2 });
  expect(r.board.nonTurn.life).toBe(10);
  expect(parseWalk(attackPhaseFlow, `${TO_HIT}.next`, 'lifelink-counter').problem).toMatchObject({ kind: 'unavailable', token: 'next' });
});

test('answered with the effect-damage guard: it resolves first and the 2 damage is prevented', () => {
  const r = run(`${TO_HIT}.lifelink-counter`);
  expect(r.board.nonTurn.life).toBe(10);
  expect(r.board.nonTurn.drop.map((c) => c.card)).toContain('effect-damage-guard');
  expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['lifelink-countered', 'prevented-effect-damage']));
});

test('not answered: the 2 damage lands and the Counter stays in hand', () => {
  const r = run(`${TO_HIT}.lifelink-pass`);
  expect(r.board.nonTurn.life).toBe(8);
  expect(r.board.nonTurn.hand.map((p) => p.card)).toEqual(['effect-damage-guard']);
});

test('with no Counter in hand there is no window: the damage lands at once, as before', () => {
  const flow = withVariant(attackPhaseFlow, 'lifelink-counter', (b) => (b.nonTurn.hand = []));
  const walk = parseWalk(flow, 'attack.pick-center.target-center.next.next.next.turn-passes.next.next.next', 'x');
  expect(walk.problem).toBeUndefined();
  const r = replay<Table>(flow, walk.events, 'x');
  expect(r.board.choice ?? null).toBeNull();
  expect(r.board.nonTurn.life).toBe(8);
});
