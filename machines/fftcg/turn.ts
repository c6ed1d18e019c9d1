import { positionKey } from '../engine/position';
import { act, openStack, push } from '../engine/stack';
import type { FlowDefinition } from '../engine/types';
import { FORWARDS } from './cards';
import { applyEffect, breakCheck, draw, exBurstEffect, forward, heldSummons, isForwardCard, powerOf, rulesOf, type FfBoard, type Side } from './board';
import { turnEditor } from './turn-editor';
import { ffView } from './view';
import { ffChart, openWindow, update, windowStates } from './window';

/**
 * One turn of FF-TCG (003 ①–⑥). Phases where abilities and summons may be
 * used host the interrupt window (nested, meta.flow 'interrupt'); the phase
 * or step moves on only when that window closes, i.e. both players did
 * nothing in a row with an empty stack. Active, draw and end phases allow
 * nothing and simply run.
 */
// A step that hosts the interrupt window, built by the flow's own setup() like the window itself, so guard names,
// targets and actions are checked against it where they are written.
type HostConfig = Parameters<typeof ffChart.createStateConfig>[0];
const host = (step: string, next: HostConfig['onDone'], extra: { entry?: ReturnType<typeof update>[]; on?: HostConfig['on'] } = {}) =>
  ffChart.createStateConfig({
    meta: { step, flow: 'interrupt' },
    entry: [openWindow(), ...(extra.entry ?? [])],
    on: extra.on ?? {},
    ...windowStates(step),
    onDone: next,
  });

/** 003 ③/⑤: only the turn player, only in a main phase, only with nothing on the stack; nobody can answer it. */
const playForward = (step: string) => ({
  'play-forward': {
    guard: 'canPlayForward' as const,
    actions: update((b) => {
      const card = b.turn.hand.find(isForwardCard)!;
      b.turn.hand.splice(b.turn.hand.indexOf(card), 1);
      b.turn.field.push(forward(card, { fresh: true }));
      b.stack = act(b.stack, 'turn');
      b.log.push({ step: positionKey([step], '1'), code: 'forward-played', card });
    }),
  },
});

const attackEvents = [0, 1, 2].map((slot) => [
  `attack-${slot + 1}`,
  {
    guard: { type: 'canAttack', params: { slot } },
    actions: update((b) => {
      const f = b.turn.field[slot];
      // 003 ④ 4-2: the attacker is dulled, unless it has Brave.
      if (!FORWARDS[f.card].brave) f.dull = true;
      f.attacked = true;
      b.attacker = f.card;
      b.awaiting = null;
      b.log.push({ step: '4.2', code: 'attack-declared', card: f.card });
    }),
  },
]);

const blockEvents = [0, 1, 2].map((slot) => [
  `block-${slot + 1}`,
  {
    guard: { type: 'canBlock', params: { slot } },
    actions: update((b) => {
      b.blocker = b.nonTurn.field[slot].card;
      b.awaiting = null;
      b.log.push({ step: '4.3', code: 'block-declared', card: b.blocker });
    }),
  },
]);

/** 003 ④ 4-4: forwards that fought deal their power to each other; an unblocked attack deals 1 damage to the player. */
function resolveDamage(b: FfBoard) {
  const attacker = b.attacker ? b.turn.field.find((f) => f.card === b.attacker) : undefined;
  if (!attacker) {
    b.log.push({ step: '4.4', code: 'no-attacker' });
    return;
  }
  if (b.blocker) {
    const blocker = b.nonTurn.field.find((f) => f.card === b.blocker);
    if (!blocker) {
      b.log.push({ step: '4.4', code: 'blocker-gone' });
      return;
    }
    const [pa, pb] = [powerOf(attacker), powerOf(blocker)];
    attacker.damage += pb;
    blocker.damage += pa;
    b.log.push({ step: '4.4', code: 'forwards-fight' });
    breakCheck(b, '4.4');
    return;
  }
  const card = b.nonTurn.deck.shift();
  if (card) b.nonTurn.damage.push(card);
  b.log.push({ step: '4.4', code: 'player-damaged', card });
  const auto = FORWARDS[attacker.card].onPlayerDamage;
  if (auto) b.pendingAuto = { by: 'turn', card: auto };
  if (card && exBurstEffect(card)) {
    b.exBurst = { by: 'nonTurn', card };
    b.awaiting = 'ex-burst';
    return;
  }
  stackPendingAuto(b);
}

