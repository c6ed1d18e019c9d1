import { stackCards } from '../engine/stack';
import type { BoardSection, FlowDefinition } from '../engine/types';
import { attackEditor } from './attack-editor';
import { fightResult, LIFE, type AttackBoard, type AttackSpell, type Fighter } from './attack-board';
import { answerWindow, attackChart, change } from './attack-window';
import type { Player } from './stack';

export { fightResult, provisionalApplies, type AttackBoard, type Fighter } from './attack-board';

/**
 * A monster's attack (001, section 5 "モンスターで攻撃する"): a battle against a
 * monster, or an attack on life that the defender may block. The board decides
 * every outcome from the powers (P) and postures in the setup.
 *
 * Declaring the attack and declaring a block are actions, and every action gives
 * the other player the right to stack (001 §6): each opens an answer window, the
 * stack chart's steps nested here at 5.1.1 and 5.3.0 (attack-window.ts).
 */
type Slot = 'rested' | 'ready';

function fight(b: AttackBoard, slot: Slot, step: string) {
  const d = b[slot];
  const lost = fightResult(b.attacker.p, d.p);
  if (lost === 'defender' || lost === 'both') {
    d.where = 'grave';
    b.log.push({ step, code: 'destroyed', card: d.card });
  }
  if (lost === 'attacker' || lost === 'both') {
    b.attacker.where = 'grave';
    b.log.push({ step, code: 'destroyed', card: b.attacker.card });
  }
}

const declare = (target: AttackBoard['target']) =>
  change((b) => {
    b.attacker.posture = 'rest';
    b.target = target;
    if (target === 'life') b.log.push({ step: '5.1', code: 'declared-attack' });
    else {
      b.fight = 'battle';
      b.log.push({ step: '5.1', code: 'declared-battle', card: b[target as Slot].card });
    }
  });

export const attackMachine = attackChart.createMachine({
  id: 'attack',
  context: ({ input }) => structuredClone(input),
  initial: 'declare',
  states: {
    declare: {
      meta: { step: '5.1' },
      on: {
        'attack-rested': { guard: 'canAttackRested', target: 'answerAttack', actions: declare('rested') },
        'attack-ready': { guard: 'canAttackReady', target: 'answerAttack', actions: declare('ready') },
        'attack-life': { guard: 'canAttack', target: 'answerAttack', actions: declare('life') },
      },
    },
    // The declaration is A's action: B holds the right to stack first. A monster that left meanwhile leaves nothing to fight.
    answerAttack: answerWindow('5.1.1', 'b', [
      { guard: 'attackerGone', target: 'noFight', actions: change((b) => void b.log.push({ step: '5.1.1', code: 'no-fight' })) },
      { guard: 'targetGone', target: 'noFight', actions: change((b) => void b.log.push({ step: '5.1.1', code: 'no-fight' })) },
      { guard: 'isBattle', target: 'battle' },
      { target: 'life' },
    ]),
    battle: {
      meta: { step: '5.2' },
      on: { next: { target: 'provisionalCheck', actions: change((b) => fight(b, b.target as Slot, '5.2')) } },
    },
    provisionalCheck: {
      meta: { step: '5.2.1' },
      on: {
        next: [
          {
            guard: 'provisional',
            target: 'battleOver',
            actions: change(
              (b) => (
                (b.rested.where = 'hand'),
                b.defenderHand.push(b.rested.card),
                b.log.push({ step: '5.2.1', code: 'returned-to-hand', card: b.rested.card })
              ),
            ),
          },
          { target: 'battleOver' },
        ],
      },
    },
    life: {
      meta: { step: '5.3', defaultEvent: 'no-block' },
      on: {
        block: {
          guard: 'canBlock',
          target: 'answerBlock',
          actions: change((b) => ((b.ready.posture = 'rest'), (b.fight = 'block'), b.log.push({ step: '5.3', code: 'blocked', card: b.ready.card }))),
        },
        'no-block': 'cut',
      },
    },
    // The block is B's action: A holds the right to stack first. The block has already stopped the attack on life
    // (001 §5), so with a fighter gone there is no fight and no life is cut either.
    answerBlock: answerWindow('5.3.0', 'a', [
      { guard: 'fighterGone', target: 'blockNoFight', actions: change((b) => void b.log.push({ step: '5.3.0', code: 'block-no-fight' })) },
      { target: 'block' },
    ]),
    block: {
      meta: { step: '5.3.1' },
      // A block is its own fight: the same P comparison, and never 仮破壊 (the blocker is now rested, but this is no battle).
      on: { next: { target: 'blockOver', actions: change((b) => fight(b, 'ready', '5.3.1')) } },
    },
    cut: {
      meta: { step: '5.3.2' },
      on: {
        next: [
          {
            guard: 'lifeEmpty',
            target: 'attackerWins',
            actions: change((b) => ((b.winner = 'attacker'), b.log.push({ step: '5.3.2', code: 'won-on-empty-life' }))),
          },
          {
            target: 'lifeCut',
            actions: change((b) => {
              // Life is cut from the left as the defender sees it.
              const card = b.life.shift()!;
              b.defenderHand.push(card);
              b.log.push({ step: '5.3.2', code: 'life-cut', card });
            }),
          },
        ],
      },
    },
    battleOver: { type: 'final', meta: { end: 'battle-over' } },
    blockOver: { type: 'final', meta: { end: 'block-over' } },
    lifeCut: { type: 'final', meta: { end: 'life-cut' } },
    attackerWins: { type: 'final', meta: { end: 'attacker-wins' } },
    noFight: { type: 'final', meta: { end: 'no-fight' } },
    blockNoFight: { type: 'final', meta: { end: 'block-no-fight' } },
  },
});

