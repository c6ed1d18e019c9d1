import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getFlow } from '@/machines';
import { available, position, start, step } from '@/machines/engine/replay';
import { lpOf, type BgBoard } from '@/machines/battle-guardians/board';
import type { FlowDefinition } from '@/machines/engine/types';

/**
 * Our automatic effect (004 自動効果) met by an assist summon that the opponent answers with a speed guardian (004
 * スピードガーディアン). No preset has both, so the boards are the `auto` preset changed by hand: an SF 2 assist
 * guardian to summon (the speed guardian answers SF 2 or more) and a speed guardian in the opponent's side deck. A
 * mandatory effect goes off whenever it can (004 強制発動); the chart fires it once the summon is over (3.5), here
 * once the opponent's answer to it is over too (3.4), and it never waits past that summon.
 */
const turn = getFlow('battle-guardians', 'turn')!;

function variant(edit: (b: BgBoard) => void): FlowDefinition<BgBoard> {
  const b = structuredClone(turn.setups.auto as BgBoard);
  b.turn.hand = ['assist-sf2'];
  b.opp.attack = { card: 'guardian-sf1', dg: 1000, weakened: false };
  b.opp.side = ['speed-guardian'];
  edit(b);
  return { ...(turn as FlowDefinition<BgBoard>), setups: { v: b } };
}

function walk(flow: FlowDefinition<BgBoard>, events: string[]) {
  let s = start(flow, 'v');
  for (const e of events) {
    expect(available(s), `${e} at ${position(s).key}`).toContain(e);
    s = step(flow, s, e);
  }
  return s;
}

const board = (s: AnyMachineSnapshot) => s.context as BgBoard;
const codes = (s: AnyMachineSnapshot) => board(s).log.map((l) => l.code);
// Draw, charge (three force up), the SF 2 assist summon (one force left), its appear step.
const TO_3_2 = ['draw-main', 'charge-draw-main', 'summon-assist-sf2', 'next'];
// The opponent's speed guardian answers: its appear step (3.3), then on to its shift step (3.4).
const SPEED = ['opp-speed-summon', 'next'];
const COUNTER = ['answer-passes', 'activator-passes', 'next'];

describe('a mandatory automatic effect when the opponent answers the summon with a speed guardian', () => {
  const flow = variant(() => {});

  test('at 3.2 the opponent may answer first; at 3.4 the effect is due and the only way on is into its counter step at 3.5', () => {
    const at32 = walk(flow, TO_3_2);
    expect(position(at32).key).toBe('3.2');
    expect(available(at32)).toEqual(['opp-speed-summon', 'next']);
    const at34 = walk(flow, [...TO_3_2, ...SPEED]);
    expect(position(at34).key).toBe('3.4');
    expect(available(at34)).toEqual(['next']);
    const at35 = step(flow, at34, 'next');
    expect(position(at35).key).toBe('3.5>1');
    expect(board(at35).autoDue).toBeNull();
    expect(board(at35).log.filter((l) => l.code === 'auto-fires')).toEqual([{ step: '3.5', code: 'auto-fires', card: 'guardian-auto' }]);
  });

  test('the effect repairs the attack guardian after the speed summon, and nothing is left pending', () => {
    const s = walk(flow, [...TO_3_2, ...SPEED, 'next', ...COUNTER]);
    expect(position(s).key).toBe('3');
    const b = board(s);
    // 2000 DG repaired by 1000: LP 3000 - 1000 = 2000.
    expect(b.turn.attack).toEqual({ card: 'guardian-auto', dg: 1000, weakened: false });
    expect(lpOf(b.turn.attack!)).toBe(2000);
    expect(b.turn.assist).toEqual({ card: 'assist-sf2', dg: 0, weakened: false });
    expect([b.turn.forceUp, b.turn.forceDown]).toEqual([1, 2]);
    // The opponent's speed guardian took over the 1000 DG; the SF 1 guardian it replaced is in the junk zone.
    expect(b.opp.attack).toEqual({ card: 'speed-guardian', dg: 1000, weakened: false });
    expect(b.opp.junk).toEqual(['guardian-sf1']);
    expect(b.opp.side).toEqual([]);
    expect([b.autoDue, b.lastSummon, b.counter, b.shifting]).toEqual([null, null, null, null]);
    expect(b.pending).toEqual([]);
    // In order: the speed summon, then the firing, its one counter step, the repair.
    const c = codes(s);
    expect(c.filter((x) => x === 'auto-fires')).toHaveLength(1);
    expect(c.filter((x) => x === 'counter-step-opens')).toHaveLength(1);
    expect(c.indexOf('speed-summoned')).toBeLessThan(c.indexOf('auto-fires'));
    expect(c.indexOf('auto-fires')).toBeLessThan(c.indexOf('repaired'));
    const next = step(flow, s, 'next');
    expect(position(next).key).toBe('4');
    expect(board(next).autoDue).toBeNull();
  });

  test('a later summon to the attack zone fires nothing: the effect went with the summon it belonged to', () => {
    // Four force up after the charge: two for the assist guardian, two for an SF 2 attack guardian (the opponent's
    // speed guardian is SF 2, so the limit is 3).
    const more = variant((b) => {
      b.turn.forceDown = 3;
      b.turn.hand = ['assist-sf2', 'guardian-sf2'];
    });
    const s = walk(more, [...TO_3_2, ...SPEED, 'next', ...COUNTER, 'summon-guardian-sf2', 'next']);
    expect(position(s).key).toBe('3.2');
    expect(available(s)).toEqual(['next']);
    const after = step(more, s, 'next');
    expect(position(after).key).toBe('3');
    const b = board(after);
    // It took over the auto guardian's 1000 DG, and no second repair came.
    expect(b.turn.attack).toEqual({ card: 'guardian-sf2', dg: 1000, weakened: false });
    expect(codes(after).filter((x) => x === 'auto-fires')).toHaveLength(1);
    expect(b.turn.junk).toEqual(['guardian-auto']);
  });

  test('our own speed guardian cannot answer while the effect waits: the effect goes first, then the summon phase goes on', () => {
    // Were it offered, our speed guardian would replace the attack guardian whose effect is due.
    const duel = variant((b) => void (b.turn.side = ['speed-guardian']));
    const at34 = walk(duel, [...TO_3_2, ...SPEED]);
    expect(available(at34)).toEqual(['next']);
    const s = walk(duel, [...TO_3_2, ...SPEED, 'next', ...COUNTER]);
    expect(position(s).key).toBe('3');
    expect(board(s).turn.attack).toEqual({ card: 'guardian-auto', dg: 1000, weakened: false });
    expect(board(s).turn.side).toEqual(['speed-guardian']);
  });
});

