import type { FlowDefinition } from '../engine/types';
import { AREAS, type Area } from './board';
import { counterattack, doubleAttack, hitFighter, hitMonster, penetrate } from './battle';
import { attackEditor } from './attack-editor';
import { attackPhaseSetups } from './attack-setups';
import { playTimingStates } from './play-timing';
import { tableRulesCheck, type Fighter, type Table } from './table';
import { tableChart, update } from './table-chart';
import { tableView } from './table-view';

/**
 * Attack phase, section ③ (steps 1.1–5.1 with their sub-steps). Each play
 * timing (1.3, 2.1.1, 2.5, 3.4, 4.3) is the play-timing chart nested in place,
 * built by the same factory; 2.5 allows each fighter one card.
 */
const check = (step: string) => update((t) => tableRulesCheck(t, step));

const host = (step: string, next: string, limit?: number) => ({
  ...playTimingStates({ host: step, limit }),
  meta: { step, flow: 'play-timing' },
  onDone: next,
});

const move = (f: Fighter, step: string) =>
  update((t) => {
    const side = t[f];
    const from = AREAS.find((a) => side.field[a].some((u) => u.keywords.includes('move')))!;
    const to = AREAS.find((a) => a !== from && side.field[a].length === 0)!;
    const [unit] = side.field[from];
    side.field[from] = side.field[from].filter((u) => u.uid !== unit.uid);
    side.field[to] = [unit];
    t.log.push({ step, code: 'moved', card: unit.card });
  });

const pick = (area: Area | 'item') =>
  update((t) => {
    const unit = area === 'item' ? t.turn.item! : t.turn.field[area][0];
    unit.rested = true;
    t.attack!.attackers.push(unit.uid);
    t.log.push({ step: '2.2', code: 'picked', card: unit.card });
  });

const aim = (area: Area | 'fighter') =>
  update((t) => {
    const a = t.attack!;
    a.target = area === 'fighter' ? 'fighter' : t.nonTurn.field[area][0].uid;
    a.link = a.attackers.length > 1;
    t.log.push({ step: '2.2', code: area === 'fighter' ? 'target-fighter' : 'target-monster', card: area === 'fighter' ? undefined : t.nonTurn.field[area][0].card });
  });

const startAttack = update((t) => {
  t.attack = { attackers: [], target: null, link: false, nullified: false, hit: null, hitCenter: false, declared: false };
});

