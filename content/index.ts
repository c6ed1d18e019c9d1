import buddyfight from './buddyfight/game';
import buddyfightCall from './buddyfight/call/flow';
import buddyfightCallRulings from './buddyfight/call/rulings';
import buddyfightAttack from './buddyfight/attack-phase/flow';
import buddyfightAttackRulings from './buddyfight/attack-phase/rulings';
import buddyfightPlayTiming from './buddyfight/play-timing/flow';
import buddyfightPlayTimingRulings from './buddyfight/play-timing/rulings';
import buddyfightRulesCheck from './buddyfight/rules-check/flow';
import buddyfightRulesCheckRulings from './buddyfight/rules-check/rulings';
import buddyfightAct from './buddyfight/act-ability/flow';
import buddyfightActRulings from './buddyfight/act-ability/rulings';
import buddyfightAuto from './buddyfight/auto-ability/flow';
import buddyfightAutoRulings from './buddyfight/auto-ability/rulings';
import buddyfightTopics from './buddyfight/topics';
import buddyfightConcordance from './buddyfight/concordance';
import fftcg from './fftcg/game';
import fftcgTurn from './fftcg/turn/flow';
import fftcgTurnRulings from './fftcg/turn/rulings';
import fftcgInterrupt from './fftcg/interrupt/flow';
import fftcgInterruptRulings from './fftcg/interrupt/rulings';
import fftcgTopics from './fftcg/topics';
import type { Concordance, FlowContent, GameContent, Locale, Ruling, Topic } from './schema';

export { LOCALES, type Locale } from './schema';

export interface FlowEntry {
  content: FlowContent;
  rulings: Ruling[];
}

/** Every game's words. Adding a flow means adding an entry here and a machine in machines/index.ts. */
export interface GameEntry {
  content: GameContent;
  flows: Record<string, FlowEntry>;
  /** Keyword abilities and stand-alone rules, each with a page. */
  topics: { keywords: Record<string, Topic>; rules: Record<string, Topic> };
  /** How the primary document's steps line up with an older edition's, where one exists. */
  concordance?: Concordance;
}

export const games: Record<string, GameEntry> = {
  buddyfight: {
    content: buddyfight,
    topics: buddyfightTopics as GameEntry['topics'],
    concordance: buddyfightConcordance as Concordance,
    flows: {
      call: {
        content: buddyfightCall,
        rulings: buddyfightCallRulings as Ruling[],
      },
      'play-timing': {
        content: buddyfightPlayTiming,
        rulings: buddyfightPlayTimingRulings as Ruling[],
      },
      'attack-phase': {
        content: buddyfightAttack,
        rulings: buddyfightAttackRulings as Ruling[],
      },
      'rules-check': {
        content: buddyfightRulesCheck,
        rulings: buddyfightRulesCheckRulings as Ruling[],
      },
      'act-ability': {
        content: buddyfightAct,
        rulings: buddyfightActRulings as Ruling[],
      },
      'auto-ability': {
        content: buddyfightAuto,
        rulings: buddyfightAutoRulings as Ruling[],
      },
    },
  },
  fftcg: {
    content: fftcg,
    topics: fftcgTopics as GameEntry['topics'],
    flows: {
      turn: { content: fftcgTurn, rulings: fftcgTurnRulings as Ruling[] },
      interrupt: { content: fftcgInterrupt, rulings: fftcgInterruptRulings as Ruling[] },
    },
  },
};

export function rulingsOf(game: string): Ruling[] {
  return Object.values(games[game]?.flows ?? {}).flatMap((f) => f.rulings);
}
