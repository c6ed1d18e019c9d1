import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { getFlow } from '@/machines';
import { explorerMachine } from '@/machines/engine/explorer';
import { readSituation, writeSituation, type Situation } from '@/machines/engine/situation';

const attack = getFlow('buddyfight', 'attack-phase')!;
const empty = (): Situation => ({ setup: 'center-hits', edits: null, events: [] });
const read = (query: string) => readSituation(attack, new URLSearchParams(query), empty());

/**
 * A link that gives a situation parameter more than once: the first value that can be used is read, each value that
 * cannot is said as such, and the others are said as repeated, once per parameter. `?edition=en-2014&edition=jp` ran
 * under en-2014 without a word; then `?edition=zz&edition=en-2014` ran under the default, en-2014 dropped as a repeat.
 */
describe('a situation parameter given twice', () => {
  test('edition: the first is used, the second named as ignored', () => {
    const { situation, problems } = read('edition=en-2014&edition=jp');
    expect(situation.edition).toBe('en-2014');
    expect(problems).toEqual([{ part: 'edition', kind: 'repeated', token: 'jp', more: 0, used: 'en-2014' }]);
  });

  test('setup, four times: an unknown one is said as unknown; the first repeat is named, with how many more', () => {
    const { situation, problems } = read('setup=basic&setup=counterattack-tie&setup=nope&setup=finishing-blow');
    expect(situation.setup).toBe('basic');
    expect(problems).toEqual([
      { part: 'setup', kind: 'unknown-setup', token: 'nope', used: 'basic' },
      { part: 'setup', kind: 'repeated', token: 'counterattack-tie', more: 1, used: 'basic' },
    ]);
  });

  test('walk, edit and open each get their own message, in the order the parameters are read', () => {
    const { situation, problems } = read(
      'open=2.5&walk=attack&edit=attacker.center.power-3000&walk=nonsense&open=none&edit=attacker.center.power-9000&setup=basic',
    );
    // A walk names the choices; the steps that only go on ("next") are filled in.
    expect(situation.events).toEqual(read('walk=attack').situation.events);
    expect(situation.events.at(-1)).toBe('attack');
    expect(situation.open).toBe('2.5');
    expect(situation.edits).toMatchObject({ 'attacker.center.power': 3000 });
    expect(problems).toEqual([
      { part: 'edit', kind: 'repeated', token: 'attacker.center.power-9000', more: 0, used: 'attacker.center.power-3000' },
      { part: 'walk', kind: 'repeated', token: 'nonsense', more: 0, used: 'attack' },
      { part: 'open', kind: 'repeated', token: 'none', more: 0, used: '2.5' },
    ]);
  });

  test('a long ignored value is kept cut, as other link tokens are', () => {
    const { problems } = read(`edition=jp&edition=${'x'.repeat(5000)}&edition=en-2014`);
    expect(problems).toEqual([
      { part: 'edition', kind: 'unknown-edition', token: 'x'.repeat(200), used: 'jp' },
      { part: 'edition', kind: 'repeated', token: 'en-2014', more: 0, used: 'jp' },
    ]);
  });

  test('a parameter given once, or a parameter that is not the situation’s, says nothing', () => {
    expect(read('edition=en-2014&walk=attack').problems).toEqual([]);
    expect(read('edition=en-2014&utm=a&utm=b').problems).toEqual([]);
  });

  test('the explorer shows the messages, and the link it writes gives each parameter once', () => {
    const actor = createActor(explorerMachine, { input: { flow: attack } }).start();
    actor.send({ type: 'load', search: '?edition=en-2014&edition=jp&walk=attack&walk=attack', fallback: empty() });
    const c = actor.getSnapshot().context;
    expect(c.edition).toBe('en-2014');
    expect(c.events).toEqual(read('walk=attack').situation.events);
    expect(c.problems.map((p) => [p.part, p.kind, p.token])).toEqual([
      ['edition', 'repeated', 'jp'],
      ['walk', 'repeated', 'attack'],
    ]);
    expect(writeSituation(attack, { setup: c.setup, edits: c.edits, edition: c.edition, events: c.events })).toBe('edition=en-2014&walk=attack');
  });
});

/**
 * Found by an audit: `?edition=zz&edition=en-2014` ran under the default edition, reporting zz as unknown and the
 * valid en-2014 as a repeat. A part whose values can each be checked there and then (edition, setup, open chart, and
 * the numbers, checked against the setup read before them) takes its first valid one.
 */
