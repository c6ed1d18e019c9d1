import { expect, test } from 'vitest';
import { emptyField, logRulesCheck, type Card, type Side } from '@/machines/buddyfight/board';

const c = (uid: string, size: number, placed: number): Card => ({ uid, card: uid, size, placed });
const side = (field: Partial<Side['field']>, over: Partial<Side> = {}): Side => ({
  life: 10,
  deck: 20,
  gauge: 0,
  field: { ...emptyField(), ...field },
  drop: [],
  lost: false,
  ...over,
});

/**
 * The whole ★rules check★ on one side (000's preamble): each row's log is card:what, worked out by hand. Where the size
 * part can end more than one way, nothing goes and the owner is asked (`choose`); no monster is picked for them.
 */
test.each([
  ['empty field', side({}), ['clear'], false, false],
  ['two in one area: the last placed stays', side({ center: [c('old', 1, 1), c('new', 1, 2)] }), ['old:same-area'], false, false],
  ['size 4 on an otherwise empty field stays (it is the last placed)', side({ center: [c('big', 4, 1)] }), ['clear'], false, false],
  ['total size exactly 3 is fine', side({ left: [c('a', 1, 1)], center: [c('b', 2, 2)] }), ['clear'], false, false],
  ['total 4: the older monster goes, the only way', side({ left: [c('a', 2, 1)], center: [c('b', 2, 2)] }), ['a:size'], false, false],
  ['same-area first, then size', side({ left: [c('a', 2, 1)], center: [c('b', 1, 2), c('c', 2, 3)] }), ['b:same-area', 'a:size'], false, false],
  // A size 2 called to the center beside a size 1 left and a size 2 right: the right one alone, or the left then the right.
  ['total 5, two ways: the owner is asked', side({ left: [c('a', 1, 1)], right: [c('b', 2, 2)], center: [c('new', 2, 3)] }), ['size-choose'], false, true],
  [
    'two choices of one card each: the owner is asked',
    side({ left: [c('a', 2, 1)], right: [c('b', 2, 2)], center: [c('new', 1, 3)] }),
    ['size-choose'],
    false,
    true,
  ],
  ['placed at the same time (a sandbox board): one of them still stays', side({ left: [c('a', 2, 5)], right: [c('b', 2, 5)] }), ['a:size'], false, false],
  ['0 life loses', side({}, { life: 0 }), ['lost'], true, false],
  ['empty deck loses', side({}, { deck: 0 }), ['lost'], true, false],
] as const)('%s', (_, input, log, lost, choose) => {
  const r = logRulesCheck('x', input);
  expect(r.log.map((l) => (l.card ? `${l.card}:${l.code.replace('rules-check-', '')}` : l.code.replace('rules-check-', '')))).toEqual(log);
  expect(r.side.lost).toBe(lost);
  expect(r.choose).toBe(choose);
  expect(r.side.drop.map((d) => d.uid)).toEqual(log.filter((l) => l.includes(':')).map((l) => l.split(':')[0]));
});
