import { positionKey } from '../engine/position';
import type { FlowDefinition } from '../engine/types';
import { factsOf } from './cards';
import { applyEffect, other, type BgBoard, type Player, type Side } from './board';
import { bgChart, cancelSpell, counterCard, counterDoes, update } from './chart';
import { bgView } from './view';
import { counterEditor } from './counter-editor';

/**
 * The counter step (004 カウンターステップ), as states to nest wherever an effect is activated:
 *   1  the activator's opponent has priority: one counter effect, or (against a spell) discarding a spell of equal or
 *      higher SP to nullify it, or nothing;
 *   2  only if they did nothing: the activator may use the step's one counter effect, or nothing;
 *   3  the step closes: the counter (if any) resolves, then the activation, unless nullified.
 * A counter effect opens no counter step of its own, and one step allows one counter effect in all.
 * `host` is the hosting step ('5.1', '7'), or '' for the stand-alone chart.
 */
export function counterStates(host: string) {
  const at = (step: string) => (host ? positionKey([host], step) : step);
  const useCounter = (who: 'answer' | 'activator') =>
    update((b) => {
      const p: Player = who === 'answer' ? other(b.counter!.by) : b.counter!.by;
      const { card, from } = counterCard(b, p)!;
      // A counter card is used up; a guardian's counter ability leaves its guardian where it is.
      if (from === 'hand') {
        b[p].hand.splice(b[p].hand.indexOf(card), 1);
        b[p].junk.push(card);
        const f = factsOf(card);
        const cost = f.kind === 'counter' ? (f.cost ?? 0) : 0;
        if (cost) {
          b[p].forceUp -= cost;
          b[p].forceDown += cost;
          b.log.push({ step: at(who === 'answer' ? '1' : '2'), code: 'counter-paid', card });
        }
      }
      b.counter!.counter = { by: p, card };
      const code = who === 'answer' ? 'answer-counter' : 'activator-counter';
      b.log.push({ step: at(who === 'answer' ? '1' : '2'), code: from === 'hand' ? code : `${code}-ability`, card });
    });
  // Built by the game's own setup(), so guard names, meta and actions are checked against it where they are written.
  return bgChart.createStateConfig({
    initial: 'c1',
    states: {
      c1: {
        meta: { step: '1', defaultEvent: 'answer-passes' },
        on: {
          'answer-counter': { guard: 'answerCanCounter', target: 'c3', actions: useCounter('answer') },
          'answer-cancels-spell': {
            guard: 'answerCanCancelSpell',
            target: 'c3',
            actions: update((b) => {
              const p = other(b.counter!.by);
              const card = cancelSpell(b, p)!;
              b[p].hand.splice(b[p].hand.indexOf(card), 1);
              b[p].junk.push(card);
              b.counter!.spCancel = card;
              b.counter!.nullified = true;
              b.log.push({ step: at('1'), code: 'spell-cancelled', card });
            }),
          },
          'answer-passes': { target: 'c2', actions: update((b) => void b.log.push({ step: at('1'), code: 'answer-passed' })) },
        },
      },
      c2: {
        meta: { step: '2', defaultEvent: 'activator-passes' },
        on: {
          'activator-counter': { guard: 'activatorCanCounter', target: 'c3', actions: useCounter('activator') },
          'activator-passes': { target: 'c3', actions: update((b) => void b.log.push({ step: at('2'), code: 'activator-passed' })) },
        },
      },
      c3: {
        meta: { step: '3' },
        entry: update((b) => {
          const c = b.counter!;
          if (c.counter) {
            const does = counterDoes(c.counter.card)!;
            if (does === 'nullify') c.nullified = true;
            else if (c.effect.kind === 'damage') c.effect = { ...c.effect, amount: c.effect.amount + 1000 };
            b.log.push({ step: at('3'), code: does === 'nullify' ? 'counter-nullifies' : 'counter-boosts', card: c.counter.card });
          }
          if (c.nullified) b.log.push({ step: at('3'), code: 'activation-nullified', card: c.card });
          else applyEffect(b, c.by, c.card, c.effect, at('3'));
          b.counter = null;
        }),
        on: { next: 'done' },
      },
      done: { type: 'final' as const },
    },
  });
}

const states = counterStates('');

export const counterMachine = bgChart.createMachine({
  id: 'counter',
  context: ({ input }) => structuredClone(input),
  initial: states.initial,
  states: { ...states.states, done: { type: 'final', meta: { end: 'closed' } } },
});

export const side = (over: Partial<Side> = {}): Side => ({
  hand: [],
  main: ['card', 'card', 'card', 'card', 'card', 'card'],
  side: [],
  forceUp: 0,
  forceDown: 0,
  attack: null,
  assist: null,
  domain: null,
  junk: [],
  lifeCounters: 4,
  ...over,
});

export const blank = (over: Partial<BgBoard> = {}): BgBoard => ({
  turn: side(),
  opp: side(),
  firstTurn: false,
  dice: null,
  counter: null,
  pending: [],
  lifeDrawUsed: false,
  lifeShieldUsed: false,
  shifting: null,
  lastSummon: null,
  loser: null,
  log: [],
  ...over,
});

const opened = (card: string, turn: Partial<Side>, opp: Partial<Side>): BgBoard => {
  const f = factsOf(card);
  const effect = f.kind === 'spell' ? f.effect : { kind: 'damage' as const, amount: 1000 };
  return blank({
    turn: side({ attack: { card: 'guardian-sf1', dg: 0, weakened: false }, ...turn }),
    opp: side({ attack: { card: 'guardian-sf1', dg: 0, weakened: false }, ...opp }),
    counter: { by: 'turn', card, effect, spell: f.kind === 'spell', counter: null, spCancel: null, nullified: false },
  });
};

export const counterSetups: Record<string, BgBoard> = {
  /** 004's SP example: the turn player's SP 1 spell (1000 damage); the opponent holds an SP 2 spell and a counter card. */
  spell: opened('spell-sp1', { hand: ['counter-boost'] }, { hand: ['answer-spell-sp2', 'counter-nullify'] }),
  /** An attack ability (1000 damage) opens the step; the opponent holds a nullifying counter, the activator a boosting one. */
  ability: opened('guardian-sf1', { hand: ['counter-boost'] }, { hand: ['counter-nullify'] }),
  /** 004 カウンターアビリティ: an attack ability (1000 damage) opens the step; the opponent's attack guardian has a nullifying counter ability, the activator holds a boosting counter card. */
  'counter-ability': opened('guardian-sf1', { hand: ['counter-boost'] }, { attack: { card: 'guardian-counter', dg: 0, weakened: false } }),
  /** 004 カウンターカード: the opponent's nullifying counter card costs 1 force, and they have exactly one face up. */
  'counter-cost': opened('guardian-sf1', {}, { hand: ['counter-force'], forceUp: 1, forceDown: 1 }),
  /** The turn player's SP 2 spell; the opponent holds only an SP 1 spell, too weak to cancel it. */
  'low-sp': opened('spell-sp2', {}, { hand: ['answer-spell-sp1'] }),
  /** 004's SP example exactly: an SP 1 spell, answered with a spell of the same SP 1. */
  'equal-sp': opened('spell-sp1', {}, { hand: ['answer-spell-sp1'] }),
};

export const counterFlow: FlowDefinition<BgBoard> = {
  game: 'battle-guardians',
  id: 'counter',
  machine: counterMachine,
  setups: counterSetups,
  editor: counterEditor,
  view: (b) => bgView(b),
};
