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
    'life-left': { ja: 'ライフ(左)', en: 'Life (left)' },
    'life-middle': { ja: 'ライフ(中)', en: 'Life (middle)' },
    'life-right': { ja: 'ライフ(右)', en: 'Life (right)' },
    blast: { ja: '破壊呪文(ノーマル呪文)', en: 'Blast (normal spell: destroys a monster)' },
    cancel: { ja: '無効化呪文(タイム呪文)', en: 'Cancel (time spell: nullifies an activation)' },
    'speed-summon': { ja: 'スピード・サモン', en: 'Speed Summon' },
    'last-emperor': { ja: '最後の皇帝', en: 'The Last Emperor' },
  },
} satisfies GameContent;
