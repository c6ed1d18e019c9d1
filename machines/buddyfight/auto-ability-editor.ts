import type { EditorValues, SetupEditor } from '../engine/types';
import type { AutoBoard } from './auto-ability';
import { FIGHTERS, type Fighter } from './table';
import { numberField as num } from '../engine/editor';

/** The auto abilities the editor can put in waiting, by the names content gives them. */
const PENDING_MAX = 2;
const nameOf = (f: Fighter, i: number) => `auto-${f === 'turn' ? 't' : 'n'}${i}`;

/**
 * The auto-ability editor: how many auto abilities wait on each side when the flow starts (0–2), and how many
 * Counters each fighter holds to answer the other's.
 */
export const autoEditor: SetupEditor<AutoBoard> = {
  groups: FIGHTERS.map((f) => ({ key: f, fields: [num(`${f}.pending`, 0, PENDING_MAX), num(`${f}.counters`, 0, 3)] })),
  values(b) {
    const v: EditorValues = {};
    for (const f of FIGHTERS) {
      v[`${f}.pending`] = Math.min(PENDING_MAX, b.pending[f].length);
      v[`${f}.counters`] = b.counters[f];
    }
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    for (const f of FIGHTERS) {
      const n = Number(v[`${f}.pending`]);
      const kept = base.pending[f].slice(0, n);
      for (let i = 1; kept.length < n; i++) if (!kept.includes(nameOf(f, i))) kept.push(nameOf(f, i));
      b.pending[f] = kept;
      b.counters[f] = Number(v[`${f}.counters`]);
    }
    return b;
  },
};
