import { describe, expect, test } from 'vitest';
import { actAbilityFlow, type ActBoard } from '@/machines/buddyfight/act-ability';
import { autoAbilityFlow, type AutoBoard } from '@/machines/buddyfight/auto-ability';
import { CUSTOM } from '@/machines/engine/editor';
import { parseWalk, replay } from '@/machines/engine/replay';
import { getFlow } from '@/machines';
import type { Table } from '@/machines/buddyfight/table';
import type { FlowDefinition } from '@/machines/engine/types';
import { games } from '@/content';
import { editedFlow } from './helpers';

/** The ability flows' editors (issue 9: every flow page offers an editor); each edit survives its link and changes the chart. */
describe('activated-ability editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(actAbilityFlow.setups)) expect(actAbilityFlow.editor!.build(actAbilityFlow.editor!.values(b), b), id).toEqual(b);
  });

  test('the soul card turned face up becomes a target; turned face down again it is not (1.1.1 names open zones only)', () => {
    const down = editedFlow(actAbilityFlow, 'targets', { 'soul.face-down': true });
    const up = editedFlow(actAbilityFlow, 'targets', { 'soul.face-down': false });
    // Face down, monster B is passed over and the face-up monster C is the first soul card that can be targeted.
    expect(replay<ActBoard>(up, parseWalk(up, 'next.target-soul', CUSTOM).events, CUSTOM).board.target).toBe('s1');
    expect(replay<ActBoard>(down, parseWalk(down, 'next.target-soul', CUSTOM).events, CUSTOM).board.target).toBe('s2');
  });

  test('no Counter in the opponent’s hand: 1.2.1 offers none', () => {
    const flow = editedFlow(actAbilityFlow, 'optional', { 'opponent.counters': 0 });
    const walk = parseWalk(flow, 'next.next.next.counter-used', CUSTOM);
    expect(walk.problem).toMatchObject({ kind: 'unavailable', token: 'counter-used' });
  });

  test('a condition that fails stops the effect at 1.3.2', () => {
    const flow = editedFlow(actAbilityFlow, 'optional', {
      'effect.optional': false,
      'effect.condition-checked': true,
      'effect.condition-holds': false,
      'opponent.counters': 0,
    });
    const walk = parseWalk(flow, 'next.next.next.pass.next.next.next.next.next', CUSTOM);
    expect(walk.problem).toBeUndefined();
    const r = replay<ActBoard>(flow, walk.events, CUSTOM);
    expect(r.position.key).toBe('1.4');
    expect(r.board.stopped).toBe(true);
    expect(r.log.map((l) => l.code)).toContain('condition-unmet');
  });
});

describe('auto-ability editor', () => {
  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(autoAbilityFlow.setups)) expect(autoAbilityFlow.editor!.build(autoAbilityFlow.editor!.values(b), b), id).toEqual(b);
  });

  test('two waiting on each side: the turn fighter picks first, and both of theirs resolve before the other side’s', () => {
    const flow = editedFlow(autoAbilityFlow, 'non-turn-only', { 'turn.pending': 2, 'nonTurn.pending': 2 });
    expect(flow.setups[CUSTOM].pending).toEqual({ turn: ['auto-t1', 'auto-t2'], nonTurn: ['auto-n1', 'auto-n2'] });
    const r = replay<AutoBoard>(flow, parseWalk(flow, 'next.turn-picks', CUSTOM).events, CUSTOM);
    expect(r.board.chosen).toEqual({ by: 'turn', card: 'auto-t1' });
  });

  test('a fighter picks which of their own pending abilities goes next, not only the oldest', () => {
    const flow = editedFlow(autoAbilityFlow, 'non-turn-only', { 'turn.pending': 2, 'nonTurn.pending': 2 });
    const at = (walk: string) => replay<AutoBoard>(flow, parseWalk(flow, walk, CUSTOM).events, CUSTOM);
    expect(at('next').choices).toEqual(expect.arrayContaining(['turn-picks', 'turn-picks-2']));
    expect(at('next').choices).not.toContain('turn-picks-3');
    const second = at('next.turn-picks-2');
    expect(second.board.chosen).toEqual({ by: 'turn', card: 'auto-t2' });
    expect(second.board.pending.turn).toEqual(['auto-t1']);
    // Three pending (one added at 2.1): the 3rd may go first.
    const three = at('add-turn.next.turn-picks-3');
    expect(three.board.chosen).toEqual({ by: 'turn', card: 'added-t1' });
    expect(three.board.pending.turn).toEqual(['auto-t1', 'auto-t2']);
  });

  test('no Counters on the other side: 2.2.1 offers none', () => {
    const flow = editedFlow(autoAbilityFlow, 'both-pending', { 'nonTurn.counters': 0 });
    expect(parseWalk(flow, 'next.turn-picks.next.counter-used', CUSTOM).problem).toMatchObject({ kind: 'unavailable', token: 'counter-used' });
  });
});

