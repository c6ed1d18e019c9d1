import { defineMachines } from '../engine/game';
import { counterFlow } from './counter';
import { setupFlow } from './setup';
import { turnFlow } from './turn';

/** Battle Guardians' flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    turn: turnFlow,
    counter: counterFlow,
    setup: setupFlow,
  },
});
