import { defineMachines } from '../engine/game';

/** Battle Guardians' flows, by id, in the order its landing page lists them (a new player starts by getting ready),
 * each loaded on demand (a flow page's browser loads only its own). */
export default defineMachines({
  flows: {
    setup: () => import('./setup').then((m) => m.setupFlow),
    turn: () => import('./turn').then((m) => m.turnFlow),
    counter: () => import('./counter').then((m) => m.counterFlow),
  },
});
