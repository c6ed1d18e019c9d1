import { onCopy } from '../engine/clone';
import { setup } from 'xstate';
import type { FlowDefinition, LogEntry, StepMeta } from '../engine/types';

/**
 * One turn of Goda Card Battler (001, section 4 "ターンとタイム"): start, draw,
 * free and end time. Only free time ends by the turn player's choice; the others
 * move on once their work is done. Free time offers the actions of the section
 * "フリータイムにできること" (attacks have their own chart, attack.ts).
 */
export type Posture = 'attack' | 'rest' | 'special';

export interface TurnMonster {
  uid: string;
  posture: Posture;
  /** Special-charged at start time (a special monster waiting to be used as material). */
  charged: boolean;
}

export interface TurnBoard {
  deck: number;
  handMonsters: number;
  handSpells: number;
  /** Spells in hand that make their caster draw a card. */
  drawSpells: number;
  grave: number;
  zone: TurnMonster[];
  /** Armor spells on the battlefield, each with whether it has been moved this turn. */
  armor: { uid: string; equipped: boolean; used: boolean }[];
  /** Normal summons made this turn, and how many the rules and effects allow. */
  normalSummons: number;
  /** 1 by the rules; an effect such as Speed Summon raises it (effects beat rules). */
  normalLimit: number;
  /** An effect such as The Last Emperor forbids normal summons ("can't" beats "can"). */
  cannotNormal: boolean;
  /** Red summons a setup makes available (special, evolution, force), counted down as used. */
  redSummons: number;
  winner: 'none' | 'opponent';
  log: LogEntry[];
}

export const ZONE_MAX = 5;
export const HAND_MAX = 7;

const chart = setup({
  types: { context: {} as TurnBoard, input: {} as TurnBoard, meta: {} as StepMeta },
  guards: {
    deckEmpty: ({ context }) => context.deck === 0,
    canNormal: ({ context: b }) => !b.cannotNormal && b.normalSummons < b.normalLimit && b.handMonsters > 0 && b.zone.length < ZONE_MAX,
    // A red summon is stacked on its materials (001 赤モンスター): with one in the zone a full zone does not stop it (the
    // chart's summon uses one zone material); with the zone empty, only a force summon from the hand can be made.
    canRed: ({ context: b }) => b.redSummons > 0 && (b.zone.length > 0 || b.handMonsters > 0),
    canSpell: ({ context: b }) => b.handSpells > 0,
    canDrawSpell: ({ context: b }) => b.drawSpells > 0,
    drawSpellOnEmptyDeck: ({ context: b }) => b.drawSpells > 0 && b.deck === 0,
    canSpecial: ({ context: b }) => b.zone.some((m) => m.posture !== 'special'),
    canArmor: ({ context: b }) => b.armor.some((a) => !a.used) && b.zone.length > 0,
    handOver: ({ context: b }) => b.handMonsters + b.handSpells + b.drawSpells > HAND_MAX,
  },
});

const change = (step: string, f: (b: TurnBoard) => void) => chart.assign(onCopy(f));

const note = (b: TurnBoard, step: string, code: string, card?: string) => b.log.push(card ? { step, code, card } : { step, code });

