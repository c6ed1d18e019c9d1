import { expect, test } from 'vitest';
import { linkedRuling } from '@/app/lib/linked-ruling';

const ids = ['attack-phase-q1', 'attack-phase-q2'];

test("a flow page's ruling= names one of its rulings: that ruling is shown", () => {
  expect(linkedRuling('?setup=penetrate-goodbye&ruling=attack-phase-q2', ids)).toEqual({ id: 'attack-phase-q2', problems: [] });
  expect(linkedRuling('?setup=basic', ids)).toEqual({ id: null, problems: [] });
});

test('a value the flow does not have is named, never looked up on an object', () => {
  for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'attack-phase-q9']) {
    expect(linkedRuling(`?ruling=${encodeURIComponent(bad)}`, ids), bad).toEqual({ id: null, problems: [{ kind: 'unknown', token: bad }] });
  }
  // A hostile length is cut before it is kept.
  expect(linkedRuling(`?ruling=${'x'.repeat(5000)}`, ids).problems[0].token).toHaveLength(200);
});

test('given more than once: the first value naming a ruling is shown, each other value is named', () => {
  expect(linkedRuling('?ruling=nope&ruling=attack-phase-q1&ruling=attack-phase-q2', ids)).toEqual({
    id: 'attack-phase-q1',
    problems: [
      { kind: 'unknown', token: 'nope' },
      { kind: 'repeated', token: 'attack-phase-q2' },
    ],
  });
});
