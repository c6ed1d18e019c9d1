import { describe, expect, test } from 'vitest';
import { interruptFlow } from '@/machines/fftcg/interrupt';
import { powerOf, type FfBoard } from '@/machines/fftcg/board';
import { CUSTOM, decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { blockedChoices, parseWalk, replay } from '@/machines/engine/replay';
import { readSituation } from '@/machines/engine/situation';
import type { FlowDefinition } from '@/machines/engine/types';
import { editedFlow } from './helpers';
import { games } from '@/content';

const editor = interruptFlow.editor!;
/** Replays `walk` on the edited board; the walk must be one the chart accepts. */
const at = (flow: FlowDefinition<FfBoard>, walk: string) => {
  const parsed = parseWalk(flow, walk, CUSTOM);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<FfBoard>(flow, parsed.events, CUSTOM);
};
const codes = (r: { log: FfBoard['log'] }) => r.log.map((l) => `${l.code}:${l.card ?? ''}`);

// 003's second case (割り込みについて): the non-turn player's Brynhildr, then the turn player's Hammer Blow on top of it;
// both resolve (Hammer Blow first) and the window closes.
const HAMMER_ON_BRYNHILDR =
  'turn-passes.non-turn-uses.non-turn-passes.turn-uses.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes';

describe('FF-TCG interrupt editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(interruptFlow.setups)) expect(editor.build(editor.values(b), b), id).toEqual(b);
  });

  test('values read what each preset shows: Barret, its side and numbers, and what each player holds', () => {
    expect(editor.values(interruptFlow.setups.barret)).toEqual({
      'barret.on': true,
      'barret.turn-side': true,
      'barret.power': 7000,
      'barret.damage': 0,
      'turn.hammer-blow': true,
      'turn.brynhildr': 0,
      'turn.valefor': false,
      'nonTurn.hammer-blow': false,
      'nonTurn.brynhildr': 1,
      'nonTurn.valefor': false,
    });
    expect(editor.values(interruptFlow.setups['answer-back'])).toMatchObject({
      'barret.turn-side': false,
      'turn.brynhildr': 2,
      'nonTurn.hammer-blow': true,
    });
    expect(editor.values(interruptFlow.setups.open)).toMatchObject({ 'barret.on': false, 'turn.brynhildr': 0, 'nonTurn.brynhildr': 0 });
  });

  test('each field changes the board it builds, and nothing else', () => {
    const built = (setup: string, over: Record<string, number | boolean>) => editedFlow(interruptFlow, setup, over).setups[CUSTOM];
    const strong = built('barret', { 'barret.power': 9000, 'barret.damage': 2000 }).turn.field[0];
    expect(strong).toMatchObject({ card: 'barret', power: 9000, damage: 2000, boost: 0 });
    expect(powerOf(strong)).toBe(9000);
    // Moved to the other side, Barret is the non-turn player's; Hammer Blow stays with whoever was given it.
    const moved = built('barret', { 'barret.turn-side': false });
    expect([moved.turn.field, moved.nonTurn.field.map((f) => f.card)]).toEqual([[], ['barret']]);
    expect(moved.turn.uses).toEqual([{ card: 'hammer-blow' }]);
    expect(built('barret', { 'barret.on': false }).turn.field).toEqual([]);
    expect(built('barret', { 'nonTurn.brynhildr': 2, 'nonTurn.valefor': true }).nonTurn.uses).toEqual([
      { card: 'brynhildr' },
      { card: 'brynhildr' },
      { card: 'valefor' },
    ]);
    // Added to the open preset, Barret goes first on its side, and named cards go before the reusable stand-ins.
    const open = built('open', { 'barret.on': true, 'nonTurn.brynhildr': 1 });
    expect(open.turn.field.map((f) => f.card)).toEqual(['barret', 'forward-a']);
    expect(open.nonTurn.uses).toEqual([{ card: 'brynhildr' }, { card: 'non-turn-summon', reusable: true }]);
  });

  test('the edits travel as an edit= value, in the form a link carries', () => {
    const values = { ...editor.values(interruptFlow.setups.barret), 'barret.damage': 4000 };
    expect(encodeEdits(interruptFlow, 'barret', values)).toBe('barret.damage-4000');
  });

  test('a bad edit is reported on its own, as every editor reports one; the rest applies', () => {
    const { values, problems } = decodeEdits(interruptFlow, 'barret', 'barret.power-500~barret.damage-3000~turn.brynhildr-3~nonTurn.valefor-2');
    expect(problems).toEqual([
      { kind: 'bad-edit', token: 'barret.power-500' },
      { kind: 'bad-edit', token: 'turn.brynhildr-3' },
      { kind: 'bad-edit', token: 'nonTurn.valefor-2' },
    ]);
    expect(values).toMatchObject({ 'barret.power': 7000, 'barret.damage': 3000, 'turn.brynhildr': 0, 'nonTurn.valefor': false });
    // Through a whole link: the page names the edit part and the token (before the editor, the link said 'no-editor').
    const link = new URLSearchParams('setup=barret&edit=barret.damage-31000');
    const { problems: linkProblems } = readSituation(interruptFlow, link, { setup: 'barret', edits: null, events: [] });
    expect(linkProblems).toEqual([{ part: 'edit', kind: 'bad-edit', token: 'barret.damage-31000' }]);
  });
});

