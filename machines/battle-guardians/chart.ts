import type { StepMeta } from '../engine/types';
import { setup } from 'xstate';
import { factsOf, guardianFacts } from './cards';
import { canSummon, lpOf, other, shieldCost, damageAmount, type BgBoard, type Player } from './board';
import { cloneBoard, onCopy } from '../engine/clone';

/** What a counter effect does: a counter card's `does`, or a guardian's counter ability. */
export const counterDoes = (card: string): 'nullify' | 'boost' | undefined => {
  const f = factsOf(card);
  return f.kind === 'counter' ? f.does : f.kind === 'guardian' ? f.counterAbility : undefined;
};

/**
 * The counter effect `p` can use that helps them (the answering player's nullifies, the activator's boosts): a counter
 * card in hand first, else the counter ability of `p`'s attack or assist guardian (004 カウンターアビリティ).
 */
export function counterCard(b: BgBoard, p: Player): { card: string; from: 'hand' | 'field' } | undefined {
  const want = b.counter && p === b.counter.by ? 'boost' : 'nullify';
  const inHand = b[p].hand.find((c) => {
    const f = factsOf(c);
    return f.kind === 'counter' && f.does === want && b[p].forceUp >= (f.cost ?? 0);
  });
  if (inHand) return { card: inHand, from: 'hand' };
  const g = [b[p].attack, b[p].assist].find((x) => x && !x.faceDown && counterDoes(x.card) === want);
  return g ? { card: g.card, from: 'field' } : undefined;
}

/**
 * 004 スピードガーディアン: a speed guardian in hand or side deck of the player who did not make the last summon, whose X
 * that summon's SF reaches. Its text asks only that the opponent summon, so a speed summon can be answered in turn.
 */
export function speedGuardian(b: BgBoard): { player: Player; card: string; from: 'hand' | 'side' } | undefined {
  if (!b.lastSummon) return undefined;
  const player = other(b.lastSummon.player);
  const sf = guardianFacts(b.lastSummon.card)!.sf;
  for (const from of ['hand', 'side'] as const) {
    const card = b[player][from].find((c) => {
      const f = guardianFacts(c);
      return f?.role === 'speed' && sf >= f.speed!;
    });
    if (card) return { player, card, from };
  }
  return undefined;
}

/** 004 ライズガーディアン 沈黙召喚: a rise guardian in hand, the assist zone empty, force for its SF (paid as any summon from hand). */
export function silentSummonable(b: BgBoard): string | undefined {
  if (b.turn.assist) return undefined;
  return b.turn.hand.find((c) => {
    const f = guardianFacts(c);
    return f?.role === 'rise' && b.turn.forceUp >= f.sf;
  });
}

/** 004 覚醒降臨: the face-down rise guardian awakens once force (the charge zone's cards) reaches its number, never on the turn of its silent summon. */
export function canAwaken(b: BgBoard): boolean {
  const a = b.turn.assist;
  if (!a?.faceDown || a.silentThisTurn) return false;
  return b.turn.forceUp + b.turn.forceDown >= guardianFacts(a.card)!.rise!;
}

/** 004 レイジングガーディアン: a raging guardian in hand whose base is the attack guardian, at its LP or less; force for its SF. */
export function ragingSummonable(b: BgBoard): string | undefined {
  const a = b.turn.attack;
  if (!a) return undefined;
  return b.turn.hand.find((c) => {
    const f = guardianFacts(c);
    return f?.role === 'raging' && f.raging!.base === a.card && lpOf(a) <= f.raging!.lp && b.turn.forceUp >= f.sf;
  });
}

/** 004 クロスガーディアン 装着転成: an armed guardian in the assist zone, the cross guardian's base in the attack zone, the cross guardian in hand, force for its SF. */
export function crossSummonable(b: BgBoard): string | undefined {
  const armed = b.turn.assist;
  if (!armed || armed.faceDown || guardianFacts(armed.card)?.role !== 'armed' || !b.turn.attack) return undefined;
  return b.turn.hand.find((c) => {
    const f = guardianFacts(c);
    return f?.role === 'cross' && f.crossBase === b.turn.attack!.card && b.turn.forceUp >= f.sf;
  });
}

