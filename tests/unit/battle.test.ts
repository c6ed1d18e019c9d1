import { describe, expect, test } from 'vitest';
import type { BattleSpec, UnitSpec } from '@/machines/buddyfight/attack-setups';
import { ref, type Keyword } from '@/machines/buddyfight/table';
import { available, parseWalk } from '@/machines/engine/replay';
import { playUntil, withBattle } from './battle-helpers';

const u = (power: number, defense: number, critical: number, keywords: Keyword[] = [], soul = 0): UnitSpec => ({ power, defense, critical, keywords, soul });

interface Row {
  name: string;
  spec: BattleSpec;
  walk: string;
  /** Expected after the battle (at 3.3): hit?, opponent life, which cards are left on each field, the drop zones. */
  hit: boolean | null;
  life: number;
  turnLeft: string[];
  nonTurnLeft: string[];
  soulLeft?: number;
}

const rows: Row[] = [
  {
    name: 'tie: power = defense hits',
    spec: { attackers: { center: u(5000, 1000, 2) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-center',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'one short of defense misses',
    spec: { attackers: { center: u(4999, 1000, 2) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-center',
    hit: false,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'more than defense hits',
    spec: { attackers: { center: u(6000, 1000, 2) }, defenders: { left: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-left',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'link: total power ties defense',
    spec: { attackers: { left: u(3000, 1000, 1), right: u(2000, 1000, 1) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-left.pick-right.target-center',
    hit: true,
    life: 10,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: [],
  },
  {
    name: 'link: total power short',
    spec: { attackers: { left: u(3000, 1000, 1), right: u(1000, 1000, 1) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-left.pick-right.target-center',
    hit: false,
    life: 10,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'link of three',
    spec: { attackers: { left: u(2000, 1000, 1), center: u(2000, 1000, 1), right: u(2000, 1000, 1) }, defenders: { right: u(1000, 6000, 1) } },
    walk: 'attack.pick-left.pick-center.pick-right.target-right',
    hit: true,
    life: 10,
    turnLeft: ['t-left', 't-center', 't-right'],
    nonTurnLeft: [],
  },
  {
    name: 'fighter: damage is the critical',
    spec: { attackers: { center: u(5000, 1000, 2) }, defenders: {} },
    walk: 'attack.pick-center.target-fighter',
    hit: true,
    life: 8,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'fighter, link: damage is the total critical',
    spec: { attackers: { left: u(3000, 1000, 1), right: u(3000, 1000, 2) }, defenders: {} },
    walk: 'attack.pick-left.pick-right.target-fighter',
    hit: true,
    life: 7,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: [],
  },
  {
    name: 'item defense above power stops the damage, but the attack still hits (③ 3.1.2)',
    spec: { attackers: { center: u(4000, 1000, 2) }, defenders: {}, item: { defense: 5000 } },
    walk: 'attack.pick-center.target-fighter',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-item'],
  },
  {
    name: 'item defense tied by power lets damage through',
    spec: { attackers: { center: u(5000, 1000, 2) }, defenders: {}, item: { defense: 5000 } },
    walk: 'attack.pick-center.target-fighter',
    hit: true,
    life: 8,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-item'],
  },
  {
    name: 'item defense beaten by a link',
    spec: { attackers: { left: u(3000, 1000, 1), right: u(2000, 1000, 2) }, defenders: {}, item: { defense: 5000 } },
    walk: 'attack.pick-left.pick-right.target-fighter',
    hit: true,
    life: 7,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: ['n-item'],
  },
  {
    name: 'item defense holds against a short link, which still hits',
    spec: { attackers: { left: u(3000, 1000, 1), right: u(2000, 1000, 2) }, defenders: {}, item: { defense: 6000 } },
    walk: 'attack.pick-left.pick-right.target-fighter',
    hit: true,
    life: 10,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: ['n-item'],
  },
  {
    name: 'Penetrate on a center hit deals its critical',
    spec: { attackers: { center: u(6000, 1000, 2, ['penetrate']) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-center',
    hit: true,
    life: 8,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'Penetrate does nothing on a miss',
    spec: { attackers: { center: u(4000, 1000, 2, ['penetrate']) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-center',
    hit: false,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Penetrate does nothing on a side monster',
    spec: { attackers: { center: u(6000, 1000, 2, ['penetrate']) }, defenders: { left: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.target-left',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'Penetrate on a link: each Penetrate card deals its own critical once',
    spec: { attackers: { left: u(3000, 1000, 1, ['penetrate']), right: u(3000, 1000, 2, ['penetrate']) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-left.pick-right.target-center',
    hit: true,
    life: 7,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: [],
  },
  {
    name: 'Penetrate on a link: only the Penetrate card deals damage',
    spec: { attackers: { left: u(3000, 1000, 3), right: u(3000, 1000, 2, ['penetrate']) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-left.pick-right.target-center',
    hit: true,
    life: 8,
    turnLeft: ['t-left', 't-right'],
    nonTurnLeft: [],
  },
  {
    name: 'Counterattack destroys an attacker whose defense ties its power',
    spec: { attackers: { center: u(3000, 5000, 2) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-center.target-center',
    hit: false,
    life: 10,
    turnLeft: [],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Counterattack spares an attacker with more defense',
    spec: { attackers: { center: u(3000, 5001, 2) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-center.target-center',
    hit: false,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Counterattack needs the card still on the field',
    spec: { attackers: { center: u(7000, 1000, 2) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-center.target-center',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'Counterattack against a link destroys the one attacker its owner picks (left)',
    spec: { attackers: { left: u(2000, 3000, 1), right: u(2000, 3000, 1) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-left.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next.next.counterattack-left',
    hit: false,
    life: 10,
    turnLeft: ['t-right'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Counterattack against a link destroys the one attacker its owner picks (right)',
    spec: { attackers: { left: u(2000, 3000, 1), right: u(2000, 3000, 1) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-left.pick-right.target-center.next.next.next.turn-passes.pass.next.next.next.next.next.next.counterattack-right',
    hit: false,
    life: 10,
    turnLeft: ['t-left'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Counterattack against a link picks an attacker it can reach',
    spec: { attackers: { left: u(2000, 9000, 1), right: u(2000, 3000, 1) }, defenders: { center: u(5000, 6000, 1, ['counterattack']) } },
    walk: 'attack.pick-left.pick-right.target-center',
    hit: false,
    life: 10,
    turnLeft: ['t-left'],
    nonTurnLeft: ['n-center'],
  },
  {
    name: 'Soulguard keeps a hit monster by dropping a soul',
    spec: { attackers: { center: u(6000, 1000, 2) }, defenders: { center: u(1000, 5000, 1, ['soulguard'], 1) } },
    walk: 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next.soulguard-yes',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-center'],
    soulLeft: 0,
  },
  {
    name: 'Soulguard is optional: its owner may let the monster go',
    spec: { attackers: { center: u(6000, 1000, 2) }, defenders: { center: u(1000, 5000, 1, ['soulguard'], 1) } },
    walk: 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next.soulguard-no',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'Soulguard with no soul does not save it',
    spec: { attackers: { center: u(6000, 1000, 2) }, defenders: { center: u(1000, 5000, 1, ['soulguard'], 0) } },
    walk: 'attack.pick-center.target-center',
    hit: true,
    life: 10,
    turnLeft: ['t-center'],
    nonTurnLeft: [],
  },
  {
    name: 'Soulguard kept the monster, so its Counterattack still acts',
    spec: { attackers: { center: u(6000, 4000, 2) }, defenders: { center: u(5000, 5000, 1, ['soulguard', 'counterattack'], 2) } },
    walk: 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next.soulguard-yes',
    hit: true,
    life: 10,
    turnLeft: [],
    nonTurnLeft: ['n-center'],
    soulLeft: 1,
  },
  {
    name: 'Penetrate still hits through a Soulguard save',
    spec: { attackers: { center: u(6000, 1000, 2, ['penetrate']) }, defenders: { center: u(1000, 5000, 1, ['soulguard'], 1) } },
    walk: 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next.next.soulguard-yes',
    hit: true,
    life: 8,
    turnLeft: ['t-center'],
    nonTurnLeft: ['n-center'],
    soulLeft: 0,
  },
  {
    name: 'an item can join a link attack',
    spec: { attackers: { center: u(3000, 1000, 1), item: u(2000, 0, 1) }, defenders: { center: u(1000, 5000, 1) } },
    walk: 'attack.pick-center.pick-item.target-center',
    hit: true,
    life: 10,
    turnLeft: ['t-center', 't-item'],
    nonTurnLeft: [],
  },
];

describe('hit determination, section ③ 3.1–3.2 with the keywords of ④', () => {
  test.each(rows)('$name', (row) => {
    const { table, keys } = playUntil(row.spec, row.walk, '3.3');
    expect(keys).toContain(row.spec.defenders && row.walk.endsWith('fighter') ? '3.1.2' : '3.1.1');
    expect(table.attack?.hit).toBe(row.hit);
    expect(table.nonTurn.life).toBe(row.life);
    expect(table.turn.life).toBe(10);
    const onField = (side: 'turn' | 'nonTurn') =>
      [...Object.values(table[side].field).flat(), ...(table[side].item ? [table[side].item!] : [])].map((x) => x.uid).sort();
    expect(onField('turn')).toEqual([...row.turnLeft].sort());
    expect(onField('nonTurn')).toEqual([...row.nonTurnLeft].sort());
    if (row.soulLeft !== undefined) expect(table.nonTurn.field.center[0].soul).toBe(row.soulLeft);
  });
  expect(rows.length).toBeGreaterThanOrEqual(25);
});

describe('after the attack', () => {
  test('Double Attack stands the card once per turn', () => {
    const spec: BattleSpec = { attackers: { center: u(5000, 1000, 1, ['double-attack']) }, defenders: {} };
    const first = playUntil(spec, 'attack.pick-center.target-fighter', '4.2');
    expect(first.table.turn.field.center[0].rested).toBe(false);
    expect(first.table.nonTurn.life).toBe(9);
    const second = playUntil(spec, 'attack.pick-center.target-fighter.attack.pick-center.target-fighter', '4.2');
    expect(second.table.nonTurn.life).toBe(8);
    expect(second.table.turn.field.center[0].rested).toBe(true);
    expect(second.table.doubleAttackUsed).toEqual(['t-center']);
  });

  test('without Double Attack the card stays rested and cannot attack again', () => {
    const spec: BattleSpec = { attackers: { center: u(5000, 1000, 1) }, defenders: {} };
    const { table, snapshot, flow } = playUntil(spec, 'attack.pick-center.target-fighter', '2.1');
    expect(table.turn.field.center[0].rested).toBe(true);
    expect(available(snapshot)).toEqual(['no-attack']);
    expect(parseWalk(flow, 'attack.pick-center.target-fighter.attack', 'custom').problem?.kind).toBe('unavailable');
  });

  test('first turn of the player going first: one attack, no link attack', () => {
    const spec: BattleSpec = { attackers: { left: u(3000, 1000, 1), right: u(3000, 1000, 1) }, defenders: {}, firstTurn: true };
    const flow = withBattle(spec);
    expect(parseWalk(flow, 'attack.pick-left.pick-right', 'custom').problem).toMatchObject({ kind: 'unavailable', token: 'pick-right' });
    const { snapshot } = playUntil(spec, 'attack.pick-left.target-fighter', '2.1');
    expect(available(snapshot)).toEqual(['no-attack']);
  });

  test('a nullified attack goes on at 3.3 and deals nothing', () => {
    const spec: BattleSpec = {
      attackers: { center: u(9000, 1000, 3) },
      defenders: {},
      nonTurnHand: [{ uid: 'np', card: 'counter-spell', counter: true, effect: { kind: 'nullify-attack' } }],
    };
    const { table, keys } = playUntil(spec, 'attack.pick-center.target-fighter.turn-passes.counter-used', '3.3');
    expect(keys).not.toContain('3.1');
    expect(table.nonTurn.life).toBe(10);
  });

  test('an attacker that leaves before 3.1 deals no damage and destroys nothing', () => {
    const spec: BattleSpec = {
      attackers: { center: u(9000, 1000, 3) },
      defenders: { left: u(1000, 1000, 1) },
      nonTurnHand: [{ uid: 'np', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: ref.ATTACKER } }],
    };
    const { table, keys } = playUntil(spec, 'attack.pick-center.target-left.turn-passes.counter-used', '3.3');
    expect(keys).not.toContain('3.1.1');
    expect(table.nonTurn.field.left.map((x) => x.uid)).toEqual(['n-left']);
    expect(table.turn.drop.map((d) => d.uid)).toEqual(['t-center']);
  });
});
