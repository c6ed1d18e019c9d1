import { defineMachines } from '../engine/game';
import { counterFlow } from './counter';
import { setupFlow } from './setup';
import { turnFlow } from './turn';

/** Battle Guardians' flows, by id, in the order its landing page lists them: a new player starts by getting ready. */
export default defineMachines({
  flows: {
    setup: setupFlow,
    turn: turnFlow,
    counter: counterFlow,
  },
});
