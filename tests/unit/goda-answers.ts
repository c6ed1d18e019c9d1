import { expect } from 'vitest';
import type { AttackBoard } from '@/machines/goda/attack';
import type { GodaStackBoard } from '@/machines/goda/stack';
import type { TurnBoard } from '@/machines/goda/turn';
import type { CostBoard } from '@/machines/goda/cost';
import type { ReplayResult } from '@/machines/engine/replay';
import type { Answer } from './helpers';
import { rulingCut } from './ruling-cut';

const codes = (r: ReplayResult<unknown>) => r.log.map((l) => l.code);

/** Goda's rulings: the answer of each, asserted on the board its replay leaves (used by rulings.test.ts). */
export const godaAnswers: Record<string, Answer> = {
  // Effects beat the rules: two normal summons, both landing in rest posture; a third is not offered.
  'turn-speed-summon': (r: ReplayResult<TurnBoard>) => {
    expect(r.position.key).toBe('4.3');
    expect(r.board.normalSummons).toBe(2);
    expect(r.board.zone.map((m) => m.posture)).toEqual(['rest', 'rest']);
    expect(r.board.handMonsters).toBeGreaterThan(0);
    expect(r.choices).not.toContain('normal-summon');
  },
  // "Cannot" beats "can": at free time with monsters in hand, no normal summon is offered.
  'turn-last-emperor': (r: ReplayResult<TurnBoard>) => {
    expect(r.position.key).toBe('4.3');
    expect(r.board.handMonsters).toBeGreaterThan(0);
    expect(r.choices).not.toContain('normal-summon');
  },
  // Drawing from an empty deck by an effect loses on the spot.
  'turn-deck-out': (r: ReplayResult<TurnBoard>) => {
    expect(r.position.key).toBe('end:deck-out');
    expect(r.board.winner).toBe('opponent');
    expect(r.board.deck).toBe(0);
  },
  // Eight in hand at end time: one card goes, seven stay.
  'turn-hand-limit': (r: ReplayResult<TurnBoard>) => {
    expect(r.position.key).toBe('end:next-turn');
    expect(r.board.handMonsters + r.board.handSpells + r.board.drawSpells).toBe(7);
    expect(r.board.grave).toBe(1);
  },
  // A red summon into a full zone, stacked on one zone material: still five monsters; no normal summon is offered.
  'turn-red-summon-full-zone': (r: ReplayResult<TurnBoard>) => {
    expect(r.position.key).toBe('4.3');
    expect(r.board.zone).toHaveLength(5);
    expect(r.board.redSummons).toBe(0);
    // The monster in hand (and the one drawn) stay there: the materials came from the zone.
    expect(r.board.handMonsters).toBe(2);
    expect(codes(r)).toContain('red-summoned');
    expect(r.choices).not.toContain('normal-summon');
  },
  'attack-equal-p': (r: ReplayResult<AttackBoard>) => {
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.ready.where).toBe('grave');
  },
  // The rested defender wins, then still goes back to hand.
  'attack-provisional': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.rested.where).toBe('hand');
    expect(codes(r)).toContain('returned-to-hand');
  },
  // A block: both destroyed at equal P, no return to hand, no life lost.
  'attack-block-no-provisional': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:block-over');
    expect(r.board.ready.where).toBe('grave');
    expect(r.board.attacker.where).toBe('grave');
    expect(codes(r)).not.toContain('returned-to-hand');
    expect(r.board.life).toHaveLength(3);
  },
  'attack-life-left': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:life-cut');
    expect(r.board.defenderHand).toEqual(['life-1']);
    expect(r.board.life).toEqual(['life-2', 'life-3']);
  },
  'attack-empty-life': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:attacker-wins');
    expect(r.board.winner).toBe('attacker');
  },
  // 001 §6 and §3: B's time spell answers the declaration and destroys the attacker; no fight, no life cut; B's normal
  // spell stays in hand, never offered.
  'attack-answer-remove': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:no-fight');
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.life).toEqual(['life-1', 'life-2', 'life-3']);
    expect(r.board.defenderHand).toEqual([]);
    expect(r.board.hands.b).toEqual(['blast']);
    expect(r.board.grave).toEqual(['time-blast']);
    expect(r.visits.map((v) => v.key)).not.toContain('5.3');
  },
  // 2000 + 3000 = 5000 P against 3000 P: the attacker is destroyed; the defender, in attack posture, stays in the zone.
  'attack-answer-power': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.ready).toMatchObject({ p: 5000, where: 'zone' });
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.defenderHand).toEqual([]);
  },
  // A's Cancel nullifies Power Up: 3000 P against 2000 P, B's monster destroyed, the attacker stays.
  'attack-answer-back': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.ready).toMatchObject({ p: 2000, where: 'grave' });
    expect(r.board.attacker.where).toBe('zone');
    expect(r.board.grave).toEqual(['cancel', 'power-up']);
    expect(codes(r)).toContain('nullified');
  },
  // The block stopped the attack on life; A's Blast removed the blocker: no fight, the attacker lives, all life stays.
  'attack-block-answer': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:block-no-fight');
    expect(r.board.ready.where).toBe('grave');
    expect(r.board.attacker.where).toBe('zone');
    expect(r.board.life).toHaveLength(3);
    expect(r.board.defenderHand).toEqual([]);
  },
  // Last in, first out: A's Cancel cancels B's, so Blast still destroys the monster.
  'stack-answer-back': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.monsters.b).toBe('grave');
    expect(codes(r).filter((c) => c.endsWith('resolved') || c === 'nullified')).toEqual(['cancel-resolved', 'nullified', 'blast-resolved']);
  },
  'stack-answer-only': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.monsters.b).toBe('zone');
    expect(codes(r)).toContain('nullified');
  },
  // 001 §3: at 6.2 in A's turn, B's Cancel (a time spell) may be stacked; B's Blast (a normal spell) may not.
  'stack-normal-spell-refused': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('6.2');
    expect(r.board.stack.priority).toBe('b');
    expect(r.board.hands.b).toEqual(['blast', 'cancel']);
    expect(r.choices).toEqual(['stack-card', 'decline']);
    expect(r.choices).not.toContain('stack-normal');
  },
  // Mid-resolution, A still holds Cancels, but the only thing to do is resolve.
  'stack-nothing-mid-resolution': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('6.3');
    expect(r.board.hands.a.length).toBeGreaterThan(0);
    expect(r.choices).toEqual(['resolve']);
  },
  // 例1: 3000 P cannot go down by 5000, so the cost stops the effect at 3 and P is untouched.
  'cost-lower-p-short': (r: ReplayResult<CostBoard>) => {
    expect(r.position.key).toBe('end:not-activated');
    expect(r.board.power).toBe(3000);
    expect(codes(r)).toEqual(['cost-unmet']);
  },
  // 例2: one card discarded to somewhere other than the graveyard still pays "discard your whole hand".
  'cost-discard-elsewhere': (r: ReplayResult<CostBoard>) => {
    expect(r.position.key).toBe('end:activated');
    expect([r.board.hand, r.board.discarded]).toEqual([0, 1]);
    expect(codes(r)).toEqual(['discarded-elsewhere']);
  },
  // 例3: making 0 P into 0 changes nothing, so the cost is not paid.
  'cost-zero-p-already': (r: ReplayResult<CostBoard>) => {
    expect(r.position.key).toBe('end:not-activated');
    expect(r.board.power).toBe(0);
    expect(codes(r)).toEqual(['cost-unmet']);
  },
  // 例4: choosing is a cost; one monster of the two asked for is not enough, and nothing is chosen.
  'cost-choose-two-short': (r: ReplayResult<CostBoard>) => {
    expect(r.position.key).toBe('end:not-activated');
    expect([r.board.targets, r.board.chosen]).toEqual([1, 0]);
    expect(codes(r)).toEqual(['cost-unmet']);
  },
  // A judge's question (kind 'judge'), on an edited board. 3000 P against 5000 P in attack posture: the attacker goes, the
  // defender stays in the zone, and nothing goes back to hand.
  'attack-ready-higher-p': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.ready).toMatchObject({ where: 'zone', posture: 'attack', p: 5000 });
    expect(r.board.defenderHand).toEqual([]);
    expect(codes(r)).not.toContain('returned-to-hand');
  },
  // B's turn: B's second Blast (a normal spell, fine in B's own turn) resolves first and destroys A's monster; A's
  // Cancel then nullifies B's first Blast.
  'stack-own-turn-normal-spell': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.monsters).toEqual({ a: 'grave', b: 'zone' });
    expect(r.log.filter((l) => l.step === '6.3').map((l) => l.code)).toEqual(['blast-resolved-on-a', 'cancel-resolved', 'nullified']);
    expect(r.board.hands).toEqual({ a: ['blast'], b: ['cancel'] });
  },
  // No monster of B's to aim at: nothing can open the stack, and nobody is given a right to stack.
  'stack-no-target': (r: ReplayResult<GodaStackBoard>) => {
    expect(r.position.key).toBe('end:nothing-activated');
    expect(r.board.monsters.b).toBe('none');
    expect(r.board.stack.items).toEqual([]);
    expect(r.board.hands.a).toEqual(['blast', 'cancel']);
    expect(codes(r)).toEqual(['nothing-activated']);
    expect(rulingCut<GodaStackBoard>('goda', 'stack', 'stack-no-target', r, 0).choices).toEqual(['no-activation']);
  },
  // A judge's question (kind 'judge'), on an edited board. B's only monster rests, so the sole choice at the block is not
  // to block; with no life left the attack wins the game, and the resting monster stays where it was.
  'attack-no-blocker-empty-life': (r: ReplayResult<AttackBoard>) => {
    expect(r.position.key).toBe('end:attacker-wins');
    expect(r.board.winner).toBe('attacker');
    expect(r.board.ready.where).toBe('absent');
    expect(r.board.rested).toMatchObject({ where: 'zone', posture: 'rest' });
    expect(r.board.life).toEqual([]);
    expect(r.board.fight).toBe('none');
    const atBlock = rulingCut<AttackBoard>('goda', 'attack', 'attack-no-blocker-empty-life', r, 2);
    expect(atBlock.position.key).toBe('5.3');
    expect(atBlock.choices).toEqual(['no-block']);
  },
};
