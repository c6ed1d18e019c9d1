import { describe, expect, test } from 'vitest';
import { counterFlow } from '@/machines/battle-guardians/counter';
import type { BgBoard } from '@/machines/battle-guardians/board';
import { CUSTOM, decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { parseWalk, replay } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { editedFlow } from './helpers';
import { games } from '@/content';

const editor = counterFlow.editor!;
/** Replays `walk` on the edited board; the walk must be one the chart accepts. */
const at = (flow: FlowDefinition<BgBoard>, walk: string) => {
  const parsed = parseWalk(flow, walk, CUSTOM);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<BgBoard>(flow, parsed.events, CUSTOM);
};
const refused = (flow: FlowDefinition<BgBoard>, walk: string) => parseWalk(flow, walk, CUSTOM).problem;

describe('Battle Guardians counter step editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(counterFlow.setups)) expect(editor.build(editor.values(b), b), id).toEqual(b);
  });

  test('values read what each preset shows', () => {
    const v = (id: string) => editor.values(counterFlow.setups[id]);
    expect(v('spell')).toEqual({
      'activation.spell': true,
      'activation.sp': 1,
      'activation.damage': 1000,
      'opp.counter-card': true,
      'opp.counter-cost': 0,
      'opp.force-up': 0,
      'opp.spell-sp': 2,
      'opp.counter-ability': false,
      'turn.boost-card': true,
    });
    expect(v('counter-cost')).toMatchObject({
      'activation.spell': false,
      'opp.counter-cost': 1,
      'opp.force-up': 1,
      'opp.spell-sp': 0,
      'turn.boost-card': false,
    });
    expect(v('counter-ability')).toMatchObject({ 'opp.counter-card': false, 'opp.counter-ability': true });
    expect(v('low-sp')).toMatchObject({ 'activation.sp': 2, 'opp.spell-sp': 1 });
  });

  test('each field changes the board it builds, and nothing else', () => {
    const built = (over: Record<string, number | boolean>) => editedFlow(counterFlow, 'spell', over).setups[CUSTOM];
    expect(built({ 'activation.sp': 2 }).counter).toMatchObject({ card: 'spell-sp2', spell: true });
    expect(built({ 'activation.spell': false }).counter).toMatchObject({ card: 'guardian-sf1', spell: false, effect: { kind: 'damage', amount: 1000 } });
    expect(built({ 'activation.damage': 2500 }).counter!.effect).toEqual({ kind: 'damage', amount: 2500 });
    // The counter card keeps its place in hand, ahead of or behind the spell as the preset had it.
    expect(built({ 'opp.counter-cost': 2 }).opp.hand).toEqual(['answer-spell-sp2', 'counter-force-2']);
    expect(built({ 'opp.counter-card': false }).opp.hand).toEqual(['answer-spell-sp2']);
    expect(built({ 'opp.spell-sp': 0 }).opp.hand).toEqual(['counter-nullify']);
    expect(built({ 'opp.spell-sp': 1 }).opp.hand).toEqual(['answer-spell-sp1', 'counter-nullify']);
    expect(built({ 'opp.force-up': 4 }).opp).toMatchObject({ forceUp: 4, forceDown: 0 });
    expect(built({ 'opp.counter-ability': true }).opp.attack).toEqual({ card: 'guardian-counter', dg: 0, weakened: false });
    expect(built({ 'turn.boost-card': false }).turn.hand).toEqual([]);
    // A boost card put in a hand that had none goes last.
    expect(editedFlow(counterFlow, 'counter-cost', { 'turn.boost-card': true }).setups[CUSTOM].turn.hand).toEqual(['counter-boost']);
  });

  test('an edit out of range is reported on its own; the rest applies', () => {
    const { values, problems } = decodeEdits(counterFlow, 'spell', 'activation.sp-2~opp.counter-cost-4');
    expect(problems).toEqual([{ kind: 'bad-edit', token: 'opp.counter-cost-4' }]);
    expect(values['activation.sp']).toBe(2);
    expect(encodeEdits(counterFlow, 'spell', values)).toBe('activation.sp-2');
  });
});

