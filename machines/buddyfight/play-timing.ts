import type { FlowDefinition } from '../engine/types';
import { positionKey } from '../engine/position';
import { emptyField } from './board';
import { aimPlay, applyEffect, other, type Fighter, type Play, type Table } from './table';
import { checkState, choiceEvents, onward, tableChart, update, usable } from './table-chart';
import { tableView } from './table-view';
import { tableEditions } from './editions';
import { playTimingEditor } from './play-timing-editor';
import { payPlay } from './play-costs';
import { numberedChoices } from '../engine/choices';

/**
 * Play timing / Counter flow, section ② (steps 1.1–10.1), as a state-config
 * factory: the standalone chart and every play timing nested in the attack
 * phase are built from this one function, so replay, drawing and xstate/graph
 * see a single chart. `host` is the step that hosts it ('2.5'), or '' alone.
 */
/**
 * Whether the card resolving now closes the waiting "when …" windows (④ その他, first cut-off): it was played outside
 * a Counter timing, and it is not itself a "when …" card (which looks at the condition). In the play timing during an
 * attack (2.5) only Counters may be used at all, so we read every use there as made at a Counter timing.
 */
function closesWindows(t: Table, play: Play): boolean {
  return !play.atCounterTiming && !play.when && !!t.windows?.length;
}

/** Each fighter's guards for using the 1st, 2nd and 3rd different card they may use now. */
const TURN_USES = ['turnCanUse', 'turnCanUse2', 'turnCanUse3'] as const;
const TURN_COUNTERS = ['turnCanCounter', 'turnCanCounter2', 'turnCanCounter3'] as const;
const NON_TURN_COUNTERS = ['nonTurnCanCounter', 'nonTurnCanCounter2', 'nonTurnCanCounter3'] as const;
type Guards = typeof TURN_USES | typeof TURN_COUNTERS | typeof NON_TURN_COUNTERS;

