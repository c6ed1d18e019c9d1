import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';
import { readSituation, runnable } from '@/machines/engine/situation';
import type { Table } from '@/machines/buddyfight/table';

/**
 * A card chooses its target as it is used (000 ④ 1.1.1, ① Q2). The attack-phase presets aim their cards at the
 * attacked monster or an attacker; an audit found them offered at 1.3, before any attack, and then said to resolve
 * with "the card it chose is gone" while the monster stood on the field. Every expectation is worked out by hand.
 */
const flow = getFlow('buddyfight', 'attack-phase')!;
// Continue through 1.1, 1.1.1, 1.1.2, 1.2 and into 1.3's play timing (1.3>1.1), then to 1.3>2.1.
const TO_1_3 = 'next.next.next.next.next';

const at = (setup: string, walk: string) => {
  const { situation, problems } = readSituation(flow, new URLSearchParams(`setup=${setup}&walk=${walk}`), { setup, edits: null, events: [] });
  const run = runnable(flow, situation);
  return { ...replay<Table>(run.flow, situation.events, run.runAs), problems };
};
const codes = (r: { log: { code: string }[] }) => r.log.map((l) => l.code);
const field = (t: Table) => ({
  turn: t.turn.field.center.map((u) => u.card),
  nonTurn: t.nonTurn.field.center.map((u) => u.card),
});

describe('Magical Goodbye at 1.3, before any attack (penetrate-goodbye)', () => {
  const used = `${TO_1_3}.turn-passes.counter-used`;

  test('no monster is under attack, so its user chooses one of the two monsters on the field', () => {
    const r = at('penetrate-goodbye', used);
    expect(r.problems).toEqual([]);
    expect(r.position.key).toBe('1.3>6.2');
    expect([...r.choices].sort()).toEqual(['choose-non-turn-center', 'choose-turn-center']);
    expect(r.board.choice).toEqual({ kind: 'target', step: '1.3>6.1', fighter: 'nonTurn' });
    expect(r.log.at(-1)).toEqual({ step: '1.3>6.1', code: 'target-choose', card: 'magical-goodbye' });
  });

  test("aimed at the turn fighter's center: at 9.1 it goes back to its owner's hand", () => {
    const r = at('penetrate-goodbye', `${used}.choose-turn-center.next.turn-passes`);
    expect(r.position.key).toBe('1.3>9.1');
    expect(codes(r)).not.toContain('no-target');
    expect(r.log.at(-1)).toEqual({ step: '1.3>9.1', code: 'returned', card: 'your-center' });
    expect(field(r.board)).toEqual({ turn: [], nonTurn: ['opponent-center'] });
    expect(r.board.turn.returned.map((c) => c.card)).toEqual(['your-center']);
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['magical-goodbye']);
  });

  test('aimed at its own center: that one goes back to the hand instead', () => {
    const r = at('penetrate-goodbye', `${used}.choose-non-turn-center.next.turn-passes`);
    expect(r.log.at(-1)).toEqual({ step: '1.3>9.1', code: 'returned', card: 'opponent-center' });
    expect(field(r.board)).toEqual({ turn: ['your-center'], nonTurn: [] });
  });

  test('nothing chosen yet: the play timing cannot go on', () => {
    expect(at('penetrate-goodbye', `${used}.next`).problems).toEqual([expect.objectContaining({ kind: 'unavailable', token: 'next' })]);
  });
});

describe('during the attack (2.5) the card still aims at the attacked monster, with nothing to choose', () => {
  test('ruling Q2 as before: the attacked monster goes back to the hand', () => {
    const r = at('penetrate-goodbye', 'attack.pick-center.target-center.turn-passes.counter-used');
    expect(r.position.key).toBe('2.5>6.2');
    expect(r.choices).toEqual(['next']);
    expect(r.board.choice ?? null).toBeNull();
    const done = at('penetrate-goodbye', 'attack.pick-center.target-center.turn-passes.counter-used.next.turn-passes');
    expect(done.log.at(-1)).toEqual({ step: '2.5>9.1', code: 'returned', card: 'opponent-center' });
  });
});

describe('cards with nothing to aim at before an attack are not offered', () => {
  test('a Counter that destroys an attacker: no attacker at 1.3, so the opponent can only pass', () => {
    const r = at('attacker-destroyed', `${TO_1_3}.turn-passes`);
    expect(r.position.key).toBe('1.3>6.1');
    expect(r.choices).toEqual(['pass']);
  });

  test('a Counter that nullifies the attack: no attack at 1.3', () => {
    const r = at('counterattack-nullified', `${TO_1_3}.turn-passes`);
    expect(r.choices).toEqual(['pass']);
  });

  test("a Counter for one's own monster with a single monster to choose takes it without asking", () => {
    const r = at('destruction-nullified', `${TO_1_3}.turn-passes.counter-used`);
    expect(r.choices).toEqual(['next']);
    expect(r.log.at(-1)).toEqual({ step: '1.3>6.1', code: 'target-only-one', card: 'opponent-center' });
    const done = at('destruction-nullified', `${TO_1_3}.turn-passes.counter-used.next.turn-passes`);
    expect(done.log.at(-1)).toEqual({ step: '1.3>9.1', code: 'destruction-guard', card: 'opponent-center' });
  });
});
