import type { EditorValues, SetupEditor } from '../engine/types';
import type { ActBoard } from './act-ability';
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
