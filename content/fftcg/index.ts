import type machines from '../../machines/fftcg';
import { defineContent } from '../game';
import type { Ruling } from '../schema';
import game from './game';
import turn from './turn/flow';
import turnRulings from './turn/rulings';
import interrupt from './interrupt/flow';
import interruptRulings from './interrupt/rulings';
import topics from './topics';
import responses from './responses';

/** FF-TCG's words: one entry per flow of machines/fftcg, and its topics. */
export default defineContent<typeof machines>()({
  content: game,
  flows: {
    turn: { content: turn, rulings: turnRulings as Ruling[] },
    interrupt: { content: interrupt, rulings: interruptRulings as Ruling[] },
  },
  topicKinds: {
    // 003 names keyword abilities (Haste, Brave) but the shared pages still list
    // both kinds; FF-TCG's terms all sit under rules, keywords stays empty.
    keywords: { title: { ja: 'キーワード能力', en: 'Keyword abilities' } },
    rules: { title: { ja: '用語とルール', en: 'Terms and rules' } },
  },
  topics,
  // Steps follow 003's phase numbers ① to ⑥ and the attack steps 4-1 to 4-4, written 4.1.
  stepPattern: /^\d+(\.\d+)*$/,
  // Its column of the cross-game comparison of answering windows.
  responses,
});