export const attackPhaseMachine = tableChart.createMachine({
  id: 'attack-phase',
  context: ({ input }) => structuredClone(input),
  initial: 'start',
  states: {
    start: {
      meta: { group: '1' },
      initial: 's1_1',
      states: {
        s1_1: { meta: { step: '1.1' }, on: { next: 's1_1_1' } },
        s1_1_1: {
          meta: { step: '1.1.1', defaultEvent: 'next' },
          on: { move: { guard: 'turnHasMove', target: 's1_1_2', actions: move('turn', '1.1.1') }, next: 's1_1_2' },
        },
        s1_1_2: {
          meta: { step: '1.1.2', defaultEvent: 'next' },
          on: { move: { guard: 'nonTurnHasMove', target: 's1_2', actions: move('nonTurn', '1.1.2') }, next: 's1_2' },
        },
        s1_2: { meta: { step: '1.2', rulesCheck: true }, entry: check('1.2'), on: { next: 's1_3' } },
        s1_3: host('1.3', 's1_4'),
        s1_4: { meta: { step: '1.4', rulesCheck: true }, entry: check('1.4'), on: { next: '#attack-phase.choose.s2_1' } },
      },
    },
    choose: {
      meta: { group: '2' },
      initial: 's2_1',
      states: {
        s2_1: {
          meta: { step: '2.1' },
          entry: update((t) => {
            t.attack = null;
          }),
          on: {
            attack: { guard: 'canAttack', target: 's2_2', actions: startAttack },
            'no-attack': 's2_1_1',
          },
        },
        s2_1_1: host('2.1.1', 's2_1_2'),
        s2_1_2: { meta: { step: '2.1.2', rulesCheck: true }, entry: check('2.1.2'), on: { next: 's2_1_3' } },
        s2_1_3: {
          meta: { step: '2.1.3' },
          on: {
            attack: { guard: 'canAttack', target: 's2_2', actions: startAttack },
            'end-attacks': '#attack-phase.end.s5_1',
          },
        },
        s2_2: {
          meta: { step: '2.2' },
          on: {
            'pick-left': { guard: 'canPickLeft', target: 's2_2', actions: pick('left') },
            'pick-center': { guard: 'canPickCenter', target: 's2_2', actions: pick('center') },
            'pick-right': { guard: 'canPickRight', target: 's2_2', actions: pick('right') },
            'pick-item': { guard: 'canPickItem', target: 's2_2', actions: pick('item') },
            'target-left': { guard: 'canTargetLeft', target: 's2_3', actions: aim('left') },
            'target-center': { guard: 'canTargetCenter', target: 's2_3', actions: aim('center') },
            'target-right': { guard: 'canTargetRight', target: 's2_3', actions: aim('right') },
            'target-fighter': { guard: 'canTargetFighter', target: 's2_3', actions: aim('fighter') },
          },
        },
        s2_3: {
          meta: { step: '2.3' },
          entry: update((t) => {
            t.attack!.declared = true;
            t.attacks += 1;
            t.log.push({ step: '2.3', code: t.attack!.link ? 'link-attack-declared' : 'attack-declared' });
          }),
          on: { next: 's2_4' },
        },
        s2_4: { meta: { step: '2.4', rulesCheck: true }, entry: check('2.4'), on: { next: 's2_5' } },
        s2_5: host('2.5', 's2_6', 1),
        s2_6: {
          meta: { step: '2.6', rulesCheck: true },
          entry: check('2.6'),
          on: { next: [{ guard: 'attackStands', target: '#attack-phase.judge.s3_1' }, { guard: 'attackFizzled', target: '#attack-phase.judge.s3_3' }] },
        },
      },
    },
    judge: {
      meta: { group: '3' },
      initial: 's3_1',
      states: {
        s3_1: {
          meta: { step: '3.1' },
          on: { next: [{ guard: 'targetIsMonster', target: 's3_1_1' }, { guard: 'targetIsFighter', target: 's3_1_2' }] },
        },
        s3_1_1: { meta: { step: '3.1.1' }, entry: update((t) => hitMonster(t)), on: { next: 's3_2' } },
        s3_1_2: { meta: { step: '3.1.2' }, entry: update((t) => hitFighter(t)), on: { next: 's3_2' } },
        s3_2: { meta: { step: '3.2' }, on: { next: 's3_2_1' } },
        s3_2_1: { meta: { step: '3.2.1' }, entry: update((t) => penetrate(t)), on: { next: 's3_2_2' } },
        s3_2_2: { meta: { step: '3.2.2' }, entry: update((t) => counterattack(t)), on: { next: 's3_3' } },
        s3_3: {
          meta: { step: '3.3' },
          entry: update((t) => {
            t.log.push({ step: '3.3', code: 'battle-over' });
          }),
          on: { next: 's3_4' },
        },
        s3_4: host('3.4', 's3_5'),
        s3_5: { meta: { step: '3.5', rulesCheck: true }, entry: check('3.5'), on: { next: '#attack-phase.after.s4_1' } },
      },
    },
    after: {
      meta: { group: '4' },
      initial: 's4_1',
      states: {
        s4_1: { meta: { step: '4.1' }, entry: update((t) => doubleAttack(t)), on: { next: 's4_2' } },
        s4_2: { meta: { step: '4.2', rulesCheck: true }, entry: check('4.2'), on: { next: 's4_3' } },
        s4_3: host('4.3', 's4_4'),
        s4_4: { meta: { step: '4.4', rulesCheck: true }, entry: check('4.4'), on: { next: '#attack-phase.choose.s2_1' } },
      },
    },
    end: {
      meta: { group: '5' },
      initial: 's5_1',
      states: {
        s5_1: { meta: { step: '5.1' }, on: { next: '#attack-phase.ended' } },
      },
    },
    ended: { type: 'final', meta: { end: 'ended' } },
  },
});

export const attackPhaseFlow: FlowDefinition<Table> = {
  game: 'buddyfight',
  id: 'attack-phase',
  machine: attackPhaseMachine,
  setups: attackPhaseSetups,
  view: (t) => tableView(t, { attack: true }),
  editor: attackEditor,
};

