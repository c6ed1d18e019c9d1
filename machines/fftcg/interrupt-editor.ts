import { flagField as flag, numberField as num } from '../engine/editor';
import type { EditorGroup, EditorValues, SetupEditor } from '../engine/types';
import { PLAYERS, basePower, forward, type FfBoard, type Forward, type Player, type Use } from './board';
import { FORWARDS } from './cards';

const BARRET = 'barret';
/** The named cards a player can be given to use, in the order the board lists them ('uses' the 1st usable, 'uses-2' the 2nd …). */
const NAMED = ['hammer-blow', 'brynhildr', 'valefor'];
/** Two Brynhildrs reach 003's one-on-one interrupt and one more back (the answer-back preset); the stack holds three. */
const MOST_BRYNHILDR = 2;

const groups: EditorGroup[] = [
  { key: 'barret', fields: [flag('barret.on'), flag('barret.turn-side'), num('barret.power', 1000, 30000, 1000), num('barret.damage', 0, 30000, 1000)] },
  ...PLAYERS.map((p) => ({ key: p, fields: [flag(`${p}.hammer-blow`), num(`${p}.brynhildr`, 0, MOST_BRYNHILDR), flag(`${p}.valefor`)] })),
];

const barretOf = (b: FfBoard): { owner: Player; forward: Forward } | null => {
  for (const p of PLAYERS) {
    const f = b[p].field.find((x) => x.card === BARRET);
    if (f) return { owner: p, forward: f };
  }
  return null;
};

const count = (uses: Use[], card: string) => uses.filter((u) => u.card === card).length;

/**
 * What a player can use, rebuilt from the form: Hammer Blow, the Brynhildrs, Valefor, then whatever else the preset gave
 * (the reusable stand-ins of the open preset). Every preset lists its uses in this order, so it builds back to itself.
 */
function usesFrom(v: EditorValues, p: Player, base: Use[]): Use[] {
  return [
    ...(v[`${p}.hammer-blow`] ? [{ card: 'hammer-blow' }] : []),
    ...Array.from({ length: Number(v[`${p}.brynhildr`]) }, () => ({ card: 'brynhildr' })),
    ...(v[`${p}.valefor`] ? [{ card: 'valefor' }] : []),
    ...base.filter((u) => !NAMED.includes(u.card)),
  ];
}

/**
 * The interrupt chart's editor: 003's worked example (割り込みについて, Barret / Brynhildr) with its numbers and holders
 * open to change.
 *   barret        whether Barret is on the field, whose it is (the turn player's, or the non-turn player's as in the
 *                 answer-back preset), its power (7000 in 003) and damage already on it this turn (damage stays on a
 *                 forward until the end phase, 003 ⑥);
 *   turn, nonTurn what each player holds to use: Barret's Hammer Blow (+4000; usable only while their own Barret is on
 *                 the field), Brynhildrs (7000 damage to the other player's first forward) and Valefor (every forward
 *                 back to its owner's hand).
 * Which player is the turn player is the pair of sides itself: to ask about the other player's turn, give Barret and the
 * cards to the other side. A player holding several different things picks which to use (the window's numbered
 * choices), among them in the order above; the stack's depth bound (3) and any other forward the preset had stay as
 * they were.
 */
export const interruptEditor: SetupEditor<FfBoard> = {
  groups,
  values(b) {
    const barret = barretOf(b);
    const v: EditorValues = {
      'barret.on': !!barret,
      'barret.turn-side': barret ? barret.owner === 'turn' : true,
      'barret.power': barret ? basePower(barret.forward) : FORWARDS[BARRET].power,
      'barret.damage': barret?.forward.damage ?? 0,
    };
    for (const p of PLAYERS) {
      v[`${p}.hammer-blow`] = count(b[p].uses, 'hammer-blow') > 0;
      v[`${p}.brynhildr`] = count(b[p].uses, 'brynhildr');
      v[`${p}.valefor`] = count(b[p].uses, 'valefor') > 0;
    }
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    const was = barretOf(b);
    for (const p of PLAYERS) {
      b[p].field = b[p].field.filter((f) => f.card !== BARRET);
      b[p].uses = usesFrom(v, p, b[p].uses);
    }
    if (v['barret.on']) {
      // Barret keeps what the form does not show (dull, a boost), and goes first on its side: Brynhildr aims at the
      // other player's first forward, and 003's example aims it at Barret.
      const f = was ? was.forward : forward(BARRET);
      const power = Number(v['barret.power']);
      if (power === FORWARDS[BARRET].power) delete f.power;
      else f.power = power;
      f.damage = Number(v['barret.damage']);
      const owner: Player = v['barret.turn-side'] ? 'turn' : 'nonTurn';
      b[owner].field.unshift(f);
    }
    return b;
  },
};
