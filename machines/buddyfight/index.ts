import { defineMachines } from '../engine/game';
import { actAbilityFlow, autoAbilityFlow } from './abilities';
import { attackPhaseFlow } from './attack-phase';
import { callFlow } from './call';
import { playTimingFlow } from './play-timing';
import { rulesCheckFlow } from './rules-check';

/** Buddyfight's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    call: callFlow,
    'play-timing': playTimingFlow,
    'attack-phase': attackPhaseFlow,
    'rules-check': rulesCheckFlow,
    'act-ability': actAbilityFlow,
    'auto-ability': autoAbilityFlow,
  },
});