export function playTimingStates(opts: { host: string; limit?: number; root: string }) {
  const at = (step: string) => (opts.host ? positionKey([opts.host], step) : step);
  const check = (step: string, target: string) => checkState(step, at(step), opts.root, target);
  const resolving = (f: Fighter, step: string, target: string) => ({
    meta: { step },
    entry: resolve(f, step),
    on: { ...choiceEvents, next: onward(target) },
  });
  const use = (f: Fighter, counterOnly: boolean, step: string, nth = 0) =>
    update((t) => {
      const play = usable(t, f, counterOnly, nth)!;
      t[f].hand = t[f].hand.filter((p) => p.uid !== play.uid);
      t.pt.used[f] += 1;
      if (t.windows?.some((w) => w.card === play.card && w.by === f)) {
        t.windows = t.windows.filter((w) => !(w.card === play.card && w.by === f));
        t.log.push({ step: at(step), code: 'window-used', card: play.card });
      }
      t.log.push({ step: at(step), code: f === 'turn' ? 'turn-used' : 'non-turn-used', card: play.card });
      // Its target is fixed as it is used (000 ④ 1.1.1): when more than one monster fits, its user is asked now.
      // Used where only Counters may be used (an answer, or the play timing during an attack): a Counter timing.
      t.pt.pending[f] = { ...aimPlay(t, f, play, at(step)), ...(counterOnly || t.pt.counterOnly ? { atCounterTiming: true } : {}) };
    });
  // A choice of card, and its variants for the 2nd and 3rd different card the fighter may use (usablePlays).
  const pick = (event: string, guards: Guards, target: string, f: Fighter, counterOnly: boolean, step: string) =>
    numberedChoices(event, (i) => ({ guard: guards[i], target, actions: use(f, counterOnly, step, i) }));
  // The cost of the card just chosen is paid at the step after it (2.2, 3.2, 6.2, 7.2).
  const pay = (f: Fighter, step: string) => update((t) => payPlay(t, f, at(step)));
  // A step where a cost is paid; a target choice raised as the card was used is answered here before going on.
  const paying = (f: Fighter, step: string, target: string) => ({ meta: { step }, entry: pay(f, step), on: { ...choiceEvents, next: onward(target) } });
  const resolve = (f: Fighter, step: string) =>
    update((t) => {
      const play = t.pt.pending[f];
      if (!play) return;
      delete t.pt.pending[f];
      const waiting = t.windows ?? [];
      applyEffect(t, play, f, at(step));
      if (closesWindows(t, play)) {
        // ④ その他, cut-off (1): a card that does not look at the condition was played outside a Counter timing and
        // has resolved, so every "when …" card that was already waiting counts as not used. Windows this very
        // card opened (its resolution met a condition) stay open.
        for (const w of waiting) t.log.push({ step: at(step), code: 'window-closed-by-play', card: w.card });
        t.windows = (t.windows ?? []).filter((w) => !waiting.includes(w));
      }
      // A used card has done its work: it goes to its user's drop zone (a Magical Goodbye is not lost). An item
      // equipped stays on the field as the item itself.
      if (play.effect.kind !== 'equip') t[f].drop.push({ uid: play.uid, card: play.card });
    });

  return tableChart.createStateConfig({
    initial: 's1_1',
    entry: update((t) => {
      // A limited play timing is the one during an attack (2.5), where only Counter cards can be used.
      t.pt = { host: opts.host || null, pending: {}, used: { turn: 0, nonTurn: 0 }, limit: opts.limit ?? null, counterOnly: opts.limit !== undefined };
    }),
    states: {
      s1_1: check('1.1', 's2_1'),
      s2_1: {
        meta: { step: '2.1', defaultEvent: 'turn-passes' },
        on: {
          ...pick('turn-uses', TURN_USES, 's2_2', 'turn', false, '2.1'),
          'turn-passes': 's6_1',
        },
      },
      s2_2: paying('turn', '2.2', 's2_3'),
      s2_3: check('2.3', 's3_1'),
      s3_1: {
        meta: { step: '3.1', defaultEvent: 'pass' },
        on: {
          ...pick('counter-used', NON_TURN_COUNTERS, 's3_2', 'nonTurn', true, '3.1'),
          pass: 's5_1',
        },
      },
      s3_2: paying('nonTurn', '3.2', 's3_3'),
      s3_3: check('3.3', 's4_1'),
      s4_1: resolving('nonTurn', '4.1', 's4_2'),
      s4_2: check('4.2', 's5_1'),
      s5_1: resolving('turn', '5.1', 's5_2'),
      s5_2: check('5.2', 's2_1'),
      s6_1: {
        meta: { step: '6.1', defaultEvent: 'pass' },
        on: {
          ...pick('counter-used', NON_TURN_COUNTERS, 's6_2', 'nonTurn', true, '6.1'),
          pass: 's10_1',
        },
      },
      s6_2: paying('nonTurn', '6.2', 's6_3'),
      s6_3: check('6.3', 's7_1'),
      s7_1: {
        meta: { step: '7.1', defaultEvent: 'turn-passes' },
        on: {
          ...pick('counter-back', TURN_COUNTERS, 's7_2', 'turn', true, '7.1'),
          'turn-passes': 's9_1',
        },
      },
      s7_2: paying('turn', '7.2', 's7_3'),
      s7_3: check('7.3', 's8_1'),
      s8_1: resolving('turn', '8.1', 's8_2'),
      s8_2: check('8.2', 's9_1'),
      s9_1: resolving('nonTurn', '9.1', 's9_2'),
      s9_2: check('9.2', 's2_1'),
      s10_1: {
        meta: { step: '10.1' },
        on: {
          next: {
            target: 'done',
            // A "when …" card not used by the end of this play timing counts as not used.
            actions: update((t) => {
              for (const w of t.windows ?? []) t.log.push({ step: at('10.1'), code: 'window-expired', card: w.card });
              t.windows = [];
            }),
          },
        },
      },
      done: { type: 'final' as const },
    },
  });
}