/** The "when it deals damage to a player" ability goes on the stack only after any EX Burst (003 ④ 4-4). */
function stackPendingAuto(b: FfBoard) {
  if (!b.pendingAuto) return;
  b.stack = push(b.stack, rulesOf(b), b.pendingAuto.by, { card: b.pendingAuto.card });
  b.log.push({ step: '4.4', code: 'auto-stacked', card: b.pendingAuto.card });
  b.pendingAuto = null;
}

const exBurst = (use: boolean) =>
  update((b) => {
    const ex = b.exBurst!;
    if (use) {
      b.log.push({ step: '4.4', code: 'ex-burst-used', card: ex.card });
      applyEffect(b, ex.by, exBurstEffect(ex.card), { card: ex.card, target: b.attacker ?? undefined }, '4.4');
    } else {
      b.log.push({ step: '4.4', code: 'ex-burst-skipped', card: ex.card });
    }
    b.exBurst = null;
    b.awaiting = null;
    stackPendingAuto(b);
  });

export const turnMachine = ffChart.createMachine({
  id: 'turn',
  context: ({ input }) => structuredClone(input),
  initial: 's1',
  states: {
    s1: {
      meta: { step: '1' },
      entry: update((b) => {
        for (const f of b.turn.field) f.dull = false;
        b.log.push({ step: '1', code: 'all-active' });
      }),
      on: { next: 's2' },
    },
    s2: {
      meta: { step: '2' },
      entry: update((b) => draw(b, 'turn', 2, '2')),
      on: { next: 's3' },
    },
    s3: host('3', { target: 'attack' }, { on: playForward('3') }),
    attack: {
      meta: { group: '4' },
      initial: 's4_1',
      states: {
        s4_1: host(
          '4.1',
          { target: 's4_2' },
          {
            entry: [
              update((b) => {
                b.attacker = null;
                b.blocker = null;
              }),
            ],
            on: {
              'end-attacks': {
                guard: 'mayEndAttacks',
                target: '#turn.s5',
                actions: update((b) => void b.log.push({ step: '4.4', code: 'attacks-ended' })),
              },
            },
          },
        ),
        s4_2: host(
          '4.2',
          { target: 's4_3' },
          {
            entry: [update((b) => void (b.awaiting = 'attack'))],
            on: {
              ...Object.fromEntries(attackEvents),
              'no-attack': {
                guard: 'mayDeclineAttack',
                target: '#turn.s5',
                actions: update((b) => {
                  b.awaiting = null;
                  b.log.push({ step: '4.2', code: 'no-attack' });
                }),
              },
            },
          },
        ),
        s4_3: host(
          '4.3',
          { target: 's4_4' },
          {
            entry: [update((b) => void (b.awaiting = 'block'))],
            on: {
              ...Object.fromEntries(blockEvents),
              'no-block': {
                guard: 'mayDeclineBlock',
                actions: update((b) => {
                  b.awaiting = null;
                  b.log.push({ step: '4.3', code: 'no-block' });
                }),
              },
            },
          },
        ),
        // 003 ④ 4-4: back to 1 for another attack; the phase ends only when the turn player says so (end-attacks at 4.1,
        // no-attack at 4.2), even with no forward able to attack: 4.1's window may yet change that (a probe found the
        // phase ending by itself here).
        s4_4: host(
          '4.4',
          { target: 's4_1' },
          {
            entry: [update(resolveDamage)],
            on: {
              'ex-burst-use': { guard: 'exBurstPending', actions: exBurst(true) },
              'ex-burst-skip': { guard: 'exBurstPending', actions: exBurst(false) },
            },
          },
        ),
      },
    },
    s5: host(
      '5',
      { target: 's6' },
      {
        entry: [update((b) => void (b.attackPhaseOver = true))],
        on: playForward('5'),
      },
    ),
    s6: {
      meta: { step: '6' },
      entry: update((b) => {
        for (const s of [b.turn, b.nonTurn]) for (const f of s.field) Object.assign(f, { damage: 0, boost: 0 });
        b.log.push({ step: '6', code: 'damage-removed' });
        // Over five cards (a summon held to use is one of them, as the board counts the hand): down to five. Which ones
        // is the player's choice; the board drops plain cards first, then the last ones, and keeps a summon it can use.
        const hand = b.turn.hand;
        while (hand.length && hand.length + heldSummons(b.turn).length > 5) {
          const i = hand.lastIndexOf('card');
          // Discarded cards go to the break zone, where the board shows them (a probe found them vanishing).
          b.turn.breakZone.push(...hand.splice(i >= 0 ? i : hand.length - 1, 1));
          b.log.push({ step: '6', code: 'discarded' });
        }
      }),
      on: { next: 'over' },
    },
    over: { type: 'final', meta: { end: 'turn-over' } },
  },
});

