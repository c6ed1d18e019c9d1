import { describe, expect, test } from 'vitest';
import { stackFlow, type GodaStackBoard } from '@/machines/goda/stack';
import { CUSTOM, decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { available, blockedChoices, parseWalk, replay } from '@/machines/engine/replay';
import { readSituation } from '@/machines/engine/situation';
import type { FlowDefinition } from '@/machines/engine/types';
import { editedFlow, reachable } from './helpers';
import { games } from '@/content';

const editor = stackFlow.editor!;
/** Replays `walk` on the edited board; the walk must be one the chart accepts. */
const at = (flow: FlowDefinition<GodaStackBoard>, walk: string) => {
  const parsed = parseWalk(flow, walk, CUSTOM);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<GodaStackBoard>(flow, parsed.events, CUSTOM);
};
const shut = (flow: FlowDefinition<GodaStackBoard>, walk: string) => blockedChoices(at(flow, walk).snapshot);
const view = (b: GodaStackBoard, key: string) => {
  const s = stackFlow.view(b).sections.find((x) => x.key === key);
  return s && 'value' in s ? s.value : undefined;
};

describe('Goda stack editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(stackFlow.setups)) expect(editor.build(editor.values(b), b), id).toEqual(b);
  });

  test('values read what each preset shows: A’s turn, each hand by card, both monsters in the zone', () => {
    expect(editor.values(stackFlow.setups['normal-spell'])).toEqual({
      'table.b-turn': false,
      'a.blasts': 1,
      'a.cancels': 0,
      'a.monster': true,
      'b.blasts': 1,
      'b.cancels': 1,
      'b.monster': true,
    });
    expect(editor.values(stackFlow.setups.deep)).toMatchObject({ 'a.blasts': 1, 'a.cancels': 2, 'b.blasts': 0, 'b.cancels': 2 });
  });

  test('each field changes the board it builds, and nothing else', () => {
    const built = (over: Record<string, number | boolean>) => editedFlow(stackFlow, 'answer-and-back', over).setups[CUSTOM];
    const b = built({ 'table.b-turn': true });
    expect([b.turn, b.stack.priority]).toEqual(['b', 'b']);
    expect(b.hands).toEqual({ a: ['blast', 'cancel'], b: ['cancel'] });
    // Cards are added at the end and taken from the end; the rest of the hand keeps its order.
    expect(built({ 'a.cancels': 3 }).hands.a).toEqual(['blast', 'cancel', 'cancel', 'cancel']);
    expect(built({ 'a.blasts': 0, 'b.blasts': 2 }).hands).toEqual({ a: ['cancel'], b: ['cancel', 'blast', 'blast'] });
    expect(built({ 'b.monster': false }).monsters).toEqual({ a: 'zone', b: 'none' });
    expect(view(built({ 'b.monster': false }), 'monster-b')).toBe('none');
  });

  test('an edited board has no dead end: every fullest hand, with and without monsters, in either turn, can finish', () => {
    for (const bTurn of [false, true]) {
      for (const monster of [false, true]) {
        const over = { 'table.b-turn': bTurn, 'a.blasts': 3, 'a.cancels': 3, 'b.blasts': 3, 'b.cancels': 3, 'a.monster': monster, 'b.monster': monster };
        const map = reachable(editedFlow(stackFlow, 'deep', over), CUSTOM);
        for (const v of Object.values(map)) if (v.state.status !== 'done') expect(available(v.state).length).toBeGreaterThan(0);
      }
    }
  });

  test('the edits travel as an edit= value, in the form a link carries', () => {
    const values = { ...editor.values(stackFlow.setups['normal-spell']), 'table.b-turn': true, 'a.cancels': 1, 'b.blasts': 2 };
    expect(encodeEdits(stackFlow, 'normal-spell', values)).toBe('table.b-turn-1~a.cancels-1~b.blasts-2');
  });

  test('a bad edit is reported on its own, as every editor reports one; the rest applies', () => {
    const { values, problems } = decodeEdits(stackFlow, 'answer-only', 'a.blasts-4~table.b-turn-1~b.monster-2~a.swords-1');
    expect(problems).toEqual([
      { kind: 'bad-edit', token: 'a.blasts-4' },
      { kind: 'bad-edit', token: 'b.monster-2' },
      { kind: 'bad-edit', token: 'a.swords-1' },
    ]);
    expect(values).toMatchObject({ 'table.b-turn': true, 'a.blasts': 1, 'b.monster': true });
    // Through a whole link: the page names the edit part and the token (before the editor, the link said 'no-editor').
    const link = new URLSearchParams('setup=answer-only&edit=a.cancels-9');
    const { problems: linkProblems } = readSituation(stackFlow, link, { setup: 'answer-and-back', edits: null, events: [] });
    expect(linkProblems).toEqual([{ part: 'edit', kind: 'bad-edit', token: 'a.cancels-9' }]);
  });
});

