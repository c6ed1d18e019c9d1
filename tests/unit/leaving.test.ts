import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { battleTable } from '@/machines/buddyfight/attack-setups';
import { callFlow, type CallBoard } from '@/machines/buddyfight/call';
import { applyEffect, tableRulesCheck, type Table } from '@/machines/buddyfight/table';
import { parseWalk, replay } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import { withVariant } from './helpers';

/**
 * Ways of leaving the field, kept apart (issue 9, concept 3): destroyed, destruction nullified, put into a soul,
 * dropped by the ★rules check★ or paid as a cost; Soulguard is a choice against any of them, and Lifelink
 * (000 ④『ライフリンク』: "when it leaves the field") answers every real leaving and nothing else.
 */
const attack = getFlow('buddyfight', 'attack-phase')!;
const walk = (setup: string, w: string) => {
  const p = parseWalk(attack, w, setup);
  expect(p.problem).toBeUndefined();
  return replay<Table>(attack, p.events, setup);
};
const codes = (log: { code: string }[]) => log.map((l) => l.code);

describe('Lifelink keys on leaving the field, Soulguard is a choice', () => {
  test('destroyed without Soulguard: it leaves, soul and all, and Lifelink costs its fighter 2', () => {
    const r = walk('lifelink', 'attack.pick-center.target-center.soulguard-no');
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.life).toBe(8);
    expect(codes(r.log)).toEqual(expect.arrayContaining(['destroyed', 'lifelink-damage-nonTurn']));
  });

  test('kept by Soulguard: it never left, so Lifelink does nothing', () => {
    const r = walk('lifelink', 'attack.pick-center.target-center.soulguard-yes');
    expect(r.board.nonTurn.field.center[0]?.soul).toBe(0);
    expect(r.board.nonTurn.life).toBe(10);
    expect(codes(r.log)).not.toContain('lifelink-damage-nonTurn');
  });
});

describe('a nullified destruction is not a destruction', () => {
  test('the hit stands (Penetrate keys on the hit, 000 ③ 3.2.1), but nothing is destroyed and Lifelink stays quiet', () => {
    const r = walk('destruction-nullified', 'attack.pick-center.target-center.counter-used.next.next.next.next.next.next.next.next.next.next');
    expect(r.visits.map((v) => v.key)).toContain('3.2.1');
    expect(codes(r.log)).toContain('destruction-nullified');
    expect(codes(r.log)).not.toContain('destroyed');
    expect(r.board.nonTurn.field.center.map((u) => u.card)).toEqual(['opponent-center']);
    // 2 from Penetrate only: no Lifelink 2 on top.
    expect(r.board.nonTurn.life).toBe(8);
    expect(codes(r.log)).not.toContain('lifelink-damage-nonTurn');
  });

  test('the nullification is used up: a second destruction goes through', () => {
    const t = battleTable({ attackers: {}, defenders: { center: { power: 1000, defense: 1000, critical: 1 } } });
    t.nonTurn.field.center[0].guarded = true;
    applyEffect(t, { uid: 'x', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: 'n-center' } }, 'turn', '9.1');
    expect(t.nonTurn.field.center).toHaveLength(1);
    applyEffect(t, { uid: 'y', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: 'n-center' } }, 'turn', '9.1');
    expect(t.nonTurn.field.center).toHaveLength(0);
    expect(codes(t.log)).toEqual(['destruction-nullified', 'destroyed']);
  });
});

