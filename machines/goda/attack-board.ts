import { canPush, type StackState } from '../engine/stack';
import type { LogEntry } from '../engine/types';
import { GODA_STACK, type Player } from './stack';
import { SPELL_FACTS, type GodaSpell } from './spells';

/**
 * The board of a monster's attack (001, section 5) and the pure rules it is judged by. The chart (attack.ts) and its
 * answer windows (attack-window.ts) read and change only this.
 */
export interface Fighter {
  card: string;
  p: number;
  posture: 'attack' | 'rest';
  /** `absent`: the setup has no such monster (an edited board); it is drawn nowhere and can be neither attacked nor used. */
  where: 'zone' | 'hand' | 'grave' | 'absent';
}

/** A monster of the board, by its place in the attack. */
export type Slot = 'attacker' | 'rested' | 'ready';

/** The spells a player may hold during an attack (their kinds and effects: spells.ts). */
export type AttackSpell = GodaSpell;
export { SPELL_FACTS };

/** Hand order, and the order of the editor's fields. */
export const SPELLS: readonly AttackSpell[] = ['time-blast', 'power-up', 'cancel', 'blast'];

/** Life cards, left to right as the defender sees them; 001 §4 deals five. */
export const LIFE = ['life-1', 'life-2', 'life-3', 'life-4', 'life-5'];

/** What Power Up adds to a monster's P. */
export const POWER_UP = 3000;

/** A is the attacking player: the attack is declared in A's own free time (001 §4), so the whole chart is A's turn. */
export const TURN: Player = 'a';

export interface AnswerItem {
  card: AttackSpell;
  /** The monster the spell acts on, chosen as it is activated (a Cancel acts on an activation: none). */
  aim: Slot | null;
  negated: boolean;
}

export interface AttackBoard {
  attacker: Fighter;
  /** The defender's monster in rest posture (a battle target). */
  rested: Fighter;
  /** The defender's monster in attack posture (a battle target, or a blocker). */
  ready: Fighter;
  /** The defender's life, left to right as the defender sees it. */
  life: string[];
  defenderHand: string[];
  /** What the fight is: a battle (may return a rested monster to hand), a block (never does). */
  fight: 'none' | 'battle' | 'block';
  target: 'none' | 'rested' | 'ready' | 'life';
  winner: 'none' | 'attacker';
  /** The spells each player holds: A (attacking) and B (defending). */
  hands: Record<Player, AttackSpell[]>;
  /** The stack of an answer window (001 §6); `closed` while no window is open. */
  stack: StackState<AnswerItem, Player>;
  /** Spells that have resolved (or were nullified), in that order. */
  grave: AttackSpell[];
  log: LogEntry[];
}

/** Higher P wins and the lower is destroyed; equal P destroys both. Pure, for tests and the chart. */
export function fightResult(a: number, d: number): 'attacker' | 'defender' | 'both' {
  return a > d ? 'defender' : a < d ? 'attacker' : 'both';
}

/** 仮破壊: a rested monster attacked (in a battle, not a block) by a lower-P monster, still in the zone when the fight ends, goes back to hand. */
export function provisionalApplies(b: AttackBoard): boolean {
  if (b.fight !== 'battle' || b.target !== 'rested') return false;
  return b.rested.where === 'zone' && b.rested.posture === 'rest' && b.attacker.p < b.rested.p;
}

export const inZone = (b: AttackBoard, s: Slot | null): s is Slot => s !== null && b[s].where === 'zone';

/** The monster of `p` this attack puts in a fight: A's attacker; B's battle target or blocker (none before B blocks). */
export function ownFighter(b: AttackBoard, p: Player): Slot | null {
  if (p === 'a') return 'attacker';
  if (b.fight === 'battle' && (b.target === 'rested' || b.target === 'ready')) return b.target;
  return b.fight === 'block' ? 'ready' : null;
}

const otherPlayer = (p: Player): Player => (p === 'a' ? 'b' : 'a');

/** The monster `card` would act on if `p` activated it now: the other side's fighter for a Blast, one's own for Power Up. */
export function aimOf(b: AttackBoard, p: Player, card: AttackSpell): Slot | null {
  const does = SPELL_FACTS.get(card)?.does;
  return does === 'destroy' ? ownFighter(b, otherPlayer(p)) : does === 'power' ? ownFighter(b, p) : null;
}

/**
 * Whether the player holding the right to stack may stack `card` now: it is in their hand; a normal spell only in
 * their own turn (001 §3); and, as choosing what a spell acts on is part of its cost (001 §6 効果を発動するための条件,
 * 例4), a monster to act on, still in the zone, or for Cancel an activation beneath it.
 */
export function canStack(b: AttackBoard, card: AttackSpell): boolean {
  const holder = b.stack.priority;
  const facts = SPELL_FACTS.get(card);
  if (!facts || !canPush(b.stack, GODA_STACK, holder) || !b.hands[holder].includes(card)) return false;
  if (facts.kind === 'normal' && holder !== TURN) return false;
  return facts.does === 'cancel' ? b.stack.items.length > 0 : inZone(b, aimOf(b, holder, card));
}
