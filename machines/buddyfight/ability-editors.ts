import type { EditorValues, SetupEditor } from '../engine/types';
import type { ActBoard, AutoBoard } from './abilities';
import { FIGHTERS, type Fighter } from './table';
import { flagField as flag, numberField as num } from '../engine/editor';

const ZONES = ['field', 'soul', 'drop'] as const;

/**
 * The activated-ability editor (issue 9, "every situation is a URL"): what the ability does (a target from the open
 * zones or none, an optional action, a condition checked at 1.3.2 and whether it holds), whether the first card of
 * each zone meets the ability's conditions, whether the soul card is face down, the opponent's Counters, the gauge the
 * ability costs and the user's gauge and life to pay it from.
 */
export const actEditor: SetupEditor<ActBoard> = {
  groups: [
    {
      key: 'effect',
      fields: [
        flag('effect.targets'),
        flag('effect.optional'),
        flag('effect.condition-checked'),
        flag('effect.condition-holds'),
        num('effect.cost-gauge', 0, 5),
      ],
    },
    { key: 'payer', fields: [num('payer.gauge', 0, 10), num('payer.life', 0, 30)] },
    ...ZONES.map((z) => ({ key: z, fields: [flag(`${z}.qualifies`), ...(z === 'soul' ? [flag('soul.face-down')] : [])] })),
    { key: 'opponent', fields: [num('opponent.counters', 0, 3)] },
  ],
  values(b) {
    const v: EditorValues = {
      'effect.targets': !!b.effect.targets,
      'effect.optional': b.effect.optional,
      'effect.condition-checked': b.effect.condition !== null,
      'effect.condition-holds': b.effect.condition !== false,
      'soul.face-down': !!b.zones.soul[0]?.faceDown,
      'opponent.counters': b.opponentCounters,
      'effect.cost-gauge': b.effect.cost?.gauge ?? 0,
      'payer.gauge': b.payer.gauge,
      'payer.life': b.payer.life,
    };
    for (const z of ZONES) v[`${z}.qualifies`] = !!b.zones[z][0]?.qualifies;
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    b.effect.targets = v['effect.targets'] ? (base.effect.targets ?? [...ZONES]) : null;
    b.effect.optional = !!v['effect.optional'];
    b.effect.condition = v['effect.condition-checked'] ? !!v['effect.condition-holds'] : null;
    // Each zone's first card carries the edit; a zone the preset left empty stays empty.
    for (const z of ZONES) if (b.zones[z][0]) b.zones[z][0].qualifies = !!v[`${z}.qualifies`];
    if (b.zones.soul[0]) b.zones.soul[0].faceDown = !!v['soul.face-down'];
    b.opponentCounters = Number(v['opponent.counters']);
    // A gauge cost of 0 on an ability that had no cost leaves it free (no empty cost object).
    const gauge = Number(v['effect.cost-gauge']);
    if (gauge > 0 || base.effect.cost) b.effect.cost = { ...base.effect.cost, gauge };
    b.payer = { gauge: Number(v['payer.gauge']), life: Number(v['payer.life']) };
    return b;
  },
};

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
