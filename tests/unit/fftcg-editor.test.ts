import { describe, expect, test } from 'vitest';
import { CUSTOM, decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { parseWalk, replay } from '@/machines/engine/replay';
import { powerOf, type FfBoard } from '@/machines/fftcg/board';
import { turnFlow } from '@/machines/fftcg/turn';
import type { FlowDefinition } from '@/machines/engine/types';
import { games } from '@/content';
import { editedFlow } from './helpers';

const editor = turnFlow.editor!;
const run = (flow: FlowDefinition<FfBoard>, walk: string) => {
  const w = parseWalk(flow, walk, CUSTOM);
  expect(w.problem).toBeUndefined();
  return replay<FfBoard>(flow, w.events, CUSTOM);
};
const codes = (log: FfBoard['log']) => log.map((l) => `${l.code}:${l.card ?? ''}`);

// From the start of the turn to the damage of one attack by the 1st forward, blocked by the non-turn player's `block`;
// nobody uses anything on the way (every window closes on two "nothing"s).
const PASS = 'turn-passes.non-turn-passes';
const blockedAttack = (block: string) => `next.next.${PASS}.${PASS}.attack-1.${PASS}.${block}.${PASS}`;
// A turn with no attack, up to and through the end phase.
const QUIET_TURN = `next.next.${PASS}.${PASS}.no-attack.${PASS}`;

describe('FF-TCG turn editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(turnFlow.setups)) expect(editor.build(editor.values(b), b), id).toEqual(b);
  });

  test('values read what the preset shows: forwards by slot with their power, hand and damage zones by count', () => {
    const v = editor.values(turnFlow.setups.basic);
    expect(v).toMatchObject({
      'turn.f1.on': true,
      'turn.f1.power': 7000,
      'turn.f1.dull': true,
      'turn.f2.power': 8000,
      'turn.f3.on': false,
      'nonTurn.f1.power': 6000,
      'nonTurn.f2.on': false,
      'turn.hand': 4,
      'turn.damage-zone': 0,
      'nonTurn.damage-zone': 0,
    });
  });

  test('an edit keeps the card and what the form does not show: Brave stays, the boost and fresh flags stay', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'turn.f2.power': 3000, 'turn.f2.damage': 1000 });
    const brave = flow.setups[CUSTOM].turn.field[1];
    expect(brave).toMatchObject({ card: 'brave-forward', power: 3000, damage: 1000, boost: 0, fresh: false, attacked: false });
    expect(powerOf(brave)).toBe(3000);
    // Set back to the card's own power, the forward carries no power of its own.
    const back = editedFlow(turnFlow, 'basic', { 'turn.f2.power': 8000 });
    expect(back.setups[CUSTOM].turn.field[1]).not.toHaveProperty('power');
  });

  test('a slot the preset left empty gets its own plain stand-in, which the content names', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'turn.f3.on': true, 'nonTurn.f2.on': true, 'nonTurn.f2.power': 9000, 'nonTurn.f2.dull': true });
    const b = flow.setups[CUSTOM];
    expect(b.turn.field.map((f) => f.card)).toEqual(['forward-a', 'brave-forward', 'turn-forward-3']);
    expect(b.nonTurn.field.map((f) => [f.card, powerOf(f), f.dull])).toEqual([
      ['blocker-forward', 6000, false],
      ['non-turn-forward-2', 9000, true],
    ]);
  });

  test('a forward switched off leaves the field; hand and damage zones keep their named cards while they fit', () => {
    const flow = editedFlow(turnFlow, 'ex-burst', { 'turn.f1.on': false, 'turn.hand': 3, 'nonTurn.damage-zone': 2 });
    const b = flow.setups[CUSTOM];
    expect(b.turn.field).toEqual([]);
    expect(b.turn.hand).toEqual(['card', 'card', 'card']);
    expect(b.nonTurn.damage).toEqual(['card', 'card']);
    const fewer = editedFlow(turnFlow, 'basic', { 'turn.hand': 2 }).setups[CUSTOM];
    expect(fewer.turn.hand).toEqual(['forward-b', 'card']);
  });

  test('an edit out of range is reported and the rest still applies', () => {
    const { values, problems } = decodeEdits(turnFlow, 'basic', 'nonTurn.f1.power-7000~turn.hand-40');
    expect(problems).toEqual([{ kind: 'bad-edit', token: 'turn.hand-40' }]);
    expect(values['nonTurn.f1.power']).toBe(7000);
    expect(values['turn.hand']).toBe(4);
    expect(encodeEdits(turnFlow, 'basic', values)).toBe('nonTurn.f1.power-7000');
  });
});

