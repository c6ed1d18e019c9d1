import type { Ruling } from '../../schema';
import { cite000 } from '../shared';
import { callWeb } from '../web-rulings';

/** An item of 000's own Q&A for this section: every ruling here is one. */
const src = (ref: string) => ({ doc: '000', section: '①', ref, part: 'qa' as const });

export default [
  {
    id: 'call-q1',
    flow: 'call',
    question: {
      ja: 'バディコールに対して、相手が「ゴー・トゥ・ヘル」を使いました。コールは打ち消されますか?',
      en: 'My opponent plays Begone!! against my Buddy Call. Does it stop the call?',
    },
    answer: {
      ja: '打ち消されます。【対抗】は2.3でコールより先に解決され、コールが無効になるので、モンスターは3.1で場に出ません。バディが登場していないため、3.2のバディギフトは起きず、ライフは増えません。',
      en: 'Yes. The Counter resolves first, at 2.3, and nullifies the call, so the monster never reaches the field at 3.1. Since no buddy landed, the Buddy Gift at 3.2 does not happen and life stays where it was.',
    },
    steps: ['2.3', '3.2'],
    source: src('Q1'),
    replay: { setup: 'buddy', walk: 'buddy-call.pay.counter-used.nullified' },
    cards: ['go-to-hell'],
    reading: {
      ja: '文書は、無効になったコールのカードの行き先と、宣言済みのバディコールが使用済みになるかを書いていません。盤面では、カードはドロップゾーンへ置き、バディコールは宣言した時点で使用済みとします(1.3の条件は「宣言していない」ことだからです)。',
      en: "The document says neither where a nullified call's card goes nor whether a declared Buddy Call is spent. The board puts the card in the drop zone and counts the Buddy Call as spent once declared (1.3's condition is that none has been declared).",
    },
  },
  {
    id: 'call-q2',
    flow: 'call',
    question: {
      ja: 'コールへの【対抗】として「マジカルグッバイ」を使い、コール中のモンスターを手札に戻せますか?',
      en: 'As a Counter to a call, the opponent uses Magical Goodbye. Can it send the monster being called back to the hand?',
    },
    answer: {
      ja: '戻せません。【対抗】を使うのは2.1で、モンスターが場に置かれるのは3.1です。2.1の時点ではまだ場に存在しないため、戻す対象として選べません。',
      en: 'No. The Counter is used at 2.1, but the called monster is only put on the field at 3.1. At 2.1 it is not on the field, so Magical Goodbye has nothing there to choose.',
    },
    steps: ['2.1', '3.1'],
    source: src('Q2'),
    replay: { setup: 'buddy', walk: 'normal-call.pay.counter-used' },
    cards: ['magical-goodbye'],
  },
  {
    id: 'call-q3',
    flow: 'call',
    question: {
      ja: '《アーマナイト》がドロップゾーンに1枚もありません。「アーマナイト・サキュバス」のコストの支払いで、ゲージの《アーマナイト》がドロップゾーンへ移るとしたら、コールできますか?',
      en: 'My drop zone has no «Armorknight». If paying the call cost of Armorknight Succubus would move an «Armorknight» from my gauge into the drop zone, can I call it?',
    },
    answer: {
      ja: 'できません。条件とコストの確認は1.4で、支払い(1.6)より前に行います。その時点でソウル用の《アーマナイト》がドロップゾーンにないので、コールは1.4で中止されます。',
      en: 'No. The condition and cost are checked at 1.4, before anything is paid at 1.6. At that point the drop zone holds no «Armorknight» to put into the soul, so the call stops at 1.4.',
    },
    steps: ['1.4'],
    source: src('Q3'),
    replay: { setup: 'succubus', walk: 'cannot-pay' },
    cards: ['armorknight-succubus'],
    note: {
      ja: '出典ではこの質問はQ3ですが、答えには「A4」と付いています。番号の誤記と見てQ3への答えとして扱います。裁定の内容は変わりません。',
      en: 'The source numbers this question Q3 but labels its answer A4. We treat it as the answer to Q3; the numbering slip does not change the ruling.',
    },
  },
  {
    id: 'call-q4',
    flow: 'call',
    question: {
      ja: '「アーマナイト・デーモン」を、すでにモンスターがいるエリアへコールします。そこにいるモンスターで、【コールコスト】を払えますか?',
      en: 'I call Armorknight Demon to an area that already has a monster in it. Can that monster be the one I send to the drop zone to pay the call cost?',
    },
    answer: {
      ja: '払えます。コストを払うのは1.6、デーモンがエリアに置かれるのは3.1です。先にコストとして元のモンスターをドロップゾーンへ送れるので、問題ありません。',
      en: 'Yes. The cost is paid at 1.6 and the Demon only enters the area at 3.1, so the monster already standing there can be sent to the drop zone for the cost first.',
    },
    steps: ['1.6', '3.1'],
    source: src('Q4'),
    replay: { setup: 'demon', walk: 'pay.pass.next.next' },
    cards: ['armorknight-demon'],
  },
  {
    id: 'call-q5',
    flow: 'call',
    question: {
      ja: '「バディチャージ」は、自分の場にバディモンスターがいるかを参照します。バディコールせずに出した、バディと同じ名前のモンスターが場にいるとき、ゲージは合計2枚置けますか?',
      en: "Buddy Charge looks for a buddy monster on your field. Mine has a monster with my buddy's name that was not Buddy Called. Do I still put 2 cards in total into the gauge?",
    },
    answer: {
      ja: '置けます(合計2枚)。同じ名前のモンスターは、どうコールしたかに関係なくバディモンスターとみなされます。通常のコールでも3.1で場に出ており、違いは3.2でバディギフトがないことだけです。',
      en: 'Yes, 2 in total. A monster with the same name as your buddy is a buddy monster however it was called. After a normal call it is on the field from 3.1; the only difference is that 3.2 gives no Buddy Gift.',
    },
    steps: ['3.1', '3.2'],
    source: src('Q5'),
    replay: { setup: 'buddy', walk: 'normal-call.pay.pass.next.next.next' },
    cards: ['buddy-charge'],
  },
  // A judge's question: 000 does not ask about paying with the last gauge or a Buddy Gift above the starting life; set
  // up on an edited board (1 gauge) and answered by us from 000 ① 1.4, 1.6, 3.2 and the ★rules check★.
  {
    id: 'call-buddy-last-gauge',
    flow: 'call',
    kind: 'judge',
    question: {
      ja: 'ゲージは残り1枚で、ライフはゲーム開始時と同じ10です。コールコストがゲージ1のバディを、最後のゲージで払ってバディコールできますか? ライフは11に増えますか?',
      en: 'I have exactly 1 gauge left and 10 life, the same as at the start of the game. My buddy costs 1 gauge to call. Can I Buddy Call it with my last gauge, and does my life go up to 11?',
    },
    answer: {
      ja: 'できます。ライフも11になります。1.4で確かめるのはコストを払えるかどうかで、ゲージ1枚で足ります。1.6で払うとゲージは0枚になりますが、★ルール処理★で負けになるのはライフ0以下かデッキ0枚のときだけなので、コールは止まりません。3.2のバディギフトはライフに1を足すだけで、上限を決めていません。盤面では、バディが3.1でセンターに置かれ、ゲージ0枚・ライフ11でコールが終わります。',
      en: 'Yes, and your life goes to 11. What 1.4 checks is whether the cost can be paid, and one gauge is enough. Paying it at 1.6 leaves you with no gauge, but the ★rules check★ only ends the game for 0 or less life or an empty deck, so the call carries on. The Buddy Gift at 3.2 simply adds 1 to your life and sets no ceiling. On the board the buddy lands in the center at 3.1, and the call ends with 0 gauge and 11 life.',
    },
    steps: ['1.4', '1.6', '3.2'],
    source: cite000('①', '3.2'),
    replay: { setup: 'buddy', edit: 'fighter.gauge-1', walk: 'next.center.buddy-call.pay.next.next.next.pass.next.next.next.next.next' },
    cards: ['buddy-copy', 'buddy-monster'],
  },
  ...callWeb,
] satisfies Ruling[];
