import { setup } from 'xstate';
import type { FlowDefinition, FlowEvent, LogEntry, StepMeta } from '../engine/types';
import { AREAS, emptyField, logRulesCheck, logSizeAnswer, nextPlacement, sizeCandidates, type Area, type Card, type Side } from './board';
import { CARDS, sameName } from './cards';
import { answerCostSoulguard, canPay, costOf, pay } from './costs';
import { callEditor } from './call-editor';
import { cloneBoard } from '../engine/clone';
import { boardEditions } from './editions';
import type { Edition } from './table';

/**
 * Call flow, section ① of the detailed rules (000). State keys are s<step>,
 * and meta.step carries the official number. Each step's board change runs on
 * entry, so the board shown at a step is the board after that step.
 */
export interface CallBoard {
  side: Side;
  /** Card id the game set aside as the buddy; cards of the same name count as buddies (① intro, Q5; `sameName`). */
  buddy: string;
  buddyZone: Card[];
  buddyCallUsed: boolean;
  /** The card declared at 1.1; null once it has left the call (placed, dropped or back in hand). */
  calling: Card | null;
  area: Area | null;
  buddyCall: boolean;
  counter: 'none' | 'used' | 'nullified' | 'resolved';
  /** A Soulguard card paid as a cost at 1.6, waiting for its owner to keep it or let it go (uid); none when absent. */
  soulguard?: string | null;
  /**
   * The size part of a ★rules check★ (1.7, 3.3) waits for the owner to pick the next monster to send: the field is
   * over size 3 and the ways on end differently (000 ★ルール処理★ and 002 do not say which monsters go).
   */
  sizeChoice?: boolean;
  /**
   * Cards the caller holds, shown and never used: ① gives the caller no timing to use a card between paying (1.6) and
   * the check (1.7), and the call's one Counter timing (2.1) is the opponent's. A preset holds one to show that.
   */
  hand?: Card[];
  log: LogEntry[];
  /** The rules edition's options (set by the edition switch; none is the primary source, 000). */
  edition?: Edition;
}

const card = (uid: string, id: string): Card => ({ uid, card: id, size: CARDS[id].size });

const side = (over: Partial<Side> = {}): Side => ({
  life: 10,
  deck: 30,
  gauge: 2,
  field: emptyField(),
  drop: [],
  lost: false,
  ...over,
});

const base = (over: Partial<CallBoard> = {}): CallBoard => ({
  side: side(),
  buddy: 'buddy-monster',
  buddyZone: [card('b0', 'buddy-monster')],
  buddyCallUsed: false,
  // A card in the hand with the buddy's name; the buddy itself is the one in the buddy zone.
  calling: card('h1', 'buddy-copy'),
  area: null,
  buddyCall: false,
  counter: 'none',
  log: [],
  ...over,
});

export const callSetups: Record<string, CallBoard> = {
  /** Default: calling a card with the buddy's name, buddy call not yet used. */
  buddy: base(),
  /** Q3: Armorknight Succubus with no Armorknight in the drop zone. */
  succubus: base({ calling: card('h1', 'armorknight-succubus'), side: side({ gauge: 2 }) }),
  /** Costs as data: Armorknight Succubus with an «Armorknight» in the drop zone pays 1 gauge and puts that card into its soul. */
  'succubus-pays': base({ calling: card('h1', 'armorknight-succubus'), side: side({ gauge: 2, drop: [card('d1', 'armorknight-other')] }) }),
  /** A call whose cost is 1 life, paid with the last life point: the check at 1.7 ends the game. */
  'last-life': base({ calling: card('h1', 'life-cost-monster'), side: side({ life: 1 }) }),
  /** Web ruling (w09): a Buddy Call is still one call, so its call cost (1 gauge here) must be paid; no gauge is left. */
  'buddy-no-gauge': base({ side: side({ gauge: 0 }) }),
  /** Web ruling (w09): this fighter already made the game's one Buddy Call, so 1.3 offers none; the call is a normal one. */
  'buddy-used': base({ buddyCallUsed: true }),
  /** Official FAQ #1: Duel Sieger "Spartand" nullifies the Lifelink of the Duel Sieger on the field as part of its cost. */
  spartand: base({
    calling: card('h1', 'duel-sieger-spartand'),
    side: side({ field: { left: [{ ...card('f1', 'duel-sieger'), placed: 1 }], center: [], right: [] } }),
  }),
  /** Official FAQ #1: the same, but that Lifelink is already nullified (Great Fate, Frozen Stars): the cost cannot be paid. */
  'spartand-frozen': base({
    calling: card('h1', 'duel-sieger-spartand'),
    side: side({ field: { left: [{ ...card('f1', 'duel-sieger'), placed: 1, nullified: ['lifelink'] }], center: [], right: [] } }),
  }),
  /** Armorknight Demon pays with a Soulguard monster that has one soul: its owner may keep it at 1.6 (w05). */
  'demon-soulguard': base({
    calling: card('h1', 'armorknight-demon'),
    side: side({ field: { left: [{ ...card('f1', 'soulguard-monster'), placed: 1, souls: [card('s1', 'other-monster')] }], center: [], right: [] } }),
  }),
  /**
   * Armorknight Demon pays with a Lifelink 2 monster: paying it makes it leave the field, so Lifelink acts (000). The
   * caller holds a Counter that prevents effect damage, and no step lets them use it before the check at 1.7 (a probe).
   */
  'demon-lifelink': base({
    calling: card('h1', 'armorknight-demon'),
    side: side({ life: 2, field: { left: [{ ...card('f1', 'lifelink-monster'), placed: 1 }], center: [], right: [] } }),
    hand: [{ uid: 'h2', card: 'effect-damage-guard', size: 0 }],
  }),
  /** Q4: Armorknight Demon, the chosen area already holds a monster. */
  demon: base({
    calling: card('h1', 'armorknight-demon'),
    side: side({ field: { left: [], center: [{ ...card('f1', 'other-monster'), placed: 1 }], right: [] } }),
  }),
  /**
   * A size 3 monster called to the center, with a size 1 monster on the left and on the right: the check at 3.3 finds
   * size 5. 000 spares the monster placed last, so both size 1s go; 002 spares none, so the owner picks: the new one
   * alone, or a size 1 and then one of the other two.
   */
  'size-3-call': base({
    calling: card('h1', 'size-3-monster'),
    side: side({ field: { left: [{ ...card('f1', 'size-1-left'), placed: 1 }], center: [], right: [{ ...card('f2', 'size-1-right'), placed: 2 }] } }),
  }),
};

