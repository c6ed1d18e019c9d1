import { expect, test } from 'vitest';
import { emptyField, rulesCheck, type Card, type Side } from '@/machines/buddyfight/board';

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

test.each([
  ['empty field', side({}), [], false],
  ['two in one area: the last placed stays', side({ center: [c('old', 1, 1), c('new', 1, 2)] }), ['old:same-area'], false],
  ['size 4 on an otherwise empty field stays (it is the last placed)', side({ center: [c('big', 4, 1)] }), [], false],
  ['total size exactly 3 is fine', side({ left: [c('a', 1, 1)], center: [c('b', 2, 2)] }), [], false],
  ['total 4: the older monster goes', side({ left: [c('a', 2, 1)], center: [c('b', 2, 2)] }), ['a:size'], false],
  ['same-area first, then size', side({ left: [c('a', 2, 1)], center: [c('b', 1, 2), c('c', 2, 3)] }), ['b:same-area', 'a:size'], false],
  // A size-2 monster called to the center beside a size-1 left and a size-2 right: the right alone is enough to go.
  ['total 5: as few go as it takes, not the oldest first', side({ left: [c('a', 1, 1)], right: [c('b', 2, 2)], center: [c('new', 2, 3)] }), ['b:size'], false],
  ['two choices of one card each: the older goes', side({ left: [c('a', 2, 1)], right: [c('b', 2, 2)], center: [c('new', 1, 3)] }), ['a:size'], false],
  ['placed at the same time (a sandbox board): one of them still stays', side({ left: [c('a', 2, 5)], right: [c('b', 2, 5)] }), ['a:size'], false],
  ['0 life loses', side({}, { life: 0 }), [], true],
  ['empty deck loses', side({}, { deck: 0 }), [], true],
] as const)('%s', (_, input, dropped, lost) => {
  const r = rulesCheck(input);
  expect(r.dropped.map((d) => `${d.uid}:${d.reason}`)).toEqual(dropped);
  expect(r.lost).toBe(lost);
  expect(r.side.drop.map((d) => d.uid)).toEqual(dropped.map((d) => d.split(':')[0]));
});