export const turnMachine = chart.createMachine({
  id: 'turn',
  context: ({ input }) => structuredClone(input),
  initial: 'start',
  states: {
    start: {
      meta: { step: '4.1' },
      entry: change('4.1', (b) => {
        for (const m of b.zone) {
          if (m.posture === 'rest') {
            m.posture = 'attack';
            note(b, '4.1', 'stood-up', m.uid);
          } else if (m.posture === 'special' && !m.charged) {
            m.charged = true;
            note(b, '4.1', 'charged', m.uid);
          }
        }
      }),
      on: { next: 'draw' },
    },
    draw: {
      meta: { step: '4.2' },
      on: {
        next: [
          { guard: 'deckEmpty', target: 'deckOut', actions: change('4.2', (b) => ((b.winner = 'opponent'), note(b, '4.2', 'deck-out'))) },
          { target: 'free', actions: change('4.2', (b) => ((b.deck -= 1), (b.handMonsters += 1), note(b, '4.2', 'drew'))) },
        ],
      },
    },
    free: {
      meta: { step: '4.3', defaultEvent: 'end-free' },
      on: {
        'normal-summon': {
          guard: 'canNormal',
          target: 'free',
          actions: change('4.3', (b) => {
            b.handMonsters -= 1;
            b.normalSummons += 1;
            b.zone.push({ uid: `m${b.zone.length + 1}`, posture: 'rest', charged: false });
            note(b, '4.3', 'normal-summoned');
          }),
        },
        'red-summon': {
          guard: 'canRed',
          target: 'free',
          actions: change('4.3', (b) => {
            b.redSummons -= 1;
            // The player picks the materials; the chart stacks the new monster on the newest one in the zone, which it
            // covers in the same place (and keeps any armor on it). With none there, one monster from the hand is
            // the material of a force summon, and the new monster takes a free place.
            const material = b.zone.at(-1);
            if (material) {
              Object.assign(material, { posture: 'attack', charged: false });
              note(b, '4.3', 'red-summoned');
            } else {
              b.handMonsters -= 1;
              b.zone.push({ uid: `m${b.zone.length + 1}`, posture: 'attack', charged: false });
              note(b, '4.3', 'red-summoned-from-hand');
            }
          }),
        },
        'cast-spell': {
          guard: 'canSpell',
          target: 'free',
          actions: change('4.3', (b) => ((b.handSpells -= 1), (b.grave += 1), note(b, '4.3', 'spell-cast'))),
        },
        // Any draw that finds the deck empty loses, not only the draw of draw time.
        'cast-draw-spell': [
          {
            guard: 'drawSpellOnEmptyDeck',
            target: 'deckOut',
            actions: change('4.3', (b) => ((b.drawSpells -= 1), (b.grave += 1), (b.winner = 'opponent'), note(b, '4.3', 'deck-out'))),
          },
          {
            guard: 'canDrawSpell',
            target: 'free',
            actions: change(
              '4.3',
              (b) => ((b.drawSpells -= 1), (b.grave += 1), b.deck > 0 ? ((b.deck -= 1), (b.handMonsters += 1), note(b, '4.3', 'drew')) : undefined),
            ),
          },
        ],
        'to-special': {
          guard: 'canSpecial',
          target: 'free',
          actions: change('4.3', (b) => {
            const m = b.zone.find((x) => x.posture !== 'special')!;
            m.posture = 'special';
            note(b, '4.3', 'to-special', m.uid);
          }),
        },
        'move-armor': {
          guard: 'canArmor',
          target: 'free',
          actions: change('4.3', (b) => {
            const a = b.armor.find((x) => !x.used)!;
            a.used = true;
            a.equipped = !a.equipped;
            note(b, '4.3', a.equipped ? 'armor-equipped' : 'armor-removed', a.uid);
          }),
        },
        'end-free': 'end',
      },
    },
    end: {
      meta: { step: '4.4' },
      on: {
        next: [
          {
            guard: 'handOver',
            target: 'nextTurn',
            actions: change('4.4', (b) => {
              // Every card in hand counts, the draw spells too: the same count as the handOver guard (an audit found
              // seven cards and a draw spell discarding none).
              const over = b.handMonsters + b.handSpells + b.drawSpells - HAND_MAX;
              // The player picks what to discard; the chart discards spells first, then monsters.
              const spells = Math.min(over, b.handSpells);
              const drawSpells = Math.min(over - spells, b.drawSpells);
              b.handSpells -= spells;
              b.drawSpells -= drawSpells;
              b.handMonsters -= over - spells - drawSpells;
              b.grave += over;
              note(b, '4.4', 'discarded', String(over));
            }),
          },
          { target: 'nextTurn' },
        ],
      },
    },
    deckOut: { type: 'final', meta: { end: 'deck-out' } },
    nextTurn: { type: 'final', meta: { end: 'next-turn' } },
  },
});

const board = (over: Partial<TurnBoard> = {}): TurnBoard => ({
  deck: 30,
  handMonsters: 2,
  handSpells: 1,
  drawSpells: 0,
  grave: 0,
  zone: [
    { uid: 'm1', posture: 'rest', charged: false },
    { uid: 'm2', posture: 'special', charged: false },
  ],
  armor: [],
  normalSummons: 0,
  normalLimit: 1,
  cannotNormal: false,
  redSummons: 0,
  winner: 'none',
  log: [],
  ...over,
});

export const turnSetups: Record<string, TurnBoard> = {
  basic: board(),
  'speed-summon': board({ normalLimit: 2, handMonsters: 3, handSpells: 0, zone: [] }),
  'last-emperor': board({ normalLimit: 2, cannotNormal: true, handMonsters: 3, handSpells: 0, zone: [] }),
  'red-and-armor': board({
    handMonsters: 0,
    handSpells: 0,
    redSummons: 2,
    zone: [{ uid: 'm1', posture: 'attack', charged: false }],
    armor: [{ uid: 'a1', equipped: false, used: false }],
  }),
  'last-card': board({ deck: 1, drawSpells: 1, handSpells: 0 }),
  'full-hand': board({ handMonsters: 4, handSpells: 3, zone: [] }),
  'full-zone': board({
    handMonsters: 1,
    handSpells: 0,
    redSummons: 1,
    zone: [1, 2, 3, 4, 5].map((i) => ({ uid: `m${i}`, posture: 'attack' as const, charged: false })),
  }),
};

const postureTag = (m: TurnMonster) => [m.posture, ...(m.charged ? ['charged'] : [])];

export const turnFlow: FlowDefinition<TurnBoard> = {
  game: 'goda',
  id: 'turn',
  machine: turnMachine,
  setups: turnSetups,
  view(b) {
    return {
      sections: [
        { key: 'deck', kind: 'number', value: b.deck },
        { key: 'hand-monsters', kind: 'number', value: b.handMonsters },
        { key: 'hand-spells', kind: 'number', value: b.handSpells },
        { key: 'draw-spells', kind: 'number', value: b.drawSpells },
        { key: 'grave', kind: 'number', value: b.grave },
        { key: 'zone', kind: 'cards', cards: b.zone.map((m) => ({ card: 'monster', tags: postureTag(m) })) },
        {
          key: 'armor',
          kind: 'cards',
          cards: b.armor.map((a) => ({ card: 'armor-spell', tags: [a.equipped ? 'equipped' : 'unequipped', ...(a.used ? ['moved'] : [])] })),
        },
        { key: 'normal-summons', kind: 'number', value: b.normalSummons },
        { key: 'normal-limit', kind: 'number', value: b.cannotNormal ? 0 : b.normalLimit },
        { key: 'winner', kind: 'flag', value: b.winner },
      ],
    };
  },
};
