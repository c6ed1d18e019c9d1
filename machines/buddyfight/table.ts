import type { LogEntry } from '../engine/types';
import { AREAS, rulesCheck, type Area } from './board';

/**
 * The table both fighters share during play timings and the attack phase.
 * Pure data plus pure functions; the machines call these from their actions.
 */
export type Fighter = 'turn' | 'nonTurn';
export const FIGHTERS: Fighter[] = ['turn', 'nonTurn'];
export const other = (f: Fighter): Fighter => (f === 'turn' ? 'nonTurn' : 'turn');

export type Keyword = 'penetrate' | 'counterattack' | 'double-attack' | 'soulguard' | 'move';

export interface Unit {
  uid: string;
  card: string;
  size: number;
  power: number;
  defense: number;
  critical: number;
  keywords: Keyword[];
  soul: number;
  rested: boolean;
  placed: number;
}

/** What a card or ability does when it resolves. Targets are fixed when it is used, never re-chosen. */
export type Effect =
  | { kind: 'none' }
  | { kind: 'destroy'; target: string }
  | { kind: 'return'; target: string }
  | { kind: 'nullify-attack' }
  | { kind: 'call'; area: Area; unit: Unit };

export interface Play {
  uid: string;
  card: string;
  counter: boolean;
  effect: Effect;
}

export interface CardRef {
  uid: string;
  card: string;
}

export interface TableSide {
  life: number;
  deck: number;
  field: Record<Area, Unit[]>;
  /** An equipped item; only its defense matters to the rules modelled here. */
  item: Unit | null;
  drop: CardRef[];
  hand: Play[];
  /** Cards an effect returned to the hand. */
  returned: CardRef[];
}

export interface Attack {
  attackers: string[];
  target: string | 'fighter' | null;
  /** Set at 2.2: more than one attacker. Cleared as soon as fewer than two remain (Q3). */
  link: boolean;
  nullified: boolean;
  hit: boolean | null;
  /** The hit landed on the opponent's center monster (what Penetrate needs). */
  hitCenter: boolean;
  declared: boolean;
}

export interface PlayTiming {
  host: string | null;
  pending: Partial<Record<Fighter, Play>>;
  used: Record<Fighter, number>;
  /** Cards used per fighter in this play timing may not exceed this (attack phase 2.5). */
  limit: number | null;
  /** Only Counter cards may be used (during an attack, i.e. at 2.5). */
  counterOnly?: boolean;
}

/** A "when destroyed / damaged / enters" card whose condition was met and that may still be used. */
export interface Window {
  card: string;
  by: Fighter;
}

export interface Table {
  /** Fighters the ★rules check★ found at 0 life or 0 deck. */
  lost: Fighter[];
  /** Open "when …" windows (④ その他); they expire when the play timing ends unused. */
  windows?: Window[];
  turn: TableSide;
  nonTurn: TableSide;
  firstTurn: boolean;
  attacks: number;
  doubleAttackUsed: string[];
  attack: Attack | null;
  pt: PlayTiming;
  log: LogEntry[];
}

export const ref = {
  /** Symbolic targets written in setups, resolved to a card when the card is used. */
  TARGET: '@target',
  ATTACKER: '@attacker',
  LAST_ATTACKER: '@last-attacker',
};

export function units(side: TableSide): Unit[] {
  return AREAS.flatMap((a) => side.field[a]);
}

export function findUnit(t: Table, uid: string): { side: Fighter; area: Area | 'item'; unit: Unit } | null {
  for (const f of FIGHTERS) {
    for (const a of AREAS) {
      const u = t[f].field[a].find((x) => x.uid === uid);
      if (u) return { side: f, area: a, unit: u };
    }
    if (t[f].item?.uid === uid) return { side: f, area: 'item', unit: t[f].item! };
  }
  return null;
}

export const onField = (t: Table, uid: string) => findUnit(t, uid) !== null;

/** Attackers still on the field, in declaration order. */
export function liveAttackers(t: Table): Unit[] {
  return (t.attack?.attackers ?? []).map((uid) => findUnit(t, uid)?.unit).filter((u): u is Unit => !!u);
}

function removeUnit(t: Table, uid: string): Unit | null {
  const at = findUnit(t, uid);
  if (!at) return null;
  if (at.area === 'item') t[at.side].item = null;
  else t[at.side].field[at.area] = t[at.side].field[at.area].filter((u) => u.uid !== uid);
  return at.unit;
}

