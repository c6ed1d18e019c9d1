import { setup } from 'xstate';
import type { BoardView } from '../engine/types';
import type { FlowDefinition, LogEntry, StepMeta } from '../engine/types';
import { guardianFacts } from './cards';
import { onCopy } from '../engine/clone';

/**
 * Getting ready for a game (004 先攻後攻決め・バトル前の準備). 004 numbers nothing; the chart numbers the steps in the
 * order 004 gives them:
 *   1    both roll a die at once      1.1  the dice are compared: the higher number chooses, a tie rolls again
 *   2    the higher roller chooses to go first or second
 *   3    keep one SF 0 or SF 1 normal attack guardian from the main deck aside, then the deck is shuffled
 *   4    draw four: with the kept card, a hand of five
 *   5    the one optional mulligan: return any of the four drawn (never the kept card), shuffle, draw as many
 *   6    dice set: the game begins; the kept guardian must be summoned on your first turn (the turn chart)
 * The chart follows one player ("you"); the opponent keeps and mulligans the same way. A deck that breaks 004's
 * building rules (`deckProblems`) cannot roll at step 1: its only way on is `deck-illegal`, to the end of that name.
 */
export type Who = 'you' | 'opp';

export interface SetupBoard {
  /**
   * How the last roll compared, from your side. Only the comparison decides anything in 004 (higher chooses, equal
   * rolls again), so the chart offers the three outcomes rather than 36 pairs of faces: the chart stays readable.
   */
  roll: 'you-higher' | 'opp-higher' | 'same' | null;
  /** Who rolled higher and so chooses; then who goes first. */
  chooser: Who | null;
  first: Who | null;
  /** Top first. A shuffle has no fixed result; the chart puts returned cards at the bottom so that replays repeat. */
  main: string[];
  hand: string[];
  kept: string | null;
  /** How many cards the mulligan returned (0: declined), or null before step 5 is decided. */
  mulligan: number | null;
  /** The side deck (004 デッキ構成), when a preset gives one: only guardians with a special way of summoning, eight at most. */
  side?: string[];
  log: LogEntry[];
}

/** A small main deck, top first: two guardians that may be kept, two that may not, and other cards. */
const deck = ['guardian-sf2', 'guardian-sf0', 'assist-guardian', 'guardian-sf1', 'spell-sp1', 'card', 'guardian-sf3', 'card', 'card', 'card', 'card', 'card'];

/**
 * Every attack guardian of the deck, each a keep event; the guard decides which of them may be kept. Only the deck's
 * own cards: a keep arrow for a card that is never in the deck would only crowd the chart.
 */
const KEEPABLE = [...new Set(deck)].filter((id) => guardianFacts(id)?.role === 'attack');

/** 004: the kept card is a normal guardian summonable to the attack zone, of SF 0 or SF 1. */
export const canKeep = (b: SetupBoard, card: string) => {
  const f = guardianFacts(card);
  return b.main.includes(card) && f?.role === 'attack' && f.sf <= 1;
};

/** Guardian kinds with a special way of summoning, the only cards a side deck may hold (004 サイドデッキ). */
const SPECIAL = ['rise', 'speed', 'cross', 'extra', 'raging'];

/**
 * 004 デッキ構成 and プリベントアビリティ: what makes a deck unplayable. The stand-in 'card' stands for many different
 * cards, so it is never counted as copies of one card.
 */
export function deckProblems(b: SetupBoard): string[] {
  const out: string[] = [];
  if (b.main.length > 60) out.push('main-too-big');
  const copies = new Map<string, number>();
  for (const c of b.main) if (c !== 'card') copies.set(c, (copies.get(c) ?? 0) + 1);
  if ([...copies.values()].some((n) => n > 3)) out.push('too-many-copies');
  if (b.main.filter((c) => guardianFacts(c)?.prevent).length > 6) out.push('too-many-prevent');
  const side = b.side ?? [];
  if (side.length > 8) out.push('side-too-big');
  if (side.some((c) => !SPECIAL.includes(guardianFacts(c)?.role ?? ''))) out.push('side-not-special');
  return out;
}

/** Cards of the hand a mulligan may return: all but the kept one. */
export const returnable = (b: SetupBoard) => b.hand.filter((_, i) => i !== b.hand.indexOf(b.kept!));

const chart = setup({
  types: { context: {} as SetupBoard, input: {} as SetupBoard, meta: {} as StepMeta },
  guards: {
    canKeep: ({ context: b }, params: { card: string }) => canKeep(b, params.card),
    canMulligan: ({ context: b }, params: { n: number }) => params.n <= returnable(b).length,
    deckLegal: ({ context: b }) => deckProblems(b).length === 0,
    deckIllegal: ({ context: b }) => deckProblems(b).length > 0,
  },
});

const update = (fn: (b: SetupBoard) => void) => chart.assign(onCopy(fn));

// Event maps built in code are typed by the chart's setup(), as the states written out are.
type SetupOn = NonNullable<Parameters<typeof chart.createStateConfig>[0]['on']>;

