import type { L } from './schema';

/** Words of the cross-game page /<locale>/compare/responses; each game's own words come from its `responses`. */
export const responsesPage = {
  title: { ja: '相手はどう応じられるか — ゲームごとの比較', en: 'How the opponent can answer — the games compared' },
  intro: {
    ja: '相手の行動に割り込んで応じる仕組みは、ゲームごとに違います。誰が応じられるか、何回か、どの順に処理するか、いつ締め切られるかを並べ、同じ筋書き(Aが行動し、Bが応じ、Aが応じ返す)を各ゲームの図で再生して結果を比べます。',
    en: "Every game has its own way of letting a player cut in on the other's action. Here they are side by side: who may answer, how many times, in what order things resolve, and what closes the window. Then the same story — A acts, B answers, A answers back — is replayed on each game's own chart, with the outcome each one gives.",
  },
  game: { ja: 'ゲーム', en: 'Game' },
  who: { ja: '誰が応じられるか', en: 'Who may answer' },
  howMany: { ja: '応じられる数', en: 'How many answers' },
  order: { ja: '処理の順', en: 'Resolution order' },
  closes: { ja: '締め切り', en: 'What closes the window' },
  scenario: { ja: '筋書きの再生', en: 'The story, replayed' },
  replayed: { ja: 'この図の手順', en: 'Steps on this chart' },
  open: { ja: '図で一歩ずつ確かめる', en: 'Step through it on the chart' },
  start: { ja: '最初へ', en: 'Start' },
  previous: { ja: '戻る', en: 'Back' },
  next: { ja: '次へ', en: 'Next' },
  of: { ja: '/', en: 'of' },
  compareLink: { ja: '相手の応じ方を他のゲームと比べる', en: 'Compare how the opponent answers across games' },
} satisfies Record<string, L>;

/** Words of /<locale>/compare, the list of cross-game comparisons. */
export const compareIndex = {
  title: { ja: 'ゲームどうしの比較', en: 'The games compared' },
  intro: {
    ja: '同じ場面を、ゲームごとのルールで並べて比べるページです。',
    en: 'Pages that set the same moment side by side under each game’s rules.',
  },
} satisfies Record<string, L>;
