import { defineMachines } from '../engine/game';
import { attackFlow } from './attack';
import { costFlow } from './cost';
import { stackFlow } from './stack';
import { turnFlow } from './turn';

/** Goda Card Battler's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    turn: turnFlow,
    attack: attackFlow,
    stack: stackFlow,
    cost: costFlow,
  },
});
