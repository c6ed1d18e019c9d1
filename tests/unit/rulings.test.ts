import { describe, expect, test } from 'vitest';
import { games } from '@/content';
import { getFlow } from '@/machines';
import type { CallBoard } from '@/machines/buddyfight/call';
import { AREAS } from '@/machines/buddyfight/board';
import { parseWalk, replay, type ReplayResult } from '@/machines/engine/replay';

const onField = (b: CallBoard) => AREAS.flatMap((a) => b.side.field[a]);

/**
 * The official answer of each ruling, asserted on the board the replay leaves.
 * Each key is a ruling id; a ruling in content without an entry here fails the suite.
 */
const answers: Record<string, (r: ReplayResult<CallBoard>) => void> = {
  // Q1: Begone!! nullifies the Buddy Call; the buddy never lands and life does not go up.
  'call-q1': (r) => {
    expect(r.position.key).toBe('2.4');
    expect(r.board.counter).toBe('nullified');
    expect(onField(r.board)).toEqual([]);
    expect(r.board.side.life).toBe(10);
    expect(r.log.map((l) => l.code)).not.toContain('buddy-gift');
    // Stepping on from here can only end the call: no monster, still no life.
    const end = replay(getFlow('buddyfight', 'call')!, [...r.visits.slice(1).map((v) => v.event!), 'next']);
    expect(end.position.key).toBe('end:cancelled');
    expect(end.board.side.life).toBe(10);
  },
  // Q2: at 2.1 the called monster is not on the field, so Magical Goodbye has no target.
  'call-q2': (r) => {
    expect(r.position.key).toBe('2.2');
    expect(r.board.counter).toBe('used');
    expect(onField(r.board)).toEqual([]);
    expect(r.board.calling?.card).toBe('buddy-monster');
  },
  // Q3: Succubus with no Armorknight in the drop zone cannot be called; the check at 1.4 stops it before any cost.
  'call-q3': (r) => {
    expect(r.position.key).toBe('end:cancelled');
    expect(r.visits.map((v) => v.key)).toContain('1.4');
    expect(r.visits.map((v) => v.key)).not.toContain('1.6');
    expect(r.board.side.gauge).toBe(2);
    expect(r.board.side.drop).toEqual([]);
    expect(r.log.map((l) => l.code)).toContain('call-stopped');
  },
  // Q4: Demon may pay its call cost with the monster already in the chosen area, then lands there.
  'call-q4': (r) => {
    expect(r.position.key).toBe('3.1');
    expect(r.board.side.drop.map((c) => c.card)).toEqual(['other-monster']);
    expect(r.board.side.field.center.map((c) => c.card)).toEqual(['armorknight-demon']);
  },
  // Q5: a same-name monster called normally is treated as the buddy monster (no Buddy Gift, though).
  'call-q5': (r) => {
    expect(r.position.key).toBe('3.2');
    expect(r.board.buddyCall).toBe(false);
    const center = r.board.side.field.center;
    expect(center.map((c) => c.card)).toEqual([r.board.buddy]);
    const view = getFlow('buddyfight', 'call')!.view(r.board);
    const field = view.sections.find((s) => s.key === 'field');
    expect(field && field.kind === 'slots' && field.slots.find((s) => s.key === 'center')?.cards[0].tags).toContain('buddy');
    expect(r.board.side.life).toBe(10);
  },
};

for (const [gameId, game] of Object.entries(games)) {
  for (const [flowId, entry] of Object.entries(game.flows)) {
    describe(`${gameId}/${flowId} rulings`, () => {
      const flow = getFlow(gameId, flowId)!;
      test.each(entry.rulings.map((r) => [r.id, r] as const))('%s replays to the official answer', (id, ruling) => {
        const parsed = parseWalk(flow, ruling.replay.walk, ruling.replay.setup);
        expect(parsed.problem).toBeUndefined();
        expect(Object.keys(flow.setups)).toContain(ruling.replay.setup);
        const result = replay<CallBoard>(flow, parsed.events, ruling.replay.setup);
        // The replay stops on (or right after) a step the ruling hinges on.
        const stops = result.visits.slice(-2).map((v) => v.key);
        expect(ruling.steps.some((s) => stops.includes(s)) || result.position.ended, `${id} stops at ${result.position.key}`).toBe(true);
        expect(answers[id], `no assertion written for ${id}`).toBeTypeOf('function');
        answers[id](result);
      });
    });
  }
}