describe('put into a soul is leaving the field', () => {
  test('the attacked monster goes under the left one: not destroyed, Lifelink acts, and the attack has no target', () => {
    const r = walk('into-soul', 'attack.pick-center.target-center.counter-used.next.next.next.next.next.next');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.field.left[0].soul).toBe(1);
    expect(r.board.nonTurn.drop.map((d) => d.card)).not.toContain('opponent-center');
    expect(r.board.nonTurn.life).toBe(9);
    expect(codes(r.log)).toContain('put-into-soul');
    expect(codes(r.log)).not.toContain('destroyed');
    // 2.6: with its target gone the attack skips the battle (3.1.1 never comes).
    expect(r.visits.map((v) => v.key)).not.toContain('3.1.1');
  });

  test('Soulguard is offered against going into a soul, and keeps the card', () => {
    const t = battleTable({
      attackers: {},
      defenders: { left: { power: 1000, defense: 1000, critical: 1 }, center: { power: 1000, defense: 1000, critical: 1, keywords: ['soulguard'], soul: 1 } },
    });
    applyEffect(t, { uid: 'x', card: 'soul-mover', counter: true, effect: { kind: 'to-soul', target: 'n-center', host: 'n-left' } }, 'nonTurn', '9.1');
    expect(t.choice).toMatchObject({ kind: 'soulguard', how: 'soul' });
  });
});

