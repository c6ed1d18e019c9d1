import type { ResponsesWords } from '../game';

/** Battle Guardians' column of /compare/responses: the counter step (004). */
export default {
  flow: 'counter',
  who: {
    ja: 'まず発動した側の相手(優先権)。相手が何もしなければ発動した側(この図の読み方)。',
    en: 'First the opponent of the activating player, who has priority; if they do nothing, the activating player (this chart’s reading).',
  },
  howMany: {
    ja: '1つのカウンターステップにカウンター効果は1つだけ。カウンター効果は新しいカウンターステップを開きません。スペルにはSPが同じか高いスペルを捨てて無効にする道もあり、そのときカウンターカードは使えません。',
    en: 'One counter effect per counter step, and a counter effect opens no new step. A spell may instead be nullified by discarding a spell of equal or higher SP, after which no counter card may be used.',
  },
  order: {
    ja: 'カウンターが先、元の発動が後(この図の読み方)。ダメージはフェイズの終わりのダメージステップで計算します。',
    en: 'The counter first, then the activation (this chart’s reading); damage is worked out at the damage step when the phase ends.',
  },
  closes: {
    ja: 'カウンター効果が1つ使われたとき、SPで無効にしたとき(004はその後カウンターカードを使えないとだけ書いています。ステップが閉じるとするのはこの図の読み方です)、または両者が何もしなかったとき。',
    en: 'Once the one counter effect is used, a spell is cancelled by SP (004 only says no counter card may be used after that; the step closing is this chart’s reading), or both players do nothing.',
  },
  scenario: {
    setup: 'ability',
    walk: 'answer-counter.next',
    story: {
      ja: 'Aのアタックアビリティ(1000ダメージ)にBがカウンターカードで答え、発動を無効にします。Aはダメージを増やすカウンターカードを持っていますが、この手順のカウンターはもう使われたので、応じ返せません。ダメージは出ません。',
      en: 'A’s attack ability (1000 damage) is answered by B’s counter card, which nullifies it. A holds a counter card that would add damage, but the step’s one counter is spent, so A cannot answer back. No damage is dealt.',
    },
  },
} satisfies ResponsesWords;