const canBuddyCall = (b: CallBoard) => !!b.calling && sameName(b.calling.card, b.buddy) && !b.buddyCallUsed;

const canCall = (b: CallBoard) => !!b.calling && canPay(b.side, costOf(b.calling.card));

/** Whether the monster in `area` may be the owner's pick at a pending size choice. */
function canSend(b: CallBoard, area: Area): boolean {
  const c = b.side.field[area][0];
  return !!b.sizeChoice && !!c && sizeCandidates(b.side, !!b.edition?.sizeAnyMonster).some((x) => x.uid === c.uid);
}

const chart = setup({
  types: { context: {} as CallBoard, input: {} as CallBoard, events: {} as FlowEvent, meta: {} as StepMeta },
  guards: {
    canBuddyCall: ({ context }) => canBuddyCall(context),
    cannotBuddyCall: ({ context }) => !canBuddyCall(context),
    cannotCall: ({ context }) => !canCall(context),
    canCallAsBuddy: ({ context }) => canCall(context) && context.buddyCall,
    canCallNormally: ({ context }) => canCall(context) && !context.buddyCall,
    counterUsed: ({ context }) => context.counter !== 'none',
    nullified: ({ context }) => context.counter === 'nullified',
    gameOver: ({ context }) => context.side.lost,
    soulguardPending: ({ context }) => !!context.soulguard,
    free: ({ context }) => !context.soulguard && !context.sizeChoice,
    sizeDropLeft: ({ context }) => canSend(context, 'left'),
    sizeDropCenter: ({ context }) => canSend(context, 'center'),
    sizeDropRight: ({ context }) => canSend(context, 'right'),
  },
});

const { assign } = chart;

const log = (b: CallBoard, ...entries: LogEntry[]) => [...b.log, ...entries];

const checked = (step: string) =>
  assign(({ context }) => {
    const r = logRulesCheck(step, context.side, !!context.edition?.sizeAnyMonster);
    return { side: r.side, sizeChoice: r.choose, log: log(context, ...r.log) };
  });

/**
 * The owner's answers to a pending size choice, one per area, offered at the check that raised it (as play timing's
 * are). They have no target: the reader stays on the step, which goes on once nothing is left to choose.
 */
const sizeAnswers = (step: string) =>
  Object.fromEntries(
    AREAS.map((a) => [
      `size-drop-${a}`,
      {
        guard: `sizeDrop${a[0].toUpperCase()}${a.slice(1)}` as 'sizeDropLeft',
        actions: assign(({ context }) => {
          const r = logSizeAnswer(step, context.side, context.side.field[a][0].uid, !!context.edition?.sizeAnyMonster);
          return { side: r.side, sizeChoice: r.choose, log: log(context, ...r.log) };
        }),
      },
    ]),
  );

/** A loss found by a ★rules check★ ends the game, whatever the call was doing. */
const LOSS = { guard: 'gameOver' as const, target: '#call.gameOver' };