const side = (over: Partial<Side> = {}): Side => ({
  field: [],
  hand: [],
  deck: ['card', 'card', 'card', 'card', 'card', 'card'],
  damage: [],
  breakZone: [],
  uses: [],
  ...over,
});

const board = (over: Partial<FfBoard> = {}): FfBoard => {
  const b: FfBoard = {
    turn: side(),
    nonTurn: side(),
    stack: openStack(rulesOf({ depth: 2 })),
    depth: 2,
    awaiting: null,
    attacker: null,
    blocker: null,
    exBurst: null,
    pendingAuto: null,
    attackPhaseOver: false,
    log: [],
    ...over,
  };
  return b;
};

export const turnSetups: Record<string, FfBoard> = {
  /** Two forwards ready to attack (one with Brave), one forward in hand, one opposing forward. Nobody holds anything to use. */
  basic: board({
    turn: side({ field: [forward('forward-a', { dull: true }), forward('brave-forward')], hand: ['forward-b', 'card', 'card', 'card'] }),
    nonTurn: side({ field: [forward('blocker-forward')] }),
  }),
  /** 003 ④ 4-4: two forwards ready to attack, and the non-turn player holds a summon; after one attack the turn player may stop. */
  'two-attackers': board({
    turn: side({ field: [forward('forward-a'), forward('brave-forward')], hand: ['card'] }),
    nonTurn: side({ field: [forward('blocker-forward')], uses: [{ card: 'non-turn-summon' }] }),
  }),
  /** 003 ③: the non-turn player holds a summon; the turn player has a forward in hand. */
  summon: board({
    turn: side({ hand: ['forward-b', 'card'], uses: [{ card: 'turn-ability' }] }),
    nonTurn: side({ uses: [{ card: 'non-turn-summon' }] }),
  }),
  /** 003 ⑤: Valefor in main phase 2 sends every forward back; the turn player may play them again, but the attack phase is gone. */
  valefor: board({
    turn: side({ field: [forward('forward-a'), forward('haste-forward')], hand: ['card'] }),
    nonTurn: side({ uses: [{ card: 'valefor' }] }),
  }),
  /** 003 ④ 4-4: an unblocked attack reveals an EX Burst; the attacker's "when it damages a player" ability waits for it. */
  'ex-burst': board({
    turn: side({ field: [forward('striker-forward')], hand: ['card'] }),
    nonTurn: side({ deck: ['ex-burst-card', 'card', 'card'] }),
  }),
};

export const turnFlow: FlowDefinition<FfBoard> = {
  game: 'fftcg',
  id: 'turn',
  machine: turnMachine,
  setups: turnSetups,
  editor: turnEditor,
  view: (b) => ffView(b, { turn: true }),
};