describe('activated-ability costs', () => {
  test('a payable cost is paid as the ability is declared: gauge to the drop zone, life paid', () => {
    const walk = parseWalk(actAbilityFlow, 'next', 'ability-cost');
    expect(walk.problem).toBeUndefined();
    const r = replay<ActBoard>(actAbilityFlow, walk.events, 'ability-cost');
    expect(r.board.payer).toEqual({ gauge: 1, life: 9 });
    expect(r.board.zones.drop.map((c) => c.card)).toContain('gauge-card');
    expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['paid-gauge', 'life-pay']));
  });

  test('a life cost paid with the last life: the rules check at 1.2.2 ends the game before any Counter or the ability resolves', () => {
    for (const walk of ['next.next.next.pass.next', 'next.next.next.counter-used.next']) {
      const r = replay<ActBoard>(actAbilityFlow, parseWalk(actAbilityFlow, walk, 'ability-cost-last-life').events, 'ability-cost-last-life');
      expect(r.position.key, walk).toBe('end:game-over');
      expect(r.board.payer.life).toBe(0);
      const codes = r.log.map((l) => `${l.step}:${l.code}`);
      expect(codes, walk).toContain('1.2.2:rules-check-lost');
      expect(
        codes.some((c) => c.startsWith('1.2.3') || c.startsWith('1.3')),
        walk,
      ).toBe(false);
    }
    // Built in the editor from the gauge-and-life preset, as a judge would: the same end.
    const edited = editedFlow(actAbilityFlow, 'ability-cost', { 'payer.life': 1 });
    expect(replay<ActBoard>(edited, parseWalk(edited, 'next.next.next.pass.next', CUSTOM).events, CUSTOM).position.key).toBe('end:game-over');
    // With life to spare, the same cost leaves the game running to the ability's end.
    const r = replay<ActBoard>(
      actAbilityFlow,
      parseWalk(actAbilityFlow, 'next.next.next.pass.next.next.next.next.next.next', 'ability-cost').events,
      'ability-cost',
    );
    expect(r.position.key).toBe('end:resolved');
  });

  test('a cost that cannot be paid: 1.1 offers only "cannot pay", and the flow ends without using the ability', () => {
    expect(parseWalk(actAbilityFlow, 'next', 'ability-cost-unpaid').problem).toMatchObject({ kind: 'unavailable', token: 'next', at: '1.1' });
    const r = replay<ActBoard>(actAbilityFlow, parseWalk(actAbilityFlow, 'cannot-pay', 'ability-cost-unpaid').events, 'ability-cost-unpaid');
    expect(r.position.key).toBe('end:cannot-use');
    expect(r.board.payer.gauge).toBe(2);
  });

  // Found by a probe: the board's "Effect" line said "Resolves in full" at the end of a nullified ability and of one
  // never used, where nothing of it resolves.
  test("the board's effect line says what became of the effect at each end", () => {
    const effect = (setup: string, walk: string) => {
      const r = replay<ActBoard>(actAbilityFlow, parseWalk(actAbilityFlow, walk, setup).events, setup);
      const line = actAbilityFlow.view!(r.board).sections.find((s) => s.key === 'effect');
      return [r.position.key, line && 'value' in line ? line.value : undefined];
    };
    expect(effect('ability-cost', 'next.next.next.counter-used.next.nullified.next')).toEqual(['end:nullified', 'nullified']);
    expect(effect('ability-cost-unpaid', 'cannot-pay')).toEqual(['end:cannot-use', 'not-used']);
    expect(effect('ability-cost-last-life', 'next.next.next.pass.next')).toEqual(['end:game-over', 'game-over']);
    expect(effect('ability-cost', 'next.next.next.pass.next.next.next.next.next.next')).toEqual(['end:resolved', 'whole']);
    // A Counter that resolved without nullifying leaves the ability whole.
    expect(effect('ability-cost', 'next.next.next.counter-used.next.resolved.next')[1]).toBe('whole');
  });

  // Found by an audit: at 1.1 of an ability whose cost cannot be paid the line read "Resolves in full", though the only
  // choice there ends without using it (② 2.2, our reading for abilities); likewise a cost paid with the last life
  // point, which loses at 1.2.2 whatever the opponent does.
  test("the board's effect line says at 1.1 what the board already settles", () => {
    const line = (flow: FlowDefinition<ActBoard>, setup: string, walk: string) => {
      const r = replay<ActBoard>(flow, parseWalk(flow, walk, setup).events, setup);
      const s = flow.view!(r.board).sections.find((x) => x.key === 'effect');
      return [r.position.key, s && 'value' in s ? s.value : undefined];
    };
    const words = games.buddyfight.flows['act-ability'].content.board.values;
    expect(line(actAbilityFlow, 'ability-cost-unpaid', '')).toEqual(['1.1', 'cannot-pay']);
    expect(words['effect.cannot-pay']).toEqual({ ja: '使えない(コストを払えない)', en: 'Cannot be used: the cost cannot be paid' });
    expect(line(actAbilityFlow, 'ability-cost-last-life', '')).toEqual(['1.1', 'loses']);
    expect(line(actAbilityFlow, 'ability-cost-last-life', 'next')).toEqual(['1.1.1', 'loses']);
    expect(line(actAbilityFlow, 'ability-cost-last-life', 'next.next.next')).toEqual(['1.2.1', 'loses']);
    // A cost that takes the last gauge card is paid, not unpayable: the ability goes on in full.
    const lastGauge = editedFlow(actAbilityFlow, 'ability-cost', { 'payer.gauge': 1 });
    expect(line(lastGauge, CUSTOM, '')).toEqual(['1.1', 'whole']);
    expect(line(lastGauge, CUSTOM, 'next')).toEqual(['1.1.1', 'whole']);
    // One gauge short of it: the line says so before the reader picks the only way on.
    const short = editedFlow(actAbilityFlow, 'ability-cost', { 'payer.gauge': 0 });
    expect(line(short, CUSTOM, '')).toEqual(['1.1', 'cannot-pay']);
    expect(line(short, CUSTOM, 'cannot-pay')).toEqual(['end:cannot-use', 'not-used']);
  });

  test('the editor raises the gauge: the same ability can now be used', () => {
    const flow = editedFlow(actAbilityFlow, 'ability-cost-unpaid', { 'payer.gauge': 3 });
    const r = replay<ActBoard>(flow, parseWalk(flow, 'next', CUSTOM).events, CUSTOM);
    expect(r.position.key).toBe('1.1.1');
    expect(r.board.payer.gauge).toBe(0);
  });
});

