import type { LogEntry } from '../engine/types';
import { type StackRules, type StackState } from '../engine/stack';
import { EX_BURSTS, FORWARDS, USES, type Effect } from './cards';

/** 003 speaks of the turn player and the non-turn player. */
export type Player = 'turn' | 'nonTurn';
export const PLAYERS: readonly Player[] = ['turn', 'nonTurn'];
export const opponent = (p: Player): Player => (p === 'turn' ? 'nonTurn' : 'turn');

export interface Forward {
  /** Forwards are unique per board in our setups, so the card id doubles as the uid. */
  card: string;
  /**
   * The forward's own power where a set-up board gives it one (the setup editor), in place of the card's. Power is
   * otherwise a fixed fact of the card (FORWARDS in cards.ts), and a judge's question names a number ("a 7000 forward"),
   * not a card; this lets the board hold that number without a card per number. It belongs to the forward on the
   * field: a forward that goes back to the hand (Valefor) and comes out again has its card's power.
   */
  power?: number;
  /** Power added until the end of the turn (Hammer Blow). */
  boost: number;
  damage: number;
  dull: boolean;
  /** Put on the field this turn: may attack only with Haste. */
  fresh: boolean;
  attacked: boolean;
}

/** Something a player can use: an ability of a forward, or a summon. Reusable stand-ins stay available. */
export interface Use {
  card: string;
  reusable?: boolean;
}

export interface Side {
  field: Forward[];
  /**
   * Card ids; a forward's id can be played, 'card' is any other card. A summon held to use is in `uses` instead, yet
   * counts as a card in the hand (`heldSummons`): the board shows it there too.
   */
  hand: string[];
  /** Top first. */
  deck: string[];
  damage: string[];
  breakZone: string[];
  uses: Use[];
}

export interface StackItem {
  card: string;
  /** A forward fixed when the item was used (the target of damage, or the forward a power boost belongs to). */
  target?: string;
  /** A summon card used up (not a reusable stand-in): once it resolves it goes to its owner's break zone. */
  spent?: boolean;
}

export interface FfBoard {
  turn: Side;
  nonTurn: Side;
  stack: StackState<StackItem, Player>;
  /** The deepest the stack may get on this board (exploration bound). */
  depth: number;
  /** What must be declared before anyone may use anything in this step. */
  awaiting: null | 'attack' | 'block' | 'ex-burst';
  attacker: string | null;
  blocker: string | null;
  exBurst: { by: Player; card: string } | null;
  /** An auto ability waiting until the EX Burst is decided (003 ④ 4-4). */
  pendingAuto: { by: Player; card: string } | null;
  /** Main 2 or later: the attack phase is behind us for this turn. */
  attackPhaseOver: boolean;
  log: LogEntry[];
}

/** 003, interrupts: the player who uses something may go on (then says "nothing"); after each resolution the turn player has priority. */
export const rulesOf = (b: Pick<FfBoard, 'depth'>): StackRules<Player> => ({
  players: ['turn', 'nonTurn'],
  opening: 'turn',
  afterPush: (by) => by,
  afterResolve: () => 'turn',
  maxDepth: b.depth,
});

/** The power a forward has now: its own (set-up) power or its card's, plus what was added this turn. */
/** The power a forward has on this board before anything added this turn: its own (an edit's) or its card's. */
export const basePower = (f: Forward) => f.power ?? FORWARDS[f.card].power;

export const powerOf = (f: Forward) => basePower(f) + f.boost;

export function findForward(b: FfBoard, card: string): { owner: Player; forward: Forward } | null {
  for (const p of PLAYERS) {
    const forward = b[p].field.find((f) => f.card === card);
    if (forward) return { owner: p, forward };
  }
  return null;
}

export const forward = (card: string, over: Partial<Forward> = {}): Forward => ({
  card,
  boost: 0,
  damage: 0,
  dull: false,
  fresh: false,
  attacked: false,
  ...over,
});

/**
 * The summons a player holds to use: cards in their hand, though the board lists them with what they can use (a
 * forward's ability is no card in hand; a reusable stand-in is no one card either). The hand's count on the board and
 * in the turn editor includes these, on both sides alike.
 */