describe('a repeated part whose first value cannot be used', () => {
  test('edition: the valid one is read; the bad one is said as unknown, naming the one read instead', () => {
    const { situation, problems } = read('edition=zz&edition=en-2014');
    expect(situation.edition).toBe('en-2014');
    expect(problems).toEqual([{ part: 'edition', kind: 'unknown-edition', token: 'zz', used: 'en-2014' }]);
  });

  test('edition: a bad one after the one read is said as unknown too, not as a repeat', () => {
    const { situation, problems } = read('edition=en-2014&edition=zz');
    expect(situation.edition).toBe('en-2014');
    expect(problems).toEqual([{ part: 'edition', kind: 'unknown-edition', token: 'zz', used: 'en-2014' }]);
  });

  test('edition: the default is a valid value like the others', () => {
    const { situation, problems } = read('edition=zz&edition=jp&edition=en-2014');
    expect(situation.edition).toBeNull();
    expect(problems).toEqual([
      { part: 'edition', kind: 'unknown-edition', token: 'zz', used: 'jp' },
      { part: 'edition', kind: 'repeated', token: 'en-2014', more: 0, used: 'jp' },
    ]);
  });

  test('none valid: each is said as unknown, and the default runs', () => {
    const { situation, problems } = read('edition=zz&edition=yy');
    expect(situation.edition).toBeUndefined();
    expect(problems).toEqual([
      { part: 'edition', kind: 'unknown-edition', token: 'zz' },
      { part: 'edition', kind: 'unknown-edition', token: 'yy' },
    ]);
  });

  test('setup: the known one is read, and the walk and numbers are read on it', () => {
    const { situation, problems } = read('setup=nope&setup=__proto__&setup=basic&edit=attacker.center.power-3000');
    expect(situation.setup).toBe('basic');
    expect(situation.edits).toMatchObject({ 'attacker.center.power': 3000 });
    expect(problems).toEqual([
      { part: 'setup', kind: 'unknown-setup', token: 'nope', used: 'basic' },
      { part: 'setup', kind: 'unknown-setup', token: '__proto__', used: 'basic' },
    ]);
  });

  test('open chart: the one this flow has is read', () => {
    const { situation, problems } = read('open=9.9&open=2.5');
    expect(situation.open).toBe('2.5');
    expect(problems).toEqual([{ part: 'open', kind: 'unknown-chart', token: '9.9' }]);
  });

  test('numbers: a value none of whose edits apply is passed over; one partly usable is read, its bad edits said', () => {
    const skipped = read('edit=attacker.center.power-999999&edit=attacker.center.power-3000');
    expect(skipped.situation.edits).toMatchObject({ 'attacker.center.power': 3000 });
    expect(skipped.problems).toEqual([{ part: 'edit', kind: 'bad-edit', token: 'attacker.center.power-999999' }]);
    const partly = read('edit=attacker.center.power-9000~nope-1&edit=attacker.center.power-3000');
    expect(partly.situation.edits).toMatchObject({ 'attacker.center.power': 9000 });
    expect(partly.problems).toEqual([
      { part: 'edit', kind: 'bad-edit', token: 'nope-1' },
      { part: 'edit', kind: 'repeated', token: 'attacker.center.power-3000', more: 0, used: 'attacker.center.power-9000~nope-1' },
    ]);
    // An empty one says nothing and is passed over.
    expect(read('edit=&edit=attacker.center.power-3000').problems).toEqual([]);
  });

  test('walk: the first is read whatever it holds (replayed as far as it applies); the others are repeats', () => {
    const { situation, problems } = read('walk=nonsense&walk=attack');
    expect(situation.events).toEqual([]);
    expect(problems.map((p) => [p.part, p.kind, p.token])).toEqual([
      ['walk', 'unknown', 'nonsense'],
      ['walk', 'repeated', 'attack'],
    ]);
  });

  test('the explorer runs the valid edition and shows the message', () => {
    const actor = createActor(explorerMachine, { input: { flow: attack } }).start();
    actor.send({ type: 'load', search: '?edition=zz&edition=en-2014&walk=attack', fallback: empty() });
    const c = actor.getSnapshot().context;
    expect(c.edition).toBe('en-2014');
    expect(c.problems).toEqual([{ part: 'edition', kind: 'unknown-edition', token: 'zz', used: 'en-2014' }]);
  });
});
