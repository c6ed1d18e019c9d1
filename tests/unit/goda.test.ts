import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { gameMachines, getFlow } from '@/machines';
import { fightResult, provisionalApplies, type AttackBoard } from '@/machines/goda/attack';
import { GODA_STACK, type GodaStackBoard } from '@/machines/goda/stack';
import type { TurnBoard, TurnMonster } from '@/machines/goda/turn';
import { costMet, type CostBoard } from '@/machines/goda/cost';
import type { FlowDefinition } from '@/machines/engine/types';
import { randomWalks } from './random-walks';
import { canPush, openStack, push } from '@/machines/engine/stack';
import { blockedChoices, replay } from '@/machines/engine/replay';
import { reachable, withVariant } from './helpers';
import { buildIndex } from '@/app/lib/search/build';
import { parseDocId } from '@/app/lib/search/options';
import { games } from '@/content';

describe('Goda battle arithmetic', () => {
  test('higher P wins, equal P destroys both', () => {
    expect(fightResult(5000, 3000)).toBe('defender');
    expect(fightResult(3000, 5000)).toBe('attacker');
    expect(fightResult(4000, 4000)).toBe('both');
  });
  test('provisional destruction needs a battle, a rested target still in the zone, and a lower-P attacker', () => {
    const base = getFlow('goda', 'attack')!.setups.basic as AttackBoard;
    const b = (over: Partial<AttackBoard>) => ({ ...structuredClone(base), fight: 'battle' as const, target: 'rested' as const, ...over });
    expect(provisionalApplies(b({}))).toBe(true);
    expect(provisionalApplies(b({ fight: 'block' }))).toBe(false);
    expect(provisionalApplies(b({ target: 'ready' }))).toBe(false);
    expect(provisionalApplies(b({ attacker: { ...base.attacker, p: 5000 } }))).toBe(false);
    expect(provisionalApplies(b({ rested: { ...base.rested, where: 'grave' } }))).toBe(false);
  });
  test('a stronger attacker destroys a rested monster: nothing goes back to hand', () => {
    const r = replay<AttackBoard>(getFlow('goda', 'attack')!, ['attack-rested', 'decline', 'next', 'next'], 'strong');
    expect(r.board.rested.where).toBe('grave');
    expect(r.board.attacker.where).toBe('zone');
    expect(r.board.defenderHand).toEqual([]);
  });
  test('only a monster in the zone in attack posture attacks, and only at monsters still in the zone', () => {
    const flow = getFlow('goda', 'attack')!;
    const base = flow.setups.basic as AttackBoard;
    const at = (over: Partial<AttackBoard>) => replay({ ...flow, setups: { ...flow.setups, v: { ...structuredClone(base), ...over } } }, [], 'v').choices;
    expect(at({})).toEqual(expect.arrayContaining(['attack-rested', 'attack-ready', 'attack-life']));
    expect(at({ attacker: { ...base.attacker, posture: 'rest' } })).toEqual([]);
    expect(at({ attacker: { ...base.attacker, where: 'grave' } })).toEqual([]);
    expect(at({ rested: { ...base.rested, where: 'hand' }, ready: { ...base.ready, where: 'grave' } })).toEqual(['attack-life']);
  });
  test('the attacker rests as the attack is declared', () => {
    const r = replay<AttackBoard>(getFlow('goda', 'attack')!, ['attack-life'], 'basic');
    expect(r.board.attacker.posture).toBe('rest');
  });
});

