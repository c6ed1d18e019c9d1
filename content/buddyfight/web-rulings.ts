import type { Ruling } from '../schema';
import { cite000, part } from './shared';

/**
 * Rulings from web pages beyond the documents' own Q&A (issue 9), cited by page (`w01`… in game.ts sources),
 * the heading on the page, and the entry. Players' wikis and blogs are not official: the sources page and each
 * ruling's page say who stands behind the page.
 */
export const web = (doc: string, section: string, ref: string) => ({ doc, section: part(section), ref: part(ref) });

export const attackPhaseWeb = [
  {
    id: 'web-soulguard-penetrate',
    flow: 'attack-phase',
    question: {
      ja: '『貫通』の攻撃で破壊された相手センターが、『ソウルガード』で場に残りました。『貫通』のダメージは入りますか?',
      en: "My Penetrate attack destroys the opponent's center monster, but Soulguard keeps it on the field. Does Penetrate still deal its damage?",
    },
    answer: {
      ja: '入ります。『ソウルガード』で場に残っても、そのモンスターは破壊されたものとして扱われます。盤面では3.1.1でソウルを1枚払って残り、3.2.1で『貫通』が打撃力2のダメージを与え、相手のライフは8になります。',
      en: 'Yes. A monster kept on the field by Soulguard still counts as destroyed. On the board it pays one soul and stays at 3.1.1, and at 3.2.1 Penetrate deals its critical of 2: the opponent goes to 8 life.',
    },
    steps: ['3.1.1', '3.2.1'],
    source: web('w01', 'Destroyed cards not leaving the field', 'W1-1'),
    replay: { setup: 'soulguard', walk: 'attack.pick-center.target-center.soulguard-yes.next.next' },
    cards: [],
  },
  {
    id: 'web-soul-leaves-with-card',
    flow: 'attack-phase',
    question: {
      ja: 'ソウルのある『ソウルガード』持ちが破壊され、『ソウルガード』を使いませんでした。ソウルのカードはどこへ行きますか?',
      en: 'A Soulguard monster with soul is destroyed and its owner does not use Soulguard. Where do its soul cards go?',
    },
    answer: {
      ja: 'ドロップゾーンへ行きます。ソウルを持つカードが場を離れると、そのソウルはすべてドロップゾーンに置かれます。盤面では3.1.1でモンスター本体とソウル1枚の両方が相手のドロップゾーンに並びます。',
      en: "To the drop zone. When a card with soul leaves the field, every card in its soul goes to the drop zone. On the board, at 3.1.1 both the monster and its one soul card end up in the opponent's drop zone.",
    },
    steps: ['3.1.1'],
    source: web('w04', 'Soul', 'W4-1'),
    replay: { setup: 'soulguard', walk: 'attack.pick-center.target-center.soulguard-no' },
    cards: [],
  },
  {
    id: 'web-soulguard-return',
    flow: 'attack-phase',
    question: {
      ja: '『ソウルガード』は、破壊ではなく手札に戻される場合にも使えますか?',
      en: 'Does Soulguard work when the card is being sent back to the hand, not destroyed?',
    },
    answer: {
      ja: '使えます。『ソウルガード』は破壊に限らず、場を離れるとき全般に働きます。使うかどうかは持ち主が選びます。盤面では2.5の【対抗】で手札に戻されそうになったとき、ソウルを1枚払ってセンターに残り、手札に戻ったカードはありません。',
      en: 'Yes. Soulguard works against any way of leaving the field, not only destruction, and its owner chooses whether to use it. On the board, when the Counter at 2.5 would send the monster back, it pays one soul and stays in the center; nothing goes back to the hand.',
    },
    steps: ['2.5'],
    source: web('w05', 'Soulguard', 'W5-1'),
    replay: { setup: 'soulguard-return', walk: 'attack.pick-center.target-center.turn-uses.next.next.pass.soulguard-yes' },
    cards: ['magical-goodbye'],
  },
  {
    id: 'web-counterattack-destroyed',
    flow: 'attack-phase',
    question: {
      ja: '『反撃』を持つモンスターが、攻撃で破壊されました。『反撃』は使えますか?',
      en: 'The monster with Counterattack is destroyed by the attack. Can its Counterattack still work?',
    },
    answer: {
      ja: '使えません。『反撃』は、攻撃の後もそのカードが場に残っているときだけ働きます。盤面では連携攻撃の合計8000が防御力6000に届いて3.1.1で破壊され、3.2.2では何も起きず、攻撃したカードは2枚とも残ります。',
      en: "No. Counterattack works only if its card is still on the field after the attack. On the board the link attack's 8000 reaches defense 6000, the monster is destroyed at 3.1.1, nothing happens at 3.2.2, and both attackers stay.",
    },
    steps: ['3.1.1', '3.2.2'],
    source: web('w06', 'Counterattack', 'W6-1'),
    replay: { setup: 'basic', walk: 'attack.pick-center.pick-right.target-center.next.next.next.next.next.next.next.next.next' },
    cards: [],
  },
  {
    id: 'web-counterattack-one',
    flow: 'attack-phase',
    question: {
      ja: '連携攻撃を受けた『反撃』持ちが場に残りました。攻撃したカードをすべて破壊できますか?',
      en: 'A Counterattack monster survives a link attack. Does it destroy every card that attacked?',
    },
    answer: {
      ja: 'いいえ。破壊するのは1枚だけで、防御力が『反撃』のカードの攻撃力以下のものから持ち主が選びます。『反撃』は攻撃ではなく、破壊する能力です。盤面では3.2.2で選択を求められ、レフトを選ぶとレフトだけがドロップゾーンへ行き、ライトは残ります。',
      en: "No. It destroys one card, which its owner picks among those whose defense is at most the Counterattack card's power. Counterattack destroys; it is not an attack. On the board, 3.2.2 asks for the choice; picking the left card sends only it to the drop zone, and the right one stays.",
    },
    steps: ['3.2.2'],
    source: web('w06', 'Counterattack', 'W6-2'),
    replay: { setup: 'counterattack-link', walk: 'attack.pick-left.pick-right.target-center.counterattack-left' },
    cards: [],
  },
  {
    id: 'web-counterattack-own-defense',
    flow: 'attack-phase',
    question: {
      ja: '連携攻撃に『反撃』するとき、比べる防御力は連携したカードの合計ですか?',
      en: "When Counterattack answers a link attack, is the defense it checks the linked cards' total?",
    },
    answer: {
      ja: 'いいえ。1枚ずつ、そのカード自身の防御力で比べます。盤面では攻撃力3000の『反撃』に対し、防御力3000のレフトだけが対象になり、選択なしに破壊されます(合計の7000なら対象外でした)。',
      en: 'No. Each card is judged by its own defense. On the board, against a Counterattack power of 3000, only the left card at defense 3000 qualifies and is destroyed with no choice to make (the total of 7000 would not have qualified).',
    },
    steps: ['3.2.2'],
    source: web('w06', 'Counterattack', 'W6-3'),
    replay: { setup: 'counterattack-own-defense', walk: 'attack.pick-left.pick-right.target-center.next.next.next.next.next.next.next.next.next' },
    cards: [],
  },
  {
    id: 'web-counterattack-nullified',
    flow: 'attack-phase',
    question: {
      ja: '『反撃』を持つモンスターへの攻撃が【対抗】で無効化されました。『反撃』は発動しますか?',
      en: 'The attack on a monster with Counterattack is nullified by a Counter. Does Counterattack still go off?',
    },
    answer: {
      ja: '発動しません。『反撃』が働くのは、無効化されなかった攻撃の後だけです。盤面では2.5で攻撃が無効化され、2.6から3.3へ進むので、3.2.2には届かず、ライトは場に残ります。',
      en: 'No. Counterattack works only after an attack that was not nullified. On the board the attack is nullified at 2.5 and goes from 2.6 to 3.3, never reaching 3.2.2, so your right stays on the field.',
    },
    steps: ['2.5', '3.2.2', '3.3'],
    source: web('w06', 'Counterattack', 'W6-4'),
    replay: { setup: 'counterattack-nullified', walk: 'attack.pick-right.target-center.turn-passes.counter-used.next.next.next.next.next.next' },
    cards: ['attack-nullifier'],
  },
  {
    id: 'web-penetrate-effect-damage',
    flow: 'attack-phase',
    question: {
      ja: '相手が攻撃によるダメージを防ぐカードを使っています。『貫通』のダメージも防がれますか?',
      en: "The opponent has used a card that prevents attack damage. Is Penetrate's damage prevented too?",
    },
    answer: {
      ja: '防がれません。『貫通』のダメージは効果によるダメージで、攻撃によるダメージではありません。盤面では2.5で相手が防ぐ【対抗】を使っても、3.2.1で『貫通』の2ダメージが入り、ライフは8になります。',
      en: "No. Penetrate's damage is effect damage, not attack damage. On the board the opponent uses the preventing Counter at 2.5, yet at 3.2.1 Penetrate's 2 damage lands and their life goes to 8.",
    },
    steps: ['2.5', '3.2.1'],
    source: web('w03', 'Reducing Life', 'W3-1'),
    replay: { setup: 'penetrate-prevent', walk: 'attack.pick-center.target-center.turn-passes.counter-used.next.next.next.next.next.next.next.next.next' },
    cards: ['attack-damage-guard'],
    reading: {
      ja: '詳細ルール(000)は『貫通』について「ダメージを与える」とだけ書き、種類を示していません。盤面は出典のウィキに従い、効果によるダメージとして扱います。',
      en: 'The detailed rules (000) only say Penetrate deals damage, without its kind. The board follows the cited wiki and treats it as effect damage.',
    },
  },
  {
    id: 'web-attack-damage-prevented',
    flow: 'attack-phase',
    question: {
      ja: '攻撃によるダメージを防いでいるファイターを攻撃しました。攻撃はヒットしますか?ライフは減りますか?',
      en: 'I attack a fighter who is protected from attack damage. Does the attack hit, and does their life go down?',
    },
    answer: {
      ja: 'ヒットはしますが、ライフは減りません。ファイターへの攻撃で受けるのは打撃力分の「攻撃によるダメージ」なので、それを防ぐ効果がそのまま働きます。盤面では3.1.2でヒットし、2ダメージは防がれてライフは10のままです。',
      en: 'It hits, but life does not go down. What an attack on the fighter deals is attack damage equal to the critical, so the prevention applies. On the board it hits at 3.1.2, the 2 damage is prevented, and life stays at 10.',
    },
    steps: ['3.1.2'],
    source: web('w03', 'Reducing Life', 'W3-2'),
    replay: { setup: 'fighter-prevent', walk: 'attack.pick-center.target-fighter.turn-passes.counter-used.next.next.next.next.next.next.next' },
    cards: ['attack-damage-guard'],
  },
  {
    id: 'web-destruction-nullified',
    flow: 'attack-phase',
    question: {
      ja: '攻撃された『ライフリンク』2のモンスターについて、相手は「次の破壊を無効にする」【対抗】を2.5で使っていました。攻撃がヒットしたとき、このモンスターは破壊されたことになりますか?',
      en: 'At 2.5 the opponent used a Counter that nullifies the next destruction of their attacked monster, which has Lifelink 2. When my attack hits it, has it been destroyed?',
    },
    answer: {
      ja: 'なりません。破壊が無効になったカードは、破壊されていない扱いです(『ソウルガード』で残った場合とは違います)。盤面では3.1.1でヒットしても破壊は無効になり、モンスターは場に残り、ドロップゾーンには行かず、『ライフリンク』も働きません。3.2.1の『貫通』は「センターへのヒット」で働くので2ダメージが入り、相手のライフは8です。',
      en: 'No. A card whose destruction is nullified counts as not destroyed (unlike one kept by Soulguard). On the board the hit at 3.1.1 does not destroy it: the monster stays, nothing goes to the drop zone, and Lifelink does nothing. Penetrate at 3.2.1 keys on the hit on the center, so its 2 damage still lands: the opponent goes to 8.',
    },
    steps: ['2.5', '3.1.1', '3.2.1'],
    source: web('w01', 'Destroyed cards not leaving the field', 'W1-3'),
    replay: { setup: 'destruction-nullified', walk: 'attack.pick-center.target-center.counter-used.next.next.next.next.next.next.next.next.next.next' },
    cards: ['destruction-nullifier'],
    reading: {
      ja: 'ページは、破壊が無効になったときに『貫通』が働くかを書いていません。000の③3.2.1とキーワード『貫通』の説明は「センターのモンスターへのヒット」で働くと書いているので、盤面ではダメージが入ります。ただし000の③Q2は、ダメージが入らない理由を「攻撃で破壊していないので」と述べており、こちらに従えばダメージは入りません。000の中で読み方が分かれる点です。',
      en: 'The page does not say whether Penetrate acts when the destruction is nullified. 000’s ③ 3.2.1 and its Penetrate keyword text key it on the hit on the center monster, so the board deals its damage. But 000’s ③ Q2 gives “the center monster was not destroyed by the attack” as its reason for no damage, and on that reading no damage is dealt here. 000 can be read both ways on this point.',
    },
  },
  {
    id: 'web-into-soul-leaves',
    flow: 'attack-phase',
    question: {
      ja: '攻撃されている『ライフリンク』1のモンスターを、相手が【対抗】で自分の別のモンスターのソウルに入れました。これは場を離れたことになりますか?',
      en: 'With a Counter, the opponent puts their attacked monster (Lifelink 1) into the soul of another of their monsters. Has it left the field?',
    },
    answer: {
      ja: 'なります。場のカードがソウルに入るのは、場を離れることです(破壊ではありません)。盤面では2.5で相手センターがレフトのソウルに入り、『ライフリンク』で相手は1ダメージを受けてライフ9。攻撃対象がいなくなったので、2.6から3.3へ進み、バトルは起きません。',
      en: "Yes. A card going from the field into a soul leaves the field (it is not destroyed). On the board the opponent's center goes into their left monster's soul at 2.5; Lifelink costs the opponent 1 (life 9). With its target gone, the attack goes from 2.6 to 3.3, and no battle takes place.",
    },
    steps: ['2.5', '2.6'],
    source: web('w04', 'Soul', 'W4-2'),
    replay: { setup: 'into-soul', walk: 'attack.pick-center.target-center.counter-used.next.next.next.next.next.next' },
    cards: ['soul-mover'],
    reading: {
      ja: '『ライフリンク』が場を離れたことで働くのは、000の『ライフリンク』の説明(「場から離れる場合」)による読み方です。',
      en: "Lifelink acting on this leaving follows 000's Lifelink text, which keys it on leaving the field.",
    },
  },
  {
    id: 'web-counterattack-soulguard',
    flow: 'attack-phase',
    question: {
      ja: '『反撃』で破壊されそうな自分の攻撃モンスターは、ソウル1枚の『ソウルガード』を持っています。場に残せますか?',
      en: 'Counterattack is about to destroy my attacking monster, which has Soulguard and one soul. Can I keep it on the field?',
    },
    answer: {
      ja: '残せます。『反撃』は攻撃ではなく、攻撃したカードを破壊する効果です。『ソウルガード』は破壊を含め場を離れるとき全般に働くので、3.2.2で持ち主(ターンファイター)が使うか選べます。盤面では使うことを選び、ソウルがドロップゾーンへ行き、攻撃したモンスターはレストのまま場に残ります。',
      en: 'Yes. Counterattack is not an attack: it destroys the card that attacked. Soulguard answers any leaving, destruction included, so at 3.2.2 its owner (the turn fighter) chooses whether to use it. On the board they use it: the soul goes to the drop zone and the attacker stays on the field, rested.',
    },
    steps: ['3.2.2'],
    source: web('w06', 'Counterattack', 'W6-5'),
    replay: { setup: 'counterattack-soulguard', walk: 'attack.pick-center.target-center.soulguard-yes' },
    cards: [],
  },
  {
    id: 'web-no-move-without-keyword',
    flow: 'attack-phase',
    question: {
      ja: '『移動』を持たないセンターのモンスターを、好きなときにレフトやライトへ動かせますか?',
      en: 'Can I shift my center monster, which has no Move, to the left or right whenever I like?',
    },
    answer: {
      ja: '動かせません。モンスターが別のエリアへ移れるのは、『移動』などの能力があるときだけです。盤面ではアタックフェイズ開始の1.1.1で、『移動』を持たないモンスターには移動の選択肢がなく、「次へ」だけが選べます。',
      en: 'No. A monster shifts to another area only when an ability such as Move lets it. On the board, at 1.1.1 as the attack phase begins, monsters without Move get no shift choice: only going on is offered.',
    },
    steps: ['1.1.1'],
    source: web('w10', 'Frequently Asked Questions', 'W10-3'),
    replay: { setup: 'basic', walk: 'next' },
    cards: [],
  },
  {
    id: 'keyword-lifelink-destroyed',
    flow: 'attack-phase',
    question: {
      ja: '攻撃で破壊される相手センターは、『ライフリンク』2とソウル1枚の『ソウルガード』を持っています。持ち主は『ソウルガード』を使いませんでした。相手のライフはどうなりますか?',
      en: "The opponent's center, destroyed by my attack, has Lifelink 2 and Soulguard with one soul. Its owner does not use Soulguard. What happens to their life?",
    },
    answer: {
      ja: '2減ります。『ライフリンク』は、そのカードが場を離れるときに、そのファイターへ書かれた数のダメージを与えます。盤面では3.1.1でモンスターがソウルとともにドロップゾーンへ行き、相手は2ダメージを受けてライフ8になります。',
      en: "It goes down by 2. Lifelink deals its number in damage to the card's fighter when the card leaves the field. On the board, at 3.1.1 the monster goes to the drop zone with its soul, and the opponent takes 2 damage, going to 8.",
    },
    steps: ['3.1.1'],
    source: cite000('④', '『ライフリンク』'),
    replay: { setup: 'lifelink', walk: 'attack.pick-center.target-center.soulguard-no' },
    cards: [],
  },
  {
    id: 'keyword-lifelink-soulguard',
    flow: 'attack-phase',
    question: {
      ja: '同じ場面で、持ち主が『ソウルガード』を使いました。『ライフリンク』のダメージはありますか?',
      en: 'Same situation, but its owner uses Soulguard. Does Lifelink still deal its damage?',
    },
    answer: {
      ja: 'ありません。『ソウルガード』でカードは場に残り、場を離れていないので、『ライフリンク』は働きません。盤面では3.1.1でソウル1枚がドロップゾーンへ行き、モンスターは場に残り、相手のライフは10のままです。',
      en: 'No. Soulguard keeps the card on the field; it never left, so Lifelink does not act. On the board one soul goes to the drop zone at 3.1.1, the monster stays, and the opponent stays at 10 life.',
    },
    steps: ['3.1.1'],
    source: cite000('④', '『ライフリンク』'),
    replay: { setup: 'lifelink', walk: 'attack.pick-center.target-center.soulguard-yes' },
    cards: [],
    reading: {
      ja: '『ソウルガード』で残ったカードも「破壊された」扱いです(w01)。000の『ライフリンク』は「破壊された時」ではなく「場から離れる場合」と書いているので、このサイトは働かないと読みます。カードに「破壊された時」と書かれた効果なら、答えは変わります。',
      en: 'A card kept by Soulguard still counts as destroyed (w01). 000 words Lifelink as acting when the card leaves the field, not when it is destroyed, so this site reads it as not acting here. An effect printed as "when destroyed" would answer differently.',
    },
  },
  {
    id: 'web-soulguard-when-destroyed',
    flow: 'attack-phase',
    question: {
      ja: '自分のモンスターが攻撃で破壊され、『ソウルガード』で場に残りました。「自分のモンスターが破壊された時」に使える【対抗】は使えますか?',
      en: 'My monster is destroyed by an attack, and Soulguard keeps it on the field. Can I use my Counter that works "when your monster is destroyed"?',
    },
    answer: {
      ja: '使えます。『ソウルガード』で残っても、そのモンスターは破壊されたものとして扱われるので、「破壊された時」の条件を満たします。盤面では3.1.1で機会が開き、次の3.4のプレイタイミングで使ってライフが11になります。攻撃の前の2.5では、まだ条件を満たしていないので使えません。',
      en: 'Yes. A monster kept by Soulguard still counts as destroyed, so the "when destroyed" condition is met. On the board the window opens at 3.1.1, and the card is used in the play timing at 3.4: life goes to 11. At 2.5, before the battle, the condition is not met yet, so it cannot be used there.',
    },
    steps: ['3.1.1', '3.4'],
    source: web('w01', 'Destroyed cards not leaving the field', 'W1-1'),
    replay: {
      setup: 'when-destroyed',
      walk: 'attack.pick-center.target-center.soulguard-yes.next.next.next.next.turn-passes.counter-used.next.next.next.next',
    },
    cards: ['when-destroyed-card'],
  },
] satisfies Ruling[];

