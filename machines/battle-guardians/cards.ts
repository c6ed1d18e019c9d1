/**
 * Rule-relevant facts of the cards the Battle Guardians charts use. 004 names one
 * card, Chaos Wind, and gives only its attack ability (faces 1 and 4: the top eight
 * cards of the opponent's deck go to the junk zone); every other card here is a
 * stand-in, and its SF, LP and SP are this site's numbers, picked to show a rule.
 */
/** A damage effect hits the opponent's attack guardian unless it names the assist zone. */
export type Effect =
  | { kind: 'damage'; amount: number; zone?: 'assist' }
  | { kind: 'mill'; count: number }
  /**
   * 004 効果の種類: down lowers LP and up raises it, both leaving DG alone; repair lowers DG. 004 names no target for
   * them; as stand-ins, down hits the opponent's attack guardian and up and repair help the user's own.
   */
  | { kind: 'down' | 'up' | 'repair'; amount: number };

export interface GuardianFacts {
  kind: 'guardian';
  /**
   * GT: which zone it is summoned to from hand. 'extra' guardians are attack guardians summoned only in the extra
   * phase; 'cross' guardians are attack guardians from the side deck (their summon, with an armed guardian, is not
   * charted) that turn every face-up force face down at their owner's end phase; 'speed' guardians are attack guardians summoned only when the opponent summons one of SF `speed` or more.
   */
  role: 'attack' | 'assist' | 'extra' | 'speed' | 'cross' | 'rise' | 'raging' | 'armed' | 'unlimited';
  /**
   * A raging guardian's condition (004 レイジングガーディアン): summoned from hand only while `base` is the attack
   * guardian with LP `lp` or less; the base goes under it, and comes back at the end phase.
   */
  raging?: { base: string; lp: number };
  /** A cross guardian's base (004 クロスガーディアン): the attack guardian an armed guardian is fitted to (装着転成). */
  crossBase?: string;
  /**
   * A rise guardian's force number (004 ライズガーディアン): silently summoned face down while the assist zone is empty,
   * it awakens (turns face up) once its owner's force, face up and face down, reaches this number.
   */
  rise?: number;
  /** A speed guardian's X (004 スピードガーディアン): it may come out when the opponent summons a guardian of SF X or more. */
  speed?: number;
  sf: number;
  lp: number;
  /** The attack ability: the dice faces that fire it and what it does. */
  attack?: { faces: number[]; effect: Effect };
  /** An activated ability (004 起動効果): used in the set phase for `cost` force, as often as the cost can be paid. */
  activated?: { cost: number; effect: Effect };
  /** A burst ability (004 バーストアビリティ): paid by sending `materials` material cards (never under cards) to the junk zone. */
  burst?: { materials: number; effect: Effect };
  /**
   * An assist ability (004 アシストアビリティ): it works only while its guardian is in the assist zone (in hand it is
   * nothing). 004 gives no cost or timing; the chart uses it like an activated effect: in the set phase, for `cost` force.
   */
  assistAbility?: { cost: number; effect: Effect };
  /**
   * A counter ability (004 カウンターアビリティ): used in a counter step from the field, it is that step's one counter
   * effect, doing what a counter card of the same `does` would.
   */
  counterAbility?: 'nullify' | 'boost';
  /**
   * A prevent ability (004 プリベントアビリティ) of a normal guardian: 'repair' lowers its owner's attack guardian's DG by
   * this guardian's LP, 'nullify' cancels one damage effect. 004 says neither where nor when it is used; the chart uses
   * it from hand, at a damage step, by the player whose guardian is taking the damage, sending it to the junk zone.
   */
  prevent?: 'repair' | 'nullify';
  /**
   * An automatic effect (004 自動効果) of an attack guardian: no cost; it goes off each time its condition is met,
   * as often as that happens in a turn. The one condition charted: its owner summons a guardian to the assist zone.
   */
  auto?: {
    when: 'assist-summoned';
    effect: Effect;
    /** Its text ends in "may" (004 任意発動): the player chooses; otherwise it is mandatory (強制発動). */ may?: boolean;
  };
  /** An extra ability (004 エクストラアビリティ): activating it in the extra phase meets that phase's obligation. */
  extraAbility?: Effect;
}
export interface SpellFacts {
  kind: 'spell';
  sp: number;
  effect: Effect;
  /**
   * A spell the opponent holds to discard against the turn player's spell (004 スペルパワー). Its facts are those of
   * the turn player's spell of the same SP, but it has its own id and name, so the board and log tell the spell held
   * to answer from the one activated (an audit found both read "SP 2 damage spell"). The turn chart never casts it.
   */
  heldToAnswer?: true;
}
export interface CounterFacts {
  kind: 'counter';
  /** nullify: the activation that opened the step does nothing; boost: its damage grows by 1000. */
  does: 'nullify' | 'boost';
  /** Force it costs (004 カウンターカード: paid with hand cards or force); face-up force must cover it. */
  cost?: number;
}
export interface DomainFacts {
  kind: 'domain';
}
export interface PlainFacts {
  kind: 'plain';
}
export type CardFacts = GuardianFacts | SpellFacts | CounterFacts | DomainFacts | PlainFacts;