describe('Goda turn', () => {
  const turn = getFlow('goda', 'turn')!;
  test('start time stands rested monsters up and charges special ones; only free time waits for a choice', () => {
    const r = replay<TurnBoard>(turn, ['next'], 'basic');
    expect(r.board.zone.map((m: TurnMonster) => [m.posture, m.charged])).toEqual([
      ['attack', false],
      ['special', true],
    ]);
    expect(replay(turn, [], 'basic').choices).toEqual(['next']);
    expect(replay(turn, ['next', 'next'], 'basic').choices).toContain('end-free');
  });
  test('an armor card moves once a turn', () => {
    const r = replay<TurnBoard>(turn, ['next', 'next', 'move-armor'], 'red-and-armor');
    expect(r.board.armor[0].equipped).toBe(true);
    expect(r.choices).not.toContain('move-armor');
  });
  test('red summons are not limited to one a turn, and each is stacked on a monster in the zone', () => {
    const r = replay<TurnBoard>(turn, ['next', 'next', 'red-summon', 'red-summon'], 'red-and-armor');
    expect(r.log.filter((l) => l.code === 'red-summoned')).toHaveLength(2);
    expect(r.board.zone).toHaveLength(1);
    expect(r.board.zone[0].posture).toBe('attack');
  });
  test('with the zone empty, a red summon is a force summon with a monster from the hand', () => {
    const flow = {
      ...turn,
      setups: {
        ...turn.setups,
        hand: { ...turn.setups.basic, zone: [], redSummons: 1, handMonsters: 1 },
      },
    };
    const before = replay<TurnBoard>(flow, ['next', 'next'], 'hand').board.handMonsters;
    const r = replay<TurnBoard>(flow, ['next', 'next', 'red-summon'], 'hand');
    expect([r.board.zone.length, r.board.handMonsters]).toEqual([1, before - 1]);
    expect(r.log.map((l) => l.code)).toContain('red-summoned-from-hand');
  });
  test('the end-time discard counts every card in hand, draw spells too', () => {
    // Seven cards, one of them a draw spell; the draw makes eight, so one goes and seven stay.
    const flow = { ...turn, setups: { ...turn.setups, seven: { ...turn.setups.basic, handMonsters: 4, handSpells: 2, drawSpells: 1, zone: [] } } };
    const r = replay<TurnBoard>(flow, ['next', 'next', 'end-free', 'next'], 'seven');
    expect(r.board.handMonsters + r.board.handSpells + r.board.drawSpells).toBe(7);
    expect(r.board.grave).toBe(1);
  });
  test('the draw of draw time on an empty deck loses too', () => {
    const flow = { ...turn, setups: { ...turn.setups, empty: { ...turn.setups.basic, deck: 0 } } };
    const r = replay(flow, ['next', 'next'], 'empty');
    expect(r.position.key).toBe('end:deck-out');
  });
});

describe('Goda stack', () => {
  test('the depth bound refuses a fifth card, and the deep setup stays finite', () => {
    let s = openStack<string, 'a' | 'b'>(GODA_STACK);
    for (const by of ['a', 'b', 'a', 'b'] as const) s = push(s, GODA_STACK, by, 'x');
    expect(canPush(s, GODA_STACK, 'a')).toBe(false);
    const map = reachable(getFlow('goda', 'stack')!, 'deep');
    const depths = Object.values(map).map((v) => (v.state.context as GodaStackBoard).stack.items.length);
    expect(Math.max(...depths)).toBe(GODA_STACK.maxDepth);
  });
});

// A probe found the finished stack still giving A the right to stack: a right answers an action (001 §6), and with
// the stack empty, before the first activation or once all has resolved, there is none.
test('the right to stack is held only while something is on the stack', () => {
  const flow = getFlow('goda', 'stack')!;
  const right = (walk: string) => {
    const r = replay<GodaStackBoard>(flow, walk ? walk.split('.') : [], 'answer-only');
    const line = flow.view!(r.board).sections.find((s) => s.key === 'right');
    return line && 'value' in line ? line.value : undefined;
  };
  expect(right('')).toBe('nobody');
  expect(right('activate')).toBe('b');
  expect(right('activate.stack-card')).toBe('a');
  expect(right('activate.stack-card.decline')).toBe('nobody');
  expect(right('activate.stack-card.decline.resolve.resolve')).toBe('nobody');
});

