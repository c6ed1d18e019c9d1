import { describe, expect, test } from 'vitest';
import { callFlow, type CallBoard } from '@/machines/buddyfight/call';
import { parseWalk, replay } from '@/machines/engine/replay';
import { games } from '@/content';
import type { BoardView } from '@/machines/engine/types';

/**
 * The Buddy Call board shows two cards of one name: the buddy set aside at setup (in the buddy zone) and the card of
 * the same name declared from the hand. A judge could not tell them apart when both read "Buddy monster"; each now has
 * its own name, and they keep it when 1.5 swaps them (000 ① 1.5).
 */
const names = games.buddyfight.content.cards;
const cardsIn = (view: BoardView, key: string) => {
  const s = view.sections.find((x) => x.key === key);
  if (s?.kind === 'cards') return s.cards;
  if (s?.kind === 'slots') return s.slots.flatMap((slot) => slot.cards);
  return [];
};
const at = (walk: string) => {
  const r = replay<CallBoard>(callFlow, parseWalk(callFlow, walk, 'buddy').events, 'buddy');
  return { r, view: callFlow.view(r.board) };
};

describe('the call board names the buddy and the card called apart', () => {
  test('at 1.1: the buddy zone holds the buddy chosen at setup; the card being called is the one from the hand', () => {
    const { view } = at('');
    const [zone] = cardsIn(view, 'buddyZone');
    const [calling] = cardsIn(view, 'calling');
    expect(names[zone.card]).toEqual({ ja: 'バディモンスター(ゲーム準備で選んだカード)', en: 'Buddy monster (chosen at setup)' });
    expect(names[calling.card]).toEqual({ ja: 'バディと同名のカード(手札から)', en: "Card with the buddy's name (from the hand)" });
    // The card from the hand counts as the buddy (000 ① intro); the buddy itself needs no such tag.
    expect(calling.tags).toContain('buddy');
    expect(zone.tags).not.toContain('buddy');
  });

  test('the names are still a Buddy Call pair: 1.3 offers the Buddy Call', () => {
    const { r } = at('next.center');
    expect(r.position.key).toBe('1.3');
    expect(r.choices).toContain('buddy-call');
  });

  test('after a Buddy Call the two have traded places (1.5): the buddy lands, the card from the hand rests in the buddy zone', () => {
    const { r, view } = at('buddy-call.pay.pass.next.next.next');
    expect(r.position.key).toBe('3.2');
    expect(cardsIn(view, 'field').map((c) => c.card)).toEqual(['buddy-monster']);
    const [zone] = cardsIn(view, 'buddyZone');
    expect(zone.card).toBe('buddy-copy');
    expect(zone.tags).toEqual(['rested', 'buddy']);
    expect(r.log.map((l) => l.code)).toContain('buddy-gift');
  });
});