describe('attack-phase editor: an attacker’s Soulguard and Lifelink', () => {
  const attack = getFlow('buddyfight', 'attack-phase')! as FlowDefinition<Table>;
  // Attacker defense 4000 against Counterattack power 4000: 000 ③ 3.2.2 destroys the attacker.
  const TO_3_2_2 = `attack.pick-center.target-center${'.next'.repeat(9)}`;

  test('given Soulguard with one soul, the attacker that Counterattack destroys may stay', () => {
    const flow = editedFlow(attack, 'counterattack-tie', { 'attacker.center.soulguard': true, 'attacker.center.soul': 1 });
    const walk = parseWalk(flow, TO_3_2_2, CUSTOM);
    expect(walk.problem).toBeUndefined();
    const r = replay<Table>(flow, walk.events, CUSTOM);
    expect(r.position.key).toBe('3.2.2');
    expect(r.choices.sort()).toEqual(['soulguard-no', 'soulguard-yes']);
    const kept = replay<Table>(flow, [...walk.events, 'soulguard-yes'], CUSTOM);
    expect(kept.board.turn.field.center.map((u) => u.soul)).toEqual([0]);
  });

  test('given Lifelink 3, the attacker that Counterattack destroys costs its fighter 3', () => {
    const flow = editedFlow(attack, 'counterattack-tie', { 'attacker.center.lifelink': true, 'attacker.center.lifelink-n': 3 });
    const walk = parseWalk(flow, TO_3_2_2, CUSTOM);
    const r = replay<Table>(flow, walk.events, CUSTOM);
    expect(r.board.turn.field.center).toEqual([]);
    expect(r.board.turn.life).toBe(flow.setups[CUSTOM].turn.life - 3);
    expect(r.log.map((l) => l.code)).toContain('lifelink-damage-turn');
  });
});

test('attack-phase editor: with two Counters in hand, the opponent still uses only one at 2.5 (000 ③ 2.5)', () => {
  const attack = getFlow('buddyfight', 'attack-phase')! as FlowDefinition<Table>;
  const flow = editedFlow(attack, 'center-hits', { 'counters.counters-theirs': 2 });
  expect(flow.setups[CUSTOM].nonTurn.hand.filter((p) => p.counter)).toHaveLength(2);
  const to25 = parseWalk(flow, 'attack.pick-center.target-center.turn-passes', CUSTOM);
  expect(to25.problem).toBeUndefined();
  let r = replay<Table>(flow, to25.events, CUSTOM);
  expect(r.position.key.startsWith('2.5>')).toBe(true);
  expect(r.choices).toContain('counter-used');
  const taken = [...to25.events, 'counter-used'];
  r = replay<Table>(flow, taken, CUSTOM);
  // Through the rest of 2.5, taking the plain way, the second Counter is never offered.
  for (let i = 0; i < 30 && r.position.key.startsWith('2.5>'); i++) {
    expect(r.choices, r.position.key).not.toContain('counter-used');
    const e = ['turn-passes', 'pass', 'next'].find((p) => r.choices.includes(p))!;
    taken.push(e);
    r = replay<Table>(flow, taken, CUSTOM);
  }
  expect(r.position.key.startsWith('2.5>')).toBe(false);
  expect(r.board.nonTurn.hand.filter((p) => p.counter)).toHaveLength(1);
});
