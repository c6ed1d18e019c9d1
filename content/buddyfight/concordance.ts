import type { z } from 'zod';
import type { Concordance } from './concordance-schema';

/**
 * How the steps of 000 (Japanese detailed rules, the primary source) line up with
 * the "Step N" numbering of 002 (English detailed rules, May 7, 2014).
 *
 * 002's flow charts were images. In each section only the closing steps survive as
 * text (call: Step 9; attack: Steps 9–13; Counter: Steps 8–19), plus a few step
 * numbers quoted in its Q&A. Everything else here is worked out from order and content.
 */
export default {
  en: '002',
  flows: {
    call: [
      {
        jp: ['1.1'],
        en: 'Step 1',
        basis: 'inferred',
        note: {
          ja: '002の Q&A で Step 4 が1.4にあたるので、Step 1〜3 は1.1〜1.3に1つずつ対応すると見ています。本文は残っていません。',
          en: "002's Q&A ties Step 4 to 1.4, so Steps 1–3 are read as 1.1–1.3 one for one. Their text is lost.",
        },
      },
      {
        jp: ['1.2'],
        en: 'Step 2',
        basis: 'inferred',
        note: {
          ja: 'Step 1〜3 を1.1〜1.3に順に当てた場合の2番目です。',
          en: 'Second of the three steps read as 1.1–1.3 in order.',
        },
      },
      {
        jp: ['1.3'],
        en: 'Step 3',
        basis: 'inferred',
        note: {
          ja: 'Step 4(=1.4)の直前なので、バディコールにするかの決定と見ています。',
          en: 'It comes just before Step 4 (= 1.4), so it is read as the choice of whether to make it a Buddy Call.',
        },
      },
      { jp: ['1.4'], en: 'Step 4', basis: 'stated' },
      {
        jp: ['1.5'],
        en: 'Step 5',
        basis: 'inferred',
        note: {
          ja: 'Step 4(=1.4)と Step 7(=2.1)の間には2つしか番号がありません。1.5と1.6を当て、1.7のルール処理には番号がないと判断しました。1.5が省かれ1.7が Step 6 という読み方も否定はできません。',
          en: 'Only two numbers sit between Step 4 (= 1.4) and Step 7 (= 2.1). We give them to 1.5 and 1.6 and treat the 1.7 rules check as unnumbered in 002; reading Step 6 as 1.7 with 1.5 folded away cannot be ruled out.',
        },
      },
      {
        jp: ['1.6'],
        en: 'Step 6',
        basis: 'inferred',
        note: {
          ja: 'コストの支払いは【対抗】(Step 7)の直前に来るので Step 6 としました。',
          en: 'Paying the cost comes right before the Counter (Step 7), so it is taken as Step 6.',
        },
      },
      {
        jp: ['1.7'],
        basis: 'inferred',
        note: {
          ja: '002には対応する番号が見当たりません。差異の一覧を参照してください。',
          en: '002 has no number left for it; see the differences.',
        },
      },
      { jp: ['2.1'], en: 'Step 7', basis: 'stated' },
      {
        jp: ['2.2', '2.4'],
        basis: 'inferred',
        note: {
          ja: '【対抗】の前後のルール処理です。002では Step 7 と Step 8 だけで【対抗】からコールの実行までを扱うことになり、独立した番号はないと見ています。',
          en: 'The rules checks around the Counter. In 002 only Steps 7 and 8 remain for everything from the Counter to carrying out the call, so we find no separate number for them.',
        },
      },
      {
        jp: ['2.3'],
        en: 'Step 7',
        basis: 'inferred',
        note: {
          ja: '002の A2 は Step 7 で【対抗】を使ってもモンスターはまだ場にいないとしています。【対抗】の解決は配置(Step 8)より前なので、Step 7 にまとめられていると見ています。',
          en: "002's A2 says a Counter used at Step 7 finds the monster not yet on the field. The Counter has to resolve before the placement (Step 8), so we fold it into Step 7.",
        },
      },
      {
        jp: ['3.1', '3.2'],
        en: 'Step 8',
        basis: 'inferred',
        note: {
          ja: '最後のルール処理(Step 9)の直前に残る唯一の番号なので、モンスターの配置とバディギフトをここに当てています。',
          en: 'It is the only number left before the closing rules check (Step 9), so placing the monster and the Buddy Gift go here.',
        },
      },
      {
        jp: ['3.3'],
        en: 'Step 9',
        basis: 'inferred',
        note: {
          ja: 'Step 9 の本文はルール処理です。002の他の節でも残っているのは流れの最後の部分で、Step 9 のすぐ後に Q&A が続くため、コールの最後のステップと判断しました。サイズ超過の確認も、モンスターが置かれた後に意味を持ちます。',
          en: "Step 9's text is a rules check. Elsewhere in 002 the text that survives is the tail of each flow, and the Q&A follows Step 9 directly, so we take it as the call's last step. Its size check also matters most once the monster is on the field.",
        },
      },
    ],
    'play-timing': [
      {
        jp: ['1.1'],
        en: 'Step 2',
        basis: 'inferred',
        note: {
          ja: '最も不確かな対応です。ターンファイターの選択が Step 3 なので、その前には Step 1 と 2 が残ります。000でその位置にあるのは1.1のルール処理だけです。002は最後の解決の後にルール処理を書かずに Step 2 へ戻るので、Step 2 がルール処理、Step 1 がプレイタイミングの開始だと見ています。',
          en: 'The least certain row. With the turn fighter choosing at Step 3, Steps 1 and 2 come before it, and 000 has only the 1.1 rules check there. 002 loops back to Step 2 without a rules check after its last resolution, so Step 2 is likely the rules check and Step 1 the opening of the play timing.',
        },
      },
      {
        jp: ['2.1', '2.2'],
        en: 'Step 3',
        basis: 'inferred',
        note: {
          ja: 'Step 9 は「Step 3 のカード」を解決し、そのまま Step 2 に戻ります。戻る直前に解決されるのは、最初に使われたターンファイターのカード(5.1)です。Step 17 が Step 11 のカードを解決するのと同じ形です。002は選択とコストを1ステップにまとめます(Step 11, 13)。',
          en: "Step 9 resolves the card from Step 3 and then loops to Step 2. The last thing resolved before the loop is the turn fighter's card, used first (5.1), just as Step 17 resolves the card from Step 11. 002 keeps choosing and paying in one step (Steps 11, 13).",
        },
      },
      {
        jp: ['2.3'],
        en: 'Step 4',
        basis: 'inferred',
        note: {
          ja: 'Step 11〜18 と同じ「使用・ルール処理・使用・ルール処理・解決・ルール処理・解決・戻る」の並びを Step 3〜10 に当てはめると、Step 8 のルール処理と Step 9 の解決がそのまま一致します。',
          en: 'Laying the pattern of Steps 11–18 (use, check, use, check, resolve, check, resolve, loop) over Steps 3–10 lands the surviving Step 8 check and Step 9 resolution exactly where they are.',
        },
      },
      {
        jp: ['3.1', '3.2'],
        en: 'Step 5',
        basis: 'inferred',
        note: {
          ja: '同じ並びで、非ターンファイターの【対抗】の使用にあたります。',
          en: "By the same pattern, the non-turn fighter's Counter.",
        },
      },
      {
        jp: ['3.3'],
        en: 'Step 6',
        basis: 'inferred',
        note: { ja: '同じ並びによるルール処理です。', en: 'The rules check in the same pattern.' },
      },
      {
        jp: ['4.1'],
        en: 'Step 7',
        basis: 'inferred',
        note: {
          ja: '後から使われた【対抗】が先に解決されます(000の A3。000の A2と002の A3は、【対抗】が答えるカードの解決より先に使われることまでを書いています。002の A2はこの順を逆に書いていますが、これは書き誤りです。下の違いの一覧を参照)。',
          en: "The Counter used later resolves first (000's A3; 000's A2 and 002's A3 go as far as the Counter being used before the card it answers resolves. 002's A2 writes this order the other way round, a slip: see the differences below).",
        },
      },
      {
        jp: ['4.2'],
        en: 'Step 8',
        basis: 'inferred',
        note: {
          ja: 'Step 8 の本文はルール処理で、Step 9(=5.1)の直前にあります。',
          en: "Step 8's text is a rules check and it sits just before Step 9 (= 5.1).",
        },
      },
      {
        jp: ['5.1'],
        en: 'Step 9',
        basis: 'inferred',
        note: {
          ja: 'Step 3 で使われたターンファイターのカードを、戻る前に解決します。',
          en: "It resolves the turn fighter's card from Step 3 before the loop.",
        },
      },
      {
        jp: ['5.2'],
        en: 'Step 10',
        basis: 'inferred',
        note: {
          ja: 'Step 10 は Step 2 へ戻る指示だけで、ルール処理の記載はありません。000では5.2の後に2.1へ戻るので、位置としてここに当てています。',
          en: '002 has no rules check here: Step 10 only sends play back to Step 2. 000 loops to 2.1 after 5.2, so this is the matching position.',
        },
      },
      { jp: ['6.1', '6.2'], en: 'Step 11', basis: 'stated' },
      { jp: ['6.3'], en: 'Step 12', basis: 'stated' },
      { jp: ['7.1', '7.2'], en: 'Step 13', basis: 'stated' },
      { jp: ['7.3'], en: 'Step 14', basis: 'stated' },
      { jp: ['8.1'], en: 'Step 15', basis: 'stated' },
      { jp: ['8.2'], en: 'Step 16', basis: 'stated' },
      { jp: ['9.1'], en: 'Step 17', basis: 'stated' },
      {
        jp: ['9.2'],
        en: 'Step 18',
        basis: 'inferred',
        note: {
          ja: 'Step 17 の解決の直後が Step 18 の「Step 2 へ戻る」で、ルール処理はありません。000の9.2の後の2.1への戻りにあたる位置です。',
          en: "Step 17's resolution is followed straight by Step 18's loop to Step 2, with no rules check; this is where 000 loops to 2.1 after 9.2.",
        },
      },
      { jp: ['10.1'], en: 'Step 19', basis: 'stated' },
    ],
    'attack-phase': [
      {
        jp: ['1.1', '1.1.1', '1.1.2', '1.2', '1.3', '1.4'],
        basis: 'inferred',
        note: {
          ja: 'アタックフェイズの開始部分です。002では Step 3(=2.1)より前の Step 1〜2 にあたるはずですが、本文が残っていないため個別には対応づけていません。',
          en: 'The start of the phase. In 002 it must fall in Steps 1–2, before Step 3 (= 2.1), but their text is lost, so no step is matched one to one.',
        },
      },
      {
        jp: ['2.1'],
        en: 'Step 3',
        basis: 'inferred',
        note: {
          ja: '002の Step 12 は「Step 3 に戻る」です。000では同じ位置(4.4の後)で攻撃の選択(2.1)に戻るので、Step 3 を2.1としました。',
          en: "002's Step 12 loops back to Step 3. At the same point (after 4.4) 000 loops back to choosing an attack (2.1), so Step 3 is read as 2.1.",
        },
      },
      {
        jp: ['2.1.1', '2.1.2', '2.1.3', '2.2', '2.3', '2.4', '2.5', '2.6'],
        basis: 'inferred',
        note: {
          ja: '002の Step 4〜8 の範囲に入りますが、本文は残っていません。2.2〜2.6の5つと番号の数は合うものの、002は他の箇所でルール処理を省いているため、1対1の対応は主張しません。',
          en: "These fall within 002's Steps 4–8, whose text is lost. Five numbers would fit 2.2–2.6, but 002 drops rules checks elsewhere, so we claim no one-to-one match.",
        },
      },
      { jp: ['3.1', '3.1.1', '3.1.2', '3.2', '3.2.1', '3.2.2', '3.3'], en: 'Step 9', basis: 'stated' },
      { jp: ['3.4'], en: 'Step 10', basis: 'stated' },
      {
        jp: ['3.5'],
        basis: 'inferred',
        note: {
          ja: 'Step 10 の次はすぐ Step 11(『2回攻撃』)で、間にルール処理はありません。',
          en: 'Step 10 is followed directly by Step 11 (Double Attack), with no rules check between.',
        },
      },
      { jp: ['4.1'], en: 'Step 11', basis: 'stated' },
      {
        jp: ['4.2', '4.3'],
        basis: 'inferred',
        note: {
          ja: 'Step 11 の次はすぐ Step 12 の戻りで、ルール処理もプレイタイミングもありません。',
          en: 'Step 11 is followed directly by the Step 12 loop, with neither a rules check nor a play timing.',
        },
      },
      {
        jp: ['4.4'],
        en: 'Step 12',
        basis: 'inferred',
        note: {
          ja: 'Step 12 は戻る指示だけです。000で4.4の後に2.1へ戻る位置にあたります。',
          en: 'Step 12 is only the loop; it stands where 000 returns to 2.1 after 4.4.',
        },
      },
      { jp: ['5.1'], en: 'Step 13', basis: 'stated' },
    ],
  },
  differences: [
    // ── call ──
    {
      kind: 'rules-check',
      flow: 'call',
      steps: ['1.7'],
      rulings: [],
      text: {
        ja: '000はコストの支払い(1.6)の後、【対抗】(2.1)の前にルール処理(1.7)を置いています。002は Step 4 を1.4、Step 7 を【対抗】としており、間の Step 5・6 は1.5と1.6で埋まるため、このルール処理にあたる番号がないと判断しました。',
        en: '000 runs a rules check (1.7) after paying the cost (1.6) and before the Counter (2.1). 002 numbers the condition check Step 4 and the Counter Step 7; Steps 5 and 6 go to 1.5 and 1.6, which leaves no number for this check.',
      },
    },
    {
      kind: 'rules-check',
      flow: 'call',
      steps: ['2.2', '2.4'],
      rulings: [],
      text: {
        ja: '000は相手の【対抗】の使用後(2.2)と解決後(2.4)にもルール処理を行います。002のコールの流れは Step 9 のルール処理で終わり、【対抗】(Step 7)からそこまでに Step 8 しかないので、これらの確認は別の番号になっていません。',
        en: "000 also runs rules checks after the opponent uses a Counter (2.2) and after it resolves (2.4). 002's call flow ends with the Step 9 rules check, and only Step 8 lies between the Counter (Step 7) and that, so these checks have no numbers of their own.",
      },
    },
    {
      kind: 'wording',
      flow: 'call',
      steps: ['3.3'],
      rulings: [],
      text: {
        ja: 'ルール処理のサイズ条件を、002は合計が「4以上」、000は「3より大きい」と書いています。サイズは整数なので同じ意味で、ルールの違いではありません。002の他のルール処理の Step も同じ書き方です。',
        en: 'For the size limit, 002 speaks of a total of 4 or more and 000 of a total above 3. Sizes are whole numbers, so both mean the same thing and the rule does not change. Every rules-check step in 002 words it this way.',
      },
    },
    {
      kind: 'wording',
      flow: 'call',
      steps: ['3.3'],
      rulings: [],
      text: {
        ja: 'サイズ超過の処理で、000は最後に場に置かれたモンスターを残し、それ以外を3以下になるまでドロップゾーンに置くとしています。002は3以下になるまで置くとだけ書き、最後のモンスターを除くとは書いていません。このサイトは既定で000に従い、「ルールの版」を切り替えると002の読み方になります。どれを置くかは持ち主が選び、置き方が何通りもあれば、コールの図でもプレイタイミングの図でも1体ずつ尋ねます。002では今コールしたモンスターも選択肢に入るので、状況「サイズ1が2体いる場にサイズ3をコール」では、それ1体だけを置くことも、サイズ1の2体を置くこともできます(サイズ1を1体置いてから、サイズ3を置くこともできます)。',
        en: 'When the size limit is exceeded, 000 keeps the monster placed last and drops others until the total is 3 or less. 002 only says to drop monsters until the total is 3 or less, without sparing the newest one. The site follows 000 by default; the rules-edition switch runs 002\'s reading. The owner picks which monsters go: on the call chart as on the play-timing chart, where there is more than one way, the chart asks for one monster at a time. Under 002 the monster just called is among the choices, so in the situation "A size 3 called beside two size 1s" the owner may send it alone, or both size 1s (or one size 1 and then the size 3).',
      },
    },
    {
      kind: 'qa-numbering',
      flow: 'call',
      steps: ['1.4'],
      rulings: ['call-q3'],
      text: {
        ja: '000ではコールの3問目の質問が Q3 なのに、答えが A4 と書かれています。002では Q3 と A3 がそろっています。内容は同じ質問への答えなので、このサイトでは Q3 として扱います。',
        en: 'In 000 the third call question is labelled Q3 but its answer A4; 002 labels both 3. The answer belongs to that question, so the site treats it as Q3.',
      },
    },
    // ── play timing ──
    {
      kind: 'rules-check',
      flow: 'play-timing',
      steps: ['5.2', '9.2'],
      rulings: [],
      text: {
        ja: '000は最後の解決の後にもルール処理(5.2、9.2)を行ってから2.1に戻ります。002は Step 9 と Step 17 の解決の後、ルール処理を書かずに Step 2 へ戻ります。Step 2 がルール処理であれば(本文は残っていません)、戻った時点で確認されるので、結果は同じになります。',
        en: '000 runs a rules check after the last resolution (5.2, 9.2) before returning to 2.1. 002 goes from the resolutions at Steps 9 and 17 straight back to Step 2, writing no check. If Step 2 is a rules check, as seems likely though its text is lost, the check happens on the way round and the outcome is the same.',
      },
    },
    {
      kind: 'wording',
      flow: 'play-timing',
      steps: ['4.2', '6.3', '7.3', '8.2'],
      rulings: [],
      text: {
        ja: '002のルール処理(Step 8, 12, 14, 16)もサイズ条件を「4以上」と書き、最後に置かれたモンスターを残すとは書いていません。前者は000の「3より大きい」と同じ意味ですが、後者はどのモンスターを置くかに関わります。このサイトは既定で000に従い、「ルールの版」を切り替えると002の読み方になります。',
        en: "002's rules checks (Steps 8, 12, 14, 16) also give the size limit as 4 or more and do not spare the monster placed last. The first matches 000's above 3; the second affects which monster goes. The site follows 000 by default; the rules-edition switch runs 002's reading.",
      },
    },
    {
      kind: 'qa-numbering',
      flow: 'play-timing',
      steps: ['2.1', '3.1', '4.1', '5.1'],
      rulings: ['play-timing-q2', 'play-timing-q3'],
      text: {
        ja: '【対抗】の Q&A の2問目と3問目が入れ替わっています。002の Q2(ドラゴニック・デストロイの例)は000の Q3、002の Q3(どちらが先に使うか)は000の Q2 です。このサイトの番号は000に従います。',
        en: "The second and third Counter questions are swapped. 002's Q2 (the Dragonic Destroy example) is 000's Q3, and 002's Q3 (who goes first) is 000's Q2. The site numbers them as 000 does.",
      },
    },
    {
      kind: 'wording',
      flow: 'play-timing',
      steps: ['4.1', '5.1'],
      rulings: ['play-timing-q3'],
      text: {
        ja: '002の Q2 の答えは解決順を「ドラゴニック・デストロイ」→「大空を手に入れて」と書きますが、次の文ではモンスターは手札に戻り破壊されないとしており、実際には「大空を手に入れて」が先です。000の A3 も「大空を手に入れて」を先に解決します。このサイトは後者に従います。',
        en: "002's answer to Q2 lists the order as Dragonic Destroy, then The Skies in your Hand, yet its next sentence has the monster go back to the hand instead of being destroyed, which only works if The Skies resolves first. 000's A3 also resolves The Skies first. The site follows that order.",
      },
    },
    {
      kind: 'wording',
      flow: 'play-timing',
      steps: ['3.1'],
      rulings: ['play-timing-q1'],
      text: {
        ja: '000の Q1 は「魔王 アスモダイ」のコールと能力のそれぞれに【対抗】できるかを尋ねていますが、002の Q1 は能力への【対抗】だけを尋ねています。答え(自動能力にも【対抗】できる)は同じです。',
        en: "000's Q1 asks whether a Counter can answer both the call of Demon Lord, Asmodai and its ability; 002's Q1 asks only about the ability. The answer, that auto abilities can be countered, is the same.",
      },
    },
    // ── attack phase ──
    {
      kind: 'only-jp',
      flow: 'attack-phase',
      steps: ['1.1', '1.1.1', '1.1.2'],
      rulings: [],
      text: {
        ja: '000はフェイズの最初に『移動』(1.1)を置き、ターンファイター(1.1.1)、非ターンファイター(1.1.2)の順に置き直します。002の攻撃の手順には、『移動』についての本文が残っていません。',
        en: "000 opens the phase with Move (1.1): first the turn fighter (1.1.1), then the non-turn fighter (1.1.2) may reposition. None of 002's surviving attack text mentions Move.",
      },
    },
    {
      kind: 'only-jp',
      flow: 'attack-phase',
      steps: ['1.3', '2.1.1', '2.1.3', '2.5'],
      rulings: [],
      text: {
        ja: '000はフェイズ開始時(1.3)、攻撃しないと決めた時(2.1.1、その後2.1.3で選び直し)、攻撃の宣言後(2.5、【対抗】は各ファイター1回まで)にプレイタイミングを置いています。002で残っている最初のプレイタイミングは Step 10(=3.4)で、これらにあたる手順の本文はありません。ただし002の攻撃の Q&A(Q1・Q2・Q4)は、攻撃の宣言から Step 9 までの間に「マジカルグッバイ」や「竜の封印」のようなカードが使われる場面を扱っているので、2.5にあたる機会があることはうかがえます。各ファイター1回までという制限は、002のどこにも残っていません。',
        en: "000 has play timings at the start of the phase (1.3), when the fighter declines to attack (2.1.1, with a second chance to attack at 2.1.3), and after the attack is declared (2.5, one Counter per fighter). The first play timing in 002's surviving text is Step 10 (= 3.4); no step text survives for these. 002's attack Q&A (Q1, Q2, Q4) does have cards such as Magical Goodbye and Dragon's Seal used between the attack and Step 9, so a chance like 2.5 is implied there; its limit of one Counter per fighter survives nowhere in 002.",
      },
    },
    {
      kind: 'only-jp',
      flow: 'attack-phase',
      steps: ['4.3'],
      rulings: [],
      text: {
        ja: '000は『2回攻撃』(4.1)の後にもう一度プレイタイミング(4.3)を置いてから2.1に戻ります。002は Step 11(『2回攻撃』)からすぐ Step 12 で Step 3 に戻り、この間にプレイタイミングはありません。',
        en: '000 opens one more play timing (4.3) after Double Attack (4.1) before going back to 2.1. 002 goes from Step 11 (Double Attack) straight to Step 12, which returns to Step 3, with no play timing between.',
      },
    },
    {
      kind: 'rules-check',
      flow: 'attack-phase',
      steps: ['3.5', '4.2', '4.4'],
      rulings: [],
      text: {
        ja: '000はプレイタイミングの後(3.5)、『2回攻撃』の後(4.2)、戻る前(4.4)にルール処理を行います。002の Step 10・11・12 は続けて並んでおり、その間にルール処理はありません。それより前のルール処理(1.2、1.4、2.1.2、2.4、2.6)は、002の本文が残っていないので比べられません。',
        en: "000 runs rules checks after the play timing (3.5), after Double Attack (4.2) and before looping back (4.4). 002's Steps 10, 11 and 12 follow one another with no check between them. The earlier checks (1.2, 1.4, 2.1.2, 2.4, 2.6) fall in 002's lost text and cannot be compared.",
      },
    },
    {
      kind: 'wording',
      flow: 'attack-phase',
      steps: ['3.2.2'],
      rulings: [],
      text: {
        ja: '『反撃』で破壊できる攻撃側の防御力を、000は『反撃』を持つモンスターの攻撃力「以下」、002(Step 9)は「未満」としています。防御力と攻撃力が等しいと結果が変わります(000では破壊、002では破壊しない)。このサイトは既定で000に従い、攻撃フェイズのページで「ルールの版」を切り替えると002の読み方でも確かめられます。',
        en: "000 lets Counterattack destroy an attacker whose defense is at most the Counterattack monster's power; 002 (Step 9) requires the defense to be strictly lower. When the two are equal, 000 destroys the attacker and 002 does not. The site follows 000 by default; the attack phase page's rules-edition switch runs 002's reading too.",
      },
    },
    {
      kind: 'order',
      flow: 'attack-phase',
      steps: ['3.2.1', '3.2.2'],
      rulings: [],
      text: {
        ja: '000は『貫通』を3.2.1、『反撃』を3.2.2と番号順に並べています。002の Step 9 は両方が発動するとしたうえで、『反撃』を先に、『貫通』を後に説明しており、順序は指定していません。このサイトは000の番号順に従います。',
        en: "000 numbers Penetrate 3.2.1 and Counterattack 3.2.2. 002's Step 9 says both take effect there but describes Counterattack first and Penetrate second, without setting a sequence. The site keeps 000's numbered order.",
      },
    },
    {
      kind: 'wording',
      flow: 'attack-phase',
      steps: ['4.1', '4.2'],
      rulings: [],
      text: {
        ja: '000のキーワード能力の説明は『2回攻撃』を4.2で参照するとしていますが、流れでは4.2はルール処理で、『2回攻撃』は4.1です。002でも『2回攻撃』はプレイタイミング(Step 10)の直後の Step 11 にあり、4.1と一致します。このサイトは4.1とします。',
        en: "000's keyword section says Double Attack is checked at 4.2, but in the flow 4.2 is a rules check and Double Attack sits at 4.1. 002 also puts Double Attack at Step 11, right after the play timing (Step 10), which matches 4.1. The site uses 4.1.",
      },
    },
  ],
} satisfies z.input<typeof Concordance>;
