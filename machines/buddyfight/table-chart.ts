import { setup } from 'xstate';
import type { FlowEvent, StepMeta } from '../engine/types';
import { onCopy } from '../engine/clone';
import { AREAS, type Area } from './board';
import { strikeBack } from './battle';
import { unpayablePlay } from './play-costs';
import {
  aimNow,
  answerSize,
  answerTarget,
  canAnswerTarget,
  answerEquipChange,
  answerLifelink,
  answerSoulguard,
  canAnswerSize,
  findUnit,
  tableRulesCheck,
  liveAttackers,
  units,
  type Fighter,
  type Play,
  type Table,
} from './table';

/** A play this fighter may use now: any card at their own turn's 2.1/6.1, only Counters when answering. */
/**
 * The cards `f` may use now, in hand order, one per card name: two copies of one card are the same choice. The fighter
 * picks which (the 1st, 2nd or 3rd of these); the chart used to play the first one in hand, so a hand holding two
 * different cards could never lead with the second (found by a probe of judges' questions).
 */
export function usablePlays(t: Table, f: Fighter, counterOnly: boolean): Play[] {
  if (t.pt.limit !== null && t.pt.used[f] >= t.pt.limit) return [];
  const onlyCounters = counterOnly || !!t.pt.counterOnly;
  // A "when …" card waits for its window (④ その他); any other card is usable whenever its kind allows.
  const open = (p: Play) => !p.when || !!t.windows?.some((w) => w.card === p.card && w.by === f);
  // 000 ② 2.2: a card whose cost cannot be paid cannot be used; nor one with nothing it could aim at (aimNow).
  const plays = t[f].hand.filter((p) => (!onlyCounters || p.counter) && open(p) && unpayablePlay(t[f], p).length === 0 && aimNow(t, f, p) !== null);
  return plays.filter((p, i) => plays.findIndex((q) => q.card === p.card) === i);
}

/** The `nth` card `f` may use now (0: the first in hand), if there is one. */
export function usable(t: Table, f: Fighter, counterOnly: boolean, nth = 0): Play | undefined {
  return usablePlays(t, f, counterOnly)[nth];
}

const standing = (t: Table) => units(t.turn).filter((u) => !u.rested);

export function canAttack(t: Table): boolean {
  if (t.firstTurn && t.attacks >= 1) return false;
  return standing(t).length > 0 || (!!t.turn.item && !t.turn.item.rested);
}

export function canPick(t: Table, area: Area | 'item'): boolean {
  const a = t.attack;
  if (!a || a.target !== null) return false;
  // First turn of the fighter who goes first: one attack, and no link attack.
  if (t.firstTurn && a.attackers.length >= 1) return false;
  const unit = area === 'item' ? t.turn.item : t.turn.field[area][0];
  return !!unit && !unit.rested && !a.attackers.includes(unit.uid);
}

