import { expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';
import type { BgBoard } from '@/machines/battle-guardians/board';

const turn = getFlow('battle-guardians', 'turn')!;
const viewAt = (events: string[], setup: string) => turn.view(replay<BgBoard>(turn, events, setup).board);
const section = (events: string[], setup: string, key: string) => viewAt(events, setup).sections.find((s) => s.key === key);

// Every other game is drawn as a table with the opponent on top facing the turn player; BG listed the turn player first.
test('the board is a table: the opponent on top, the turn player at the bottom, every player zone on its side', () => {
  const v = viewAt(['draw-main'], 'basic');
  expect(v.sides?.map((s) => [s.key, s.role])).toEqual([
    ['opp', 'opponent'],
    ['turn', 'turn'],
  ]);
  for (const s of v.sections) {
    const owner = s.key.split('.')[0];
    if (owner === 'turn' || owner === 'opp') expect(s.side, s.key).toBe(owner);
    else expect(s.side, s.key).toBeUndefined();
  }
});

test("each side's attack, assist and domain zones form one row, left to right", () => {
  const field = section(['draw-main'], 'basic', 'turn.field');
  expect(field?.kind).toBe('slots');
  if (field?.kind !== 'slots') return;
  expect(field.slots.map((s) => s.key)).toEqual(['attack', 'assist', 'domain']);
  expect(field.slots[0].cards.length).toBe(1);
});

// The counter step and waiting damage are piles between the players, empty (so not drawn) until something waits.
test('an open counter step and damage waiting for its damage step are piles that hold cards only while they exist', () => {
  const cards = (events: string[], key: string) => {
    const s = section(events, 'spell', key);
    expect(s?.pile, key).toBe(true);
    return s?.kind === 'cards' ? s.cards.length : -1;
  };
  const base = ['draw-main', 'charge-draw-main', 'next', 'next'];
  expect(cards(base, 'counter')).toBe(0);
  expect(cards([...base, 'cast-spell-sp1'], 'counter')).toBe(1);
  const waiting = [...base, 'cast-spell-sp1', 'answer-passes', 'activator-passes', 'next'];
  expect(cards(waiting, 'pending')).toBe(1);
  expect(cards(waiting, 'counter')).toBe(0);
});

// 004 サイドデッキゾーン: each side's side deck is a zone of its own; a probe found the speed-duel preset, whose rule turns
// on the speed guardians waiting there, showing them nowhere on the board.
test('each side deck is on the table as a count that opens to its cards, and empties as a speed guardian comes out', () => {
  const cardsOf = (events: string[], key: string) => {
    const s = section(events, 'speed-duel', key);
    expect(s, key).toMatchObject({ kind: 'cards', compact: true, side: key.split('.')[0] });
    return s?.kind === 'cards' ? s.cards.map((c) => c.card) : [];
  };
  expect(cardsOf([], 'turn.side')).toEqual(['speed-guardian']);
  expect(cardsOf([], 'opp.side')).toEqual(['speed-guardian']);
  // The turn player summons SF 2; the opponent answers from the side deck, and the turn player answers that from theirs.
  const oppSpeed = ['draw-main', 'charge-draw-main', 'summon-guardian-sf2', 'next', 'opp-speed-summon'];
  expect(cardsOf(oppSpeed, 'opp.side')).toEqual([]);
  expect(cardsOf(oppSpeed, 'turn.side')).toEqual(['speed-guardian']);
  expect(cardsOf([...oppSpeed, 'next', 'speed-answer'], 'turn.side')).toEqual([]);
  // A board with nothing in its side deck still shows the zone, empty.
  expect(section([], 'basic', 'turn.side')).toMatchObject({ kind: 'cards', cards: [] });
});
