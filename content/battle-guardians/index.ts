import type machines from '../../machines/battle-guardians';
import { defineContent } from '../game';
import type { Ruling } from '../schema';
import game from './game';
import turn from './turn/flow';
import turnRulings from './turn/rulings';
import counter from './counter/flow';
import counterRulings from './counter/rulings';
import setup from './setup/flow';
import setupRulings from './setup/rulings';
import topics from './topics';
import responses from './responses';

/** Battle Guardians' words: one entry per flow of machines/battle-guardians, and its terms. */
export default defineContent<typeof machines>()({
  content: game,
  flows: {
    setup: { content: setup, rulings: setupRulings as Ruling[] },
    turn: { content: turn, rulings: turnRulings as Ruling[] },
    counter: { content: counter, rulings: counterRulings as Ruling[] },
  },
  topicKinds: { terms: { title: { ja: '用語', en: 'Terms' } } },
  topics,
  responses,
  // 004 numbers only its attack procedure (1–3); the charts number its stages 1–10 and the steps within them (3.1, 7.2).
  stepPattern: /^\d+(\.\d+)*$/,
});