/** Keeps the Q3 rule: a link attack with fewer than two cards left is no longer a link attack. */
function relink(t: Table) {
  if (t.attack && t.attack.link && liveAttackers(t).length < 2) {
    t.attack.link = false;
    t.log.push({ step: '', code: 'link-broken' });
  }
}

/**
 * Destroys a card: Soulguard keeps it on the field by dropping one soul, otherwise it goes to the drop zone.
 * Returns whether it left the field.
 */
export function destroy(t: Table, uid: string, step: string): boolean {
  const at = findUnit(t, uid);
  if (!at) return false;
  if (at.unit.keywords.includes('soulguard') && at.unit.soul > 0) {
    at.unit.soul -= 1;
    t[at.side].drop.push({ uid: `${at.unit.uid}:soul`, card: 'soul-card' });
    t.log.push({ step, code: 'soulguard', card: at.unit.card });
    return false;
  }
  removeUnit(t, uid);
  t[at.side].drop.push({ uid, card: at.unit.card });
  t.log.push({ step, code: 'destroyed', card: at.unit.card });
  relink(t);
  return true;
}

export function damage(t: Table, f: Fighter, amount: number, step: string, code: string) {
  if (amount <= 0) return;
  t[f].life -= amount;
  t.log.push({ step, code, card: String(amount) });
}

/** Resolves a symbolic target at the moment a card is used. */
export function bindTarget(t: Table, target: string): string {
  if (target === ref.TARGET) return typeof t.attack?.target === 'string' && t.attack.target !== 'fighter' ? t.attack.target : '';
  if (target === ref.ATTACKER) return t.attack?.attackers[0] ?? '';
  if (target === ref.LAST_ATTACKER) return t.attack?.attackers[t.attack.attackers.length - 1] ?? '';
  return target;
}

export function applyEffect(t: Table, play: Play, by: Fighter, step: string) {
  const e = play.effect;
  switch (e.kind) {
    case 'none':
      t.log.push({ step, code: 'resolved-no-board-change', card: play.card });
      return;
    case 'destroy':
      if (!onField(t, e.target)) t.log.push({ step, code: 'no-target', card: play.card });
      else destroy(t, e.target, step);
      return;
    case 'return': {
      const u = removeUnit(t, e.target);
      if (!u) {
        t.log.push({ step, code: 'no-target', card: play.card });
        return;
      }
      const owner = findOwner(e.target, by);
      t[owner].returned.push({ uid: u.uid, card: u.card });
      t.log.push({ step, code: 'returned', card: u.card });
      relink(t);
      return;
    }
    case 'nullify-attack':
      if (t.attack) {
        t.attack.nullified = true;
        t.log.push({ step, code: 'attack-nullified' });
      } else t.log.push({ step, code: 'no-target', card: play.card });
      return;
    case 'call': {
      const side = t[by];
      side.field[e.area] = [...side.field[e.area], { ...e.unit, placed: nextPlaced(t) }];
      t.log.push({ step, code: 'called', card: e.unit.card });
      return;
    }
  }
}

/** Owners are recorded by uid prefix in setups ("t…" turn, "n…" non-turn) so a returned card goes home. */
function findOwner(uid: string, by: Fighter): Fighter {
  if (uid.startsWith('t')) return 'turn';
  if (uid.startsWith('n')) return 'nonTurn';
  return other(by);
}

export function nextPlaced(t: Table): number {
  return Math.max(0, ...FIGHTERS.flatMap((f) => units(t[f]).map((u) => u.placed))) + 1;
}

/** The ★rules check★ on both sides of the table, logged so the board can say what went and why. */
export function tableRulesCheck(t: Table, step: string) {
  const before = t.log.length;
  for (const f of FIGHTERS) {
    const s = t[f];
    const r = rulesCheck({ life: s.life, deck: s.deck, gauge: 0, field: s.field, drop: [], lost: false });
    s.field = r.side.field as Record<Area, Unit[]>;
    for (const d of r.dropped) {
      s.drop.push({ uid: d.uid, card: d.card });
      t.log.push({ step, code: `rules-check-${d.reason}`, card: d.card });
    }
    if (r.lost && !t.lost.includes(f)) {
      t.lost.push(f);
      t.log.push({ step, code: `rules-check-lost-${f}` });
    }
  }
  relink(t);
  if (t.log.length === before) t.log.push({ step, code: 'rules-check-clear' });
}
