import { setup } from 'xstate';
import { canPass, canPush, openStack, pass, push, resolve, stackCards, type StackRules, type StackState } from '../engine/stack';
import type { FlowDefinition, LogEntry, StepMeta } from '../engine/types';
import { onCopy } from '../engine/clone';
import { stackEditor } from './stack-editor';
import { isTimeSpell, type GodaSpell } from './spells';

/**
 * The stack (001, section 6 "発動の積み重ね(スタック)"): activating a card on top
 * of another's activation. Every action, a stack included, gives the other player
 * the right to stack; once nobody activates more, the cards resolve from the last
 * one activated, and nothing new may be activated until they all have.
 */
export type Player = 'a' | 'b';

/** The cards of the worked scenario: Blast (a normal spell) destroys the opponent's monster; Cancel (a time spell) nullifies the activation it was stacked on. */
export type GodaCard = Extract<GodaSpell, 'blast' | 'cancel'>;

export interface StackItem {
  card: GodaCard;
  negated: boolean;
}

/** Where a player's monster is: in the zone (Blast's target), destroyed, or never there (a board set up without one). */
export type MonsterPlace = 'zone' | 'grave' | 'none';

export interface GodaStackBoard {
  /** Whose turn it is: only that player may activate a spell other than a time spell (001 §3). Every preset is A's. */
  turn: Player;
  hands: Record<Player, GodaCard[]>;
  stack: StackState<StackItem, Player>;
  /** Each player's monster: the target of the other player's Blast. */
  monsters: Record<Player, MonsterPlace>;
  grave: GodaCard[];
  log: LogEntry[];
}

export const other = (p: Player): Player => (p === 'a' ? 'b' : 'a');

/**
 * The source gives the right to stack to the other player after every action, and
 * says resolution starts when no more cards are activated. We read "no more" as the
 * player holding the right declining (one pass), and resolution runs to the bottom.
 * These are the rules of A's turn, as every preset has it; `rulesOf` gives any board's.
 */
export const GODA_STACK: StackRules<Player> = {
  players: ['a', 'b'],
  opening: 'a',
  afterPush: other,
  afterResolve: () => 'a',
  passesNeeded: 1,
  resolveAll: true,
  maxDepth: 4,
};

/** The turn player opens (6.1): the stack of a board set in B's turn starts with B. */
export const rulesOf = (turn: Player): StackRules<Player> => ({ ...GODA_STACK, opening: turn, afterResolve: () => turn });

const holder = (b: GodaStackBoard) => b.stack.priority;

/**
 * Whether `p` has a card that can be activated now which `fits`. Every activation needs something to work on (001 §6,
 * 効果を発動するための条件 3: choosing a target is part of the cost, and the cost must give its result): Blast needs
 * the opponent's monster in the zone, and Cancel an activation beneath it, which a non-empty stack always has.
 */
function canCast(b: GodaStackBoard, p: Player, fits: (c: GodaCard) => boolean): boolean {
  return b.hands[p].some((c) => fits(c) && (isTimeSpell(c) ? b.stack.items.length > 0 : b.monsters[other(p)] === 'zone'));
}

const isNormal = (c: GodaCard) => !isTimeSpell(c);

const chart = setup({
  types: { context: {} as GodaStackBoard, input: {} as GodaStackBoard, meta: {} as StepMeta },
  guards: {
    // 6.1: the turn player starts. With nothing on the stack, a Cancel has nothing to nullify, so the first card is a
    // Blast, aimed at the opponent's monster.
    canActivate: ({ context: b }) => canPush(b.stack, rulesOf(b.turn), holder(b)) && holder(b) === b.turn && canCast(b, holder(b), isNormal),
    // 6.2: a time spell may be stacked in either player's turn; a normal spell only by the turn player. Two guards, so
    // a normal spell refused in the opponent's turn is shut with its own reason, beside the time spell that is open.
    canStackTime: ({ context: b }) => canPush(b.stack, rulesOf(b.turn), holder(b)) && canCast(b, holder(b), isTimeSpell),
    canStackNormal: ({ context: b }) => canPush(b.stack, rulesOf(b.turn), holder(b)) && holder(b) === b.turn && canCast(b, holder(b), isNormal),
    canDecline: ({ context: b }) => canPass(b.stack, holder(b)),
    moreBelow: ({ context: b }) => b.stack.items.length > 1,
  },
});

const change = (f: (b: GodaStackBoard) => void) => chart.assign(onCopy(f));

/** The holder activates the first card of their hand that `fits` (6.1 and a 6.2 normal spell: Blast; 6.2: a time spell). */
function activate(b: GodaStackBoard, step: string, fits: (c: GodaCard) => boolean) {
  const by = holder(b);
  const card = b.hands[by].splice(b.hands[by].findIndex(fits), 1)[0];
  b.stack = push(b.stack, rulesOf(b.turn), by, { card, negated: false });
  b.log.push({ step, code: by === 'a' ? 'a-activated' : 'b-activated', card });
}