describe('the ★rules check★ drops a card: it leaves the field, so Lifelink acts', () => {
  test('two cards in one area: the older goes, and its Lifelink costs its fighter', () => {
    const t = battleTable({ attackers: {}, defenders: { center: { power: 1000, defense: 1000, critical: 1, keywords: ['lifelink'], lifelink: 3 } } });
    t.nonTurn.field.center.push({ ...t.nonTurn.field.center[0], uid: 'n-new', card: 'opponent-left', keywords: [], lifelink: undefined, placed: 9 });
    tableRulesCheck(t, '2.4');
    expect(t.nonTurn.field.center.map((u) => u.uid)).toEqual(['n-new']);
    expect(t.nonTurn.life).toBe(7);
    expect(codes(t.log)).toEqual(['rules-check-same-area', 'lifelink-damage-nonTurn']);
  });

  test('a fighter that Lifelink takes to 0 inside the check loses at that check, not at the next one', () => {
    const t = battleTable({ attackers: {}, defenders: { center: { power: 1000, defense: 1000, critical: 1, keywords: ['lifelink'], lifelink: 3 } } });
    t.nonTurn.life = 3;
    t.nonTurn.field.center.push({ ...t.nonTurn.field.center[0], uid: 'n-new', card: 'opponent-left', keywords: [], lifelink: undefined, placed: 9 });
    tableRulesCheck(t, '2.4');
    expect(t.nonTurn.life).toBe(0);
    expect(t.lost).toEqual(['nonTurn']);
    expect(codes(t.log)).toEqual(['rules-check-same-area', 'lifelink-damage-nonTurn', 'rules-check-lost-nonTurn']);
  });

  test('a card the check drops deals its Lifelink damage at once, even to a fighter holding a Counter: no Counter is used inside a check', () => {
    // The turn fighter at 2 life calls a monster onto their own Lifelink 2 center, holding a Counter that prevents effect
    // damage. 000's Counter timings (① 2.1, ② 3.1/6.1/7.1, ④ 1.2.1, 2.2.1) all fall between ★rules checks★, never
    // inside one, and the call chart reads its cost's Lifelink the same way at ① 1.6–1.7. Before, the 5.2 check opened
    // a window here, the Counter prevented the 2 and the fighter played on.
    const center = battleTable({ attackers: { center: { power: 1000, defense: 1000, critical: 1 } }, defenders: {} }).turn.field.center[0];
    const flow = withVariant(getFlow('buddyfight', 'play-timing')! as FlowDefinition<Table>, 'basic', (b) => {
      b.turn.life = 2;
      b.turn.field.center = [{ ...center, keywords: ['lifelink'], lifelink: 2, placed: 1 }];
      b.turn.hand = [
        {
          uid: 'tp1',
          card: 'calling-spell',
          counter: false,
          effect: { kind: 'call', area: 'center', unit: { ...center, uid: 't-called', card: 'your-left', keywords: [], lifelink: undefined } },
        },
        { uid: 'tp2', card: 'prevent-counter', counter: true, effect: { kind: 'prevent', change: 'effect-damage' } },
      ];
      b.nonTurn.hand = [];
    });
    const to52 = parseWalk(flow, 'next.turn-uses.next.next.pass.next', 'x');
    expect(to52.problem).toBeUndefined();
    const at52 = replay<Table>(flow, to52.events, 'x');
    expect(at52.position.key).toBe('5.2');
    expect(at52.choices).toEqual(['next']);
    expect(at52.board.choice ?? null).toBeNull();
    expect(at52.board.turn.life).toBe(0);
    expect(at52.board.lost).toEqual(['turn']);
    // The Counter was never used: it is still in the hand, and nothing was prevented.
    expect(at52.board.turn.hand.map((p) => p.card)).toEqual(['prevent-counter']);
    expect(codes(at52.log)).not.toContain('lifelink-counter-window');
    expect(codes(at52.log).slice(-3)).toEqual(['rules-check-same-area', 'lifelink-damage-turn', 'rules-check-lost-turn']);
    expect(parseWalk(flow, 'next.turn-uses.next.next.pass.next.lifelink-counter', 'x').problem).toMatchObject({ token: 'lifelink-counter' });
  });

  test("the size part too: the monster it drops deals its Lifelink at once, and its fighter's Counter stays in hand", () => {
    // Size 2 with Lifelink 2 on the left (placed first), a size 2 in the center (placed last): size 4, and only the left
    // one may go (000 ★ルール処理★ spares the last placed). The fighter is at 2 life and holds an effect-damage guard.
    const t = battleTable({
      attackers: {},
      defenders: {
        left: { power: 1000, defense: 1000, critical: 1, size: 2, keywords: ['lifelink'], lifelink: 2 },
        center: { power: 1000, defense: 1000, critical: 1, size: 2 },
      },
      life: 2,
      nonTurnHand: [{ uid: 'np1', card: 'effect-damage-guard', counter: true, effect: { kind: 'prevent', change: 'effect-damage' } }],
    });
    tableRulesCheck(t, '2.4');
    expect(t.choice ?? null).toBeNull();
    expect(t.nonTurn.field.left).toEqual([]);
    expect(t.nonTurn.life).toBe(0);
    expect(t.lost).toEqual(['nonTurn']);
    expect(t.nonTurn.hand.map((p) => p.card)).toEqual(['effect-damage-guard']);
    expect(codes(t.log)).toEqual(['rules-check-size', 'lifelink-damage-nonTurn', 'rules-check-lost-nonTurn']);
  });

  test("in play timing: the Counter that drops the Lifelink monster ends the game at 4.2; the turn fighter's spell never resolves", () => {
    // The turn fighter at 1 life plays a spell that costs them 1 life; the opponent, at 2, answers with a Counter that
    // calls a monster onto their own Lifelink 2 center. Before, the 4.2 check dropped the old center, the Lifelink
    // took its fighter to 0, play went on, the spell resolved at 5.1 and the 5.2 check made it a draw.
    const flow = withVariant(getFlow('buddyfight', 'play-timing')! as FlowDefinition<Table>, 'basic', (b) => {
      b.turn.life = 1;
      b.turn.hand = [{ uid: 'tp1', card: 'spell', counter: false, effect: { kind: 'life', change: 'lose', to: 'self', amount: 1 } }];
      b.nonTurn.life = 2;
      b.nonTurn.field.center = [
        {
          ...battleTable({ attackers: {}, defenders: { center: { power: 1000, defense: 1000, critical: 1 } } }).nonTurn.field.center[0],
          keywords: ['lifelink'],
          lifelink: 2,
          placed: 1,
        },
      ];
      b.nonTurn.hand = [
        {
          uid: 'np1',
          card: 'calling-spell',
          counter: true,
          effect: {
            kind: 'call',
            area: 'center',
            unit: { ...b.nonTurn.field.center[0], uid: 'n-called', card: 'opponent-left', keywords: [], lifelink: undefined },
          },
        },
      ];
    });
    const r = replay<Table>(flow, parseWalk(flow, 'next.turn-uses.next.next.counter-used.next.next.next', 'x').events, 'x');
    expect(r.board.lost).toEqual(['nonTurn']);
    expect(r.board.nonTurn.life).toBe(0);
    expect(r.board.turn.life).toBe(1);
    expect(r.log.find((l) => l.code === 'rules-check-lost-nonTurn')?.step).toMatch(/4\.2/);
    expect(codes(r.log)).not.toContain('rules-check-lost-turn');
  });
});