export const playTimingWeb = [
  {
    id: 'web-lose-life',
    flow: 'play-timing',
    question: {
      ja: '効果によるダメージを防いでいる相手に、「ライフを失う」魔法を使いました。ライフは減りますか?',
      en: 'The opponent is protected from effect damage, and I use a spell that makes them lose life. Does their life go down?',
    },
    answer: {
      ja: '減ります。ライフを失うことはダメージではないので、ダメージを防ぐ効果は関係しません。盤面では5.1で解決し、相手のライフは10から8になります。',
      en: 'Yes. Losing life is not damage, so protection from damage has nothing to say about it. On the board it resolves at 5.1 and the opponent goes from 10 to 8 life.',
    },
    steps: ['5.1'],
    source: web('w03', 'Reducing Life', 'W3-3'),
    replay: { setup: 'lose-life', walk: 'turn-uses.next.next.pass' },
    cards: ['life-loss-spell'],
  },
  {
    id: 'web-pay-life',
    flow: 'play-timing',
    question: {
      ja: 'ダメージを防いでいるファイターが、ライフを払うカードを使いました。払ったライフは防がれますか?',
      en: 'A fighter protected from damage uses a card that pays life. Is the payment prevented?',
    },
    answer: {
      ja: '防がれません。ライフを払うことはダメージではありません。盤面では5.1でライフを1払い、ターンファイターのライフは9になります。',
      en: 'No. Paying life is not damage. On the board the fighter pays 1 life at 5.1 and goes to 9.',
    },
    steps: ['5.1'],
    source: web('w03', 'Reducing Life', 'W3-4'),
    replay: { setup: 'pay-life', walk: 'turn-uses.next.next.pass' },
    cards: ['life-pay-spell'],
  },
  {
    id: 'web-effect-buddy-call',
    flow: 'play-timing',
    question: {
      ja: 'モンスターをコールする魔法で、バディをバディコールとしてコールできますか?ライフは増えますか?',
      en: 'Can a spell that calls a monster call my buddy as a Buddy Call, and does my life still go up?',
    },
    answer: {
      ja: 'できます。ライフも1増えます。効果によるコールもバディコールにでき、その場合もバディギフトがあります。ただし、効果によるコールは魔法の解決中に行われるので、コールの流れ(①)の宣言や2.1の【対抗】の機会はありません。相手が【対抗】で答えられるのは魔法に対してです。盤面では5.1で魔法が解決してバディがセンターに出て、ライフは10から11になります。',
      en: "Yes, and you gain 1 life. A call made by an effect can be a Buddy Call, and the Buddy Gift still comes. Such a call happens while the spell resolves, though, so it has none of the call flow's steps (①): no declaration, and no Counter window at 2.1. The opponent answers the spell, not the call. On the board the spell resolves at 5.1, the buddy lands in the center, and life goes from 10 to 11.",
    },
    steps: ['3.1', '5.1'],
    source: web('w09', 'Buddy Call', 'W9-2'),
    replay: { setup: 'effect-buddy-call', walk: 'turn-uses.next.next.pass.next' },
    cards: ['quick-call-spell'],
    reading: {
      ja: 'ページは、効果によるコールに【対抗】の機会があるかを書いていません。盤面では、①のコールの流れは手札から宣言するコールのものとし、効果によるコールには使いません。',
      en: "The page does not say whether a call by an effect opens a Counter window. The board takes ①'s call flow to be that of a call declared from the hand, and does not run it for a call made by an effect.",
    },
  },
  {
    id: 'web-effect-buddy-call-once',
    flow: 'play-timing',
    question: {
      ja: 'このゲームでバディコールをもう済ませています。バディをコールする魔法で、もう一度バディコールできますか?',
      en: "I have already made this game's Buddy Call. Can a spell that calls my buddy make another one?",
    },
    answer: {
      ja: 'できません。バディコールは1ゲームに1回だけで、効果によるコールでも同じです。盤面では5.1でバディは通常どおりセンターに出ますが、バディギフトはなく、ライフは10のままです。',
      en: 'No. A Buddy Call is once per game, by an effect or not. On the board the buddy still lands in the center at 5.1, but with no Buddy Gift: life stays at 10.',
    },
    steps: ['5.1'],
    source: web('w09', 'Buddy Call', 'W9-3'),
    replay: { setup: 'effect-buddy-call-used', walk: 'turn-uses.next.next.pass.next' },
    cards: ['quick-call-spell'],
  },
] satisfies Ruling[];