/**
 * 003 割り込みについて: what is used goes on the stack, the last one used resolves first, and a forward whose damage
 * reaches its power is broken (Barret, 7000 power, breaks to Brynhildr's 7000). 003 ⑥: damage is taken off forwards
 * only in the end phase, so damage dealt earlier in the turn is still on Barret.
 */
describe('a judge’s questions, set up in the interrupt editor', () => {
  test('three of them are published as rulings on the same edited boards (marked as our answers)', () => {
    const edits = Object.fromEntries(games.fftcg.flows.interrupt.rulings.filter((r) => r.kind === 'judge').map((r) => [r.id, r.replay.edit]));
    expect(edits).toEqual({
      'fftcg-barret-already-damaged': 'barret.damage-4000',
      'fftcg-barret-8000-power': 'barret.power-8000',
      'fftcg-valefor-answers-hammer-blow': 'nonTurn.brynhildr-0~nonTurn.valefor-1',
    });
  });

  test('"Barret already has 4000 damage; I answer Brynhildr with Hammer Blow. Does it survive?" No: 11000 power, 11000 damage', () => {
    const r = at(editedFlow(interruptFlow, 'barret', { 'barret.damage': 4000 }), HAMMER_ON_BRYNHILDR);
    expect(r.position.key).toBe('end:closed');
    expect(r.board.turn.field).toEqual([]);
    expect(r.board.turn.breakZone).toEqual(['barret']);
    expect(codes(r)).toContain('broken:barret');
    // With 3000 on it, 10000 damage stays short of 11000 power: Barret survives.
    const held = at(editedFlow(interruptFlow, 'barret', { 'barret.damage': 3000 }), HAMMER_ON_BRYNHILDR);
    expect(held.board.turn.field[0]).toMatchObject({ card: 'barret', boost: 4000, damage: 10000 });
  });

  test('"Barret has 8000 power. Brynhildr interrupts Hammer Blow: is it still broken?" No: 7000 damage falls short of 8000', () => {
    const flow = editedFlow(interruptFlow, 'barret', { 'barret.power': 8000 });
    // Hammer Blow first, Brynhildr on top of it: Brynhildr resolves first, then Hammer Blow.
    const r = at(flow, 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes.next');
    expect(r.board.turn.field[0]).toMatchObject({ card: 'barret', damage: 7000, boost: 4000 });
    expect(powerOf(r.board.turn.field[0])).toBe(12000);
    // At 003's 7000 the same walk breaks it before Hammer Blow resolves, which then finds no Barret.
    const base = at(
      editedFlow(interruptFlow, 'barret', {}),
      'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes.next',
    );
    expect(base.board.turn.breakZone).toEqual(['barret']);
    expect(codes(base)).toContain('no-target:barret');
  });

  test('"They answer my Hammer Blow with Valefor instead. What does Hammer Blow do?" Nothing: Barret is back in my hand', () => {
    const flow = editedFlow(interruptFlow, 'barret', { 'nonTurn.brynhildr': 0, 'nonTurn.valefor': true });
    const r = at(flow, 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes.next');
    expect(r.board.turn.field).toEqual([]);
    expect(r.board.turn.hand).toEqual(['barret']);
    expect(codes(r).filter((c) => c.startsWith('all-returned') || c.startsWith('no-target'))).toEqual(['all-returned:', 'no-target:barret']);
    // Valefor is a summon: once resolved it goes to its owner's break zone.
    expect(r.board.nonTurn.breakZone).toEqual(['valefor']);
  });

  test('"Barret is the non-turn player’s. May the turn player still use Hammer Blow?" No: it is Barret’s own ability', () => {
    // The turn player was given Hammer Blow, and Barret moved to the other side.
    const flow = editedFlow(interruptFlow, 'barret', { 'barret.turn-side': false, 'nonTurn.brynhildr': 0 });
    const r = at(flow, '');
    expect(r.choices).toEqual(['turn-passes']);
    expect(blockedChoices(r.snapshot)).toContainEqual({ event: 'turn-uses', guards: ['turnCanUse'] });
  });
});
