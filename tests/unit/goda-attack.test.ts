import { describe, expect, test } from 'vitest';
import { games } from '@/content';
import { getFlow } from '@/machines';
import { chartModel, shortestPaths, stepsOf } from '@/machines/engine/chart';
import { CUSTOM, decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { blockedChoices, parseWalk, position, replay } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';
import type { AttackBoard } from '@/machines/goda/attack';
import { editedFlow, withVariant } from './helpers';

const flow = getFlow('goda', 'attack')! as FlowDefinition<AttackBoard>;
const words = games.goda.flows.attack.content;

/** Replays a walk (defaults may be left out, as in a link); the walk must be one the chart accepts. */
const walk = (w: string, setup: string, on: FlowDefinition<AttackBoard> = flow) => {
  const parsed = parseWalk(on, w, setup);
  expect(parsed.problem, w).toBeUndefined();
  return replay<AttackBoard>(on, parsed.events, setup);
};
const right = (b: AttackBoard) => {
  const line = flow.view(b).sections.find((s) => s.key === 'right');
  return line && 'value' in line ? line.value : undefined;
};

/**
 * 001 §6: any action gives the other player the right to stack. A judge's probe found no such right after an attack
 * or a block was declared. Both are now answer windows: the stack chart's own steps, nested in the attack chart.
 */
describe('Goda attack: answer windows after the declaration and after a block (001 §6)', () => {
  test('after the declaration the defender holds the right; after a block, the attacker', () => {
    expect(right(flow.setups.basic)).toBe('nobody');
    const declared = walk('attack-life', 'basic');
    expect(declared.position.key).toBe('5.1.1>6.2');
    expect(declared.position.scope).toBe('stack');
    expect(right(declared.board)).toBe('b');
    const blocked = walk('attack-life.decline.block', 'basic');
    expect(blocked.position.key).toBe('5.3.0>6.2');
    expect(right(blocked.board)).toBe('a');
    // Declining with nothing stacked closes the window, and nobody holds a right any more.
    const after = walk('attack-life.decline', 'basic');
    expect(after.position.key).toBe('5.3');
    expect(right(after.board)).toBe('nobody');
  });

  test('the windows are nested states of one chart: hosts 5.1.1 and 5.3.0 carry the stack flow, and its steps are reached inside them', () => {
    expect(stepsOf(flow)).toEqual(['5.1', '5.1.1', '5.2', '5.2.1', '5.3', '5.3.0', '5.3.1', '5.3.2']);
    const hosts: string[] = [];
    const find = (n: ReturnType<typeof chartModel>['root']) => {
      if (n.flow) hosts.push(`${n.step}:${n.flow}`);
      n.children.forEach(find);
    };
    find(chartModel(flow).root);
    expect(hosts).toEqual(['5.1.1:stack', '5.3.0:stack']);
    const keys = new Set(shortestPaths(flow, 'answer-back').map((p) => position(p.state).key));
    for (const k of ['5.1.1>6.2', '5.1.1>6.3', '5.3.0>6.2']) expect(keys, k).toContain(k);
  });

  test('outside their own turn the defender may stack only a time spell; the normal spell is shut with its own reason', () => {
    const r = walk('attack-life', 'answer-remove');
    expect(r.choices).toEqual(['stack-time-blast', 'decline']);
    expect(blockedChoices(r.snapshot)).toContainEqual({ event: 'stack-blast', guards: ['canBlast'] });
    expect(words.guards.canBlast.en).toMatch(/only a time spell may be used in the opponent's turn/);
    expect(words.guards.canBlast.ja).toMatch(/タイム呪文以外は相手のターンに発動できない/);
  });

  test('in their own turn the attacker may answer a block with a normal spell', () => {
    const r = walk('attack-life.block', 'block-answer');
    expect(r.position.key).toBe('5.3.0>6.2');
    expect(r.choices).toContain('stack-blast');
  });

  test('stacking passes the right on; what was stacked resolves last first, and nothing new may be stacked meanwhile', () => {
    const one = walk('attack-ready.stack-power-up', 'answer-back');
    expect(right(one.board)).toBe('a');
    const two = walk('attack-ready.stack-power-up.stack-cancel', 'answer-back');
    expect(two.board.stack.items.map((e) => [e.by, e.item.card])).toEqual([
      ['b', 'power-up'],
      ['a', 'cancel'],
    ]);
    const resolving = walk('attack-ready.stack-power-up.stack-cancel.decline', 'answer-back');
    expect(resolving.position.key).toBe('5.1.1>6.3');
    expect(resolving.choices).toEqual(['resolve']);
    const done = walk('attack-ready.stack-power-up.stack-cancel.decline.resolve.resolve', 'answer-back');
    expect(done.position.key).toBe('5.2');
    expect(done.board.ready.p).toBe(2000);
    expect(done.log.map((l) => `${l.step} ${l.code}`).slice(-2)).toEqual(['5.1.1>6.3 cancel-resolved', '5.1.1>6.3 nullified']);
  });

  test('Power Up on a monster in rest posture does not save it from provisional destruction: the attacker still has lower P', () => {
    // 3000 P attacks the 5000 P monster in rest posture; B raises it to 8000. The attacker is destroyed, and the
    // defender, still attacked by a lower-P monster, goes back to hand (001 §5 仮破壊).
    const r = walk('attack-rested.stack-power-up.decline.resolve.next.next', 'answer-power');
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.rested).toMatchObject({ p: 8000, where: 'hand' });
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.defenderHand).toEqual(['rested-monster']);
  });

  test('a battle target removed before the fight: no battle, the attacker stays, no life cut', () => {
    // B powers up the attacked monster; A answers with Time Blast on it. A's spell resolves first and destroys it;
    // B's Power Up then finds nothing to act on.
    const b = withVariant(flow, 'answer-power', (x) => void (x.hands.a = ['time-blast']));
    const r = walk('attack-ready.stack-power-up.stack-time-blast.decline.resolve.resolve', 'x', b);
    expect(r.position.key).toBe('end:no-fight');
    expect(r.board.ready.where).toBe('grave');
    expect(r.board.attacker).toMatchObject({ where: 'zone', posture: 'rest', p: 3000 });
    expect(r.log.map((l) => l.code)).toEqual(expect.arrayContaining(['fizzled', 'no-fight']));
    expect(r.board.life).toHaveLength(3);
  });

  test('the attacker removed after a block: the block still stopped the attack on life', () => {
    // B blocks with the 2000 P monster; A answers with Power Up on the attacker, B answers back with Time Blast on it.
    // Time Blast resolves first and destroys the attacker, so Power Up finds nothing; there is no fight and no life is cut.
    const b = withVariant(flow, 'basic', (x) => void (x.hands = { a: ['power-up'], b: ['time-blast'] }));
    const r = walk('attack-life.decline.block.stack-power-up.stack-time-blast.decline.resolve.resolve', 'x', b);
    expect(r.position.key).toBe('end:block-no-fight');
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.ready.where).toBe('zone');
    expect(r.board.life).toHaveLength(3);
    expect(r.board.defenderHand).toEqual([]);
  });

  test('older links still land where they did: the windows are passed by their default (not stacking)', () => {
    expect(walk('attack-rested.next.next', 'basic').position.key).toBe('end:battle-over');
    expect(walk('attack-life.block.next', 'equal-p').position.key).toBe('end:block-over');
    expect(walk('attack-life.no-block.next', 'basic').board.defenderHand).toEqual(['life-1']);
  });

  test('5.1.1 and 5.3.0 say where 001 gives the right and what the chart reads into it, citing section 6', () => {
    for (const s of ['5.1.1', '5.3.0'])
      expect(words.steps[s].source.section).toEqual({
        ja: '6.その他のルールと用語 — 発動の積み重ね(スタック)について',
        en: '6. Other rules and terms — About stacking activations (the stack)',
      });
    expect(words.steps['5.1.1'].note?.en).toMatch(/001 does not say what becomes of an attack whose attacker, or target, is gone/);
    expect(words.steps['5.3.0'].note?.en).toMatch(/A block is not on that list, but a player declares it/);
  });
});

