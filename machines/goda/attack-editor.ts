import { flagField as flag, numberField as num } from '../engine/editor';
import type { EditorGroup, EditorValues, SetupEditor } from '../engine/types';
import { LIFE, SPELLS, type AttackBoard, type Fighter } from './attack-board';
import type { Player } from './stack';

const P_MAX = 20000;
const PLAYERS: readonly Player[] = ['a', 'b'];

/**
 * What a judge's question about an attack turns on: each monster's P, whether the attacker is in attack posture
 * (it must be, to attack: 001 §4), whether each defending monster is there (the one in attack posture is the only
 * possible blocker: 001 §5), how much life is left, and which spells each player holds for the answer windows.
 * Postures of the defending monsters are their places: one in rest posture, one in attack posture.
 */
const groups: EditorGroup[] = [
  { key: 'attacker', fields: [num('attacker.p', 0, P_MAX, 1000), flag('attacker.attack-posture')] },
  { key: 'rested', fields: [flag('rested.on'), num('rested.p', 0, P_MAX, 1000)] },
  { key: 'ready', fields: [flag('ready.can-block'), num('ready.p', 0, P_MAX, 1000)] },
  { key: 'defender', fields: [num('defender.life', 0, LIFE.length)] },
  ...PLAYERS.map((p) => ({ key: p, fields: SPELLS.map((s) => flag(`${p}.${s}`)) })),
];

/** A link's number, made whole and kept within 0..max in steps of `step` (decodeEdits checks ranges and steps; build is also called directly). */
const clamp = (v: number | boolean | undefined, max: number, step = 1) =>
  Math.min(max, Math.max(0, Math.round((Number.isFinite(Number(v)) ? Number(v) : 0) / step) * step));

/** A defending monster there (in the zone) or not there at all; an edit never moves it anywhere else. */
const present = (f: Fighter, on: boolean, p: number): Fighter => ({ ...f, p, where: on ? 'zone' : 'absent' });

export const attackEditor: SetupEditor<AttackBoard> = {
  groups,
  values(b) {
    const v: EditorValues = {
      'attacker.p': b.attacker.p,
      'attacker.attack-posture': b.attacker.posture === 'attack',
      'rested.on': b.rested.where === 'zone',
      'rested.p': b.rested.p,
      'ready.can-block': b.ready.where === 'zone',
      'ready.p': b.ready.p,
      'defender.life': b.life.length,
    };
    for (const p of PLAYERS) for (const s of SPELLS) v[`${p}.${s}`] = b.hands[p].includes(s);
    return v;
  },
  build(v, base) {
    const b = structuredClone(base);
    b.attacker = { ...b.attacker, p: clamp(v['attacker.p'], P_MAX, 1000), posture: v['attacker.attack-posture'] === true ? 'attack' : 'rest' };
    b.rested = present(b.rested, v['rested.on'] === true, clamp(v['rested.p'], P_MAX, 1000));
    b.ready = present(b.ready, v['ready.can-block'] === true, clamp(v['ready.p'], P_MAX, 1000));
    b.life = LIFE.slice(0, clamp(v['defender.life'], LIFE.length));
    for (const p of PLAYERS) b.hands[p] = SPELLS.filter((s) => v[`${p}.${s}`] === true);
    return b;
  },
};
