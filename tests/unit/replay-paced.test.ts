import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { games } from '@/content';
import { getFlow } from '@/machines';
import { current, explorerMachine, MIN_PACE_MS, REPLAY_MS } from '@/machines/engine/explorer';

/**
 * The browser tests replay each ruling as a reader who prefers reduced motion: the explorer jumps straight to the
 * answer, instead of playing it for up to REPLAY_MS at a reading pace (about nine idle seconds per ruling, several
 * minutes over the browser suite). What the paced replay adds is the timing; replay.test.ts watches one ruling play
 * at its pace in Chromium. This file keeps the rest in Node, on a simulated clock, for every ruling of every game
 * under each edition it is replayed in: the paced replay passes every step one at a time and stops on exactly the
 * frame the instant replay shows.
 */
const CASES = Object.entries(games).flatMap(([game, g]) =>
  Object.entries(g.flows).flatMap(([flow, f]) =>
    f.rulings.flatMap((r) =>
      [undefined, ...(r.editions ?? []).map((e) => e.edition)].map(
        (edition) => [`${game}/${flow} ${r.id}${edition ? ` (${edition})` : ''}`, game, flow, r, edition] as const,
      ),
    ),
  ),
);

test('every game has rulings to replay', () => {
  for (const game of Object.keys(games)) expect(CASES.filter((c) => c[1] === game).length, game).toBeGreaterThan(0);
});

test.each(CASES)('%s: the paced replay steps through to the frame the instant replay jumps to', (_, game, flow, ruling, edition) => {
  const def = getFlow(game, flow)!;
  const run = (instant: boolean) => {
    const clock = new SimulatedClock();
    const actor = createActor(explorerMachine, { input: { flow: def }, clock }).start();
    actor.send({ type: 'replay', id: ruling.id, ...ruling.replay, instant, edition });
    const cursors = [actor.getSnapshot().context.cursor];
    let waited = 0;
    while (actor.getSnapshot().context.replayDone !== ruling.id && waited <= REPLAY_MS * 4) {
      clock.increment(50);
      waited += 50;
      const c = actor.getSnapshot().context.cursor;
      if (c !== cursors.at(-1)) cursors.push(c);
    }
    const snap = actor.getSnapshot();
    actor.stop();
    return { snap, cursors, waited };
  };
  const instant = run(true);
  const paced = run(false);
  const a = instant.snap.context;
  const b = paced.snap.context;
  expect(a.replayDone).toBe(ruling.id);
  expect(b.replayDone, 'the paced replay finishes').toBe(ruling.id);
  expect(instant.waited).toBe(0);
  expect(a.events.length, 'the walk is not empty').toBeGreaterThan(0);
  // One step at a time from the start, never jumping ahead.
  expect(paced.cursors).toEqual(Array.from({ length: b.events.length + 1 }, (_, i) => i));
  // At a reading pace: no step quicker than the shortest pace ("Continue" steps go by at 0.4 of it), and the whole
  // replay within its budget (one pace more for the pause on the answer, and the 50 ms ticks of this clock).
  const n = b.events.length;
  expect(paced.waited).toBeGreaterThanOrEqual(n * 0.4 * MIN_PACE_MS);
  expect(paced.waited).toBeLessThanOrEqual((n + 1) * (Math.max(MIN_PACE_MS, REPLAY_MS / n) + 50));
  // The same situation and the same frame: step, choices, board and log.
  expect(paced.snap.value).toEqual(instant.snap.value);
  expect({ setup: b.setup, edits: b.edits, edition: b.edition, events: b.events, cursor: b.cursor }).toEqual({
    setup: a.setup,
    edits: a.edits,
    edition: a.edition,
    events: a.events,
    cursor: a.cursor,
  });
  const frame = (c: typeof a) => {
    const f = current(c);
    return { key: f.position.key, choices: f.choices, board: f.board, log: f.log, host: f.host };
  };
  expect(frame(b)).toEqual(frame(a));
});
