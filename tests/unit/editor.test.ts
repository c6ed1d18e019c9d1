import { describe, expect, test } from 'vitest';
import { flows, getFlow } from '@/machines';
import { decodeEdits, encodeEdits } from '@/machines/engine/editor';
import { defaultSetup, readSituation, writeSituation } from '@/machines/engine/situation';
import type { EditorField, EditorValues, FlowDefinition } from '@/machines/engine/types';

/** A small seeded generator, so a failure names values that can be tried again. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const fieldsOf = (flow: FlowDefinition): EditorField[] => (flow.editor?.groups ?? []).flatMap((g) => g.fields);

function randomValue(f: EditorField, r: () => number): number | boolean {
  if (f.kind === 'flag') return r() < 0.5;
  const steps = Math.floor((f.max - f.min) / f.step);
  return f.min + f.step * Math.floor(r() * (steps + 1));
}

const editable = Object.entries(flows).filter(([, f]) => f.editor);

test('some flows have an editor', () => {
  expect(editable.length).toBeGreaterThan(0);
});

describe.each(editable)('%s: every edit a reader can make survives its own link', (_, flow) => {
  test.each(Object.keys(flow.setups))('setup %s: each field at its bounds', (setup) => {
    for (const f of fieldsOf(flow)) {
      const extremes = f.kind === 'flag' ? [true, false] : [f.min, f.max];
      for (const v of extremes) {
        const values: EditorValues = { ...flow.editor!.values(flow.setups[setup] as never), [f.key]: v };
        const text = encodeEdits(flow, setup, values);
        const back = decodeEdits(flow, setup, text);
        expect(back.problems, `${f.key}=${v} written "${text}"`).toEqual([]);
        expect(back.values[f.key]).toBe(v);
      }
    }
  });

  test.each(Object.keys(flow.setups))('setup %s: 100 random editor states round-trip through the link', (setup) => {
    const r = rng(setup.length * 7919 + 17);
    for (let i = 0; i < 100; i++) {
      const values: EditorValues = { ...flow.editor!.values(flow.setups[setup] as never) };
      for (const f of fieldsOf(flow)) if (r() < 0.4) values[f.key] = randomValue(f, r);
      const query = writeSituation(flow, { setup, edits: values, events: [] });
      const { situation, problems } = readSituation(flow, new URLSearchParams(query), { setup: defaultSetup(flow), edits: null, events: [] });
      expect(problems, query).toEqual([]);
      expect(situation.setup).toBe(setup);
      // Edits equal to the preset are written as no edits at all.
      const same = encodeEdits(flow, setup, values) === '';
      if (same) expect(situation.edits).toBeNull();
      else expect(situation.edits).toEqual(values);
    }
  });
});

describe('rules-check edits (issue 10.3)', () => {
  const flow = getFlow('buddyfight', 'rules-check')!;
  test("the non-turn fighter's fields and negative life are read", () => {
    const back = decodeEdits(flow, 'same-area-then-size', 'nonTurn.life-3~nonTurn.deck-0~turn.life--2');
    expect(back.problems).toEqual([]);
    expect(back.values['nonTurn.life']).toBe(3);
    expect(back.values['nonTurn.deck']).toBe(0);
    expect(back.values['turn.life']).toBe(-2);
  });

  test('a negative number is written so it reads back', () => {
    const values = { ...flow.editor!.values(flow.setups['same-area-then-size'] as never), 'nonTurn.life': -4 };
    const text = encodeEdits(flow, 'same-area-then-size', values);
    expect(text).toContain('nonTurn.life--4');
    expect(decodeEdits(flow, 'same-area-then-size', text).values['nonTurn.life']).toBe(-4);
  });

  test('valid edits after a bad one are kept, and each bad one is reported', () => {
    const back = decodeEdits(flow, 'same-area-then-size', 'nope-1~nonTurn.life-5~turn.life-999~turn.deck-7');
    expect(back.problems.map((p) => p.token)).toEqual(['nope-1', 'turn.life-999']);
    expect(back.values['nonTurn.life']).toBe(5);
    expect(back.values['turn.deck']).toBe(7);
  });

  test('out-of-range negatives and flags other than 0/1 are refused', () => {
    expect(decodeEdits(flow, 'same-area-then-size', 'turn.life--11').problems).toHaveLength(1);
    expect(decodeEdits(flow, 'same-area-then-size', 'center.1.on-2').problems).toHaveLength(1);
  });
});

describe('attack-phase edits keep what the form does not show', () => {
  const flow = getFlow('buddyfight', 'attack-phase')!;
  type T = import('@/machines/buddyfight/table').Table;
  const edited = (setup: string, over: EditorValues) =>
    flow.editor!.build({ ...flow.editor!.values(flow.setups[setup]), ...over }, flow.setups[setup]) as unknown as T;

  test("one number changed on the finishing blow leaves the opponent's 2 life as it was", () => {
    const b = edited('finishing-blow', { 'attacker.center.power': 6000 });
    expect(b.nonTurn.life).toBe(2);
    expect(b.turn.field.center[0].power).toBe(6000);
  });

  test("the attacker's Soulguard and soul, which the form does not offer an attacker, stay through an edit", () => {
    const before = (flow.setups['counterattack-soulguard'] as unknown as T).turn.field.center[0];
    const b = edited('counterattack-soulguard', { 'attacker.center.defense': 2000 });
    const u = b.turn.field.center[0];
    expect([u.keywords, u.soul, u.card]).toEqual([before.keywords, before.soul, before.card]);
    expect(u.defense).toBe(2000);
  });

  test('both fighters’ life is in the form and survives the link', () => {
    const values = { ...flow.editor!.values(flow.setups['center-hits']), 'life.theirs': 2, 'life.yours': 3 };
    const back = decodeEdits(flow, 'center-hits', encodeEdits(flow, 'center-hits', values));
    expect(back.problems).toEqual([]);
    const b = flow.editor!.build(back.values, flow.setups['center-hits']) as unknown as T;
    expect([b.turn.life, b.nonTurn.life]).toEqual([3, 2]);
  });
});

// Found by an audit: a link's number was checked against its field's range but not its step, so
// `barret.damage-1500` built a board with 1500 damage on a field that goes 0, 1000, 2000 …, a board no form could make.
describe('a number between two of its field’s steps is refused, with its field and value', () => {
  const interrupt = getFlow('fftcg', 'interrupt')!;

  test('damage goes by 1000: 1500 is refused on its own, the edits around it apply', () => {
    const { values, problems, read } = decodeEdits(interrupt, 'barret', 'barret.on-1~barret.damage-1500~barret.power-9000');
    expect(problems).toEqual([{ kind: 'off-step', token: 'barret.damage-1500', field: 'barret.damage', value: 1500, min: 0, step: 1000 }]);
    expect(values).toMatchObject({ 'barret.power': 9000, 'barret.damage': 0 });
    expect(read).toBe(2);
  });

  test('the steps count from the field’s least value, as the form’s input counts them', () => {
    // Power runs 1000 to 30000 by 1000.
    expect(decodeEdits(interrupt, 'barret', 'barret.power-2000').problems).toEqual([]);
    expect(decodeEdits(interrupt, 'barret', 'barret.power-2500').problems).toEqual([
      { kind: 'off-step', token: 'barret.power-2500', field: 'barret.power', value: 2500, min: 1000, step: 1000 },
    ]);
    // A field of step 1 takes every whole number in its range.
    expect(decodeEdits(interrupt, 'barret', 'turn.brynhildr-1').problems).toEqual([]);
  });

  test('through a whole link: the page names the edit part, and the board keeps its preset value', () => {
    const link = new URLSearchParams('setup=barret&edit=barret.damage-1500');
    const { situation, problems } = readSituation(interrupt, link, { setup: 'barret', edits: null, events: [] });
    expect(problems).toEqual([{ part: 'edit', kind: 'off-step', token: 'barret.damage-1500', field: 'barret.damage', value: 1500, min: 0, step: 1000 }]);
    expect(situation.edits).toBeNull();
  });

  test('every editor: each number field refuses its least value plus half a step', () => {
    for (const [id, flow] of editable)
      for (const f of fieldsOf(flow))
        if (f.kind === 'number' && f.step > 1) {
          const token = `${f.key}-${f.min + f.step / 2}`;
          expect([id, decodeEdits(flow, defaultSetup(flow), token).problems.map((p) => p.kind)]).toEqual([id, ['off-step']]);
        }
  });
});
