import type { ResponsesWords } from '../game';

/** Goda's column of /compare/responses: the stack of section 6. */
export default {
  flow: 'stack',
  who: {
    ja: '直前に行動していない側。スタックを含むどんな行動でも、もう一方にスタックの権利が生まれます(6.1、6.2)。ただし相手のターンに重ねられるのは、タイム呪文と、発動の時を満たす効果だけです。',
    en: "Whoever did not just act: any action, stacking included, hands the other player the right to stack (6.1, 6.2). In the opponent's turn, though, only a time spell or an effect whose time to activate is met may be stacked.",
  },
  howMany: {
    ja: 'ルール上の上限なし。発動できるカードがある限り、交互に重ねられます(この図は4枚で止めます)。',
    en: 'No limit in the rules: players take turns stacking while they have cards to activate (this chart stops at four).',
  },
  order: {
    ja: '最後に発動したものから順に、最初の発動まで。処理中は新しい発動ができません(6.3)。',
    en: 'Last activated first, down to the first; nothing new may be activated while they resolve (6.3).',
  },
  closes: {
    ja: '権利を持つ側がもう発動しないとき(「発動するカードが無くなったとき」のこの図での読み方)。',
    en: 'The player holding the right activates nothing more (this chart\'s reading of "when no more cards are activated").',
  },
  scenario: {
    setup: 'answer-and-back',
    walk: 'activate.stack-card.stack-card.decline.resolve.resolve.resolve',
    story: {
      ja: 'Aのターン、AがBのモンスターに破壊呪文を発動。Bはタイム呪文の無効化呪文をスタックし、Aはさらに無効化呪文を重ねて応じ返します。最後のAの無効化から処理され、Bの無効化は効果を失い、破壊呪文が通ってモンスターは破壊されます。',
      en: "In A's turn, A casts Blast at B's monster. B stacks Cancel, a time spell, on it, and A answers back by stacking its own Cancel. A's Cancel resolves first and nullifies B's, so Blast goes through and the monster is destroyed.",
    },
  },
} satisfies ResponsesWords;
