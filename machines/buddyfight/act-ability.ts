import { setup } from 'xstate';
import type { FlowDefinition, FlowEvent, LogEntry, StepMeta } from '../engine/types';
import { actEditor } from './act-ability-editor';
import { log } from './ability-log';

/**
 * Section ④ 1.x: activated abilities (2.x, auto abilities, is auto-ability.ts: each flow is its own module, so a
 * page loads only the one it shows). The effect model is small on purpose: a target from a public zone, one optional
 * action, one condition, and the opponent's Counter — exactly what the steps talk about.
 */
export interface Effect {
  card: string;
  /** Zones the ability may target; null when it targets nothing. */
  targets: ('field' | 'soul' | 'drop')[] | null;
  optional: boolean;
  /** Whether the condition the effect checks holds; null when it checks none. */
  condition: boolean | null;
  /** What using the ability costs; none = free. Paid when it is declared (1.1), our reading: ④ 1 names no cost step. */
  cost?: { gauge?: number; life?: number };
}

export interface ZoneCard {
  uid: string;
  card: string;
  qualifies: boolean;
  /** Face-down soul is not public: never a legal target for "choose from public zones". */
  faceDown?: boolean;
}

export interface ActBoard {
  effect: Effect;
  zones: { field: ZoneCard[]; soul: ZoneCard[]; drop: ZoneCard[] };
  target: string | null;
  opponentCounters: number;
  /** The opponent's drop zone: a Counter used against the ability goes there once it has resolved. */
  opponentDrop: ZoneCard[];
  counter: 'none' | 'used' | 'nullified' | 'resolved';
  optionalDone: boolean | null;
  stopped: boolean;
  /** The cost could not be paid, so the ability was never used (set at 1.1). */
  unusable?: boolean;
  /** The cost has been paid (at 1.1, as the ability is declared); until then the payer still holds it. */
  paid?: boolean;
  /** The user's gauge and life, which the ability's cost is paid from. */
  payer: { gauge: number; life: number };
  log: LogEntry[];
}

/** A cost the user cannot pay in full means the ability cannot be used (as ② 2.2 says of cards). Life may be paid down to 0. */
const canPay = (b: ActBoard) => (b.effect.cost?.gauge ?? 0) <= b.payer.gauge && (b.effect.cost?.life ?? 0) <= b.payer.life;

const publicTarget = (b: ActBoard, zone: 'field' | 'soul' | 'drop') =>
  !!b.effect.targets?.includes(zone) && b.zones[zone].some((c) => c.qualifies && !c.faceDown);

const act = setup({
  types: { context: {} as ActBoard, input: {} as ActBoard, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    needsTarget: ({ context }) => !!context.effect.targets,
    noTarget: ({ context }) => !context.effect.targets,
    fieldTarget: ({ context }) => publicTarget(context, 'field'),
    soulTarget: ({ context }) => publicTarget(context, 'soul'),
    dropTarget: ({ context }) => publicTarget(context, 'drop'),
    hasCounter: ({ context }) => context.opponentCounters > 0,
    counterUsed: ({ context }) => context.counter === 'used',
    noCounter: ({ context }) => context.counter !== 'used',
    nullified: ({ context }) => context.counter === 'nullified',
    optional: ({ context }) => context.effect.optional,
    notOptional: ({ context }) => !context.effect.optional,
    conditionHolds: ({ context }) => context.effect.condition !== false,
    conditionFails: ({ context }) => context.effect.condition === false,
    canPay: ({ context }) => canPay(context),
    payerLost: ({ context }) => context.payer.life <= 0,
    cannotPay: ({ context }) => !canPay(context),
  },
});

/**
 * Pays the declared ability's cost: gauge cards go to the drop zone (public, and no target for the effect), life is
 * paid (not damage).
 */
const payCost = act.assign(({ context }) => {
  const c = context.effect.cost ?? {};
  const logs = [...context.log];
  if (c.gauge) logs.push({ step: '1.1', code: 'paid-gauge', card: String(c.gauge) });
  if (c.life) logs.push({ step: '1.1', code: 'life-pay', card: String(c.life) });
  const gauge = Array.from({ length: c.gauge ?? 0 }, (_, i) => zc(`g${i + 1}`, 'gauge-card', false));
  return {
    paid: true,
    payer: { gauge: context.payer.gauge - (c.gauge ?? 0), life: context.payer.life - (c.life ?? 0) },
    zones: { ...context.zones, drop: [...context.zones.drop, ...gauge] },
    log: logs,
  };
});

const pick = (zone: 'field' | 'soul' | 'drop') =>
  act.assign(({ context }) => {
    const c = context.zones[zone].find((x) => x.qualifies && !x.faceDown)!;
    return { target: c.uid, log: log(context, '1.1.1', `target-${zone}`, c.card) };
  });
