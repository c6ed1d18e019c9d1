import { expect } from 'vitest';
import type { ActBoard } from '@/machines/buddyfight/act-ability';
import type { AutoBoard } from '@/machines/buddyfight/auto-ability';
import type { CallBoard } from '@/machines/buddyfight/call';
import type { Table } from '@/machines/buddyfight/table';
import { getFlow } from '@/machines';
import { CUSTOM } from '@/machines/engine/editor';
import { parseWalk, replay, type ReplayResult } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { editedFlow, type Answer } from './helpers';
import { rulingCut } from './ruling-cut';

const codes = (r: ReplayResult<unknown>) => r.log.map((l) => l.code);
const uids = (cards: { uid: string }[]) => cards.map((c) => c.uid);
const keys = (r: ReplayResult<unknown>) => r.visits.map((v) => v.key);

/** A walk on the attack phase's preset `base` edited by `over`: the contrast a judge would try next. */
function attackOn(base: string, over: Record<string, number | boolean>, walk: string): ReplayResult<Table> {
  const flow = editedFlow(getFlow('buddyfight', 'attack-phase')! as FlowDefinition<Table>, base, over);
  const parsed = parseWalk(flow, walk, CUSTOM);
  expect(parsed.problem).toBeUndefined();
  return replay<Table>(flow, parsed.events, CUSTOM);
}

/**
 * Buddyfight's judges' questions (kind 'judge'): none is asked by a document, each is answered by us from the 000 step
 * it cites. The expected ends are written by hand from that step and the edited board, never read off the model.
 */
