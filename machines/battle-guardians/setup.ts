import { setup } from 'xstate';
import type { BoardView } from '../engine/types';
import type { FlowDefinition, LogEntry } from '../engine/types';
import { CARDS, guardianFacts } from './cards';

/**
 * Getting ready for a game (004 先攻後攻決め・バトル前の準備). 004 numbers nothing; the chart numbers the steps in the
 * order 004 gives them:
 *   1    your die        1.1  the opponent's die: the higher number chooses, a tie rolls again
 *   2    the higher roller chooses to go first or second
 *   3    keep one SF 0 or SF 1 normal attack guardian from the main deck aside, then the deck is shuffled
 *   4    draw four: with the kept card, a hand of five
 *   5    the one optional mulligan: return any of the four drawn (never the kept card), shuffle, draw as many
 *   6    dice set: the game begins; the kept guardian must be summoned on your first turn (the turn chart)
 * The chart follows one player ("you"); the opponent keeps and mulligans the same way.
 */
export type Who = 'you' | 'opp';

export interface SetupBoard {
  rolls: { you: number | null; opp: number | null };
  /** The number both rolled last time, when it was a tie. */
  tie: number | null;
  /** Who rolled higher and so chooses; then who goes first. */
  chooser: Who | null;
  first: Who | null;
  /** Top first. A shuffle has no fixed result; the chart puts returned cards at the bottom so that replays repeat. */
  main: string[];
  hand: string[];
  kept: string | null;
  /** How many cards the mulligan returned (0: declined), or null before step 5 is decided. */
  mulligan: number | null;
  log: LogEntry[];
}

const FACES = [1, 2, 3, 4, 5, 6];
/** Every attack guardian a keep event can name; the guard decides which of them may be kept. */
const KEEPABLE = Object.entries(CARDS)
  .filter(([, f]) => f.kind === 'guardian' && f.role === 'attack')
  .map(([id]) => id);

/** 004: the kept card is a normal guardian summonable to the attack zone, of SF 0 or SF 1. */
export const canKeep = (b: SetupBoard, card: string) => {
  const f = guardianFacts(card);
  return b.main.includes(card) && f?.role === 'attack' && f.sf <= 1;
};

/** Cards of the hand a mulligan may return: all but the kept one. */
export const returnable = (b: SetupBoard) => b.hand.filter((_, i) => i !== b.hand.indexOf(b.kept!));

const chart = setup({
  types: { context: {} as SetupBoard, input: {} as SetupBoard },
  guards: {
    tie: ({ context: b }, params: { face: number }) => b.rolls.you === params.face,
    canKeep: ({ context: b }, params: { card: string }) => canKeep(b, params.card),
    canMulligan: ({ context: b }, params: { n: number }) => params.n <= returnable(b).length,
  },
});

const update = (fn: (b: SetupBoard) => void) =>
  chart.assign(({ context }) => {
    const b = structuredClone(context);
    fn(b);
    return b;
  });

const oppRolls: any = Object.fromEntries(
  FACES.map((face) => [
    `opp-roll-${face}`,
    [
      {
        guard: { type: 'tie', params: { face } },
        target: 's1',
        actions: update((b) => {
          b.rolls = { you: null, opp: null };
          b.tie = face;
          b.log.push({ step: '1.1', code: 'tie-reroll' });
        }),
      },
      {
        target: 's2',
        actions: update((b) => {
          b.rolls.opp = face;
          b.tie = null;
          b.chooser = b.rolls.you! > face ? 'you' : 'opp';
          b.log.push({ step: '1.1', code: b.chooser === 'you' ? 'you-choose' : 'opp-chooses' });
        }),
      },
    ],
  ]),
);

const keeps: any = Object.fromEntries(
  KEEPABLE.map((card) => [
    `keep-${card}`,
    {
      guard: { type: 'canKeep', params: { card } },
      target: 's4',
      actions: update((b) => {
        b.main.splice(b.main.indexOf(card), 1);
        b.kept = card;
        b.log.push({ step: '3', code: 'kept', card });
      }),
    },
  ]),
);

const mulligans: any = Object.fromEntries(
  [1, 2, 3, 4].map((n) => [
    `mulligan-${n}`,
    {
      guard: { type: 'canMulligan', params: { n } },
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
      on: Object.fromEntries(FACES.map((face) => [`roll-${face}`, { target: 's1_1', actions: update((b) => void (b.rolls.you = face)) }])) as any,
    },
    s1_1: { meta: { step: '1.1' }, on: oppRolls },
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
  },
});

export const setupView = (b: SetupBoard): BoardView => ({
  sections: [
    { key: 'rolls.you', kind: 'flag', value: b.rolls.you === null ? 'none' : String(b.rolls.you) },
    { key: 'rolls.opp', kind: 'flag', value: b.rolls.opp === null ? 'none' : String(b.rolls.opp) },
    ...(b.tie !== null ? [{ key: 'tie', kind: 'flag' as const, value: String(b.tie) }] : []),
    { key: 'chooser', kind: 'flag', value: b.chooser ?? 'none' },
    { key: 'first', kind: 'flag', value: b.first ?? 'none' },
    { key: 'hand', kind: 'cards', cards: b.hand.map((card, i) => ({ card, tags: card === b.kept && i === b.hand.indexOf(card) ? ['kept'] : [] })) },
    { key: 'main', kind: 'number', value: b.main.length },
    { key: 'mulligan', kind: 'flag', value: b.mulligan === null ? 'none' : String(b.mulligan) },
  ],
});

/** A small main deck, top first: two guardians that may be kept, two that may not, and other cards. */
const deck = ['guardian-sf2', 'guardian-sf0', 'assist-guardian', 'guardian-sf1', 'spell-sp1', 'card', 'guardian-sf3', 'card', 'card', 'card', 'card', 'card'];

export const setupSetups: Record<string, SetupBoard> = {
  standard: { rolls: { you: null, opp: null }, tie: null, chooser: null, first: null, main: deck, hand: [], kept: null, mulligan: null, log: [] },
};

export const setupFlow: FlowDefinition<SetupBoard> = {
  game: 'battle-guardians',
  id: 'setup',
  machine: setupMachine,
  setups: setupSetups,
  view: setupView,
};
