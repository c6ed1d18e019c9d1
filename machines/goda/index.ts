import { defineMachines } from '../engine/game';

/** Goda Card Battler's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    turn: () => import('./turn').then((m) => m.turnFlow),
    attack: () => import('./attack').then((m) => m.attackFlow),
    stack: () => import('./stack').then((m) => m.stackFlow),
    cost: () => import('./cost').then((m) => m.costFlow),
  },
});
