import type { Area } from './board';
import { table } from './play-timing';
import { ref, type Keyword, type Play, type Table, type Unit } from './table';

/** A battle as the reader sets it up: cards by area with their numbers and keywords. */
export interface UnitSpec {
  card?: string;
  power: number;
  defense: number;
  critical: number;
  keywords?: Keyword[];
  soul?: number;
  size?: number;
  /** Lifelink's number (with the `lifelink` keyword). */
  lifelink?: number;
}

export interface BattleSpec {
  attackers: Partial<Record<Area | 'item', UnitSpec>>;
  defenders: Partial<Record<Area, UnitSpec>>;
  /** The defending fighter's item; only its defense matters here. */
  item?: { defense: number };
  firstTurn?: boolean;
  turnHand?: Play[];
  nonTurnHand?: Play[];
  life?: number;
}

export const unit = (uid: string, spec: UnitSpec, fallback: string, placed: number): Unit => ({
  uid,
  card: spec.card ?? fallback,
  size: spec.size ?? 1,
  power: spec.power,
  defense: spec.defense,
  critical: spec.critical,
  keywords: spec.keywords ?? [],
  soul: spec.soul ?? 0,
  rested: false,
  placed,
  ...(spec.keywords?.includes('lifelink') ? { lifelink: spec.lifelink ?? 1 } : {}),
});

/** Builds the table for a battle spec. Uids start with t/n so returned cards find their owner. */
export function battleTable(spec: BattleSpec): Table {
  const t = table();
  let placed = 1;
  for (const [area, s] of Object.entries(spec.attackers) as [Area | 'item', UnitSpec][]) {
    const u = unit(`t-${area}`, s, area === 'item' ? 'your-item' : `your-${area}`, placed++);
    if (area === 'item') t.turn.item = u;
    else t.turn.field[area] = [u];
  }
  for (const [area, s] of Object.entries(spec.defenders) as [Area, UnitSpec][]) {
    t.nonTurn.field[area] = [unit(`n-${area}`, s, `opponent-${area}`, placed++)];
  }
  if (spec.item) t.nonTurn.item = unit('n-item', { power: 0, defense: spec.item.defense, critical: 0 }, 'opponent-item', 0);
  t.firstTurn = !!spec.firstTurn;
  t.turn.hand = spec.turnHand ?? [];
  t.nonTurn.hand = spec.nonTurnHand ?? [];
  if (spec.life !== undefined) t.nonTurn.life = spec.life;
  return t;
}

/**
 * Magical Goodbye returns a monster on the field to the hand, its user's or the other fighter's (000 ① Q2, ③ Q2, Q4):
 * aimed at the attacked monster as in those rulings, or, with none on the field, at the one its user chooses.
 */
const goodbye: Play = { uid: 'np-goodbye', card: 'magical-goodbye', counter: true, effect: { kind: 'return', target: ref.TARGET }, choose: 'any' };
const destroyAttacker: Play = { uid: 'np-destroy', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: ref.ATTACKER } };
const destroyLast: Play = { uid: 'np-destroy', card: 'destroy-counter', counter: true, effect: { kind: 'destroy', target: ref.LAST_ATTACKER } };

const sealed: Unit = {
  uid: 'n-sealed',
  card: 'sealed-monster',
  size: 1,
  power: 5000,
  defense: 5000,
  critical: 1,
  keywords: [],
  soul: 0,
  rested: false,
  placed: 0,
};
const seal: Play = { uid: 'np-seal', card: 'dragons-seal', counter: true, effect: { kind: 'call', area: 'center', unit: sealed } };

const returnTarget: Play = { uid: 'tp-goodbye', card: 'magical-goodbye', counter: true, effect: { kind: 'return', target: ref.TARGET }, choose: 'any' };
const nullifyAttack: Play = { uid: 'np-nullify', card: 'attack-nullifier', counter: true, effect: { kind: 'nullify-attack' } };
const guardAttackDamage: Play = { uid: 'np-guard', card: 'attack-damage-guard', counter: true, effect: { kind: 'prevent', change: 'attack-damage' } };
const guardEffectDamage: Play = { uid: 'np-eguard', card: 'effect-damage-guard', counter: true, effect: { kind: 'prevent', change: 'effect-damage' } };

