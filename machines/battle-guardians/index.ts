import { defineMachines } from '../engine/game';

/** Battle Guardians' flows, by id, in the order its landing page lists them: a new player starts by getting ready. */
export default defineMachines({
  flows: {
    setup: () => import('./setup').then((m) => m.setupFlow),
    turn: () => import('./turn').then((m) => m.turnFlow),
    counter: () => import('./counter').then((m) => m.counterFlow),
  },
});
