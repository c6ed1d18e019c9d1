import { setup } from 'xstate';
import { onCopy } from '../engine/clone';
import { positionKey } from '../engine/position';
import { openStack, pass, push, resolve } from '../engine/stack';
import type { StepMeta } from '../engine/types';
import { aimOf, canStack, inZone, POWER_UP, provisionalApplies, SPELL_FACTS, type AttackBoard, type AttackSpell } from './attack-board';
import { GODA_STACK, type Player } from './stack';

/** One setup for the attack chart and the answer windows nested in it, so guard names, meta and actions are checked where they are written. */
export const attackChart = setup({
  types: { context: {} as AttackBoard, input: {} as AttackBoard, meta: {} as StepMeta },
  guards: {
    canBlock: ({ context: b }) => b.ready.where === 'zone' && b.ready.posture === 'attack',
    // 001 4.3: an attack is made with a monster of one's own zone in attack posture (declaring it rests it), at a
    // monster still in the opponent's zone (an audit found a rested or departed attacker, and departed targets, offered).
    canAttack: ({ context: b }) => b.attacker.where === 'zone' && b.attacker.posture === 'attack',
    canAttackRested: ({ context: b }) => b.attacker.where === 'zone' && b.attacker.posture === 'attack' && b.rested.where === 'zone',
    canAttackReady: ({ context: b }) => b.attacker.where === 'zone' && b.attacker.posture === 'attack' && b.ready.where === 'zone',
    lifeEmpty: ({ context: b }) => b.life.length === 0,
    provisional: ({ context: b }) => provisionalApplies(b),
    // After an answer window: what is left to fight.
    attackerGone: ({ context: b }) => b.attacker.where !== 'zone',
    targetGone: ({ context: b }) => (b.target === 'rested' || b.target === 'ready') && b[b.target].where !== 'zone',
    isBattle: ({ context: b }) => b.fight === 'battle',
    fighterGone: ({ context: b }) => b.attacker.where !== 'zone' || b.ready.where !== 'zone',
    // Inside a window (001 §6, read with §3): one guard per spell, so a shut one is listed with its own reason.
    canTimeBlast: ({ context: b }) => canStack(b, 'time-blast'),
    canPowerUp: ({ context: b }) => canStack(b, 'power-up'),
    canCancel: ({ context: b }) => canStack(b, 'cancel'),
    canBlast: ({ context: b }) => canStack(b, 'blast'),
    nothingStacked: ({ context: b }) => b.stack.items.length === 0,
    moreBelow: ({ context: b }) => b.stack.items.length > 1,
  },
});

export const change = (f: (b: AttackBoard) => void) => attackChart.assign(onCopy(f));

const holder = (b: AttackBoard) => b.stack.priority;

function stackSpell(b: AttackBoard, card: AttackSpell, step: string) {
  const by = holder(b);
  const aim = aimOf(b, by, card);
  b.hands[by].splice(b.hands[by].indexOf(card), 1);
  b.stack = push(b.stack, GODA_STACK, by, { card, aim, negated: false });
  b.log.push({ step, code: by === 'a' ? 'a-stacked' : 'b-stacked', card });
}

/**
 * The top spell resolves. What it acts on was chosen as it was activated; if that monster has left the zone meanwhile,
 * the spell does nothing (the source does not say; a spell cannot act on a card that is not there).
 */
function resolveTop(b: AttackBoard, step: string) {
  const { stack, entry } = resolve(b.stack, GODA_STACK);
  b.stack = stack;
  const { card, aim, negated } = entry.item;
  b.grave.push(card);
  const does = SPELL_FACTS.get(card)?.does;
  if (negated) b.log.push({ step, code: 'nullified', card });
  else if (does === 'cancel') {
    const below = b.stack.items[b.stack.items.length - 1];
    if (below) below.item.negated = true;
    b.log.push({ step, code: 'cancel-resolved', card: below?.item.card });
  } else if (!inZone(b, aim)) b.log.push({ step, code: 'fizzled', card });
  else if (does === 'destroy') {
    b[aim].where = 'grave';
    b.log.push({ step, code: 'destroyed', card: b[aim].card });
  } else {
    b[aim].p += POWER_UP;
    b.log.push({ step, code: 'powered-up', card: b[aim].card });
  }
}

type HostConfig = Parameters<typeof attackChart.createStateConfig>[0];

/**
 * An answer window (001 §6): an action of one player gives the other the right to stack. Nested in the attack chart
 * at `host`, its steps are the stack chart's (6.2 the right to stack, 6.3 resolving, last first), so its words and
 * step pages are the stack's own. `opener` holds the right first: the player who did not just act.
 *   6.2  the holder stacks a spell they may use now (the right passes to the other player), or does not;
 *        not stacking with nothing stacked closes the window; with something stacked, resolution starts;
 *   6.3  everything stacked resolves, last first, and nothing new may be activated meanwhile.
 * The host's `onDone` decides what is left of the attack.
 */
export function answerWindow(host: string, opener: Player, onDone: HostConfig['onDone']) {
  const at = (step: string) => positionKey([host], step);
  const stack = (card: AttackSpell) => change((b) => stackSpell(b, card, at('6.2')));
  const decline = change((b) => {
    b.log.push({ step: at('6.2'), code: holder(b) === 'a' ? 'a-declined' : 'b-declined' });
    b.stack = pass(b.stack, GODA_STACK, holder(b));
  });
  const settle = change((b) => resolveTop(b, at('6.3')));
  return attackChart.createStateConfig({
    meta: { step: host, flow: 'stack' },
    // The player who did not just act holds the right first; the rest of the rules are the stack chart's.
    entry: change((b) => void (b.stack = openStack({ ...GODA_STACK, opening: opener }))),
    // Once the window is over nobody holds a right to stack (the stack chart's reading: a right answers an action).
    exit: change((b) => void (b.stack = { ...b.stack, phase: 'closed' })),
    initial: 'right',
    states: {
      right: {
        meta: { step: '6.2', defaultEvent: 'decline' },
        on: {
          // Stacking leaves the reader at 6.2 with the right passed on: no arrow, only a changed board.
          'stack-time-blast': { guard: 'canTimeBlast', actions: stack('time-blast') },
          'stack-power-up': { guard: 'canPowerUp', actions: stack('power-up') },
          'stack-cancel': { guard: 'canCancel', actions: stack('cancel') },
          'stack-blast': { guard: 'canBlast', actions: stack('blast') },
          decline: [
            { guard: 'nothingStacked', target: 'done', actions: decline },
            { target: 'resolving', actions: decline },
          ],
        },
      },
      resolving: {
        meta: { step: '6.3' },
        on: {
          resolve: [
            { guard: 'moreBelow', target: 'resolving', actions: settle },
            { target: 'done', actions: settle },
          ],
        },
      },
      done: { type: 'final' },
    },
    onDone,
  });
}
