import { expect, test } from 'vitest';
import { linkedRuling, linkedValue, rulingNotice, withRuling } from '@/app/lib/linked-ruling';

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

test("a page's own value comes first: the link naming it again is no problem, another is named", () => {
  const keys = ['1.1', '2.5', '3.2.1'];
  expect(linkedValue('?step=2.5', 'step', keys, '2.5')).toEqual({ id: '2.5', problems: [] });
  expect(linkedValue('?step=3.2.1&step=9', 'step', keys, '2.5')).toEqual({
    id: '2.5',
    problems: [
      { kind: 'repeated', token: '3.2.1' },
      { kind: 'unknown', token: '9' },
    ],
  });
  expect(linkedValue('?step=constructor', 'step', keys)).toEqual({ id: null, problems: [{ kind: 'unknown', token: 'constructor' }] });
});

// Found by an audit: under a ruling box, Copy link's exact situation dropped ruling=, and a friend saw a bare board.
test("the exact link under a ruling box carries ruling=, before the situation, as the page's address writes it", () => {
  expect(withRuling('setup=penetrate-goodbye&walk=next.next', 'attack-phase-q2')).toBe('ruling=attack-phase-q2&setup=penetrate-goodbye&walk=next.next');
  // At the start of the default setup the situation writes nothing: the ruling alone.
  expect(withRuling('', 'attack-phase-q2')).toBe('ruling=attack-phase-q2');
  // No box shown: the situation as it is.
  expect(withRuling('setup=basic&walk=next', null)).toBe('setup=basic&walk=next');
  // An id is written as a link's value (the flow's ids need no escaping, a stranger one would be escaped).
  expect(withRuling('', 'a&b=c')).toBe('ruling=a%26b%3Dc');
});

// Found by an audit: the box said "Offline copy" on a ruling= link opened online (by hand or copied).
test('the ruling box says "offline copy" only offline or when the offline worker opened it', () => {
  expect(rulingNotice(true, false)).toBe('linked');
  expect(rulingNotice(false, false)).toBe('offline-copy');
  // The worker stood in for the ruling's page while the browser still believed it was online (a network that answers nothing).
  expect(rulingNotice(true, true)).toBe('offline-copy');
  expect(rulingNotice(false, true)).toBe('offline-copy');
});
