import { flagField as flag, numberField as num } from '../engine/editor';
import type { EditorValues, SetupEditor } from '../engine/types';
// Types only: the flow in ./stack imports this editor, so a value from there would make the two wait on each other.
import type { GodaCard, GodaStackBoard, Player } from './stack';

const PLAYERS: readonly Player[] = ['a', 'b'];
/** Up to three of each card a hand: with the stack bound at four, a fourth copy could never be cast. */
const MOST = 3;

/**
 * `hand` with `count` of `card`: copies are added at the end or taken from the end, so the rest keeps its order and an
 * unedited preset builds back to itself.
 */
function withCount(hand: GodaCard[], card: GodaCard, count: number): GodaCard[] {
  const out = [...hand];
  while (out.filter((c) => c === card).length < count) out.push(card);
  while (out.filter((c) => c === card).length > count) out.splice(out.lastIndexOf(card), 1);
  return out;
}

/**
 * The stack chart's editor: what decides who may stack what (001 §3 呪文の性質と使用方法, §6 スタック and
 * 効果を発動するための条件).
 *   table  whose turn it is: the turn player opens at 6.1, and only they may cast a spell that is not a time spell;
 *   a, b   each player's Blasts (normal spells) and Cancels (time spells) in hand, and whether their monster is in the
 *          zone: the other player's Blast has nothing to aim at without it, so it cannot be cast.
 * The model has these two spells only; loop, armor and area spells keep to their owner's turn as normal ones do (§3),
 * so a normal spell stands for all four here.
 */
export const stackEditor: SetupEditor<GodaStackBoard> = {
  groups: [
    { key: 'table', fields: [flag('table.b-turn')] },
    ...PLAYERS.map((p) => ({ key: p, fields: [num(`${p}.blasts`, 0, MOST), num(`${p}.cancels`, 0, MOST), flag(`${p}.monster`)] })),
  ],
  values(b) {
    const v: EditorValues = { 'table.b-turn': b.turn === 'b' };
    for (const p of PLAYERS) {
      v[`${p}.blasts`] = b.hands[p].filter((c) => c === 'blast').length;
      v[`${p}.cancels`] = b.hands[p].filter((c) => c === 'cancel').length;
      v[`${p}.monster`] = b.monsters[p] !== 'none';
    }
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    const turn: Player = v['table.b-turn'] ? 'b' : 'a';
    // A preset is a board before anything is activated, so a new turn player only changes who opens the stack (6.1).
    if (turn !== b.turn) b.stack = { ...b.stack, priority: turn };
    b.turn = turn;
    for (const p of PLAYERS) {
      b.hands[p] = withCount(withCount(b.hands[p], 'blast', Number(v[`${p}.blasts`])), 'cancel', Number(v[`${p}.cancels`]));
      // Only whether a monster is there is edited: a preset's monster in the zone stays in the zone.
      if (!v[`${p}.monster`]) b.monsters[p] = 'none';
      else if (b.monsters[p] === 'none') b.monsters[p] = 'zone';
    }
    return b;
  },
};