export function canTarget(t: Table, area: Area | 'fighter'): boolean {
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

/** A Move monster of `f` in `from` that has not moved this phase, and an empty `to` of the same side (③ 1.1.1/1.1.2). */
export function canMove(t: Table, f: Fighter, from: Area, to: Area): boolean {
  const u = t[f].field[from][0];
  return from !== to && !!u && u.keywords.includes('move') && !(t.moved ?? []).includes(u.uid) && t[f].field[to].length === 0;
}

/** A Move monster with an empty area of its own side to go to. */
export function hasMove(t: Table, f: Fighter): boolean {
  return AREAS.some((from) => AREAS.some((to) => canMove(t, f, from, to)));
}

const free = (t: Table) => !t.choice;

/** Guards that must hold no matter what; every other guard also waits for a pending choice to be answered. */
const table = {
  turnCanUse: (t: Table) => !!usable(t, 'turn', false),
  turnCanUse2: (t: Table) => !!usable(t, 'turn', false, 1),
  turnCanUse3: (t: Table) => !!usable(t, 'turn', false, 2),
  turnCanCounter: (t: Table) => !!usable(t, 'turn', true),
  turnCanCounter2: (t: Table) => !!usable(t, 'turn', true, 1),
  turnCanCounter3: (t: Table) => !!usable(t, 'turn', true, 2),
  nonTurnCanCounter: (t: Table) => !!usable(t, 'nonTurn', true),
  nonTurnCanCounter2: (t: Table) => !!usable(t, 'nonTurn', true, 1),
  nonTurnCanCounter3: (t: Table) => !!usable(t, 'nonTurn', true, 2),
  canAttack,
  cannotAttack: (t: Table) => !canAttack(t),
  canPickLeft: (t: Table) => canPick(t, 'left'),
  canPickCenter: (t: Table) => canPick(t, 'center'),
  canPickRight: (t: Table) => canPick(t, 'right'),
  canPickItem: (t: Table) => canPick(t, 'item'),
  canTargetLeft: (t: Table) => canTarget(t, 'left'),
  canTargetCenter: (t: Table) => canTarget(t, 'center'),
  canTargetRight: (t: Table) => canTarget(t, 'right'),
  canTargetFighter: (t: Table) => canTarget(t, 'fighter'),
  attackStands,
  attackFizzled: (t: Table) => !attackStands(t),
  targetIsMonster: (t: Table) => t.attack?.target !== 'fighter',
  targetIsFighter: (t: Table) => t.attack?.target === 'fighter',
  turnHasMove: (t: Table) => hasMove(t, 'turn'),
  nonTurnHasMove: (t: Table) => hasMove(t, 'nonTurn'),
  free,
  gameOver: (t: Table) => t.lost.length > 0,
  playOn: (t: Table) => t.lost.length === 0,
};

type TableGuard = (args: { context: Table }) => boolean;
const gated = Object.fromEntries(Object.entries(table).map(([k, g]) => [k, (({ context }) => free(context) && g(context)) as TableGuard])) as Record<
  keyof typeof table,
  TableGuard
>;

const cap = (a: Area) => a[0].toUpperCase() + a.slice(1);
const choiceIs = (t: Table, kind: string) => t.choice?.kind === kind;
const counterattackAt = (t: Table, area: Area) => {
  const u = t.turn.field[area][0];
  return t.choice?.kind === 'counterattack' && !!u && t.choice.options.includes(u.uid);
};

/** The sides of the table as they are spelt in a target choice's events and guards. */
const SIDE_NAMES: [Fighter, string, string][] = [
  ['turn', 'turn', 'Turn'],
  ['nonTurn', 'non-turn', 'NonTurn'],
];

/** `chooseTurnLeft` … `chooseNonTurnRight`: the monster there may be chosen as the target of the card just used. */
const targetGuards = Object.fromEntries(
  SIDE_NAMES.flatMap(([f, , G]) => AREAS.map((a) => [`choose${G}${cap(a)}`, (({ context }) => canAnswerTarget(context, f, a)) as TableGuard])),
) as Record<`choose${'Turn' | 'NonTurn'}${'Left' | 'Center' | 'Right'}`, TableGuard>;

/**
 * One setup for every chart that runs on the shared table, so the play-timing
 * states can be nested into any of them and keep their named guards.
 */
export const tableChart = setup({
  types: { context: {} as Table, input: {} as Table, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    ...gated,
    canMove: ({ context }, p: { f: Fighter; from: Area; to: Area }) => free(context) && canMove(context, p.f, p.from, p.to),
    soulguardPending: ({ context }) => choiceIs(context, 'soulguard'),
    equipChangePending: ({ context }) => choiceIs(context, 'equip-change'),
    lifelinkPending: ({ context }) => choiceIs(context, 'lifelink'),
    counterattackLeft: ({ context }) => counterattackAt(context, 'left'),
    counterattackCenter: ({ context }) => counterattackAt(context, 'center'),
    counterattackRight: ({ context }) => counterattackAt(context, 'right'),
    sizeDropLeft: ({ context }) => canAnswerSize(context, 'left'),
    sizeDropCenter: ({ context }) => canAnswerSize(context, 'center'),
    sizeDropRight: ({ context }) => canAnswerSize(context, 'right'),
    ...targetGuards,
  },
});

/** Runs a pure update on a copy of the table, so actions never mutate a snapshot. */
export const update = (fn: (t: Table, event: { type: string }) => void) => tableChart.assign(onCopy(fn));

/**
 * The answers to a pending choice, offered at the step that raised it. They
 * have no target: the reader stays on the step, and its `next` opens once
 * nothing is left to choose.
 */
export const choiceEvents = {
  'soulguard-yes': { guard: 'soulguardPending' as const, actions: update((t) => answerSoulguard(t, true)) },
  'soulguard-no': { guard: 'soulguardPending' as const, actions: update((t) => answerSoulguard(t, false)) },
  'lifelink-counter': { guard: 'lifelinkPending' as const, actions: update((t) => answerLifelink(t, true)) },
  'lifelink-pass': { guard: 'lifelinkPending' as const, actions: update((t) => answerLifelink(t, false)) },
  'equip-change-yes': { guard: 'equipChangePending' as const, actions: update((t) => answerEquipChange(t, true)) },
  'equip-change-no': { guard: 'equipChangePending' as const, actions: update((t) => answerEquipChange(t, false)) },
  ...Object.fromEntries(
    AREAS.map((a) => [
      `counterattack-${a}`,
      {
        guard: `counterattack${cap(a)}` as 'counterattackLeft',
        actions: update((t) => {
          const c = t.choice;
          if (c?.kind !== 'counterattack') return;
          t.choice = null;
          strikeBack(t, t.turn.field[a][0].uid, c.step);
        }),
      },
    ]),
  ),
  ...Object.fromEntries(AREAS.map((a) => [`size-drop-${a}`, { guard: `sizeDrop${cap(a)}` as 'sizeDropLeft', actions: update((t) => answerSize(t, a)) }])),
  // The target of the card just used, when more than one monster fits: `choose-turn-left` … `choose-non-turn-right`.
  ...Object.fromEntries(
    SIDE_NAMES.flatMap(([f, name, G]) =>
      AREAS.map((a) => [`choose-${name}-${a}`, { guard: `choose${G}${cap(a)}` as 'chooseTurnLeft', actions: update((t) => answerTarget(t, f, a)) }]),
    ),
  ),
};

/** A step's `next` once every choice is answered, going to `target`. */
export const onward = (target: string) => ({ guard: 'free' as const, target });

/**
 * A ★rules check★ step: runs the check on entry; a loss ends the game at
 * once (`#<root>.gameOver`), otherwise the chart goes on to `target`.
 */
export function checkState(step: string, at: string, root: string, target: string | object[]) {
  return {
    meta: { step, badges: ['rules-check'] },
    entry: update((t) => tableRulesCheck(t, at)),
    on: {
      ...choiceEvents,
      next: [{ guard: 'gameOver' as const, target: `#${root}.gameOver` }, ...(typeof target === 'string' ? [onward(target)] : target)],
    },
  };
}
