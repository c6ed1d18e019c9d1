import type { FlowDefinition } from '../engine/types';
import { AREAS, type Area } from './board';
import { counterattack, doubleAttack, hitFighter, hitMonster, penetrate } from './battle';
import { attackEditor } from './attack-editor';
import { attackPhaseSetups } from './attack-setups';
import { tableEditions } from './editions';
import { playTimingStates } from './play-timing';
import { type Fighter, type Table } from './table';
import { checkState, choiceEvents, onward, tableChart, update } from './table-chart';
import { tableView } from './table-view';

/**
 * Attack phase, section ③ (steps 1.1–5.1 with their sub-steps). Each play
 * timing (1.3, 2.1.1, 2.5, 3.4, 4.3) is the play-timing chart nested in place,
 * built by the same factory; 2.5 allows each fighter one card.
 */
const check = (step: string, target: string | object[]) => checkState(step, step, 'attack-phase', target);

const host = (step: string, next: string, limit?: number) => ({
  ...(playTimingStates({ host: step, limit, root: 'attack-phase' }) as object),
  meta: { step, flow: 'play-timing' },
  onDone: next,
});

/** Shifts one Move monster of `f` from `from` to the empty `to` (each Move monster once, in turn). */
const move = (f: Fighter, from: Area, to: Area, step: string) =>
  update((t) => {
    const side = t[f];
    const [unit] = side.field[from];
    side.field[from] = [];
    side.field[to] = [unit];
    t.moved = [...(t.moved ?? []), unit.uid];
    t.log.push({ step, code: `moved-${to}`, card: unit.card });
  });

/** Every shift a fighter's Move monsters may make: `move-<from>-to-<to>`, staying at the step so the next may shift too. */
const moves = (f: Fighter, step: string) =>
  Object.fromEntries(
    AREAS.flatMap((from) =>
      AREAS.filter((to) => to !== from).map((to) => [
        `move-${from}-to-${to}`,
        { guard: { type: 'canMove' as const, params: { f, from, to } }, actions: move(f, from, to, step) },
      ]),
    ),
  );

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
    t.log.push({
      step: '2.2',
      code: area === 'fighter' ? 'target-fighter' : 'target-monster',
      card: area === 'fighter' ? undefined : t.nonTurn.field[area][0].card,
    });
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
        s1_1_1: { meta: { step: '1.1.1', defaultEvent: 'next' }, on: { ...moves('turn', '1.1.1'), next: 's1_1_2' } },
        s1_1_2: { meta: { step: '1.1.2', defaultEvent: 'next' }, on: { ...moves('nonTurn', '1.1.2'), next: 's1_2' } },
        s1_2: check('1.2', 's1_3'),
        s1_3: host('1.3', 's1_4'),
        s1_4: check('1.4', '#attack-phase.choose.s2_1'),
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
        s2_1_2: check('2.1.2', 's2_1_3'),
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
        s2_4: check('2.4', 's2_5'),
        s2_5: host('2.5', 's2_6', 1),
        s2_6: check('2.6', [
          { guard: 'attackStands', target: '#attack-phase.judge.s3_1' },
          { guard: 'attackFizzled', target: '#attack-phase.judge.s3_3' },
        ]),
      },
    },
    judge: {
      meta: { group: '3' },
      initial: 's3_1',
      states: {
        s3_1: {
          meta: { step: '3.1' },
          on: {
            next: [
              { guard: 'targetIsMonster', target: 's3_1_1' },
              { guard: 'targetIsFighter', target: 's3_1_2' },
            ],
          },
        },
        s3_1_1: { meta: { step: '3.1.1' }, entry: update((t) => hitMonster(t)), on: { ...choiceEvents, next: onward('s3_2') } },
        s3_1_2: { meta: { step: '3.1.2' }, entry: update((t) => hitFighter(t)), on: { next: 's3_2' } },
        s3_2: { meta: { step: '3.2' }, on: { next: 's3_2_1' } },
        s3_2_1: { meta: { step: '3.2.1' }, entry: update((t) => penetrate(t)), on: { next: 's3_2_2' } },
        s3_2_2: { meta: { step: '3.2.2' }, entry: update((t) => counterattack(t)), on: { ...choiceEvents, next: onward('s3_3') } },
        s3_3: {
          meta: { step: '3.3' },
          entry: update((t) => {
            t.log.push({ step: '3.3', code: 'battle-over' });
            if (t.attack) t.attack.over = true;
          }),
          on: { next: 's3_4' },
        },
        s3_4: host('3.4', 's3_5'),
        s3_5: check('3.5', '#attack-phase.after.s4_1'),
      },
    },
    after: {
      meta: { group: '4' },
      initial: 's4_1',
      states: {
        s4_1: { meta: { step: '4.1' }, entry: update((t) => doubleAttack(t)), on: { next: 's4_2' } },
        s4_2: check('4.2', 's4_3'),
        s4_3: host('4.3', 's4_4'),
        s4_4: check('4.4', '#attack-phase.choose.s2_1'),
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
    gameOver: { type: 'final', meta: { end: 'game-over' } },
  },
});

export const attackPhaseFlow: FlowDefinition<Table> = {
  game: 'buddyfight',
  id: 'attack-phase',
  machine: attackPhaseMachine,
  setups: attackPhaseSetups,
  view: (t) => tableView(t, { attack: true }),
  editor: attackEditor,
  answers: Object.keys(choiceEvents),
  // Counterattack at 3.2.2 reads differently in the 2014 English rules (③ 3.2.2 vs 002 No.2 Step 9).
  // The size check differs too, inside the nested play timings (marked on the play-timing chart).
  editions: tableEditions({ counterattackStrict: ['3.2.2'] }),
};
