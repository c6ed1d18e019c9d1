import type { LogEntry } from '../engine/types';
import { AREAS, checkAreas, sizeCandidates as sideSizeCandidates, sizeOutcomes, type Area, type Side } from './board';
import type { PlayCost } from './play-costs';

/**
 * The table both fighters share during play timings and the attack phase.
 * Pure data plus pure functions; the machines call these from their actions.
 */
export type Fighter = 'turn' | 'nonTurn';
export const FIGHTERS: Fighter[] = ['turn', 'nonTurn'];
export const other = (f: Fighter): Fighter => (f === 'turn' ? 'nonTurn' : 'turn');

export type Keyword = 'penetrate' | 'counterattack' | 'double-attack' | 'soulguard' | 'move' | 'lifelink' | 'equip-change';

/**
 * Ways a card leaves the field, kept apart because effects key on them:
 * destroyed, returned to the hand, put into another card's soul, and dropped
 * by the ★rules check★ (put into the drop zone, not destroyed: w02/w03).
 */
export type LeaveKind = 'destroyed' | 'returned' | 'soul' | 'rules-check';

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
  /** Lifelink's number: when this card leaves the field, its fighter takes that much damage (000 ④『ライフリンク』). */
  lifelink?: number;
  /** The next destruction of this card is nullified (a Dragon Scale-like effect): it is then not destroyed at all. */
  guarded?: boolean;
}

/**
 * Kinds of life change, kept apart because cards and rules treat them
 * differently: damage from an attack, damage from an effect, life paid as a
 * cost, life lost (not damage), life gained.
 */
export type LifeChange = 'attack-damage' | 'effect-damage' | 'pay' | 'lose' | 'gain';

/** What a card or ability does when it resolves. Targets are fixed when it is used, never re-chosen. */
export type Effect =
  | { kind: 'none' }
  | { kind: 'destroy'; target: string }
  | { kind: 'return'; target: string }
  | { kind: 'nullify-attack' }
  /**
   * A call made by an effect: it happens while the card resolves, so it has no declaration, no cost check and no
   * Counter window of its own (① is the flow of a call declared from the hand). With `buddyCall` it is made as a
   * Buddy Call, which an effect call may be (w09): once a game, and the Buddy Gift follows.
   */
  | { kind: 'call'; area: Area; unit: Unit; buddyCall?: boolean }
  /** A life change by an effect; `to` is seen from the fighter who used the card. */
  | { kind: 'life'; change: Exclude<LifeChange, 'attack-damage'>; to: 'self' | 'opponent'; amount: number }
  /** Damage of one kind to the user's side is prevented (for the rest of the turn, as far as this board reaches). */
  | { kind: 'prevent'; change: 'attack-damage' | 'effect-damage' }
  /** The next destruction of `target` is nullified: the card is not destroyed, so nothing keyed on destruction happens. */
  | { kind: 'nullify-destruction'; target: string }
  /** `target` leaves the field into the soul of `host` (leaving the field, not destruction). */
  | { kind: 'to-soul'; target: string; host: string }
  /**
   * The card used is an item and is equipped: it becomes its user's item (`unit.uid` is the card's own uid). An item
   * already equipped stays beside it until the next ★rules check★ finds two cards in one area (000 ★ルール処理★).
   */
  | { kind: 'equip'; unit: Unit };

/** The conditions a "when …" card waits for (④ その他: a destruction, or damage taken). */
export type When = 'own-destroyed' | 'own-damaged';

export interface Play {
  uid: string;
  card: string;
  counter: boolean;
  effect: Effect;
  /**
   * A "when …" card (④ その他): usable only while its window is open. `own-destroyed` opens when one of its
   * holder's monsters is destroyed, a Soulguard save included (w01: still destroyed), a nullified destruction not.
   * `own-damaged` opens when its holder takes damage, of either kind; damage that was prevented was not taken.
   */
  when?: When;
  /** What using it costs (play-costs.ts); none = free. */
  cost?: PlayCost;
  /** Set when it was used at a Counter timing (an answer, or where only Counters may be used); only on a card in use. */
  atCounterTiming?: boolean;
  /**
   * The monsters the card's text lets its user choose from: any on the field, or only the user's own (a to-soul card
   * never its host). A preset points the card at the attacked monster, the case its ruling is about; when that
   * monster is not on the field (no attack yet at 1.3 or 2.1.1, an attack on the fighter, a target already gone) the
   * user chooses one of these when using it (000 ④ 1.1.1: a target is chosen at use, from every card that fits), and
   * with none to choose the card cannot be used. Absent: the card can aim only at what its symbolic target names.
   */
  choose?: 'any' | 'own';
}

