import type { EditorValues, SetupEditor } from '../engine/types';
import { FIGHTERS, type Fighter, type Play, type Table } from './table';
import { numberField as num } from '../engine/editor';

/** Enough to use, answer and answer back in one play timing, and to see a hand run out. */
const MAX_HAND = 3;

const isCounter = (p: Play) => p.counter;

/** A plain card added by the editor: it resolves with no effect, so only who may use what changes. */
const extra = (f: Fighter, counter: boolean, i: number): Play => ({
  uid: `${f === 'turn' ? 't' : 'n'}e${counter ? 'c' : 's'}${i}`,
  card: counter ? 'counter-spell' : 'spell',
  counter,
  effect: { kind: 'none' },
});

/**
 * A hand with `spells` cards without Counter and `counters` with: the preset's own cards are kept first, in their
 * order and with their effects and targets, and plain cards make up the rest.
 */
export function hand(f: Fighter, base: Play[], spells: number, counters: number): Play[] {
  const kept = new Set([...base.filter((p) => !isCounter(p)).slice(0, spells), ...base.filter(isCounter).slice(0, counters)]);
  const own = base.filter((p) => kept.has(p));
  const more = (counter: boolean, want: number) => {
    const have = own.filter((p) => isCounter(p) === counter).length;
    return Array.from({ length: want - have }, (_, i) => extra(f, counter, have + i + 1));
  };
  return [...own, ...more(false, spells), ...more(true, counters)];
}

/**
 * The play-timing editor (issue 9, "every situation is a URL"): each fighter's life, gauge (for costs) and deck (a ★rules check★ runs at
 * every step that ends a use), and how many cards without and with Counter each holds. Which one a fighter uses is
 * the first of the kind the step allows, as in the presets; a preset's own cards keep their effects.
 */
export const playTimingEditor: SetupEditor<Table> = {
  groups: FIGHTERS.map((f) => ({
    key: f,
    fields: [num(`${f}.life`, 0, 30), num(`${f}.gauge`, 0, 10), num(`${f}.deck`, 0, 60), num(`${f}.spells`, 0, MAX_HAND), num(`${f}.counters`, 0, MAX_HAND)],
  })),
  values(t) {
    const v: EditorValues = {};
    for (const f of FIGHTERS) {
      v[`${f}.life`] = t[f].life;
      v[`${f}.gauge`] = t[f].gauge ?? 0;
      v[`${f}.deck`] = t[f].deck;
      v[`${f}.spells`] = t[f].hand.filter((p) => !isCounter(p)).length;
      v[`${f}.counters`] = t[f].hand.filter(isCounter).length;
    }
    return v;
  },
  build(v, base) {
    const t = structuredClone(base);
    for (const f of FIGHTERS) {
      t[f].life = Number(v[`${f}.life`]);
      // Gauge stays off the board where the preset has none and the reader gave none: only costs use it.
      const gauge = Number(v[`${f}.gauge`]);
      if (base[f].gauge !== undefined || gauge > 0) t[f].gauge = gauge;
      t[f].deck = Number(v[`${f}.deck`]);
      t[f].hand = hand(f, base[f].hand, Number(v[`${f}.spells`]), Number(v[`${f}.counters`]));
    }
    return t;
  },
};