/** A guardian with a prevent ability of `kind` in the hand of the player pending damage `index` (0: the next) is dealt to. */
export function preventCard(b: BgBoard, kind: 'repair' | 'nullify', index = 0): string | undefined {
  const d = b.pending[index];
  return d && b[d.to].hand.find((c) => guardianFacts(c)?.prevent === kind);
}

/** 004 任意発動: the automatic effect waiting to go off says "may", so its player chooses. */
const autoMay = (b: BgBoard) => !!b.autoDue && !!guardianFacts(b.autoDue)?.auto?.may;

/** At the end phase a raging guardian in the attack zone gives way to its base. */
export const ragingReturns = (b: BgBoard) => guardianFacts(b.turn.attack?.card ?? '')?.role === 'raging';

/** A spell in `p`'s hand whose SP is at least that of the spell that opened the step (004 スペルパワー). */
export function cancelSpell(b: BgBoard, p: Player): string | undefined {
  const c = b.counter;
  if (!c?.spell) return undefined;
  const sp = (factsOf(c.card) as { sp: number }).sp;
  return b[p].hand.find((h) => {
    const f = factsOf(h);
    return f.kind === 'spell' && f.sp >= sp;
  });
}

const counterOpen = (b: BgBoard) => !!b.counter && !b.counter.counter && !b.counter.spCancel;
const answerer = (b: BgBoard) => other(b.counter!.by);

/** Guards that simulate an event's board change, to route it to the end it causes (deck-out, life counters). */
export type Act = (b: BgBoard) => void;
const ACTS = new Map<string, { fn: Act; may?: (b: BgBoard) => boolean }>();
const may = (b: BgBoard, act: string) => ACTS.get(act)!.may?.(b) ?? true;
/**
 * What an act does to a board, worked out once per board and act: both "would lose" guards ask for it, for every
 * choice offered on every step, and the transition then taken returns it as the next board (ending). A board is never
 * changed in place (update copies it first), so the board object stands for its contents. Copying the board twice per
 * guard was about half of a Battle Guardians replay's time.
 */
const outcomes = new WeakMap<BgBoard, Map<string, BgBoard>>();
const after = (b: BgBoard, act: string): BgBoard => {
  let byAct = outcomes.get(b);
  if (!byAct) outcomes.set(b, (byAct = new Map()));
  let next = byAct.get(act);
  if (!next) {
    next = cloneBoard(b);
    ACTS.get(act)!.fn(next);
    byAct.set(act, next);
  }
  return next;
};

