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
    'buddy-monster': { ja: 'バディモンスター', en: 'Buddy monster' },
    'other-monster': { ja: '別のモンスター', en: 'Another monster' },
    'armorknight-succubus': { ja: 'アーマナイト・サキュバス', en: 'Armorknight Succubus' },
    'armorknight-demon': { ja: 'アーマナイト・デーモン', en: 'Armorknight Demon' },
    'armorknight-other': { ja: '別の《アーマナイト》モンスター', en: 'Another «Armorknight» monster' },
    'go-to-hell': { ja: 'ゴー・トゥ・ヘル', en: 'Begone!!' },
    'magical-goodbye': { ja: 'マジカルグッバイ', en: 'Magical Goodbye' },
    'buddy-charge': { ja: 'バディチャージ', en: 'Buddy Charge' },
  },
  flows: ['call'],
} satisfies GameContent;
