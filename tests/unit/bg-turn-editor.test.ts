import { describe, expect, test } from 'vitest';
import { turnFlow } from '@/machines/battle-guardians/turn';
import type { BgBoard } from '@/machines/battle-guardians/board';
import { CUSTOM } from '@/machines/engine/editor';
import { parseWalk, replay } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { editedFlow } from './helpers';

/** Replays `walk` on the edited board; the walk must be one the chart accepts. */
const at = (flow: FlowDefinition<BgBoard>, walk: string) => {
  const parsed = parseWalk(flow, walk, CUSTOM);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<BgBoard>(flow, parsed.events, CUSTOM);
};

const TO_SET_PHASE = 'draw-main.charge-draw-main.next.next';
/** On to the attack ability's damage step (7.1): a roll of 2 fires the SF 1 guardian's ability, and nobody counters it. */
const TO_ATTACK_DAMAGE = 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next';

describe('Battle Guardians turn editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(turnFlow.setups)) expect(turnFlow.editor!.build(turnFlow.editor!.values(b), b), id).toEqual(b);
  });

  test('the damage fields start from the printed amounts, and 0 where the preset has no such damage effect', () => {
    const v = (id: string) => turnFlow.editor!.values(turnFlow.setups[id]);
    expect(v('basic')).toMatchObject({ 'damage.attack': 1000, 'damage.other': 0 });
    expect(v('spell')).toMatchObject({ 'damage.attack': 1000, 'damage.other': 1000 });
    expect(v('burst')).toMatchObject({ 'damage.other': 2000 });
    // Chaos Wind's attack ability sends cards to the junk zone; it deals no damage.
    expect(v('chaos-wind')).toMatchObject({ 'damage.attack': 0 });
  });

  test('a guardian the preset does not have is not made up by its fields', () => {
    const flow = editedFlow(turnFlow, 'first-turn', { 'turn.attack.dg': 1000, 'opp.attack.weakened': true });
    expect(flow.setups[CUSTOM].turn.attack).toBeNull();
    expect(flow.setups[CUSTOM].opp.attack).toBeNull();
  });

  test('first turn switched off: the kept guardian is no longer owed', () => {
    const flow = editedFlow(turnFlow, 'first-turn', { 'turn.first-turn': false });
    expect(flow.setups[CUSTOM].firstTurn).toBe(false);
    expect(flow.setups[CUSTOM].kept).toBeUndefined();
    // Leaving the summon phase with nothing summoned is no foul now.
    expect(at(flow, 'draw-main.charge-twice.next').position.key).toBe('4');
  });
});

/** 004 ライフカウンター: two of them buy two draws in one's own set phase, once a turn; a player with none left loses. */
describe('the set phase draw with exactly two life counters', () => {
  test('both may be spent; the two cards are drawn and the turn player, out of counters, loses', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'turn.life-counters': 2 });
    const before = at(flow, TO_SET_PHASE);
    expect(before.position.key).toBe('5');
    expect(before.choices).toContain('life-draw');
    const r = at(flow, `${TO_SET_PHASE}.life-draw`);
    expect(r.position.key).toBe('end:lost');
    expect(r.board.turn.lifeCounters).toBe(0);
    expect(r.board.turn.hand).toHaveLength(before.board.turn.hand.length + 2);
    expect(r.board.loser).toEqual({ player: 'turn', why: 'life-counters' });
    expect(r.log.map((l) => l.code)).toContain('turn-out-of-life-counters');
  });

  test('with three, one is left and the turn goes on; the draw is not offered a second time', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'turn.life-counters': 3 });
    const r = at(flow, `${TO_SET_PHASE}.life-draw`);
    expect(r.position.key).toBe('5');
    expect(r.board.turn.lifeCounters).toBe(1);
    expect(r.board.loser).toBeNull();
    expect(r.choices).not.toContain('life-draw');
  });

  test('with one, there is nothing to spend: the draw is not offered', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'turn.life-counters': 1 });
    expect(at(flow, TO_SET_PHASE).choices).not.toContain('life-draw');
  });
});

/** 004 ライフカウンター: life counters cancel a damage effect only from 1000 damage up, one counter per 1000. */
describe('cancelling a damage effect with life counters', () => {
  test('an attack ability dealing 500: no life counters can cancel it, and the 500 is dealt', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'damage.attack': 500 });
    const r = at(flow, TO_ATTACK_DAMAGE);
    expect(r.position.key).toBe('7.1');
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 500, card: 'guardian-sf1' }]);
    expect(r.choices).not.toContain('life-shield');
    const dealt = at(flow, `${TO_ATTACK_DAMAGE}.take-damage`);
    expect(dealt.board.opp.attack!.dg).toBe(500);
    expect(dealt.board.opp.lifeCounters).toBe(4);
  });

  test('the same chart at the printed 1000: one life counter cancels it', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'damage.attack': 1000 });
    expect(at(flow, TO_ATTACK_DAMAGE).choices).toContain('life-shield');
    const r = at(flow, `${TO_ATTACK_DAMAGE}.life-shield`);
    expect(r.board.opp.lifeCounters).toBe(3);
    expect(r.board.opp.attack!.dg).toBe(0);
  });

  test('500 against a weakened guardian is doubled to 1000, which one life counter cancels', () => {
    const flow = editedFlow(turnFlow, 'weakened', { 'damage.attack': 500 });
    const r = at(flow, `${TO_ATTACK_DAMAGE}.life-shield`);
    expect(r.board.opp.lifeCounters).toBe(3);
    expect(r.board.opp.attack!.dg).toBe(2000);
    expect(r.board.loser).toBeNull();
  });

  test('a spell dealing 500: not cancellable either', () => {
    const flow = editedFlow(turnFlow, 'spell', { 'damage.other': 500 });
    const r = at(flow, `${TO_SET_PHASE}.cast-spell-sp1.answer-passes.activator-passes.next.next`);
    expect(r.position.key).toBe('5.2');
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 500, card: 'spell-sp1' }]);
    expect(r.choices).not.toContain('life-shield');
  });

  test('the edited DG and the edited damage together: 500 more on a guardian with 500 LP left ends the game', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'damage.attack': 500, 'opp.attack.dg': 2500 });
    const r = at(flow, `${TO_ATTACK_DAMAGE}.take-damage.next`);
    expect(r.position.key).toBe('end:won');
    expect(r.board.loser).toEqual({ player: 'opp', why: 'lp' });
  });
});
