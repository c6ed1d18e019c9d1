import { describe, expect, test } from 'vitest';
import { createActor, transition } from 'xstate';
import { getFlow } from '@/machines';
import { current, explorerMachine, situationOf, type ExplorerContext, type ExplorerEvent } from '@/machines/engine/explorer';
import { historyMode, historyWrite, neighbour, type SituationChange } from '@/machines/engine/explorer-history';
import { nestedHosts, writeSituation } from '@/machines/engine/situation';

// The rule (machines/engine/explorer-history.ts), written out by hand: a new place adds a history entry, and so does
// another situation (one entry for a run of changes of one kind); the same place seen another way rewrites the one the
// reader is on.
test('a new place adds a history entry: a choice, a skip to the next choice (one entry for all it passes), a chart box, a point of the walk, a replay, Restart', () => {
  for (const type of ['choose', 'skip', 'go.node', 'go', 'replay', 'restart'] as const) expect([type, historyMode(type)]).toEqual([type, 'push']);
});

test('another situation is a change: the edition, the setup, the numbers', () => {
  for (const type of ['edition', 'setup', 'edits'] as const) expect([type, historyMode(type)]).toEqual([type, 'change']);
});

test('the same place seen another way rewrites the entry: a nested chart, the replay bar, a notice dismissed', () => {
  for (const type of ['chart.toggle', 'replay.play', 'replay.pause', 'replay.next', 'replay.previous', 'replay.stop', 'dismiss'] as const)
    expect([type, historyMode(type)]).toEqual([type, 'replace']);
});

test("the page's own Back and Forward go to the neighbouring entry; a replay's speed writes nothing", () => {
  expect(historyMode('back')).toBe('traverse');
  expect(historyMode('forward')).toBe('traverse');
  expect(historyMode('replay.speed')).toBe('none');
});

describe('a change of situation pushes one entry; a run of changes of the same kind on it rewrites it', () => {
  test('the first change pushes an entry marked with its kind', () => {
    expect(historyWrite('edition', null)).toEqual({ mode: 'push', mark: 'edition' });
    expect(historyWrite('setup', null)).toEqual({ mode: 'push', mark: 'setup' });
    expect(historyWrite('edits', null)).toEqual({ mode: 'push', mark: 'edits' });
  });

  test('the next of the same kind on that entry rewrites it; another kind pushes its own', () => {
    expect(historyWrite('edition', 'edition')).toEqual({ mode: 'replace', mark: 'edition' });
    expect(historyWrite('setup', 'setup')).toEqual({ mode: 'replace', mark: 'setup' });
    expect(historyWrite('edits', 'edits')).toEqual({ mode: 'replace', mark: 'edits' });
    expect(historyWrite('setup', 'edition')).toEqual({ mode: 'push', mark: 'setup' });
    expect(historyWrite('edition', 'edits')).toEqual({ mode: 'push', mark: 'edition' });
  });

  test('anything else written to a marked entry ends the run; reading the link keeps the mark', () => {
    expect(historyWrite('chart.toggle', 'edition')).toEqual({ mode: 'replace', mark: null });
    expect(historyWrite('back', 'setup')).toEqual({ mode: 'replace', mark: null });
    expect(historyWrite('choose', 'edits')).toEqual({ mode: 'push', mark: null });
    expect(historyWrite('tick', 'edition')).toEqual({ mode: 'replace', mark: null });
    expect(historyWrite('load', 'edition')).toEqual({ mode: 'replace', mark: 'edition' });
    expect(historyWrite('replay.speed', 'edition')).toBeNull();
  });
});

test("the page's Back goes to the entry before only when it holds exactly where Back goes, in this document", () => {
  const entries = [
    { url: 'https://x/a?walk=next', sameDocument: true },
    { url: 'https://x/a?walk=next.next', sameDocument: true },
    { url: 'https://x/a?edition=en&walk=next.next', sameDocument: true },
  ];
  expect(neighbour(entries, 1, 'back', 'https://x/a?walk=next')).toBe(entries[0]);
  expect(neighbour(entries, 1, 'forward', 'https://x/a?edition=en&walk=next.next')).toBe(entries[2]);
  expect(neighbour(entries, 2, 'back', 'https://x/a?edition=en&walk=next')).toBeNull();
  expect(neighbour(entries, 2, 'forward', 'https://x/a?edition=en&walk=next.next.next')).toBeNull();
  expect(neighbour(entries, 0, 'back', 'https://x/a')).toBeNull();
  expect(neighbour([{ ...entries[0], sameDocument: false }, entries[1]], 1, 'back', 'https://x/a?walk=next')).toBeNull();
});

/**
 * The browser's history as useFlowWalk keeps it, with the explorer's own machine: each move is written as historyWrite
 * says (the mark kept on the entry), the page's Back goes to neighbour() or rewrites the entry, and the browser's Back
 * reads the entry before as a load.
 */