export interface CardRef {
  uid: string;
  card: string;
}

export interface TableSide {
  life: number;
  deck: number;
  field: Record<Area, Unit[]>;
  /** Gauge, on boards where a cost may use it; absent = none (and not shown). */
  gauge?: number;
  /** An equipped item; only its defense matters to the rules modelled here. */
  item: Unit | null;
  /** The item equipped before `item`, still in the item area until the next ★rules check★ takes it away. */
  itemBefore?: Unit | null;
  drop: CardRef[];
  hand: Play[];
  /** Kinds of damage this fighter is protected from now. */
  prevent?: ('attack-damage' | 'effect-damage')[];
  /** Cards an effect returned to the hand. */
  returned: CardRef[];
  /** This fighter has made their one Buddy Call of the game (① 1.3); absent on boards where it does not matter. */
  buddyCallUsed?: boolean;
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
  /** Set at 3.3: the battle is over. The attack is still read after it (3.4's play timing, 4.1's Double Attack). */
  over?: boolean;
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

/**
 * A choice the rules leave to a fighter, waiting on the board. While one is
 * pending, the step offers only its answers (the chart cannot move on).
 * - soulguard: the card would leave the field; its owner may drop one soul to keep it (④ 『ソウルガード』, optional).
 * - counterattack: more than one attacker qualifies; the Counterattack card's owner picks one (③ 3.2.2).
 * - size: the field is over size 3 and more than one monster could go; its owner picks (★rules check★).
 * - equip-change: a newly equipped item with Equip Change lets its owner return the old item to the hand instead of
 *   the drop zone (④ 『装備変更』, optional).
 * - lifelink: Lifelink is about to deal its damage, and its fighter holds a Counter to answer it with (④ 『ライフリンク』
 *   may be answered with a Counter). Never inside a ★rules check★: see `lifelinkOnLeave`.
 * - target: a card just used must choose its target and more than one monster fits (`aimPlay`); its user picks.
 */
export type Choice =
  | { kind: 'soulguard'; uid: string; step: string; how: Exclude<LeaveKind, 'rules-check'>; by: Fighter; host?: string }
  | { kind: 'counterattack'; step: string; options: string[] }
  | { kind: 'size'; step: string; fighter: Fighter }
  | { kind: 'equip-change'; step: string; fighter: Fighter }
  | { kind: 'lifelink'; step: string; fighter: Fighter; amount: number; card: string }
  | { kind: 'target'; step: string; fighter: Fighter };

/** A "when destroyed / damaged / enters" card whose condition was met and that may still be used. */
export interface Window {
  card: string;
  by: Fighter;
}

/** Rules that differ between editions of the detailed rules; absent = the source document's (000) reading. */
export interface Edition {
  /** 002 (EN, 2014): Counterattack destroys an attacker whose defense is less than its power; 000: less than or equal. */
  counterattackStrict?: boolean;
  /** 002 (EN, 2014): the size check may send any monster, the one placed last included; 000 spares the one placed last. */
  sizeAnyMonster?: boolean;
}

export interface Table {
  edition?: Edition;
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
  /** A fighter's choice the step waits on; null when none. */
  choice?: Choice | null;
  /** Move monsters already shifted this phase (each may shift once, ③ 1.1.1/1.1.2). */
  moved?: string[];
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
 * A card is about to leave the field. A nullified destruction comes first: the
 * card is then not destroyed at all, so it neither leaves nor asks Soulguard.
 * Soulguard is optional and works against any leaving (④ 『ソウルガード』), so
 * a Soulguard card with soul waits for its owner's choice; anything else
 * leaves now. Returns whether it left.
 */
export function leave(t: Table, uid: string, how: Exclude<LeaveKind, 'rules-check'>, step: string, by: Fighter, host?: string): boolean {
  const at = findUnit(t, uid);
  if (!at) return false;
  if (how === 'destroyed' && at.unit.guarded) {
    at.unit.guarded = false;
    t.log.push({ step, code: 'destruction-nullified', card: at.unit.card });
    return false;
  }
  if (at.unit.keywords.includes('soulguard') && at.unit.soul > 0) {
    t.choice = { kind: 'soulguard', uid, step, how, by, ...(host ? { host } : {}) };
    t.log.push({ step, code: 'soulguard-offered', card: at.unit.card });
    return false;
  }
  finishLeave(t, uid, how, step, by, host);
  return true;
}

/**
 * A card leaving the field leaves its soul behind: those cards go to its
 * owner's drop zone, so every card stays somewhere on the board.
 */
export function soulToDrop(t: Table, f: Fighter, u: { uid: string; soul?: number }) {
  for (let i = (u.soul ?? 0) - 1; i >= 0; i--) t[f].drop.push({ uid: `${u.uid}:${i}:soul`, card: 'soul-card' });
  if (u.soul) u.soul = 0;
}

/**
 * Lifelink keys on leaving the field in any way (000 ④『ライフリンク』 says "leaves the field", not "is destroyed"):
 * the card's fighter takes its number as damage. Damage from an ability, so it is effect damage.
 */
export function lifelinkOnLeave(t: Table, f: Fighter, u: Unit, step: string, inCheck = false) {
  if (!u.keywords.includes('lifelink') || !u.lifelink) return;
  // 000 ④ 『ライフリンク』: a Counter may answer it. Its fighter, who takes the damage, is the one with a reason to; the
  // window opens only when they hold a Counter and no other choice is waiting. Not inside a ★rules check★: 000 names
  // no timing for that answer, and its Counter timings (① 2.1, ② 3.1/6.1/7.1, ④ 1.2.1, 2.2.1) all fall between checks,
  // never within one. So a card the check drops deals its damage at once, as a call's cost does at ① 1.6 (a probe
  // found this table and the call chart reading 000 two ways; the flow decides, and the Lifelink page says so).
  if (!inCheck && !t.choice && t[f].hand.some((p) => lifelinkAnswer(t, f, p))) {
    t.choice = { kind: 'lifelink', step, fighter: f, amount: u.lifelink, card: u.card };
    t.log.push({ step, code: 'lifelink-counter-window', card: u.card });
    return;
  }
  damage(t, f, u.lifelink, step, `lifelink-damage-${f}`, 'effect-damage');
}

/**
 * A card that may answer Lifelink: any Counter not waiting for a "when …" window whose target is fixed without asking
 * (this window is itself a choice, so it cannot hold a second one for a target).
 */
const lifelinkAnswer = (t: Table, f: Fighter, p: Play) => p.counter && !p.when && aimNow(t, f, p) === 'fixed';

/** Answers a pending Lifelink window: use the first Counter held (it resolves first), or let the damage land. */
export function answerLifelink(t: Table, useCounter: boolean) {
  const c = t.choice;
  if (!c || c.kind !== 'lifelink') return;
  t.choice = null;
  const play = useCounter ? t[c.fighter].hand.find((p) => lifelinkAnswer(t, c.fighter, p)) : undefined;
  if (play) {
    t[c.fighter].hand = t[c.fighter].hand.filter((p) => p.uid !== play.uid);
    t.log.push({ step: c.step, code: 'lifelink-countered', card: play.card });
    applyEffect(t, bindPlay(t, play), c.fighter, c.step);
    t[c.fighter].drop.push({ uid: play.uid, card: play.card });
  }
  damage(t, c.fighter, c.amount, c.step, `lifelink-damage-${c.fighter}`, 'effect-damage');
}

/**
 * The card leaves: destroyed cards go to their owner's drop zone, returned ones to their owner's hand, one put
 * into a soul goes under its host; its own soul goes to the drop zone either way, and Lifelink answers the leaving.
 */
export function finishLeave(t: Table, uid: string, how: Exclude<LeaveKind, 'rules-check'>, step: string, by: Fighter, host?: string) {
  const at = findUnit(t, uid);
  if (!at) return;
  soulToDrop(t, at.side, at.unit);
  removeUnit(t, uid);
  if (how === 'destroyed') {
    t[at.side].drop.push({ uid, card: at.unit.card });
    t.log.push({ step, code: 'destroyed', card: at.unit.card });
    openWindows(t, at.side, step);
  } else if (how === 'soul') {
    const under = host ? findUnit(t, host) : null;
    if (under) under.unit.soul += 1;
    else t[at.side].drop.push({ uid, card: at.unit.card });
    t.log.push({ step, code: under ? 'put-into-soul' : 'put-into-soul-no-host', card: at.unit.card });
  } else {
    t[at.side].returned.push({ uid, card: at.unit.card });
    t.log.push({ step, code: 'returned', card: at.unit.card });
  }
  void by;
  lifelinkOnLeave(t, at.side, at.unit, step);
  relink(t);
}

/** A condition of `owner`'s was met (by default, one of their monsters was destroyed): each card in their hand waiting for it gets its window. */
export function openWindows(t: Table, owner: Fighter, step: string, when: When = 'own-destroyed') {
  for (const p of t[owner].hand) {
    if (p.when !== when || t.windows?.some((w) => w.card === p.card && w.by === owner)) continue;
    t.windows = [...(t.windows ?? []), { card: p.card, by: owner }];
    t.log.push({ step, code: 'window-opened', card: p.card });
  }
}

/** Destroys a card (Soulguard may step in). Returns whether it left the field now. */
export function destroy(t: Table, uid: string, step: string, by: Fighter = 'turn'): boolean {
  return leave(t, uid, 'destroyed', step, by);
}

/** Answers a pending Soulguard choice: drop one soul and stay, or let the card go. */
export function answerSoulguard(t: Table, use: boolean) {
  const c = t.choice;
  if (!c || c.kind !== 'soulguard') return;
  t.choice = null;
  const at = findUnit(t, c.uid);
  if (!at) return;
  if (use) {
    at.unit.soul -= 1;
    t[at.side].drop.push({ uid: `${at.unit.uid}:${at.unit.soul}:soul`, card: 'soul-card' });
    t.log.push({ step: c.step, code: 'soulguard', card: at.unit.card });
    // Kept on the field, yet destroyed (w01): "when destroyed" still applies.
    if (c.how === 'destroyed') openWindows(t, at.side, c.step);
  } else {
    t.log.push({ step: c.step, code: 'soulguard-declined', card: at.unit.card });
    finishLeave(t, c.uid, c.how, c.step, c.by, c.host);
  }
}

/**
 * Damage to a fighter, typed. Damage of a kind the fighter is protected from
 * is prevented; other kinds of life change go through `changeLife`.
 */
export function damage(t: Table, f: Fighter, amount: number, step: string, code: string, kind: 'attack-damage' | 'effect-damage' = 'attack-damage') {
  if (amount <= 0) return;
  if (t[f].prevent?.includes(kind)) {
    t.log.push({ step, code: `prevented-${kind}`, card: String(amount) });
    return;
  }
  t[f].life -= amount;
  t.log.push({ step, code, card: String(amount) });
  openWindows(t, f, step, 'own-damaged');
}

/** Paying, losing or gaining life: never damage, so damage prevention does not touch it. */
export function changeLife(t: Table, f: Fighter, amount: number, change: 'pay' | 'lose' | 'gain', step: string) {
  t[f].life += change === 'gain' ? amount : -amount;
  t.log.push({ step, code: `life-${change}`, card: String(amount) });
}

/** A card as used: its symbolic target (the attacked card, an attacker…) fixed now, never re-chosen when it resolves. */
export function bindPlay(t: Table, play: Play): Play {
  const e = play.effect;
  return e.kind === 'destroy' || e.kind === 'return' || e.kind === 'nullify-destruction' || e.kind === 'to-soul'
    ? { ...play, effect: { ...e, target: bindTarget(t, e.target) } }
    : play;
}

type Aimed = Extract<Effect, { target: string }>;
const aimed = (e: Effect): e is Aimed => e.kind === 'destroy' || e.kind === 'return' || e.kind === 'nullify-destruction' || e.kind === 'to-soul';
const SYMBOLIC: string[] = Object.values(ref);

/** The monsters `f` may choose for `play` (its `choose`): any on the field, or their own; a to-soul card never its host. */
export function pickOptions(t: Table, f: Fighter, play: Play): Unit[] {
  if (!play.choose) return [];
  const host = play.effect.kind === 'to-soul' ? play.effect.host : null;
  return (play.choose === 'own' ? [f] : FIGHTERS).flatMap((s) => units(t[s])).filter((u) => u.uid !== host);
}

/**
 * How the target of `play` is fixed if `f` uses it now: 'fixed' (its symbolic target names a card on the field, or it
 * aims at nothing symbolic), 'pick' (its user chooses among `pickOptions`), or null: it has nothing to aim at, so it
 * cannot be used (a Counter that destroys an attacker or nullifies the attack, with no attack under way; an audit
 * found such cards offered at 1.3 and then said to resolve with "the card it chose is gone").
 */
export function aimNow(t: Table, f: Fighter, play: Play): 'fixed' | 'pick' | null {
  const e = play.effect;
  if (e.kind === 'nullify-attack') return t.attack && t.attack.attackers.length > 0 && !t.attack.over ? 'fixed' : null;
  if (!aimed(e) || !SYMBOLIC.includes(e.target)) return 'fixed';
  const bound = bindTarget(t, e.target);
  if (bound && onField(t, bound)) return 'fixed';
  return pickOptions(t, f, play).length > 0 ? 'pick' : null;
}

/**
 * The card `f` uses, with its target fixed now: bound from its symbolic target, the one monster that fits, or, when
 * more than one fits, left open with a `target` choice for its user (answered by `answerTarget`).
 */
export function aimPlay(t: Table, f: Fighter, play: Play, step: string): Play {
  const bound = bindPlay(t, play);
  if (aimNow(t, f, play) !== 'pick' || !aimed(bound.effect)) return bound;
  const options = pickOptions(t, f, play);
  if (options.length === 1) {
    t.log.push({ step, code: 'target-only-one', card: options[0].card });
    return { ...bound, effect: { ...bound.effect, target: options[0].uid } };
  }
  t.choice = { kind: 'target', step, fighter: f };
  t.log.push({ step, code: 'target-choose', card: play.card });
  return { ...bound, effect: { ...bound.effect, target: '' } };
}

/** Whether the monster in `side`'s `area` may be chosen at a pending target choice. */
export function canAnswerTarget(t: Table, side: Fighter, area: Area): boolean {
  const c = t.choice;
  if (!c || c.kind !== 'target') return false;
  const u = t[side].field[area][0];
  const play = t.pt.pending[c.fighter];
  return !!u && !!play && pickOptions(t, c.fighter, play).some((x) => x.uid === u.uid);
}

/** Answers a pending target choice: the card waiting to resolve aims at the monster in `side`'s `area`. */
export function answerTarget(t: Table, side: Fighter, area: Area) {
  const c = t.choice;
  if (!c || c.kind !== 'target' || !canAnswerTarget(t, side, area)) return;
  const play = t.pt.pending[c.fighter]!;
  const u = t[side].field[area][0];
  t.choice = null;
  if (aimed(play.effect)) t.pt.pending[c.fighter] = { ...play, effect: { ...play.effect, target: u.uid } };
  t.log.push({ step: c.step, code: 'target-chosen', card: u.card });
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
      else destroy(t, e.target, step, by);
      return;
    case 'return':
      if (!onField(t, e.target)) t.log.push({ step, code: 'no-target', card: play.card });
      else leave(t, e.target, 'returned', step, by);
      return;
    case 'nullify-attack':
      if (t.attack) {
        t.attack.nullified = true;
        t.log.push({ step, code: 'attack-nullified' });
      } else t.log.push({ step, code: 'no-target', card: play.card });
      return;
    case 'life': {
      const f = e.to === 'self' ? by : other(by);
      if (e.change === 'effect-damage') damage(t, f, e.amount, step, `effect-damage-${f}`, 'effect-damage');
      else changeLife(t, f, e.amount, e.change, step);
      return;
    }
    case 'nullify-destruction': {
      const at = findUnit(t, e.target);
      if (!at) t.log.push({ step, code: 'no-target', card: play.card });
      else {
        at.unit.guarded = true;
        t.log.push({ step, code: 'destruction-guard', card: at.unit.card });
      }
      return;
    }
    case 'to-soul':
      if (!onField(t, e.target) || !onField(t, e.host)) t.log.push({ step, code: 'no-target', card: play.card });
      else leave(t, e.target, 'soul', step, by, e.host);
      return;
    case 'prevent':
      t[by].prevent = [...(t[by].prevent ?? []), e.change];
      t.log.push({ step, code: `prevent-${e.change}` });
      return;
    case 'equip': {
      const side = t[by];
      if (side.item) side.itemBefore = side.item;
      side.item = { ...e.unit };
      t.log.push({ step, code: 'equipped', card: e.unit.card });
      return;
    }
    case 'call': {
      const side = t[by];
      side.field[e.area] = [...side.field[e.area], { ...e.unit, placed: nextPlaced(t) }];
      t.log.push({ step, code: 'called', card: e.unit.card });
      if (e.buddyCall) {
        if (side.buddyCallUsed) t.log.push({ step, code: 'buddy-call-already-used', card: e.unit.card });
        else {
          // The Buddy Gift is a life gain (w03 files it under increasing life), given once the buddy is on the field.
          side.buddyCallUsed = true;
          side.life += 1;
          t.log.push({ step, code: 'buddy-gift-by-effect', card: e.unit.card });
        }
      }
      return;
    }
  }
}

export function nextPlaced(t: Table): number {
  return Math.max(0, ...FIGHTERS.flatMap((f) => units(t[f]).map((u) => u.placed))) + 1;
}

/** A side of the table as the ★rules check★ of board.ts reads it: only its field matters there (a Unit is a Card). */
const asSide = (s: TableSide): Side => ({ life: s.life, deck: s.deck, gauge: 0, field: s.field, drop: [], lost: false });

/**
 * Monsters the size check may drop next from a side: none while its total is 3 or less, else every one but the one
 * placed last (000 ★ルール処理★); with `anyMonster` (002's reading) every one. The call flow's rule (board.ts), so the
 * two flows agree on which monsters may go.
 */
export function sizeCandidates(side: TableSide, anyMonster = false): Unit[] {
  return sideSizeCandidates(asSide(side), anyMonster) as Unit[];
}

const sizeOf = (side: TableSide) => units(side).reduce((s, u) => s + u.size, 0);

/**
 * The size part of the check, as the call flow runs it (board.ts `sizeSettle`): while a field is over size 3 its
 * owner picks which monster goes (the document does not say which), but only when the ways the check can end differ
 * (`sizeOutcomes`). When every order sends the same monsters (under 000, two older size 1s beside a size 3 placed
 * last must both go) they go at once, oldest first, with nothing to ask; an audit found play timing asking there
 * while the call flow did not.
 */
export function continueSizeCheck(t: Table, step: string) {
  for (const f of FIGHTERS) {
    if (sizeOf(t[f]) <= 3) continue;
    const ways = sizeOutcomes(asSide(t[f]), !!t.edition?.sizeAnyMonster);
    if (ways.length > 1) {
      t.choice = { kind: 'size', step, fighter: f };
      // Logged so the check is not read as having found nothing to do while its owner chooses.
      t.log.push({ step, code: 'rules-check-size-choose' });
      return;
    }
    const sent = new Set(ways[0] ?? []);
    const order = units(t[f])
      .filter((u) => sent.has(u.uid))
      .sort((a, b) => a.placed - b.placed);
    for (const u of order) dropForSize(t, f, u.uid, step);
  }
  // A card dropped by this check may have dealt Lifelink damage; a fighter it took to 0 loses at this same check, not
  // at the next one, by which time the other fighter could have played on (a probe found a spell resolving first
  // and the game ending in a draw). 000 does not say whether the check runs again; this is our reading.
  lossCheck(t, step);
}

function dropForSize(t: Table, f: Fighter, uid: string, step: string) {
  const u = removeUnit(t, uid)!;
  t[f].drop.push({ uid: u.uid, card: u.card });
  soulToDrop(t, f, u);
  t.log.push({ step, code: 'rules-check-size', card: u.card });
  lifelinkOnLeave(t, f, u, step, true);
  relink(t);
}

/** Answers a pending size choice with the monster in `area` of the fighter who must drop one. */
export function answerSize(t: Table, area: Area) {
  const c = t.choice;
  if (!c || c.kind !== 'size') return;
  const u = t[c.fighter].field[area][0];
  t.choice = null;
  dropForSize(t, c.fighter, u.uid, c.step);
  continueSizeCheck(t, c.step);
}

export function canAnswerSize(t: Table, area: Area): boolean {
  const c = t.choice;
  if (!c || c.kind !== 'size') return false;
  const u = t[c.fighter].field[area][0];
  return !!u && sizeCandidates(t[c.fighter], !!t.edition?.sizeAnyMonster).some((x) => x.uid === u.uid);
}

/**
 * The ★rules check★ on both sides of the table, logged so the board can say
 * what went and why. A loss ends the game at once (the chart goes to its
 * game-over end), so nothing else is checked after one.
 */
/** The ★rules check★'s first part: a fighter at 0 life or with no deck loses. */
function lossCheck(t: Table, step: string) {
  for (const f of FIGHTERS) {
    const s = t[f];
    if ((s.life <= 0 || s.deck <= 0) && !t.lost.includes(f)) {
      t.lost.push(f);
      t.log.push({ step, code: `rules-check-lost-${f}` });
    }
  }
}

export function tableRulesCheck(t: Table, step: string) {
  const before = t.log.length;
  lossCheck(t, step);
  if (t.lost.length) return;
  for (const f of FIGHTERS) {
    const s = t[f];
    const was = units(s);
    const r = checkAreas({ life: s.life, deck: s.deck, gauge: 0, field: s.field, drop: [], lost: false });
    s.field = r.side.field as Record<Area, Unit[]>;
    for (const d of r.dropped) {
      s.drop.push({ uid: d.uid, card: d.card });
      const u = was.find((x) => x.uid === d.uid);
      if (u) soulToDrop(t, f, { ...u });
      t.log.push({ step, code: `rules-check-${d.reason}`, card: d.card });
      if (u) lifelinkOnLeave(t, f, u, step, true);
    }
  }
  relink(t);
  if (continueItemCheck(t, step)) continueSizeCheck(t, step);
  if (t.log.length === before) t.log.push({ step, code: 'rules-check-clear' });
}

/**
 * Two items in one fighter's item area: the older goes to the drop zone, or, when the newer has Equip Change, its
 * owner chooses whether it goes to the hand instead. Returns false while that choice is pending.
 */
function continueItemCheck(t: Table, step: string): boolean {
  for (const f of FIGHTERS) {
    if (!t[f].itemBefore) continue;
    if (t[f].item?.keywords.includes('equip-change')) {
      t.choice = { kind: 'equip-change', step, fighter: f };
      t.log.push({ step, code: 'rules-check-equip-change-choose', card: t[f].itemBefore!.card });
      return false;
    }
    removeItemBefore(t, f, false, step);
  }
  return true;
}

/** The older of two items leaves the item area: to the drop zone, or (Equip Change used) back to its owner's hand. */
function removeItemBefore(t: Table, f: Fighter, toHand: boolean, step: string) {
  const old = t[f].itemBefore;
  if (!old) return;
  t[f].itemBefore = null;
  soulToDrop(t, f, old);
  if (toHand) t[f].returned.push({ uid: old.uid, card: old.card });
  else t[f].drop.push({ uid: old.uid, card: old.card });
  t.log.push({ step, code: toHand ? 'equip-change' : 'rules-check-same-area', card: old.card });
}

/** Answers a pending Equip Change choice, then lets the rest of the ★rules check★ run. */
export function answerEquipChange(t: Table, use: boolean) {
  const c = t.choice;
  if (!c || c.kind !== 'equip-change') return;
  t.choice = null;
  removeItemBefore(t, c.fighter, use, c.step);
  // The rest of the check goes on as it would have: the other fighter's items, then the size check.
  if (continueItemCheck(t, c.step)) continueSizeCheck(t, c.step);
}
