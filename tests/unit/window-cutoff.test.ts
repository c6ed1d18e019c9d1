import { expect, test } from 'vitest';
import { playTimingFlow } from '@/machines/buddyfight/play-timing';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';
import { withVariant } from './helpers';

/** ④ その他 「破壊された時」等, first cut-off: another card played outside a Counter timing resolves. */
const run = (walk: string, setup = 'window-cut') => {
  const parsed = parseWalk(playTimingFlow, walk, setup);
  return { parsed, r: replay<Table>(playTimingFlow, parsed.events, setup) };
};

test('before anything resolves, the waiting card is still open', () => {
  const { r } = run('turn-uses.next.next.pass');
  expect(r.position.key).toBe('5.1');
  // 5.1 has just resolved the spell on entry: the window closed there, not earlier.
  expect(r.board.windows).toEqual([]);
  expect(run('turn-uses.next.next').r.board.windows).toEqual([{ card: 'when-destroyed-card', by: 'turn' }]);
});

test('once the unrelated spell resolves at 5.1, the "when destroyed" card counts as not used and cannot be used', () => {
  const { r } = run('turn-uses.next.next.pass.next.next');
  expect(r.position.key).toBe('2.1');
  expect(r.log.map((l) => l.code)).toContain('window-closed-by-play');
  expect(r.board.turn.hand.map((p) => p.card)).toEqual(['when-destroyed-card']);
  expect(run('turn-uses.next.next.pass.next.next.turn-uses').parsed.problem).toMatchObject({ kind: 'unavailable', token: 'turn-uses', at: '2.1' });
});

test('an opponent’s Counter resolving at 4.1 is played at a Counter timing: it does not close the window', () => {
  // The same situation with a Counter in the opponent's hand.
  const flow = withVariant(
    playTimingFlow,
    'window-cut',
    (b) => (b.nonTurn.hand = [{ uid: 'np1', card: 'counter-spell', counter: true, effect: { kind: 'none' } }]),
  );
  const parsed = parseWalk(flow, 'turn-uses.next.next.counter-used.next.next.next', 'x');
  expect(parsed.problem).toBeUndefined();
  const r = replay<Table>(flow, parsed.events, 'x');
  expect(r.position.key).toBe('4.2');
  expect(r.board.windows).toEqual([{ card: 'when-destroyed-card', by: 'turn' }]);
});

test('"when you take damage": closed at 3.1, open once the damage is taken at 5.1, usable at 6.1', () => {
  const setup = 'damage-window';
  expect(parseWalk(playTimingFlow, 'turn-uses.next.next.counter-used', setup).problem).toMatchObject({ kind: 'unavailable', token: 'counter-used', at: '3.1' });
  const parsed = parseWalk(playTimingFlow, 'turn-uses.next.next.pass.next.next.turn-passes.counter-used', setup);
  expect(parsed.problem).toBeUndefined();
  const r = replay<Table>(playTimingFlow, parsed.events, setup);
  expect(r.position.key).toBe('6.2');
  expect(r.board.nonTurn.life).toBe(8);
  expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['effect-damage-nonTurn', 'window-opened', 'window-used']));
});

test('damage that is prevented was never taken: no "when you take damage" window opens', () => {
  const flow = withVariant(playTimingFlow, 'damage-window', (b) => (b.nonTurn.prevent = ['effect-damage']));
  const parsed = parseWalk(flow, 'turn-uses.next.next.pass.next.next.turn-passes.counter-used', 'x');
  expect(parsed.problem).toMatchObject({ kind: 'unavailable', token: 'counter-used', at: '6.1' });
  expect(replay<Table>(flow, parsed.events, 'x').board.nonTurn.life).toBe(10);
});