describe('a card paid as a call cost (Armorknight Demon) is leaving the field', () => {
  test("Soulguard is its owner's choice at 1.6; kept, the cost still counts as paid and the call lands", () => {
    const at16 = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay'], 'demon-soulguard');
    expect(at16.position.key).toBe('1.6');
    expect(at16.choices.sort()).toEqual(['soulguard-no', 'soulguard-yes']);
    const kept = replay<CallBoard>(
      callFlow,
      ['next', 'center', 'next', 'pay', 'soulguard-yes', 'next', 'next', 'pass', 'next', 'next', 'next', 'next'],
      'demon-soulguard',
    );
    expect(kept.position.key).toBe('3.3');
    expect(kept.board.side.field.left.map((c) => [c.card, c.souls?.length])).toEqual([['soulguard-monster', 0]]);
    expect(kept.board.side.field.center.map((c) => c.card)).toEqual(['armorknight-demon']);
    expect(codes(kept.log)).toContain('paid-field-monster-kept');
  });

  test('declined, the monster goes to the drop zone with its soul', () => {
    const r = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay', 'soulguard-no'], 'demon-soulguard');
    expect(r.board.side.field.left).toEqual([]);
    expect(r.board.side.drop.map((c) => c.card).sort()).toEqual(['gauge-card', 'other-monster', 'soulguard-monster']);
  });

  test('the caller holding a Counter that prevents damage gets no step to use it: 1.6 offers only next, and the hand shows it', () => {
    // ① 1.6 → 1.7 has no Counter timing; the call's only one, 2.1, is the opponent's and comes after the check. The
    // preset holds the Counter so the board shows it sitting unused (a probe asked whether it could save the caller).
    const at16 = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay'], 'demon-lifelink');
    expect(at16.position.key).toBe('1.6');
    expect(at16.choices).toEqual(['next']);
    expect(at16.board.side.life).toBe(0);
    const hand = callFlow.view(at16.board).sections.find((x) => x.key === 'hand');
    expect(hand?.kind === 'cards' && hand.cards.map((c) => c.card)).toEqual(['effect-damage-guard']);
    // The plain presets show no hand at all.
    expect(callFlow.view(callFlow.setups.demon).sections.some((x) => x.key === 'hand')).toBe(false);
  });

  test('a Lifelink monster paid as the cost costs its fighter the damage: at 2 life the check at 1.7 ends the game', () => {
    const r = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay', 'next', 'next'], 'demon-lifelink');
    expect(codes(r.log)).toEqual(expect.arrayContaining(['paid-field-monster', 'lifelink-damage', 'rules-check-lost']));
    expect(r.board.side.life).toBe(0);
    expect(r.position.key).toBe('end:game-over');
    expect(r.board.hand?.map((c) => c.card)).toEqual(['effect-damage-guard']);
  });
});

/**
 * "When …" cards in the attack phase (④ その他, ③ 3.4): the window opens on the condition, the card is usable in
 * the play timing that follows, and an unused window closes when that play timing ends.
 */