describe('Goda attack editor', () => {
  const editor = flow.editor!;

  test('an unedited preset builds back to itself, for every preset', () => {
    for (const [id, b] of Object.entries(flow.setups)) expect(editor.build(editor.values(b), b), id).toEqual(b);
  });

  test('every field round-trips through an edit= link, and each changes the board it builds', () => {
    const base = editor.values(flow.setups.basic);
    const keys = editor.groups.flatMap((g) => g.fields.map((f) => f.key));
    expect(keys).toEqual([
      'attacker.p',
      'attacker.attack-posture',
      'rested.on',
      'rested.p',
      'ready.can-block',
      'ready.p',
      'defender.life',
      'a.time-blast',
      'a.power-up',
      'a.cancel',
      'a.blast',
      'b.time-blast',
      'b.power-up',
      'b.cancel',
      'b.blast',
    ]);
    for (const f of editor.groups.flatMap((g) => g.fields)) {
      const value = f.kind === 'flag' ? !base[f.key] : base[f.key] === f.max ? f.min : f.max;
      const text = encodeEdits(flow, 'basic', { ...base, [f.key]: value });
      expect(text, f.key).toBe(`${f.key}-${typeof value === 'boolean' ? Number(value) : value}`);
      const back = decodeEdits(flow, 'basic', text);
      expect(back.problems, f.key).toEqual([]);
      expect(back.values[f.key], f.key).toBe(value);
      const built = editedFlow(flow, 'basic', { [f.key]: value }).setups[CUSTOM];
      expect(editor.values(built)[f.key], f.key).toBe(value);
      expect(built, f.key).not.toEqual(flow.setups.basic);
    }
  });

  test('a defending monster taken out is on the board nowhere, and life is counted from the left', () => {
    const b = editedFlow(flow, 'basic', { 'rested.on': false, 'defender.life': 5 }).setups[CUSTOM];
    expect(b.rested.where).toBe('absent');
    const defender = flow.view(b).sections.find((s) => s.key === 'defender');
    expect(defender && 'cards' in defender ? defender.cards.map((c) => c.card) : []).toEqual(['ready-monster']);
    expect(b.life).toEqual(['life-1', 'life-2', 'life-3', 'life-4', 'life-5']);
  });

  test('a bad edit is reported on its own; the rest applies', () => {
    const { values, problems } = decodeEdits(flow, 'basic', 'ready.p-5000~defender.life-9~attacker.p-2500');
    // 2500 is within range but between two of the form's 1000s: a link's is refused, with its own message.
    expect(problems.map((p) => [p.kind, p.token])).toEqual([
      ['bad-edit', 'defender.life-9'],
      ['off-step', 'attacker.p-2500'],
    ]);
    expect(values['ready.p']).toBe(5000);
    // Given to the board directly, it is rounded to the form's 1000s.
    expect(editor.build({ ...values, 'attacker.p': 2500 }, flow.setups.basic).attacker.p).toBe(3000);
  });
});