const fighter = (card: string, p: number, posture: Fighter['posture']): Fighter => ({ card, p, posture, where: 'zone' });
const board = (a: number, rested: number, ready: number, life = 3, hands: Partial<Record<Player, AttackSpell[]>> = {}): AttackBoard => ({
  attacker: fighter('attacker', a, 'attack'),
  rested: fighter('rested-monster', rested, 'rest'),
  ready: fighter('ready-monster', ready, 'attack'),
  life: LIFE.slice(0, life),
  defenderHand: [],
  fight: 'none',
  target: 'none',
  winner: 'none',
  hands: { a: [], b: [], ...hands },
  // No window is open until an action opens one.
  stack: { items: [], priority: 'a', passes: 0, phase: 'closed' },
  grave: [],
  log: [],
});

/** Hands are written in SPELLS order, the order the editor rebuilds them in, so an unedited preset builds back to itself. */
export const attackSetups: Record<string, AttackBoard> = {
  /** Attacker 3000; the rested monster 5000, the ready one 2000; three life. */
  basic: board(3000, 5000, 2000),
  /** Equal P everywhere: every fight destroys both. */
  'equal-p': board(4000, 4000, 4000),
  /** A strong attacker: it beats both defenders. */
  strong: board(6000, 5000, 2000),
  /** No life left: an attack that gets through wins. */
  'empty-life': board(3000, 5000, 2000, 0),
  /** B holds Time Blast, a time spell, and Blast, a normal one: B may answer the attack with the first only. */
  'answer-remove': board(3000, 5000, 2000, 3, { b: ['time-blast', 'blast'] }),
  /** B holds Power Up: 2000 P + 3000 turns the battle against a 3000 P attacker. */
  'answer-power': board(3000, 5000, 2000, 3, { b: ['power-up'] }),
  /** B holds Power Up, A holds Cancel: A answers B's answer. */
  'answer-back': board(3000, 5000, 2000, 3, { a: ['cancel'], b: ['power-up'] }),
  /** A 4000 P blocker would beat the 3000 P attacker; A holds Blast, a normal spell A may use in A's own turn. */
  'block-answer': board(3000, 5000, 4000, 3, { a: ['blast'] }),
};

const where = (f: Fighter) => [f.where, ...(f.where === 'zone' ? [f.posture] : [])];

export const attackFlow: FlowDefinition<AttackBoard> = {
  game: 'goda',
  id: 'attack',
  machine: attackMachine,
  setups: attackSetups,
  editor: attackEditor,
  view(b) {
    const card = (f: Fighter) => ({ card: f.card, tags: where(f), stats: { p: f.p } });
    const sections: BoardSection[] = [
      { key: 'attacker', kind: 'cards', cards: [card(b.attacker)] },
      { key: 'defender', kind: 'cards', cards: [b.rested, b.ready].filter((f) => f.where !== 'absent').map(card) },
      { key: 'life', kind: 'cards', cards: b.life.map((c, i) => ({ card: c, tags: i === 0 ? ['next-cut'] : [] })) },
      { key: 'defender-hand', kind: 'cards', cards: b.defenderHand.map((c) => ({ card: c })) },
      { key: 'fight', kind: 'flag', value: b.fight },
      { key: 'winner', kind: 'flag', value: b.winner },
      // 001 §6: a right to stack exists only while an action waits for an answer (an open window).
      { key: 'right', kind: 'flag', value: b.stack.phase === 'open' ? b.stack.priority : 'nobody' },
    ];
    // The spells are shown where any are in play; a board without them stays as short as before.
    if (b.hands.a.length + b.hands.b.length + b.grave.length + b.stack.items.length > 0) {
      const negated = b.stack.items.map((e) => e.item.negated).reverse();
      sections.push(
        {
          key: 'stack',
          kind: 'cards',
          pile: true,
          cards: stackCards(b.stack, (i) => i.card).map((c, i) => ({ ...c, tags: [...(c.tags ?? []), ...(negated[i] ? ['negated'] : [])] })),
        },
        { key: 'spells-a', kind: 'cards', cards: b.hands.a.map((c) => ({ card: c })) },
        { key: 'spells-b', kind: 'cards', cards: b.hands.b.map((c) => ({ card: c })) },
        { key: 'spell-grave', kind: 'cards', compact: true, cards: b.grave.map((c) => ({ card: c })) },
      );
    }
    return { sections };
  },
};
