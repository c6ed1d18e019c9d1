import type { FlowDefinition } from '../engine/types';
import { CARDS, factsOf, guardianFacts } from './cards';
import { appear, takeoverCheck, dealPending, drawFrom, lifeCheck, openCounter, pay, shieldCost, damageAmount, shift, type BgBoard } from './board';
import { bgChart, crossSummonable, ending, preventCard, ragingSummonable, silentSummonable, speedGuardian, update } from './chart';
import { blank, counterStates, side } from './counter';
import { bgView } from './view';
import { numberedChoices } from '../engine/choices';
import { turnEditor } from './turn-editor';

/**
 * One turn of Battle Guardians (004 ターンの流れ). 004 numbers nothing; the chart
 * numbers the phases in the order 004 lists them (1 draw … 10 end declaration) and
 * the steps a phase holds after it (3.1 appear, 3.2 shift, 5.1 counter step …).
 * Wherever an effect is activated, the counter step (flow 'counter') is nested.
 */
const SUMMONABLE = Object.entries(CARDS)
  .filter(([, f]) => f.kind === 'guardian' && (f.role === 'attack' || f.role === 'assist' || f.role === 'armed'))
  .map(([id]) => id);
// The spells the turn player can cast; one held only to answer with (the opponent's) has no button.
const SPELLS = Object.entries(CARDS)
  .filter(([, f]) => f.kind === 'spell' && !f.heldToAnswer)
  .map(([id]) => id);

const draws = (step: string, target: string, prefix = 'draw') =>
  Object.fromEntries(
    (['main', 'side'] as const).map((deck) => [
      `${prefix}-${deck}`,
      ending(
        `${step}:${prefix}-${deck}`,
        (b) => drawFrom(b, 'turn', deck, step),
        target,
        (b) => b.turn[deck].length > 0,
      ),
    ]),
  );

/** 004 チャージフェイズ: one card from hand becomes force (face up), then one more draw or one more charge. */
// Event maps and state groups built in code are typed by the game's setup(), as the states written out are: a guard
// name it does not know, or a step number that is not a string, is a compile error here too.
type BgConfig = Parameters<typeof bgChart.createStateConfig>[0];
type BgOn = NonNullable<BgConfig['on']>;
type BgStates = NonNullable<BgConfig['states']>;

const charge = (b: BgBoard) => {
  const card = b.turn.hand.includes('card') ? 'card' : b.turn.hand[b.turn.hand.length - 1];
  b.turn.hand.splice(b.turn.hand.indexOf(card), 1);
  b.turn.forceUp++;
  b.log.push({ step: '2', code: 'force-charged', card });
};

const summonEvents: BgOn = Object.fromEntries(
  SUMMONABLE.map((card) => [
    `summon-${card}`,
    {
      guard: { type: 'canSummon' as const, params: { card } },
      target: 's3_1',
      actions: update((b) => {
        pay(b.turn, guardianFacts(card)!.sf);
        appear(b, 'turn', card, '3.1');
        if (b.kept === card) b.kept = null;
      }),
    },
  ]),
);

const castEvents: BgOn = Object.fromEntries(
  SPELLS.map((card) => [
    `cast-${card}`,
    {
      guard: { type: 'canCast' as const, params: { card } },
      target: 's5_1',
      actions: update((b) => {
        b.turn.hand.splice(b.turn.hand.indexOf(card), 1);
        b.turn.junk.push(card);
        const f = factsOf(card) as { effect: import('./cards').Effect };
        openCounter(b, 'turn', card, f.effect, '5');
      }),
    },
  ]),
);

