import { expect, test } from 'vitest';
import { NO_LINK_VIEW, linkView, pageAddress } from '@/app/lib/link-view';

const flow = { rulings: ['attack-phase-q1', 'attack-phase-q2'], steps: ['1.1', '2.5', '3.2.1'] };

// Found by an audit: offline, a step page inside a nested chart (served as its flow page with the step's walk) showed
// its host step's words folded and left a phone at the page's top. The worker's link names the step; the page reads it.
test("a flow page's step= names the step whose page it stands in for", () => {
  expect(linkView('?setup=center-hits&walk=next.next&step=2.5', flow)).toEqual({ ...NO_LINK_VIEW, step: '2.5' });
  // None named: no step, as before.
  expect(linkView('?setup=center-hits&walk=next', flow).step).toBeNull();
  // A step's own page keeps its own step, whatever the link says; another step the link names is said.
  expect(linkView('?step=3.2.1', { ...flow, focusStep: '2.5' })).toMatchObject({ step: '2.5', stepProblems: [{ kind: 'repeated', token: '3.2.1' }] });
});

test('a step= the flow does not have is named, never looked up on an object', () => {
  for (const bad of ['__proto__', 'constructor', 'toString', '', '9.9', '2.5>1.1']) {
    expect(linkView(`?step=${encodeURIComponent(bad)}`, flow), bad).toMatchObject({ step: null, stepProblems: [{ kind: 'unknown', token: bad }] });
  }
  expect(linkView(`?step=${'9'.repeat(5000)}`, flow).stepProblems[0].token).toHaveLength(200);
});

test("the worker's mark is its own value only; any other value is named and marks nothing", () => {
  expect(linkView('?ruling=attack-phase-q2&offline=1', flow)).toMatchObject({ ruling: 'attack-phase-q2', fromWorker: true, markProblems: [] });
  // A copied link: the same ruling, no mark.
  expect(linkView('?ruling=attack-phase-q2&setup=basic', flow)).toMatchObject({ ruling: 'attack-phase-q2', fromWorker: false, markProblems: [] });
  expect(linkView('?ruling=attack-phase-q2&offline=true', flow)).toMatchObject({ fromWorker: false, markProblems: ['true'] });
  expect(linkView('?offline=', flow)).toMatchObject({ fromWorker: false, markProblems: [''] });
  expect(linkView(`?offline=${'x'.repeat(5000)}`, flow).markProblems[0]).toHaveLength(200);
});

test('the address written on each step keeps ruling= and step=, replaces the situation, and drops the worker mark', () => {
  const here = 'https://ruleflow.example/en/g/attack-phase?setup=penetrate-goodbye&ruling=attack-phase-q2&offline=1';
  // The ruling box's ruling stays in the address as the reader walks on; the mark is gone from the first write.
  expect(pageAddress(here, 'setup=penetrate-goodbye&walk=next.attack')).toBe(
    '/en/g/attack-phase?ruling=attack-phase-q2&setup=penetrate-goodbye&walk=next.attack',
  );
  // A step page's stand-in keeps its step, as the step page keeps its path; at the start of the walk it writes an empty one.
  const step = 'https://ruleflow.example/en/g/attack-phase?setup=center-hits&walk=next.next&step=2.5#x';
  expect(pageAddress(step, 'setup=center-hits&walk=next.next.next', '2.5')).toBe('/en/g/attack-phase?step=2.5&setup=center-hits&walk=next.next.next#x');
  expect(pageAddress(step, 'setup=center-hits', '2.5')).toBe('/en/g/attack-phase?step=2.5&setup=center-hits&walk=#x');
  // A flow page of its own, with nothing else: the situation alone.
  expect(pageAddress('https://ruleflow.example/en/g/call?walk=next&edition=old', 'walk=next.pay')).toBe('/en/g/call?walk=next.pay');
});