describe('an optional automatic effect in the same place', () => {
  const flow = variant((b) => void (b.turn.attack = { card: 'guardian-auto-may', dg: 2000, weakened: false }));

  test('at 3.4 the player chooses: used, it repairs at 3.5; declined, DG stays and nothing waits', () => {
    const at34 = walk(flow, [...TO_3_2, ...SPEED]);
    expect([...available(at34)].sort()).toEqual(['auto-decline', 'auto-use']);
    const used = walk(flow, [...TO_3_2, ...SPEED, 'auto-use', ...COUNTER]);
    expect(position(used).key).toBe('3');
    expect(board(used).turn.attack?.dg).toBe(1000);
    const declined = walk(flow, [...TO_3_2, ...SPEED, 'auto-decline']);
    expect(position(declined).key).toBe('3');
    expect(board(declined).turn.attack?.dg).toBe(2000);
    expect(board(declined).autoDue).toBeNull();
    expect(codes(declined)).toContain('auto-declined');
    expect(codes(declined)).not.toContain('counter-step-opens');
  });
});

test('on every board these variants reach, an automatic effect waits only within the summon that met it (3.2 to 3.4)', () => {
  const flows = [
    variant(() => {}),
    variant((b) => {
      b.turn.forceDown = 3;
      b.turn.hand = ['assist-sf2', 'guardian-sf2'];
      b.turn.side = ['speed-guardian'];
    }),
    variant((b) => void (b.turn.attack = { card: 'guardian-auto-may', dg: 2000, weakened: false })),
  ];
  for (const flow of flows) {
    const seen = new Set<string>();
    const queue = [start(flow, 'v')];
    while (queue.length) {
      const s = queue.pop()!;
      const { log: _log, ...rest } = board(s);
      const id = JSON.stringify([s.value, rest]);
      if (seen.has(id)) continue;
      seen.add(id);
      const key = position(s).key;
      if (board(s).autoDue) expect(key, 'an automatic effect left waiting').toMatch(/^3\.[234]$/);
      // The summon phase is where it matters; the rest of the turn only multiplies the boards.
      if (!/^(1|2|3)(\.|>|$)/.test(key)) continue;
      for (const e of available(s)) queue.push(step(flow, s, e));
    }
    expect(seen.size).toBeGreaterThan(10);
  }
});

describe('the auto-speed preset lets a reader step through it', () => {
  test('from the preset, the assist summon answered by the speed guardian still repairs the attack guardian at 3.5', () => {
    let s = start(turn, 'auto-speed');
    for (const e of [...TO_3_2, ...SPEED, 'next', ...COUNTER]) {
      expect(available(s), `${e} at ${position(s).key}`).toContain(e);
      s = step(turn, s, e);
    }
    expect(position(s).key).toBe('3');
    // 2000 DG repaired by 1000; the opponent's speed guardian took over their 1000 DG.
    expect(board(s).turn.attack).toEqual({ card: 'guardian-auto', dg: 1000, weakened: false });
    expect(board(s).opp.attack).toEqual({ card: 'speed-guardian', dg: 1000, weakened: false });
    expect(board(s).autoDue).toBeNull();
  });
});