describe('a "when destroyed" window in the attack phase', () => {
  test('before the destruction the card cannot be used, even as a Counter at 2.5', () => {
    const p = parseWalk(attack, 'attack.pick-center.target-center.turn-passes.counter-used', 'when-destroyed');
    expect(p.problem).toMatchObject({ kind: 'unavailable', token: 'counter-used', at: '2.5>6.1' });
  });

  test('a Soulguard save is still a destruction: the window opens at 3.1.1 and the card is used at 3.4', () => {
    const r = walk('when-destroyed', 'attack.pick-center.target-center.soulguard-yes.next.next.next.next.turn-passes.counter-used.next.next.next.next');
    const opened = r.log.find((l) => l.code === 'window-opened');
    expect(opened?.step).toBe('3.1.1');
    expect(r.log.find((l) => l.code === 'window-used')?.step).toBe('3.4>6.1');
    expect(r.board.nonTurn.life).toBe(11);
    expect(r.board.windows ?? []).toEqual([]);
  });

  test("unused, the window closes when 3.4's play timing ends, and the card stays in the hand", () => {
    const r = walk('when-destroyed', 'attack.pick-center.target-center.soulguard-no.next.next.next.next.turn-passes.pass.next');
    expect(r.position.key).toBe('3.5');
    expect(r.log.find((l) => l.code === 'window-expired')?.step).toBe('3.4>10.1');
    expect(r.board.nonTurn.hand.map((p) => p.card)).toEqual(['when-destroyed-card']);
    expect(r.board.nonTurn.life).toBe(10);
  });

  test('a nullified destruction opens no window', () => {
    const t = battleTable({ attackers: {}, defenders: { center: { power: 1000, defense: 1000, critical: 1 } } });
    t.nonTurn.hand = [{ uid: 'w', card: 'when-destroyed-card', counter: true, effect: { kind: 'none' }, when: 'own-destroyed' }];
    t.nonTurn.field.center[0].guarded = true;
    applyEffect(t, { uid: 'x', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: 'n-center' } }, 'turn', '9.1');
    expect(t.windows ?? []).toEqual([]);
    applyEffect(t, { uid: 'y', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: 'n-center' } }, 'turn', '9.1');
    expect(t.windows).toEqual([{ card: 'when-destroyed-card', by: 'nonTurn' }]);
  });
});

describe('the board after the battle', () => {
  test('from 3.3 on, the attacker and its target are no longer tagged as attacking and under attack', () => {
    const tagsOf = (r: ReturnType<typeof walk>) =>
      attack
        .view(r.board)
        .sections.flatMap((s) => (s.kind === 'slots' ? s.slots.flatMap((x) => x.cards) : []))
        .flatMap((c) => c.tags ?? []);
    const during = walk('center-hits', 'attack.pick-center.target-center');
    expect(tagsOf(during)).toEqual(expect.arrayContaining(['attacking', 'attacked']));
    const after = walk('center-hits', `attack.pick-center.target-center${'.next'.repeat(10)}`);
    expect(after.position.key).toBe('3.3');
    // Before, both tags stayed through 3.3, 3.4 and 4.x, after the step said the attack and battle had ended.
    expect(tagsOf(after)).not.toContain('attacking');
    expect(tagsOf(after)).not.toContain('attacked');
    expect(tagsOf(after)).toContain('attack-over');
  });
});

test('Double Attack that already stood this turn says so at its second 4.1, instead of passing in silence', () => {
  const first =
    'attack.pick-center.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next.next.next.next.next.turn-passes.pass.next.next';
  const events = parseWalk(attack, first, 'basic').events;
  let r = replay<Table>(attack, events, 'basic');
  expect(codes(r.log)).toContain('double-attack');
  // Attack again with the right monster alone, taking the plain way through each step, until 4.1 comes round again.
  const prefer = ['attack', 'pick-right', 'target-fighter', 'target-center', 'soulguard-no', 'turn-passes', 'pass', 'next'];
  const taken = [...events];
  for (let i = 0; i < 60 && !(i > 0 && r.position.key === '4.1'); i++) {
    const e = prefer.find((p) => r.choices.includes(p));
    expect(e, `stuck at ${r.position.key}: ${r.choices.join(', ')}`).toBeDefined();
    taken.push(e!);
    r = replay<Table>(attack, taken, 'basic');
  }
  expect(r.position.key).toBe('4.1');
  expect(r.log.filter((l) => l.code === 'double-attack')).toHaveLength(1);
  expect(r.log.at(-1)).toMatchObject({ step: '4.1', code: 'double-attack-used' });
  expect(r.board.turn.field.right[0].rested).toBe(true);
});
