import { describe, expect, test } from 'vitest';
import { flows, getFlow } from '@/machines';
import { shortestPaths, shortestWalkTo, stepsOf } from '@/machines/engine/chart';
import { parseWalk, replay, serializeWalk } from '@/machines/engine/replay';
import type { CallBoard } from '@/machines/buddyfight/call';
import type { Table } from '@/machines/buddyfight/table';

const call = getFlow('buddyfight', 'call')!;

describe('walk round-trips', () => {
  for (const [id, flow] of Object.entries(flows)) {
    test(`${id}: serialize → parse gives back every shortest path's events`, () => {
      let count = 0;
      for (const setup of Object.keys(flow.setups)) {
        // Larger charts (100+ situations): every 7th path is plenty to catch a serializer that loses information.
        const paths = shortestPaths(flow, setup);
        for (const p of paths.filter((_, i) => paths.length < 100 || i % 7 === 0)) {
          const events = p.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.'));
          const walk = serializeWalk(flow, events, setup);
          const back = parseWalk(flow, walk, setup);
          expect(back.problem).toBeUndefined();
          expect(back.events).toEqual(events);
          count++;
        }
      }
      expect(count).toBeGreaterThan(10);
    }, 120_000);

    test(`${id}: every step has a shortest walk that lands on it`, () => {
      for (const step of stepsOf(flow)) {
        const w = shortestWalkTo(flow, step);
        expect(w, step).not.toBeNull();
        const key = replay(flow, w!.events, w!.setup).position.key;
        expect(key === step || key.startsWith(`${step}>`), `${step} → ${key}`).toBe(true);
      }
    }, 60_000);
  }
});

describe('the call flow walk', () => {
  test('the example walk from the issue replays to the nullified buddy call', () => {
    const parsed = parseWalk(call, 'buddy-call.pay.counter-used.nullified');
    expect(parsed.problem).toBeUndefined();
    const r = replay<CallBoard>(call, parsed.events);
    expect(r.position.key).toBe('2.4');
    expect(r.board.counter).toBe('nullified');
    expect(serializeWalk(call, parsed.events)).toBe('buddy-call.pay.counter-used.nullified');
  });

  test('defaults are only left out between choices, so a walk can stop on a "next" step', () => {
    expect(serializeWalk(call, ['next'])).toBe('next');
    expect(replay(call, parseWalk(call, 'next').events).position.key).toBe('1.2');
    expect(serializeWalk(call, ['next', 'left'])).toBe('left');
  });

  test.each([
    ['buddy-call.teleport', 'unknown', 'teleport', 3],
    // No step on the way to the first choice (1.3) has a Pass: the walk stops where the token was written, at 1.1.
    ['pass', 'unavailable', 'pass', 0],
    ['buddy-call.pay.<img src=x onerror=alert(1)>', 'malformed', '<img src=x onerror=alert(1)>', 4],
    ['%%%', 'malformed', '%%%', 0],
    ['', undefined, undefined, 0],
    ['buddy-call..pay', 'malformed', '', 3],
  ])('%j → %s', (walk, kind, token, kept) => {
    const parsed = parseWalk(call, walk);
    expect(parsed.problem?.kind).toBe(kind);
    if (token !== undefined) expect(parsed.problem?.token).toBe(token);
    expect(parsed.events.length).toBe(kept);
    // Whatever survives must replay cleanly.
    expect(() => replay(call, parsed.events)).not.toThrow();
  });

  test('a 10,000-character walk is cut, reported, and never throws', () => {
    const long = ('buddy-call.pay.' + 'next.'.repeat(3000)).slice(0, 10_000);
    const parsed = parseWalk(call, long);
    expect(parsed.problem).toBeDefined();
    expect(() => replay(call, parsed.events)).not.toThrow();
    const garbage = parseWalk(call, 'x'.repeat(10_000));
    expect(garbage.problem).toBeDefined();
    expect(garbage.events).toEqual([]);
  });

  test('replay refuses an event the chart cannot take', () => {
    expect(() => replay(call, ['pass'])).toThrow(/not available at 1\.1/);
  });

  test('an unknown setup falls back to the default one', () => {
    expect(replay<CallBoard>(call, [], 'nope').board.calling?.card).toBe('buddy-copy');
  });
});

describe('edited situations', () => {
  const attack = getFlow('buddyfight', 'attack-phase')!;
  test('edits round-trip through the URL form and change the battle', async () => {
    const { decodeEdits, encodeEdits, withCustom, CUSTOM } = await import('@/machines/engine/editor');
    const values = { ...attack.editor!.values(attack.setups.basic), 'attacker.center.power': 9000, 'defender.center.counterattack': false };
    const text = encodeEdits(attack, 'basic', values);
    expect(text).toBe('attacker.center.power-9000~defender.center.counterattack-0');
    const back = decodeEdits(attack, 'basic', text);
    expect(back.problems).toEqual([]);
    expect(back.values).toEqual(values);
    const flow = withCustom(attack, 'basic', back.values);
    const r = replay<Table>(flow, parseWalk(flow, 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next', CUSTOM).events, CUSTOM);
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.attack?.hit).toBe(true);
  });

  test('unknown fields and out-of-range numbers are reported, not applied', async () => {
    const { decodeEdits } = await import('@/machines/engine/editor');
    expect(decodeEdits(attack, 'basic', 'attacker.center.power-999999').problems[0]?.kind).toBe('bad-edit');
    expect(decodeEdits(attack, 'basic', 'nope-1').problems[0]?.token).toBe('nope-1');
    expect(decodeEdits(attack, 'basic', '<script>').problems[0]?.kind).toBe('bad-edit');
    expect(decodeEdits(attack, 'basic', 'x'.repeat(10_000)).problems.length).toBeGreaterThan(0);
  });
});
