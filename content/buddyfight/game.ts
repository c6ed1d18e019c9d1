import type { GameContent } from '../schema';

export default {
  id: 'buddyfight',
  title: {
    ja: 'フューチャーカード バディファイト',
    en: 'Future Card Buddyfight',
  },
  summary: {
    ja: 'バディファイトのルールの流れと公式Q&Aを、手順ごとに確認できます。',
    en: 'Buddyfight rules procedures and official Q&A, laid out step by step.',
  },
  sources: {
    '000': {
      title: {
        ja: 'バディファイト 詳細ルール(公式・日本語)',
        en: 'Future Card Buddyfight detailed rules (Japanese, official)',
      },
      language: 'ja',
      covers: {
        ja: '①バディモンスターとコールの流れ、②プレイタイミングと【対抗】の流れ、③アタックフェイズの流れ、④能力・キーワード能力・その他。各章にQ&Aがあります。',
        en: '① buddy monsters and the call flow, ② play timing and the Counter flow, ③ the attack phase flow, ④ abilities, keyword abilities and other rules; each part has its own Q&A.',
      },
    },
    '002': {
      title: {
        ja: 'バディファイト 詳細ルール(英語版)',
        en: 'Detailed Rules for "Future Card Buddyfight" (English)',
      },
      date: '2014-05-07',
      language: 'en',
      covers: {
        ja: 'No.1 バディコール(コールの流れ)、No.2 攻撃の手順、No.3 【対抗】の手順と、それぞれのQ&A。手順は「Step 1」からの通し番号で、流れ図は残っていません。',
        en: 'No.1 Buddy Call (the call flow), No.2 attack steps, No.3 Counter steps, each with Q&A. Steps are numbered "Step 1" onward, and the flow charts are missing from our copy.',
      },
    },
  },
  cards: {
    'size-0-monster': { ja: 'サイズ0のモンスター', en: 'Size 0 monster' },
    'size-1-monster': { ja: 'サイズ1のモンスター', en: 'Size 1 monster' },
    'size-2-monster': { ja: 'サイズ2のモンスター', en: 'Size 2 monster' },
    'size-3-monster': { ja: 'サイズ3のモンスター', en: 'Size 3 monster' },
    'size-4-monster': { ja: 'サイズ4のモンスター', en: 'Size 4 monster' },
    'size-5-monster': { ja: 'サイズ5のモンスター', en: 'Size 5 monster' },
    'buddy-monster': { ja: 'バディモンスター', en: 'Buddy monster' },
    'other-monster': { ja: '別のモンスター', en: 'Another monster' },
    'armorknight-succubus': { ja: 'アーマナイト・サキュバス', en: 'Armorknight Succubus' },
    'armorknight-demon': { ja: 'アーマナイト・デーモン', en: 'Armorknight Demon' },
    'armorknight-other': { ja: '別の《アーマナイト》モンスター', en: 'Another «Armorknight» monster' },
    'go-to-hell': { ja: 'ゴー・トゥ・ヘル', en: 'Begone!!' },
    'magical-goodbye': { ja: 'マジカルグッバイ', en: 'Magical Goodbye' },
    'buddy-charge': { ja: 'バディチャージ', en: 'Buddy Charge' },
    spell: { ja: '魔法カード', en: 'A spell' },
    'counter-spell': { ja: '【対抗】を持つ魔法カード', en: 'A Counter spell' },
    asmodai: { ja: '魔王 アスモダイ', en: 'Demon Lord, Asmodai' },
    'dangerous-backdrop': { ja: '必殺デンジャラスバックドロップ', en: 'Dangerous Back-drop!' },
    'dragonic-destroy': { ja: 'ドラゴニック・デストロイ', en: 'Dragonic Destroy' },
    'the-skies-in-your-hand': { ja: '大空を手に入れて', en: 'The Skies in your Hand' },
    'dragon-breath': { ja: 'ドラゴン・ブレス', en: 'Dragon Breath' },
    'opponent-monster': { ja: '相手のモンスター', en: "The opponent's monster" },
    'destroy-counter': { ja: '攻撃中のモンスターを破壊する【対抗】', en: 'A Counter that destroys an attacker' },
    'dragons-seal': { ja: '竜の封印', en: "Dragon's Seal" },
    'soul-card': { ja: 'ソウルのカード', en: 'A soul card' },
    'your-left': { ja: '自分のレフトのモンスター', en: 'Your left monster' },
    'your-center': { ja: '自分のセンターのモンスター', en: 'Your center monster' },
    'your-right': { ja: '自分のライトのモンスター', en: 'Your right monster' },
    'your-item': { ja: '自分のアイテム', en: 'Your item' },
    'opponent-left': { ja: '相手のレフトのモンスター', en: "Opponent's left monster" },
    'opponent-center': { ja: '相手のセンターのモンスター', en: "Opponent's center monster" },
    'opponent-right': { ja: '相手のライトのモンスター', en: "Opponent's right monster" },
    'opponent-item': { ja: '相手のアイテム', en: "Opponent's item" },
  },
  flows: ['call', 'play-timing', 'attack-phase', 'rules-check'],
} satisfies GameContent;
