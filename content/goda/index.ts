import type machines from '../../machines/goda';
import { defineContent } from '../game';
import type { Ruling } from '../schema';
import game from './game';
import turn from './turn/flow';
import turnRulings from './turn/rulings';
import attack from './attack/flow';
import attackRulings from './attack/rulings';
import stack from './stack/flow';
import stackRulings from './stack/rulings';
import cost from './cost/flow';
import costRulings from './cost/rulings';
import topics from './topics';
import responses from './responses';

/** Goda Card Battler's words: one entry per flow of machines/goda, and its terms. */
export default defineContent<typeof machines>()({
  content: game,
  flows: {
    turn: { content: turn, rulings: turnRulings as Ruling[] },
    attack: { content: attack, rulings: attackRulings as Ruling[] },
    stack: { content: stack, rulings: stackRulings as Ruling[] },
    cost: { content: cost, rulings: costRulings as Ruling[] },
  },
  topicKinds: { terms: { title: { ja: '用語', en: 'Terms' } } },
  topics,
  // The chart numbers the source's sections and bullets: 4.1, 5.2.1; the cost chart the three numbered conditions.
  stepPattern: /^\d+(\.\d+)*$/,
  responses,
});