/** Step 1.1: the two dice compared. A tie sends both back to roll again; otherwise the higher roller chooses. */
const compare: SetupOn = {
  same: {
    target: 's1',
    actions: update((b) => {
      // No count of ties: the board after a tie is the same whatever came before, which keeps the chart's graph finite.
      b.roll = 'same';
      b.log.push({ step: '1.1', code: 'tie-reroll' });
    }),
  },
  ...Object.fromEntries(
    (['you-higher', 'opp-higher'] as const).map((e) => [
      e,
      {
        target: 's2',
        actions: update((b) => {
          b.roll = e;
          b.chooser = e === 'you-higher' ? 'you' : 'opp';
          b.log.push({ step: '1.1', code: b.chooser === 'you' ? 'you-choose' : 'opp-chooses' });
        }),
      },
    ]),
  ),
};

const keeps: SetupOn = Object.fromEntries(
  KEEPABLE.map((card) => [
    `keep-${card}`,
    {
      guard: { type: 'canKeep' as const, params: { card } },
      target: 's4',
      actions: update((b) => {
        b.main.splice(b.main.indexOf(card), 1);
        b.kept = card;
        b.log.push({ step: '3', code: 'kept', card });
      }),
    },
  ]),
);

const mulligans: SetupOn = Object.fromEntries(
  [1, 2, 3, 4].map((n) => [
    `mulligan-${n}`,
    {
      guard: { type: 'canMulligan' as const, params: { n } },
      target: 's6',
      actions: update((b) => {
        // The first n cards drawn go back (the player would pick them; the count is what the rules limit).
        const back = returnable(b).slice(0, n);
        for (const c of back) b.hand.splice(b.hand.indexOf(c), 1);
        b.main.push(...back);
        b.hand.push(...b.main.splice(0, n));
        b.mulligan = n;
        b.log.push({ step: '5', code: 'mulliganed' });
      }),
    },
  ]),
);

export const setupMachine = chart.createMachine({
  id: 'setup',
  context: ({ input }) => structuredClone(input),
  initial: 's1',
  states: {
    s1: {
      meta: { step: '1' },
      on: {
        roll: { guard: 'deckLegal', target: 's1_1' },
        // A deck that breaks 004's building rules cannot be played: the chart names each rule it breaks.
        'deck-illegal': {
          guard: 'deckIllegal',
          target: 'illegal',
          actions: update((b) => {
            for (const code of deckProblems(b)) b.log.push({ step: '1', code });
          }),
        },
      },
    },
    s1_1: { meta: { step: '1.1' }, on: compare },
    s2: {
      meta: { step: '2' },
      on: Object.fromEntries(
        (['go-first', 'go-second'] as const).map((e) => [
          e,
          {
            target: 's3',
            actions: update((b) => {
              b.first = e === 'go-first' ? b.chooser : b.chooser === 'you' ? 'opp' : 'you';
              b.log.push({ step: '2', code: b.first === 'you' ? 'you-first' : 'opp-first' });
            }),
          },
        ]),
      ),
    },
    s3: { meta: { step: '3' }, on: keeps },
    s4: {
      meta: { step: '4' },
      entry: update((b) => {
        b.hand = [b.kept!, ...b.main.splice(0, 4)];
        b.log.push({ step: '4', code: 'drew-four' });
      }),
      on: { next: 's5' },
    },
    s5: {
      meta: { step: '5', defaultEvent: 'no-mulligan' },
      on: {
        ...mulligans,
        'no-mulligan': { target: 's6', actions: update((b) => void ((b.mulligan = 0), b.log.push({ step: '5', code: 'no-mulligan' }))) },
      },
    },
    s6: { meta: { step: '6' }, on: { 'dice-set': 'started' } },
    started: { type: 'final', meta: { end: 'game-start' } },
    illegal: { type: 'final', meta: { end: 'deck-illegal' } },
  },
});

export const setupView = (b: SetupBoard): BoardView => ({
  sections: [
    { key: 'roll', kind: 'flag', value: b.roll ?? 'none' },
    { key: 'chooser', kind: 'flag', value: b.chooser ?? 'none' },
    { key: 'first', kind: 'flag', value: b.first ?? 'none' },
    { key: 'hand', kind: 'cards', cards: b.hand.map((card, i) => ({ card, tags: card === b.kept && i === b.hand.indexOf(card) ? ['kept'] : [] })) },
    { key: 'main', kind: 'number', value: b.main.length },
    { key: 'mulligan', kind: 'flag', value: b.mulligan === null ? 'none' : String(b.mulligan) },
  ],
});

export const setupSetups: Record<string, SetupBoard> = {
  standard: { roll: null, chooser: null, first: null, main: deck, hand: [], kept: null, mulligan: null, log: [] },
  /** Seven guardians with a prevent ability (no card more than three times) in an otherwise small main deck. */
  'prevent-seven': {
    roll: null,
    chooser: null,
    first: null,
    main: ['prevent-nullify', 'prevent-nullify', 'prevent-nullify', 'prevent-repair', 'prevent-repair', 'prevent-repair', 'prevent-nullify-2', ...deck],
    hand: [],
    kept: null,
    mulligan: null,
    log: [],
  },
};

export const setupFlow: FlowDefinition<SetupBoard> = {
  game: 'battle-guardians',
  id: 'setup',
  machine: setupMachine,
  setups: setupSetups,
  view: setupView,
};
