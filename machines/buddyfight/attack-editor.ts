import type { EditorGroup, EditorValues, SetupEditor } from '../engine/types';
import { AREAS } from './board';
import { battleTable, type BattleSpec, type UnitSpec } from './attack-setups';
import type { Keyword, Table, Unit } from './table';
import { flagField as flag, numberField as num } from '../engine/editor';

const ATTACKER_KEYWORDS: Keyword[] = ['penetrate', 'double-attack', 'move'];
const DEFENDER_KEYWORDS: Keyword[] = ['counterattack', 'soulguard', 'move', 'lifelink'];

function unitGroup(key: string, keywords: Keyword[]): EditorGroup {
  return {
    key,
    fields: [
      flag(`${key}.on`),
      num(`${key}.power`, 0, 99000, 1000),
      num(`${key}.defense`, 0, 99000, 1000),
      num(`${key}.critical`, 0, 9, 1),
      ...keywords.map((k) => flag(`${key}.${k}`)),
      ...(keywords.includes('soulguard') ? [num(`${key}.soul`, 0, 5, 1)] : []),
      ...(keywords.includes('lifelink') ? [num(`${key}.lifelink-n`, 1, 9, 1)] : []),
    ],
  };
}

const groups: EditorGroup[] = [
  ...AREAS.map((a) => unitGroup(`attacker.${a}`, ATTACKER_KEYWORDS)),
  unitGroup('attacker.item', ['penetrate', 'double-attack']),
  ...AREAS.map((a) => unitGroup(`defender.${a}`, DEFENDER_KEYWORDS)),
  { key: 'defender.item', fields: [flag('defender.item.on'), num('defender.item.defense', 0, 99000, 1000)] },
  { key: 'turn', fields: [flag('turn.first')] },
];

function readUnit(values: EditorValues, key: string, u: Unit | null | undefined, keywords: Keyword[]) {
  values[`${key}.on`] = !!u;
  values[`${key}.power`] = u?.power ?? 5000;
  values[`${key}.defense`] = u?.defense ?? 5000;
  values[`${key}.critical`] = u?.critical ?? 1;
  for (const k of keywords) values[`${key}.${k}`] = !!u?.keywords.includes(k);
  if (keywords.includes('soulguard')) values[`${key}.soul`] = u?.soul ?? 0;
  if (keywords.includes('lifelink')) values[`${key}.lifelink-n`] = u?.lifelink ?? 1;
}

function spec(values: EditorValues, key: string, keywords: Keyword[]): UnitSpec | undefined {
  if (!values[`${key}.on`]) return undefined;
  return {
    power: Number(values[`${key}.power`]),
    defense: Number(values[`${key}.defense`]),
    critical: Number(values[`${key}.critical`]),
    keywords: keywords.filter((k) => values[`${key}.${k}`]),
    soul: keywords.includes('soulguard') ? Number(values[`${key}.soul`]) : 0,
    ...(keywords.includes('lifelink') ? { lifelink: Number(values[`${key}.lifelink-n`]) } : {}),
  };
}

/** The battle editor: each attacker and defender slot's numbers and keywords, the opponent's item, and the first turn. */
export const attackEditor: SetupEditor<Table> = {
  groups,
  values(t) {
    const v: EditorValues = {};
    for (const a of AREAS) readUnit(v, `attacker.${a}`, t.turn.field[a][0], ATTACKER_KEYWORDS);
    readUnit(v, 'attacker.item', t.turn.item, ['penetrate', 'double-attack']);
    for (const a of AREAS) readUnit(v, `defender.${a}`, t.nonTurn.field[a][0], DEFENDER_KEYWORDS);
    v['defender.item.on'] = !!t.nonTurn.item;
    v['defender.item.defense'] = t.nonTurn.item?.defense ?? 5000;
    v['turn.first'] = t.firstTurn;
    return v;
  },
  build(values, base) {
    const b: BattleSpec = {
      attackers: {},
      defenders: {},
      firstTurn: !!values['turn.first'],
      item: values['defender.item.on'] ? { defense: Number(values['defender.item.defense']) } : undefined,
      turnHand: base.turn.hand,
      nonTurnHand: base.nonTurn.hand,
    };
    for (const a of AREAS) {
      const at = spec(values, `attacker.${a}`, ATTACKER_KEYWORDS);
      if (at) b.attackers[a] = at;
      const df = spec(values, `defender.${a}`, DEFENDER_KEYWORDS);
      if (df) b.defenders[a] = df;
    }
    const item = spec(values, 'attacker.item', ['penetrate', 'double-attack']);
    if (item) b.attackers.item = item;
    return battleTable(b);
  },
};