/**
 * 001 §3 (呪文の性質と使用方法): a time spell may be activated in either player's turn, any other spell as a rule only in
 * its owner's own turn. §6 (スタック): each action gives the other player the right to stack; the last one activated
 * resolves first. §6 (効果を発動するための条件 3): choosing a target is part of the cost, so a spell with nothing to
 * aim at cannot be activated.
 */
describe('a judge’s questions, set up in the stack editor', () => {
  test('two of them are published as rulings on the same edited boards (marked as our answers)', () => {
    const edits = Object.fromEntries(games.goda.flows.stack.rulings.filter((r) => r.kind === 'judge').map((r) => [r.id, [r.replay.setup, r.replay.edit]]));
    expect(edits).toEqual({
      'stack-own-turn-normal-spell': ['normal-spell', 'table.b-turn-1~a.cancels-1~b.blasts-2'],
      'stack-no-target': ['answer-and-back', 'b.monster-0'],
    });
  });

  // B's turn; A holds a Blast and a Cancel, B two Blasts and a Cancel.
  const bTurn = editedFlow(stackFlow, 'normal-spell', { 'table.b-turn': true, 'a.cancels': 1, 'b.blasts': 2 });

  test('"In B’s own turn, may B stack a normal spell on A’s time spell?" Yes: it is B’s turn', () => {
    // B opens with a Blast at A's monster; A answers with the Cancel (a time spell, fine in B's turn).
    const answered = at(bTurn, 'activate.stack-card');
    expect(answered.board.stack.items.map((e) => [e.by, e.item.card])).toEqual([
      ['b', 'blast'],
      ['a', 'cancel'],
    ]);
    expect(answered.board.stack.priority).toBe('b');
    expect(answered.choices).toEqual(['stack-card', 'stack-normal', 'decline']);
    // B stacks the second Blast. Last in, first out: it destroys A's monster, A's Cancel then nullifies B's first Blast.
    const r = at(bTurn, 'activate.stack-card.stack-normal.decline.resolve.resolve.resolve');
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.monsters).toEqual({ a: 'grave', b: 'zone' });
    expect(r.log.filter((l) => l.step === '6.3').map((l) => l.code)).toEqual(['blast-resolved-on-a', 'cancel-resolved', 'nullified']);
  });

  test('"In B’s turn, may A answer B’s Blast with a Blast of A’s own?" No, only with the Cancel; the Blast’s reason is the turn', () => {
    const r = at(bTurn, 'activate');
    expect(r.board.stack.priority).toBe('a');
    expect(r.choices).toEqual(['stack-card', 'decline']);
    expect(shut(bTurn, 'activate')).toContainEqual({ event: 'stack-normal', guards: ['canStackNormal'] });
    // Unedited, the same preset is A's turn: there B is the one kept from stacking a Blast.
    const aTurn = editedFlow(stackFlow, 'normal-spell', {});
    expect(at(aTurn, 'activate').board.stack.items.map((e) => e.by)).toEqual(['a']);
  });

  test('"B has no monster on the field. May A open with a Blast?" No: it has nothing to aim at, and nothing else can open', () => {
    const flow = editedFlow(stackFlow, 'answer-and-back', { 'b.monster': false });
    const r = at(flow, '');
    expect(r.choices).toEqual(['no-activation']);
    expect(shut(flow, '')).toEqual([{ event: 'activate', guards: ['canActivate'] }]);
    // Nothing activated: the chart ends with no stack, and nobody was given a right to stack.
    const none = at(flow, 'no-activation');
    expect(none.position.key).toBe('end:nothing-activated');
    expect(view(none.board, 'right')).toBe('nobody');
    // With B's monster there, the same board opens.
    expect(at(editedFlow(stackFlow, 'answer-and-back', {}), '').choices).toEqual(['activate', 'no-activation']);
  });

  test('"A holds only Cancels. May A open the stack with one?" No: a Cancel needs an activation beneath it', () => {
    const flow = editedFlow(stackFlow, 'answer-and-back', { 'a.blasts': 0, 'a.cancels': 2 });
    expect(at(flow, '').choices).toEqual(['no-activation']);
  });

  test('"B’s turn, and A has no monster. May B open with a Blast?" No: the stack stays empty, as in A’s turn without B’s', () => {
    const noTarget = editedFlow(stackFlow, 'normal-spell', { 'table.b-turn': true, 'a.cancels': 1, 'b.blasts': 2, 'a.monster': false });
    expect(at(noTarget, '').choices).toEqual(['no-activation']);
    expect(view(noTarget.setups[CUSTOM], 'monster-a')).toBe('none');
  });
});