/** 003 ④ 4-4: a blocked attack has the two forwards deal their power to each other; damage that reaches power breaks. */
describe('FF-TCG turn editor: a blocked attack (003 ④ 4-4)', () => {
  test('a 7000 attacker blocked by a 7000 forward: both break', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'nonTurn.f1.power': 7000 });
    const r = run(flow, blockedAttack('block-1'));
    expect(r.position.key).toMatch(/^4\.4/);
    // Forward A (7000) and the blocker, set to 7000: 7000 damage each, as much as their power.
    expect(r.board.turn.field.map((f) => f.card)).toEqual(['brave-forward']);
    expect(r.board.nonTurn.field).toEqual([]);
    expect(r.board.turn.breakZone).toEqual(['forward-a']);
    expect(r.board.nonTurn.breakZone).toEqual(['blocker-forward']);
    expect(codes(r.log).filter((c) => c.startsWith('broken'))).toEqual(['broken:forward-a', 'broken:blocker-forward']);
  });

  test('unedited, the 6000 blocker breaks and the 7000 attacker stays with 6000 damage on it', () => {
    const flow = editedFlow(turnFlow, 'basic', {});
    const r = run(flow, blockedAttack('block-1'));
    expect(r.board.nonTurn.breakZone).toEqual(['blocker-forward']);
    expect(r.board.turn.field[0]).toMatchObject({ card: 'forward-a', damage: 6000 });
  });

  test('two stand-ins set to 7000, where the preset had no blocker: both break', () => {
    const flow = editedFlow(turnFlow, 'ex-burst', {
      'turn.f1.on': false,
      'turn.f2.on': true,
      'turn.f2.power': 7000,
      'nonTurn.f1.on': true,
      'nonTurn.f1.power': 7000,
    });
    const r = run(flow, blockedAttack('block-1'));
    expect(r.board.turn.breakZone).toEqual(['turn-forward-2']);
    expect(r.board.nonTurn.breakZone).toEqual(['non-turn-forward-1']);
  });

  test('damage already on a forward counts: an 8000 blocker with 1000 on it breaks to a 7000 attacker', () => {
    const held = run(editedFlow(turnFlow, 'basic', { 'nonTurn.f1.power': 8000 }), blockedAttack('block-1'));
    expect(held.board.nonTurn.field[0]).toMatchObject({ card: 'blocker-forward', damage: 7000 });
    const hurt = run(editedFlow(turnFlow, 'basic', { 'nonTurn.f1.power': 8000, 'nonTurn.f1.damage': 1000 }), blockedAttack('block-1'));
    expect(hurt.board.nonTurn.breakZone).toEqual(['blocker-forward']);
  });

  test('a dull forward of the non-turn player cannot block', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'nonTurn.f1.dull': true });
    expect(parseWalk(flow, blockedAttack('block-1'), CUSTOM).problem).toMatchObject({ kind: 'unavailable', token: 'block-1' });
  });
});

