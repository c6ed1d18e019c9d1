import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { getFlow } from '@/machines';
import { explorerMachine } from '@/machines/engine/explorer';
import { readSituation, writeSituation, type Situation } from '@/machines/engine/situation';

const attack = getFlow('buddyfight', 'attack-phase')!;
const empty = (): Situation => ({ setup: 'center-hits', edits: null, events: [] });
const read = (query: string) => readSituation(attack, new URLSearchParams(query), empty());

/**
 * A link that gives a situation parameter more than once: the first is read (as before) and each parameter's
 * ignored values are said, once per parameter. `?edition=en-2014&edition=jp` ran under en-2014 without a word.
 */
describe('a situation parameter given twice', () => {
  test('edition: the first is used, the second named as ignored', () => {
    const { situation, problems } = read('edition=en-2014&edition=jp');
    expect(situation.edition).toBe('en-2014');
    expect(problems).toEqual([{ part: 'edition', kind: 'repeated', token: 'jp', more: 0 }]);
  });

  test('setup, three times: the first ignored one is named, with how many more', () => {
    const { situation, problems } = read('setup=basic&setup=counterattack-tie&setup=nope');
    expect(situation.setup).toBe('basic');
    expect(problems).toEqual([{ part: 'setup', kind: 'repeated', token: 'counterattack-tie', more: 1 }]);
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
      { part: 'edit', kind: 'repeated', token: 'attacker.center.power-9000', more: 0 },
      { part: 'walk', kind: 'repeated', token: 'nonsense', more: 0 },
      { part: 'open', kind: 'repeated', token: 'none', more: 0 },
    ]);
  });

  test("a bad first value keeps its own message; the repeat's is added after it", () => {
    const { situation, problems } = read('edition=nonsense&edition=en-2014');
    expect(situation.edition).toBeUndefined();
    expect(problems).toEqual([
      { part: 'edition', kind: 'unknown-edition', token: 'nonsense' },
      { part: 'edition', kind: 'repeated', token: 'en-2014', more: 0 },
    ]);
  });

  test('a long ignored value is kept cut, as other link tokens are', () => {
    const { problems } = read(`edition=jp&edition=${'x'.repeat(5000)}`);
    expect(problems).toEqual([{ part: 'edition', kind: 'repeated', token: 'x'.repeat(200), more: 0 }]);
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
