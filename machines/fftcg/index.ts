import { defineMachines } from '../engine/game';

/** FF-TCG's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    turn: () => import('./turn').then((m) => m.turnFlow),
    interrupt: () => import('./interrupt').then((m) => m.interruptFlow),
  },
});