/** 003 ⑥: at the end of the turn, a turn player with six cards or more discards down to five. */
describe('FF-TCG turn editor: the end phase hand (003 ⑥)', () => {
  test('the turn player ends the turn with 7 cards: two are discarded, five stay', () => {
    // Five cards as the turn begins, two drawn at ②, nothing played: seven at ⑥.
    const flow = editedFlow(turnFlow, 'basic', { 'turn.hand': 5 });
    const before = run(flow, QUIET_TURN);
    expect(before.position.key).toBe('6');
    const r = run(flow, `${QUIET_TURN}.next`);
    expect(r.board.turn.hand).toHaveLength(5);
    // The named forward stays in hand; the board drops plain cards.
    expect(r.board.turn.hand).toContain('forward-b');
    expect(r.board.turn.breakZone).toEqual(['card', 'card']);
    expect(r.log.filter((l) => l.code === 'discarded')).toHaveLength(2);
  });

  test('ending with 6 cards discards one; with 5, none', () => {
    const six = run(editedFlow(turnFlow, 'basic', { 'turn.hand': 4 }), QUIET_TURN);
    expect(six.board.turn.hand).toHaveLength(5);
    expect(six.log.filter((l) => l.code === 'discarded')).toHaveLength(1);
    const five = run(editedFlow(turnFlow, 'basic', { 'turn.hand': 3 }), QUIET_TURN);
    expect(five.board.turn.hand).toHaveLength(5);
    expect(five.board.turn.breakZone).toEqual([]);
  });
});

/**
 * 003 ⑥: only the turn player discards down to five; ⑤: Valefor sends every forward to its owner's hand. A judge asks:
 * "The non-turn player, holding five cards and one forward, uses Valefor in main phase 2. Six cards now: must they
 * discard at the end of this turn?" No: the end phase's discard is the turn player's only.
 */
describe('FF-TCG turn editor: the non-turn player’s hand (003 ⑤, ⑥)', () => {
  // Valefor preset: no attack, then in main phase 2 the non-turn player uses Valefor, it resolves, and the turn
  // player plays both forwards again before the phase closes; then the end phase.
  const VALEFOR_TURN = `next.next.${PASS}.${PASS}.no-attack.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.play-forward.play-forward.${PASS}`;

  test('the field reads the preset’s hand, and an edit builds that many cards', () => {
    expect(editor.values(turnFlow.setups.basic)['nonTurn.cards-in-hand']).toBe(0);
    const b = editedFlow(turnFlow, 'basic', { 'nonTurn.cards-in-hand': 7 }).setups[CUSTOM];
    expect(b.nonTurn.hand).toEqual(['card', 'card', 'card', 'card', 'card', 'card', 'card']);
    // The turn player's hand is its own field, untouched.
    expect(b.turn.hand).toEqual(['forward-b', 'card', 'card', 'card']);
  });

  test('a non-turn player with seven cards keeps all seven at the end phase; nothing goes to their break zone', () => {
    const flow = editedFlow(turnFlow, 'basic', { 'nonTurn.cards-in-hand': 7 });
    const r = run(flow, `${QUIET_TURN}.next`);
    expect(r.position.key).toBe('end:turn-over');
    expect(r.board.nonTurn.hand).toHaveLength(7);
    expect(r.board.nonTurn.breakZone).toEqual([]);
    expect(r.log.filter((l) => l.code === 'discarded')).toHaveLength(1);
  });

  // Six cards in hand, Valefor one of them (the field counts every card in the hand): five once it is used, six again
  // when the forward comes back.
  test('Valefor puts the non-turn player’s forward in their hand: five become six, and six are kept', () => {
    const flow = editedFlow(turnFlow, 'valefor', { 'nonTurn.cards-in-hand': 6, 'nonTurn.f1.on': true });
    const atEnd = run(flow, VALEFOR_TURN);
    expect(atEnd.position.key).toBe('6');
    expect(atEnd.board.nonTurn.field).toEqual([]);
    expect(atEnd.board.nonTurn.hand).toEqual(['card', 'card', 'card', 'card', 'card', 'non-turn-forward-1']);
    const r = run(flow, `${VALEFOR_TURN}.next`);
    expect(r.board.nonTurn.hand).toHaveLength(6);
    // Valefor itself is the only card in the non-turn player's break zone: nothing was discarded.
    expect(r.board.nonTurn.breakZone).toEqual(['valefor']);
  });
});

/**
 * An audit found the two hand fields counting different things: the turn player's counted every card in the hand (a
 * forward to play among them), the non-turn player's left out the summon they held, which the board listed only with
 * what they can use. A summon is a card held in the hand until used (our reading: 003 does not say where it waits);
 * both fields, and the board's hand, now count it.
 */
