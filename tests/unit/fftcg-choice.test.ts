import { describe, expect, test } from 'vitest';
import { interruptFlow } from '@/machines/fftcg/interrupt';
import { turnFlow } from '@/machines/fftcg/turn';
import type { FfBoard } from '@/machines/fftcg/board';
import { CUSTOM } from '@/machines/engine/editor';
import { blockedChoices, parseWalk, replay } from '@/machines/engine/replay';
import { chartModel, collapse } from '@/machines/engine/chart';
import type { FlowDefinition } from '@/machines/engine/types';
import { games } from '@/content';
import { editedFlow, withVariant } from './helpers';

/**
 * A player holding several different things they could use picks which (003 割り込みについて: a player "uses" an
 * ability or a summon, any one they hold). The window used to take the first one the board listed, and the page said
 * so; now the 2nd and 3rd are choices of their own, as Buddyfight's play timing offers them.
 */
const run = (flow: FlowDefinition<FfBoard>, setup: string, walk: string) => {
  const parsed = parseWalk(flow, walk, setup);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<FfBoard>(flow, parsed.events, setup);
};
const top = (b: FfBoard) => b.stack.items.at(-1)?.item.card;

describe('FF-TCG: a player picks which of several things to use', () => {
  // Barret with Hammer Blow, and Valefor too: two different things the turn player can use at step 1.
  const both = editedFlow(interruptFlow, 'barret', { 'turn.valefor': true });

  test('the turn player may use the 2nd thing they hold (Valefor), not only the 1st (Hammer Blow)', () => {
    const at = run(both, CUSTOM, '');
    expect(at.choices).toEqual(expect.arrayContaining(['turn-uses', 'turn-uses-2']));
    expect(at.choices).not.toContain('turn-uses-3');
    expect(top(run(both, CUSTOM, 'turn-uses').board)).toBe('hammer-blow');
    const second = run(both, CUSTOM, 'turn-uses-2');
    expect(top(second.board)).toBe('valefor');
    // Valefor was spent; Hammer Blow is still theirs to use, now the only (1st) one.
    expect(second.board.turn.uses).toEqual([{ card: 'hammer-blow' }]);
    expect(second.choices).toContain('turn-uses');
    expect(second.choices).not.toContain('turn-uses-2');
  });

  test('Valefor first and Hammer Blow on top of it: Hammer Blow resolves first, Valefor waits (last in, first out)', () => {
    const r = run(both, CUSTOM, 'turn-uses-2.turn-uses.turn-passes.non-turn-passes.next');
    expect(r.log.filter((l) => l.code === 'turn-resolves').map((l) => l.card)).toEqual(['hammer-blow']);
    expect(r.board.stack.items.map((e) => e.item.card)).toEqual(['valefor']);
  });

  test('the non-turn player picks among Brynhildr and Valefor; two Brynhildrs are one choice', () => {
    const flow = editedFlow(interruptFlow, 'barret', { 'nonTurn.brynhildr': 2, 'nonTurn.valefor': true });
    const at = run(flow, CUSTOM, 'turn-passes');
    expect(at.choices).toEqual(expect.arrayContaining(['non-turn-uses', 'non-turn-uses-2']));
    expect(at.choices).not.toContain('non-turn-uses-3');
    expect(top(run(flow, CUSTOM, 'turn-passes.non-turn-uses-2').board)).toBe('valefor');
    // The answer-back preset's two Brynhildrs: one thing to use, offered once.
    expect(run(interruptFlow, 'answer-back', '').choices).not.toContain('turn-uses-2');
  });

  test('a thing that cannot be used now is not counted: Hammer Blow without Barret leaves Valefor the 1st', () => {
    const flow = editedFlow(interruptFlow, 'barret', { 'barret.on': false, 'turn.valefor': true });
    const at = run(flow, CUSTOM, '');
    expect(at.choices).toContain('turn-uses');
    expect(at.choices).not.toContain('turn-uses-2');
    expect(top(run(flow, CUSTOM, 'turn-uses').board)).toBe('valefor');
  });

  test('the turn chart’s windows offer the same choice (main phase 1, the non-turn player holding two summons)', () => {
    const flow = withVariant(turnFlow, 'summon', (b) => void b.nonTurn.uses.push({ card: 'valefor' }));
    const at = run(flow, 'x', 'next.next.turn-passes');
    expect(at.position.key).toBe('3>2');
    expect(at.choices).toEqual(expect.arrayContaining(['non-turn-uses', 'non-turn-uses-2']));
    expect(top(run(flow, 'x', 'next.next.turn-passes.non-turn-uses-2').board)).toBe('valefor');
  });

  test('a numbered choice that is not there is not listed as shut', () => {
    const at = run(interruptFlow, 'barret', '');
    expect(blockedChoices(at.snapshot).map((b) => b.event)).toEqual([]);
  });

  // Using something keeps the player at their step (003: they decide again), an arrow the chart does not draw; its
  // numbered variants add none either.
  test('the chart gains no arrow, and every new button and guard has words in both languages', () => {
    for (const flow of [interruptFlow, turnFlow]) {
      expect(chartModel(flow).edges.filter((e) => /-uses-\d$/.test(e.event))).toEqual([]);
      expect(collapse(chartModel(flow), null).edges.filter((e) => /-uses-\d$/.test(e.event))).toEqual([]);
    }
    const words = games.fftcg.flows.interrupt.content;
    for (const e of ['turn-uses-2', 'turn-uses-3', 'non-turn-uses-2', 'non-turn-uses-3']) expect(words.events[e]?.ja && words.events[e]?.en, e).toBeTruthy();
    for (const g of ['turnCanUse2', 'turnCanUse3', 'nonTurnCanUse2', 'nonTurnCanUse3']) expect(words.guards[g]?.ja && words.guards[g]?.en, g).toBeTruthy();
    expect(words.events['turn-uses-2'].en).toBe('Turn player uses the 2nd thing they can use now (onto the stack)');
  });
});
