import { expect } from 'vitest';
import type { Table } from '@/machines/buddyfight/table';
import type { ReplayResult } from '@/machines/engine/replay';
import type { Answer } from './helpers';

const attackerOnField = (t: Table, uid: string) => Object.values(t.turn.field).some((a) => a.some((u) => u.uid === uid));

/** Counterattack power 4000 against attacker defense 4000, at ③ 3.2.2. */
const destroyedAtTie = (r: ReplayResult<Table>) => {
  expect(r.position.key).toBe('3.2.2');
  expect(r.log.some((l) => l.step === '3.2.2' && l.code === 'counterattack')).toBe(true);
  expect(attackerOnField(r.board, 't-center')).toBe(false);
  expect(r.board.turn.drop.map((c) => c.uid)).toContain('t-center');
};
const survivesAtTie = (r: ReplayResult<Table>) => {
  expect(r.position.key).toBe('3.2.2');
  expect(r.log.some((l) => l.code === 'counterattack')).toBe(false);
  expect(attackerOnField(r.board, 't-center')).toBe(true);
  expect(r.board.turn.drop).toEqual([]);
};

/** Size 2 on the left, a size 2 monster called to the center, at ② 5.2. */
const olderGoes = (r: ReplayResult<Table>) => {
  expect(r.position.key).toBe('5.2');
  expect(r.board.choice ?? null).toBe(null);
  expect(r.board.turn.drop.map((c) => c.uid)).toContain('tm1');
  expect(attackerOnField(r.board, 'tm2')).toBe(true);
  expect(r.choices).not.toContain('size-drop-center');
};
const ownerChooses = (r: ReplayResult<Table>) => {
  expect(r.position.key).toBe('5.2');
  expect(r.board.choice).toMatchObject({ kind: 'size', fighter: 'turn' });
  // Nothing has gone yet; the monster just called is among the choices.
  expect(r.board.turn.drop.map((c) => c.uid)).not.toContain('tm1');
  expect([...r.choices].sort()).toEqual(['size-drop-center', 'size-drop-left']);
};

/**
 * The answer of each edition-dependent ruling under every edition it covers, asserted on the board.
 * The replay under the flow's default edition is also checked by rulings.test.ts (`editionDefaults`).
 */
export const editionAnswers: Record<string, Record<string, Answer>> = {
  'attack-phase-counterattack-tie': { jp: destroyedAtTie, 'en-2014': survivesAtTie },
  'play-timing-size-newest': { jp: olderGoes, 'en-2014': ownerChooses },
};

/** The same rulings under the default edition, for the shared rulings suite. */
export const editionDefaults: Record<string, Answer> = {
  'attack-phase-counterattack-tie': destroyedAtTie,
  'play-timing-size-newest': olderGoes,
};
