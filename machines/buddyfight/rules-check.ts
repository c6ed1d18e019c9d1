import { setup } from 'xstate';
import type { EditorValues, FlowDefinition, FlowEvent, LogEntry, SetupEditor, StepMeta } from '../engine/types';
import { AREAS, checkAreas, checkLoss, emptyField, sendForSize, sizeCandidates, sizeOutcomes, sizeSettle, type Area, type Card, type Side } from './board';
import { numberField as num } from '../engine/editor';
import { boardEditions } from './editions';
import type { Edition } from './table';

/**
 * The ★rules check★ on its own, as a sandbox: the three checks of 000's
 * preamble in their order, one step each. Here the board at a step is the
 * board *before* that check, so the reader sees what the check will act on.
 * Where check 3 can end in more than one way, its owner picks monsters first
 * (`size-drop-*`, staying on step 3), then `run-check` sends what must still go.
 */
export interface RulesCheckBoard {
  turn: Side;
  nonTurn: Side;
  log: LogEntry[];
  /** The rules edition's options (set by the edition switch; none is the primary source, 000). */
  edition?: Edition;
}

const side = (over: Partial<Side> = {}): Side => ({ life: 10, deck: 30, gauge: 0, field: emptyField(), drop: [], lost: false, ...over });
const card = (uid: string, size: number, placed: number): Card => ({ uid, card: `size-${size}-monster`, size, placed });

const board = (turn: Partial<Side>, nonTurn: Partial<Side> = {}): RulesCheckBoard => ({ turn: side(turn), nonTurn: side(nonTurn), log: [] });

export const rulesCheckSetups: Record<string, RulesCheckBoard> = {
  'same-area-then-size': board({ field: { left: [card('a', 2, 1)], center: [card('b', 1, 2), card('c', 2, 3)], right: [] } }),
  'size-4-alone': board({ field: { left: [], center: [card('a', 4, 1)], right: [] } }),
  'exactly-3': board({ field: { left: [card('a', 1, 1)], center: [card('b', 1, 2)], right: [card('c', 1, 3)] } }),
  'both-zero': board({ life: 0 }, { life: 0 }),
  /** Web ruling (w07 Q12): three size-1 monsters, then a size-2 called onto the center one. */
  'three-ones-then-two': board({ field: { left: [card('a', 1, 1)], center: [card('b', 1, 2), card('d', 2, 4)], right: [card('c', 1, 3)] } }),
};

type Check = (s: Side, b: RulesCheckBoard) => ReturnType<typeof checkLoss>;
type Fighter = 'turn' | 'nonTurn';
const FIGHTERS = ['turn', 'nonTurn'] as const;

const anyMonster = (b: RulesCheckBoard) => !!b.edition?.sizeAnyMonster;

/**
 * The fighter whose owner must pick at check 3: a field over size 3 that can end in more than one way (000 ★ルール処理★
 * and 002 No.1 Step 9 say monsters go until the total is 3 or less, not which). The turn fighter's field is settled
 * first, then the other's; none once every field has a single way left, which `run-check` then carries out.
 */
export function sizeChooser(b: RulesCheckBoard): Fighter | null {
  return FIGHTERS.find((f) => sizeOutcomes(b[f], anyMonster(b)).length > 1) ?? null;
}

/** Whether the monster in `area` of the choosing fighter's field may be the owner's next pick. */
function canSend(b: RulesCheckBoard, area: Area): boolean {
  const f = sizeChooser(b);
  const c = f ? b[f].field[area][0] : undefined;
  return !!c && sizeCandidates(b[f!], anyMonster(b)).some((x) => x.uid === c.uid);
}

const chart = setup({
  types: { context: {} as RulesCheckBoard, input: {} as RulesCheckBoard, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    // Read before check 1 runs: a fighter it will find at 0 life or 0 deck ends the game there.
    checkFindsLoss: ({ context }) => FIGHTERS.some((f) => checkLoss(context[f]).lost),
    free: ({ context }) => sizeChooser(context) === null,
    sizeDropLeft: ({ context }) => canSend(context, 'left'),
    sizeDropCenter: ({ context }) => canSend(context, 'center'),
    sizeDropRight: ({ context }) => canSend(context, 'right'),
  },
});

const run = (step: string, check: Check) =>
  chart.assign(({ context }) => {
    const log = [...context.log];
    const next: Partial<RulesCheckBoard> = {};
    for (const f of FIGHTERS) {
      const r = check(context[f], context);
      next[f] = r.side;
      for (const d of r.dropped) log.push({ step, code: `rules-check-${d.reason}`, card: d.card });
      if (r.lost && !context[f].lost) log.push({ step, code: `rules-check-lost-${f}` });
    }
    // Picks the owner made at this check are its work too: it changed something even if nothing is left to send.
    if (!log.some((l) => l.step === step)) log.push({ step, code: 'rules-check-clear' });
    return { ...next, log };
  });

/**
 * The owner's picks at check 3, one per area. Each sends just that monster and stays on the step (as the call's 3.3
 * does); once a single way is left, `run-check` sends the rest, so every button shows one change to the board.
 */