describe('FF-TCG turn: a hand counts the same on both sides, a summon held included', () => {
  const handOnBoard = (b: FfBoard, p: 'turn' | 'nonTurn') => {
    const s = turnFlow.view(b).sections.find((x) => x.key === `${p}.hand`);
    return s?.kind === 'cards' ? s.cards : [];
  };

  test('the presets: a summon held counts; an ability (no card in hand) does not', () => {
    expect(editor.values(turnFlow.setups.valefor)['nonTurn.cards-in-hand']).toBe(1);
    expect(editor.values(turnFlow.setups['two-attackers'])['nonTurn.cards-in-hand']).toBe(1);
    // The summon preset: the turn player has Forward B and a plain card in hand, and an ability to use.
    expect(editor.values(turnFlow.setups.summon)).toMatchObject({ 'turn.hand': 2, 'nonTurn.cards-in-hand': 1 });
  });

  test('the board’s hand shows the summon held, tagged, and so as many cards as the field says, on both sides', () => {
    const [valefor] = handOnBoard(turnFlow.setups.valefor, 'nonTurn');
    expect(valefor).toEqual({ card: 'valefor', tags: ['summon-held'] });
    for (const [id, b] of Object.entries(turnFlow.setups)) {
      const v = editor.values(b);
      expect(handOnBoard(b, 'turn'), id).toHaveLength(Number(v['turn.hand']));
      expect(handOnBoard(b, 'nonTurn'), id).toHaveLength(Number(v['nonTurn.cards-in-hand']));
    }
  });

  test('three cards typed for the non-turn player holding Valefor: two more cards and Valefor; zero: no Valefor to use', () => {
    const three = editedFlow(turnFlow, 'valefor', { 'nonTurn.cards-in-hand': 3 }).setups[CUSTOM];
    expect(three.nonTurn.hand).toEqual(['card', 'card']);
    expect(three.nonTurn.uses).toEqual([{ card: 'valefor' }]);
    const none = editedFlow(turnFlow, 'valefor', { 'nonTurn.cards-in-hand': 0 }).setups[CUSTOM];
    expect(none.nonTurn.hand).toEqual([]);
    expect(none.nonTurn.uses).toEqual([]);
    // The same number on the turn player's side is the same count: three cards, Forward B among them.
    const turn = editedFlow(turnFlow, 'summon', { 'turn.hand': 3 }).setups[CUSTOM];
    expect(turn.turn.hand).toEqual(['forward-b', 'card', 'card']);
    expect(turn.turn.uses).toEqual([{ card: 'turn-ability' }]);
  });

  // Five cards and a summon as the turn begins, two drawn at ②: eight at ⑥, so three plain cards go.
  test('at the end phase a summon the turn player holds counts toward five', () => {
    const base = turnFlow.setups.basic;
    const held: FfBoard = { ...base, turn: { ...base.turn, hand: ['forward-b', 'card', 'card', 'card', 'card'], uses: [{ card: 'valefor' }] } };
    const flow = { ...turnFlow, setups: { ...turnFlow.setups, held } };
    const r = replay<FfBoard>(flow, parseWalk(flow, `${QUIET_TURN}.next`, 'held').events, 'held');
    expect(r.position.key).toBe('end:turn-over');
    expect(r.board.turn.hand).toEqual(['forward-b', 'card', 'card', 'card']);
    expect(r.board.turn.uses).toEqual([{ card: 'valefor' }]);
    expect(r.board.turn.breakZone).toEqual(['card', 'card', 'card']);
  });

  test('the labels say so, alike on both sides', () => {
    const fields = games.fftcg.flows.turn.content.editor!.fields;
    expect(fields.hand.en).toBe('Cards in hand as the turn begins, a summon to use included (before drawing two)');
    expect(fields['cards-in-hand'].en).toBe('Cards in hand as the turn begins, a summon to use included (draws none this turn)');
    expect(fields.hand.ja).toBe('ターン開始時の手札の枚数(使える召喚獣も含む。ドローの2枚は含まない)');
    expect(fields['cards-in-hand'].ja).toBe('ターン開始時の手札の枚数(使える召喚獣も含む。このターンには引かない)');
  });
});
