import { expect, test } from 'vitest';
import { getFlow } from '@/machines';
import type { Card } from '@/machines/buddyfight/board';
import { CUSTOM, withCustom } from '@/machines/engine/editor';
import { replay } from '@/machines/engine/replay';
import type { EditorValues } from '@/machines/engine/types';
import type { RulesCheckBoard } from '@/machines/buddyfight/rules-check';

const flow = getFlow('buddyfight', 'rules-check')!;

/** A sandbox board from a compact description: "center:2@1,1@3" = two cards in the center, size 2 placed 1st and size 1 placed 3rd. */
function values(desc: { life?: number; deck?: number; oppLife?: number; oppDeck?: number; field?: string; picks?: readonly string[] }): EditorValues {
  const v: EditorValues = {
    'turn.life': desc.life ?? 10,
    'turn.deck': desc.deck ?? 30,
    'nonTurn.life': desc.oppLife ?? 10,
    'nonTurn.deck': desc.oppDeck ?? 30,
  };
  for (const a of ['left', 'center', 'right'])
    for (const i of [1, 2]) Object.assign(v, { [`${a}.${i}.on`]: false, [`${a}.${i}.size`]: 1, [`${a}.${i}.order`]: 1 });
  for (const part of (desc.field ?? '').split(' ').filter(Boolean)) {
    const [area, cards] = part.split(':');
    cards.split(',').forEach((c, i) => {
      const [size, order] = c.split('@').map(Number);
      Object.assign(v, { [`${area}.${i + 1}.on`]: true, [`${area}.${i + 1}.size`]: size, [`${area}.${i + 1}.order`]: order });
    });
  }
  return v;
}

/**
 * Runs all three checks and reports, per check, what went to the drop zone (slot@reason) and who lost. `picks` are the
 * owner's answers at check 3, made before its button when the field can end more than one way.
 */
function run(desc: Parameters<typeof values>[0]) {
  const f = withCustom(flow, 'exactly-3', values(desc));
  // A loss at check 1 ends the game there: run only as many checks as the chart offers.
  let r = replay<RulesCheckBoard>(f, ['run-check'], CUSTOM);
  if (r.choices.includes('run-check')) r = replay<RulesCheckBoard>(f, ['run-check', 'run-check'], CUSTOM);
  if (r.position.key === '3') r = replay<RulesCheckBoard>(f, ['run-check', 'run-check', ...(desc.picks ?? []), 'run-check'], CUSTOM);
  const by = (step: string) => r.log.filter((l) => l.step === step && l.code !== 'rules-check-clear').map((l) => l.code.replace('rules-check-', ''));
  return {
    check1: by('1'),
    check2: by('2'),
    check3: by('3'),
    left: (['left', 'center', 'right'] as const).flatMap((a) => r.board.turn.field[a].map((c: Card) => `${a}:${c.size}@${c.placed}`)),
    end: r.position.key,
  };
}

test.each([
  ['nothing to do', {}, [], [], [], []],
  ['life 0 loses', { life: 0 }, ['lost-turn'], [], [], []],
  ['life below 0 loses', { life: -3 }, ['lost-turn'], [], [], []],
  ['deck 0 loses', { deck: 0 }, ['lost-turn'], [], [], []],
  ['life 1 and deck 1 are fine', { life: 1, deck: 1 }, [], [], [], []],
  ['both fighters at 0 life lose together', { life: 0, oppLife: 0 }, ['lost-turn', 'lost-nonTurn'], [], [], []],
  ['the opponent alone decks out', { oppDeck: 0 }, ['lost-nonTurn'], [], [], []],
  ['two in one area: the older goes', { field: 'center:1@1,1@2' }, [], ['same-area'], [], ['center:1@2']],
  ['two in one area: placement order decides, not slot order', { field: 'center:1@5,1@2' }, [], ['same-area'], [], ['center:1@5']],
  ['two areas doubled at once', { field: 'left:1@1,1@3 right:1@2,1@4' }, [], ['same-area', 'same-area'], [], ['left:1@3', 'right:1@4']],
  ['size exactly 3 stays', { field: 'left:1@1 center:1@2 right:1@3' }, [], [], [], ['left:1@1', 'center:1@2', 'right:1@3']],
  ['size 4 alone stays: it was placed last', { field: 'center:4@1' }, [], [], [], ['center:4@1']],
  ['size 4 total: the older drops', { field: 'left:2@1 center:2@2' }, [], [], ['size'], ['center:2@2']],
  // Either older one may go first: the size 2 alone brings it to 3; the size 1 leaves 4, so the size 2 must follow.
  [
    'size 5 total: the owner sends the size 2 alone',
    { field: 'left:2@1 center:1@2 right:2@3', picks: ['size-drop-left'] },
    [],
    [],
    ['size'],
    ['center:1@2', 'right:2@3'],
  ],
  [
    'size 5 total: the owner sends the size 1, then the size 2 must go too',
    { field: 'left:2@1 center:1@2 right:2@3', picks: ['size-drop-center'] },
    [],
    [],
    ['size', 'size'],
    ['right:2@3'],
  ],
  ['size 5 total, a size 3 among three: the two size 1s, the only set', { field: 'left:1@1 center:3@3 right:1@2' }, [], [], ['size', 'size'], ['center:3@3']],
  ['size 6 total: drops until 3 or less, newest kept', { field: 'left:2@1 center:2@2 right:2@3' }, [], [], ['size', 'size'], ['right:2@3']],
  ['replacement first, then size', { field: 'left:2@1 center:1@2,2@3' }, [], ['same-area'], ['size'], ['center:2@3']],
  ['replacement alone brings size within 3', { field: 'left:1@1 center:2@2,2@3' }, [], ['same-area'], [], ['left:1@1', 'center:2@3']],
  ['a loss ends the game: checks 2 and 3 never run', { life: 0, field: 'center:1@1,1@2' }, ['lost-turn'], [], [], ['center:1@1', 'center:1@2']],
  ['size 0 cards never push the total over', { field: 'left:0@1 center:3@2 right:0@3' }, [], [], [], ['left:0@1', 'center:3@2', 'right:0@3']],
] as const)('%s', (_, desc, check1, check2, check3, left) => {
  const r = run(desc);
  expect(r.check1).toEqual(check1);
  expect(r.check2).toEqual(check2);
  expect(r.check3).toEqual(check3);
  expect(r.left).toEqual(left);
  expect(r.end).toBe(check1.length ? 'end:game-over' : 'end:done');
});

test('the presets give their documented results', () => {
  const codes = (setup: string, n = 3) => replay(flow, Array(n).fill('run-check'), setup).log.map((l) => `${l.step}:${l.code}`);
  expect(codes('same-area-then-size')).toEqual(['1:rules-check-clear', '2:rules-check-same-area', '3:rules-check-size']);
  expect(codes('size-4-alone')).toEqual(['1:rules-check-clear', '2:rules-check-clear', '3:rules-check-clear']);
  expect(codes('exactly-3')).toEqual(['1:rules-check-clear', '2:rules-check-clear', '3:rules-check-clear']);
  expect(codes('both-zero', 1)).toEqual(['1:rules-check-lost-turn', '1:rules-check-lost-nonTurn']);
  expect(replay(flow, ['run-check'], 'both-zero').position.key).toBe('end:game-over');
});