const soulguardAnswer = (use: boolean) =>
  assign(({ context }) => {
    const r = answerCostSoulguard(context.side, context.soulguard!, use, '1.6');
    return { side: r.side, soulguard: null, log: log(context, ...r.log) };
  });

const chooseArea = (area: Area) => assign({ area: () => area });

export const callMachine = chart.createMachine({
  id: 'call',
  context: ({ input }) => structuredClone(input),
  initial: 'declare',
  states: {
    declare: {
      meta: { group: '1' },
      initial: 's1_1',
      states: {
        s1_1: { meta: { step: '1.1' }, on: { next: 's1_2' } },
        s1_2: {
          meta: { step: '1.2', defaultEvent: 'center' },
          on: {
            left: { target: 's1_3', actions: chooseArea('left') },
            center: { target: 's1_3', actions: chooseArea('center') },
            right: { target: 's1_3', actions: chooseArea('right') },
          },
        },
        s1_3: {
          meta: { step: '1.3' },
          on: {
            'buddy-call': { guard: 'canBuddyCall', target: 's1_4', actions: assign({ buddyCall: true, buddyCallUsed: true }) },
            'normal-call': { guard: 'canBuddyCall', target: 's1_4' },
            next: { guard: 'cannotBuddyCall', target: 's1_4' },
          },
        },
        s1_4: {
          meta: { step: '1.4' },
          on: {
            pay: [
              { guard: 'canCallAsBuddy', target: 's1_5' },
              { guard: 'canCallNormally', target: 's1_6' },
            ],
            'cannot-pay': {
              guard: 'cannotCall',
              target: '#call.cancelled',
              actions: assign(({ context }) => ({ log: log(context, { step: '1.4', code: 'call-stopped' }) })),
            },
          },
        },
        s1_5: {
          meta: { step: '1.5' },
          entry: assign(({ context }) => {
            const declared = context.calling!;
            const setAside = context.buddyZone[0];
            return {
              buddyZone: [{ ...declared, rested: true }],
              calling: setAside,
              log: log(context, { step: '1.5', code: 'buddy-swap', card: setAside.card }),
            };
          }),
          on: { next: 's1_6' },
        },
        s1_6: {
          meta: { step: '1.6' },
          entry: assign(({ context }) => {
            const paid = pay(context.side, context.calling!, costOf(context.calling!.card), context.area, '1.6');
            return { side: paid.side, calling: paid.calling, soulguard: paid.soulguard ?? null, log: log(context, ...paid.log) };
          }),
          // A Soulguard card paid here waits for its owner's answer at this step, before the check at 1.7.
          on: {
            'soulguard-yes': { guard: 'soulguardPending', actions: soulguardAnswer(true) },
            'soulguard-no': { guard: 'soulguardPending', actions: soulguardAnswer(false) },
            next: { guard: 'free', target: 's1_7' },
          },
        },
        s1_7: {
          meta: { step: '1.7', badges: ['rules-check'] },
          entry: checked('1.7'),
          on: { ...sizeAnswers('1.7'), next: [LOSS, { guard: 'free', target: '#call.counter.s2_1' }] },
        },
      },
    },
    counter: {
      meta: { group: '2' },
      initial: 's2_1',
      states: {
        s2_1: {
          meta: { step: '2.1' },
          on: {
            // Logged so the step says what the choice did: the board's flag alone changed, and the outcome line read
            // only the ★rules check★'s "nothing to do" that followed (found by an audit).
            'counter-used': {
              target: 's2_2',
              actions: assign(({ context }) => ({ counter: 'used' as const, log: log(context, { step: '2.1', code: 'counter-used' }) })),
            },
            pass: 's2_2',
          },
        },
        s2_2: {
          meta: { step: '2.2', badges: ['rules-check'] },
          entry: checked('2.2'),
          on: { next: [LOSS, { guard: 'counterUsed', target: 's2_3' }, { target: 's2_4' }] },
        },
        s2_3: {
          meta: { step: '2.3' },
          on: {
            nullified: {
              target: 's2_4',
              actions: assign(({ context }) => ({
                counter: 'nullified' as const,
                // The card goes to the drop zone, and any soul paid into it goes with it.
                side: { ...context.side, drop: [...context.side.drop, ...(context.calling!.souls ?? []), { ...context.calling!, souls: undefined }] },
                calling: null,
                log: log(context, { step: '2.3', code: 'call-nullified', card: context.calling!.card }),
              })),
            },
            resolved: {
              target: 's2_4',
              actions: assign(({ context }) => ({
                counter: 'resolved' as const,
                log: log(context, { step: '2.3', code: 'counter-resolved' }),
              })),
            },
          },
        },
        s2_4: {
          meta: { step: '2.4', badges: ['rules-check'] },
          entry: checked('2.4'),
          on: { next: [LOSS, { guard: 'nullified', target: '#call.cancelled' }, { target: '#call.resolve.s3_1' }] },
        },
      },
    },
    resolve: {
      meta: { group: '3' },
      initial: 's3_1',
      states: {
        s3_1: {
          meta: { step: '3.1' },
          entry: assign(({ context }) => {
            const s = cloneBoard(context.side);
            const placed = { ...context.calling!, placed: nextPlacement(s) };
            s.field[context.area!].push(placed);
            return { side: s, calling: null, log: log(context, { step: '3.1', code: 'placed', card: placed.card }) };
          }),
          on: { next: 's3_2' },
        },
        s3_2: {
          meta: { step: '3.2' },
          entry: assign(({ context }) => {
            const landed = context.side.field[context.area!].some((c) => sameName(c.card, context.buddy));
            if (context.buddyCall && landed) {
              return { side: { ...context.side, life: context.side.life + 1 }, log: log(context, { step: '3.2', code: 'buddy-gift' }) };
            }
            return { log: log(context, { step: '3.2', code: context.buddyCall ? 'no-gift-not-landed' : 'no-gift-normal' }) };
          }),
          on: { next: 's3_3' },
        },
        s3_3: {
          meta: { step: '3.3', badges: ['rules-check'] },
          entry: checked('3.3'),
          on: { ...sizeAnswers('3.3'), next: [LOSS, { guard: 'free', target: '#call.complete' }] },
        },
      },
    },
    complete: { type: 'final', meta: { end: 'complete' } },
    cancelled: { type: 'final', meta: { end: 'cancelled' } },
    gameOver: { type: 'final', meta: { end: 'game-over' } },
  },
});

