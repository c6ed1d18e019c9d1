import { setup } from 'xstate';
import type { FlowEvent, StepMeta } from '../engine/types';
import { AREAS } from './board';
import { findUnit, liveAttackers, units, type Fighter, type Table } from './table';

/** A play this fighter may use now: any card at their own turn's 2.1/6.1, only Counters when answering. */
export function usable(t: Table, f: Fighter, counterOnly: boolean) {
  if (t.pt.limit !== null && t.pt.used[f] >= t.pt.limit) return undefined;
  const onlyCounters = counterOnly || !!t.pt.counterOnly;
  return t[f].hand.find((p) => !onlyCounters || p.counter);
}

const standing = (t: Table) => units(t.turn).filter((u) => !u.rested);

export function canAttack(t: Table): boolean {
  if (t.firstTurn && t.attacks >= 1) return false;
  return standing(t).length > 0 || (!!t.turn.item && !t.turn.item.rested);
}

export function canPick(t: Table, area: (typeof AREAS)[number] | 'item'): boolean {
  const a = t.attack;
  if (!a || a.target !== null) return false;
  // First turn of the fighter who goes first: one attack, and no link attack.
  if (t.firstTurn && a.attackers.length >= 1) return false;
  const unit = area === 'item' ? t.turn.item : t.turn.field[area][0];
  return !!unit && !unit.rested && !a.attackers.includes(unit.uid);
}

export function canTarget(t: Table, area: (typeof AREAS)[number] | 'fighter'): boolean {
  const a = t.attack;
  if (!a || a.attackers.length === 0 || a.target !== null) return false;
  // A monster in the opponent's center stands between the attack and the fighter (basic rules).
  if (area === 'fighter') return t.nonTurn.field.center.length === 0;
  return t.nonTurn.field[area].length > 0;
}

/** 2.6: the attack goes straight to 3.3 when it was nullified or its attacker or target is gone. */
export function attackStands(t: Table): boolean {
  const a = t.attack;
  if (!a || a.nullified) return false;
  if (liveAttackers(t).length === 0) return false;
  if (a.target === 'fighter') return true;
  return !!a.target && !!findUnit(t, a.target) && findUnit(t, a.target)!.side === 'nonTurn';
}

/**
 * One setup for every chart that runs on the shared table, so the play-timing
 * states can be nested into any of them and keep their named guards.
 */
export const tableChart = setup({
  types: { context: {} as Table, input: {} as Table, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    turnCanUse: ({ context }) => !!usable(context, 'turn', false),
    turnCanCounter: ({ context }) => !!usable(context, 'turn', true),
    nonTurnCanCounter: ({ context }) => !!usable(context, 'nonTurn', true),
    canAttack: ({ context }) => canAttack(context),
    cannotAttack: ({ context }) => !canAttack(context),
    canPickLeft: ({ context }) => canPick(context, 'left'),
    canPickCenter: ({ context }) => canPick(context, 'center'),
    canPickRight: ({ context }) => canPick(context, 'right'),
    canPickItem: ({ context }) => canPick(context, 'item'),
    canTargetLeft: ({ context }) => canTarget(context, 'left'),
    canTargetCenter: ({ context }) => canTarget(context, 'center'),
    canTargetRight: ({ context }) => canTarget(context, 'right'),
    canTargetFighter: ({ context }) => canTarget(context, 'fighter'),
    attackStands: ({ context }) => attackStands(context),
    attackFizzled: ({ context }) => !attackStands(context),
    targetIsMonster: ({ context }) => context.attack?.target !== 'fighter',
    targetIsFighter: ({ context }) => context.attack?.target === 'fighter',
    turnHasMove: ({ context }) => hasMove(context, 'turn'),
    nonTurnHasMove: ({ context }) => hasMove(context, 'nonTurn'),
  },
});

/** A Move monster with an empty area of its own side to go to. */
export function hasMove(t: Table, f: Fighter): boolean {
  const empty = AREAS.some((a) => t[f].field[a].length === 0);
  return empty && units(t[f]).some((u) => u.keywords.includes('move'));
}

/** Runs a pure update on a copy of the table, so actions never mutate a snapshot. */
export const update = (fn: (t: Table, event: { type: string }) => void) =>
  tableChart.assign(({ context, event }) => {
    const t = structuredClone(context);
    fn(t, event);
    return t;
  });
