import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { games } from '@/content';
import { Ruling } from '@/content/schema';
import { getFlow } from '@/machines';
import { current, explorerMachine, situationOf } from '@/machines/engine/explorer';
import { parseWalk, replay } from '@/machines/engine/replay';
import { editsOf, readReplay, replaySpec } from '@/machines/engine/replay-spec';
import { writeSituation } from '@/machines/engine/situation';
import type { BoardView } from '@/machines/engine/types';
import { powerOf, type FfBoard } from '@/machines/fftcg/board';
import { dataRulings } from '@/app/lib/data/published';

/**
 * A ruling asked on an edited board (replay.edit, the text a link's edit= carries) replays on that board everywhere
 * it is replayed: its check, the explorer's Replay, the published data. The ruling used: Barret at 8000 power, where
 * the preset's 7000 would be broken by the same walk. Expected numbers are written by hand from 003's example.
 */
const interrupt = getFlow('fftcg', 'interrupt')!;
const ruling = (id: string) => games.fftcg.flows.interrupt.rulings.find((r) => r.id === id)!;
const edited = ruling('fftcg-barret-8000-power');

/** Barret's numbers as the board shows them (its card on the turn player's field), or undefined when it is not there. */
const barretShown = (board: BoardView) => {
  const field = board.sections.find((s) => s.key === 'turn.field');
  return field && field.kind === 'cards' ? field.cards.find((c) => c.card === 'barret')?.stats : undefined;
};

describe('a ruling with edits replays on its edited board', () => {
  test('the ruling carries its edit, and its check replays on that board: 12000 power, 7000 damage, not broken', () => {
    expect(edited.replay.edit).toBe('barret.power-8000');
    const r = replaySpec<FfBoard>(interrupt, edited.replay);
    const barret = r.board.turn.field.find((f) => f.card === 'barret')!;
    expect(barret).toMatchObject({ power: 8000, boost: 4000, damage: 7000 });
    expect(powerOf(barret)).toBe(12000);
    expect(r.board.turn.breakZone).toEqual([]);
    // The same walk on the bare preset (Barret at 7000) breaks it: the edit is what the answer turns on.
    const bare = replay<FfBoard>(interrupt, parseWalk(interrupt, edited.replay.walk, edited.replay.setup).events, edited.replay.setup);
    expect(bare.board.turn.breakZone).toEqual(['barret']);
  });

  test("a ruling's edit is read as a link's: a bad edit, or an edit on a flow with no editor, is a problem", () => {
    expect(readReplay(interrupt, { setup: 'barret', edit: 'barret.power-99000', walk: '' }).problems).toEqual([
      { part: 'edit', kind: 'bad-edit', token: 'barret.power-99000' },
    ]);
    const noEditor = getFlow('goda', 'turn')!;
    expect(noEditor.editor).toBeUndefined();
    expect(readReplay(noEditor, { setup: Object.keys(noEditor.setups)[0], edit: 'x.y-1', walk: '' }).problems).toEqual([
      { part: 'edit', kind: 'no-editor', token: 'x.y-1' },
    ]);
    expect(readReplay(interrupt, edited.replay).problems).toEqual([]);
  });

  test("a ruling page's initial edits are the ruling's, read as a link's (none: null)", () => {
    expect(editsOf(interrupt, 'barret', edited.replay.edit)).toMatchObject({ 'barret.power': 8000, 'barret.damage': 0 });
    expect(editsOf(interrupt, 'barret', undefined)).toBeNull();
  });

  test('the schema takes an edit and a kind, and refuses an empty edit or an unknown kind', () => {
    expect(Ruling.safeParse(edited).success).toBe(true);
    expect(Ruling.safeParse({ ...edited, replay: { ...edited.replay, edit: '' } }).success).toBe(false);
    expect(Ruling.safeParse({ ...edited, kind: 'official' }).success).toBe(false);
  });

  test('every judge’s question is marked as ours, cites a rules section, and at least six replay on an edited board', () => {
    const judged = Object.values(games).flatMap((g) => Object.values(g.flows).flatMap((f) => f.rulings.filter((r) => r.kind === 'judge')));
    expect(judged.filter((r) => r.replay.edit).length).toBeGreaterThanOrEqual(6);
    expect(new Set(judged.map((r) => r.flow)).size).toBeGreaterThanOrEqual(3);
    for (const r of judged) expect(r.source.section, r.id).toBeTruthy();
  });
});

describe("the explorer's replay event applies the ruling's edits", () => {
  const run = (instant: boolean) => {
    const actor = createActor(explorerMachine, { input: { flow: interrupt } }).start();
    actor.send({ type: 'replay', id: edited.id, ...edited.replay, instant });
    return actor;
  };

  test('instant: the edited board from the first frame to the answer, and the situation writes edit=', () => {
    const actor = run(true);
    const c = actor.getSnapshot().context;
    expect(c.replayDone).toBe(edited.id);
    expect(c.setup).toBe('barret');
    expect(c.edits).toMatchObject({ 'barret.power': 8000 });
    expect(barretShown(c.frames[0].board)).toMatchObject({ power: 8000 });
    expect(barretShown(current(c).board)).toMatchObject({ power: 12000, damage: 7000 });
    const link = new URLSearchParams(writeSituation(interrupt, situationOf(c)));
    expect(link.get('edit')).toBe('barret.power-8000');
    expect(link.get('setup')).toBe('barret');
    actor.stop();
  });

  test('paced: the replay starts on the edited board', () => {
    const actor = run(false);
    const c = actor.getSnapshot().context;
    expect(c.cursor).toBe(0);
    expect(c.edits).toMatchObject({ 'barret.power': 8000 });
    expect(barretShown(current(c).board)).toMatchObject({ power: 8000 });
    actor.stop();
  });

  test('a ruling with no edit, replayed after one with edits, runs on the bare preset again', () => {
    const actor = run(true);
    const plain = ruling('fftcg-barret-interrupted');
    actor.send({ type: 'replay', id: plain.id, ...plain.replay, instant: true });
    const c = actor.getSnapshot().context;
    expect(c.edits).toBeNull();
    expect(barretShown(current(c).board)).toBeUndefined();
    expect(new URLSearchParams(writeSituation(interrupt, situationOf(c))).has('edit')).toBe(false);
    actor.stop();
  });
});

test("the published data carries the ruling's edit and kind, and its outcome is the edited board's", () => {
  const published = dataRulings('fftcg').find((r) => r.id === edited.id)!;
  expect(published.replay).toEqual({ setup: 'barret', edit: 'barret.power-8000', walk: edited.replay.walk });
  expect(published.kind).toBe('judge');
  expect(published.outcome.stop).toBe('3');
  expect(published.outcome.log).toContain('powered');
  expect(published.outcome.log).not.toContain('broken');
});