/** One setup for both Battle Guardians charts, so the counter step nests with the same named guards. */
export const bgChart = setup({
  types: { context: {} as BgBoard, input: {} as BgBoard, meta: {} as StepMeta },
  guards: {
    answerCanCounter: ({ context: b }) => counterOpen(b) && !!counterCard(b, answerer(b)),
    answerCanCancelSpell: ({ context: b }) => counterOpen(b) && !!cancelSpell(b, answerer(b)),
    activatorCanCounter: ({ context: b }) => counterOpen(b) && !!counterCard(b, b.counter!.by),
    canSummon: ({ context: b }, params: { card: string }) => canSummon(b, params.card),
    canCast: ({ context: b }, params: { card: string }) => b.turn.hand.includes(params.card),
    canPlaceDomain: ({ context: b }) => !b.turn.domain && b.turn.hand.some((c) => factsOf(c).kind === 'domain'),
    // `index`: which pending damage effect (0: the first). 004 ライフカウンター cancels any one of them, the damaged
    // player's pick (an audit found only the first offered).
    canShield: ({ context: b }, params?: { index: number }) => {
      const d = b.pending[params?.index ?? 0];
      return !!d && !b.lifeShieldUsed && b[d.to].lifeCounters >= shieldCost(damageAmount(b, d));
    },
    damagePending: ({ context: b }) => b.pending.length > 0,
    againToSummon: ({ context: b }) => !!b.againToSummon,
    keptNotSummoned: ({ context: b }) => b.firstTurn && (b.kept ? b.turn.hand.includes(b.kept) : !b.turn.attack),
    rollFires: ({ context: b }, params: { face: number }) => {
      const g = b.turn.attack && guardianFacts(b.turn.attack.card);
      return !!g?.attack?.faces.includes(params.face) && b.turn.forceUp >= 1;
    },
    canActivate: ({ context: b }) => {
      const a = b.turn.attack && guardianFacts(b.turn.attack.card)?.activated;
      return !!a && b.turn.forceUp >= a.cost;
    },
    canSpeed: ({ context: b }) => speedGuardian(b)?.player === 'opp',
    // Not while our automatic effect is due: it goes off first (turn.ts endOfSummon), and our speed guardian would
    // replace the attack guardian whose effect it is.
    canSpeedAnswer: ({ context: b }) => speedGuardian(b)?.player === 'turn' && !b.autoDue,
    canBurst: ({ context: b }) => {
      const burst = b.turn.attack && guardianFacts(b.turn.attack.card)?.burst;
      return !!burst && (b.turn.attack!.materials?.length ?? 0) >= burst.materials;
    },
    // 004 アシストアビリティ: only the guardian in the assist zone has it; the same card in hand offers nothing.
    canAssistAbility: ({ context: b }) => {
      const a = b.turn.assist && guardianFacts(b.turn.assist.card)?.assistAbility;
      return !!a && b.turn.forceUp >= a.cost;
    },
    canExtraAbility: ({ context: b }) => !!(b.turn.attack && guardianFacts(b.turn.attack.card)?.extraAbility),
    canSilentSummon: ({ context: b }) => !!silentSummonable(b),
    canAwaken: ({ context: b }) => canAwaken(b),
    canRage: ({ context: b }) => !!ragingSummonable(b),
    canCrossSummon: ({ context: b }) => !!crossSummonable(b),
    ragingReturns: ({ context: b }) => ragingReturns(b),
    canPrevent: ({ context: b }, params: { kind: 'repair' | 'nullify'; index?: number }) => !!preventCard(b, params.kind, params.index),
    autoMust: ({ context: b }) => !!b.autoDue && !autoMay(b),
    autoMay: ({ context: b }) => autoMay(b),
    noAutoChoice: ({ context: b }) => !autoMay(b),
    canSummonExtra: ({ context: b }) => b.turn.hand.some((c) => guardianFacts(c)?.role === 'extra'),
    oppLost: ({ context: b }) => b.loser?.player === 'opp',
    turnLost: ({ context: b }) => b.loser?.player === 'turn',
    oppWouldLose: ({ context: b }, params: { act: string }) => may(b, params.act) && after(b, params.act).loser?.player === 'opp',
    turnWouldLose: ({ context: b }, params: { act: string }) => may(b, params.act) && after(b, params.act).loser?.player === 'turn',
    gameGoesOn: ({ context: b }, params: { act: string }) => may(b, params.act),
    hasCard: ({ context: b }) => b.turn.hand.length > 0,
    emptyHand: ({ context: b }) => b.turn.hand.length === 0,
  },
});

/** Runs a pure update on a copy of the board, so actions never mutate a snapshot. */
export const update = (fn: Act) => bgChart.assign(onCopy(fn));

/**
 * Registers `fn` under `name` and returns the transitions that take it to a win, a loss or `target`.
 * `may` is when the event is allowed at all (the guard of the last, ordinary transition).
 */
export function ending(name: string, fn: Act, target: string, mayDo?: (b: BgBoard) => boolean) {
  ACTS.set(name, { fn, may: mayDo });
  const take = bgChart.assign(({ context }) => after(context, name));
  return [
    { guard: { type: 'oppWouldLose' as const, params: { act: name } }, target: '#turn.won', actions: take },
    { guard: { type: 'turnWouldLose' as const, params: { act: name } }, target: '#turn.lost', actions: take },
    mayDo ? { guard: { type: 'gameGoesOn' as const, params: { act: name } }, target, actions: take } : { target, actions: take },
  ];
}
