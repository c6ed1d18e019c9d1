import { describe, expect, test } from 'vitest';
import { counterFlow } from '@/machines/battle-guardians/counter';
import type { BgBoard } from '@/machines/battle-guardians/board';
import { CUSTOM } from '@/machines/engine/editor';
import { parseWalk, replay } from '@/machines/engine/replay';
import type { BoardView, FlowDefinition } from '@/machines/engine/types';
import { games } from '@/content';
import { editedFlow } from './helpers';

/**
 * 004 スペルパワー: a spell is nullified by discarding a spell of equal or higher SP. An audit found the spell
 * activated and the opponent's spell of the same SP named alike ("SP 2 damage spell") on the board and in the log, so a
 * judge could not tell which went to the junk zone and which was nullified. Each now has its own name.
 */
const names = games['battle-guardians'].content.cards;
const logWords = games['battle-guardians'].flows.counter.content.board.log;
const cardsIn = (view: BoardView, key: string) => {
  const s = view.sections.find((x) => x.key === key);
  return s?.kind === 'cards' ? s.cards : [];
};
const run = (flow: FlowDefinition<BgBoard>, setup: string, walk: string) => {
  const parsed = parseWalk(flow, walk, setup);
  expect(parsed.problem, walk).toBeUndefined();
  return replay<BgBoard>(flow, parsed.events, setup);
};
/** The log's lines as a reader sees them, in English. */
const lines = (b: BgBoard) => b.log.map((l) => (logWords[l.code]?.en ?? l.code).replace(/\{card\}/g, l.card ? names[l.card].en : ''));

describe('the counter step names the spell activated and the opponent’s spell apart', () => {
  test('equal-sp (004’s example, SP 1 against SP 1): the open step and the hand show two different names', () => {
    const r = run(counterFlow, 'equal-sp', '');
    const view = counterFlow.view(r.board);
    const [activation] = cardsIn(view, 'counter');
    const [held] = cardsIn(view, 'opp.hand');
    expect(names[activation.card]).toEqual({ ja: 'SP1のダメージスペル', en: 'SP 1 damage spell' });
    expect(names[held.card]).toEqual({ ja: '相手のSP1のスペル', en: "The opponent's SP 1 spell" });
  });

  test('equal-sp: the log says which spell went to the junk zone and which was nullified', () => {
    const r = run(counterFlow, 'equal-sp', 'answer-cancels-spell');
    expect(r.position.key).toBe('3');
    expect(lines(r.board)).toEqual([
      "The opponent's SP 1 spell, of high enough SP, went to the junk zone: the activated spell is nullified. No counter card may be used in this step now.",
      "SP 1 damage spell's effect was nullified.",
    ]);
    expect(cardsIn(counterFlow.view(r.board), 'opp.junk').map((c) => names[c.card].en)).toEqual(["The opponent's SP 1 spell"]);
  });

  test('edited to an SP 2 spell against an SP 2 spell in hand: still two names, and both SPs stay 2', () => {
    const flow = editedFlow(counterFlow, 'spell', { 'activation.sp': 2, 'opp.spell-sp': 2, 'opp.counter-card': false });
    const r = run(flow, CUSTOM, '');
    expect(r.choices).toContain('answer-cancels-spell');
    const view = flow.view(r.board);
    expect(names[cardsIn(view, 'counter')[0].card].en).toBe('SP 2 damage spell');
    expect(cardsIn(view, 'opp.hand').map((c) => names[c.card].en)).toEqual(["The opponent's SP 2 spell"]);
    expect(flow.editor!.values(r.board)).toMatchObject({ 'activation.sp': 2, 'opp.spell-sp': 2 });
  });
});
