import type { EditorValues, SetupEditor } from '../engine/types';
import { flagField as flag, numberField as num } from '../engine/editor';
import { guardianFacts, factsOf, type Effect } from './cards';
import { PLAYERS, type BgBoard, type DamageSource } from './board';

const damageOf = (e: Effect | undefined) => (e?.kind === 'damage' ? e.amount : undefined);

/**
 * The damage a preset's turn player can deal, as printed: `attack`, their attack guardian's attack ability; `other`,
 * the first other damage effect they hold (a spell in hand, or an ability of their attack or assist guardian). No
 * preset holds two such effects with different amounts.
 */
function printed(b: BgBoard, source: DamageSource): number | undefined {
  const attack = b.turn.attack && guardianFacts(b.turn.attack.card);
  if (source === 'attack') return damageOf(attack?.attack?.effect);
  const assist = b.turn.assist && !b.turn.assist.faceDown ? guardianFacts(b.turn.assist.card) : undefined;
  const effects = [
    ...b.turn.hand.map((c) => factsOf(c)).map((f) => (f.kind === 'spell' ? f.effect : undefined)),
    attack?.activated?.effect,
    attack?.burst?.effect,
    attack?.extraAbility,
    attack?.auto?.effect,
    assist?.assistAbility?.effect,
  ];
  return effects.map(damageOf).find((n) => n !== undefined);
}

/** The amount the editor shows: the board's edited amount, else the printed one, else 0 (the board deals no such damage). */
const shown = (b: BgBoard, source: DamageSource) => b.damage?.[source] ?? printed(b, source) ?? 0;

/**
 * The turn chart's editor: each player's life counters (004 ライフカウンター: four at the start, none left loses), the
 * turn player's force up and down, each attack guardian's DG and whether it is weakened, whether it is the turn
 * player's first turn, and the amounts of the turn player's damage effects.
 *
 * Damage amounts are card facts, fixed by card id and shared by every chart, so an edit cannot change the card; the
 * edited board carries the amount instead (BgBoard.damage), and the turn player's activations read it (asEdited).
 * Two amounts cover what a judge asks about: the attack ability's, and any other damage effect's (a spell, an
 * activated or other ability). An amount left as the preset shows it is not written, so the preset builds back to
 * itself. On a board with no such damage effect the field shows 0, and an edit to it changes nothing.
 *
 * A field for a guardian the preset does not have (no attack guardian yet on a first turn) is left out of the board.
 * The turn player's own weakened flag can be set, but the chart stands that guardian up again at the draw phase
 * (our reading; see step 1's note).
 */
export const turnEditor: SetupEditor<BgBoard> = {
  groups: [
    { key: 'turn', fields: [num('turn.life-counters', 0, 4), num('turn.force-up', 0, 10), num('turn.force-down', 0, 10), flag('turn.first-turn')] },
    { key: 'turn.attack', fields: [num('turn.attack.dg', 0, 9000, 100), flag('turn.attack.weakened')] },
    { key: 'opp', fields: [num('opp.life-counters', 0, 4)] },
    { key: 'opp.attack', fields: [num('opp.attack.dg', 0, 9000, 100), flag('opp.attack.weakened')] },
    { key: 'damage', fields: [num('damage.attack', 0, 9000, 100), num('damage.other', 0, 9000, 100)] },
  ],
  values(b) {
    const v: EditorValues = {
      'turn.force-up': b.turn.forceUp,
      'turn.force-down': b.turn.forceDown,
      'turn.first-turn': b.firstTurn,
      'damage.attack': shown(b, 'attack'),
      'damage.other': shown(b, 'other'),
    };
    for (const p of PLAYERS) {
      v[`${p}.life-counters`] = b[p].lifeCounters;
      v[`${p}.attack.dg`] = b[p].attack?.dg ?? 0;
      v[`${p}.attack.weakened`] = !!b[p].attack?.weakened;
    }
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    for (const p of PLAYERS) {
      b[p].lifeCounters = Number(v[`${p}.life-counters`]);
      const g = b[p].attack;
      if (g) {
        g.dg = Number(v[`${p}.attack.dg`]);
        g.weakened = !!v[`${p}.attack.weakened`];
      }
    }
    b.turn.forceUp = Number(v['turn.force-up']);
    b.turn.forceDown = Number(v['turn.force-down']);
    b.firstTurn = !!v['turn.first-turn'];
    // The kept guardian is owed only on a first turn.
    if (!b.firstTurn) delete b.kept;
    for (const source of ['attack', 'other'] as const) {
      const n = Number(v[`damage.${source}`]);
      if (n !== shown(base, source)) b.damage = { ...b.damage, [source]: n };
    }
    return b;
  },
};