/** A damage step and its life check, after the phase that activated damage effects (004 ダメージステップ, ライフチェック). */
/** `again`: where the check goes when the phase ended by going back to summon again (the set phase's `summon-again`). */
const damageSteps = (dmg: string, check: string, then: string, again?: string): BgStates => ({
  [`s${dmg.replace('.', '_')}`]: {
    meta: { step: dmg, defaultEvent: 'take-damage' },
    on: {
      'take-damage': { target: `s${check.replace('.', '_')}`, actions: update((b) => dealPending(b, dmg)) },
      ...numberedChoices('life-shield', (index) => ({
        guard: { type: 'canShield' as const, params: { index } },
        target: `s${check.replace('.', '_')}`,
        actions: update((b) => {
          const [d] = b.pending.splice(index, 1);
          b[d.to].lifeCounters -= shieldCost(damageAmount(b, d));
          b.lifeShieldUsed = true;
          b.log.push({ step: dmg, code: 'life-shield', card: d.card });
          // 004 ライフカウンター: a player left with none loses, however they were spent (an audit found the last
          // counters spent here leaving the game running).
          if (b[d.to].lifeCounters === 0 && !b.loser) {
            b.loser = { player: d.to, why: 'life-counters' };
            b.log.push({ step: dmg, code: d.to === 'turn' ? 'turn-out-of-life-counters' : 'opp-out-of-life-counters' });
          }
          dealPending(b, dmg);
        }),
      })),
      // 004 プリベントアビリティ, the nullifying kind: the next damage effect is cancelled, the rest are dealt.
      // Which of several pending damage effects it cancels is the damaged player's pick, as with life counters.
      ...numberedChoices('prevent-nullify', (index) => ({
        guard: { type: 'canPrevent' as const, params: { kind: 'nullify' as const, index } },
        target: `s${check.replace('.', '_')}`,
        actions: update((b) => {
          const card = preventCard(b, 'nullify', index)!;
          const [d] = b.pending.splice(index, 1);
          b[d.to].hand.splice(b[d.to].hand.indexOf(card), 1);
          b[d.to].junk.push(card);
          b.log.push({ step: dmg, code: 'prevent-nullified', card: d.card });
          dealPending(b, dmg);
        }),
      })),
      // The repairing kind: the damage is dealt, then the attack guardian's DG falls by the prevent guardian's LP (never below 0).
      'prevent-repair': {
        guard: { type: 'canPrevent' as const, params: { kind: 'repair' } },
        target: `s${check.replace('.', '_')}`,
        actions: update((b) => {
          const card = preventCard(b, 'repair')!;
          const p = b.pending[0].to;
          b[p].hand.splice(b[p].hand.indexOf(card), 1);
          b[p].junk.push(card);
          dealPending(b, dmg);
          const g = b[p].attack;
          if (g) g.dg = Math.max(0, g.dg - guardianFacts(card)!.lp);
          b.log.push({ step: dmg, code: 'prevent-repaired', card });
        }),
      },
    },
  },
  [`s${check.replace('.', '_')}`]: {
    meta: { step: check },
    entry: update((b) => lifeCheck(b, check)),
    on: {
      next: [
        { guard: 'oppLost' as const, target: '#turn.won' },
        { guard: 'turnLost' as const, target: '#turn.lost' },
        ...(again ? [{ guard: 'againToSummon' as const, target: again, actions: update((b) => void (b.againToSummon = false)) }] : []),
        { target: then },
      ],
    },
  },
});

const rolls: BgOn = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((face) => [
    `roll-${face}`,
    [
      {
        guard: { type: 'rollFires' as const, params: { face } },
        target: 's7',
        actions: update((b) => {
          b.dice = face;
          pay(b.turn, 1);
          b.log.push({ step: '6', code: 'dice-hits', card: b.turn.attack!.card });
        }),
      },
      {
        target: 's9',
        actions: update((b) => {
          b.dice = face;
          b.turn.attack!.weakened = true;
          b.log.push({ step: '6', code: 'dice-misses', card: b.turn.attack!.card });
        }),
      },
    ],
  ]),
);

const counterHost = (step: string, onDone: BgConfig['onDone'], entry?: BgConfig['entry']) =>
  bgChart.createStateConfig({
    meta: { step, flow: 'counter' },
    ...(entry ? { entry } : {}),
    ...counterStates(step),
    onDone,
  });

/** The automatic effect whose condition was met goes off and opens its counter step (3.5). */
const fireAuto = update((b) => {
  const card = b.autoDue!;
  b.autoDue = null;
  b.lastSummon = null;
  b.log.push({ step: '3.5', code: 'auto-fires', card });
  openCounter(b, 'turn', card, guardianFacts(card)!.auto!.effect, '3.5');
});

/**
 * The way out of a summon's last shift step: our own shift step (3.2), or the opponent's (3.4) when their speed
 * guardian answered our summon. An automatic effect whose condition the summon met (004 自動効果) is settled here,
 * before the summon phase goes on, so it never waits into a later summon (a source re-read found it left due after the
 * opponent's speed summon: never fired, then fired by the next summon, repairing whatever guardian that put in the
 * attack zone). Our reading of 004 強制発動 (a mandatory effect goes off whenever it can): the chart fires it once the
 * summon is over (3.5's note), and the opponent's speed summon answers that summon at the same moment (3.3's note),
 * so the effect goes off once that answer is over too, at 3.4, before anything else we do (see canSpeedAnswer).
 */
