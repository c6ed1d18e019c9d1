import type { StepMeta } from '../engine/types';
import { onCopy } from '../engine/clone';
import { setup } from 'xstate';
import { positionKey } from '../engine/position';
import { numberedChoices } from '../engine/choices';
import { canPass, canPush, openStack, pass, push, resolve } from '../engine/stack';
import { USES } from './cards';
import { applyEffect, bind, canAttack, isForwardCard, opponent, rulesOf, spend, usable, type FfBoard, type Player } from './board';

const canUse = (b: FfBoard, p: Player, nth = 0) => b.awaiting === null && canPush(b.stack, rulesOf(b), p) && !!usable(b, p, nth);
const canSay = (b: FfBoard, p: Player) => b.awaiting === null && canPass(b.stack, p);
/** What passing would lead to: 'open' (the other player may act), 'resolve' (the top resolves) or 'closed'. */
const afterPass = (b: FfBoard, p: Player) => (canSay(b, p) ? pass(b.stack, rulesOf(b), p).phase : null);

export const canPlayForward = (b: FfBoard) => b.awaiting === null && b.stack.items.length === 0 && canPass(b.stack, 'turn') && b.turn.hand.some(isForwardCard);

const attackable = (b: FfBoard, i: number) => b.awaiting === 'attack' && !!b.turn.field[i] && canAttack(b.turn.field[i]);
const blockable = (b: FfBoard, i: number) =>
  b.awaiting === 'block' && !!b.attacker && b.turn.field.some((f) => f.card === b.attacker) && !!b.nonTurn.field[i] && !b.nonTurn.field[i].dull;

/** One setup for both FF-TCG charts, so the interrupt window nests into every phase with the same named guards. */
export const ffChart = setup({
  types: { context: {} as FfBoard, input: {} as FfBoard, meta: {} as StepMeta },
  guards: {
    turnCanUse: ({ context }) => canUse(context, 'turn'),
    nonTurnCanUse: ({ context }) => canUse(context, 'nonTurn'),
    // A player holding two or three different things to use picks which (the 2nd, the 3rd), not always the first.
    turnCanUse2: ({ context }) => canUse(context, 'turn', 1),
    turnCanUse3: ({ context }) => canUse(context, 'turn', 2),
    nonTurnCanUse2: ({ context }) => canUse(context, 'nonTurn', 1),
    nonTurnCanUse3: ({ context }) => canUse(context, 'nonTurn', 2),
    turnPassHandsOver: ({ context }) => afterPass(context, 'turn') === 'open',
    nonTurnPassHandsOver: ({ context }) => afterPass(context, 'nonTurn') === 'open',
    turnPassResolves: ({ context }) => afterPass(context, 'turn') === 'resolve',
    nonTurnPassResolves: ({ context }) => afterPass(context, 'nonTurn') === 'resolve',
    turnPassCloses: ({ context }) => afterPass(context, 'turn') === 'closed',
    nonTurnPassCloses: ({ context }) => afterPass(context, 'nonTurn') === 'closed',
    canPlayForward: ({ context }) => canPlayForward(context),
    canAttack: ({ context }, params: { slot: number }) => attackable(context, params.slot),
    mayDeclineAttack: ({ context }) => context.awaiting === 'attack',
    canBlock: ({ context }, params: { slot: number }) => blockable(context, params.slot),
    mayDeclineBlock: ({ context }) => context.awaiting === 'block',
    exBurstPending: ({ context }) => context.awaiting === 'ex-burst',
    // 003 ④ 4-4: after an attack the turn player may declare not to attack again, which ends the phase. Offered as
    // their first decision back at 4.1, before anyone has acted there: the stack is fresh, nobody has passed, and the
    // newest entry of the log is not one of 4.1's own.
    mayEndAttacks: ({ context: b }) =>
      b.log.some((l) => l.code === 'attack-declared') &&
      b.stack.items.length === 0 &&
      b.stack.passes === 0 &&
      b.stack.priority === 'turn' &&
      !(b.log.at(-1)?.step ?? '').startsWith('4.1'),
  },
});