export const CARDS: Record<string, CardFacts> = {
  'chaos-wind': { kind: 'guardian', role: 'attack', sf: 2, lp: 3000, attack: { faces: [1, 4], effect: { kind: 'mill', count: 8 } } },
  'guardian-sf0': { kind: 'guardian', role: 'attack', sf: 0, lp: 2000, attack: { faces: [1, 2, 3], effect: { kind: 'damage', amount: 1000 } } },
  'guardian-sf1': { kind: 'guardian', role: 'attack', sf: 1, lp: 3000, attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } } },
  'guardian-sf2': { kind: 'guardian', role: 'attack', sf: 2, lp: 4000, attack: { faces: [1, 3, 5], effect: { kind: 'damage', amount: 2000 } } },
  'guardian-sf3': { kind: 'guardian', role: 'attack', sf: 3, lp: 5000, attack: { faces: [5, 6], effect: { kind: 'damage', amount: 3000 } } },
  'guardian-act': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    activated: { cost: 1, effect: { kind: 'damage', amount: 1000 } },
  },
  'guardian-burst': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    burst: { materials: 2, effect: { kind: 'damage', amount: 2000 } },
  },
  'cross-guardian': {
    kind: 'guardian',
    role: 'cross',
    sf: 2,
    lp: 4000,
    crossBase: 'guardian-sf1',
    attack: { faces: [1, 2], effect: { kind: 'damage', amount: 2000 } },
  },
  'assist-guardian': { kind: 'guardian', role: 'assist', sf: 1, lp: 1000 },
  'assist-repair': { kind: 'guardian', role: 'assist', sf: 1, lp: 1000, assistAbility: { cost: 1, effect: { kind: 'repair', amount: 1000 } } },
  'guardian-extra-ability': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    extraAbility: { kind: 'damage', amount: 1000 },
  },
  'rise-guardian': { kind: 'guardian', role: 'rise', sf: 1, lp: 5000, rise: 4, attack: { faces: [3, 4], effect: { kind: 'damage', amount: 2000 } } },
  'raging-guardian': {
    kind: 'guardian',
    role: 'raging',
    sf: 2,
    lp: 6000,
    raging: { base: 'guardian-sf1', lp: 1000 },
    attack: { faces: [4, 5, 6], effect: { kind: 'damage', amount: 3000 } },
  },
  'armed-guardian': { kind: 'guardian', role: 'armed', sf: 1, lp: 1000 },
  'guardian-auto': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    auto: { when: 'assist-summoned', effect: { kind: 'repair', amount: 1000 } },
  },
  'prevent-nullify': { kind: 'guardian', role: 'assist', sf: 1, lp: 1000, prevent: 'nullify' },
  'prevent-nullify-2': { kind: 'guardian', role: 'assist', sf: 1, lp: 2000, prevent: 'nullify' },
  'prevent-repair': { kind: 'guardian', role: 'assist', sf: 1, lp: 1000, prevent: 'repair' },
  // 004 アンリミテッドガーディアン: LP ∞. Its summon (極限召喚) and its ability are not given, so it is never summoned here.
  'unlimited-guardian': { kind: 'guardian', role: 'unlimited', sf: 3, lp: Infinity, attack: { faces: [1, 2, 3], effect: { kind: 'damage', amount: 3000 } } },
  'guardian-counter': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    counterAbility: 'nullify',
  },
  'guardian-auto-may': {
    kind: 'guardian',
    role: 'attack',
    sf: 1,
    lp: 3000,
    attack: { faces: [2, 4, 6], effect: { kind: 'damage', amount: 1000 } },
    auto: { when: 'assist-summoned', effect: { kind: 'repair', amount: 1000 }, may: true },
  },
  'assist-sf2': { kind: 'guardian', role: 'assist', sf: 2, lp: 2000 },
  'speed-guardian': { kind: 'guardian', role: 'speed', sf: 2, lp: 4000, speed: 2, attack: { faces: [1, 2], effect: { kind: 'damage', amount: 1000 } } },
  'extra-guardian': { kind: 'guardian', role: 'extra', sf: 0, lp: 4000, attack: { faces: [1, 2, 3, 4, 5, 6], effect: { kind: 'damage', amount: 1000 } } },
  'spell-sp1': { kind: 'spell', sp: 1, effect: { kind: 'damage', amount: 1000 } },
  'spell-assist': { kind: 'spell', sp: 1, effect: { kind: 'damage', amount: 1000, zone: 'assist' } },
  'spell-down': { kind: 'spell', sp: 1, effect: { kind: 'down', amount: 2000 } },
  'spell-repair': { kind: 'spell', sp: 1, effect: { kind: 'repair', amount: 1000 } },
  'spell-up': { kind: 'spell', sp: 1, effect: { kind: 'up', amount: 1000 } },
  'spell-sp2': { kind: 'spell', sp: 2, effect: { kind: 'damage', amount: 1000 } },
  'answer-spell-sp1': { kind: 'spell', sp: 1, effect: { kind: 'damage', amount: 1000 }, heldToAnswer: true },
  'answer-spell-sp2': { kind: 'spell', sp: 2, effect: { kind: 'damage', amount: 1000 }, heldToAnswer: true },
  'counter-nullify': { kind: 'counter', does: 'nullify' },
  'counter-force': { kind: 'counter', does: 'nullify', cost: 1 },
  // The counter step's editor chooses a counter card by its cost among these (counter-editor.ts).
  'counter-force-2': { kind: 'counter', does: 'nullify', cost: 2 },
  'counter-force-3': { kind: 'counter', does: 'nullify', cost: 3 },
  'counter-boost': { kind: 'counter', does: 'boost' },
  'domain-card': { kind: 'domain' },
  card: { kind: 'plain' },
};

export const factsOf = (card: string): CardFacts => (Object.hasOwn(CARDS, card) ? CARDS[card] : CARDS.card);
export const guardianFacts = (card: string): GuardianFacts | undefined => {
  const f = factsOf(card);
  return f.kind === 'guardian' ? f : undefined;
};
