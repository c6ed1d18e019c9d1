import { expect, test } from 'vitest';
import { historyMode } from '@/machines/engine/explorer-history';

// The rule (machines/engine/explorer-history.ts), written out by hand: a new place adds a history entry, the same place
// seen another way rewrites the one the reader is on. The edition, a nested chart and the setup each pushed an entry,
// so the browser's Back undid a radio button before it left the step (found by an audit).
test('a new place adds a history entry: a choice, a chart box, a point of the walk, a replay, Restart', () => {
  for (const type of ['choose', 'go.node', 'go', 'replay', 'restart'] as const) expect([type, historyMode(type)]).toEqual([type, 'push']);
});

test('the same place seen another way rewrites the entry: edition, setup, numbers, a nested chart, the replay bar', () => {
  for (const type of ['edition', 'setup', 'edits', 'chart.toggle', 'replay.play', 'replay.pause', 'replay.next', 'replay.previous', 'replay.stop'] as const)
    expect([type, historyMode(type)]).toEqual([type, 'replace']);
});

test("the page's own Back and Forward go to the neighbouring entry; a replay's speed writes nothing", () => {
  expect(historyMode('back')).toBe('traverse');
  expect(historyMode('forward')).toBe('traverse');
  expect(historyMode('replay.speed')).toBe('none');
});