/** A Counter that has resolved goes to its user's drop zone, so the card stays on the board. */
const counterDone = (b: ActBoard): ZoneCard[] => [...b.opponentDrop, zc(`oc${b.opponentDrop.length + 1}`, 'counter-card', false)];
/**
 * A ★rules check★ on this board: of what the check looks at, only the user's life can change here (a life cost paid at
 * 1.1, down to 0). At 0 the user loses at the first check, before the opponent's Counter resolves and before the
 * ability does (an audit found the ability resolving with its user at 0 life).
 */
const check = (step: string) => act.assign(({ context }) => ({ log: log(context, step, context.payer.life <= 0 ? 'rules-check-lost' : 'rules-check-clear') }));
const LOSS = { guard: 'payerLost' as const, target: 'gameOver' };

export const actMachine = act.createMachine({
  id: 'act-ability',
  context: ({ input }) => structuredClone(input),
  initial: 's1_1',
  states: {
    s1_1: {
      meta: { step: '1.1' },
      on: {
        next: { guard: 'canPay', target: 's1_1_1', actions: payCost },
        'cannot-pay': { guard: 'cannotPay', target: 'cannotUse', actions: act.assign({ unusable: true }) },
      },
    },
    s1_1_1: {
      meta: { step: '1.1.1' },
      on: {
        'target-field': { guard: 'fieldTarget', target: 's1_2', actions: pick('field') },
        'target-soul': { guard: 'soulTarget', target: 's1_2', actions: pick('soul') },
        'target-drop': { guard: 'dropTarget', target: 's1_2', actions: pick('drop') },
        next: { guard: 'noTarget', target: 's1_2' },
      },
    },
    s1_2: { meta: { step: '1.2' }, on: { next: 's1_2_1' } },
    s1_2_1: {
      meta: { step: '1.2.1' },
      on: {
        'counter-used': {
          guard: 'hasCounter',
          target: 's1_2_2',
          actions: act.assign(({ context }) => ({
            counter: 'used' as const,
            opponentCounters: context.opponentCounters - 1,
            log: log(context, '1.2.1', 'counter-used'),
          })),
        },
        pass: 's1_2_2',
      },
    },
    s1_2_2: {
      meta: { step: '1.2.2', badges: ['rules-check'] },
      entry: check('1.2.2'),
      on: {
        next: [LOSS, { guard: 'counterUsed', target: 's1_2_3' }, { guard: 'noCounter', target: 's1_2_4' }],
      },
    },
    s1_2_3: {
      meta: { step: '1.2.3' },
      on: {
        nullified: {
          target: 's1_2_4',
          actions: act.assign(({ context }) => ({
            counter: 'nullified' as const,
            opponentDrop: counterDone(context),
            log: log(context, '1.2.3', 'ability-nullified'),
          })),
        },
        resolved: {
          target: 's1_2_4',
          actions: act.assign(({ context }) => ({
            counter: 'resolved' as const,
            opponentDrop: counterDone(context),
            log: log(context, '1.2.3', 'counter-resolved'),
          })),
        },
      },
    },
    s1_2_4: {
      meta: { step: '1.2.4', badges: ['rules-check'] },
      entry: check('1.2.4'),
      on: { next: [LOSS, { guard: 'nullified', target: 'nullified' }, { target: 's1_3' }] },
    },
    s1_3: { meta: { step: '1.3' }, on: { next: 's1_3_1' } },
    s1_3_1: {
      meta: { step: '1.3.1' },
      on: {
        'do-optional': {
          guard: 'optional',
          target: 's1_3_2',
          actions: act.assign(({ context }) => ({ optionalDone: true, log: log(context, '1.3.1', 'optional-done') })),
        },
        'skip-optional': {
          guard: 'optional',
          target: 's1_3_2',
          actions: act.assign(({ context }) => ({ optionalDone: false, log: log(context, '1.3.1', 'optional-skipped') })),
        },
        next: { guard: 'notOptional', target: 's1_3_2', actions: act.assign(({ context }) => ({ log: log(context, '1.3.1', 'actions-done') })) },
      },
    },
    s1_3_2: {
      meta: { step: '1.3.2' },
      on: {
        next: [
          {
            guard: 'conditionHolds',
            target: 's1_4',
            actions: act.assign(({ context }) => ({ log: log(context, '1.3.2', context.effect.condition === null ? 'no-condition' : 'condition-met') })),
          },
          { guard: 'conditionFails', target: 's1_4', actions: act.assign(({ context }) => ({ stopped: true, log: log(context, '1.3.2', 'condition-unmet') })) },
        ],
      },
    },
    s1_4: { meta: { step: '1.4', badges: ['rules-check'] }, entry: check('1.4'), on: { next: [LOSS, { target: 'resolved' }] } },
    resolved: { type: 'final', meta: { end: 'resolved' } },
    gameOver: { type: 'final', meta: { end: 'game-over' } },
    nullified: { type: 'final', meta: { end: 'nullified' } },
    cannotUse: { type: 'final', meta: { end: 'cannot-use' } },
  },
});