// Both act on one of their user's own monsters (their names say so), so with no attacked monster the user picks one.
const dragonScale: Play = {
  uid: 'np-scale',
  card: 'destruction-nullifier',
  counter: true,
  effect: { kind: 'nullify-destruction', target: ref.TARGET },
  choose: 'own',
};
const intoSoul: Play = { uid: 'np-soul', card: 'soul-mover', counter: true, effect: { kind: 'to-soul', target: ref.TARGET, host: 'n-left' }, choose: 'own' };

const whenDestroyed: Play = {
  uid: 'np-when',
  card: 'when-destroyed-card',
  counter: true,
  effect: { kind: 'life', change: 'gain', to: 'self', amount: 1 },
  when: 'own-destroyed',
};

const whenDamaged: Play = {
  uid: 'np-when-damaged',
  card: 'when-damaged-card',
  counter: true,
  effect: { kind: 'life', change: 'gain', to: 'self', amount: 1 },
  when: 'own-damaged',
};

/** Presets; the first is the default battle. Numbers of generic cards are illustrative. */
export const battlePresets: Record<string, BattleSpec> = {
  /** The default: the obvious attack (center on center) hits, and Penetrate deals its critical. */
  'center-hits': {
    attackers: { center: { power: 7000, defense: 5000, critical: 2, keywords: ['penetrate'] } },
    defenders: { center: { power: 4000, defense: 6000, critical: 1 } },
  },
  /** The opponent is on 2 life with an empty center: a hit on the fighter ends the game at the next ★rules check★. */
  'finishing-blow': {
    attackers: { center: { power: 5000, defense: 5000, critical: 2 } },
    defenders: { left: { power: 3000, defense: 3000, critical: 1 } },
    life: 2,
  },
  basic: {
    attackers: {
      center: { power: 5000, defense: 5000, critical: 2, keywords: ['penetrate'] },
      right: { power: 3000, defense: 2000, critical: 1, keywords: ['double-attack'] },
    },
    defenders: { center: { power: 4000, defense: 6000, critical: 1, keywords: ['counterattack'] } },
    nonTurnHand: [goodbye],
  },
  'attacker-destroyed': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1 } },
    nonTurnHand: [destroyAttacker],
  },
  'penetrate-goodbye': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2, keywords: ['penetrate'] } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1 } },
    nonTurnHand: [goodbye],
  },
  'link-broken': {
    attackers: { left: { power: 3000, defense: 2000, critical: 1 }, right: { power: 3000, defense: 2000, critical: 1 } },
    defenders: { center: { power: 2000, defense: 5000, critical: 1 } },
    nonTurnHand: [destroyLast],
  },
  'first-turn': {
    attackers: { left: { power: 3000, defense: 2000, critical: 1 }, right: { power: 4000, defense: 3000, critical: 2 } },
    defenders: {},
    firstTurn: true,
  },
  'item-defense': {
    attackers: { left: { power: 3000, defense: 2000, critical: 1 }, right: { power: 4000, defense: 3000, critical: 2 } },
    defenders: {},
    item: { defense: 5000 },
  },
  move: {
    attackers: { center: { power: 5000, defense: 5000, critical: 2, keywords: ['move'] } },
    defenders: { center: { power: 3000, defense: 4000, critical: 1, keywords: ['move'] } },
  },
  /** ③ Q4, second half: the attack is on the fighter, then Dragon's Seal calls a monster to the empty center. */
  seal: {
    attackers: { center: { power: 5000, defense: 5000, critical: 2 } },
    defenders: {},
    nonTurnHand: [seal],
  },
  /** Web ruling (w05): the turn fighter sends the attacked Soulguard monster back to the hand; Soulguard may keep it. */
  'soulguard-return': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['soulguard'], soul: 1 } },
    turnHand: [returnTarget],
  },
  /** Web ruling (w06): a link attack misses a Counterattack monster, and both attackers' defense is within its power. */
  'counterattack-link': {
    attackers: { left: { power: 3000, defense: 2000, critical: 1 }, right: { power: 3000, defense: 3000, critical: 1 } },
    defenders: { center: { power: 4000, defense: 7000, critical: 1, keywords: ['counterattack'] } },
  },
  /** Web ruling (w06): only one attacker's own defense is within the Counterattack power; their sum is not. */
  'counterattack-own-defense': {
    attackers: { left: { power: 2000, defense: 3000, critical: 1 }, right: { power: 2000, defense: 4000, critical: 1 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['counterattack'] } },
  },
  /** Web ruling (w06): the attack on a Counterattack monster is nullified at 2.5, so Counterattack never comes. */
  'counterattack-nullified': {
    attackers: { right: { power: 3000, defense: 2000, critical: 1 } },
    defenders: { center: { power: 4000, defense: 6000, critical: 1, keywords: ['counterattack'] } },
    nonTurnHand: [nullifyAttack],
  },
  /** Web ruling (w03): the opponent prevents attack damage; Penetrate is effect damage and still lands. */
  'penetrate-prevent': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2, keywords: ['penetrate'] } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1 } },
    nonTurnHand: [guardAttackDamage],
  },
  /** Web ruling (w03): the opponent prevents attack damage, then is attacked directly. */
  'fighter-prevent': {
    attackers: { center: { power: 5000, defense: 5000, critical: 2 } },
    defenders: {},
    nonTurnHand: [guardAttackDamage],
  },
  soulguard: {
    attackers: { center: { power: 6000, defense: 3000, critical: 2, keywords: ['penetrate'] } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['soulguard'], soul: 1 } },
  },
  /** Lifelink 2 on a Soulguard monster with one soul: it costs its fighter 2 life only if it really leaves the field. */
  lifelink: {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['soulguard', 'lifelink'], soul: 1, lifelink: 2 } },
  },
  /**
   * ④ 『ライフリンク』 may be answered with a Counter: the attacked Lifelink 2 monster is destroyed at 3.1.1, and its
   * fighter holds a Counter that prevents effect damage. Used in answer, it resolves first and Lifelink's 2 is prevented.
   */
  'lifelink-counter': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['lifelink'], lifelink: 2 } },
    nonTurnHand: [guardEffectDamage],
  },
  /** A Counter nullifies the attacked monster's next destruction: it is hit but not destroyed, so its Lifelink never acts. */
  'destruction-nullified': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2, keywords: ['penetrate'] } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['lifelink'], lifelink: 2 } },
    nonTurnHand: [dragonScale],
  },
  /** The opponent answers the attack by putting the attacked Lifelink monster into the soul of its left monster. */
  'into-soul': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { left: { power: 2000, defense: 2000, critical: 1 }, center: { power: 3000, defense: 5000, critical: 1, keywords: ['lifelink'], lifelink: 1 } },
    nonTurnHand: [intoSoul],
  },
  /** Web ruling (w06, w05): Counterattack destroys (it is no attack), so the attacker's Soulguard may keep it. */
  'counterattack-soulguard': {
    attackers: { center: { power: 3000, defense: 3000, critical: 1, keywords: ['soulguard'], soul: 1 } },
    defenders: { center: { power: 4000, defense: 6000, critical: 1, keywords: ['counterattack'] } },
  },
  /**
   * ④ その他 in the attack phase: the opponent holds a "when your monster is destroyed" Counter (gain 1 life). It
   * cannot be used at 2.5; the hit at 3.1.1 opens its window, usable at 3.4, and it closes when 3.4's play timing ends.
   */
  'when-destroyed': {
    attackers: { center: { power: 6000, defense: 3000, critical: 2 } },
    defenders: { center: { power: 3000, defense: 5000, critical: 1, keywords: ['soulguard'], soul: 1 } },
    nonTurnHand: [whenDestroyed],
  },
  /**
   * ④ その他 and the ★rules check★'s order: the opponent, on 5 life with an empty center, holds a "when you take
   * damage" Counter (gain 1 life). The hit at 3.1.2 opens its window; it is usable at 3.4.
   */
  'when-damaged': {
    attackers: { center: { power: 5000, defense: 5000, critical: 2 } },
    defenders: {},
    life: 5,
    nonTurnHand: [whenDamaged],
  },
  /** The same card on 2 life: the damage at 3.1.2 takes the opponent to 0, and the check at 3.3 ends the game before 3.4. */
  'when-damaged-lethal': {
    attackers: { center: { power: 5000, defense: 5000, critical: 2 } },
    defenders: {},
    life: 2,
    nonTurnHand: [whenDamaged],
  },
  /** The attacker's defense equals the Counterattack monster's power: the rule editions part ways here (③ 3.2.2 vs 002 No.2 Step 9). */
  'counterattack-tie': {
    attackers: { center: { power: 5000, defense: 4000, critical: 2 } },
    defenders: { center: { power: 4000, defense: 6000, critical: 1, keywords: ['counterattack'] } },
  },
};

export const attackPhaseSetups: Record<string, Table> = Object.fromEntries(Object.entries(battlePresets).map(([id, spec]) => [id, battleTable(spec)]));
