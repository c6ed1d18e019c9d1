import type { LogEntry } from '../engine/types';
import { factsOf, guardianFacts, type Effect } from './cards';

/** 004 speaks of "you" and "the opponent"; the charts follow the turn player. */
export type Player = 'turn' | 'opp';
export const PLAYERS: readonly Player[] = ['turn', 'opp'];
export const other = (p: Player): Player => (p === 'turn' ? 'opp' : 'turn');

export interface Guardian {
  card: string;
  /** Damage gauge: LP is the card's LP minus this. */
  dg: number;
  /** Turned sideways after a dice roll that missed: takes double damage in the opponent's next turn. */
  weakened: boolean;
  /** Material cards (004 マテリアルカード): face down under an attack guardian, passed on to the guardian summoned over it. */
  materials?: string[];
  /** Under cards (004 アンダーカード): face up under it, sent to the junk zone when it leaves the field. */
  under?: string[];
  /** What down (−) and up (+) effects did to its LP: they change LP only, never DG, so a guardian summoned over it takes none of this over. */
  lpShift?: number;
  /** Face down (004 ライズガーディアン 沈黙召喚): a rise guardian waiting in the assist zone for its awakening. */
  faceDown?: boolean;
  /** Silently summoned this turn: 004 forbids the awakening on that turn. */
  silentThisTurn?: boolean;
}

export interface Side {
  hand: string[];
  /** Top first. */
  main: string[];
  side: string[];
  /** Force: face-up (usable) and face-down (spent) cards in the charge zone. */
  forceUp: number;
  forceDown: number;
  attack: Guardian | null;
  assist: Guardian | null;
  domain: string | null;
  junk: string[];
  lifeCounters: number;
}

/** The counter step open right now: who activated what, and what has happened in it (004 "カウンターステップ"). */
export interface CounterStep {
  by: Player;
  card: string;
  /** The activation's effect, fixed when it is activated (a boost counter changes it). */
  effect: Effect;
  spell: boolean;
  /** The one counter effect of this step, if used, and by whom. */
  counter: { by: Player; card: string } | null;
  /** A spell of equal or higher SP was discarded: the spell is nullified and no counter card may be used. */
  spCancel: string | null;
  nullified: boolean;
}

export interface BgBoard {
  turn: Side;
  opp: Side;
  /** The turn player's first turn (the summon-limit exception, the kept guardian). */
  firstTurn: boolean;
  /**
   * On the first turn, the guardian kept aside at setup while it waits in hand: 004 has it summoned that turn or the
   * player loses by foul. Null once it has been summoned (another copy of the same card counts as it: they cannot be
   * told apart). A board that does not name it falls back to the attack zone being empty.
   */
  kept?: string | null;
  dice: number | null;
  counter: CounterStep | null;
  /** Damage effects activated this phase, dealt at the phase's damage step. */
  pending: { to: Player; amount: number; card: string; zone?: 'assist' }[];
  /** Once a turn each: two life counters for two cards (set phase); life counters to cancel one damage effect. */
  lifeDrawUsed: boolean;
  lifeShieldUsed: boolean;
  /** A guardian being summoned: between its appear step and its shift step, the guardian it replaces. */
  /** `to`: where the replaced guardian goes instead of the junk zone (a raging guardian's base goes under it; a raging guardian goes back to the side deck). */
  shifting: { player: Player; zone: 'attack' | 'assist'; replaced: Guardian | null; to?: 'under' | 'side' } | null;
  /**
   * The guardian just summoned face up and who summoned it, until the summon phase goes on: what a speed guardian of
   * the other player answers (the turn player's summon, or the opponent's speed summon in reply).
   */
  lastSummon: { player: Player; card: string } | null;
  /** The turn player's automatic effect whose condition was just met, waiting to go off (004 自動効果). */
  autoDue?: string | null;
  /** The set phase ended by going back to summon again (004 サモンフェイズ again): after its damage step, back to 3. */
  againToSummon?: boolean;
  /**
   * Damage amounts a judge set in the turn chart's editor, in place of the printed ones. Card facts are fixed by card
   * id (cards.ts) and shared by every board and chart, so an edited amount cannot live on the card: it lives on the
   * board, and the turn player's activations read it as they open their counter step (see `asEdited`). `attack`: the
   * attack ability's damage; `other`: every other damage effect of the turn player (spells, activated, burst, assist,
   * extra and automatic abilities). Absent: as printed. An effect that deals no damage is never changed.
   */
  damage?: { attack?: number; other?: number };
  /** Who has lost, and why (ends the chart). */
  loser: { player: Player; why: 'lp' | 'deck-out' | 'life-counters' | 'foul' } | null;
  log: LogEntry[];
}

