import type { GameContent } from '../schema';

export default {
  id: 'fftcg',
  title: { ja: 'ファイナルファンタジー・トレーディングカードゲーム', en: 'Final Fantasy Trading Card Game' },
  short: { ja: 'FF-TCG', en: 'FF-TCG' },
  summary: {
    ja: 'FF-TCGのターンの進み方と割り込み(スタック)を、手順ごとに動かして確かめられます。バレットとブリュンヒルデの例は、どちらの順でも盤面で計算して再現します。',
    en: 'How an FF-TCG turn moves on and how interrupts stack up, step by step. The Barret and Brynhildr example replays in either order, with the outcome computed on the board.',
  },
  sources: {
    '003': {
      kind: 'rules',
      title: {
        ja: 'FF-TCG:アビリティと召喚獣を使えるタイミングと割り込みの解説(発売元による補足)',
        en: 'FF-TCG: when abilities and summons may be used, and how interrupts work (publisher’s explanation)',
      },
      language: 'ja',
      covers: {
        ja: '①アクティブ、②ドロー、③メイン1、④アタック(4-1〜4-4)、⑤メイン2、⑥エンドの各フェイズで何ができるか、フェイズが進む条件、割り込みとスタックの解決順。バレット/ブリュンヒルデの例を含みます。発売元は暫定の補足と位置づけています。',
        en: 'What may be done in each phase (① active, ② draw, ③ main 1, ④ attack with steps 4-1 to 4-4, ⑤ main 2, ⑥ end), when a phase moves on, and how interrupts stack and resolve, with the Barret / Brynhildr example. The publisher calls it a provisional supplement.',
      },
    },
  },
  cards: {
    barret: { ja: 'バレット【1-094U】', en: 'Barret [1-094U]' },
    'hammer-blow': { ja: 'ハンマーブロウ(バレットのSアビリティ)', en: "Hammer Blow (Barret's special ability)" },
    brynhildr: { ja: 'ブリュンヒルデ【1-019U】(召喚獣)', en: 'Brynhildr [1-019U] (summon)' },
    valefor: { ja: 'ヴァルファーレ【1-052】(召喚獣)', en: 'Valefor [1-052] (summon)' },
    'forward-a': { ja: 'フォワードA', en: 'Forward A' },
    'forward-b': { ja: 'フォワードB', en: 'Forward B' },
    'haste-forward': { ja: 'ヘイストを持つフォワード', en: 'A forward with Haste' },
    'brave-forward': { ja: 'ブレイブを持つフォワード', en: 'A forward with Brave' },
    'striker-forward': {
      ja: '「プレイヤーにダメージを与えたとき」のアビリティを持つフォワード',
      en: 'A forward with a "when it deals damage to a player" ability',
    },
    'blocker-forward': { ja: '非ターンプレイヤーのフォワード', en: "The non-turn player's forward" },
    // Stand-ins the setup editor puts into a slot the preset left empty.
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => [
        [
          `turn-forward-${n}`,
          { ja: `編集で置いたフォワード(ターンプレイヤー側の${n}番目の枠)`, en: `A forward set up in the editor (turn player, slot ${n})` },
        ],
        [
          `non-turn-forward-${n}`,
          { ja: `編集で置いたフォワード(非ターンプレイヤー側の${n}番目の枠)`, en: `A forward set up in the editor (non-turn player, slot ${n})` },
        ],
      ]),
    ),
    'turn-ability': { ja: 'ターンプレイヤーのアビリティ', en: "The turn player's ability" },
    'non-turn-summon': { ja: '非ターンプレイヤーの召喚獣', en: "The non-turn player's summon" },
    'striker-draw': { ja: '「プレイヤーにダメージを与えたとき、1枚引く」アビリティ', en: '"When it deals damage to a player, draw a card" ability' },
    'ex-burst-card': { ja: 'EXバーストを持つカード(フォワード1体に5000ダメージ)', en: 'A card with EX Burst (5000 damage to one forward)' },
    card: { ja: 'カード', en: 'A card' },
  },
} satisfies GameContent;
