import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';
import { readSituation, runnable } from '@/machines/engine/situation';
import type { CallBoard } from '@/machines/buddyfight/call';
import { emptyField, logRulesCheck, sizeOutcomes, type Card, type Side } from '@/machines/buddyfight/board';

/**
 * The call flow's size check asks the owner, as play timing's does (000 ★ルール処理★ and 002 No.1 Step 9 say monsters
 * go until the total is 3 or less, not which). The size-3-call setup: a size 1 on the left (f1, placed 1st), a size 1
 * on the right (f2, 2nd), a size 3 (h1) called to the center, so the check at 3.3 finds size 5. Every expectation
 * below is what a judge gives for that board, worked out by hand.
 */
const call = getFlow('buddyfight', 'call')!;
const TO_3_3 = 'next.center.next.pay.next.next.pass.next.next.next.next';

const at = (edition: string, more = '') => {
  const { situation, problems } = readSituation(call, new URLSearchParams(`setup=size-3-call&edition=${edition}&walk=${TO_3_3}${more}`), {
    setup: 'size-3-call',
    edits: null,
    events: [],
  });
  const run = runnable(call, situation);
  return { ...replay<CallBoard>(run.flow, situation.events, run.runAs), problems, run, situation };
};
const field = (r: { board: CallBoard }) => ({
  left: r.board.side.field.left.map((c) => c.uid),
  center: r.board.side.field.center.map((c) => c.uid),
  right: r.board.side.field.right.map((c) => c.uid),
});
const dropped = (r: { board: CallBoard }) => r.board.side.drop.map((c) => c.uid).sort();
const choice = (r: { board: CallBoard }) => call.view(r.board).sections.find((s) => s.key === 'choice');

describe('002 (en-2014): no monster is spared, so the owner picks, one at a time, while the total is over 3', () => {
  test('at 3.3 the check stops on the choice: any of the three may go first, and nothing has gone yet', () => {
    const r = at('en-2014');
    expect(r.problems).toEqual([]);
    expect(r.position.key).toBe('3.3');
    expect([...r.choices].sort()).toEqual(['size-drop-center', 'size-drop-left', 'size-drop-right']);
    expect(field(r)).toEqual({ left: ['f1'], center: ['h1'], right: ['f2'] });
    expect(dropped(r)).toEqual(['gauge-2']);
    expect(r.log.at(-1)).toEqual({ step: '3.3', code: 'rules-check-size-choose' });
    expect(choice(r)).toMatchObject({ kind: 'flag', value: 'size' });
    // The call cannot end while the owner has still to choose.
    expect(() => replay(r.run.flow, [...r.situation.events, 'next'], r.run.runAs)).toThrow(/not available at 3\.3/);
  });

  test('send the size 3: size 2 is left, so both size 1s stay and the call ends', () => {
    const r = at('en-2014', '.size-drop-center');
    expect(r.position.key).toBe('3.3');
    expect(field(r)).toEqual({ left: ['f1'], center: [], right: ['f2'] });
    expect(dropped(r)).toEqual(['gauge-2', 'h1']);
    expect(r.choices).toEqual(['next']);
    expect(choice(r)).toBeUndefined();
    expect(at('en-2014', '.size-drop-center.next').position.key).toBe('end:complete');
  });

  test('send a size 1: size 4 is still over, so the owner picks again between the other two', () => {
    const left = at('en-2014', '.size-drop-left');
    expect(left.position.key).toBe('3.3');
    expect(field(left)).toEqual({ left: [], center: ['h1'], right: ['f2'] });
    expect([...left.choices].sort()).toEqual(['size-drop-center', 'size-drop-right']);
    const right = at('en-2014', '.size-drop-right');
    expect(field(right)).toEqual({ left: ['f1'], center: ['h1'], right: [] });
    expect([...right.choices].sort()).toEqual(['size-drop-center', 'size-drop-left']);
  });

  test('then the other size 1: the size 3 stays alone', () => {
    const r = at('en-2014', '.size-drop-left.size-drop-right');
    expect(field(r)).toEqual({ left: [], center: ['h1'], right: [] });
    expect(dropped(r)).toEqual(['f1', 'f2', 'gauge-2']);
    expect(r.choices).toEqual(['next']);
    expect(at('en-2014', '.size-drop-left.size-drop-right.next').position.key).toBe('end:complete');
  });

  test('or the size 3 after all: one size 1 stays', () => {
    const r = at('en-2014', '.size-drop-right.size-drop-center');
    expect(field(r)).toEqual({ left: ['f1'], center: [], right: [] });
    expect(dropped(r)).toEqual(['f2', 'gauge-2', 'h1']);
    expect(r.choices).toEqual(['next']);
  });

  test('an area already emptied is no longer offered; a link asking for it stops at 3.3', () => {
    const r = at('en-2014', '.size-drop-left.size-drop-left');
    expect(r.problems).toEqual([expect.objectContaining({ kind: 'unavailable', token: 'size-drop-left', at: '3.3' })]);
    expect(field(r)).toEqual({ left: [], center: ['h1'], right: ['f2'] });
  });
});

describe('000 (jp): the size 3 placed last is spared; both size 1s must go, so nobody is asked', () => {
  test('both size 1s go at 3.3 at once, and the call goes on', () => {
    const r = at('jp');
    expect(r.position.key).toBe('3.3');
    expect(field(r)).toEqual({ left: [], center: ['h1'], right: [] });
    expect(dropped(r)).toEqual(['f1', 'f2', 'gauge-2']);
    expect(r.choices).toEqual(['next']);
    expect(r.log.some((l) => l.code === 'rules-check-size-choose')).toBe(false);
    expect(at('jp', '.next').position.key).toBe('end:complete');
  });

  test('a link that picks a monster there is refused at 3.3', () => {
    const r = at('jp', '.size-drop-left');
    expect(r.problems).toEqual([expect.objectContaining({ kind: 'unavailable', token: 'size-drop-left', at: '3.3' })]);
  });
});

describe('the ways the size check can end (board.ts)', () => {
  const card = (uid: string, size: number, placed: number): Card => ({ uid, card: 'other-monster', size, placed });
  const side = (left: Card[], center: Card[], right: Card[], over: Partial<Side> = {}): Side => ({
    life: 10,
    deck: 30,
    gauge: 0,
    field: { ...emptyField(), left, center, right },
    drop: [],
    lost: false,
    ...over,
  });
  const sorted = (ways: string[][]) => ways.map((w) => w.join('+')).sort();
  const board = side([card('a', 1, 1)], [card('c', 3, 3)], [card('b', 1, 2)]);

  test('002: the size 3 alone, both size 1s, or a size 1 then the size 3', () => {
    expect(sorted(sizeOutcomes(board, true))).toEqual(['a+b', 'a+c', 'b+c', 'c']);
  });

  test('000: one way only, both size 1s', () => {
    expect(sorted(sizeOutcomes(board, false))).toEqual(['a+b']);
  });

  test('total 3 or less: nothing goes', () => {
    expect(sizeOutcomes(side([card('a', 1, 1)], [card('c', 2, 2)], []), true)).toEqual([[]]);
  });

  test('a check that finds a loss ends the game there: it asks nobody about size', () => {
    const r = logRulesCheck('1.7', { ...board, life: 0 }, true);
    expect(r.choose).toBe(false);
    expect(r.log).toEqual([{ step: '1.7', code: 'rules-check-lost' }]);
  });
});
