import { actAbilityFlow, autoAbilityFlow } from './buddyfight/abilities';
import { attackPhaseFlow } from './buddyfight/attack-phase';
import { callFlow } from './buddyfight/call';
import { playTimingFlow } from './buddyfight/play-timing';
import { rulesCheckFlow } from './buddyfight/rules-check';
import type { FlowDefinition } from './engine/types';
import { interruptFlow } from './fftcg/interrupt';
import { turnFlow } from './fftcg/turn';

/** Every flow of every game, keyed "game/flow". Adding a flow means adding a line here. */
export const flows: Record<string, FlowDefinition> = {
  'buddyfight/call': callFlow,
  'buddyfight/play-timing': playTimingFlow,
  'buddyfight/attack-phase': attackPhaseFlow,
  'buddyfight/rules-check': rulesCheckFlow,
  'buddyfight/act-ability': actAbilityFlow,
  'buddyfight/auto-ability': autoAbilityFlow,
  'fftcg/turn': turnFlow,
  'fftcg/interrupt': interruptFlow,
};

export function getFlow(game: string, flow: string): FlowDefinition | undefined {
  return flows[`${game}/${flow}`];
}