const sizeAnswers = Object.fromEntries(
  AREAS.map((a) => [
    `size-drop-${a}`,
    {
      guard: `sizeDrop${a[0].toUpperCase()}${a.slice(1)}` as 'sizeDropLeft',
      actions: chart.assign(({ context }) => {
        const f = sizeChooser(context)!;
        const r = sendForSize(context[f], context[f].field[a][0].uid);
        return { [f]: r.side, log: [...context.log, { step: '3', code: `rules-check-${r.dropped.reason}`, card: r.dropped.card }] };
      }),
    },
  ]),
);

export const rulesCheckMachine = chart.createMachine({
  id: 'rules-check',
  context: ({ input }) => structuredClone(input),
  initial: 's1',
  states: {
    s1: {
      meta: { step: '1', badges: ['rules-check'] },
      on: {
        'run-check': [
          { guard: 'checkFindsLoss', target: 'gameOver', actions: run('1', checkLoss) },
          { target: 's2', actions: run('1', checkLoss) },
        ],
      },
    },
    s2: { meta: { step: '2', badges: ['rules-check'] }, on: { 'run-check': { target: 's3', actions: run('2', checkAreas) } } },
    s3: {
      meta: { step: '3', badges: ['rules-check'] },
      on: { ...sizeAnswers, 'run-check': { guard: 'free', target: 'done', actions: run('3', (s, b) => sizeSettle(s, anyMonster(b))) } },
    },
    done: { type: 'final', meta: { end: 'done' } },
    gameOver: { type: 'final', meta: { end: 'game-over' } },
  },
});

const SLOTS = AREAS.flatMap((a) => [`${a}.1`, `${a}.2`]);

/** Life and deck for both fighters; two card slots per area of the turn fighter's field, each with size and placement order. */
export const rulesCheckEditor: SetupEditor<RulesCheckBoard> = {
  groups: [
    { key: 'turn', fields: [num('turn.life', -10, 30), num('turn.deck', 0, 60)] },
    { key: 'nonTurn', fields: [num('nonTurn.life', -10, 30), num('nonTurn.deck', 0, 60)] },
    ...SLOTS.map((slot) => ({ key: slot, fields: [{ key: `${slot}.on`, kind: 'flag' as const }, num(`${slot}.size`, 0, 5), num(`${slot}.order`, 1, 9)] })),
  ],
  values(b) {
    const v: EditorValues = { 'turn.life': b.turn.life, 'turn.deck': b.turn.deck, 'nonTurn.life': b.nonTurn.life, 'nonTurn.deck': b.nonTurn.deck };
    for (const a of AREAS) {
      const cards = [...b.turn.field[a]].sort((x, y) => (x.placed ?? 0) - (y.placed ?? 0));
      [0, 1].forEach((i) => {
        v[`${a}.${i + 1}.on`] = !!cards[i];
        v[`${a}.${i + 1}.size`] = cards[i]?.size ?? 1;
        v[`${a}.${i + 1}.order`] = cards[i]?.placed ?? 1;
      });
    }
    return v;
  },
  build(v) {
    const field = emptyField();
    for (const slot of SLOTS) {
      if (!v[`${slot}.on`]) continue;
      const [area] = slot.split('.') as [(typeof AREAS)[number]];
      field[area].push(card(slot, Number(v[`${slot}.size`]), Number(v[`${slot}.order`])));
    }
    return board({ life: Number(v['turn.life']), deck: Number(v['turn.deck']), field }, { life: Number(v['nonTurn.life']), deck: Number(v['nonTurn.deck']) });
  },
};

export const rulesCheckFlow: FlowDefinition<RulesCheckBoard> = {
  game: 'buddyfight',
  id: 'rules-check',
  machine: rulesCheckMachine,
  setups: rulesCheckSetups,
  editor: rulesCheckEditor,
  editions: boardEditions<RulesCheckBoard>({ sizeAnyMonster: ['3'] }),
  view(b) {
    const cv = (c: Card) => ({ card: c.card, stats: { size: c.size, order: c.placed ?? 0 } });
    // Only at check 3, which comes once check 2 has logged (it always does): before that the same board is not yet checked.
    const chooser = b.log.some((l) => l.step === '2') ? sizeChooser(b) : null;
    return {
      sections: [
        { key: 'turn.life', kind: 'number', value: b.turn.life },
        { key: 'turn.deck', kind: 'number', value: b.turn.deck },
        { key: 'nonTurn.life', kind: 'number', value: b.nonTurn.life },
        { key: 'nonTurn.deck', kind: 'number', value: b.nonTurn.deck },
        { key: 'turn.field', kind: 'slots', slots: AREAS.map((a) => ({ key: a, cards: b.turn.field[a].map(cv) })) },
        { key: 'turn.drop', kind: 'cards', cards: b.turn.drop.map(cv) },
        { key: 'lost', kind: 'flag', value: [b.turn.lost ? 'turn' : '', b.nonTurn.lost ? 'nonTurn' : ''].filter(Boolean).join('+') || 'none' },
        // Says why check 3 offers picks instead of its one button, and whose field they come from.
        ...(chooser ? [{ key: 'choice', kind: 'flag' as const, value: `size-${chooser}` }] : []),
      ],
    };
  },
};