describe('Goda stack: who may answer outside their own turn (001 §3)', () => {
  const c = games.goda.flows.stack.content;
  // A judge read 6.2's "activates a card" and the Cancel of answer-and-back as allowing a normal spell in the
  // opponent's turn; the step and every preset now say that only a time spell (or an effect whose time is met) may.
  test('6.2 says only time spells and timely effects may be stacked outside your own turn, in both languages', () => {
    expect(c.steps['6.2'].text.en).toMatch(/Outside your own turn.*only a time spell/);
    expect(c.steps['6.2'].text.en).toMatch(/normal, loop, armor and area spells are activated in your own turn only/);
    expect(c.steps['6.2'].text.ja).toMatch(/自分のターンでないときに重ねられるのは、タイム呪文/);
  });
  test("every preset is A's turn, and B's answering Cancel is named a time spell", () => {
    expect(games.goda.content.cards.cancel.en).toMatch(/time spell/);
    expect(games.goda.content.cards.cancel.ja).toMatch(/タイム呪文/);
    for (const [id, setup] of Object.entries(c.setups)) {
      expect(setup.text.en, id).toMatch(/^It is A's turn\..*time spell/);
      expect(setup.text.ja, id).toMatch(/^Aのターンです。.*タイム呪文/);
    }
  });
});

/**
 * 001 §3: only a time spell may be activated in the opponent's turn. A probe found the stack chart unable to show a
 * normal spell refused there: B now may hold one, and its choice is shut with a reason the page lists.
 */
describe('Goda stack: a normal spell refused in the opponent’s turn (001 §3)', () => {
  const flow = getFlow('goda', 'stack')!;
  const c = games.goda.flows.stack.content;

  test('in A’s turn, B holding a Blast and a Cancel may stack only the Cancel; the Blast’s choice is shut by its own guard', () => {
    const r = replay<GodaStackBoard>(flow, ['activate'], 'normal-spell');
    expect(r.position.key).toBe('6.2');
    expect(r.choices).toEqual(['stack-card', 'decline']);
    expect(blockedChoices(r.snapshot)).toContainEqual({ event: 'stack-normal', guards: ['canStackNormal'] });
    // The reason the page gives, in both languages: the turn rule, not "no card".
    expect(c.guards.canStackNormal.en).toMatch(/own turn.*only a time spell may be used in the opponent’s turn/);
    expect(c.guards.canStackNormal.ja).toMatch(/タイム呪文以外は相手のターンに発動できない/);
    expect(c.events['stack-normal'].en).toMatch(/normal spell/);
    // Stacking the Cancel takes it, and leaves the Blast in B's hand.
    const after = replay<GodaStackBoard>(flow, ['activate', 'stack-card'], 'normal-spell');
    expect(after.board.hands.b).toEqual(['blast']);
    expect(after.board.stack.items.map((e) => [e.by, e.item.card])).toEqual([
      ['a', 'blast'],
      ['b', 'cancel'],
    ]);
  });

  test('declining leaves B’s Blast unused: A’s Blast resolves and destroys the monster', () => {
    const r = replay<GodaStackBoard>(flow, ['activate', 'decline', 'resolve'], 'normal-spell');
    expect(r.position.key).toBe('end:resolved');
    expect(r.board.monsters.b).toBe('grave');
    expect(r.board.hands.b).toEqual(['blast', 'cancel']);
  });

  test('the same normal spell is open to the turn player: A may stack a Blast on B’s Cancel in A’s own turn', () => {
    const own = withVariant(flow as FlowDefinition<GodaStackBoard>, 'answer-only', (b) => void (b.hands.a = ['blast', 'blast']));
    const r = replay<GodaStackBoard>(own, ['activate', 'stack-card'], 'x');
    expect(r.board.stack.priority).toBe('a');
    expect(r.choices).toContain('stack-normal');
    expect(r.choices).not.toContain('stack-card');
  });

  test('the board says whose turn it is', () => {
    const view = flow.view(flow.setups['normal-spell']);
    expect(view.sections).toContainEqual({ key: 'turn', kind: 'flag', value: 'a' });
  });
});

describe('Goda glossary: spell kinds and red summons', () => {
  const terms = games.goda.topics.terms;
  test('spell kinds name all five kinds and the timing, armor and area limits, citing 001 §3', () => {
    const t = terms['spell-kinds'];
    expect(t.source.doc).toBe('001');
    expect(t.source.section).toEqual({ ja: '3.呪文カードについて', en: '3. About spell cards' });
    for (const k of ['normal', 'time', 'loop', 'armor', 'area']) expect(t.body.en, k).toMatch(new RegExp(`An? ${k} spell`));
    for (const k of ['ノーマル呪文', 'タイム呪文', 'ループ呪文', 'アーマー呪文', 'エリア呪文']) expect(t.body.ja, k).toContain(k);
    expect(t.body.en).toMatch(/only a time spell may be activated in the opponent's turn/);
    expect(t.body.en).toMatch(/each armor spell allows one of these once a turn/);
    expect(t.body.en).toMatch(/only one area spell on the battlefield, both players' sides counted together/);
  });
  test('red summons give the materials (1/2/3), attack posture for evolution, force P as a sum, and no limit a turn, citing 001 §2', () => {
    const t = terms['red-summons'];
    expect(t.source.section).toEqual({ ja: '2.モンスターカードについて', en: '2. About monster cards' });
    expect(t.body.en).toMatch(/special monster needs one material, a special 改 \(kai\) monster two, and a special 極 \(kyoku\) monster three/);
    expect(t.body.en).toMatch(/monsters in attack posture in your own monster zone/);
    expect(t.body.en).toMatch(/P is the total of its materials' P/);
    expect(t.body.en).toMatch(/any number of times a turn/);
    expect(t.body.en).toMatch(/Energy does not count as a card on the battlefield/);
  });
  test('the full-zone ruling holds for every red summon: a zone material is needed, and more than one leaves fewer (001 §2)', () => {
    // Special 改/極 take two or three materials and a G evolution several; a force summon may take them from the hand alone.
    const r = games.goda.flows.turn.rulings.find((x) => x.id === 'turn-red-summon-full-zone')!;
    expect(r.answer.en).toMatch(/^Yes, if a material is in the zone/);
    expect(r.answer.en).toMatch(/leave fewer/);
    expect(r.answer.en).toMatch(/force summon from the hand alone needs a free place/);
    expect(r.answer.ja).toMatch(/^素材がゾーンに1体でもいればできます/);
    expect(r.answer.ja).toMatch(/G進化.*減ります/);
    expect(r.answer.ja).toMatch(/手札だけを素材にするフォース召喚/);
    expect(r.answer.en).not.toMatch(/still holds five/);
  });
  test('the spell kinds replay lands in free time with the armor moved', () => {
    const armor = replay<TurnBoard>(getFlow('goda', 'turn')!, ['next', 'next', 'move-armor'], 'red-and-armor');
    expect(armor.board.armor[0]).toMatchObject({ equipped: true, used: true });
  });
});

describe('10,000 random walks per Goda flow never throw or dead-end', () => {
  for (const id of Object.keys(gameMachines.goda.flows)) {
    test(
      id,
      () => {
        const { ended, states } = randomWalks(getFlow('goda', id)!, 10_000);
        expect(ended).toBe(10_000);
        expect(states).toBeGreaterThan(2);
      },
      120_000,
    );
  }
});

test('the walker can fail: a chart with a dead end throws with its seed and step', () => {
  const machine = createMachine({
    id: 'trap',
    context: { log: [] },
    initial: 'a',
    states: { a: { meta: { step: '1' }, on: { next: 'b' } }, b: { meta: { step: '2' } } },
  });
  const trap = { game: 'toy', id: 'trap', machine, setups: { only: { log: [] } }, view: () => ({ sections: [] }) };
  expect(() => randomWalks(trap, 10)).toThrow(/seed 1: dead end at 2/);
});

describe('Goda: what an effect needs (the other side of each example)', () => {
  const flow = getFlow('goda', 'cost')! as FlowDefinition<CostBoard>;
  const run = (setup: string) => replay<CostBoard>(flow, ['next', 'next', 'next'], setup);
  test('6000 P pays "lower by 5000" and drops to 1000; exactly 5000 P pays it too', () => {
    const r = run('lower-p');
    expect([r.position.key, r.board.power]).toEqual(['end:activated', 1000]);
    expect(costMet({ ...flow.setups['lower-p'], power: 5000 })).toBe(true);
    expect(costMet({ ...flow.setups['lower-p'], power: 4000 })).toBe(false);
  });
  test('an empty hand cannot pay "discard your whole hand"; 4000 P can be made 0; two monsters can be chosen', () => {
    expect(run('discard-empty').position.key).toBe('end:not-activated');
    expect([run('zero-p').position.key, run('zero-p').board.power]).toEqual(['end:activated', 0]);
    expect([run('choose-two').position.key, run('choose-two').board.chosen]).toEqual(['end:activated', 2]);
  });
  test('the wrong time stops at 1 and an unmet condition at 2, before any cost is looked at', () => {
    const t = replay<CostBoard>(flow, ['next'], 'wrong-time');
    expect([t.position.key, t.log.map((l) => l.step + ':' + l.code)]).toEqual(['end:not-activated', ['1:not-its-time']]);
    const c = replay<CostBoard>(flow, ['next', 'next'], 'condition-unmet');
    expect([c.position.key, c.board.power]).toEqual(['end:not-activated', 6000]);
  });
  test('the editor rebuilds a board from its values and clamps what a link could carry', () => {
    const b = flow.editor!.build(
      {
        'effect.timing': true,
        'effect.conditions': true,
        'effect.power': 99999,
        'effect.hand': -3,
        'effect.targets': 2.4,
        'effect.elsewhere': 'x' as unknown as number,
      },
      flow.setups['lower-p'],
    );
    expect([b.power, b.hand, b.targets, b.discardsElsewhere]).toEqual([20000, 0, 2, false]);
  });
});

test('search finds Goda terms and steps in both languages', () => {
  const index = buildIndex();
  // A document's id carries its language and path (the index stores neither).
  const paths = (q: string, lang: string) =>
    index
      .search(q)
      .map((r) => parseDocId(r.id))
      .filter((d) => d.lang === lang)
      .map((d) => `/${d.group}`);
  const top = (q: string, lang: string) => paths(q, lang)[0];
  expect(top('仮破壊', 'ja')).toBe('/goda/terms/provisional-destruction');
  expect(top('provisional destruction', 'en')).toBe('/goda/terms/provisional-destruction');
  expect(top('代償', 'ja')).toBe('/goda/terms/cost');
  expect(paths('choose two monsters', 'en')).toContain('/goda/rulings/cost-choose-two-short');
  expect(paths('フリータイム', 'ja')).toContain('/goda/turn/4.3');
}, 60_000);