function tab(game: string, flow: string) {
  const base = getFlow(game, flow)!;
  const fallback = { setup: Object.keys(base.setups)[0], edits: null, events: [] };
  const actor = createActor(explorerMachine, { input: { flow: base } }).start();
  const addressOf = (c: ExplorerContext) => `https://x/f?${writeSituation(base, situationOf(c))}`;
  const entries: { url: string; sameDocument: boolean; mark: SituationChange | null }[] = [
    { url: addressOf(actor.getSnapshot().context), sameDocument: true, mark: null },
  ];
  let at = 0;
  const write = (type: Parameters<typeof historyWrite>[0]) => {
    const w = historyWrite(type, entries[at].mark);
    const url = addressOf(actor.getSnapshot().context);
    if (!w || url === entries[at].url) return;
    if (w.mode === 'push') entries.splice(++at, Infinity, { url, sameDocument: true, mark: w.mark });
    else entries[at] = { url, sameDocument: true, mark: w.mark };
  };
  return {
    entries,
    get at() {
      return at;
    },
    context: () => actor.getSnapshot().context,
    step: () => current(actor.getSnapshot().context).position.key,
    move(event: Exclude<ExplorerEvent, { type: 'load' | 'back' | 'forward' }>) {
      actor.send(event);
      write(event.type);
    },
    choose() {
      this.move({ type: 'choose', event: current(actor.getSnapshot().context).choices[0] });
    },
    /** The page's own Back or Forward (useFlowWalk's move()). */
    page(type: 'back' | 'forward') {
      const [after] = transition(explorerMachine, actor.getSnapshot(), { type });
      const to = neighbour(entries, at, type, addressOf(after.context));
      actor.send({ type });
      if (to) at = entries.indexOf(to);
      else write(type);
    },
    /** The browser's own Back: the entry before is read as the link. */
    browserBack() {
      at -= 1;
      actor.send({ type: 'load', search: new URL(entries[at].url).search, fallback });
    },
  };
}

describe('found by an audit: after another edition, the two Backs each make sense', () => {
  // Three steps on (1.1 → 1.1.1 → 1.1.2 → 1.2), then the 2014 English edition.
  const walked = () => {
    const t = tab('buddyfight', 'attack-phase');
    for (let i = 0; i < 3; i++) t.choose();
    expect(t.step()).toBe('1.2');
    expect(t.entries).toHaveLength(4);
    t.move({ type: 'edition', edition: 'en-2014' });
    expect(t.context().edition).toBe('en-2014');
    return t;
  };

  test('the edition is its own entry', () => {
    const t = walked();
    expect(t.entries).toHaveLength(5);
    expect(t.entries.map((e) => new URL(e.url).search)).toEqual([
      '',
      '?walk=next',
      '?walk=next.next',
      '?walk=next.next.next',
      '?edition=en-2014&walk=next.next.next',
    ]);
  });

  test("the page's Back: the step before, under the new edition (the entry is rewritten, none added)", () => {
    const t = walked();
    t.page('back');
    expect(t.step()).toBe('1.1.2');
    expect(t.context().edition).toBe('en-2014');
    expect(t.entries).toHaveLength(5);
    expect(new URL(t.entries[t.at].url).search).toBe('?edition=en-2014&walk=next.next');
  });

  test("the browser's Back: the same step, under the edition before", () => {
    const t = walked();
    t.browserBack();
    expect(t.step()).toBe('1.2');
    expect(t.context().edition).toBeNull();
    expect(t.context().cursor).toBe(3);
  });
});

describe('a run of changes of one kind makes one entry', () => {
  test('editions passed one after another, then setups: one entry each; the browser’s Back undoes one kind at a time', () => {
    const t = tab('buddyfight', 'attack-phase');
    t.choose();
    t.move({ type: 'edition', edition: 'en-2014' });
    t.move({ type: 'edition', edition: 'jp' });
    t.move({ type: 'edition', edition: 'en-2014' });
    expect(t.entries).toHaveLength(3);
    t.move({ type: 'setup', setup: 'finishing-blow' });
    t.move({ type: 'setup', setup: 'basic' });
    t.move({ type: 'setup', setup: 'attacker-destroyed' });
    expect(t.entries).toHaveLength(4);
    expect(new URL(t.entries[3].url).search).toBe('?edition=en-2014&setup=attacker-destroyed&walk=next');
    t.browserBack();
    expect([t.context().edition, t.context().setup]).toEqual(['en-2014', 'center-hits']);
    t.browserBack();
    expect([t.context().edition, t.context().setup, t.step()]).toEqual([null, 'center-hits', '1.1.1']);
  });

  test('numbers applied again and again are one entry; a fold in between ends the run', () => {
    const t = tab('buddyfight', 'attack-phase');
    t.choose();
    const power = (n: number) => ({ ...t.context().base.editor!.values(t.context().base.setups['center-hits']), 'attacker.center.power': n });
    t.move({ type: 'edits', values: power(9000) });
    t.move({ type: 'edits', values: power(10000) });
    expect(t.entries).toHaveLength(3);
    // A nested chart opened: the same entry, rewritten.
    t.move({ type: 'chart.toggle', node: nestedHosts(t.context().base).get('2.5')! });
    expect(t.entries).toHaveLength(3);
    expect(new URL(t.entries[2].url).searchParams.get('open')).toBe('2.5');
    t.move({ type: 'edits', values: power(11000) });
    expect(t.entries).toHaveLength(4);
    expect(t.entries.map((e) => new URL(e.url).searchParams.get('edit'))).toEqual([null, null, 'attacker.center.power-10000', 'attacker.center.power-11000']);
  });
});