/** Judges' questions (001 §5), each set up through the editor as a link would, with the answer written by hand. */
describe('a judge’s questions, set up in the attack editor', () => {
  test('the attack-posture question is published as a ruling on the same edited board (marked as our answer)', () => {
    const r = games.goda.flows.attack.rulings.find((x) => x.id === 'attack-ready-higher-p')!;
    expect(r).toMatchObject({ kind: 'judge', replay: { setup: 'basic', edit: 'ready.p-5000', walk: 'attack-ready.next.next' } });
  });

  test('the block question is published as a ruling on the same edited board (marked as our answer)', () => {
    const r = games.goda.flows.attack.rulings.find((x) => x.id === 'attack-no-blocker-empty-life')!;
    expect(r).toMatchObject({
      kind: 'judge',
      replay: { setup: 'basic', edit: 'ready.can-block-0~defender.life-0', walk: 'attack-life.no-block.next' },
    });
  });

  test('"A 3000 P attacker against a 5000 P monster in attack posture?" The attacker is destroyed; no provisional destruction', () => {
    const b = editedFlow(flow, 'basic', { 'ready.p': 5000 });
    const r = walk('attack-ready.next.next', CUSTOM, b);
    expect(r.position.key).toBe('end:battle-over');
    expect(r.board.attacker.where).toBe('grave');
    expect(r.board.ready).toMatchObject({ where: 'zone', posture: 'attack', p: 5000 });
    expect(r.board.defenderHand).toEqual([]);
    expect(r.log.map((l) => l.code)).not.toContain('returned-to-hand');
  });

  test('"The same monster in rest posture?" It wins and still goes back to hand', () => {
    const r = walk('attack-rested.next.next', CUSTOM, editedFlow(flow, 'basic', { 'rested.p': 5000 }));
    expect(r.board.rested.where).toBe('hand');
    expect(r.board.attacker.where).toBe('grave');
  });

  test('"My monster is in rest posture: can it attack?" No', () => {
    const r = walk('', CUSTOM, editedFlow(flow, 'basic', { 'attacker.attack-posture': false }));
    expect(r.choices).toEqual([]);
    expect(blockedChoices(r.snapshot).map((c) => c.event)).toEqual(['attack-rested', 'attack-ready', 'attack-life']);
  });

  test('"No monster in attack posture, no life left: can I block?" No, and the attack wins', () => {
    const b = editedFlow(flow, 'basic', { 'ready.can-block': false, 'defender.life': 0 });
    const at = walk('attack-life.decline', CUSTOM, b);
    expect(at.choices).toEqual(['no-block']);
    expect(walk('attack-life.no-block.next', CUSTOM, b).position.key).toBe('end:attacker-wins');
  });

  test('"B holds only a normal spell: can B answer my attack?" No: only declining is open', () => {
    const b = editedFlow(flow, 'basic', { 'b.blast': true });
    const r = walk('attack-ready', CUSTOM, b);
    expect(r.choices).toEqual(['decline']);
  });
});
