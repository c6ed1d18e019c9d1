import { setup } from 'xstate';
import type { FlowDefinition, FlowEvent, LogEntry, StepMeta } from '../engine/types';
import { type Fighter } from './table';
import { autoEditor } from './auto-ability-editor';
import { log } from './ability-log';
import { numberedChoices } from '../engine/choices';

/**
 * Section ④ 2.x: auto abilities (1.x, activated abilities, is act-ability.ts). The board: pending ones per fighter,
 * the one chosen now, and the order they resolved in.
 */
export interface AutoBoard {
  pending: Record<Fighter, string[]>;
  chosen: { by: Fighter; card: string } | null;
  resolved: { by: Fighter; card: string }[];
  counters: Record<Fighter, number>;
  /** Each fighter's drop zone, as far as this flow touches it: Counters used here land there once resolved. */
  drop: Record<Fighter, string[]>;
  counter: 'none' | 'used' | 'resolved';
  added: number;
  log: LogEntry[];
}

const MAX_PENDING = 3;
const MAX_ADDED = 2;

const auto = setup({
  types: { context: {} as AutoBoard, input: {} as AutoBoard, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    turnPending: ({ context }) => context.pending.turn.length > 0,
    noTurnPending: ({ context }) => context.pending.turn.length === 0,
    turnPending2: ({ context }) => context.pending.turn.length >= 2,
    turnPending3: ({ context }) => context.pending.turn.length >= 3,
    nonTurnPending: ({ context }) => context.pending.nonTurn.length > 0,
    nonTurnPending2: ({ context }) => context.pending.nonTurn.length >= 2,
    nonTurnPending3: ({ context }) => context.pending.nonTurn.length >= 3,
    noNonTurnPending: ({ context }) => context.pending.nonTurn.length === 0,
    canAddTurn: ({ context }) => context.added < MAX_ADDED && context.pending.turn.length < MAX_PENDING,
    canAddNonTurn: ({ context }) => context.added < MAX_ADDED && context.pending.nonTurn.length < MAX_PENDING,
    otherHasCounter: ({ context }) => !!context.chosen && context.counters[context.chosen.by === 'turn' ? 'nonTurn' : 'turn'] > 0,
    counterUsed: ({ context }) => context.counter === 'used',
    noCounter: ({ context }) => context.counter !== 'used',
    anyPending: ({ context }) => context.pending.turn.length + context.pending.nonTurn.length > 0,
    nonePending: ({ context }) => context.pending.turn.length + context.pending.nonTurn.length === 0,
  },
});

/** Each fighter's guards for picking their 1st, 2nd or 3rd pending ability. */
const TURN_PENDING = ['turnPending', 'turnPending2', 'turnPending3'] as const;
const NON_TURN_PENDING = ['nonTurnPending', 'nonTurnPending2', 'nonTurnPending3'] as const;

/** The fighter picks which of their own pending abilities goes next (④ 2.1.1 and 2.1.2: any one, not the oldest). */
const choose = (by: Fighter, step: string, index = 0) =>
  auto.assign(({ context }) => {
    const card = context.pending[by][index];
    const rest = context.pending[by].filter((_, i) => i !== index);
    return { chosen: { by, card }, pending: { ...context.pending, [by]: rest }, counter: 'none' as const, log: log(context, step, `${by}-picked`, card) };
  });
const add = (by: Fighter) =>
  auto.assign(({ context }) => {
    const card = `added-${by === 'turn' ? 't' : 'n'}${context.added + 1}`;
    return { pending: { ...context.pending, [by]: [...context.pending[by], card] }, added: context.added + 1, log: log(context, '2.1', `${by}-added`, card) };
  });
const autoCheck = (step: string) => auto.assign(({ context }) => ({ log: log(context, step, 'rules-check-clear') }));

