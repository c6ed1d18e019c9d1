import type { Ruling } from '../../schema';
import { TO_SIZE_CHECK } from '../editions';
import { cite000 } from '../shared';

/** Rulings whose answer depends on the rules edition; each replays under every edition it covers. */
export default [
  {
    id: 'play-timing-size-newest',
    flow: 'play-timing',
    kind: 'judge',
    question: {
      ja: 'レフトにサイズ2のモンスターがいるとき、魔法でサイズ2のモンスターをセンターにコールしました。サイズ合計は4です。今コールしたほうのモンスターをドロップゾーンに置くことを選べますか?',
      en: 'I have a size 2 monster in my left area, and a spell calls another size 2 monster to my center, for a total size of 4. May I choose to send the monster I just called to the drop zone?',
    },
    answer: {
      ja: 'ルールの版によって答えが変わります。日本語版の詳細ルールでは選べず、レフトに前からいたモンスターが置かれます。2014年の英語版では、どちらを置くか選べます。',
      en: 'It depends on the edition of the rules: under the Japanese detailed rules you may not: the size 2 already in your left area goes; under the 2014 English rules you choose either one.',
    },
    editions: [
      {
        edition: 'jp',
        answer: {
          ja: '選べません。000のルール処理は、最後に場に置かれたモンスター以外をドロップゾーンに置きます。候補がレフトの1枚だけなので、5.2で選ぶまでもなくそれが置かれ、コールしたモンスターは残ります。',
          en: "No. 000's rules check sends monsters other than the one placed last. That leaves only the left monster as a candidate, so at 5.2 it goes at once, with no choice, and the called monster stays.",
        },
      },
      {
        edition: 'en-2014',
        answer: {
          ja: '選べます。002のルール処理(No.1 Step 9 ほか)は、最後に置かれたモンスターを除くと定めていません。5.2では持ち主がレフトとセンターのどちらを置くか選ぶ状態になります。',
          en: "Yes. 002's rules check (No.1, Step 9 and the others) makes no exception for the monster placed last. At 5.2 the owner is asked to choose between the left and the center monster.",
        },
      },
    ],
    steps: ['5.2'],
    source: cite000('★ルール処理★', 'サイズ合計の項目(3つ目)'),
    note: {
      ja: '公式Q&Aではなく、2つの文書の定めの違いを示すためにこのサイトが用意した状況です。英語版側の根拠は002 No.1 Step 9(No.3 Steps 8・12・14・16も同じ書き方)です。',
      en: 'Not an official Q&A: a situation the site sets up to show where the two documents part ways. The English side rests on 002, No.1, Step 9 (No.3 Steps 8, 12, 14 and 16 say the same).',
    },
    replay: { setup: 'size-call', walk: TO_SIZE_CHECK },
    cards: ['calling-spell'],
  },
] satisfies Ruling[];
