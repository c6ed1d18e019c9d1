import type { EditorValues, SetupEditor } from '../engine/types';
import type { ActBoard } from './act-ability';
import { flagField as flag, numberField as num } from '../engine/editor';

const ZONES = ['field', 'soul', 'drop'] as const;

/**
 * The activated-ability editor (issue 9, "every situation is a URL"): what the ability does (a target from the open
 * zones or none, an optional action, a condition checked at 1.3.2 and whether it holds), whether the first card of
 * each zone meets the ability's conditions, whether the soul card is face down, the opponent's Counters, the gauge and
 * life the ability costs and the user's gauge and life to pay them from.
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
        num('effect.cost-life', 0, 10),
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
      'effect.cost-life': b.effect.cost?.life ?? 0,
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
    // A cost of 0 the preset did not name is left out (no empty cost object, no gauge: 0 on a life-only cost), so an
    // unedited preset builds back to itself.
    for (const [key, field] of [
      ['gauge', 'effect.cost-gauge'],
      ['life', 'effect.cost-life'],
    ] as const) {
      const n = Number(v[field]);
      if (n > 0 || base.effect.cost?.[key] !== undefined) b.effect.cost = { ...b.effect.cost, [key]: n };
    }
    b.payer = { gauge: Number(v['payer.gauge']), life: Number(v['payer.life']) };
    return b;
  },
};