/** Each player's guards for using the 1st, 2nd and 3rd different thing they can use now (usableUses). */
const TURN_USES = ['turnCanUse', 'turnCanUse2', 'turnCanUse3'] as const;
const NON_TURN_USES = ['nonTurnCanUse', 'nonTurnCanUse2', 'nonTurnCanUse3'] as const;

/** Runs a pure update on a copy of the board, so actions never mutate a snapshot. */
export const update = (fn: (b: FfBoard) => void) => ffChart.assign(onCopy(fn));

/**
 * The interrupt window (003, "割り込みについて"), as states to nest in any phase
 * or step where abilities and summons may be used:
 *   1  the turn player holds priority: use something (it goes on the stack; they keep priority) or do nothing;
 *   2  the non-turn player holds priority: the same;
 *   3  both did nothing in a row: the top resolves, and priority goes back to the turn player (→ 1).
 * Both doing nothing with an empty stack ends the window: the phase or step moves on.
 * `host` is the hosting step ('3', '4.2'), or '' for the stand-alone chart.
 */
export function windowStates(host: string) {
  const at = (step: string) => (host ? positionKey([host], step) : step);
  const use = (p: Player, nth: number) =>
    update((b) => {
      const u = usable(b, p, nth)!;
      const item = bind(b, p, u.card);
      if (USES[u.card].kind === 'summon' && !u.reusable) item.spent = true;
      spend(b, p, u);
      b.stack = push(b.stack, rulesOf(b), p, item);
      b.log.push({ step: at(p === 'turn' ? '1' : '2'), code: p === 'turn' ? 'turn-uses' : 'non-turn-uses', card: u.card });
    });
  const doNothing = (p: Player) =>
    update((b) => {
      b.stack = pass(b.stack, rulesOf(b), p);
    });
  const passes = (p: Player, here: string, there: string) => [
    { guard: `${p}PassResolves` as const, target: 's3', actions: doNothing(p) },
    { guard: `${p}PassCloses` as const, target: 'done', actions: doNothing(p) },
    { guard: `${p}PassHandsOver` as const, target: there, actions: doNothing(p) },
  ];
  // Built by the flow's own setup(), so guard names, meta and actions are checked against it where they are written.
  return ffChart.createStateConfig({
    initial: 's1',
    states: {
      s1: {
        meta: { step: '1', defaultEvent: 'turn-passes' },
        on: {
          ...numberedChoices('turn-uses', (i) => ({ guard: TURN_USES[i], actions: use('turn', i) })),
          'turn-passes': passes('turn', 's1', 's2'),
        },
      },
      s2: {
        meta: { step: '2', defaultEvent: 'non-turn-passes' },
        on: {
          ...numberedChoices('non-turn-uses', (i) => ({ guard: NON_TURN_USES[i], actions: use('nonTurn', i) })),
          'non-turn-passes': passes('nonTurn', 's2', 's1'),
        },
      },
      s3: {
        meta: { step: '3' },
        entry: update((b) => {
          const { stack, entry } = resolve(b.stack, rulesOf(b));
          b.stack = stack;
          b.log.push({ step: at('3'), code: entry.by === 'turn' ? 'turn-resolves' : 'non-turn-resolves', card: entry.item.card });
          applyEffect(b, entry.by, USES[entry.item.card].effect, entry.item, at('3'));
          // A summon card is put into the break zone once it has resolved (a probe found it vanishing from the board).
          if (entry.item.spent) b[entry.by].breakZone.push(entry.item.card);
        }),
        on: { next: 's1' },
      },
      done: { type: 'final' as const },
    },
  });
}

/** Opens a fresh window: an empty stack, the turn player first (003 ③). */
export const openWindow = () =>
  update((b) => {
    b.stack = openStack(rulesOf(b));
  });

export { opponent };
