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
      steps: [
        { flow: 'turn', step: '3.1' },
        { flow: 'turn', step: '7.1' },
      ],
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
      steps: [
        { flow: 'turn', step: '5.3' },
        { flow: 'turn', step: '7.2' },
      ],
      replay: { flow: 'turn', setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.take-damage' },
      source: src(U, 'ライフポイント'),
      aliases: { ja: ['ライフポイント', 'LP', 'ライフチェック'], en: ['life points', 'life check'] },
    },
    'summon-limit': {
      name: { ja: '召喚制限とサモンフォース(SF)', en: 'Summon limit and summon force (SF)' },
      short: {
        ja: '手札から出すノーマルアタックガーディアンのSFは、相手のアタックガーディアンのSF+1まで。',
        en: 'A normal attack guardian from hand may have an SF of at most the opponent’s attack guardian’s SF + 1.',
      },
      body: {
        ja: 'SFは召喚に使うフォースの数です。フォースを使うときはカードを裏にし、次の自分のドローフェイズで表に戻します。\n\n手札からフォースを使って出すノーマルのアタックガーディアンは、相手のアタックガーディアンのSFより1大きい数までしか出せません。各プレイヤーの最初のターンに自分のアタックゾーンが空なら、SF1以下を出せます。サイドデッキの特殊なガーディアンには召喚制限がない代わりに、それぞれの召喚条件があります。',
        en: 'SF is how many force a summon costs. Spent force is turned face down and comes back face up at its owner’s next draw phase.\n\nA normal attack guardian summoned from hand with force may have an SF of at most one more than the opponent’s attack guardian. On each player’s first turn, with their own attack zone empty, SF 1 or lower is allowed. The side deck’s special guardians have no summon limit, but each has a summon condition instead.',
      },
      steps: [{ flow: 'turn', step: '3' }],
      replay: { flow: 'turn', setup: 'basic', walk: 'draw-main.charge-draw-main' },
      source: src('ガーディアンカードについて', '召喚制限'),
      aliases: { ja: ['召喚制限', 'サモンフォース', 'SF'], en: ['summon limit', 'summon force', 'SF'] },
    },
    'spell-power': {
      name: { ja: 'スペルパワー(SP)', en: 'Spell power (SP)' },
      short: {
        ja: '相手のスペルは、SPが同じか高いスペルを手札から捨てれば無効にできます。',
        en: 'An opponent’s spell is nullified by discarding a spell of equal or higher SP from hand.',
      },
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
      short: {
        ja: 'ダイスの目が合わず攻撃が不発になったアタックガーディアンは横向きになり、次の相手ターンのダメージが2倍になります。',
        en: 'An attack guardian whose roll missed is turned sideways and takes double damage in the opponent’s next turn.',
      },
      body: {
        ja: 'ダイスステップで出た目がアタックアビリティの数字に合わないと、攻撃は不発です。フォースは使わず、アタックガーディアンは縦向きから横向きになり、バトルフェイズは飛ばされます。横向きのガーディアンは、相手の次のターンに受けるダメージが2倍です。',
        en: 'When the roll at the dice step is none of the attack ability’s numbers, the attack misfires. No force is spent; the attack guardian turns from upright to sideways, and the battle phase is skipped. A sideways guardian takes double damage during the opponent’s next turn.',
      },
      steps: [
        { flow: 'turn', step: '6' },
        { flow: 'turn', step: '7.1' },
      ],
      replay: { flow: 'turn', setup: 'chaos-wind', walk: 'draw-main.charge-draw-main.next.next.next.roll-3' },
      source: src(U, '弱体化'),
      aliases: { ja: ['弱体化', '不発'], en: ['weakened', 'weakening', 'misfire'] },
    },
    'life-counter': {
      name: { ja: 'ライフカウンター', en: 'Life counters' },
      short: {
        ja: '各プレイヤーに4つ。0になれば負け。2つで2枚引く、1000ダメージにつき1つでダメージ効果を無効にする、に使えます。',
        en: 'Four per player; none left is a loss. Two buy two cards; one per 1000 damage cancels a damage effect.',
      },
      body: {
        ja: 'ライフカウンターは各プレイヤー4つで、0になると負けです。1ターンに1度、自分のセットフェイズに2つ使ってメインデッキかサイドデッキから2枚引けます。また1ターンに1度、ガーディアンが受けるダメージ効果1つを、1000ダメージにつき1つ使って無効にできます(1000以上のダメージに限ります)。',
        en: 'Each player has four life counters and loses with none left. Once a turn, in their own set phase, a player may spend two to draw two cards from the main or side deck. Also once a turn, one damage effect on a guardian may be cancelled by spending one per 1000 damage (only for 1000 or more).',
      },
      steps: [
        { flow: 'turn', step: '5' },
        { flow: 'turn', step: '7.1' },
      ],
      replay: { flow: 'turn', setup: 'weakened', walk: 'draw-main.charge-draw-main.next.next.next.roll-2.answer-passes.activator-passes.next.life-shield' },
      source: src('ライフカウンター', 'ライフカウンター'),
      aliases: { ja: ['ライフカウンター'], en: ['life counter', 'life counters'] },
    },
    'counter-step': {
      name: { ja: 'カウンターステップ', en: 'Counter step' },
      short: {
        ja: '効果の発動で開く、答えのための手順。相手が先で、カウンター効果は1つまで。',
        en: 'The window an activation opens for answers: the opponent goes first, one counter effect at most.',
      },
      body: {
        ja: 'カードの効果を発動した瞬間に開きます。発動した側の相手に優先権があり、1つのカウンターステップで使えるカウンター効果は1つだけです。カウンター効果を使っても新しいカウンターステップは開きません。永続効果は適用なので開きません。',
        en: 'It opens the moment a card effect is activated. The activating player’s opponent has priority, and a counter step allows one counter effect. Using a counter effect opens no new counter step, and continuous effects, being applied, open none.',
      },
      steps: [
        { flow: 'counter', step: '1' },
        { flow: 'counter', step: '2' },
        { flow: 'counter', step: '3' },
      ],
      flow: 'counter',
      replay: { flow: 'counter', setup: 'ability', walk: 'answer-counter' },
      source: src('カウンターステップ', 'カウンターステップ'),
      aliases: { ja: ['カウンターステップ', 'カウンター効果', 'カウンターカード'], en: ['counter step', 'counter effect', 'counter card'] },
    },
    deck: {
      name: { ja: 'デッキとカードの種類', en: 'Decks and kinds of card' },
      short: {
        ja: 'メインデッキは60枚まで(同じカードは3枚まで)、サイドデッキは特殊な召喚をするカードだけで8枚まで。',
        en: 'A main deck of up to 60 (three copies at most) and a side deck of up to 8 cards that all need a special summon.',
      },
      body: {
        ja: 'デッキはメインデッキとサイドデッキの2つです。メインデッキは60枚以下で、同じカードは3枚まで入れられます。プリベントアビリティを持つノーマルガーディアンは、1つのメインデッキに6枚までです。サイドデッキは特殊な召喚方法を持つカードだけで作り、8枚までです。どちらのデッキも、中身を自由に見ることはできません。最初の手札は5枚で、手札の枚数に上限はありません。\n\nカードは、戦うガーディアンのほか、カウンターステップでだけ使えるカウンターカード、ドメインフェイズにドメインゾーンへ置くドメインカード、自分のセットフェイズに使えるスペルカードがあります。',
        en: 'There are two decks, the main deck and the side deck. The main deck holds 60 cards or fewer, with no more than three of the same card; normal guardians with a prevent ability are limited to six per main deck. The side deck is made only of cards with a special way of summoning, eight at most. Neither deck may be looked through at will. The first hand is five cards, and there is no hand-size limit.\n\nBesides the guardians that fight, there are counter cards (used only in a counter step), domain cards (placed in the domain zone in the domain phase) and spell cards (used in your own set phase).',
      },
      note: {
        ja: '004は、ゲームは上の「5種類」のカードで進むと書いていますが、説明しているのはガーディアン、カウンター、ドメイン、スペルの4種類です。このページでは、説明のある4種類を挙げています。',
        en: '004 says the game is played with the “five kinds” of card just described, but it describes four: guardian, counter, domain and spell cards. This page lists the four it describes.',
      },
      steps: [
        { flow: 'setup', step: '4' },
        { flow: 'turn', step: '1' },
      ],
      replay: { flow: 'setup', setup: 'standard', walk: 'roll.you-higher.go-first.keep-guardian-sf1.next' },
      source: src('デッキ構成', 'デッキ構成・カードの種類'),
      aliases: {
        ja: ['メインデッキ', 'サイドデッキ', 'デッキ構成', 'スペルカード', 'ドメインカード'],
        en: ['main deck', 'side deck', 'deck building', 'spell card', 'domain card'],
      },
    },
    force: {
      name: { ja: 'フォースとフォースチャージ', en: 'Force and force charge' },
      short: {
        ja: 'チャージゾーンに表で置いたカード。召喚やコストに使うと裏になり、次の自分のドローフェイズで表に戻ります。',
        en: 'Cards set face up in the charge zone; spending one turns it face down until your next draw phase.',
      },
      body: {
        ja: 'チャージゾーンに置かれたカードをまとめてフォースと呼びます。手札のカードをチャージゾーンに表・縦向きで置くことがフォースチャージです。\n\nガーディアンの召喚にはSFの数だけ、起動効果にはそのコストの分だけ、バトルフェイズの開始には1つ、フォースを使います。使ったフォースは裏になります。使い切りではなく、自分の次のターンが来ると、ドローフェイズの始めにすべて表に戻ります。強いガーディアンほどSFが高いので、出したければフォースをためる必要があります。',
        en: 'Force is the name for the cards in the charge zone. A force charge puts a card from hand into the charge zone face up and upright.\n\nForce pays for a guardian’s summon (as many as its SF), for an activated effect’s cost, and one for the start of the battle phase. Spent force turns face down. It is not gone: it all turns face up again when your next draw phase begins. Stronger guardians cost more SF, so summoning them means building up force first.',
      },
      steps: [
        { flow: 'turn', step: '1' },
        { flow: 'turn', step: '2' },
        { flow: 'turn', step: '3' },
        { flow: 'turn', step: '6' },
      ],
      replay: { flow: 'turn', setup: 'basic', walk: 'draw-main.charge-draw-main' },
      source: src(U, 'フォース・フォースチャージ'),
      aliases: { ja: ['フォース', 'フォースチャージ', 'チャージゾーン'], en: ['force', 'force charge', 'charge zone'] },
    },
    'material-cards': {
      name: { ja: 'マテリアルカードとアンダーカード', en: 'Material cards and under cards' },
      short: {
        ja: 'アタックガーディアンの下のカード。裏のマテリアルは次のガーディアンに引き継がれ、表のアンダーは持ち主と一緒に去ります。',
        en: 'Cards beneath an attack guardian: face-down materials pass to the next guardian; face-up under cards leave with their holder.',
      },
      body: {
        ja: 'マテリアルカードは、アタックガーディアンの下に裏で置かれたカードです。バーストアビリティのコストとしてジャンクゾーンへ送ると、その能力が発動します。新しいガーディアンを召喚すると、次のガーディアンに引き継がれます。\n\nアンダーカードは、アタックガーディアンの下に表で置かれたカードです。バーストアビリティのコストにはできず、持っていたガーディアンが場を離れると自動でジャンクゾーンへ送られます。',
        en: 'Material cards lie face down under an attack guardian. Sending them to the junk zone as the cost of a burst ability activates it. When a new guardian is summoned, they pass on to it.\n\nUnder cards lie face up under an attack guardian. They cannot pay for a burst ability, and they go to the junk zone by themselves once the guardian holding them leaves the field.',
      },
      note: {
        ja: '004は、LPが0になってジャンクゾーンへ送られたときはマテリアルカードもジャンクゾーンへ行く、と書いています。一方でLPが0のアタックガーディアンはアタックゾーンに残り、その持ち主が負けるとも書いています。この図では、マテリアルカードが持ち主と一緒にジャンクゾーンへ行く場面は扱っていません。',
        en: '004 says material cards go to the junk zone when their guardian is sent there at 0 LP, yet also says an attack guardian at 0 LP stays in the attack zone and its owner loses. The charts here do not show materials going to the junk zone with their guardian.',
      },
      steps: [
        { flow: 'turn', step: '3.1' },
        { flow: 'turn', step: '3.2' },
        { flow: 'turn', step: '5' },
      ],
      replay: { flow: 'turn', setup: 'materials', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next' },
      source: src(U, 'マテリアルカード・アンダーカード'),
      aliases: {
        ja: ['マテリアルカード', 'アンダーカード', 'バーストアビリティ'],
        en: ['material card', 'material cards', 'under card', 'under cards', 'burst ability'],
      },
    },
    mulligan: {
      name: { ja: 'マリガン', en: 'Mulligan' },
      short: {
        ja: '最初の手札の入れ替え。1度だけで、取っておいた1枚は戻せません。',
        en: 'Swapping cards of the first hand: once only, and never the card kept aside.',
      },
      body: {
        ja: '最初の手札から、いらないカードを何枚かメインデッキに戻してシャッフルし、戻した数だけ引き直すことです。してもしなくてもかまいません。できるのは1度だけで、準備で手元に取っておいた1枚は戻せません。',
        en: 'Putting unwanted cards of the first hand back into the main deck, shuffling, and drawing as many again. It is optional, it can be done only once, and the card kept aside during setup cannot go back.',
      },
      steps: [{ flow: 'setup', step: '5' }],
      flow: 'setup',
      replay: { flow: 'setup', setup: 'standard', walk: 'roll.opp-higher.go-second.keep-guardian-sf0.next.mulligan-4' },
      source: src(U, 'マリガン'),
      aliases: { ja: ['マリガン', '手札交換'], en: ['mulligan'] },
    },
    field: {
      name: { ja: 'フィールド(場)', en: 'The field' },
      short: {
        ja: 'アタックゾーン、アシストゾーン、ドメインゾーンの3か所だけ。',
        en: 'Only three zones: the attack zone, the assist zone and the domain zone.',
      },
      body: {
        ja: 'カードの文の「フィールド」や「場」は、アタックゾーン、アシストゾーン、ドメインゾーンという3つの場所をまとめた言い方です。デッキ、チャージゾーン、ジャンクゾーンなど、ほかの場所は含みません。\n\nアタックゾーンには戦うガーディアンを1体、アシストゾーンにはそれを支えるガーディアンを1体しか置けません。新しく召喚すると、前のガーディアンはシフトステップでジャンクゾーンへ送られます。',
        en: '“Field” in card text means the attack zone, the assist zone and the domain zone together, and nothing else: not the decks, the charge zone or the junk zone.\n\nThe attack zone holds the one guardian that fights and the assist zone the one that supports it. Summoning a new one sends the one before it to the junk zone at the shift step.',
      },
      steps: [
        { flow: 'turn', step: '3.2' },
        { flow: 'turn', step: '4' },
      ],
      replay: { flow: 'turn', setup: 'basic', walk: 'draw-main.charge-draw-main.summon-guardian-sf2.next' },
      source: src(U, 'フィールド'),
      aliases: { ja: ['フィールド', 'アタックゾーン', 'アシストゾーン', 'ドメインゾーン'], en: ['field', 'attack zone', 'assist zone', 'domain zone'] },
    },
    'effect-kinds': {
      name: { ja: '効果の種類(永続・起動・自動)', en: 'Kinds of effect (continuous, activated, auto)' },
      short: {
        ja: '永続効果は適用されるだけでカウンターステップを開かず、起動効果と自動効果は発動してカウンターステップを開きます。',
        en: 'Continuous effects are applied and open no counter step; activated and auto effects are activated and do.',
      },
      body: {
        ja: '永続効果(【永】)は、どこにあっても常に適用される効果です。発動するのではなく適用されるだけのため、カウンターステップを開きません。\n\n起動効果(【起】)には発動のコストがあり、セットフェイズにコストを払って発動します。払えるかぎり何度でも発動できます。\n\n自動効果(【自】)は、決められた条件を満たせば発動できます。コストはなく、1ターンに2度以上も発動できますが、そのたびに条件を満たし直す必要があります。\n\nダメージ効果はDGを増やし、リペア効果はDGを減らします。ダウン効果はLPだけを減らし、アップ効果はLPだけを増やします(どちらもDGは変わりません)。',
        en: 'A continuous effect (marked 永) applies at all times, wherever the card is. It is applied, not activated, so it opens no counter step.\n\nAn activated effect (marked 起) has a cost and is used in the set phase by paying it, as many times as the cost can be paid.\n\nAn auto effect (marked 自) may be used whenever its condition is met. It has no cost and may be used more than once a turn, but each use needs the condition met again.\n\nDamage effects raise DG and repair effects lower it; down effects lower LP only and up effects raise LP only, leaving DG alone.',
      },
      note: {
        ja: '004は、ダウン・アップ・リペアがいつ適用されるか、DGが0より下がるかを書いていません。この図では、カウンターステップの後に解決されたときに適用してすぐライフチェックをし(ダメージ効果だけがダメージステップを待ちます)、リペアでDGは0より下がらないとしています。図のスペルは、ダウンが相手のアタックガーディアンに、アップとリペアが自分のアタックガーディアンに効く、この図の例です。自動効果は、アシストゾーンへの召喚を条件にする例で動かせます(3.5。「できる」で終わる任意発動なら、発動しないことも選べます)。',
        en: '004 does not say when a down, up or repair applies, or whether DG can go below 0. The charts apply them when they resolve after their counter step, with a life check straight after (only damage effects wait for the damage step), and a repair never takes DG below 0. The charts’ spells are our stand-ins: the down hits the opponent’s attack guardian, the up and the repair your own. Automatic effects run in an example whose condition is a summon to the assist zone (3.5; an optional one, ending in “may”, can also be declined).',
      },
      steps: [
        { flow: 'turn', step: '4' },
        { flow: 'turn', step: '5' },
        { flow: 'turn', step: '5.1' },
        { flow: 'turn', step: '3.5' },
      ],
      replay: { flow: 'turn', setup: 'activated', walk: 'draw-main.charge-draw-main.next.next.activate' },
      source: src('効果の種類', '永続効果・起動効果・自動効果'),
      aliases: {
        ja: ['永続効果', '起動効果', '自動効果', 'ダメージ効果', 'リペア効果', 'ダウン効果', 'アップ効果'],
        en: ['continuous effect', 'activated effect', 'auto effect', 'damage effect', 'repair effect', 'down effect', 'up effect'],
      },
    },
    'guardian-kinds': {
      name: { ja: 'ガーディアンの種類と特殊な召喚', en: 'Kinds of guardian and special summons' },
      short: {
        ja: 'ノーマルは召喚制限つき、サイドデッキのガーディアンは召喚制限の代わりにそれぞれの召喚条件があります。',
        en: 'Normal guardians have the summon limit; side-deck guardians have their own summon conditions instead.',
      },
      body: {
        ja: 'ノーマルガーディアンは特殊な召喚方法がいらない代わりに召喚制限があり、アタック用はアタックゾーンに、アシスト用はアシストゾーンに出します。アームドガーディアンはアシストゾーンにだけ出せます。アンリミテッドガーディアンはLPが∞で、ルールに干渉する能力を持ちます。\n\nサイドデッキのガーディアンには召喚制限がなく、それぞれの召喚条件を満たせば出せます。ライズガーディアンは、アシストゾーンが空のときだけ裏で出し(沈黙召喚)、フォースが一定数に達したら表にします(覚醒降臨。沈黙召喚したターンにはできず、その間アシストゾーンは使えません)。スピードガーディアンは、相手が一定以上のSFのガーディアンを召喚したとき、手札かサイドデッキからフォースを使わずに出せます。クロスガーディアンは、素体になるアタックガーディアンの下にアームドガーディアンを表のアンダーカードとして重ねて出し、自分のエンドフェイズに表のフォースをすべて裏にします。エクストラガーディアンはエクストラフェイズにだけ出せます。レイジングガーディアンは、LPが一定以下の決まったアタックガーディアンがいるときに手札から出し、エンドフェイズにその決まったガーディアンを出し直して、自分はサイドデッキに戻ります。',
        en: 'Normal guardians need no special way of summoning but have the summon limit; the attack kind goes to the attack zone and the assist kind to the assist zone. Armed guardians go only to the assist zone. Unlimited guardians have ∞ LP and an ability that reaches into the rules themselves.\n\nSide-deck guardians have no summon limit; each has its own summon condition instead. A rise guardian is summoned face down, only with an empty assist zone (a silent summon), and turned face up once force reaches a set number (its awakening — not on the turn of the silent summon; meanwhile the assist zone cannot be used). A speed guardian comes out from hand or side deck without force when the opponent summons a guardian of at least a set SF. A cross guardian is summoned by making an armed guardian the under card of its base attack guardian, and turns all face-up force face down at its owner’s end phase. An extra guardian comes out only in the extra phase. A raging guardian comes from hand while a named attack guardian at or below a set LP is in the attack zone; at the end phase it brings that guardian back and returns to the side deck.',
      },
      note: {
        ja: 'この図で動かせるのは、エクストラガーディアンとスピードガーディアンの召喚、ライズガーディアンの沈黙召喚と覚醒降臨、レイジングガーディアンの召喚とエンドフェイズの交代、アームドガーディアンによるクロスガーディアンの装着転成、そしてクロスガーディアンのエンドフェイズのフォース(表をすべて裏に)です。アンリミテッドガーディアンはLPが∞であること(ダメージを受けても負けない)だけを動かせます。極限召喚の条件とアンリミテッドアビリティの中身は004に書かれていないため、説明だけにしています。ライズガーディアンの裏のカードはアシストゾーンに置くと読んでいます(裁定を参照)。',
        en: 'The charts run the extra and speed guardians’ summons, the rise guardian’s silent summon and awakening, the raging guardian’s summon and its end-phase exchange, the cross guardian’s summon by fitting an armed guardian, and the cross guardian’s end-phase rule (every face-up force turned face down). Of the unlimited guardian, only its ∞ LP is charted (damage never makes it lose); its summon condition and what its ability does are not in 004, so they are described here only. The rise guardian’s face-down card is read as lying in the assist zone (see the rulings).',
      },
      steps: [
        { flow: 'turn', step: '3' },
        { flow: 'turn', step: '8.1' },
        { flow: 'turn', step: '9.1' },
      ],
      replay: { flow: 'turn', setup: 'assist', walk: 'draw-main.charge-draw-main' },
      source: src('アタックガーディアンの種類', 'ガーディアン一覧'),
      aliases: {
        ja: [
          'ライズガーディアン',
          'スピードガーディアン',
          'クロスガーディアン',
          'レイジングガーディアン',
          'アームドガーディアン',
          'アンリミテッドガーディアン',
          'ノーマルガーディアン',
        ],
        en: ['rise guardian', 'speed guardian', 'cross guardian', 'raging guardian', 'armed guardian', 'unlimited guardian', 'normal guardian'],
      },
    },
  },
} satisfies z.input<typeof Topics>;