export const heldSummons = (s: Side): Use[] => s.uses.filter((u) => USES[u.card].kind === 'summon' && !u.reusable);

/**
 * What `p` can use now, one per card in the order the board lists them: a forward's ability needs its forward on the
 * field, damage needs a target. Two copies of one summon are one choice: using either does the same.
 */
export function usableUses(b: FfBoard, p: Player): Use[] {
  const now = b[p].uses.filter((u) => {
    const facts = USES[u.card];
    if (facts.of && !b[p].field.some((f) => f.card === facts.of)) return false;
    if (facts.effect.kind === 'damage' && b[opponent(p)].field.length === 0) return false;
    return true;
  });
  return now.filter((u, i) => now.findIndex((v) => v.card === u.card) === i);
}

/** The `nth` different thing `p` can use now (0: the first), if there is one. */
export const usable = (b: FfBoard, p: Player, nth = 0): Use | undefined => usableUses(b, p)[nth];

/** The stack item for a use, with its target fixed now. Damage goes to the opponent's first forward (the attacker if there is one). */
export function bind(b: FfBoard, p: Player, card: string): StackItem {
  const facts = USES[card];
  if (facts.effect.kind === 'damage') return { card, target: targetFor(b, opponent(p)) };
  if (facts.effect.kind === 'power') return { card, target: facts.of };
  return { card };
}

function targetFor(b: FfBoard, owner: Player): string | undefined {
  const attacker = b.attacker && b[owner].field.some((f) => f.card === b.attacker) ? b.attacker : undefined;
  return attacker ?? b[owner].field[0]?.card;
}

/** Takes `card` out of `p`'s uses unless it stays available. Mutates a draft. */
export function spend(b: FfBoard, p: Player, use: Use) {
  if (!use.reusable) b[p].uses = b[p].uses.filter((u) => u !== use);
}

export function draw(b: FfBoard, p: Player, count: number, step: string) {
  for (let i = 0; i < count && b[p].deck.length; i++) b[p].hand.push(b[p].deck.shift()!);
  b.log.push({ step, code: p === 'turn' ? 'turn-draws' : 'non-turn-draws' });
}

/** Forwards whose damage reached their power are broken (put in the break zone). Mutates a draft. */
export function breakCheck(b: FfBoard, step: string) {
  for (const p of PLAYERS) {
    for (const f of b[p].field.filter((f) => f.damage >= powerOf(f))) {
      b[p].field = b[p].field.filter((g) => g !== f);
      b[p].breakZone.push(f.card);
      b.log.push({ step, code: 'broken', card: f.card });
    }
  }
}

export function dealDamage(b: FfBoard, target: string, amount: number, step: string) {
  const found = findForward(b, target);
  if (!found) {
    b.log.push({ step, code: 'no-target', card: target });
    return;
  }
  found.forward.damage += amount;
  b.log.push({ step, code: 'damaged', card: target });
  breakCheck(b, step);
}

/** Applies an effect that has resolved (or an EX Burst). Mutates a draft. */
export function applyEffect(b: FfBoard, by: Player, effect: Effect, item: StackItem, step: string) {
  switch (effect.kind) {
    case 'damage':
      dealDamage(b, item.target ?? '', effect.amount, step);
      return;
    case 'power': {
      const found = item.target ? findForward(b, item.target) : null;
      if (!found) {
        b.log.push({ step, code: 'no-target', card: item.target });
        return;
      }
      found.forward.boost += effect.amount;
      b.log.push({ step, code: 'powered', card: item.target });
      return;
    }
    case 'return-all':
      for (const p of PLAYERS) {
        b[p].hand.push(...b[p].field.map((f) => f.card));
        b[p].field = [];
      }
      b.log.push({ step, code: 'all-returned' });
      return;
    case 'draw':
      draw(b, by, effect.count, step);
      return;
    case 'none':
      b.log.push({ step, code: 'no-effect', card: item.card });
  }
}

export function exBurstEffect(card: string): Effect {
  return EX_BURSTS[card];
}

export const isForwardCard = (card: string) => Object.hasOwn(FORWARDS, card);

export const canAttack = (f: Forward) => !f.dull && !f.attacked && (!f.fresh || !!FORWARDS[f.card].haste);