export const callWeb = [
  {
    id: 'web-nullified-call-not-destroyed',
    flow: 'call',
    question: {
      ja: '打ち消されたコールのモンスターは、「破壊された」ことになりますか?',
      en: 'When a call is nullified, does the monster count as destroyed?',
    },
    answer: {
      ja: 'なりません。打ち消されたコールのカードはドロップゾーンに置かれますが、破壊ではありません。盤面では2.3で打ち消された後、カードはドロップゾーンに置かれ、破壊の記録は残りません。',
      en: 'No. The card of a nullified call goes to the drop zone, but that is not destruction. On the board, after the call is nullified at 2.3 the card lies in the drop zone and nothing is recorded as destroyed.',
    },
    steps: ['2.4'],
    source: web('w01', 'Putting cards from the field to the drop zone without destroying', 'W1-2'),
    replay: { setup: 'buddy', walk: 'buddy-call.pay.counter-used.nullified.next' },
    cards: ['go-to-hell'],
    note: {
      ja: 'このページは、詳細ルール(000)が書いていない「打ち消されたコールのカードの行き先」について、盤面の読み(ドロップゾーン)を支えます。',
      en: "This page backs the board's reading of a point the detailed rules (000) leave open: a nullified call's card goes to the drop zone.",
    },
  },
  {
    id: 'web-buddy-call-cost',
    flow: 'call',
    question: {
      ja: 'バディコールなら、コールコストを払わずにコールできますか?',
      en: 'Does a Buddy Call let me skip the call cost?',
    },
    answer: {
      ja: 'できません。バディコールも1回のコールなので、コールコストは払う必要があります。盤面ではゲージが0枚のため、1.3でバディコールを選んでも1.4の確認で中止され、バディコールもライフの増加もありません。',
      en: 'No. A Buddy Call is still one call, so its call cost must be paid. On the board the gauge is empty, so after choosing a Buddy Call at 1.3 the call stops at the 1.4 check: no Buddy Call, no life gained.',
    },
    steps: ['1.3', '1.4'],
    source: web('w09', 'Buddy Call', 'W9-1'),
    replay: { setup: 'buddy-no-gauge', walk: 'buddy-call.cannot-pay' },
    cards: ['buddy-copy', 'buddy-monster'],
  },
  {
    id: 'web-faq1-lifelink-nullified',
    flow: 'call',
    question: {
      ja: '場のモンスターの『ライフリンク』が、別のカードの効果ですでに無効になっています。コールコストにその『ライフリンク』を無効にすることを含むモンスターをコールできますか?',
      en: 'The Lifelink of Martial Arts Dragon Emperor, Duel Sieger on my field has been nullified by Great Fate, Frozen Stars. Can I call Duel Sieger "Spartand", whose call cost includes nullifying that Lifelink?',
    },
    answer: {
      ja: 'できません。すでに無効になっている『ライフリンク』をもう一度無効にすることはできないので、コストを払えません。盤面では1.4の確認でコールが中止され、何も払われません。無効になっていなければ、1.6でその『ライフリンク』が無効になり、コールは進みます(プリセット「コストで『ライフリンク』を無効にする」)。',
      en: 'No. A Lifelink that is already nullified cannot be nullified again, so the cost cannot be paid. On the board the call stops at the 1.4 check and nothing is paid. Were the Lifelink still working, 1.6 would nullify it and the call would go on (the preset "A cost that nullifies Lifelink").',
    },
    steps: ['1.4'],
    source: web('w08', 'FAQ no. 1', 'FAQ #1-1'),
    replay: { setup: 'spartand-frozen', walk: 'cannot-pay' },
    cards: ['duel-sieger', 'duel-sieger-spartand', 'frozen-stars'],
    reading: {
      ja: 'コラムは英語版のカード名だけを挙げ、日本語版の名前は確かめられていないので、カードは英語名で示します。無効にされる『ライフリンク』がどのカードのものかも細かく書いていません。盤面では、コストが指定する属性の、自分の場のモンスターのものとして扱い、コストのほかの部分は再現していません。',
      en: "The column does not spell out whose Lifelink is nullified. The board takes it to be a «Duel Sieger» monster's on the caller's field, and leaves out the other parts of the cost.",
    },
  },
  {
    id: 'web-soulguard-cost-paid',
    flow: 'call',
    question: {
      ja: '「アーマナイト・デーモン」のコストとして、ソウル1枚の『ソウルガード』持ちを場からドロップゾーンへ送ります。『ソウルガード』で残した場合、コストは払ったことになりますか?',
      en: 'As the cost of Armorknight Demon I send a Soulguard monster with one soul from my field to the drop zone. If Soulguard keeps it on the field, is the cost paid?',
    },
    answer: {
      ja: 'なります。『ソウルガード』で場に残っても、コストは払ったものとして扱われ、コールは続きます。選ぶのはコストを払う1.6です。盤面では1.6で『ソウルガード』を使い、ソウルがドロップゾーンへ行き、そのモンスターはレフトに残ったまま、3.1でデーモンがセンターに置かれます。',
      en: 'Yes. Even when Soulguard keeps the card on the field, the cost counts as paid, and the call goes on. The choice comes at 1.6, where the cost is paid. On the board Soulguard is used at 1.6: the soul goes to the drop zone, the monster stays on the left, and at 3.1 the Demon is put in the center.',
    },
    steps: ['1.6', '3.1'],
    source: web('w05', 'Soulguard', 'W5-2'),
    replay: { setup: 'demon-soulguard', walk: 'pay.soulguard-yes.next.next.pass.next.next' },
    cards: ['armorknight-demon', 'soulguard-monster'],
  },
  {
    id: 'web-buddy-call-once',
    flow: 'call',
    question: {
      ja: 'このゲームですでにバディコールをしました。バディと同じ名前のモンスターを、もう一度バディコールできますか?',
      en: "I've already made a Buddy Call this game. Can I Buddy Call a monster with my buddy's name again?",
    },
    answer: {
      ja: 'できません。バディコールは1ゲームに1回です。盤面では1.3でバディコールの選択肢がなく、通常のコールとして進みます。3.1で場に出ますが、3.2のバディギフトはなく、ライフは10のままです。',
      en: 'No. A Buddy Call is once per game. On the board 1.3 offers no Buddy Call, so it goes on as a normal call: the monster lands at 3.1, there is no Buddy Gift at 3.2, and life stays at 10.',
    },
    steps: ['1.3', '3.2'],
    source: web('w09', 'Buddy Call', 'W9-3'),
    replay: { setup: 'buddy-used', walk: 'pay.pass.next.next.next' },
    cards: ['buddy-copy', 'buddy-monster'],
  },
  {
    id: 'keyword-lifelink-cost',
    flow: 'call',
    kind: 'judge',
    question: {
      ja: 'ライフが2のとき、「アーマナイト・デーモン」のコールで、コストとして場からドロップゾーンへ送るのは『ライフリンク』2のモンスターです。手札には、効果によるダメージを防ぐ【対抗】があります。どうなりますか?その【対抗】で負けを防げますか?',
      en: 'At 2 life I call Armorknight Demon and, as its cost, send a monster with Lifelink 2 from my field to the drop zone. I hold a Counter that prevents effect damage. What happens, and can that Counter save me?',
    },
    answer: {
      ja: 'ゲームに負けます。その【対抗】では防げません。コストとしてドロップゾーンへ送るのも場を離れることなので、『ライフリンク』で2ダメージを受けます。これは払ったライフではなくダメージです。支払い(1.6)から★ルール処理★(1.7)までのあいだにカードを使える手順はなく、コールで【対抗】を使えるのは、その確認の後の2.1で、相手だけです(000 ① 1.6・1.7・2.1)。盤面では1.6でライフが0になり、【対抗】を使う選択肢は出ず、1.7の★ルール処理★で敗北してゲームが終わります。【対抗】は手札に残ったままです。',
      en: "You lose the game, and the Counter cannot save you. Sending the monster to the drop zone as a cost is leaving the field, so Lifelink deals you 2 damage: damage, not a life payment. No step between paying (1.6) and the ★rules check★ (1.7) lets you use a card; the call's one Counter timing comes after that check, at 2.1, and it is your opponent's (000 ① 1.6, 1.7, 2.1). On the board life reaches 0 at 1.6, no Counter is offered, and the check at 1.7 finds the loss: the game ends with the Counter still in your hand.",
    },
    steps: ['1.6', '1.7', '2.1'],
    source: cite000('④', '『ライフリンク』'),
    replay: { setup: 'demon-lifelink', walk: 'pay.next.next' },
    cards: ['armorknight-demon', 'lifelink-monster', 'effect-damage-guard'],
    reading: {
      ja: '000の『ライフリンク』は「場から離れる場合」に働くと書いているので、コストで場を離れる場合も含むと読みます。000は『ライフリンク』に【対抗】を使えるとだけ書き、いつ・どちらのファイターが使えるかは書いていません。条件のないこの書き方は、どこでも答えられるとも読めますが、このサイトは流れに従い、使える手順のないここでは答えられないとします。★ルール処理★でドロップゾーンに置かれたカードの『ライフリンク』も同じ扱いです。ダメージがいつ与えられるかも000にはなく、盤面では場を離れたその時に与えます。自動能力(④ 2)として読むなら、ダメージは後の解決まで待ち、それに【対抗】できるのは④ 2.2により相手です。どちらの読みでも、コールした側が自分の【対抗】でここを防ぐ手順はありません。',
      en: '000 words Lifelink as acting when the card leaves the field, so this site reads it as covering a card that leaves as a cost. 000 only says a Counter may be used against Lifelink, naming neither the step nor the fighter. Taken without qualification, that could allow an answer anywhere; this site follows the flow, which has no step for one here, and treats Lifelink on a card a ★rules check★ drops the same way. 000 does not say when the damage is dealt either; the board deals it as the card leaves. Read as an auto ability (④ 2), the damage would wait to be resolved later, and ④ 2.2 would give the Counter timing against it to your opponent. On either reading, no step lets the caller use their own Counter here.',
    },
  },
] satisfies Ruling[];

