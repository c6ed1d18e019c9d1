import { setup } from 'xstate';
import type { BoardSection, EditorValues, FlowDefinition, LogEntry, SetupEditor, StepMeta } from '../engine/types';
import { onCopy } from '../engine/clone';

/**
 * What an effect needs before it may be activated (001, section 6 "効果を発動するための条件"):
 * 1 its time has come; 2 its conditions and oaths are met; 3 applying its cost gives
 * the result the cost asks for and changes something (choosing targets is a cost too).
 * The four worked examples of the source are the four kinds of cost below.
 */
export type CostKind =
  /** "By lowering P by 5000": the P must really drop by 5000 (例1). */
  | 'lower-p'
  /** "By discarding your whole hand": at least one card must be discarded; where it ends up does not matter (例2). */
  | 'discard-hand'
  /** "By making P 0": nothing changes if the P is already 0 (例3). */
  | 'zero-p'
  /** "Choose two monsters and destroy them": choosing is a cost, so two targets must exist (例4). */
  | 'choose-two';

export interface CostBoard {
  cost: CostKind;
  /** Whether it is the effect's time (e.g. free time for an activated effect). */
  timing: boolean;
  /** Whether the effect's conditions and oaths are met. */
  conditions: boolean;
  /** The P of the monster the cost works on (lower-p, zero-p). */
  power: number;
  /** Cards in the activating player's hand (discard-hand). */
  hand: number;
  /** A discarded card goes somewhere other than the graveyard (an effect replaces where it goes). */
  discardsElsewhere: boolean;
  /** Monsters that may be chosen (choose-two). */
  targets: number;
  discarded: number;
  chosen: number;
  result: 'pending' | 'activated' | 'not-activated';
  log: LogEntry[];
}

/** Lowering P stops at 0, so "lower by 5000" falls short below 5000 P. */
export const LOWER_BY = 5000;
export const CHOOSE = 2;

/** Whether paying the cost on this board gives the result it asks for, with some change. */
export function costMet(b: CostBoard): boolean {
  switch (b.cost) {
    case 'lower-p':
      return b.power >= LOWER_BY;
    case 'discard-hand':
      return b.hand > 0;
    case 'zero-p':
      return b.power > 0;
    case 'choose-two':
      return b.targets >= CHOOSE;
  }
}

/** Pays the cost on a draft board. */
function pay(b: CostBoard) {
  switch (b.cost) {
    case 'lower-p':
      b.power -= LOWER_BY;
      b.log.push({ step: '3', code: 'p-lowered' });
      return;
    case 'discard-hand':
      b.discarded = b.hand;
      b.hand = 0;
      b.log.push({ step: '3', code: b.discardsElsewhere ? 'discarded-elsewhere' : 'discarded' });
      return;
    case 'zero-p':
      b.power = 0;
      b.log.push({ step: '3', code: 'p-zeroed' });
      return;
    case 'choose-two':
      b.chosen = CHOOSE;
      b.log.push({ step: '3', code: 'chosen' });
  }
}

const chart = setup({
  types: { context: {} as CostBoard, input: {} as CostBoard, meta: {} as StepMeta },
  guards: {
    timingMet: ({ context }) => context.timing,
    conditionsMet: ({ context }) => context.conditions,
    costMet: ({ context }) => costMet(context),
  },
});

const change = (f: (b: CostBoard) => void) => chart.assign(onCopy(f));

const refuse = (step: string, code: string) =>
  change((b) => {
    b.result = 'not-activated';
    b.log.push({ step, code });
  });

export const costMachine = chart.createMachine({
  id: 'cost',
  context: ({ input }) => structuredClone(input),
  initial: 'timing',
  states: {
    timing: {
      meta: { step: '1' },
      on: {
        next: [
          { guard: 'timingMet', target: 'conditions' },
          { target: 'refused', actions: refuse('1', 'not-its-time') },
        ],
      },
    },
    conditions: {
      meta: { step: '2' },
      on: {
        next: [
          { guard: 'conditionsMet', target: 'cost' },
          { target: 'refused', actions: refuse('2', 'conditions-unmet') },
        ],
      },
    },
    cost: {
      meta: { step: '3' },
      on: {
        next: [
          {
            guard: 'costMet',
            target: 'activated',
            actions: change((b) => {
              pay(b);
              b.result = 'activated';
            }),
          },
          { target: 'refused', actions: refuse('3', 'cost-unmet') },
        ],
      },
    },
    activated: { type: 'final', meta: { end: 'activated' } },
    refused: { type: 'final', meta: { end: 'not-activated' } },
  },
});