/**
 * What becomes of the ability's effect, as far as the board knows: in full unless something has stopped it or will. A
 * probe found "Resolves in full" at the end of a nullified ability and of one whose cost could not be paid, where
 * nothing resolves (④ 1.2.3; ② 2.2), and a user lost at a rules check never reaches 1.3 either. An audit found it
 * still at 1.1, before the cost is paid: a cost the user cannot pay means the ability cannot be used ('cannot-pay'),
 * and a user left at 0 life by the cost (or before it) loses at the first check, 1.2.2, whatever the opponent does
 * ('loses'). Both are certain from the board alone; a Counter or an unmet condition still waits on a choice or a step.
 */
function effectOutcome(b: ActBoard): string {
  if (b.unusable) return 'not-used';
  if (!b.paid && !canPay(b)) return 'cannot-pay';
  if (b.log.some((e) => e.code === 'rules-check-lost')) return 'game-over';
  const lifeAfterCost = b.paid ? b.payer.life : b.payer.life - (b.effect.cost?.life ?? 0);
  if (lifeAfterCost <= 0) return 'loses';
  if (b.counter === 'nullified') return 'nullified';
  return b.stopped ? 'stopped' : 'whole';
}

const zc = (uid: string, card: string, qualifies: boolean, faceDown = false): ZoneCard => ({ uid, card, qualifies, faceDown });

const actBoard = (effect: Partial<Effect>, over: Partial<ActBoard> = {}): ActBoard => ({
  effect: { card: 'act-ability-card', targets: ['field', 'soul', 'drop'], optional: false, condition: null, ...effect },
  zones: {
    field: [zc('f1', 'monster-a', false)],
    soul: [zc('s1', 'monster-b', true, true), zc('s2', 'monster-c', true)],
    drop: [zc('d1', 'monster-d', true)],
  },
  target: null,
  opponentCounters: 1,
  opponentDrop: [],
  counter: 'none',
  optionalDone: null,
  stopped: false,
  payer: { gauge: 2, life: 10 },
  log: [],
  ...over,
});

export const actSetups: Record<string, ActBoard> = {
  targets: actBoard({}),
  optional: actBoard({ targets: null, optional: true }),
  'condition-unmet': actBoard({ targets: null, condition: false }),
  'no-counter': actBoard({ targets: null }, { opponentCounters: 0 }),
  /** A cost of 1 gauge and 1 life, paid as the ability is declared: 2 gauge → 1, 10 life → 9. */
  'ability-cost': actBoard({ targets: null, cost: { gauge: 1, life: 1 } }),
  /** A cost of 1 life paid with the user's last life: the rules check right after the opponent's choice ends the game. */
  'ability-cost-last-life': actBoard({ targets: null, cost: { life: 1 } }, { payer: { gauge: 2, life: 1 } }),
  /** A cost of 3 gauge with only 2: the ability cannot be used at all. */
  'ability-cost-unpaid': actBoard({ targets: null, cost: { gauge: 3 } }),
};

const zoneView = (cards: ZoneCard[], target: string | null) =>
  cards.map((c) => ({
    card: c.card,
    tags: [...(c.faceDown ? ['face-down'] : []), ...(c.qualifies ? ['qualifies'] : []), ...(c.uid === target ? ['target'] : [])],
  }));

export const actAbilityFlow: FlowDefinition<ActBoard> = {
  game: 'buddyfight',
  id: 'act-ability',
  machine: actMachine,
  setups: actSetups,
  editor: actEditor,
  view: (b) => ({
    sections: [
      { key: 'field', kind: 'cards', cards: zoneView(b.zones.field, b.target) },
      { key: 'soul', kind: 'cards', cards: zoneView(b.zones.soul, b.target) },
      { key: 'drop', kind: 'cards', cards: zoneView(b.zones.drop, b.target) },
      { key: 'opponentCounters', kind: 'number', value: b.opponentCounters },
      { key: 'opponentDrop', kind: 'cards', cards: zoneView(b.opponentDrop, null), compact: true },
      { key: 'counter', kind: 'flag', value: b.counter },
      { key: 'optional', kind: 'flag', value: b.optionalDone === null ? 'none' : b.optionalDone ? 'done' : 'skipped' },
      { key: 'effect', kind: 'flag', value: effectOutcome(b) },
      ...(b.effect.cost?.gauge ? [{ key: 'cost.gauge', kind: 'number' as const, value: b.effect.cost.gauge }] : []),
      ...(b.effect.cost?.life ? [{ key: 'cost.life', kind: 'number' as const, value: b.effect.cost.life }] : []),
      { key: 'gauge', kind: 'number', value: b.payer.gauge },
      { key: 'life', kind: 'number', value: b.payer.life },
    ],
  }),
};
