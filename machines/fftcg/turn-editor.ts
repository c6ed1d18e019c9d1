import { flagField as flag, numberField as num } from '../engine/editor';
import type { EditorGroup, EditorValues, SetupEditor } from '../engine/types';
import { PLAYERS, basePower, forward, heldSummons, type FfBoard, type Forward, type Player, type Side } from './board';
import { FORWARDS, standIn } from './cards';

/** Slots per side the form offers: 'attack-1'…'attack-3' and 'block-1'…'block-3' reach this far. */
const SLOTS = [0, 1, 2];
/** A card with nothing to it; hands and damage zones are filled or emptied with these. */
const PLAIN = 'card';

const slotKey = (p: Player, slot: number) => `${p}.f${slot + 1}`;

const groups: EditorGroup[] = [
  ...PLAYERS.flatMap((p) =>
    SLOTS.map((slot) => {
      const key = slotKey(p, slot);
      return {
        key,
        fields: [flag(`${key}.on`), num(`${key}.power`, 1000, 30000, 1000), flag(`${key}.dull`), num(`${key}.damage`, 0, 30000, 1000)],
      };
    }),
  ),
  { key: 'turn', fields: [num('turn.hand', 0, 12), num('turn.damage-zone', 0, 6)] },
  { key: 'nonTurn', fields: [num('nonTurn.cards-in-hand', 0, 12), num('nonTurn.damage-zone', 0, 6)] },
];

/**
 * `cards` at `size`: plain cards are added at the end or taken from the end first, so the named cards a preset put
 * there (a forward in hand, an EX Burst) stay while the size allows; only below their count are they cut, last first.
 */
function resized(cards: string[], size: number): string[] {
  const out = [...cards];
  while (out.length < size) out.push(PLAIN);
  while (out.length > size) {
    const i = out.lastIndexOf(PLAIN);
    out.splice(i >= 0 ? i : out.length - 1, 1);
  }
  return out;
}

/**
 * A side whose hand, summons held included, is `size` cards. The summons stay while the size allows (the rest of the
 * hand is filled or cut as `resized` does); below their count the last ones go, and with them the use they gave.
 */
function withHand(s: Side, size: number): Side {
  const summons = heldSummons(s);
  const kept = summons.slice(0, size);
  return {
    ...s,
    hand: resized(s.hand, Math.max(0, size - summons.length)),
    uses: s.uses.filter((u) => !summons.includes(u) || kept.includes(u)),
  };
}

/** Every card in a side's hand: the board's hand list and the summons it holds to use. */
const handCount = (s: Side) => s.hand.length + heldSummons(s).length;

/**
 * One slot as the form has it. A forward the preset had there keeps its card (Brave, Haste, its abilities), its
 * boost and whether it came out this turn or attacked; only power, dull and damage change. A slot the preset left
 * empty gets that slot's plain stand-in. The power is written on the forward only where it differs from its card's,
 * so an unedited preset builds back to itself.
 */
function slotForward(values: EditorValues, p: Player, slot: number, current: Forward | undefined): Forward | null {
  const key = slotKey(p, slot);
  if (!values[`${key}.on`]) return null;
  const f = current ? structuredClone(current) : forward(standIn(p, slot));
  const power = Number(values[`${key}.power`]);
  if (power === FORWARDS[f.card].power) delete f.power;
  else f.power = power;
  f.dull = !!values[`${key}.dull`];
  f.damage = Number(values[`${key}.damage`]);
  return f;
}

/**
 * The turn chart's editor: up to three forwards a side (there or not, power, dull, damage on it), both hands at the
 * start of the turn, and both damage zones. Everything else (decks, what each player can use, the named cards in
 * hand) stays as the preset had it.
 *
 * The non-turn player's hand has its own field name ('cards-in-hand', not 'hand'): fields are labelled by the last
 * part of their key, and the turn player's label speaks of the two cards drawn at ②, which the non-turn player does
 * not draw. What that hand decides in 003: only the turn player discards down to five at ⑥, and Valefor sends each
 * forward to its owner's hand (⑤). Both fields count every card in the hand: named ones (a forward to play) and a
 * summon held to use, which the board also lists with what the player can use (an audit found the non-turn player's
 * count leaving out the summon that the turn player's count would have held). A hand cut below its summons gives up
 * the last ones; otherwise a hand's size does not open or shut a use: 003 does not say what using one costs.
 */
export const turnEditor: SetupEditor<FfBoard> = {
  groups,
  values(b) {
    const v: EditorValues = {};
    for (const p of PLAYERS) {
      for (const slot of SLOTS) {
        const key = slotKey(p, slot);
        const f = b[p].field[slot];
        v[`${key}.on`] = !!f;
        v[`${key}.power`] = f ? basePower(f) : FORWARDS[standIn(p, slot)].power;
        v[`${key}.dull`] = !!f?.dull;
        v[`${key}.damage`] = f?.damage ?? 0;
      }
      v[`${p}.damage-zone`] = b[p].damage.length;
    }
    v['turn.hand'] = handCount(b.turn);
    v['nonTurn.cards-in-hand'] = handCount(b.nonTurn);
    return v;
  },
  build(values, base) {
    const b = structuredClone(base);
    for (const p of PLAYERS) {
      const field = b[p].field;
      // Slots the form does not show (a fourth forward) stay behind the three it does.
      b[p].field = [...SLOTS.map((slot) => slotForward(values, p, slot, field[slot])).filter((f) => f !== null), ...field.slice(SLOTS.length)];
      b[p].damage = resized(b[p].damage, Number(values[`${p}.damage-zone`]));
    }
    b.turn = withHand(b.turn, Number(values['turn.hand']));
    b.nonTurn = withHand(b.nonTurn, Number(values['nonTurn.cards-in-hand']));
    return b;
  },
};
