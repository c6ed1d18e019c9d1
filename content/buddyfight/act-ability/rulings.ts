import type { Ruling } from '../../schema';
import { cite000 } from '../shared';

/** Section ④ has no Q&A for this procedure: the rulings here are judges' questions, answered by us from ④ 1. */
export default [
  {
    id: 'act-ability-optional-at-resolution',
    flow: 'act-ability',
    kind: 'judge',
    question: {
      ja: '「〜してもよい」という任意の行動を含む起動能力を使います。その行動をするかどうかは、能力を使うと宣言するときに決めて伝えなければなりませんか?',
      en: 'I use an activated ability that includes an action I may choose to take. Must I say whether I will take it when I declare the ability?',
    },
    answer: {
      ja: 'いいえ。任意の行動をするかどうかは、能力を解決するとき(1.3.1)に選びます。宣言(1.1)の後には相手の【対抗】のタイミング(1.2)があり、使われた【対抗】は先に解決されるので、その結果を見てから決められます。盤面では、相手が【対抗】を使ってそれが先に解決され、その後の1.3.1で初めて任意の行動をするかしないかを選ぶ場面になります。ここでは「しない」を選び、能力の解決を終えています。',
      en: "No. Whether to take an optional action is chosen when the ability resolves (1.3.1). The opponent's Counter timing (1.2) comes between your declaration (1.1) and that point, and a Counter used there resolves first, so you decide knowing how it turned out. On the board your opponent uses a Counter and it resolves; only after that, at 1.3.1, are you asked whether to take the optional action. Here you skip it, and the ability finishes resolving.",
    },
    steps: ['1.1', '1.3.1'],
    source: cite000('④', '1.3.1'),
    replay: { setup: 'optional', walk: 'next.next.next.counter-used.next.resolved.next.next.skip-optional.next.next' },
    cards: ['act-ability-card'],
  },
] satisfies Ruling[];