export const callFlow: FlowDefinition<CallBoard> = {
  game: 'buddyfight',
  id: 'call',
  machine: callMachine,
  setups: callSetups,
  editor: callEditor,
  // Only the checks that can find the field over size 3: 1.7 on a board edited that way, 3.3 once the monster lands.
  editions: boardEditions<CallBoard>({ sizeAnyMonster: ['1.7', '3.3'] }),
  view(b) {
    // Keyword abilities show as tags; one an effect or a cost has nullified shows as such (FAQ #1).
    const keywords = (c: Card) => (CARDS[c.card]?.keywords ?? []).map((k) => (k === 'lifelink' && c.nullified?.includes(k) ? `${k}-nullified` : k));
    // The buddy's own card is named as such; a card of the same name is tagged as counting as the buddy.
    const buddyLike = (c: Card) => c.card !== b.buddy && sameName(c.card, b.buddy);
    const tags = (c: Card) => [...(c.rested ? ['rested'] : []), ...(buddyLike(c) ? ['buddy'] : []), ...keywords(c)];
    const cv = (c: Card) => ({ card: c.card, tags: tags(c), ...(c.souls?.length ? { stats: { soul: c.souls.length } } : {}) });
    return {
      sections: [
        { key: 'life', kind: 'number', value: b.side.life, side: 'turn' },
        { key: 'gauge', kind: 'number', value: b.side.gauge, side: 'turn' },
        { key: 'buddyZone', kind: 'cards', cards: b.buddyZone.map(cv), side: 'turn' },
        { key: 'buddyCall', kind: 'flag', value: b.buddyCall ? 'this-call' : b.buddyCallUsed ? 'used' : 'not-yet', side: 'turn' },
        // The declared card waits between hand and field, where the opponent may answer it.
        { key: 'calling', kind: 'cards', cards: b.calling ? [cv(b.calling)] : [], pile: true },
        {
          key: 'field',
          kind: 'slots',
          side: 'turn',
          slots: AREAS.map((a) => ({ key: a, cards: b.side.field[a].map(cv), marked: b.area === a })),
        },
        { key: 'drop', kind: 'cards', cards: b.side.drop.map(cv), side: 'turn', compact: true },
        // Only where a preset gives the caller cards to hold: none of them can be used during the call.
        ...(b.hand?.length ? [{ key: 'hand', kind: 'cards' as const, cards: b.hand.map(cv), side: 'turn' }] : []),
        { key: 'counter', kind: 'flag', value: b.counter },
        // A Soulguard card paid as the cost waits on its owner's choice at 1.6; a field over size 3, on which monster goes.
        ...(b.soulguard ? [{ key: 'choice', kind: 'flag' as const, value: 'soulguard' }] : []),
        ...(b.sizeChoice ? [{ key: 'choice', kind: 'flag' as const, value: 'size' }] : []),
        ...(b.side.lost ? [{ key: 'lost', kind: 'flag' as const, value: 'caller' }] : []),
      ],
      sides: [{ key: 'turn', role: 'turn' }],
    };
  },
};