const endOfSummon = (step: '3.2' | '3.4'): BgOn => ({
  next: [
    // A mandatory automatic effect (its text does not end in "may"): it goes off, and a counter step opens (3.5).
    { guard: 'autoMust' as const, target: 's3_5', actions: fireAuto },
    { guard: 'noAutoChoice' as const, target: 's3', actions: update((b) => void (b.lastSummon = null)) },
  ],
  // 004 任意発動: an optional one ("may") is the player's choice.
  'auto-use': { guard: 'autoMay' as const, target: 's3_5', actions: fireAuto },
  'auto-decline': {
    guard: 'autoMay' as const,
    target: 's3',
    actions: update((b) => {
      b.log.push({ step, code: 'auto-declined', card: b.autoDue! });
      b.autoDue = null;
      b.lastSummon = null;
    }),
  },
});

/** After an appear step: its life check may have ended the game (see takeoverCheck). */
const afterAppear = (then: string) => [
  { guard: 'oppLost' as const, target: '#turn.won' },
  { guard: 'turnLost' as const, target: '#turn.lost' },
  { target: then },
];

const afterEffect = (pending: string, otherwise: string) => [
  { guard: 'oppLost' as const, target: '#turn.won' },
  { guard: 'turnLost' as const, target: '#turn.lost' },
  { guard: 'damagePending' as const, target: pending },
  { target: otherwise },
];

