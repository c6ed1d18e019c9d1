import { expect, test } from 'vitest';
import { games } from '@/content';
import { responsesPage } from '@/content/compare';
import { getFlow } from '@/machines';
import { parseWalk, replay } from '@/machines/engine/replay';
import type { GodaStackBoard } from '@/machines/goda/stack';
import type { BgBoard } from '@/machines/battle-guardians/board';
import type { FfBoard } from '@/machines/fftcg/board';

const scenario = <B>(game: string) => {
  const r = games[game].responses!;
  const def = getFlow(game, r.flow)!;
  const parsed = parseWalk(def, r.scenario.walk, r.scenario.setup);
  return { parsed, result: replay<B>(def, parsed.events, r.scenario.setup) };
};

test('every game that describes its answering window has a real flow, setup and a scenario that replays', () => {
  const with_ = Object.entries(games).filter(([, g]) => g.responses);
  expect(with_.map(([id]) => id)).toEqual(expect.arrayContaining(['buddyfight', 'fftcg', 'goda']));
  for (const [id, g] of with_) {
    expect(g.flows, id).toHaveProperty(g.responses!.flow);
    expect(getFlow(id, g.responses!.flow)!.setups, id).toHaveProperty(g.responses!.scenario.setup);
    expect(scenario(id).parsed.problem, id).toBeUndefined();
  }
});

test("the same story ends differently: Goda lets A answer back and Blast destroys; in Buddyfight B's Counter resolves first and the card loses its target", () => {
  const goda = scenario<GodaStackBoard>('goda').result;
  expect(goda.board.monsters.b).toBe('grave');
  expect(goda.log.map((l) => l.code)).toEqual(expect.arrayContaining(['a-activated', 'b-activated', 'cancel-resolved', 'nullified', 'blast-resolved']));
  const bf = scenario('buddyfight').result;
  const codes = bf.log.map((l) => l.code);
  expect(codes).toContain('returned');
  expect(codes).toContain('no-target');
  expect(codes.indexOf('returned')).toBeLessThan(codes.indexOf('no-target'));
  expect(bf.position.key).toBe('2.1');
});

test('FF-TCG: the interrupt back resolves first, so Barret is broken at 7000 and the two earlier entries lose their target', () => {
  const { result } = scenario<FfBoard>('fftcg');
  const codes = result.log.map((l) => `${l.code}${l.card ? ':' + l.card : ''}`);
  expect(codes.indexOf('broken:barret')).toBeGreaterThan(-1);
  expect(codes.indexOf('broken:barret')).toBeLessThan(codes.indexOf('no-target:barret'));
  expect(codes.filter((c) => c === 'no-target:barret')).toHaveLength(2);
  expect(codes).not.toContain('powered:barret');
  expect(result.board.nonTurn.breakZone).toEqual(['barret']);
  expect(result.board.stack.items).toEqual([]);
  expect(result.position.key).toBe('end:closed');
});

test('FF-TCG without the answer back: Hammer Blow resolves first and Barret survives at 11000', () => {
  const r = games.fftcg.responses!;
  const def = getFlow('fftcg', r.flow)!;
  const walk = 'turn-uses.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.turn-passes.non-turn-passes.next.turn-passes.non-turn-passes';
  const { events, problem } = parseWalk(def, walk, r.scenario.setup);
  expect(problem).toBeUndefined();
  const result = replay<FfBoard>(def, events, r.scenario.setup);
  expect(result.board.nonTurn.field.map((f: { card: string; boost: number }) => [f.card, f.boost])).toEqual([['barret', 4000]]);
  expect(result.position.key).toBe('end:closed');
});

test('the comparison page has its words in both languages', () => {
  for (const [k, v] of Object.entries(responsesPage)) for (const l of ['ja', 'en'] as const) expect(v[l].trim(), `${k} ${l}`).not.toBe('');
});

test('Battle Guardians: one counter per step, so A cannot answer back; the attack ability is nullified and deals nothing', () => {
  const { result } = scenario<BgBoard>('battle-guardians');
  expect(result.visits.map((v) => v.key)).toEqual(['1', '3', 'end:closed']);
  expect(result.log.map((l) => l.code)).toEqual(expect.arrayContaining(['answer-counter', 'counter-nullifies', 'activation-nullified']));
  expect(result.board.turn.hand).toContain('counter-boost');
  expect(result.board.pending).toEqual([]);
});
