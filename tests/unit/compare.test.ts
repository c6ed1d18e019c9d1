import { expect, test } from 'vitest';
import { games } from '@/content';
import { responsesPage } from '@/content/compare';
import { getFlow } from '@/machines';
import { parseWalk, replay } from '@/machines/engine/replay';

const scenario = (game: string) => {
  const r = games[game].responses!;
  const def = getFlow(game, r.flow)!;
  const parsed = parseWalk(def, r.scenario.walk, r.scenario.setup);
  return { parsed, result: replay(def, parsed.events, r.scenario.setup) };
};

test('every game that describes its answering window has a real flow, setup and a scenario that replays', () => {
  const with_ = Object.entries(games).filter(([, g]) => g.responses);
  expect(with_.length).toBeGreaterThanOrEqual(2);
  for (const [id, g] of with_) {
    expect(g.flows, id).toHaveProperty(g.responses!.flow);
    expect(getFlow(id, g.responses!.flow)!.setups, id).toHaveProperty(g.responses!.scenario.setup);
    expect(scenario(id).parsed.problem, id).toBeUndefined();
  }
});

test('the same story ends differently: Goda lets A answer back and Blast destroys; in Buddyfight B\'s Counter resolves first and the card loses its target', () => {
  const goda = scenario('goda').result;
  expect(goda.board.monster).toBe('grave');
  expect(goda.log.map((l) => l.code)).toEqual(expect.arrayContaining(['a-activated', 'b-activated', 'cancel-resolved', 'nullified', 'blast-resolved']));
  const bf = scenario('buddyfight').result;
  const codes = bf.log.map((l) => l.code);
  expect(codes).toContain('returned');
  expect(codes).toContain('no-target');
  expect(codes.indexOf('returned')).toBeLessThan(codes.indexOf('no-target'));
  expect(bf.position.key).toBe('2.1');
});

test('the comparison page has its words in both languages', () => {
  for (const [k, v] of Object.entries(responsesPage)) for (const l of ['ja', 'en'] as const) expect(v[l].trim(), `${k} ${l}`).not.toBe('');
});
