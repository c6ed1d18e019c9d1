import type machines from '../../machines/buddyfight';
import { defineContent } from '../game';
import type { Ruling } from '../schema';
import game from './game';
import call from './call/flow';
import callRulings from './call/rulings';
import playTiming from './play-timing/flow';
import playTimingRulings from './play-timing/rulings';
import attackPhase from './attack-phase/flow';
import attackPhaseRulings from './attack-phase/rulings';
import rulesCheck from './rules-check/flow';
import rulesCheckRulings from './rules-check/rulings';
import actAbility from './act-ability/flow';
import actAbilityRulings from './act-ability/rulings';
import autoAbility from './auto-ability/flow';
import autoAbilityRulings from './auto-ability/rulings';
import topics from './topics';
import terms from './terms';
import { extras } from './extras';
import responses from './responses';
import editions from './editions';
import editionRulings from './attack-phase/edition-rulings';
import playTimingEditionRulings from './play-timing/edition-rulings';
import orderRulings from './attack-phase/order-rulings';
import { RULES_CHECK_TITLE } from './shared';

/** Buddyfight's words: one entry per flow of machines/buddyfight, its topics and its own additions. */
export default defineContent<typeof machines>()({
  content: game,
  flows: {
    call: { content: call, rulings: callRulings as Ruling[] },
    'play-timing': { content: playTiming, rulings: [...playTimingRulings, ...playTimingEditionRulings] as Ruling[] },
    'attack-phase': { content: attackPhase, rulings: [...attackPhaseRulings, ...editionRulings, ...orderRulings] as Ruling[] },
    'rules-check': { content: rulesCheck, rulings: rulesCheckRulings as Ruling[] },
    'act-ability': { content: actAbility, rulings: actAbilityRulings as Ruling[] },
    'auto-ability': { content: autoAbility, rulings: autoAbilityRulings as Ruling[] },
  },
  topicKinds: {
    keywords: {
      title: { ja: 'キーワード能力', en: 'Keyword abilities' },
      facts: {
        counterable: { ja: '【対抗】で対応できるか', en: 'Can a Counter answer it?' },
        stacks: { ja: '1枚のカードに重複するか', en: 'Does one card hold it twice?' },
      },
    },
    rules: { title: { ja: 'その他のルール', en: 'Other rules' } },
  },
  topics,
  terms,
  badges: {
    'rules-check': {
      name: RULES_CHECK_TITLE,
      short: topics.rules['rules-check'].short,
      topic: { kind: 'rules', id: 'rules-check' },
      // The check logs this code when no fighter has lost, no area holds two cards and no size is over.
      idle: {
        codes: ['rules-check-clear'],
        text: {
          ja: '確かめることはありましたが、今回は何も起きません。そのまま次へ進みます。',
          en: 'The check runs, and this time finds nothing to do: play simply goes on.',
        },
      },
    },
  },
  // Steps carry the official numbers of 000 (1.4, 3.2.1).
  stepPattern: /^\d+(\.\d+)*$/,
  // The JP ↔ EN-2014 concordance: its own page, a note on each step, flags on rulings.
  extras,
  // Its column of the cross-game comparison of answering windows.
  responses,
  // The rule editions its machines declare, named and cited.
  editions,
});
