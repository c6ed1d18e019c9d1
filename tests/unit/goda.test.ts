import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { fightResult, provisionalApplies, type AttackBoard } from '@/machines/goda/attack';
import { GODA_STACK } from '@/machines/goda/stack';
import { canPush, openStack, push } from '@/machines/engine/stack';
import { available, position, replay, start, step } from '@/machines/engine/replay';
import { reachable } from './helpers';
import { buildIndex } from '@/app/lib/search/build';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('Goda battle arithmetic', () => {
  test('higher P wins, equal P destroys both', () => {
    expect(fightResult(5000, 3000)).toBe('defender');
    expect(fightResult(3000, 5000)).toBe('attacker');
    expect(fightResult(4000, 4000)).toBe('both');
  });
  test('provisional destruction needs a battle, a rested target still in the zone, and a lower-P attacker', () => {
    const base = getFlow('goda', 'attack')!.setups.basic as AttackBoard;
    const b = (over: Partial<AttackBoard>) => ({ ...structuredClone(base), fight: 'battle' as const, target: 'rested' as const, ...over });
    expect(provisionalApplies(b({}))).toBe(true);
    expect(provisionalApplies(b({ fight: 'block' }))).toBe(false);
    expect(provisionalApplies(b({ target: 'ready' }))).toBe(false);
    expect(provisionalApplies(b({ attacker: { ...base.attacker, p: 5000 } }))).toBe(false);
    expect(provisionalApplies(b({ rested: { ...base.rested, where: 'grave' } }))).toBe(false);
  });
  test('a stronger attacker destroys a rested monster: nothing goes back to hand', () => {
    const r = replay<AttackBoard>(getFlow('goda', 'attack')!, ['attack-rested', 'next', 'next'], 'strong');
    expect(r.board.rested.where).toBe('grave');
    expect(r.board.attacker.where).toBe('zone');
    expect(r.board.defenderHand).toEqual([]);
  });
  test('the attacker rests as the attack is declared', () => {
    const r = replay<AttackBoard>(getFlow('goda', 'attack')!, ['attack-life'], 'basic');
    expect(r.board.attacker.posture).toBe('rest');
  });
});

describe('Goda turn', () => {
  const turn = getFlow('goda', 'turn')!;
  test('start time stands rested monsters up and charges special ones; only free time waits for a choice', () => {
    const r = replay(turn, ['next'], 'basic');
    expect(r.board.zone.map((m: any) => [m.posture, m.charged])).toEqual([
      ['attack', false],
      ['special', true],
    ]);
    expect(replay(turn, [], 'basic').choices).toEqual(['next']);
    expect(replay(turn, ['next', 'next'], 'basic').choices).toContain('end-free');
  });
  test('an armor card moves once a turn', () => {
    const r = replay(turn, ['next', 'next', 'move-armor'], 'red-and-armor');
    expect(r.board.armor[0].equipped).toBe(true);
    expect(r.choices).not.toContain('move-armor');
  });
  test('red summons are not limited to one a turn', () => {
    const r = replay(turn, ['next', 'next', 'red-summon', 'red-summon'], 'red-and-armor');
    expect(r.board.zone).toHaveLength(3);
  });
  test('the draw of draw time on an empty deck loses too', () => {
    const flow = { ...turn, setups: { ...turn.setups, empty: { ...turn.setups.basic, deck: 0 } } };
    const r = replay(flow, ['next', 'next'], 'empty');
    expect(r.position.key).toBe('end:deck-out');
  });
});

describe('Goda stack', () => {
  test('the depth bound refuses a fifth card, and the deep setup stays finite', () => {
    let s = openStack<string, 'a' | 'b'>(GODA_STACK);
    for (const by of ['a', 'b', 'a', 'b'] as const) s = push(s, GODA_STACK, by, 'x');
    expect(canPush(s, GODA_STACK, 'a')).toBe(false);
    const map = reachable(getFlow('goda', 'stack')!, 'deep');
    const depths = Object.values(map).map((v) => (v.state as any).context.stack.items.length);
    expect(Math.max(...depths)).toBe(GODA_STACK.maxDepth);
  });
});

describe('10,000 random walks per Goda flow never throw or dead-end', () => {
  for (const id of ['turn', 'attack', 'stack']) {
    test(id, () => {
      const flow = getFlow('goda', id)!;
      const setups = Object.keys(flow.setups);
      let ended = 0;
      for (let seed = 1; seed <= 10_000; seed++) {
        const r = rng(seed);
        let snap = start(flow, setups[seed % setups.length]);
        for (let i = 0; i < 200 && snap.status !== 'done'; i++) {
          const choices = available(snap);
          if (!choices.length) throw new Error(`${id} seed ${seed}: dead end at ${position(snap).key}`);
          snap = step(flow, snap, choices[Math.floor(r() * choices.length)]);
        }
        if (snap.status === 'done') ended++;
      }
      expect(ended).toBe(10_000);
    }, 120_000);
  }
});

test('search finds Goda terms and steps in both languages', () => {
  const index = buildIndex();
  const top = (q: string, lang: string) => index.search(q, { filter: (r) => r.lang === lang })[0]?.path;
  expect(top('仮破壊', 'ja')).toBe('/goda/terms/provisional-destruction');
  expect(top('provisional destruction', 'en')).toBe('/goda/terms/provisional-destruction');
  expect(index.search('フリータイム', { filter: (r) => r.lang === 'ja' }).map((r) => r.path)).toContain('/goda/turn/4.3');
}, 60_000);