export const rulesCheckWeb = [
  {
    id: 'web-same-area',
    flow: 'rules-check',
    question: {
      ja: 'すでにモンスターがいるエリアに、モンスターをコールできますか?',
      en: 'Can I call a monster to an area that already holds one?',
    },
    answer: {
      ja: 'できます。その後の★ルール処理★で、そのエリアに前からいたモンスターがドロップゾーンに置かれます。盤面では2の確認で、センターの先に置かれたサイズ1が落ちます。この盤面にはレフトにもサイズ2がいるので、残るのはそれと今コールしたサイズ2で、合計4です。3の確認では、最後に置かれたセンターのサイズ2は残るので、レフトのサイズ2がドロップゾーンへ置かれ、場にはセンターのサイズ2だけが残ります(000の★ルール処理★。ブログの回答はエリアの入れ替えだけを扱っています)。',
      en: "Yes. The ★rules check★ that follows puts the monster that was there before into the drop zone. On the board, check 2 drops the size 1 that was placed first in the center. This board also holds a size 2 on the left, so that one and the size 2 just called make a total of 4; check 3 then sends the left size 2 too, as the one called last is never sent, and only the center size 2 is left (000's ★rules check★; the blog's answer covers only the swap in the area).",
    },
    steps: ['2', '3'],
    source: web('w07', 'Basic Ruling/FAQs', 'Q10'),
    replay: { setup: 'same-area-then-size', walk: 'run-check.run-check.run-check' },
    cards: [],
  },
  {
    id: 'web-size-two-twos',
    flow: 'rules-check',
    question: {
      ja: 'サイズ2がいる場に、別のエリアへもう1枚サイズ2をコールできますか?',
      en: 'With a size 2 on my field, can I call another size 2 to a different area?',
    },
    answer: {
      ja: 'できます。合計が4になるので、★ルール処理★で前からいたサイズ2がドロップゾーンに置かれ、最後にコールしたものが残ります。盤面では3の確認で、レフトのサイズ2が落ちます。',
      en: 'Yes. The total becomes 4, so the ★rules check★ puts the earlier size 2 into the drop zone and the one called last stays. On the board, check 3 drops the size 2 on the left.',
    },
    steps: ['3'],
    source: web('w07', 'Basic Ruling/FAQs', 'Q11'),
    replay: { setup: 'same-area-then-size', walk: 'run-check.run-check.run-check' },
    cards: [],
  },
  {
    id: 'web-size-three-ones',
    flow: 'rules-check',
    question: {
      ja: 'サイズ1が3枚いる場に、サイズ2をコールするとどうなりますか?',
      en: 'What happens when I call a size 2 onto a field of three size 1 monsters?',
    },
    answer: {
      ja: 'サイズ1のうち2枚がドロップゾーンに置かれます。コール先のエリアにいた1枚が2の確認で落ち、合計がまだ4なので3の確認でもう1枚落ちます。3の確認で落とす1枚は、残る2枚のサイズ1から持ち主が選びます(今コールしたサイズ2は選べません)。盤面ではレフトを選び、センターのサイズ2とライトのサイズ1が残ります。',
      en: "Two of the size 1 monsters go to the drop zone: the one in the area called to drops at check 2, and as the total is still 4, one more drops at check 3. Which of the two remaining size 1s goes there is their owner's pick (the size 2 just called cannot be picked). On the board the left one is picked, leaving the size 2 in the center and the size 1 on the right.",
    },
    steps: ['2', '3'],
    source: web('w07', 'Basic Ruling/FAQs', 'Q12'),
    replay: { setup: 'three-ones-then-two', walk: 'run-check.run-check.size-drop-left.run-check' },
    cards: [],
  },
  {
    id: 'web-size-drop-not-destroyed',
    flow: 'rules-check',
    question: {
      ja: 'サイズ超過の★ルール処理★でドロップゾーンに置かれたモンスターは、「破壊された」ことになりますか?',
      en: 'Is a monster put into the drop zone by the size part of the ★rules check★ destroyed?',
    },
    answer: {
      ja: 'なりません。「ドロップゾーンに置かれた」扱いであって、「破壊された」扱いではありません。盤面の記録でも、3の確認で落ちたカードは破壊ではなくサイズの処理として残ります。',
      en: "No. It counts as put into the drop zone, not as destroyed. The board's log, too, records the card dropped at check 3 as a size drop, not a destruction.",
    },
    steps: ['3'],
    source: web('w02', '破壊(行動)', 'W2-1'),
    replay: { setup: 'three-ones-then-two', walk: 'run-check.run-check.size-drop-left.run-check' },
    cards: [],
  },
] satisfies Ruling[];