function resolveTop(b: GodaStackBoard) {
  const { stack, entry } = resolve(b.stack, rulesOf(b.turn));
  b.stack = stack;
  b.grave.push(entry.item.card);
  if (entry.item.negated) {
    b.log.push({ step: '6.3', code: 'nullified', card: entry.item.card });
    return;
  }
  if (entry.item.card === 'cancel') {
    const below = b.stack.items[b.stack.items.length - 1];
    if (below) below.item.negated = true;
    b.log.push({ step: '6.3', code: 'cancel-resolved', card: below?.item.card });
  } else {
    // Blast destroys the monster of the player who did not cast it. Two live Blasts at one monster cannot both be on a
    // stack of four (the card between them would be the other player's Cancel on the lower one), so it is still there.
    const target = other(entry.by);
    b.monsters[target] = 'grave';
    b.log.push({ step: '6.3', code: target === 'b' ? 'blast-resolved' : 'blast-resolved-on-a' });
  }
}

export const stackMachine = chart.createMachine({
  id: 'stack',
  context: ({ input }) => structuredClone(input),
  initial: 'activate',
  states: {
    activate: {
      meta: { step: '6.1' },
      on: {
        activate: { guard: 'canActivate', target: 'right', actions: change((b) => activate(b, '6.1', isNormal)) },
        // Activating is the turn player's choice, and a board may leave them nothing to activate: without an action
        // nobody gets a right to stack (001 §6), so the chart ends here rather than waiting on a shut choice.
        'no-activation': { target: 'unopened', actions: change((b) => void b.log.push({ step: '6.1', code: 'nothing-activated' })) },
      },
    },
    right: {
      meta: { step: '6.2', defaultEvent: 'decline' },
      on: {
        'stack-card': { guard: 'canStackTime', target: 'right', actions: change((b) => activate(b, '6.2', isTimeSpell)) },
        'stack-normal': { guard: 'canStackNormal', target: 'right', actions: change((b) => activate(b, '6.2', isNormal)) },
        decline: {
          guard: 'canDecline',
          target: 'resolving',
          actions: change((b) => {
            b.log.push({ step: '6.2', code: holder(b) === 'a' ? 'a-declined' : 'b-declined' });
            b.stack = pass(b.stack, rulesOf(b.turn), holder(b));
          }),
        },
      },
    },
    resolving: {
      // Only resolving is possible here: nothing new may be activated mid-resolution.
      meta: { step: '6.3' },
      on: {
        resolve: [
          { guard: 'moreBelow', target: 'resolving', actions: change(resolveTop) },
          { target: 'done', actions: change(resolveTop) },
        ],
      },
    },
    done: { type: 'final', meta: { end: 'resolved' } },
    unopened: { type: 'final', meta: { end: 'nothing-activated' } },
  },
});

const board = (a: GodaCard[], b: GodaCard[]): GodaStackBoard => ({
  turn: 'a',
  hands: { a, b },
  stack: openStack(GODA_STACK),
  monsters: { a: 'zone', b: 'zone' },
  grave: [],
  log: [],
});

export const stackSetups: Record<string, GodaStackBoard> = {
  /** A: Blast and Cancel; B: Cancel. A blasts, B cancels it, A cancels B's Cancel. */
  'answer-and-back': board(['blast', 'cancel'], ['cancel']),
  /** A: Blast; B: Cancel. A blasts, B cancels it. */
  'answer-only': board(['blast'], ['cancel']),
  /** Both hold two Cancels behind A's Blast: the depth bound (4) ends the climb. */
  deep: board(['blast', 'cancel', 'cancel'], ['cancel', 'cancel']),
  /** A: Blast; B: a Blast of their own (a normal spell) and Cancel. In A's turn B may stack the Cancel, never the Blast. */
  'normal-spell': board(['blast'], ['blast', 'cancel']),
};

export const stackFlow: FlowDefinition<GodaStackBoard> = {
  game: 'goda',
  id: 'stack',
  machine: stackMachine,
  setups: stackSetups,
  editor: stackEditor,
  view(b) {
    return {
      sections: [
        {
          key: 'stack',
          kind: 'cards',
          cards: stackCards(b.stack, (i) => i.card).map((c, i) => ({
            ...c,
            tags: [...(c.tags ?? []), ...(b.stack.items[b.stack.items.length - 1 - i].item.negated ? ['negated'] : [])],
          })),
        },
        { key: 'turn', kind: 'flag', value: b.turn },
        // A right to stack answers an action on the stack (001 §6): with nothing on it, before the first activation
        // and once all has resolved, nobody holds one (a probe found the finished board still giving it to A).
        { key: 'right', kind: 'flag', value: b.stack.phase === 'open' && b.stack.items.length > 0 ? b.stack.priority : 'nobody' },
        { key: 'hand-a', kind: 'cards', cards: b.hands.a.map((c) => ({ card: c })) },
        { key: 'hand-b', kind: 'cards', cards: b.hands.b.map((c) => ({ card: c })) },
        { key: 'monster-a', kind: 'flag', value: b.monsters.a },
        { key: 'monster-b', kind: 'flag', value: b.monsters.b },
        { key: 'grave', kind: 'cards', cards: b.grave.map((c) => ({ card: c })) },
      ],
    };
  },
};