/** 004 スペルパワー: a spell in hand of the same SP or higher nullifies the opponent's spell; only a spell can be met so. */
describe('a judge’s questions, set up in the counter step editor', () => {
  test('the ability question is published as a ruling on the same edited board (marked as our answer)', () => {
    const r = games['battle-guardians'].flows.counter.rulings.find((x) => x.id === 'bg-spell-discard-not-ability')!;
    expect(r).toMatchObject({ kind: 'judge', replay: { setup: 'spell', edit: 'activation.spell-0~opp.counter-card-0' } });
  });

  test('the force-cost question is published as a ruling on the same edited board (marked as our answer)', () => {
    const r = games['battle-guardians'].flows.counter.rulings.find((x) => x.id === 'bg-counter-cost-short')!;
    expect(r).toMatchObject({ kind: 'judge', replay: { setup: 'counter-cost', edit: 'opp.counter-cost-2' } });
  });

  test('"My opponent activates an SP 2 spell; my spell is SP 1. Can I discard it to nullify theirs?" No; SP 2 in hand can', () => {
    const low = editedFlow(counterFlow, 'spell', { 'activation.sp': 2, 'opp.spell-sp': 1, 'opp.counter-card': false });
    expect(at(low, '').choices).not.toContain('answer-cancels-spell');
    expect(refused(low, 'answer-cancels-spell')).toMatchObject({ kind: 'unavailable', token: 'answer-cancels-spell' });
    const r = at(low, 'answer-passes.activator-passes');
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 1000, card: 'spell-sp2' }]);
    const high = editedFlow(counterFlow, 'spell', { 'activation.sp': 2 });
    expect(at(high, 'answer-cancels-spell').board.opp.junk).toEqual(['answer-spell-sp2']);
  });

  test('"An attack ability, not a spell: can a spell in my hand nullify it?" No: the discard answers spells only', () => {
    const flow = editedFlow(counterFlow, 'spell', { 'activation.spell': false, 'opp.counter-card': false });
    expect(at(flow, '').choices).not.toContain('answer-cancels-spell');
    expect(at(flow, '').board.opp.hand).toEqual(['answer-spell-sp2']);
  });

  test('"A counter card costing 2 force, with one face up: can I use it?" No; with two face up, yes, and both turn down', () => {
    const one = editedFlow(counterFlow, 'counter-cost', { 'opp.counter-cost': 2 });
    expect(at(one, '').choices).not.toContain('answer-counter');
    const two = editedFlow(counterFlow, 'counter-cost', { 'opp.counter-cost': 2, 'opp.force-up': 2 });
    const r = at(two, 'answer-counter');
    expect(r.board.opp).toMatchObject({ forceUp: 0, forceDown: 3, junk: ['counter-force-2'] });
    expect(at(two, 'answer-counter.next').log.map((l) => l.code)).toContain('activation-nullified');
  });

  test('"My 1500 damage ability, boosted by my counter card after the opponent passes: how much?" 2500, shown on the pile', () => {
    const flow = editedFlow(counterFlow, 'ability', { 'activation.damage': 1500, 'opp.counter-card': false });
    const open = at(flow, '');
    const pile = counterFlow.view(open.board).sections.find((s) => s.key === 'counter');
    expect(pile).toMatchObject({ cards: [{ card: 'guardian-sf1', stats: { damage: 1500 } }] });
    const r = at(flow, 'answer-passes.activator-counter.next');
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 2500, card: 'guardian-sf1' }]);
  });

  test('"Their guardian has a counter ability and they hold no counter card: can they still answer?" Yes, from the field', () => {
    const flow = editedFlow(counterFlow, 'ability', { 'opp.counter-card': false, 'opp.counter-ability': true });
    const r = at(flow, 'answer-counter.next');
    expect(r.board.opp.attack!.card).toBe('guardian-counter');
    expect(r.board.pending).toEqual([]);
    expect(r.log.map((l) => l.code)).toContain('answer-counter-ability');
  });
});