export const turnMachine = bgChart.createMachine({
  id: 'turn',
  context: ({ input }) => structuredClone(input),
  initial: 's1',
  states: {
    s1: {
      meta: { step: '1' },
      entry: update((b) => {
        // Spent force comes back face up; our weakened guardian stands up again (its double damage was the opponent's turn).
        b.turn.forceUp += b.turn.forceDown;
        b.turn.forceDown = 0;
        if (b.turn.attack) b.turn.attack.weakened = false;
        b.log.push({ step: '1', code: 'force-recovered' });
      }),
      // 004 ドローフェイズ gives the player the right (権限) to draw, not a duty: they may decline, as a player with one card
      // left would (an audit found the only choice a draw that decked them out).
      on: { ...draws('1', 's2'), 'no-draw': { target: 's2', actions: update((b) => void b.log.push({ step: '1', code: 'draw-declined' })) } },
    },
    s2: {
      meta: { step: '2' },
      on: {
        ...Object.fromEntries(
          (['main', 'side'] as const).map((deck) => [
            `charge-draw-${deck}`,
            ending(
              `2:charge-draw-${deck}`,
              (b) => {
                charge(b);
                drawFrom(b, 'turn', deck, '2');
              },
              's3',
              (b) => b.turn.hand.length > 0 && b.turn[deck].length > 0,
            ),
          ]),
        ),
        'charge-twice': {
          guard: 'hasCard' as const,
          target: 's3',
          actions: update((b) => {
            charge(b);
            if (b.turn.hand.length) charge(b);
          }),
        },
        'no-card': { guard: 'emptyHand' as const, target: 's3' },
      },
    },
    s3: {
      meta: { step: '3' },
      on: {
        ...summonEvents,
        // 004 ライズガーディアン: the silent summon puts it face down into the empty assist zone (nothing there to replace).
        'silent-summon': {
          guard: 'canSilentSummon' as const,
          target: 's3_1',
          actions: update((b) => {
            const card = silentSummonable(b)!;
            pay(b.turn, guardianFacts(card)!.sf);
            b.turn.hand.splice(b.turn.hand.indexOf(card), 1);
            b.turn.assist = { card, dg: 0, weakened: false, faceDown: true, silentThisTurn: true };
            b.shifting = { player: 'turn', zone: 'assist', replaced: null };
            // Face down, its SF is hidden: a speed guardian has nothing to answer.
            b.lastSummon = null;
            b.log.push({ step: '3.1', code: 'silent-summoned', card });
          }),
        },
        // 覚醒降臨: face up, it leaves the assist zone for the attack zone, taking over the attack guardian's DG and materials.
        awaken: {
          guard: 'canAwaken' as const,
          target: 's3_1',
          actions: update((b) => {
            const card = b.turn.assist!.card;
            const replaced = b.turn.attack;
            b.turn.assist = null;
            const materials = replaced?.materials ?? [];
            b.turn.attack = { card, dg: replaced?.dg ?? 0, weakened: false, ...(materials.length ? { materials } : {}) };
            b.shifting = { player: 'turn', zone: 'attack', replaced };
            b.lastSummon = { player: 'turn', card };
            b.log.push({ step: '3.1', code: replaced && replaced.dg > 0 ? 'awakened-inheriting' : 'awakened', card });
            takeoverCheck(b, b.turn.attack, '3.1');
          }),
        },
        // 004 レイジングガーディアン: from hand over its base, paying its SF; the base goes under it at the shift step.
        'summon-raging': {
          guard: 'canRage' as const,
          target: 's3_1',
          actions: update((b) => {
            const card = ragingSummonable(b)!;
            pay(b.turn, guardianFacts(card)!.sf);
            appear(b, 'turn', card, '3.1');
            b.shifting!.to = 'under';
          }),
        },
        // 004 クロスガーディアン: the armed guardian becomes the base's under card, then the cross guardian is summoned from hand over the base.
        'cross-summon': {
          guard: 'canCrossSummon' as const,
          target: 's3_1',
          actions: update((b) => {
            const card = crossSummonable(b)!;
            const armed = b.turn.assist!;
            b.turn.assist = null;
            b.turn.attack!.under = [...(b.turn.attack!.under ?? []), armed.card];
            b.log.push({ step: '3.1', code: 'armed-under', card: armed.card });
            pay(b.turn, guardianFacts(card)!.sf);
            appear(b, 'turn', card, '3.1');
          }),
        },
        next: [
          {
            guard: 'keptNotSummoned' as const,
            target: '#turn.lost',
            actions: update((b) => {
              b.loser = { player: 'turn', why: 'foul' };
              b.log.push({ step: '3', code: 'kept-not-summoned' });
            }),
          },
          { target: 's4' },
        ],
      },
    },
    s3_1: { meta: { step: '3.1' }, on: { next: afterAppear('s3_2') } },
    s3_2: {
      meta: { step: '3.2' },
      entry: update((b) => {
        const zone = b.shifting?.zone;
        shift(b, '3.2');
        // 004 自動効果: a guardian coming into the assist zone meets the attack guardian's condition, every time it happens.
        const auto = b.turn.attack && guardianFacts(b.turn.attack.card)?.auto;
        if (zone === 'assist' && b.turn.assist && !b.turn.assist.faceDown && auto?.when === 'assist-summoned') b.autoDue = b.turn.attack!.card;
      }),
      on: {
        // 004 スピードガーディアン: the opponent answers a big enough summon with a speed guardian, paying no force.
        'opp-speed-summon': {
          guard: 'canSpeed' as const,
          target: 's3_3',
          actions: update((b) => {
            const { card, from } = speedGuardian(b)!;
            appear(b, 'opp', card, '3.3', from);
            b.log.push({ step: '3.3', code: 'speed-summoned', card });
          }),
        },
        ...endOfSummon('3.2'),
      },
    },
    s3_5: counterHost('3.5', afterEffect('s3', 's3')),
    s3_3: { meta: { step: '3.3' }, on: { next: afterAppear('s3_4') } },
    s3_4: {
      meta: { step: '3.4' },
      entry: update((b) => shift(b, '3.4')),
      on: {
        // 004 スピードガーディアン asks only that the opponent summon: their speed summon is one, so the turn player's own
        // speed guardian may answer it, from hand or side deck and without force. It appears at 3.1 as any of our
        // summons does, and the opponent may answer again at 3.2 while either side has speed guardians left.
        'speed-answer': {
          guard: 'canSpeedAnswer' as const,
          target: 's3_1',
          actions: update((b) => {
            const { card, from } = speedGuardian(b)!;
            appear(b, 'turn', card, '3.1', from);
            b.log.push({ step: '3.1', code: 'speed-answered', card });
          }),
        },
        ...endOfSummon('3.4'),
      },
    },
    s4: {
      meta: { step: '4' },
      on: {
        'place-domain': {
          guard: 'canPlaceDomain' as const,
          target: 's4',
          actions: update((b) => {
            const card = b.turn.hand.find((c) => factsOf(c).kind === 'domain')!;
            b.turn.hand.splice(b.turn.hand.indexOf(card), 1);
            b.turn.domain = card;
            // Continuous: applied, not activated, so no counter step opens.
            b.log.push({ step: '4', code: 'domain-applied', card });
          }),
        },
        next: 's5',
      },
    },
    s5: {
      meta: { step: '5' },
      on: {
        ...castEvents,
        ...Object.fromEntries(
          (['main', 'side'] as const).map((deck) => [
            deck === 'main' ? 'life-draw' : 'life-draw-side',
            ending(
              `5:life-draw-${deck}`,
              (b) => {
                b.turn.lifeCounters -= 2;
                b.lifeDrawUsed = true;
                b.log.push({ step: '5', code: 'life-draw' });
                drawFrom(b, 'turn', deck, '5');
                drawFrom(b, 'turn', deck, '5');
                if (b.turn.lifeCounters === 0 && !b.loser) {
                  b.loser = { player: 'turn', why: 'life-counters' };
                  b.log.push({ step: '5', code: 'turn-out-of-life-counters' });
                }
              },
              's5',
              // The side deck is offered only while it holds two cards; 004 does not split the two draws between decks.
              (b) => !b.lifeDrawUsed && b.turn.lifeCounters >= 2 && (deck === 'main' || b.turn.side.length >= 2),
            ),
          ]),
        ),
        // 004 起動効果: its cost paid in the set phase, as often as it can be paid; each activation opens a counter step.
        activate: {
          guard: 'canActivate' as const,
          target: 's5_1',
          actions: update((b) => {
            const g = b.turn.attack!;
            const a = guardianFacts(g.card)!.activated!;
            pay(b.turn, a.cost);
            b.log.push({ step: '5', code: 'activated-paid', card: g.card });
            openCounter(b, 'turn', g.card, a.effect, '5');
          }),
        },
        // 004 バーストアビリティ: paid with material cards only (under cards cannot pay), which go to the junk zone; it opens a counter step like any activation.
        burst: {
          guard: 'canBurst' as const,
          target: 's5_1',
          actions: update((b) => {
            const g = b.turn.attack!;
            const burst = guardianFacts(g.card)!.burst!;
            b.turn.junk.push(...g.materials!.splice(0, burst.materials));
            if (!g.materials!.length) delete g.materials;
            b.log.push({ step: '5', code: 'burst-paid', card: g.card });
            openCounter(b, 'turn', g.card, burst.effect, '5');
          }),
        },
        // 004 アシストアビリティ: the assist guardian's ability, usable only from the assist zone; it opens a counter step.
        'assist-ability': {
          guard: 'canAssistAbility' as const,
          target: 's5_1',
          actions: update((b) => {
            const g = b.turn.assist!;
            const a = guardianFacts(g.card)!.assistAbility!;
            pay(b.turn, a.cost);
            b.log.push({ step: '5', code: 'assist-ability-paid', card: g.card });
            openCounter(b, 'turn', g.card, a.effect, '5');
          }),
        },
        // Going back to summon ends the set phase: a damage effect that went off in it is dealt at the phase's end (004
        // ダメージステップ) before the summon phase, not carried into it (an audit found it landing on a guardian summoned
        // meanwhile).
        'summon-again': [{ guard: 'damagePending' as const, target: 's5_2', actions: update((b) => void (b.againToSummon = true)) }, { target: 's3' }],
        next: [{ guard: 'damagePending' as const, target: 's5_2' }, { target: 's6' }],
      },
    },
    s5_1: counterHost('5.1', afterEffect('s5', 's5')),
    ...damageSteps('5.2', '5.3', 's6', 's3'),
    s6: { meta: { step: '6' }, on: rolls },
    s7: counterHost(
      '7',
      afterEffect('s7_1', 's8'),
      update((b) => {
        const g = guardianFacts(b.turn.attack!.card)!;
        openCounter(b, 'turn', b.turn.attack!.card, g.attack!.effect, '7', 'attack');
      }),
    ),
    ...damageSteps('7.1', '7.2', 's8'),
    s8: {
      meta: { step: '8' },
      on: { ...draws('8', 's8_1', 'extra-draw'), 'skip-extra': 's9' },
    },
    s8_1: {
      meta: { step: '8.1' },
      on: {
        'summon-extra': {
          guard: 'canSummonExtra' as const,
          target: 's8_2',
          actions: update((b) =>
            appear(
              b,
              'turn',
              b.turn.hand.find((c) => guardianFacts(c)?.role === 'extra')!,
              '8.2',
            ),
          ),
        },
        // The other way to meet the obligation: the attack guardian's extra ability, which opens a counter step.
        'extra-ability': {
          guard: 'canExtraAbility' as const,
          target: 's8_4',
          actions: update((b) => {
            const g = b.turn.attack!;
            b.log.push({ step: '8.1', code: 'extra-ability-used', card: g.card });
            openCounter(b, 'turn', g.card, guardianFacts(g.card)!.extraAbility!, '8.1');
          }),
        },
        'no-extra': {
          target: '#turn.lost',
          actions: update((b) => {
            b.loser = { player: 'turn', why: 'foul' };
            b.log.push({ step: '8.1', code: 'extra-not-used' });
          }),
        },
      },
    },
    s8_2: { meta: { step: '8.2' }, on: { next: afterAppear('s8_3') } },
    s8_3: { meta: { step: '8.3' }, entry: update((b) => void (shift(b, '8.3'), (b.lastSummon = null))), on: { next: 's9' } },
    s8_4: counterHost('8.4', afterEffect('s8_5', 's9')),
    ...damageSteps('8.5', '8.6', 's9'),
    s9: {
      meta: { step: '9' },
      entry: update((b) => {
        b.log.push({ step: '9', code: 'temporary-effects-end' });
        // 004 クロスガーディアン: at its owner's end phase every face-up force is turned face down (back up at the next draw phase).
        if (b.turn.attack && guardianFacts(b.turn.attack.card)?.role === 'cross' && b.turn.forceUp > 0) {
          pay(b.turn, b.turn.forceUp);
          b.log.push({ step: '9', code: 'cross-force-down', card: b.turn.attack.card });
        }
      }),
      on: { next: [{ guard: 'ragingReturns' as const, target: 's9_1' }, { target: 's10' }] },
    },
    // 004 レイジングガーディアン: at the end phase its base is summoned again (from its under cards first, else hand, main deck or junk zone) and the raging guardian goes back to the side deck.
    s9_1: {
      meta: { step: '9.1' },
      entry: update((b) => {
        const raging = b.turn.attack!;
        const base = guardianFacts(raging.card)!.raging!.base;
        const from = raging.under?.includes(base) ? raging.under : (['hand', 'main', 'junk'] as const).map((z) => b.turn[z]).find((z) => z.includes(base));
        if (!from) return void b.log.push({ step: '9.1', code: 'base-missing', card: base });
        from.splice(from.indexOf(base), 1);
        if (raging.under && !raging.under.length) delete raging.under;
        const materials = raging.materials ?? [];
        b.turn.attack = { card: base, dg: raging.dg, weakened: false, ...(materials.length ? { materials } : {}) };
        b.shifting = { player: 'turn', zone: 'attack', replaced: raging, to: 'side' };
        b.log.push({ step: '9.1', code: raging.dg > 0 ? 'appeared-inheriting' : 'appeared', card: base });
        takeoverCheck(b, b.turn.attack, '9.1');
      }),
      on: { next: afterAppear('s9_2') },
    },
    s9_2: { meta: { step: '9.2' }, entry: update((b) => shift(b, '9.2')), on: { next: 's10' } },
    s10: { meta: { step: '10' }, on: { 'turn-end': 'over' } },
    over: { type: 'final', meta: { end: 'turn-over' } },
    won: { type: 'final', meta: { end: 'won' } },
    lost: { type: 'final', meta: { end: 'lost' } },
  },
});

