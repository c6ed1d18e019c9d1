import type { Ruling } from '../../schema';
import { src } from '../shared';

export default [
  {
    id: 'fftcg-stop-attacking',
    flow: 'turn',
    question: {
      ja: 'フォワード1体でアタックした後、まだアタックできるフォワードがもう1体いますが、アタックはもうやめます。アタック準備ステップに戻って、相手に召喚獣を使う機会が来ますか?',
      en: 'After one forward has attacked, I still have another that could attack, but I want to stop. Do we go back to the attack preparation step, giving my opponent another chance to use a summon?',
    },
    answer: {
      ja: '来ません。ターンプレイヤーがアタックを続けないと宣言すれば、アタックフェイズはそこで終わり、メインフェイズ(2回目)に進みます。003で4-1に戻るのは、アタックを続けるときだけです。この図はアタックの後いつもアタック準備ステップ(4.1)に戻りますが、宣言はそこでほかの誰よりも先に行うので、相手に召喚獣を使う機会は来ません。',
      en: 'No. When the turn player declares they will not attack again, the attack phase ends there and main phase 2 begins. In 003 the turn goes back to 4-1 only to attack again. This chart always comes back to the attack preparation step (4.1) after an attack, but the declaration is the turn player’s first act there, before anyone else may act, so the opponent gets no chance to use a summon.',
    },
    steps: ['4.4', '4.1'],
    source: src('④ 4-4', '4.4'),
    replay: {
      setup: 'two-attackers',
      walk: 'next.next.turn-passes.non-turn-passes.turn-passes.non-turn-passes.attack-1.turn-passes.non-turn-passes.no-block.turn-passes.non-turn-passes.turn-passes.non-turn-passes.end-attacks',
    },
    cards: ['non-turn-summon'],
  },
  {
    id: 'fftcg-main-act-again',
    flow: 'turn',
    question: {
      ja: 'メインフェイズでターンプレイヤーが「何もしない」と言った後、非ターンプレイヤーが召喚獣を使いました。ターンプレイヤーは、このメインフェイズでまた行動できますか?',
      en: 'In a main phase the turn player says they do nothing, and the non-turn player then uses a summon. May the turn player still act in this main phase?',
    },
    answer: {
      ja: 'できます。フェイズが進むのは2人が続けて何もしなかったときだけです。召喚獣が解決された後、行動する権利はターンプレイヤーに戻り、フォワードを出すこともできます。',
      en: 'Yes. A phase only moves on when both players do nothing in a row. Once the summon has resolved, the turn player has the first say again and may even put a forward out.',
    },
    steps: ['3'],
    source: src('③', '3'),
    replay: { setup: 'summon', walk: 'next.next.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next' },
    cards: ['non-turn-summon'],
  },
  {
    id: 'fftcg-forward-lands-at-once',
    flow: 'turn',
    question: {
      ja: 'メインフェイズでターンプレイヤーがフォワードを出しました。非ターンプレイヤーは、それが場に出る前に召喚獣で割り込めますか?',
      en: 'In a main phase the turn player puts a forward out. Can the non-turn player interrupt with a summon before it arrives?',
    },
    answer: {
      ja: 'できません。キャラクターを出すことには対応できないので、フォワードはすぐに場に出ます。スタックには何も積まれず、続けて決めるのもターンプレイヤーです。出たフォワードのオートアビリティが誘発した場合は、そちらには割り込めます。',
      en: 'No. Nobody can respond to a character being put out, so the forward is on the field at once. Nothing goes on the stack, and the turn player still has the say. Had the forward triggered an auto ability, that ability could be interrupted.',
    },
    steps: ['3'],
    source: src('③', '3'),
    replay: { setup: 'summon', walk: 'next.next.play-forward' },
    cards: ['forward-b', 'non-turn-summon'],
  },
  {
    id: 'fftcg-no-attacker',
    flow: 'turn',
    question: {
      ja: 'アタック指定ステップで、アタックするフォワードを1体も選びませんでした。どうなりますか?',
      en: 'At the attack declaration step I name no forward to attack. What happens?',
    },
    answer: {
      ja: 'アタックフェイズが終わり、メインフェイズ(2回目)に進みます。',
      en: 'The attack phase ends and the turn goes on to main phase 2.',
    },
    steps: ['4.2', '5'],
    // Said at the end of 4-4, where 003 sums up how the attack phase ends (found by an audit: it cited 4-2).
    source: src('④', '4.4'),
    replay: { setup: 'basic', walk: 'no-attack' },
    cards: [],
  },
  {
    id: 'fftcg-brave-attack',
    flow: 'turn',
    question: {
      ja: 'ブレイブを持つフォワードでアタックすると、ダルになりますか?',
      en: 'Does a forward with Brave become dull when it attacks?',
    },
    answer: {
      ja: 'なりません。アタックするフォワードは通常ダルになりますが、ブレイブを持つフォワードはアクティブのままアタックします。',
      en: 'No. An attacking forward is normally dulled, but one with Brave attacks and stays active.',
    },
    steps: ['4.2'],
    source: src('④ 4-2', '4.2'),
    replay: { setup: 'basic', walk: 'attack-2' },
    cards: ['brave-forward'],
  },
  {
    id: 'fftcg-ex-burst',
    flow: 'turn',
    question: {
      ja: 'ブロックされなかったアタックで、ダメージゾーンにEXバーストを持つカードが置かれました。アタックしたフォワードには「プレイヤーにダメージを与えたとき」のアビリティがあります。どちらが先ですか?また、EXバーストに割り込めますか?',
      en: 'An unblocked attack puts a card with EX Burst into the damage zone, and the attacker has a "when it deals damage to a player" ability. Which comes first, and can anyone interrupt the EX Burst?',
    },
    answer: {
      ja: 'EXバーストが先です。使うと決めればその場で解決されるので、割り込むことはできません。その後で、アタックしたフォワードのアビリティがスタックに積まれ、こちらには割り込めます。',
      en: 'The EX Burst comes first. Once its owner decides to use it, it resolves on the spot, so nobody can interrupt it. Only then does the attacker’s ability go on the stack, where it can be interrupted.',
    },
    steps: ['4.4'],
    source: src('④ 4-4', '4.4'),
    replay: { setup: 'ex-burst', walk: 'attack-1.no-block.ex-burst-use' },
    cards: ['ex-burst-card', 'striker-forward', 'striker-draw'],
  },
  {
    id: 'fftcg-valefor-main-2',
    flow: 'turn',
    question: {
      ja: 'メインフェイズ(2回目)でターンを終えようとしたら、相手が召喚獣ヴァルファーレを使い、フォワードがすべて手札に戻りました。フォワードを出し直せますか?ヘイストを持つフォワードでアタックできますか?',
      en: "I'm about to end my turn in main phase 2 when my opponent uses the summon Valefor and every forward returns to hand. May I put my forwards out again? Can one with Haste attack?",
    },
    answer: {
      ja: '出し直せます。相手が行動したので、ターンプレイヤーはこのメインフェイズでまた行動できます。しかしアタックフェイズはもう過ぎているので、ヘイストを持つフォワードでもアタックはできません。ターンはこの後エンドフェイズへ進みます。',
      en: 'You may put them out again: your opponent acted, so you may act again in this main phase. The attack phase has passed, though, so not even a forward with Haste can attack. From here the turn can only go on to the end phase.',
    },
    steps: ['5'],
    source: { ...src('⑤', '5'), part: 'example' },
    replay: {
      setup: 'valefor',
      walk: 'no-attack.turn-passes.non-turn-uses.non-turn-passes.turn-passes.next.play-forward.play-forward',
    },
    cards: ['valefor', 'haste-forward', 'forward-a'],
  },
  {
    id: 'fftcg-end-phase',
    flow: 'turn',
    question: {
      ja: 'エンドフェイズでは何が起きますか?',
      en: 'What happens in the end phase?',
    },
    answer: {
      ja: 'アビリティや召喚獣は使えません。すべてのフォワードのダメージが取り除かれ、ターンプレイヤーの手札が6枚以上なら5枚まで捨てます。',
      en: 'No abilities or summons may be used. All damage leaves every forward, and a turn player with six or more cards in hand discards down to five.',
    },
    steps: ['6'],
    source: src('⑥', '6'),
    replay: { setup: 'basic', walk: 'attack-2.block-1.turn-passes.non-turn-passes.turn-passes.non-turn-passes.no-attack.turn-passes.non-turn-passes' },
    cards: ['brave-forward', 'blocker-forward'],
  },
] satisfies Ruling[];
