import { defineMachines } from '../engine/game';

/** Buddyfight's flows, by id, in the order its landing page lists them. */
export default defineMachines({
  flows: {
    call: () => import('./call').then((m) => m.callFlow),
    'play-timing': () => import('./play-timing').then((m) => m.playTimingFlow),
    'attack-phase': () => import('./attack-phase').then((m) => m.attackPhaseFlow),
    'rules-check': () => import('./rules-check').then((m) => m.rulesCheckFlow),
    'act-ability': () => import('./act-ability').then((m) => m.actAbilityFlow),
    'auto-ability': () => import('./auto-ability').then((m) => m.autoAbilityFlow),
  },
});
