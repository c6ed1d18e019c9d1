import { onCopy } from '../engine/clone';
import { setup } from 'xstate';
import type { FlowDefinition, LogEntry, StepMeta } from '../engine/types';

/**
 * A monster's attack (001, section 5 "モンスターで攻撃する"): a battle against a
 * monster, or an attack on life that the defender may block. The board decides
 * every outcome from the powers (P) and postures in the setup.
 */
export interface Fighter {
  card: string;
  p: number;
  posture: 'attack' | 'rest';
  where: 'zone' | 'hand' | 'grave';
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
  log: LogEntry[];
}

type Slot = 'rested' | 'ready';

const chart = setup({
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
  },
});

const change = (f: (b: AttackBoard) => void) => chart.assign(onCopy(f));

/** Higher P wins and the lower is destroyed; equal P destroys both. Pure, for tests and the chart. */
export function fightResult(a: number, d: number): 'attacker' | 'defender' | 'both' {
  return a > d ? 'defender' : a < d ? 'attacker' : 'both';
}

/** 仮破壊: a rested monster attacked (in a battle, not a block) by a lower-P monster, still in the zone when the fight ends, goes back to hand. */
export function provisionalApplies(b: AttackBoard): boolean {
  if (b.fight !== 'battle' || b.target !== 'rested') return false;
  return b.rested.where === 'zone' && b.rested.posture === 'rest' && b.attacker.p < b.rested.p;
}

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

export const attackMachine = chart.createMachine({
  id: 'attack',
  context: ({ input }) => structuredClone(input),
  initial: 'declare',
  states: {
    declare: {
      meta: { step: '5.1' },
      on: {
        'attack-rested': {
          guard: 'canAttackRested',
          target: 'battle',
          actions: change(
            (b) => (
              (b.attacker.posture = 'rest'),
              (b.target = 'rested'),
              (b.fight = 'battle'),
              b.log.push({ step: '5.1', code: 'declared-battle', card: b.rested.card })
            ),
          ),
        },
        'attack-ready': {
          guard: 'canAttackReady',
          target: 'battle',
          actions: change(
            (b) => (
              (b.attacker.posture = 'rest'),
              (b.target = 'ready'),
              (b.fight = 'battle'),
              b.log.push({ step: '5.1', code: 'declared-battle', card: b.ready.card })
            ),
          ),
        },
        'attack-life': {
          guard: 'canAttack',
          target: 'life',
          actions: change((b) => ((b.attacker.posture = 'rest'), (b.target = 'life'), b.log.push({ step: '5.1', code: 'declared-attack' }))),
        },
      },
    },
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
          target: 'block',
          actions: change((b) => ((b.ready.posture = 'rest'), (b.fight = 'block'), b.log.push({ step: '5.3', code: 'blocked', card: b.ready.card }))),
        },
        'no-block': 'cut',
      },
    },
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
  },
});

const fighter = (card: string, p: number, posture: Fighter['posture']): Fighter => ({ card, p, posture, where: 'zone' });
const board = (a: number, rested: number, ready: number, life = 3): AttackBoard => ({
  attacker: fighter('attacker', a, 'attack'),
  rested: fighter('rested-monster', rested, 'rest'),
  ready: fighter('ready-monster', ready, 'attack'),
  life: ['life-left', 'life-middle', 'life-right'].slice(0, life),
  defenderHand: [],
  fight: 'none',
  target: 'none',
  winner: 'none',
  log: [],
});

export const attackSetups: Record<string, AttackBoard> = {
  /** Attacker 3000; the rested monster 5000, the ready one 2000; three life. */
  basic: board(3000, 5000, 2000),
  /** Equal P everywhere: every fight destroys both. */
  'equal-p': board(4000, 4000, 4000),
  /** A strong attacker: it beats both defenders. */
  strong: board(6000, 5000, 2000),
  /** No life left: an attack that gets through wins. */
  'empty-life': board(3000, 5000, 2000, 0),
};

const where = (f: Fighter) => [f.where, ...(f.where === 'zone' ? [f.posture] : [])];

export const attackFlow: FlowDefinition<AttackBoard> = {
  game: 'goda',
  id: 'attack',
  machine: attackMachine,
  setups: attackSetups,
  view(b) {
    const card = (f: Fighter) => ({ card: f.card, tags: where(f), stats: { p: f.p } });
    return {
      sections: [
        { key: 'attacker', kind: 'cards', cards: [card(b.attacker)] },
        { key: 'defender', kind: 'cards', cards: [card(b.rested), card(b.ready)] },
        { key: 'life', kind: 'cards', cards: b.life.map((c, i) => ({ card: c, tags: i === 0 ? ['next-cut'] : [] })) },
        { key: 'defender-hand', kind: 'cards', cards: b.defenderHand.map((c) => ({ card: c })) },
        { key: 'fight', kind: 'flag', value: b.fight },
        { key: 'winner', kind: 'flag', value: b.winner },
      ],
    };
  },
};
