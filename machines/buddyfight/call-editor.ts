import type { EditorValues, SetupEditor } from '../engine/types';
import { AREAS, type Card } from './board';
import type { CallBoard } from './call';
import { numberField as num } from '../engine/editor';

/**
 * The call editor (issue 9, "every situation is a URL"): the caller's life, gauge and deck, whether the game's
 * Buddy Call is spent, and a monster (with its size) in each area. The card being called, the buddy and the drop
 * zone come from the preset, so an edit changes what can pay and what the rules check finds, not which card it is.
 */
export const callEditor: SetupEditor<CallBoard> = {
  groups: [
    {
      key: 'fighter',
      fields: [num('fighter.life', 0, 30), num('fighter.gauge', 0, 10), num('fighter.deck', 0, 60), { key: 'fighter.buddy-call-used', kind: 'flag' }],
    },
    ...AREAS.map((a) => ({ key: `field.${a}`, fields: [{ key: `field.${a}.on`, kind: 'flag' as const }, num(`field.${a}.size`, 0, 3)] })),
  ],
  values(b) {
    const v: EditorValues = {
      'fighter.life': b.side.life,
      'fighter.gauge': b.side.gauge,
      'fighter.deck': b.side.deck,
      'fighter.buddy-call-used': b.buddyCallUsed,
    };
    for (const a of AREAS) {
      v[`field.${a}.on`] = b.side.field[a].length > 0;
      v[`field.${a}.size`] = b.side.field[a][0]?.size ?? 1;
    }
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    b.side.life = Number(v['fighter.life']);
    b.side.gauge = Number(v['fighter.gauge']);
    b.side.deck = Number(v['fighter.deck']);
    b.buddyCallUsed = !!v['fighter.buddy-call-used'];
    AREAS.forEach((a, i) => {
      // A preset's own monster (with its keywords and soul) stays when the area stays filled; only its size changes.
      const kept: Card | undefined = base.side.field[a][0];
      b.side.field[a] = v[`field.${a}.on`]
        ? [{ ...(kept ?? { uid: `f-${a}`, card: 'other-monster' }), size: Number(v[`field.${a}.size`]), placed: kept?.placed ?? i + 1 }]
        : [];
    });
    return b;
  },
};
