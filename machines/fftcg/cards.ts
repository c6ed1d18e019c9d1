/**
 * Rule-relevant facts of the cards 003 names, and of the stand-ins the
 * flows use where 003 speaks of "a forward" or "an ability" in general.
 * Numbers come from 003 (Barret 7000, Hammer Blow +4000, Brynhildr 7000).
 */
export type Effect =
  | { kind: 'none' }
  /** Damage to one forward of the other player, chosen when used. */
  | { kind: 'damage'; amount: number }
  /** Power added to the forward the ability belongs to, until the end of the turn. */
  | { kind: 'power'; amount: number }
  /** Every forward on the field goes back to its owner's hand (Valefor). */
  | { kind: 'return-all' }
  /** The player draws cards. */
  | { kind: 'draw'; count: number };

export interface ForwardFacts {
  power: number;
  haste?: boolean;
  brave?: boolean;
  /** Auto ability that goes on the stack when this forward deals damage to a player. */
  onPlayerDamage?: string;
}

export interface UseFacts {
  kind: 'ability' | 'summon' | 'auto';
  effect: Effect;
  /** For a forward's own ability: the forward's card id; usable only while it is on the field. */
  of?: string;
}

/** The stand-in forwards' ids: a side's slot 1–3 ('turn-forward-2' is the turn player's 2nd slot). */
export const standIn = (side: 'turn' | 'nonTurn', slot: number) => `${side === 'turn' ? 'turn' : 'non-turn'}-forward-${slot + 1}`;
const STAND_INS = (['turn', 'nonTurn'] as const).flatMap((side) => [0, 1, 2].map((slot) => standIn(side, slot)));

export const FORWARDS: Record<string, ForwardFacts> = {
  barret: { power: 7000 },
  'forward-a': { power: 7000 },
  'forward-b': { power: 5000 },
  'haste-forward': { power: 6000, haste: true },
  'brave-forward': { power: 8000, brave: true },
  'striker-forward': { power: 6000, onPlayerDamage: 'striker-draw' },
  'blocker-forward': { power: 6000 },
  // Plain stand-ins the turn chart's setup editor puts where a preset had no forward, one per side and slot, so
  // forwards stay unique on a board; the editor gives each the power the form asks for.
  ...Object.fromEntries(STAND_INS.map((id) => [id, { power: 5000 }])),
};

export const USES: Record<string, UseFacts> = {
  'hammer-blow': { kind: 'ability', effect: { kind: 'power', amount: 4000 }, of: 'barret' },
  brynhildr: { kind: 'summon', effect: { kind: 'damage', amount: 7000 } },
  valefor: { kind: 'summon', effect: { kind: 'return-all' } },
  'turn-ability': { kind: 'ability', effect: { kind: 'none' } },
  'non-turn-summon': { kind: 'summon', effect: { kind: 'none' } },
  'striker-draw': { kind: 'auto', effect: { kind: 'draw', count: 1 } },
};

/** EX Burst cards: when one lands in its owner's damage zone by damage, the owner may use it at once. */
export const EX_BURSTS: Record<string, Effect> = {
  'ex-burst-card': { kind: 'damage', amount: 5000 },
};