const g = (card: string, over: { dg?: number; weakened?: boolean; materials?: string[]; under?: string[]; faceDown?: boolean } = {}) => ({
  card,
  dg: 0,
  weakened: false,
  ...over,
});

// Setups stay small (few cards, an empty side deck unless the extra phase is the point) so that every path of each
// can be explored: the chart offers every legal choice, and each card in hand multiplies the boards.
export const turnSetups: Record<string, BgBoard> = {
  /** Both sides have an SF 1 attack guardian; the turn player's has 1000 DG. In hand: SF 2 and SF 3 guardians and a domain card. */
  basic: blank({
    turn: side({ attack: g('guardian-sf1', { dg: 1000 }), forceDown: 3, hand: ['guardian-sf2', 'guardian-sf3', 'domain-card'] }),
    opp: side({ attack: g('guardian-sf1'), hand: ['counter-nullify'] }),
  }),
  /** The first player's first turn: nobody has a guardian yet; the kept SF 1 guardian and an SF 2 one are in hand. */
  'first-turn': blank({
    firstTurn: true,
    kept: 'guardian-sf1',
    turn: side({ hand: ['guardian-sf1', 'guardian-sf2', 'card'] }),
    opp: side(),
  }),
  /** The second player's first turn: the first player's SF 1 guardian is out; SF 1 (the kept one) and SF 2 guardians are in hand. */
  'second-first-turn': blank({
    firstTurn: true,
    kept: 'guardian-sf1',
    turn: side({ hand: ['guardian-sf1', 'guardian-sf2', 'card'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004's example: Chaos Wind (attack ability on 1 and 4: eight cards from the top of the opponent's deck to the junk zone). The opponent has eight cards left; an extra guardian waits in the side deck. */
  'chaos-wind': blank({
    turn: side({ attack: g('chaos-wind'), forceDown: 1, hand: ['card'], side: ['extra-guardian'] }),
    opp: side({ attack: g('guardian-sf2'), main: Array(8).fill('card') }),
  }),
  /** The opponent's guardian was weakened last turn (LP 2000 left): the SF 1 attacker's 1000 damage is doubled. */
  weakened: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf2', { dg: 2000, weakened: true }) }),
  }),
  /** The weakened opponent again, with only two life counters left: stopping the doubled damage would spend them all. */
  'last-counters': blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf2', { dg: 2000, weakened: true }), lifeCounters: 2 }),
  }),
  /** A spell in the set phase: the turn player's SP 1 spell (1000 damage) against an opponent holding an SP 2 spell; an extra guardian in the side deck. */
  spell: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['spell-sp1', 'card'], side: ['extra-guardian'] }),
    opp: side({ attack: g('guardian-sf1'), hand: ['answer-spell-sp2'] }),
  }),
  /** An attack guardian with an activated ability (1 force: 1000 damage); after the draw and charge, two force are up. */
  activated: blank({
    turn: side({ attack: g('guardian-act'), forceDown: 1 }),
    opp: side({ attack: g('guardian-sf2') }),
  }),
  /** The SF 1 attack guardian holds two material cards (face down) and one under card (face up); the SF 2 guardian waits in hand. */
  materials: blank({
    turn: side({ attack: g('guardian-sf1', { dg: 1000, materials: ['card', 'card'], under: ['card'] }), forceDown: 2, hand: ['guardian-sf2'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** The opponent's attack guardian is SF 0, so a normal attack guardian from hand may be SF 1 at most; an SF 2 assist guardian and an SF 2 attack guardian are in hand. */
  assist: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 2, hand: ['assist-sf2', 'guardian-sf2'] }),
    opp: side({ attack: g('guardian-sf0') }),
  }),
  /** The opponent has a speed guardian (X = 2) in the side deck and no force up; their SF 1 attack guardian has 1000 DG. The turn player holds an SF 2 guardian. */
  speed: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 2, hand: ['guardian-sf2'] }),
    opp: side({ attack: g('guardian-sf1', { dg: 1000 }), side: ['speed-guardian'] }),
  }),
  /** As `speed`, and the turn player's side deck holds a speed guardian too (X = 2), to answer the opponent's. */
  'speed-duel': blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 2, hand: ['guardian-sf2'], side: ['speed-guardian'] }),
    opp: side({ attack: g('guardian-sf1', { dg: 1000 }), side: ['speed-guardian'] }),
  }),
  /** The turn player's attack guardian has a burst ability (two material cards: 2000 damage) and holds two materials and one under card. */
  burst: blank({
    turn: side({ attack: g('guardian-burst', { materials: ['card', 'card'], under: ['card'] }), forceDown: 1, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf2') }),
  }),
  /** A cross guardian (attack ability on 1 and 2) in the turn player's attack zone; after the draw and charge, three force are up. */
  cross: blank({
    turn: side({ attack: g('cross-guardian'), forceDown: 2, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** LP effects: the turn player's SF 1 guardian has 2000 DG (1000 LP left) and a repair and an up spell in hand; an SF 2 guardian waits in hand too. */
  'lp-effects': blank({
    turn: side({ attack: g('guardian-sf1', { dg: 2000 }), forceDown: 2, hand: ['spell-repair', 'spell-up', 'guardian-sf2'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** A down spell (2000) against the opponent's SF 2 guardian, which has 2000 DG (2000 LP left). */
  down: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['spell-down', 'card'] }),
    opp: side({ attack: g('guardian-sf2', { dg: 2000 }) }),
  }),
  /** The turn player holds a spell (SP 1) that deals 1000 damage to the opponent's assist guardian, which has 1000 LP. */
  'assist-ko': blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['spell-assist', 'card'] }),
    opp: side({ attack: g('guardian-sf1'), assist: g('assist-guardian') }),
  }),
  /** 004 ライズガーディアン: a rise guardian (force number 4) and an assist guardian in hand, the assist zone empty; after the draw and charge, force is 4. */
  rise: blank({
    turn: side({ attack: g('guardian-sf1', { dg: 1000 }), forceDown: 3, hand: ['rise-guardian', 'assist-guardian'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** Silently summoned on an earlier turn, the rise guardian lies face down in the assist zone; after the draw and charge, force is 4. */
  'rise-awaken': blank({
    turn: side({ attack: g('guardian-sf1', { dg: 1000 }), assist: g('rise-guardian', { faceDown: true }), forceDown: 3, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004 レイジングガーディアン: the raging guardian (base: the SF 1 attack guardian at LP 1000 or less) in hand; the SF 1 guardian has 2000 DG (LP 1000). */
  raging: blank({
    turn: side({ attack: g('guardian-sf1', { dg: 2000 }), forceDown: 2, hand: ['raging-guardian'] }),
    opp: side({ attack: g('guardian-sf3') }),
  }),
  /** 004 クロスガーディアン: an armed guardian in the assist zone, the cross guardian's base (the SF 1 attack guardian, 1000 DG) in the attack zone, the cross guardian in hand. */
  'cross-summon': blank({
    turn: side({ attack: g('guardian-sf1', { dg: 1000 }), assist: g('armed-guardian'), forceDown: 2, hand: ['cross-guardian'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004 自動効果: the attack guardian (2000 DG) repairs itself by 1000 each time an assist guardian is summoned; two assist guardians in hand. */
  auto: blank({
    turn: side({ attack: g('guardian-auto', { dg: 2000 }), forceDown: 2, hand: ['assist-guardian', 'assist-guardian'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004 プリベントアビリティ: the SF 2 attacker deals 2000 on 1, 3 and 5; the opponent (SF 2, 1000 DG) holds a nullifying and a repairing (LP 1000) prevent guardian. */
  prevent: blank({
    turn: side({ attack: g('guardian-sf2'), forceDown: 1, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf2', { dg: 1000 }), hand: ['prevent-nullify', 'prevent-repair'] }),
  }),
  /** 004 アンリミテッドガーディアン: the opponent's unlimited guardian (LP ∞) is weakened; the turn player holds a down spell (2000). */
  unlimited: blank({
    turn: side({ attack: g('guardian-sf1'), forceDown: 1, hand: ['spell-down', 'card'] }),
    opp: side({ attack: g('unlimited-guardian', { weakened: true }) }),
  }),
  /** The SF 1 attack guardian has 2500 DG (LP 500); the SF 0 guardian (LP 2000) and the SF 2 guardian (LP 4000) are in hand. */
  'dg-overflow': blank({
    turn: side({ attack: g('guardian-sf1', { dg: 2500 }), forceDown: 2, hand: ['guardian-sf0', 'guardian-sf2'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /**
   * 004 自動効果 met by a summon the opponent answers with a speed guardian (X = 2): the self-repairing attack guardian
   * (2000 DG) and an SF 2 assist guardian in hand; the opponent's SF 1 attack guardian has 1000 DG.
   */
  'auto-speed': blank({
    turn: side({ attack: g('guardian-auto', { dg: 2000 }), forceDown: 2, hand: ['assist-sf2'] }),
    opp: side({ attack: g('guardian-sf1', { dg: 1000 }), side: ['speed-guardian'] }),
  }),
  /** 004 任意発動: the same automatic effect, but one that "may" be used; one assist guardian in hand. */
  'auto-may': blank({
    turn: side({ attack: g('guardian-auto-may', { dg: 2000 }), forceDown: 1, hand: ['assist-guardian'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004 アシストアビリティ: an assist guardian with an assist ability (1 force: repair 1000) waits in hand; the attack guardian has 2000 DG. */
  'assist-ability': blank({
    turn: side({ attack: g('guardian-sf1', { dg: 2000 }), forceDown: 2, hand: ['assist-repair'] }),
    opp: side({ attack: g('guardian-sf1') }),
  }),
  /** 004 エクストラフェイズ: no extra guardian anywhere, but the attack guardian has an extra ability (1000 damage). */
  'extra-ability': blank({
    turn: side({ attack: g('guardian-extra-ability'), forceDown: 1, hand: ['card'] }),
    opp: side({ attack: g('guardian-sf2') }),
  }),
};

export const turnFlow: FlowDefinition<BgBoard> = {
  game: 'battle-guardians',
  id: 'turn',
  machine: turnMachine,
  setups: turnSetups,
  view: (b) => bgView(b),
  editor: turnEditor,
};