const unit = (uid: string, card: string, over: Partial<Table['turn']['field']['left'][number]> = {}) => ({
  uid,
  card,
  size: 1,
  power: 5000,
  defense: 5000,
  critical: 2,
  keywords: [],
  soul: 0,
  rested: false,
  placed: 1,
  ...over,
});

export function table(over: Partial<Table> = {}): Table {
  const side = () => ({ life: 10, deck: 30, field: emptyField(), item: null, drop: [], hand: [], returned: [] });
  return {
    lost: [],
    turn: side(),
    nonTurn: side(),
    firstTurn: false,
    attacks: 0,
    doubleAttackUsed: [],
    attack: null,
    pt: { host: null, pending: {}, used: { turn: 0, nonTurn: 0 }, limit: null },
    log: [],
    ...over,
  } as Table;
}

const withHands = (turn: Play[], nonTurn: Play[], fill?: (t: Table) => void) => {
  const t = table();
  t.turn.hand = turn;
  t.nonTurn.hand = nonTurn;
  fill?.(t);
  return t;
};

export const playTimingSetups: Record<string, Table> = {
  /** Default: each fighter holds one card; the non-turn fighter's is a Counter. */
  basic: withHands(
    [{ uid: 'tp1', card: 'spell', counter: false, effect: { kind: 'none' } }],
    [{ uid: 'np1', card: 'counter-spell', counter: true, effect: { kind: 'none' } }],
  ),
  /** Q1: Demon Lord Asmodai is called, then its "Dangerous Backdrop" fires; the opponent holds two Counters. */
  asmodai: withHands(
    [
      { uid: 'tp1', card: 'asmodai', counter: false, effect: { kind: 'none' } },
      { uid: 'tp2', card: 'dangerous-backdrop', counter: false, effect: { kind: 'none' } },
    ],
    [
      { uid: 'np1', card: 'counter-spell', counter: true, effect: { kind: 'none' } },
      { uid: 'np2', card: 'counter-spell', counter: true, effect: { kind: 'none' } },
    ],
  ),
  /** ④ その他: a "when destroyed" card whose condition was met, waiting in the turn fighter's hand. */
  window: withHands([{ uid: 'tp1', card: 'when-destroyed-card', counter: true, effect: { kind: 'none' } }], [], (t) => {
    t.windows = [{ card: 'when-destroyed-card', by: 'turn' }];
  }),
  /**
   * ④ その他, first cut-off: the same waiting "when destroyed" card, but the turn fighter first plays a spell that
   * does not look at the condition. Once that spell resolves (5.1), the waiting card counts as not used.
   */
  'window-cut': withHands(
    [
      { uid: 'tp1', card: 'spell', counter: false, effect: { kind: 'none' } },
      { uid: 'tp2', card: 'when-destroyed-card', counter: true, effect: { kind: 'none' }, when: 'own-destroyed' },
    ],
    [],
    (t) => {
      t.windows = [{ card: 'when-destroyed-card', by: 'turn' }];
    },
  ),
  /**
   * ④ その他 「ダメージを受けた時」: the turn fighter's spell deals the opponent 2 effect damage; the opponent holds a
   * Counter usable "when you take damage", which opens only once the damage is taken (5.1).
   */
  'damage-window': withHands(
    [{ uid: 'tp1', card: 'damage-spell', counter: false, effect: { kind: 'life', change: 'effect-damage', to: 'opponent', amount: 2 } }],
    [{ uid: 'np1', card: 'when-damaged-card', counter: true, effect: { kind: 'none' }, when: 'own-damaged' }],
  ),
  /**
   * 000 ② 2.2, costs as data: the turn fighter has 1 gauge. A spell costing 2 gauge cannot be used; the one costing
   * 1 gauge and 1 life can, and both parts are paid at 2.2 (gauge to the drop zone, life paid, not damage).
   */
  costs: withHands(
    [
      { uid: 'tp1', card: 'costly-spell', counter: false, effect: { kind: 'none' }, cost: { gauge: 2 } },
      { uid: 'tp2', card: 'cheap-spell', counter: false, effect: { kind: 'none' }, cost: { gauge: 1, life: 1 } },
    ],
    [],
    (t) => {
      t.turn.gauge = 1;
      t.nonTurn.gauge = 0;
    },
  ),
  /**
   * A life cost paid down to 0: paying is allowed, and the ★rules check★ at 2.3, before the card can resolve, finds
   * the loss. The opponent's Counter never gets its chance.
   */
  'life-cost-lethal': withHands(
    [{ uid: 'tp1', card: 'life-cost-spell', counter: false, effect: { kind: 'life', change: 'effect-damage', to: 'opponent', amount: 3 }, cost: { life: 2 } }],
    [{ uid: 'np1', card: 'counter-spell', counter: true, effect: { kind: 'none' } }],
    (t) => {
      t.turn.life = 2;
    },
  ),
  /**
   * A spell whose cost is a soul card and resting a monster: the center monster, standing with one soul, pays both
   * at 2.2 (its soul card goes to the drop zone, and it is rested).
   */
  'soul-rest-cost': withHands([{ uid: 'tp1', card: 'soul-rest-spell', counter: false, effect: { kind: 'none' }, cost: { soul: 1, rest: 1 } }], [], (t) => {
    t.turn.field.center = [unit('tm1', 'your-center', { soul: 1 })];
  }),
  /** A Counter whose cost is a card from the hand: with no other card in hand it cannot be used. */
  'discard-cost': withHands(
    [{ uid: 'tp1', card: 'spell', counter: false, effect: { kind: 'none' } }],
    [{ uid: 'np1', card: 'discard-counter', counter: true, effect: { kind: 'none' }, cost: { discard: 1 } }],
  ),
  /** A spell that deals the opponent their last 2 life as effect damage: the check after it resolves ends the game. */
  'lethal-spell': withHands(
    [{ uid: 'tp1', card: 'damage-spell', counter: false, effect: { kind: 'life', change: 'effect-damage', to: 'opponent', amount: 2 } }],
    [],
    (t) => {
      t.nonTurn.life = 2;
    },
  ),
  /**
   * A spell calls a size-2 monster to the center beside a size-2 monster: at the check after it resolves (5.2)
   * the field is over size 3, and the editions differ on whether the monster just called may be the one to go.
   */
  'size-call': withHands(
    [{ uid: 'tp1', card: 'calling-spell', counter: false, effect: { kind: 'call', area: 'center', unit: unit('tm2', 'size-2-monster', { size: 2 }) } }],
    [],
    (t) => {
      t.turn.field.left = [unit('tm1', 'your-left', { size: 2 })];
    },
  ),
  /**
   * Web ruling (w09): a spell calls the buddy as a Buddy Call. The opponent's Counter answers the spell; the call
   * itself, made while the spell resolves, has no Counter window, and the Buddy Gift follows.
   */
  'effect-buddy-call': withHands(
    [
      {
        uid: 'tp1',
        card: 'quick-call-spell',
        counter: false,
        effect: { kind: 'call', area: 'center', unit: unit('tb1', 'buddy-monster', { size: 2 }), buddyCall: true },
      },
    ],
    [{ uid: 'np1', card: 'counter-spell', counter: true, effect: { kind: 'none' } }],
    (t) => {
      t.turn.buddyCallUsed = false;
    },
  ),
  /** The same, after this fighter's one Buddy Call of the game: the buddy is called, with no Buddy Gift. */
  'effect-buddy-call-used': withHands(
    [
      {
        uid: 'tp1',
        card: 'quick-call-spell',
        counter: false,
        effect: { kind: 'call', area: 'center', unit: unit('tb1', 'buddy-monster', { size: 2 }), buddyCall: true },
      },
    ],
    [],
    (t) => {
      t.turn.buddyCallUsed = true;
    },
  ),
  /** Web ruling (w03): the opponent is protected from effect damage; losing life is not damage, so it still goes. */
  'lose-life': withHands(
    [{ uid: 'tp1', card: 'life-loss-spell', counter: false, effect: { kind: 'life', change: 'lose', to: 'opponent', amount: 2 } }],
    [],
    (t) => {
      t.nonTurn.prevent = ['effect-damage'];
    },
  ),
  /** Web ruling (w03): the turn fighter is protected from both kinds of damage and pays life: paying is not damage. */
  'pay-life': withHands([{ uid: 'tp1', card: 'life-pay-spell', counter: false, effect: { kind: 'life', change: 'pay', to: 'self', amount: 1 } }], [], (t) => {
    t.turn.prevent = ['attack-damage', 'effect-damage'];
  }),
  /**
   * ④ 『装備変更』: the turn fighter, already equipped, equips an item with Equip Change. At the ★rules check★ after
   * it resolves (5.2) the item area holds two cards; the owner may send the old one to the hand instead of the drop zone.
   */
  'equip-change': withHands(
    [
      {
        uid: 'tp1',
        card: 'equip-change-item',
        counter: false,
        effect: { kind: 'equip', unit: unit('tp1', 'equip-change-item', { power: 3000, defense: 0, critical: 1, keywords: ['equip-change'] }) },
      },
    ],
    [],
    (t) => {
      t.turn.item = unit('ti1', 'old-item', { power: 2000, defense: 0, critical: 1 });
    },
  ),
  /** The same with an item that has no Equip Change: the old item simply goes to the drop zone at 5.2. */
  'equip-over': withHands(
    [{ uid: 'tp1', card: 'new-item', counter: false, effect: { kind: 'equip', unit: unit('tp1', 'new-item', { power: 3000, defense: 0, critical: 1 }) } }],
    [],
    (t) => {
      t.turn.item = unit('ti1', 'old-item', { power: 2000, defense: 0, critical: 1 });
    },
  ),
  /** Q2 and Q3: Dragonic Destroy at the opponent's monster, The Skies in your Hand in answer, Dragon Breath held back. */
  skies: withHands(
    [
      { uid: 'tp1', card: 'dragonic-destroy', counter: false, effect: { kind: 'destroy', target: 'nm1' } },
      { uid: 'tp2', card: 'dragon-breath', counter: true, effect: { kind: 'none' } },
    ],
    [{ uid: 'np1', card: 'the-skies-in-your-hand', counter: true, effect: { kind: 'return', target: 'nm1' } }],
    (t) => {
      t.nonTurn.field.center = [unit('nm1', 'opponent-monster')];
    },
  ),
};

export const playTimingMachine = tableChart.createMachine({
  id: 'play-timing',
  context: ({ input }) => structuredClone(input),
  initial: 'timing',
  states: {
    timing: { ...playTimingStates({ host: '', root: 'play-timing' }), meta: { group: 'pt' }, onDone: 'ended' },
    ended: { type: 'final', meta: { end: 'ended' } },
    gameOver: { type: 'final', meta: { end: 'game-over' } },
  },
});

export const playTimingFlow: FlowDefinition<Table> = {
  game: 'buddyfight',
  id: 'play-timing',
  machine: playTimingMachine,
  setups: playTimingSetups,
  editor: playTimingEditor,
  view: (t) => tableView(t, { attack: false }),
  answers: Object.keys(choiceEvents),
  // The size check after a card resolves: 000 spares the monster placed last, 002 does not.
  editions: tableEditions({ sizeAnyMonster: ['4.2', '5.2', '8.2', '9.2'] }),
};

export { other, unit };
