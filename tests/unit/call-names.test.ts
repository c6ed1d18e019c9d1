import { describe, expect, test } from 'vitest';
import { callFlow, type CallBoard } from '@/machines/buddyfight/call';
import { sameName } from '@/machines/buddyfight/cards';
import { readSituation, runnable } from '@/machines/engine/situation';
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

/**
 * The size-3-call setup: a size 3 monster called beside two size 1 monsters. An audit found both size 1s named "Size 1
 * monster", so "Size 1 monster goes to the drop zone" did not say which. They are two copies of one card, each with
 * its own words (the buddy's `name` idea); the log names the one that went.
 */
describe('the size-3-call board names its two size 1 monsters apart', () => {
  const TO_3_3 = 'next.center.next.pay.next.next.pass.next.next.next.next';
  const callAt = (edition: string, more = '') => {
    const { situation, problems } = readSituation(callFlow, new URLSearchParams(`setup=size-3-call&edition=${edition}&walk=${TO_3_3}${more}`), {
      setup: 'size-3-call',
      edits: null,
      events: [],
    });
    expect(problems).toEqual([]);
    const run = runnable(callFlow, situation);
    return replay<CallBoard>(run.flow, situation.events, run.runAs);
  };
  const logWords = games.buddyfight.flows.call.content.board.log;
  const sizeLines = (r: { log: { code: string; card?: string }[] }) =>
    r.log.filter((l) => l.code === 'rules-check-size').map((l) => logWords[l.code].en.replace('{card}', names[l.card!].en));

  test('at 1.1 the left and right monsters have different names', () => {
    const r = replay<CallBoard>(callFlow, [], 'size-3-call');
    const field = callFlow.view(r.board).sections.find((s) => s.key === 'field');
    const slots = field?.kind === 'slots' ? field.slots : [];
    const named = (area: string) => slots.find((s) => s.key === area)!.cards.map((c) => names[c.card]);
    expect(named('left')).toEqual([{ ja: 'サイズ1のモンスター(レフトにいた方)', en: 'Size 1 monster (the one on the left)' }]);
    expect(named('right')).toEqual([{ ja: 'サイズ1のモンスター(ライトにいた方)', en: 'Size 1 monster (the one on the right)' }]);
  });

  test('000 (jp): both go at 3.3, each named in its own log line, oldest first', () => {
    const r = callAt('jp');
    expect(r.position.key).toBe('3.3');
    expect(sizeLines(r)).toEqual([
      'Total size is over 3: Size 1 monster (the one on the left) goes to the drop zone.',
      'Total size is over 3: Size 1 monster (the one on the right) goes to the drop zone.',
    ]);
  });

  test('002 (en-2014): the owner picks; the log names each monster sent, in the order picked', () => {
    expect(sizeLines(callAt('en-2014'))).toEqual([]);
    expect(sizeLines(callAt('en-2014', '.size-drop-center'))).toEqual(['Total size is over 3: Size 3 monster goes to the drop zone.']);
    expect(sizeLines(callAt('en-2014', '.size-drop-right.size-drop-left'))).toEqual([
      'Total size is over 3: Size 1 monster (the one on the right) goes to the drop zone.',
      'Total size is over 3: Size 1 monster (the one on the left) goes to the drop zone.',
    ]);
  });

  test('the two are one card for the rules: a card of the same name', () => {
    expect(sameName('size-1-left', 'size-1-right')).toBe(true);
    expect(sameName('size-1-left', 'size-3-monster')).toBe(false);
  });
});
