import { defineMachines } from '../engine/game';
import { interruptFlow } from './interrupt';
import { turnFlow } from './turn';

/** FF-TCG's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    turn: turnFlow,
    interrupt: interruptFlow,
  },
});
