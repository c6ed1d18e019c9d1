import type { z } from 'zod';
import type { Topics } from '../schema';
import { src } from './shared';

const U = '用語解説';

/** Terms 004 defines, each with its own page. */
export default {
  terms: {
    'damage-gauge': {
      name: { ja: 'ダメージゲージ(DG)', en: 'Damage gauge (DG)' },
      short: { ja: 'ガーディアンが受けたダメージの合計。増えた分だけLPが減ります。', en: 'The damage a guardian has taken; its LP is lower by that much.' },
      body: {
        ja: 'ダメージ効果はDGを増やし、リペア効果はDGを減らします。DGが増えればLPは同じだけ減り、減ればLPは同じだけ戻ります。\n\n新しいガーディアンを召喚すると、アピアステップで前のガーディアンのDGを引き継ぎ、その分LPが減ります。前のガーディアンが場にいなかったときは引き継ぎません。ダウン効果とアップ効果はLPだけを変え、DGには触れません。',
        en: 'Damage effects raise DG; repair effects lower it. LP moves the other way by the same amount.\n\nA newly summoned guardian takes over the previous guardian’s DG at the appear step, and its LP falls by that much; with no previous guardian on the field, nothing is taken over. Down and up effects change LP only and leave DG alone.',
      },
      steps: [{ flow: 'turn', step: '3.1' }, { flow: 'turn', step: '7.1' }],
      replay: { flow: 'turn', setup: 'basic', walk: 'draw-main.charge-draw-main.summon-guardian-sf2' },
      source: src(U, 'ダメージゲージ'),
      aliases: { ja: ['ダメージゲージ', 'DG'], en: ['damage gauge'] },
    },
    'life-points': {
      name: { ja: 'ライフポイント(LP)', en: 'Life points (LP)' },
      short: { ja: 'ガーディアンの体力。アタックガーディアンが0になれば負けです。', en: 'A guardian’s stamina; an attack guardian at 0 loses the game.' },
      body: {
        ja: 'カードに書かれた数字は攻撃力ではなく体力(LP)です。LPが変わるたびにライフチェックが入り、アタックガーディアンのLPが0なら持ち主の負け、アシストガーディアンならジャンクゾーンへ送られます。0になったアタックガーディアンは、ジャンクゾーンへ行かずにアタックゾーンに残ります。',
        en: 'The number printed on a guardian is its stamina (LP), not attack strength. Every change of LP brings a life check: an attack guardian at 0 LP loses the game for its owner, an assist guardian at 0 goes to the junk zone. An attack guardian at 0 stays in the attack zone rather than going to the junk zone.',
      },
      steps: [{ flow: 'turn', step: '5.3' }, { flow: 'turn', step: '7.2' }],
      replay: { flow: 'turn', setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.take-damage' },
      source: src(U, 'ライフポイント'),
      aliases: { ja: ['ライフポイント', 'LP', 'ライフチェック'], en: ['life points', 'life check'] },
    },
    'summon-limit': {
      name: { ja: '召喚制限とサモンフォース(SF)', en: 'Summon limit and summon force (SF)' },
      short: { ja: '手札から出すノーマルアタックガーディアンのSFは、相手のアタックガーディアンのSF+1まで。', en: 'A normal attack guardian from hand may have an SF of at most the opponent’s attack guardian’s SF + 1.' },
      body: {
        ja: 'SFは召喚に使うフォースの数です。フォースを使うときはカードを裏にし、次の自分のドローフェイズで表に戻します。\n\n手札からフォースを使って出すノーマルのアタックガーディアンは、相手のアタックガーディアンのSFより1大きい数までしか出せません。各プレイヤーの最初のターンに自分のアタックゾーンが空なら、SF1以下を出せます。サイドデッキの特殊なガーディアンには召喚制限がない代わりに、それぞれの召喚条件があります。',
        en: 'SF is how many force a summon costs. Spent force is turned face down and comes back face up at its owner’s next draw phase.\n\nA normal attack guardian summoned from hand with force may have an SF of at most one more than the opponent’s attack guardian. On each player’s first turn, with their own attack zone empty, SF 1 or lower is allowed. The side deck’s special guardians have no summon limit, but each has a summon condition instead.',
      },
      steps: [{ flow: 'turn', step: '3' }],
      replay: { flow: 'turn', setup: 'basic', walk: 'draw-main.charge-draw-main' },
      source: src('ガーディアンカードについて', '召喚制限'),
      aliases: { ja: ['召喚制限', 'サモンフォース', 'SF'], en: ['summon limit', 'summon force'] },
    },
    'spell-power': {
      name: { ja: 'スペルパワー(SP)', en: 'Spell power (SP)' },
      short: { ja: '相手のスペルは、SPが同じか高いスペルを手札から捨てれば無効にできます。', en: 'An opponent’s spell is nullified by discarding a spell of equal or higher SP from hand.' },
      body: {
        ja: 'スペルを発動するとカウンターステップが開きます。その手順で、相手のスペルのSP以上のSPを持つスペルを手札からジャンクゾーンへ送れば、そのスペルの効果を無効にできます。こうして無効にしたカウンターステップでは、カウンターカードは使えません。',
        en: 'Activating a spell opens a counter step. In it, sending a spell from hand to the junk zone whose SP is at least the activated spell’s nullifies that spell’s effect. In a counter step where this was done, no counter card can be used.',
      },
      steps: [{ flow: 'counter', step: '1' }],
      replay: { flow: 'counter', setup: 'spell', walk: 'answer-cancels-spell' },
      source: src(U, 'スペルパワー'),
      aliases: { ja: ['スペルパワー', 'SP'], en: ['spell power'] },
    },
    weakened: {
      name: { ja: '弱体化', en: 'Weakened' },
      short: { ja: 'ダイスの目が合わず攻撃が不発になったアタックガーディアンは横向きになり、次の相手ターンのダメージが2倍になります。', en: 'An attack guardian whose roll missed is turned sideways and takes double damage in the opponent’s next turn.' },
      body: {
        ja: 'ダイスステップで出た目がアタックアビリティの数字に合わないと、攻撃は不発です。フォースは使わず、アタックガーディアンは縦向きから横向きになり、バトルフェイズは飛ばされます。横向きのガーディアンは、相手の次のターンに受けるダメージが2倍です。',
        en: 'When the roll at the dice step is none of the attack ability’s numbers, the attack misfires. No force is spent; the attack guardian turns from upright to sideways, and the battle phase is skipped. A sideways guardian takes double damage during the opponent’s next turn.',
      },
      steps: [{ flow: 'turn', step: '6' }, { flow: 'turn', step: '7.1' }],
      replay: { flow: 'turn', setup: 'chaos-wind', walk: 'draw-main.charge-draw-main.next.next.next.roll-3' },
      source: src(U, '弱体化'),
      aliases: { ja: ['弱体化', '不発'], en: ['weakened', 'weakening', 'misfire'] },
    },
    'life-counter': {
      name: { ja: 'ライフカウンター', en: 'Life counters' },
      short: { ja: '各プレイヤーに4つ。0になれば負け。2つで2枚引く、1000ダメージにつき1つでダメージ効果を無効にする、に使えます。', en: 'Four per player; none left is a loss. Two buy two cards; one per 1000 damage cancels a damage effect.' },
      body: {
        ja: 'ライフカウンターは各プレイヤー4つで、0になると負けです。1ターンに1度、自分のセットフェイズに2つ使ってメインデッキかサイドデッキから2枚引けます。また1ターンに1度、ガーディアンが受けるダメージ効果1つを、1000ダメージにつき1つ使って無効にできます(1000以上のダメージに限ります)。',
        en: 'Each player has four life counters and loses with none left. Once a turn, in their own set phase, a player may spend two to draw two cards from the main or side deck. Also once a turn, one damage effect on a guardian may be cancelled by spending one per 1000 damage (only for 1000 or more).',
      },
      steps: [{ flow: 'turn', step: '5' }, { flow: 'turn', step: '7.1' }],
      replay: { flow: 'turn', setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.life-shield' },
      source: src('ライフカウンター', 'ライフカウンター'),
      aliases: { ja: ['ライフカウンター'], en: ['life counter', 'life counters'] },
    },
    'counter-step': {
      name: { ja: 'カウンターステップ', en: 'Counter step' },
      short: { ja: '効果の発動で開く、答えのための手順。相手が先で、カウンター効果は1つまで。', en: 'The window an activation opens for answers: the opponent goes first, one counter effect at most.' },
      body: {
        ja: 'カードの効果を発動した瞬間に開きます。発動した側の相手に優先権があり、1つのカウンターステップで使えるカウンター効果は1つだけです。カウンター効果を使っても新しいカウンターステップは開きません。永続効果は適用なので開きません。',
        en: 'It opens the moment a card effect is activated. The activating player’s opponent has priority, and a counter step allows one counter effect. Using a counter effect opens no new counter step, and continuous effects, being applied, open none.',
      },
      steps: [{ flow: 'counter', step: '1' }, { flow: 'counter', step: '2' }, { flow: 'counter', step: '3' }],
      flow: 'counter',
      replay: { flow: 'counter', setup: 'ability', walk: 'answer-counter' },
      source: src('カウンターステップ', 'カウンターステップ'),
      aliases: { ja: ['カウンターステップ', 'カウンター効果', 'カウンターカード'], en: ['counter step', 'counter effect', 'counter card'] },
    },
  },
} satisfies z.input<typeof Topics>;
