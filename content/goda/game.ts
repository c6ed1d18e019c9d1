import type { GameContent } from '../schema';

export default {
  id: 'goda',
  title: { ja: 'ゴーダカードバトラー', en: 'Goda Card Battler' },
  short: { ja: 'ゴーダ', en: 'Goda' },
  summary: {
    ja: 'ファンメイドのカードゲーム「ゴーダカードバトラー」のターンの進み方、攻撃(バトルとアタック)、スタックを手順ごとに確認できます。',
    en: 'The fan-made Goda Card Battler: how a turn runs, how monsters attack (battles and attacks on life), and how the stack works, step by step.',
  },
  sources: {
    '001': {
      kind: 'rules',
      title: { ja: 'ゴーダカードバトラー wiki「ルール」', en: 'Goda Card Battler wiki, "Rules" page (Japanese)' },
      date: '2017-12-08',
      stated: { ja: 'ページ冒頭に、wikiの最終更新日時(20:35)として書かれています。', en: 'Given at the top of the page as the wiki’s last edit (at 20:35).' },
      language: 'ja',
      covers: {
        ja: 'デッキとゾーン、モンスターと呪文の種類、召喚方法、ターンのタイム、バトルとアタック、スタック、効果の条件。番号付きの節(1〜6)と箇条書きからなります。',
        en: 'Deck and zones, kinds of monsters and spells, ways to summon, the times of a turn, battles and attacks, the stack, and what an effect needs. Numbered sections 1–6 with bullet lists.',
      },
    },
  },
  cards: {
    monster: { ja: 'モンスター', en: 'Monster' },
    'armor-spell': { ja: 'アーマー呪文', en: 'Armor spell' },
    attacker: { ja: '攻撃するモンスター', en: 'Attacking monster' },
    'rested-monster': { ja: '待機姿勢のモンスター', en: 'Monster in rest posture' },
    'ready-monster': { ja: '攻撃姿勢のモンスター', en: 'Monster in attack posture' },
    // Life cards by place, counted from the left as their owner sees them (the side life is cut from: 001 §5).
    'life-1': { ja: 'ライフ1枚目(左から)', en: 'Life card 1 (from the left)' },
    'life-2': { ja: 'ライフ2枚目(左から)', en: 'Life card 2 (from the left)' },
    'life-3': { ja: 'ライフ3枚目(左から)', en: 'Life card 3 (from the left)' },
    'life-4': { ja: 'ライフ4枚目(左から)', en: 'Life card 4 (from the left)' },
    'life-5': { ja: 'ライフ5枚目(左から)', en: 'Life card 5 (from the left)' },
    blast: { ja: '破壊呪文(ノーマル呪文)', en: 'Blast (normal spell: destroys a monster)' },
    cancel: { ja: '無効化呪文(タイム呪文)', en: 'Cancel (time spell: nullifies an activation)' },
    'time-blast': {
      ja: 'タイム破壊呪文(タイム呪文:戦っている相手のモンスターを破壊)',
      en: 'Time Blast (time spell: destroys the opposing monster in the fight)',
    },
    'power-up': {
      ja: 'パワーアップ呪文(タイム呪文:戦っている自分のモンスターのPを3000上げる)',
      en: 'Power Up (time spell: your monster in the fight gets +3000 P)',
    },
    'speed-summon': { ja: 'スピード・サモン', en: 'Speed Summon' },
    'last-emperor': { ja: '最後の皇帝', en: 'The Last Emperor' },
  },
} satisfies GameContent;