export const lpOf = (g: Guardian) => guardianFacts(g.card)!.lp - g.dg + (g.lpShift ?? 0);

/**
 * 004 召喚制限: a normal attack guardian from hand may have SF at most the opponent's attack guardian's SF + 1. On a
 * player's first turn with their own attack zone empty, 004's exception allows SF 1 or lower; read as a permission
 * added to the usual limit, not a cap in its place (the second player, facing an SF 1 guardian, may still summon SF 2;
 * an audit found the chart capping it at 1). The step's note says so.
 */
export function summonLimit(b: BgBoard): number {
  const theirs = b.opp.attack ? guardianFacts(b.opp.attack.card)!.sf : 0;
  return b.firstTurn && !b.turn.attack ? Math.max(1, theirs + 1) : theirs + 1;
}

export function canSummon(b: BgBoard, card: string): boolean {
  const f = guardianFacts(card);
  if (!f || !b.turn.hand.includes(card) || !['attack', 'assist', 'armed'].includes(f.role) || b.turn.forceUp < f.sf) return false;
  // A silently summoned rise guardian makes the assist zone unusable until it awakens (004 ライズガーディアン).
  if (f.role !== 'attack') return !b.turn.assist?.faceDown;
  return f.sf <= summonLimit(b);
}

export const pay = (s: Side, n: number) => {
  s.forceUp -= n;
  s.forceDown += n;
};

/** Draws one card from the chosen deck; an empty main deck is a deck-out (004 勝敗判定). Mutates a draft. */
export function drawFrom(b: BgBoard, p: Player, deck: 'main' | 'side', step: string) {
  const card = b[p][deck].shift();
  if (card) b[p].hand.push(card);
  b.log.push({ step, code: deck === 'main' ? 'drew-main' : 'drew-side', card });
  deckOutCheck(b, step);
}

export function deckOutCheck(b: BgBoard, step: string) {
  for (const p of PLAYERS) {
    if (!b.loser && b[p].main.length === 0) {
      b.loser = { player: p, why: 'deck-out' };
      b.log.push({ step, code: p === 'turn' ? 'turn-decked-out' : 'opp-decked-out' });
    }
  }
}

/** Puts `card` into `p`'s zone at the appear step: it takes over the DG of the guardian it replaces (004 アピアステップ, ダメージゲージ). */
export function appear(b: BgBoard, p: Player, card: string, step: string, from: 'hand' | 'side' = 'hand') {
  const f = guardianFacts(card)!;
  const zone = f.role === 'assist' || f.role === 'armed' ? 'assist' : 'attack';
  const replaced = b[p][zone];
  b[p][from].splice(b[p][from].indexOf(card), 1);
  const materials = replaced?.materials ?? [];
  b[p][zone] = { card, dg: replaced?.dg ?? 0, weakened: false, ...(materials.length ? { materials } : {}) };
  b.shifting = { player: p, zone, replaced };
  b.lastSummon = { player: p, card };
  b.log.push({ step, code: replaced && replaced.dg > 0 ? 'appeared-inheriting' : 'appeared', card });
  if (materials.length) b.log.push({ step, code: 'materials-passed', card });
  takeoverCheck(b, b[p][zone]!, step);
}

/**
 * Taking over DG lowers the new guardian's LP, and 004 puts a life check after every change of LP: a guardian that
 * takes over as much DG as its LP is at 0 at once (an attack guardian's owner loses; an assist guardian is junked).
 */
export function takeoverCheck(b: BgBoard, g: Guardian, step: string) {
  if (g.dg > 0) lifeCheck(b, step);
}

/** The shift step: the replaced guardian goes to the junk zone. */
export function shift(b: BgBoard, step: string) {
  const s = b.shifting;
  if (s?.replaced && s.to === 'under') {
    // 004 レイジングガーディアン: its base becomes its under card (the base's own under cards leave the field with it).
    const g = b[s.player][s.zone]!;
    g.under = [s.replaced.card, ...(g.under ?? [])];
    b[s.player].junk.push(...(s.replaced.under ?? []));
    b.log.push({ step, code: 'became-under', card: s.replaced.card });
  } else if (s?.replaced) {
    // Its under cards leave with it; its materials already went to the new guardian at the appear step.
    if (s.to === 'side') b[s.player].side.push(s.replaced.card);
    else b[s.player].junk.push(s.replaced.card);
    b[s.player].junk.push(...(s.replaced.under ?? []));
    b.log.push({ step, code: s.to === 'side' ? 'back-to-side' : 'shifted-out', card: s.replaced.card });
    if (s.replaced.under?.length) b.log.push({ step, code: 'under-junked', card: s.replaced.card });
  } else b.log.push({ step, code: 'nothing-to-shift' });
  b.shifting = null;
}

