import type { EditorValues, SetupEditor } from '../engine/types';
import { flagField as flag, numberField as num } from '../engine/editor';
import { factsOf, guardianFacts } from './cards';
import type { BgBoard, Guardian } from './board';

/**
 * Spell cards by SP, and nullifying counter cards by the force they cost: the cards the fields choose between. SP goes
 * to 2 only: every spell card is also a button of the turn chart, and SP 1 against 2 already shows both answers. The
 * activated spell and the opponent's are different cards of the same facts, so an SP 2 answer to an SP 2 spell is
 * named apart from it on the board and in the log.
 */
const SPELL_BY_SP = ['spell-sp1', 'spell-sp2'];
const ANSWER_BY_SP = ['answer-spell-sp1', 'answer-spell-sp2'];
const NULLIFY_BY_COST = ['counter-nullify', 'counter-force', 'counter-force-2', 'counter-force-3'];
const BOOST = 'counter-boost';
/** The attack ability a step opens on when the activation is no spell; its guardian with a counter ability, and without. */
const ABILITY = 'guardian-sf1';
const COUNTER_GUARDIAN = 'guardian-counter';

const isSpell = (c: string) => factsOf(c).kind === 'spell';
const spOf = (c: string) => {
  const f = factsOf(c);
  return f.kind === 'spell' ? f.sp : 0;
};
const isNullifyCard = (c: string) => {
  const f = factsOf(c);
  return f.kind === 'counter' && f.does === 'nullify';
};
const costOf = (c: string) => {
  const f = factsOf(c);
  return f.kind === 'counter' ? (f.cost ?? 0) : 0;
};

/**
 * `hand` with the cards `matches` picks given way to `card` (or to nothing): it takes the first such card's place, so
 * the rest of the hand keeps its order and an unedited preset builds back to itself; with none there, it goes last.
 */
function swapped(hand: string[], matches: (c: string) => boolean, card: string | null): string[] {
  const at = hand.findIndex(matches);
  const rest = hand.filter((c) => !matches(c));
  if (!card) return rest;
  if (at < 0) return [...rest, card];
  rest.splice(at, 0, card);
  return rest;
}

/** The answering player's attack guardian with or without the counter ability (both SF 1, LP 3000: only that changes). */
function withCounterAbility(g: Guardian | null, on: boolean): Guardian | null {
  const has = !!g && guardianFacts(g.card)?.counterAbility === 'nullify';
  if (has === on) return g;
  if (!g) return { card: COUNTER_GUARDIAN, dg: 0, weakened: false };
  return { ...g, card: on ? COUNTER_GUARDIAN : ABILITY };
}

/**
 * The counter step chart's editor: the fields the step's outcome turns on (004 カウンターステップ, スペルパワー,
 * カウンターカード, カウンターアビリティ). Every preset's activation is the turn player's; the opponent answers first.
 *   activation  a spell (of SP 1 or 2) or an attack ability, and its damage (a boosting counter adds 1000 to it);
 *   opp         a nullifying counter card in hand and the force it costs, the face-up force to pay it, the SP of a
 *               spell in hand (0: none) that could be discarded against a spell, and a nullifying counter ability on
 *               their attack guardian;
 *   turn        a counter card in hand that adds 1000 damage (the activating player's one chance, if the opponent passes).
 * The SP of a spell and the cost of a counter card are card facts, so those fields choose between cards (SPELL_BY_SP,
 * NULLIFY_BY_COST) rather than change one; the damage lives on the open step (its effect), where a counter changes it.
 */
export const counterEditor: SetupEditor<BgBoard> = {
  groups: [
    { key: 'activation', fields: [flag('activation.spell'), num('activation.sp', 1, 2), num('activation.damage', 0, 9000, 100)] },
    {
      key: 'opp',
      fields: [flag('opp.counter-card'), num('opp.counter-cost', 0, 3), num('opp.force-up', 0, 10), num('opp.spell-sp', 0, 2), flag('opp.counter-ability')],
    },
    { key: 'turn', fields: [flag('turn.boost-card')] },
  ],
  values(b) {
    const c = b.counter;
    const counterCard = b.opp.hand.find(isNullifyCard);
    return {
      'activation.spell': !!c?.spell,
      'activation.sp': c?.spell ? spOf(c.card) : 1,
      'activation.damage': c?.effect.kind === 'damage' ? c.effect.amount : 0,
      'opp.counter-card': !!counterCard,
      'opp.counter-cost': counterCard ? costOf(counterCard) : 0,
      'opp.force-up': b.opp.forceUp,
      'opp.spell-sp': Math.max(0, ...b.opp.hand.map(spOf)),
      'opp.counter-ability': guardianFacts(b.opp.attack?.card ?? '')?.counterAbility === 'nullify',
      'turn.boost-card': b.turn.hand.includes(BOOST),
    } satisfies EditorValues;
  },
  build(v, base) {
    const b = structuredClone(base);
    const c = b.counter;
    if (c) {
      // A spell of the chosen SP, or the attack ability the ability presets open on (a spell preset's step turns into one).
      c.card = v['activation.spell'] ? SPELL_BY_SP[Number(v['activation.sp']) - 1] : isSpell(c.card) ? ABILITY : c.card;
      c.spell = isSpell(c.card);
      // Only a damage effect has an amount to change; a preset opening on any other effect shows 0 and keeps its own.
      if (c.effect.kind === 'damage') c.effect = { ...c.effect, amount: Number(v['activation.damage']) };
    }
    const counterCard = v['opp.counter-card'] ? NULLIFY_BY_COST[Number(v['opp.counter-cost'])] : null;
    b.opp.hand = swapped(b.opp.hand, isNullifyCard, counterCard);
    const sp = Number(v['opp.spell-sp']);
    b.opp.hand = swapped(b.opp.hand, isSpell, sp ? ANSWER_BY_SP[sp - 1] : null);
    b.opp.forceUp = Number(v['opp.force-up']);
    b.opp.attack = withCounterAbility(b.opp.attack, !!v['opp.counter-ability']);
    b.turn.hand = swapped(b.turn.hand, (h) => h === BOOST, v['turn.boost-card'] ? BOOST : null);
    return b;
  },
};