const board = (cost: CostKind, over: Partial<CostBoard> = {}): CostBoard => ({
  cost,
  timing: true,
  conditions: true,
  power: 0,
  hand: 0,
  discardsElsewhere: false,
  targets: 0,
  discarded: 0,
  chosen: 0,
  result: 'pending',
  log: [],
  ...over,
});

export const costSetups: Record<string, CostBoard> = {
  /** 例1: P 6000 can drop by 5000. */
  'lower-p': board('lower-p', { power: 6000 }),
  /** 例1: P 3000 cannot drop by a full 5000. */
  'lower-p-short': board('lower-p', { power: 3000 }),
  /** 例2: one card in hand is enough to discard "the whole hand", even if it does not reach the graveyard. */
  'discard-elsewhere': board('discard-hand', { hand: 1, discardsElsewhere: true }),
  /** 例2: an empty hand discards nothing. */
  'discard-empty': board('discard-hand', { hand: 0 }),
  /** 例3: P already 0: making it 0 changes nothing. */
  'zero-p-already': board('zero-p', { power: 0 }),
  /** 例3, the other way: P 4000 can be made 0. */
  'zero-p': board('zero-p', { power: 4000 }),
  /** 例4: only one monster to choose of the two asked for. */
  'choose-one-short': board('choose-two', { targets: 1 }),
  /** 例4: two monsters to choose. */
  'choose-two': board('choose-two', { targets: 2 }),
  /** Condition 1: not the effect's time. */
  'wrong-time': board('lower-p', { power: 6000, timing: false }),
  /** Condition 2: a condition or oath not met. */
  'condition-unmet': board('lower-p', { power: 6000, conditions: false }),
};

const clamp = (v: number | boolean | undefined, max: number, step: number) =>
  Math.min(max, Math.max(0, Math.round((Number.isFinite(Number(v)) ? Number(v) : 0) / step) * step));

/** Lets the reader try a cost on other numbers: P, hand size, monsters to choose, and the first two conditions. */
const costEditor: SetupEditor<CostBoard> = {
  groups: [
    {
      key: 'effect',
      fields: [
        { key: 'effect.timing', kind: 'flag' },
        { key: 'effect.conditions', kind: 'flag' },
        { key: 'effect.power', kind: 'number', min: 0, max: 20000, step: 1000 },
        { key: 'effect.hand', kind: 'number', min: 0, max: 10, step: 1 },
        { key: 'effect.elsewhere', kind: 'flag' },
        { key: 'effect.targets', kind: 'number', min: 0, max: 5, step: 1 },
      ],
    },
  ],
  values: (b): EditorValues => ({
    'effect.timing': b.timing,
    'effect.conditions': b.conditions,
    'effect.power': b.power,
    'effect.hand': b.hand,
    'effect.elsewhere': b.discardsElsewhere,
    'effect.targets': b.targets,
  }),
  build: (v, base) => ({
    ...structuredClone(base),
    timing: v['effect.timing'] === true,
    conditions: v['effect.conditions'] === true,
    power: clamp(v['effect.power'], 20000, 1000),
    hand: clamp(v['effect.hand'], 10, 1),
    discardsElsewhere: v['effect.elsewhere'] === true,
    targets: clamp(v['effect.targets'], 5, 1),
  }),
};

export const costFlow: FlowDefinition<CostBoard> = {
  game: 'goda',
  id: 'cost',
  machine: costMachine,
  setups: costSetups,
  editor: costEditor,
  view(b) {
    const sections: BoardSection[] = [
      { key: 'cost', kind: 'flag', value: b.cost },
      { key: 'timing', kind: 'flag', value: b.timing ? 'yes' : 'no' },
      { key: 'conditions', kind: 'flag', value: b.conditions ? 'yes' : 'no' },
    ];
    if (b.cost === 'lower-p' || b.cost === 'zero-p') sections.push({ key: 'power', kind: 'number', value: b.power });
    if (b.cost === 'discard-hand') sections.push({ key: 'hand', kind: 'number', value: b.hand }, { key: 'discarded', kind: 'number', value: b.discarded });
    if (b.cost === 'choose-two') sections.push({ key: 'targets', kind: 'number', value: b.targets }, { key: 'chosen', kind: 'number', value: b.chosen });
    sections.push({ key: 'result', kind: 'flag', value: b.result });
    return { sections };
  },
};
