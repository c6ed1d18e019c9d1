import { openStack } from '../engine/stack';
import type { FlowDefinition } from '../engine/types';
import { forward, rulesOf, type FfBoard, type Side } from './board';
import { ffView } from './view';
import { ffChart, windowStates } from './window';
import { interruptEditor } from './interrupt-editor';

/**
 * The interrupt window on its own (003, "割り込みについて"): any phase or
 * step where abilities and summons may be used, from the moment it opens to
 * the moment both players do nothing with an empty stack. The same states
 * are nested in every such phase of the turn chart.
 */
const states = windowStates('');

export const interruptMachine = ffChart.createMachine({
  id: 'interrupt',
  context: ({ input }) => structuredClone(input),
  initial: states.initial,
  states: {
    ...states.states,
    done: { type: 'final', meta: { end: 'closed' } },
  },
});

const side = (over: Partial<Side> = {}): Side => ({ field: [], hand: [], deck: [], damage: [], breakZone: [], uses: [], ...over });

const board = (turn: Partial<Side>, nonTurn: Partial<Side>, depth = 3): FfBoard => ({
  turn: side(turn),
  nonTurn: side(nonTurn),
  stack: openStack(rulesOf({ depth })),
  depth,
  awaiting: null,
  attacker: null,
  blocker: null,
  exBurst: null,
  pendingAuto: null,
  attackPhaseOver: false,
  log: [],
});

export const interruptSetups: Record<string, FfBoard> = {
  /** 003's example: the turn player's Barret (7000) with Hammer Blow (+4000); the opponent holds Brynhildr (7000 damage). */
  barret: board({ field: [forward('barret')], uses: [{ card: 'hammer-blow' }] }, { uses: [{ card: 'brynhildr' }] }),
  /**
   * The cross-game story (/compare/responses): the turn player sends Brynhildr at the other
   * player's Barret, Hammer Blow answers, and a second Brynhildr answers back.
   */
  'answer-back': board({ uses: [{ card: 'brynhildr' }, { card: 'brynhildr' }] }, { field: [forward('barret')], uses: [{ card: 'hammer-blow' }] }),
  /** Both players can always answer; the stack stops growing at its depth bound (3). */
  open: board({ field: [forward('forward-a')], uses: [{ card: 'turn-ability', reusable: true }] }, { uses: [{ card: 'non-turn-summon', reusable: true }] }),
};

export const interruptFlow: FlowDefinition<FfBoard> = {
  game: 'fftcg',
  id: 'interrupt',
  machine: interruptMachine,
  setups: interruptSetups,
  editor: interruptEditor,
  view: (b) => ffView(b, { turn: false }),
};