export const bfJudgeAnswers: Record<string, Answer> = {
  // ① 1.4/1.6/3.2: 1 gauge pays the buddy's 1-gauge cost; 0 gauge is no loss; the Buddy Gift takes 10 life to 11.
  'call-buddy-last-gauge': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:complete');
    expect(r.board.side).toMatchObject({ gauge: 0, life: 11, lost: false });
    expect(r.board.side.field.center.map((c) => c.card)).toEqual(['buddy-monster']);
    expect(r.board.side.drop.map((c) => c.card)).toEqual(['gauge-card']);
    expect(r.board.buddyZone.map((c) => c.card)).toEqual(['buddy-copy']);
    expect(r.board.buddyCallUsed).toBe(true);
    expect(codes(r)).toContain('buddy-gift');
    // The check at 1.7, right after paying the last gauge, finds nothing.
    expect(r.log.find((l) => l.step === '1.7')?.code).toBe('rules-check-clear');
  },
  // ② 3.1 and 6.1: only Counters answer. The spell without one is never offered; the turn fighter's spell resolves.
  'play-timing-answer-needs-counter': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('end:ended');
    expect(r.board.nonTurn.hand.map((p) => p.card)).toEqual(['spell']);
    expect(r.board.nonTurn.drop).toEqual([]);
    expect(r.board.turn.drop.map((c) => c.card)).toEqual(['spell']);
    expect(codes(r)).not.toContain('non-turn-used');
    const at31 = rulingCut<Table>('buddyfight', 'play-timing', 'play-timing-answer-needs-counter', r, 4);
    expect(at31.position.key).toBe('3.1');
    expect(at31.choices).toEqual(['pass']);
    const at61 = rulingCut<Table>('buddyfight', 'play-timing', 'play-timing-answer-needs-counter', r, 8);
    expect(at61.position.key).toBe('6.1');
    expect(at61.choices).toEqual(['pass']);
  },
  // ③ 3.2.1: Penetrate keys on a hit on the center. The left monster is destroyed, and 1 life stays 1: no loss.
  'attack-phase-penetrate-side': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.5');
    expect(r.board.nonTurn.life).toBe(1);
    expect(r.board.lost).toEqual([]);
    expect(r.board.nonTurn.field.left).toEqual([]);
    expect(uids(r.board.nonTurn.drop)).toEqual(['n-left']);
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(keys(r)).toContain('3.2.1');
    expect(codes(r)).not.toContain('penetrate-damage');
    // The same attack on the center monster (7000 against 6000) hits it, Penetrate deals 2, and the check ends the game.
    const center = attackOn(
      'center-hits',
      { 'defender.left.on': true, 'life.theirs': 1 },
      'attack.pick-center.target-center.turn-passes.pass.next.next.next.next.next.next.next.next',
    );
    expect(center.position.key).toBe('3.4>1.1');
    expect(center.board.nonTurn.life).toBe(-1);
    expect(center.board.lost).toEqual(['nonTurn']);
    expect(center.choices).toEqual(['next']);
  },
  // ③ 4.1 and 2.1: the Double Attack monster stands, but the first turn's one attack is spent; only "no attack" is left.
  'attack-phase-double-attack-first-turn': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('2.1');
    expect(r.choices).toEqual(['no-attack']);
    expect(r.board.nonTurn.life).toBe(8);
    expect(r.board.turn.field.right[0]).toMatchObject({ uid: 't-right', rested: false });
    expect(r.board.turn.field.left[0]).toMatchObject({ uid: 't-left', rested: false });
    expect(r.board.doubleAttackUsed).toEqual(['t-right']);
    expect(r.board.attacks).toBe(1);
    // Not the first turn: the same walk comes back to 2.1 with a second attack on offer.
    const later = attackOn(
      'first-turn',
      { 'attacker.right.double-attack': true, 'turn.first': false },
      r.visits
        .slice(1)
        .map((v) => v.event!)
        .join('.'),
    );
    expect(later.position.key).toBe('2.1');
    expect(later.choices).toEqual(['attack', 'no-attack']);
  },
  // ③ 2.5: one Counter each. The second stays in hand; the hit then destroys the center and Penetrate deals 2.
  'attack-phase-second-counter': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.3');
    expect(r.board.nonTurn.hand.map((p) => p.card)).toEqual(['counter-spell']);
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['counter-spell', 'opponent-center']);
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.life).toBe(8);
    expect(r.log.filter((l) => l.code === 'non-turn-used').map((l) => l.step)).toEqual(['2.5>6.1']);
    // The opponent's second turn to act within 2.5: passing only, though a Counter is still in hand.
    const second = rulingCut<Table>('buddyfight', 'attack-phase', 'attack-phase-second-counter', r, 23);
    expect(second.position.key).toBe('2.5>6.1');
    expect(second.visits.filter((v) => v.key === '2.5>6.1').length).toBe(2);
    expect(second.choices).toEqual(['pass']);
  },
  // ④ 2.1.1/2.1.2: back at 2.1, the turn fighter's newly waiting ability is picked before the opponent's older one.
  'auto-ability-turn-fighter-again': (r: ReplayResult<AutoBoard>) => {
    expect(r.position.key).toBe('end:done');
    expect(r.board.resolved).toEqual([
      { by: 'turn', card: 'auto-t1' },
      { by: 'turn', card: 'added-t1' },
      { by: 'nonTurn', card: 'auto-n1' },
    ]);
    expect(r.board.pending).toEqual({ turn: [], nonTurn: [] });
    // At 2.1.1 after the addition, the turn fighter's pick is the only way on: the opponent's waits.
    const again = rulingCut<AutoBoard>('buddyfight', 'auto-ability', 'auto-ability-turn-fighter-again', r, 12);
    expect(again.position.key).toBe('2.1.1');
    expect(again.choices).toEqual(['turn-picks']);
    expect(again.board.pending).toEqual({ turn: ['added-t1'], nonTurn: ['auto-n1'] });
  },
  // ④ 1.3.1: the optional action is chosen at resolution, after the opponent's Counter has resolved; not at 1.1.
  'act-ability-optional-at-resolution': (r: ReplayResult<ActBoard>) => {
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.counter).toBe('resolved');
    expect(r.board.optionalDone).toBe(false);
    expect(r.board.opponentDrop.map((c) => c.card)).toEqual(['counter-card']);
    expect(codes(r).indexOf('counter-resolved')).toBeLessThan(codes(r).indexOf('optional-skipped'));
    // At the declaration nothing asks about the optional action; at 1.3.1 it is asked.
    const declared = rulingCut<ActBoard>('buddyfight', 'act-ability', 'act-ability-optional-at-resolution', r, 0);
    expect(declared.position.key).toBe('1.1');
    expect(declared.choices).toEqual(['next']);
    const asked = rulingCut<ActBoard>('buddyfight', 'act-ability', 'act-ability-optional-at-resolution', r, 8);
    expect(asked.position.key).toBe('1.3.1');
    expect(asked.choices).toEqual(['do-optional', 'skip-optional']);
  },
};
