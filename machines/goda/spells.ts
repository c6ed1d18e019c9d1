/**
 * The spells Goda's charts use, made up for their examples (001 names no card), in one table for the stack chart and
 * the attack's answer windows. 001 §3 (呪文の性質と使用方法): a time spell may be activated in either player's turn;
 * every other kind, as a rule, only in its owner's own turn. A Map, so a card id is looked up, never indexed.
 */
export type GodaSpell = 'time-blast' | 'power-up' | 'cancel' | 'blast';

/** Each spell's kind, and what it does: destroy the other side's monster, raise your own one's P, or nullify the activation beneath. */
export const SPELL_FACTS = new Map<GodaSpell, { kind: 'time' | 'normal'; does: 'destroy' | 'power' | 'cancel' }>([
  ['time-blast', { kind: 'time', does: 'destroy' }],
  ['power-up', { kind: 'time', does: 'power' }],
  ['cancel', { kind: 'time', does: 'cancel' }],
  ['blast', { kind: 'normal', does: 'destroy' }],
]);

export const isTimeSpell = (c: GodaSpell) => SPELL_FACTS.get(c)?.kind === 'time';
