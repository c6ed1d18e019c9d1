import { citeNames } from '../cite-names';

/** Every Goda citation is document 001; `section` is the source's numbered section. */
/** 001's headings and named parts that citations use, with the English name a reader of the English pages sees (ours). */
const part = citeNames('001', {
  '2.モンスターカードについて': '2. About monster cards',
  赤モンスター: 'Red monsters',
  '3.呪文カードについて': '3. About spell cards',
  呪文の性質と使用方法: 'What spells do and how they are used',
  '4.ゲームの進行と勝利条件': '4. How the game runs and is won',
  '4.エンドタイム': '4. End time',
  ターンとタイム: 'Turns and times',
  '4.ゲームの進行と勝利条件 — フリータイムにできること・モンスターで攻撃を行う':
    '4. How the game runs and is won — What you can do in free time: attacking with a monster',
  特別な勝利条件: 'Special ways to win',
  '5.モンスターで攻撃する': '5. Attacking with monsters',
  'バトル・アタック': 'Battle and attack',
  バトルについて: 'About battles',
  'バトルについて・仮破壊': 'About battles: provisional destruction',
  アタックについて: 'About attacks',
  'アタックについて・ブロック': 'About attacks: blocking',
  'アタックについて・ライフを削る': 'About attacks: cutting life',
  ライフを削る: 'Cutting life',
  '6.その他のルールと用語': '6. Other rules and terms',
  効果とルールの関係: 'How effects and rules relate',
  できる効果VSできない効果: '"Can" effects vs "can\'t" effects',
  '発動の積み重ね(スタック)について': 'About stacking activations (the stack)',
  スタック: 'Stack',
  '6.その他のルールと用語 — 発動の積み重ね(スタック)について': '6. Other rules and terms — About stacking activations (the stack)',
  効果を発動するための条件: 'Conditions for activating an effect',
  '6.その他のルールと用語 — 効果を発動するための条件': '6. Other rules and terms — Conditions for activating an effect',
  '効果を発動するための条件 例1': 'Conditions for activating an effect, example 1',
  '効果を発動するための条件 例2': 'Conditions for activating an effect, example 2',
  '効果を発動するための条件 例3': 'Conditions for activating an effect, example 3',
  '効果を発動するための条件 例4': 'Conditions for activating an effect, example 4',
});

/** Every Goda citation is document 001; `section` is the source's numbered section, shown in the reader's language. */
export const src = (section: string, ref: string) => ({ doc: '001', section: part(section), ref: part(ref) });