/** Which of a board's edited damage amounts an activation reads: the attack ability's, or any other effect's. */
export type DamageSource = 'attack' | 'other';

/** `effect` as the board has it: a damage effect of the turn player deals the edited amount where the board sets one. */
export function asEdited(b: BgBoard, by: Player, effect: Effect, source: DamageSource): Effect {
  const amount = by === 'turn' ? b.damage?.[source] : undefined;
  return effect.kind === 'damage' && amount !== undefined ? { ...effect, amount } : effect;
}

/**
 * The counter step opens on an activation; the other player has priority (004). `source`: which edited damage amount
 * applies to it (the attack ability's, at the dice step, or any other's).
 */
export function openCounter(b: BgBoard, by: Player, card: string, effect: Effect, step: string, source: DamageSource = 'other') {
  b.counter = { by, card, effect: asEdited(b, by, effect, source), spell: factsOf(card).kind === 'spell', counter: null, spCancel: null, nullified: false };
  b.log.push({ step, code: 'counter-step-opens', card });
}

/** What an activation does once its counter step is over. Mutates a draft. */
export function applyEffect(b: BgBoard, by: Player, card: string, effect: Effect, step: string) {
  const to = other(by);
  if (effect.kind === 'damage') {
    b.pending.push({ to, amount: effect.amount, card, ...(effect.zone ? { zone: effect.zone } : {}) });
    b.log.push({ step, code: 'damage-pending', card });
  } else if (effect.kind === 'mill') {
    const milled = b[to].main.splice(0, effect.count);
    b[to].junk.push(...milled);
    b.log.push({ step, code: 'milled', card });
    deckOutCheck(b, step);
  } else {
    // Down hits the opponent's attack guardian; up and repair help the user's own (see Effect).
    const g = b[effect.kind === 'down' ? to : by].attack;
    if (!g) return;
    // Our reading: DG never goes below 0 (004 gives no lower bound; a negative damage gauge would mean nothing).
    if (effect.kind === 'repair') g.dg = Math.max(0, g.dg - effect.amount);
    else g.lpShift = (g.lpShift ?? 0) + (effect.kind === 'up' ? effect.amount : -effect.amount);
    b.log.push({ step, code: effect.kind === 'repair' ? 'repaired' : effect.kind === 'up' ? 'lp-up' : 'lp-down', card: g.card });
    // 004 ライフチェック: a life check follows every change of LP.
    lifeCheck(b, step);
  }
}

/** 004 弱体化: a weakened guardian takes double damage. */
export const damageAmount = (b: BgBoard, d: { to: Player; amount: number; zone?: 'assist' }) => d.amount * (!d.zone && b[d.to].attack?.weakened ? 2 : 1);

/** Life counters needed to cancel a damage effect: one per 1000 (only from 1000 up). */
export const shieldCost = (amount: number) => (amount >= 1000 ? Math.floor(amount / 1000) : Infinity);

/** Deals every pending damage: DG grows, so LP falls. Mutates a draft. */
export function dealPending(b: BgBoard, step: string) {
  for (const d of b.pending) {
    const g = b[d.to][d.zone ?? 'attack'];
    if (!g) continue;
    g.dg += damageAmount(b, d);
    b.log.push({ step, code: !d.zone && g.weakened ? 'damaged-double' : 'damaged', card: g.card });
  }
  b.pending = [];
}

/** 004 ライフチェック: an attack guardian at 0 LP loses the game (and stays in its zone); an assist guardian at 0 LP goes to the junk zone. */
export function lifeCheck(b: BgBoard, step: string) {
  for (const p of PLAYERS) {
    const a = b[p].assist;
    if (a && lpOf(a) <= 0) {
      b[p].junk.push(a.card);
      b[p].assist = null;
      b.log.push({ step, code: 'assist-junked', card: a.card });
    }
    const g = b[p].attack;
    if (!b.loser && g && lpOf(g) <= 0) {
      b.loser = { player: p, why: 'lp' };
      b.log.push({ step, code: p === 'turn' ? 'turn-at-zero' : 'opp-at-zero', card: g.card });
    }
  }
  if (!b.log.some((l) => l.step === step && l.code.endsWith('-at-zero'))) b.log.push({ step, code: 'life-checked' });
}
