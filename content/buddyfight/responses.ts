import type { ResponsesWords } from '../game';

/** Buddyfight's column of /compare/responses: play timing and Counters (section ②). */
export default {
  flow: 'play-timing',
  who: {
    ja: 'ターンファイターがカードを使ったあとは、相手が【対抗】で応じられます(3.1)。ターンファイターが使わずに渡したときは、相手が先に【対抗】を使え、ターンファイターはそれに【対抗】で応じ返せます(6.1、7.1)。',
    en: 'After the turn fighter uses a card, the opponent may answer with a Counter (3.1). If the turn fighter passes instead, the opponent may use a Counter first and the turn fighter may Counter back (6.1, 7.1).',
  },
  howMany: {
    ja: 'この図では、1回の使用に対して【対抗】1枚、応じ返しは1枚まで。解決後は2.1に戻り、また使えます。',
    en: 'On this chart, one Counter in answer to a use, and at most one Counter back; once they resolve, play returns to 2.1 and cards may be used again.',
  },
  order: {
    ja: '応じたカードが、応じられたカードより先に解決します(4.1→5.1、8.1→9.1)。',
    en: 'The answer resolves before the card it answers (4.1 then 5.1; 8.1 then 9.1).',
  },
  closes: {
    ja: 'ターンファイターが2.1で、相手が6.1で続けて使わなかったとき(10.1)。',
    en: 'The turn fighter passes at 2.1 and then the opponent passes at 6.1 (10.1).',
  },
  scenario: {
    setup: 'skies',
    walk: 'turn-uses.counter-used.next.next.next.next.next.next',
    story: {
      ja: 'Aが相手のモンスターに「ドラゴニック・デストロイ」を使い、Bは【対抗】で「大空を手に入れて」を使ってそのモンスターを手札に戻します。Aは【対抗】の「ドラゴン・ブレス」を持っていますが、この流れではBの【対抗】に応じ返す場面がありません。Bのカードが先に解決してモンスターは手札へ、Aのカードは対象を失います。Aが再び動けるのは2.1に戻ってからです。',
      en: "A uses Dragonic Destroy on B's monster; B answers with The Skies in your Hand, a Counter that returns the monster to hand. A holds Dragon Breath, a Counter too, but this flow gives A no point at which to answer B's Counter: B's card resolves first, the monster goes back to hand, and Dragonic Destroy has no target left. A can act again only back at 2.1.",
    },
  },
} satisfies ResponsesWords;
