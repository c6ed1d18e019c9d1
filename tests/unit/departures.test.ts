import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { available, parseWalk, position, replay, step } from '@/machines/engine/replay';
import { endKey, positionKey } from '@/machines/engine/position';
import { battleTable } from '@/machines/buddyfight/attack-setups';
import { tableRulesCheck, type Table } from '@/machines/buddyfight/table';
import type { AnyMachineSnapshot } from 'xstate';

/**
 * Where the model once departed from the document (issue 9), one test each.
 * Each of these failed on the model before the fix.
 */
const flow = (id: string) => getFlow('buddyfight', id)!;

/** Replays a walk, then keeps going on the plain way (next, pass, pay, the centre, a normal call) until the chart ends. */
const PLAIN = ['next', 'pass', 'turn-passes', 'pay', 'center', 'normal-call'];
function playOut(id: string, walk: string, setup: string) {
  const f = flow(id);
  const { events, problem } = parseWalk(f, walk, setup);
  expect(problem).toBeUndefined();
  let snap: AnyMachineSnapshot = replay(f, events, setup).snapshot;
  const visited: string[] = [];
  for (let i = 0; i < 200 && snap.status !== 'done'; i++) {
    const choices = available(snap);
    const e = PLAIN.find((p) => choices.includes(p));
    if (!e) break;
    snap = step(f, snap, e);
    visited.push(position(snap).key);
  }
  return { snap, visited, end: position(snap).key };
}

describe('a loss found by the ★rules check★ ends the game on every chart', () => {
  test('call: paying the last life at 1.6 ends the game at the check of 1.7', () => {
    const { snap, visited } = playOut('call', '', 'last-life');
    expect(snap.status).toBe('done');
    expect(visited.at(-2)).toBe('1.7');
    expect(position(snap).key).toBe(endKey('game-over'));
    expect(snap.context.side.lost).toBe(true);
  });

  test('play timing: a spell dealing the last 2 life ends the game at the check after it resolves (5.2)', () => {
    const { snap, visited } = playOut('play-timing', 'turn-uses.pass', 'lethal-spell');
    expect(position(snap).key).toBe(endKey('game-over'));
    expect(visited).toContain('5.2');
    expect(visited).not.toContain('2.1');
    expect((snap.context as Table).lost).toEqual(['nonTurn']);
  });

  test('attack phase: a hit on a fighter at 2 life ends the game at the first check after it (3.4 > 1.1), no further attack', () => {
    const { snap, visited } = playOut('attack-phase', 'attack.pick-center.target-fighter', 'finishing-blow');
    expect(position(snap).key).toBe(endKey('game-over'));
    expect(visited.at(-2)).toBe(positionKey(['3.4'], '1.1'));
    expect(visited).not.toContain('3.5');
    expect((snap.context as Table).lost).toEqual(['nonTurn']);
  });

  test('rules-check sandbox: a loss at check 1 ends the game there, the area checks never run', () => {
    const f = flow('rules-check');
    const r = replay(f, ['run-check'], 'both-zero');
    expect(r.position.key).toBe(endKey('game-over'));
    expect(r.log.map((l) => l.code)).toEqual(['rules-check-lost-turn', 'rules-check-lost-nonTurn']);
  });

  test('both fighters at 0 at the same check: both lose, so there is no winner', () => {
    const t = battleTable({ attackers: { center: { power: 5000, defense: 5000, critical: 1 } }, defenders: {}, life: 0 });
    t.turn.life = 0;
    tableRulesCheck(t, '3.5');
    expect(t.lost).toEqual(['turn', 'nonTurn']);
  });

  test('"0 life" means 0 or less: a fighter at -1 loses', () => {
    const t = battleTable({ attackers: { center: { power: 5000, defense: 5000, critical: 1 } }, defenders: {}, life: -1 });
    tableRulesCheck(t, '3.5');
    expect(t.lost).toEqual(['nonTurn']);
  });
});

test('call ① 2.2 goes to the check of 2.4 when no Counter is used (the 2.4 check is unconditional)', () => {
  const { snap, visited: keys } = playOut('call', '', 'buddy');
  expect(position(snap).key).toBe(endKey('complete'));
  const i = keys.indexOf('2.2');
  expect(i).toBeGreaterThan(-1);
  expect(keys[i + 1]).toBe('2.4');
  expect(keys).not.toContain('2.3');
});

describe('Move (③ 1.1.1): each Move monster in turn may shift, to any empty area its fighter chooses', () => {
  const base = (): Table =>
    battleTable({
      attackers: {
        left: { power: 1000, defense: 1000, critical: 1, keywords: ['move'] },
        center: { power: 1000, defense: 1000, critical: 1, keywords: ['move'] },
      },
      defenders: {},
    });

  test('two Move monsters shift one after the other, each to the area chosen', () => {
    const f = flow('attack-phase');
    let snap = replay(f, ['next'], 'move').snapshot;
    // Rebuild on a board with two Move monsters and an empty right area.
    snap = f.machine.resolveState({ value: snap.value, context: base() });
    expect(position(snap).key).toBe('1.1.1');
    expect(available(snap)).toEqual(expect.arrayContaining(['move-left-to-right', 'move-center-to-right']));
    snap = step(f, snap, 'move-center-to-right');
    expect(position(snap).key).toBe('1.1.1');
    snap = step(f, snap, 'move-left-to-center');
    const t = snap.context as Table;
    expect(t.turn.field.right.map((u) => u.uid)).toEqual(['t-center']);
    expect(t.turn.field.center.map((u) => u.uid)).toEqual(['t-left']);
    expect(t.turn.field.left).toEqual([]);
    // Each Move monster shifts once: neither may move again.
    expect(available(snap).filter((e) => e.startsWith('move-'))).toEqual([]);
  });
});