export const autoMachine = auto.createMachine({
  id: 'auto-ability',
  context: ({ input }) => structuredClone(input),
  initial: 's2_1',
  states: {
    s2_1: {
      meta: { step: '2.1' },
      on: {
        next: 's2_1_1',
        'add-turn': { guard: 'canAddTurn', target: 's2_1', actions: add('turn') },
        'add-non-turn': { guard: 'canAddNonTurn', target: 's2_1', actions: add('nonTurn') },
      },
    },
    s2_1_1: {
      meta: { step: '2.1.1' },
      on: {
        ...numberedChoices('turn-picks', (i) => ({ guard: TURN_PENDING[i], target: 's2_2', actions: choose('turn', '2.1.1', i) })),
        next: { guard: 'noTurnPending', target: 's2_1_2' },
      },
    },
    s2_1_2: {
      meta: { step: '2.1.2' },
      on: {
        ...numberedChoices('non-turn-picks', (i) => ({ guard: NON_TURN_PENDING[i], target: 's2_2', actions: choose('nonTurn', '2.1.2', i) })),
        next: { guard: 'noNonTurnPending', target: 's2_4' },
      },
    },
    s2_2: { meta: { step: '2.2' }, on: { next: 's2_2_1' } },
    s2_2_1: {
      meta: { step: '2.2.1' },
      on: {
        'counter-used': {
          guard: 'otherHasCounter',
          target: 's2_2_2',
          actions: auto.assign(({ context }) => {
            const other: Fighter = context.chosen!.by === 'turn' ? 'nonTurn' : 'turn';
            return {
              counter: 'used' as const,
              counters: { ...context.counters, [other]: context.counters[other] - 1 },
              log: log(context, '2.2.1', `${other}-countered`),
            };
          }),
        },
        pass: 's2_2_2',
      },
    },
    s2_2_2: {
      meta: { step: '2.2.2', badges: ['rules-check'] },
      entry: autoCheck('2.2.2'),
      on: {
        next: [
          { guard: 'counterUsed', target: 's2_2_3' },
          { guard: 'noCounter', target: 's2_2_4' },
        ],
      },
    },
    s2_2_3: {
      meta: { step: '2.2.3' },
      entry: auto.assign(({ context }) => {
        // The resolved Counter goes to its user's drop zone (the fighter who did not pick the ability).
        const by: Fighter = context.chosen!.by === 'turn' ? 'nonTurn' : 'turn';
        return {
          counter: 'resolved' as const,
          drop: { ...context.drop, [by]: [...context.drop[by], 'counter-card'] },
          log: log(context, '2.2.3', 'counter-resolved'),
        };
      }),
      on: { next: 's2_2_4' },
    },
    s2_2_4: { meta: { step: '2.2.4', badges: ['rules-check'] }, entry: autoCheck('2.2.4'), on: { next: 's2_3' } },
    s2_3: { meta: { step: '2.3' }, on: { next: 's2_3_1' } },
    s2_3_1: {
      meta: { step: '2.3.1' },
      entry: auto.assign(({ context }) => ({
        resolved: [...context.resolved, context.chosen!],
        log: log(context, '2.3.1', 'auto-resolved', context.chosen!.card),
      })),
      on: { next: 's2_3_2' },
    },
    s2_3_2: { meta: { step: '2.3.2' }, on: { next: 's2_4' } },
    s2_4: {
      meta: { step: '2.4', badges: ['rules-check'] },
      entry: [autoCheck('2.4'), auto.assign({ chosen: null })],
      on: {
        next: [
          { guard: 'anyPending', target: 's2_1' },
          { guard: 'nonePending', target: 'done' },
        ],
      },
    },
    done: { type: 'final', meta: { end: 'done' } },
  },
});

const autoBoard = (turn: string[], nonTurn: string[]): AutoBoard => ({
  pending: { turn, nonTurn },
  chosen: null,
  resolved: [],
  counters: { turn: 1, nonTurn: 1 },
  drop: { turn: [], nonTurn: [] },
  counter: 'none',
  added: 0,
  log: [],
});

export const autoSetups: Record<string, AutoBoard> = {
  'both-pending': autoBoard(['auto-t1', 'auto-t2'], ['auto-n1']),
  'non-turn-only': autoBoard([], ['auto-n1']),
  empty: autoBoard([], []),
};

export const autoAbilityFlow: FlowDefinition<AutoBoard> = {
  game: 'buddyfight',
  id: 'auto-ability',
  machine: autoMachine,
  setups: autoSetups,
  editor: autoEditor,
  view: (b) => ({
    sections: [
      { key: 'nonTurn.counters', kind: 'number', value: b.counters.nonTurn, side: 'nonTurn' },
      { key: 'nonTurn.pending', kind: 'cards', cards: b.pending.nonTurn.map((card) => ({ card })), side: 'nonTurn' },
      { key: 'nonTurn.drop', kind: 'cards', cards: b.drop.nonTurn.map((card) => ({ card })), side: 'nonTurn', compact: true },
      { key: 'chosen', kind: 'cards', cards: b.chosen ? [{ card: b.chosen.card, tags: [b.chosen.by] }] : [], pile: true },
      { key: 'resolved', kind: 'cards', cards: b.resolved.map((r) => ({ card: r.card, tags: [r.by] })) },
      { key: 'turn.counters', kind: 'number', value: b.counters.turn, side: 'turn' },
      { key: 'turn.pending', kind: 'cards', cards: b.pending.turn.map((card) => ({ card })), side: 'turn' },
      { key: 'turn.drop', kind: 'cards', cards: b.drop.turn.map((card) => ({ card })), side: 'turn', compact: true },
    ],
    sides: [
      { key: 'nonTurn', role: 'opponent' },
      { key: 'turn', role: 'turn' },
    ],
  }),
};
