import { expect } from 'vitest';
import type { BgBoard } from '@/machines/battle-guardians/board';
import { lpOf, summonLimit } from '@/machines/battle-guardians/board';
import { canAwaken, counterCard, crossSummonable, ragingSummonable } from '@/machines/battle-guardians/chart';
import { replay, type ReplayResult } from '@/machines/engine/replay';
import { getFlow } from '@/machines';
import { deckProblems, type SetupBoard } from '@/machines/battle-guardians/setup';
import { editedFlow, type Answer } from './helpers';
import { CUSTOM } from '@/machines/engine/editor';
import type { FlowDefinition } from '@/machines/engine/types';
import { rulingCut } from './ruling-cut';

const codes = (r: ReplayResult) => r.log.map((l) => l.code);
/** The same walk cut after `n` events, to see what the chart offered on the way. */
const upTo = (r: ReplayResult<BgBoard>, setup: string, n: number) =>
  replay<BgBoard>(
    getFlow('battle-guardians', 'turn')!,
    r.visits.slice(1, n + 1).map((v) => v.event!),
    setup,
  );

/** Each Battle Guardians ruling's answer, asserted on the board its replay leaves (004). */
export const bgAnswers: Record<string, Answer> = {
  // 4 is on Chaos Wind's attack ability: one force, the battle, eight cards milled, a deck-out win.
  'bg-chaos-wind-hit': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('end:won');
    expect(r.visits.map((v) => v.key)).toContain('7>1');
    expect(r.board.opp.main).toEqual([]);
    expect(r.board.opp.junk.length).toBe(8);
    expect(r.board.dice).toBe(4);
    expect(r.board.turn.forceDown).toBe(1);
    expect(r.board.turn.attack!.weakened).toBe(false);
    expect(r.board.loser).toEqual({ player: 'opp', why: 'deck-out' });
  },
  // 3 is not: no force spent, Chaos Wind weakened, the battle (and the extra phase) skipped.
  'bg-chaos-wind-miss': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('9');
    expect(r.board.turn.attack!.weakened).toBe(true);
    expect(r.board.turn.forceDown).toBe(0);
    expect(r.board.opp.main.length).toBe(8);
    expect(r.visits.map((v) => v.key).some((k) => k.startsWith('7') || k.startsWith('8'))).toBe(false);
  },
  // Opponent at SF 1: SF 2 may come out, SF 3 may not, though four force would pay for it.
  'bg-summon-limit': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.turn.forceUp).toBe(4);
    expect(r.choices).toContain('summon-guardian-sf2');
    expect(r.choices).not.toContain('summon-guardian-sf3');
    expect(r.board.turn.hand).toContain('guardian-sf3');
  },
  // First turn, own attack zone empty: SF 1 or lower only, whatever the force.
  'bg-first-turn-limit': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.turn.forceUp).toBe(2);
    expect(r.choices).toContain('summon-guardian-sf1');
    expect(r.choices).not.toContain('summon-guardian-sf2');
  },
  // The second player's first turn, facing SF 1: the SF 2 guardian is summoned.
  'bg-second-first-turn-limit': (r: ReplayResult<BgBoard>) => {
    expect(r.board.turn.attack?.card).toBe('guardian-sf2');
    expect(r.board.turn.hand).not.toContain('guardian-sf2');
  },
  // The SF 2 guardian took over 1000 DG (LP 4000 → 3000); the old one is in the junk zone.
  'bg-dg-takeover': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    const g = r.board.turn.attack!;
    expect(g.card).toBe('guardian-sf2');
    expect(g.dg).toBe(1000);
    expect(lpOf(g)).toBe(3000);
    expect(r.board.turn.junk).toEqual(['guardian-sf1']);
  },
  // 1000 damage doubled to 2000 on a weakened guardian with 2000 LP left: 0 LP, the opponent loses, the guardian stays.
  'bg-weakened-double': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    const g = r.board.opp.attack!;
    expect(g.dg).toBe(4000);
    expect(lpOf(g)).toBe(0);
    expect(r.board.opp.junk).not.toContain('guardian-sf2');
    expect(r.board.loser).toEqual({ player: 'opp', why: 'lp' });
    expect(r.choices).toEqual(['next']);
  },
  // The same, with the last two counters: the damage is cancelled, and the opponent, out of counters, loses.
  'bg-life-shield-last-counters': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    expect(r.board.opp.lifeCounters).toBe(0);
    expect(r.board.opp.attack!.dg).toBe(2000);
    expect(r.board.loser).toEqual({ player: 'opp', why: 'life-counters' });
    expect(r.log.map((l) => l.code)).toContain('opp-out-of-life-counters');
    expect(r.choices).toEqual(['next']);
  },
  // Two life counters (2000 after doubling) cancel the damage; LP unchanged, the game goes on.
  'bg-life-counter-shield': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    expect(r.board.opp.lifeCounters).toBe(2);
    expect(r.board.opp.attack!.dg).toBe(2000);
    expect(r.board.loser).toBeNull();
    expect(r.board.lifeShieldUsed).toBe(true);
  },
  // A domain card's continuous effect opens no counter step: the chart stays in the domain phase.
  'bg-continuous-no-counter': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('4');
    expect(r.board.turn.domain).toBe('domain-card');
    expect(r.board.counter).toBeNull();
    expect(codes(r)).not.toContain('counter-step-opens');
    expect(r.board.opp.hand).toContain('counter-nullify');
  },
  // SP 2 discarded against SP 1: nullified, and the activator's counter card could not be used.
  'bg-sp-cancel': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.visits.map((v) => v.key)).not.toContain('2');
    expect(r.board.opp.junk).toEqual(['answer-spell-sp2']);
    expect(r.board.turn.hand).toContain('counter-boost');
    expect(r.board.pending).toEqual([]);
    expect(codes(r)).toContain('activation-nullified');
  },
  // SP 1 cannot nullify SP 2: the option never appeared, and the spell's damage goes ahead.
  'bg-sp-too-low': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.opp.hand).toEqual(['answer-spell-sp1']);
    expect(r.board.pending.map((d) => d.amount)).toEqual([1000]);
  },
  // The opponent's counter is the step's only one: straight to the close, the ability nullified, our boost unused.
  'bg-one-counter': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.visits.map((v) => v.key)).toEqual(['1', '3']);
    expect(r.board.turn.hand).toContain('counter-boost');
    expect(r.board.pending).toEqual([]);
    expect(codes(r)).toContain('counter-nullifies');
  },
  // The opponent went first and passed; then the activator's counter boosted the damage to 2000.
  'bg-opponent-first': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.visits.map((v) => v.key)).toEqual(['1', '2', '3']);
    expect(r.board.pending.map((d) => d.amount)).toEqual([2000]);
    expect(r.board.opp.hand).toContain('counter-nullify');
  },
  // No guardian in the zone before: DG 0, the printed LP, nothing to junk at the shift step.
  'bg-no-dg-without-previous': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.1');
    const g = r.board.turn.attack!;
    expect(g.card).toBe('guardian-sf1');
    expect(g.dg).toBe(0);
    expect(lpOf(g)).toBe(3000);
    expect(codes(r)).toContain('appeared');
    expect(codes(r)).not.toContain('appeared-inheriting');
  },
  // DG and the two materials pass to the SF 2 guardian; the old guardian and its under card go to the junk zone.
  'bg-materials-pass-on': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    const g = r.board.turn.attack!;
    expect(g.card).toBe('guardian-sf2');
    expect(g.dg).toBe(1000);
    expect(g.materials).toEqual(['card', 'card']);
    expect(g.under ?? []).toEqual([]);
    expect(r.board.turn.junk).toEqual(['guardian-sf1', 'card']);
    // At the appear step, before the shift, the old guardian and its under card were not yet in the junk zone.
    expect(upTo(r, 'materials', 3).board.turn.junk).toEqual([]);
  },
  // Against SF 0 the SF 2 attack guardian is refused, the SF 2 assist guardian enters the assist zone for two force.
  'bg-assist-summon': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    const atSummon = upTo(r, 'assist', 2);
    expect(atSummon.position.key).toBe('3');
    expect(atSummon.choices).toContain('summon-assist-sf2');
    expect(atSummon.choices).not.toContain('summon-guardian-sf2');
    expect(r.board.turn.assist?.card).toBe('assist-sf2');
    expect(r.board.turn.attack?.card).toBe('guardian-sf1');
    expect(r.board.turn.forceUp).toBe(atSummon.board.turn.forceUp - 2);
    expect(r.board.turn.junk).toEqual([]);
  },
  // Two force, two activations, two counter steps; no third offered; 2000 DG dealt at the set phase's damage step.
  'bg-activated-repeat': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('5.3');
    expect(codes(r).filter((c) => c === 'counter-step-opens').length).toBe(2);
    expect(r.board.turn.forceUp).toBe(0);
    const g = r.board.opp.attack!;
    expect(g.dg).toBe(2000);
    expect(lpOf(g)).toBe(2000);
    const spent = upTo(r, 'activated', 12);
    expect(spent.position.key).toBe('5');
    expect(spent.choices).not.toContain('activate');
    expect(spent.board.pending.map((d) => d.amount)).toEqual([1000, 1000]);
    expect(upTo(r, 'activated', 8).choices).toContain('activate');
  },
  // 004's example: an equal SP is enough; the spell is nullified and deals nothing.
  'bg-sp-equal': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.opp.hand).toEqual([]);
    expect(r.board.opp.junk).toEqual(['answer-spell-sp1']);
    expect(r.board.pending).toEqual([]);
    expect(codes(r)).toContain('activation-nullified');
  },
  // Both materials pay (to the junk zone); the under card stays and cannot pay, so no second burst is offered.
  'bg-burst-materials': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('5');
    expect(r.board.turn.attack?.materials ?? []).toEqual([]);
    expect(r.board.turn.attack?.under).toEqual(['card']);
    expect(r.board.turn.junk).toEqual(['card', 'card']);
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 2000, card: 'guardian-burst' }]);
    expect(r.choices).not.toContain('burst');
    expect(upTo(r, 'burst', 4).choices).toContain('burst');
  },
  // Repair lowers DG (2000 → 1000), up raises LP only; the new guardian takes over the DG alone: 4000 − 1000.
  'bg-repair-up-takeover': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.1');
    const before = upTo(r, 'lp-effects', 12);
    expect(before.board.turn.attack?.dg).toBe(1000);
    expect(lpOf(before.board.turn.attack!)).toBe(3000);
    expect(r.board.turn.attack?.card).toBe('guardian-sf2');
    expect(r.board.turn.attack?.dg).toBe(1000);
    expect(lpOf(r.board.turn.attack!)).toBe(3000);
  },
  // A down to 0 LP: DG unchanged, the life check makes the opponent lose, and the guardian stays in its zone.
  'bg-down-loses': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('end:won');
    expect(r.board.opp.attack?.dg).toBe(2000);
    expect(lpOf(r.board.opp.attack!)).toBe(0);
    expect(r.board.loser).toEqual({ player: 'opp', why: 'lp' });
    expect(r.board.pending).toEqual([]);
  },
  // The miss leads to the end phase, where the cross guardian turns all three face-up force face down.
  'bg-cross-force': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('9');
    const before = upTo(r, 'cross', 5);
    expect(before.board.turn.forceUp).toBe(3);
    expect(r.board.turn.forceUp).toBe(0);
    expect(r.board.turn.forceDown).toBe(3);
    expect(codes(r)).toContain('cross-force-down');
  },
  // Equal numbers: nobody chooses, and the chart is back at the roll.
  'bg-setup-tie': (r: ReplayResult<SetupBoard>) => {
    expect(r.position.key).toBe('1');
    expect(r.board.roll).toBe('same');
    expect(r.board.chooser).toBeNull();
    expect(r.choices).toEqual(['roll']);
  },
  // Only the SF 0 and SF 1 attack guardians could be kept; the kept one joins four drawn for five.
  'bg-setup-keep': (r: ReplayResult<SetupBoard>) => {
    expect(r.position.key).toBe('5');
    const atKeep = replay<SetupBoard>(getFlow('battle-guardians', 'setup')!, ['roll', 'you-higher', 'go-first'], 'standard');
    expect(atKeep.position.key).toBe('3');
    expect(atKeep.board.main).toEqual(expect.arrayContaining(['guardian-sf2', 'assist-guardian', 'guardian-sf3']));
    expect([...atKeep.choices].sort()).toEqual(['keep-guardian-sf0', 'keep-guardian-sf1']);
    expect(r.board.chooser).toBe('you');
    expect(r.board.first).toBe('you');
    expect(r.board.hand.length).toBe(5);
    expect(r.board.hand[0]).toBe('guardian-sf1');
    expect(r.board.main).not.toContain('guardian-sf1');
  },
  // Four back (the kept card stays), four drawn, and no second mulligan: only the dice set is left.
  'bg-mulligan-kept': (r: ReplayResult<SetupBoard>) => {
    expect(r.position.key).toBe('6');
    expect(r.board.chooser).toBe('opp');
    expect(r.board.first).toBe('you');
    expect(r.board.mulligan).toBe(4);
    expect(r.board.hand.length).toBe(5);
    expect(r.board.hand[0]).toBe('guardian-sf0');
    const before = replay<SetupBoard>(
      getFlow('battle-guardians', 'setup')!,
      r.visits.slice(1, -1).map((v) => v.event!),
      'standard',
    );
    expect(before.position.key).toBe('5');
    expect(before.choices).not.toContain('mulligan-5');
    const returned = before.board.hand.slice(1);
    expect(r.board.main.slice(-4)).toEqual(returned);
    expect(r.board.hand.length + r.board.main.length).toBe(before.board.hand.length + before.board.main.length);
    expect(r.choices).toEqual(['dice-set']);
  },
  // No force, from the side deck: the speed guardian takes the old 1000 DG, the old one is junked, our limit becomes SF 3.
  'bg-speed-summon': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.4');
    const g = r.board.opp.attack!;
    expect(g.card).toBe('speed-guardian');
    expect(g.dg).toBe(1000);
    expect(lpOf(g)).toBe(3000);
    expect(r.board.opp.side).toEqual([]);
    expect(r.board.opp.junk).toEqual(['guardian-sf1']);
    expect(r.board.opp.forceUp + r.board.opp.forceDown).toBe(0);
    expect(summonLimit(r.board)).toBe(3);
    // It answers SF 2 and up only: straight after the draw and charge nothing offers it.
    expect(upTo(r, 'speed', 2).choices).not.toContain('opp-speed-summon');
  },
  // Summoning the SF 2 alone leaves the kept SF 1 in hand: ending the summon phase so is a foul, though an attack guardian is out.
  'bg-kept-not-summoned': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('end:lost');
    expect(r.board.turn.attack!.card).toBe('guardian-sf2');
    expect(r.board.turn.hand).toContain('guardian-sf1');
    expect(r.board.loser).toEqual({ player: 'turn', why: 'foul' });
    expect(codes(r)).toContain('kept-not-summoned');
    // Summoning the kept SF 1 instead ends the summon phase without a foul.
    const ok = replay<BgBoard>(
      getFlow('battle-guardians', 'turn')!,
      ['draw-main', 'charge-twice', 'summon-guardian-sf1', 'next', 'next', 'next'],
      'second-first-turn',
    );
    expect(ok.position.key).toBe('4');
    expect(ok.board.turn.attack!.card).toBe('guardian-sf1');
    expect(ok.board.loser).toBeNull();
  },
  // Our speed guardian answers theirs: no force, it replaces the SF 2 just summoned, and nobody has another to answer with.
  'bg-speed-answers-speed': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    expect(r.board.turn.attack!.card).toBe('speed-guardian');
    expect(r.board.turn.side).toEqual([]);
    expect(r.board.turn.junk).toEqual(['guardian-sf1', 'guardian-sf2']);
    expect(r.board.opp.attack!.card).toBe('speed-guardian');
    expect(r.board.opp.attack!.dg).toBe(1000);
    expect(codes(r)).toContain('speed-answered');
    expect(r.choices).not.toContain('opp-speed-summon');
    // The opponent's speed summon used no force of ours either: the SF 2 summon's two are all that went down.
    expect(r.board.turn.forceDown).toBe(upTo(r, 'speed-duel', 4).board.turn.forceDown);
    // With one, the chart offers the answer once their speed guardian has shifted in; without one, it does not.
    expect(upTo(r, 'speed-duel', 6).choices).toContain('speed-answer');
    expect(upTo(r, 'speed', 6).choices).not.toContain('speed-answer');
  },
  // The assist guardian at 0 LP goes to the junk zone; the game goes on into the dice step.
  'bg-assist-zero': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('5.3');
    expect(r.board.opp.assist).toBeNull();
    expect(r.board.opp.junk).toEqual(['assist-guardian']);
    expect(r.board.opp.attack!.dg).toBe(0);
    expect(r.board.loser).toBeNull();
    expect(codes(r)).toContain('assist-junked');
    expect(r.choices).toEqual(['next']);
  },
  // Begun by a draw, the extra phase offers only the summon or the foul; skipping it now loses, summoning brings 8.2/8.3.
  'bg-extra-foul': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('8.1');
    expect(r.board.turn.hand).toContain('extra-guardian');
    expect([...r.choices].sort()).toEqual(['no-extra', 'summon-extra']);
    const events = r.visits.slice(1).map((v) => v.event!);
    const foul = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, [...events, 'no-extra'], 'spell');
    expect(foul.position.key).toBe('end:lost');
    expect(foul.board.loser).toEqual({ player: 'turn', why: 'foul' });
    const summoned = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, [...events, 'summon-extra', 'next'], 'spell');
    expect(summoned.position.key).toBe('8.3');
    expect(summoned.board.turn.attack!.card).toBe('extra-guardian');
    expect(summoned.board.turn.junk).toContain('guardian-sf1');
  },
  // In hand the assist ability is never offered; from the assist zone it is, twice for two force: DG 2000 → 0.
  'bg-assist-ability-zone': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('5');
    const inHand = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, ['draw-main', 'charge-draw-main', 'next', 'next'], 'assist-ability');
    expect(inHand.position.key).toBe('5');
    expect(inHand.board.turn.hand).toContain('assist-repair');
    expect(inHand.board.turn.forceUp).toBeGreaterThan(0);
    expect(inHand.choices).not.toContain('assist-ability');
    expect(upTo(r, 'assist-ability', 7).choices).toContain('assist-ability');
    expect(r.board.turn.assist?.card).toBe('assist-repair');
    expect(r.board.turn.attack?.dg).toBe(0);
    expect(lpOf(r.board.turn.attack!)).toBe(3000);
    expect(r.board.turn.forceUp).toBe(0);
    expect(codes(r).filter((c) => c === 'assist-ability-paid').length).toBe(2);
    expect(r.choices).not.toContain('assist-ability');
  },
  // No extra guardian: the extra ability meets the obligation (no foul), and its 1000 damage lands at 8.5.
  'bg-extra-ability': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('8.6');
    const at81 = upTo(r, 'extra-ability', 12);
    expect(at81.position.key).toBe('8.1');
    expect([...at81.choices].sort()).toEqual(['extra-ability', 'no-extra']);
    expect(r.board.loser).toBeNull();
    expect(r.board.opp.attack?.dg).toBe(2000);
    expect(lpOf(r.board.opp.attack!)).toBe(2000);
    expect(r.choices).toEqual(['next']);
    const after = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, [...r.visits.slice(1).map((v) => v.event!), 'next'], 'extra-ability');
    expect(after.position.key).toBe('9');
  },
  // Silent summon: face down in the assist zone for one force; no awakening this turn at four force, no assist summon.
  'bg-rise-silent': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    const a = r.board.turn.assist!;
    expect(a.card).toBe('rise-guardian');
    expect(a.faceDown).toBe(true);
    expect(r.board.turn.forceUp + r.board.turn.forceDown).toBe(4);
    expect(r.board.turn.forceDown).toBe(1);
    expect(r.choices).not.toContain('awaken');
    expect(r.choices).not.toContain('summon-assist-guardian');
    expect(r.board.turn.attack?.card).toBe('guardian-sf1');
    const before = upTo(r, 'rise', 2);
    expect(before.choices).toEqual(expect.arrayContaining(['silent-summon', 'summon-assist-guardian']));
    // With the assist guardian summoned first, the silent summon is gone.
    const assistFirst = replay<BgBoard>(
      getFlow('battle-guardians', 'turn')!,
      ['draw-main', 'charge-draw-main', 'summon-assist-guardian', 'next', 'next'],
      'rise',
    );
    expect(assistFirst.board.turn.assist?.card).toBe('assist-guardian');
    expect(assistFirst.choices).not.toContain('silent-summon');
  },
  // Awakening: into the attack zone with the old 1000 DG (LP 4000), the old guardian junked, the assist zone free, no force spent.
  'bg-rise-awaken': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    const g = r.board.turn.attack!;
    expect(g.card).toBe('rise-guardian');
    expect(g.faceDown ?? false).toBe(false);
    expect(g.dg).toBe(1000);
    expect(lpOf(g)).toBe(4000);
    expect(r.board.turn.assist).toBeNull();
    expect(r.board.turn.junk).toEqual(['guardian-sf1']);
    expect(r.board.turn.forceDown).toBe(0);
    // Before the charge, force is three: short of four, no awakening.
    expect(upTo(r, 'rise-awaken', 1).board.turn.forceUp).toBe(3);
    expect(canAwaken(upTo(r, 'rise-awaken', 1).board)).toBe(false);
    expect(upTo(r, 'rise-awaken', 2).choices).toContain('awaken');
  },
  // In over a 1000-LP base (taking its 2000 DG), the base under it; at the end phase the base is back with the DG, the raging guardian in the side deck.
  'bg-raging-round-trip': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('9.2');
    const atSummon = upTo(r, 'raging', 2);
    expect(atSummon.choices).toContain('summon-raging');
    expect(ragingSummonable(atSummon.board)).toBe('raging-guardian');
    // One more LP on the base (DG 1999, LP 1001) and the raging guardian may not come out.
    const healthier = structuredClone(atSummon.board);
    healthier.turn.attack!.dg = 1999;
    expect(ragingSummonable(healthier)).toBeUndefined();
    const inPlay = upTo(r, 'raging', 4);
    expect(inPlay.position.key).toBe('3.2');
    expect(inPlay.board.turn.attack?.card).toBe('raging-guardian');
    expect(lpOf(inPlay.board.turn.attack!)).toBe(4000);
    expect(inPlay.board.turn.attack?.under).toEqual(['guardian-sf1']);
    expect(inPlay.board.turn.junk).toEqual([]);
    expect(inPlay.board.turn.forceUp).toBe(atSummon.board.turn.forceUp - 2);
    const g = r.board.turn.attack!;
    expect(g.card).toBe('guardian-sf1');
    expect(g.dg).toBe(2000);
    expect(lpOf(g)).toBe(1000);
    expect(g.weakened).toBe(false);
    expect(g.under ?? []).toEqual([]);
    expect(r.board.turn.side).toEqual(['raging-guardian']);
    expect(r.board.turn.junk).toEqual([]);
    expect(r.choices).toEqual(['next']);
  },
  // The armed guardian goes under the base, the cross guardian takes over 1000 DG; base and armed guardian leave together.
  'bg-cross-summon': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3.2');
    const before = upTo(r, 'cross-summon', 2);
    expect(before.choices).toContain('cross-summon');
    const noArmed = structuredClone(before.board);
    noArmed.turn.assist = null;
    expect(crossSummonable(noArmed)).toBeUndefined();
    const g = r.board.turn.attack!;
    expect(g.card).toBe('cross-guardian');
    expect(g.dg).toBe(1000);
    expect(lpOf(g)).toBe(3000);
    expect(r.board.turn.assist).toBeNull();
    expect(r.board.turn.junk).toEqual(['guardian-sf1', 'armed-guardian']);
    expect(r.board.turn.forceUp).toBe(before.board.turn.forceUp - 2);
    expect(upTo(r, 'cross-summon', 3).board.turn.attack?.under).toBeUndefined();
    expect(upTo(r, 'cross-summon', 3).board.turn.junk).toEqual([]);
  },
  // Two assist summons, two firings, no cost beyond the summons' SF: DG 2000 → 0; each firing opened its own counter step.
  'bg-auto-twice': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.turn.attack?.dg).toBe(0);
    expect(lpOf(r.board.turn.attack!)).toBe(3000);
    expect(codes(r).filter((c) => c === 'auto-fires').length).toBe(2);
    expect(codes(r).filter((c) => c === 'counter-step-opens').length).toBe(2);
    const start = upTo(r, 'auto', 2);
    expect(r.board.turn.forceUp).toBe(start.board.turn.forceUp - 2);
    // After the first firing only one repair had happened; nothing fires without a new summon.
    const once = upTo(r, 'auto', 8);
    expect(once.position.key).toBe('3');
    expect(once.board.turn.attack?.dg).toBe(1000);
    const noSummon = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, [...r.visits.slice(1, 9).map((v) => v.event!), 'next', 'next'], 'auto');
    expect(noSummon.position.key).toBe('5');
    expect(noSummon.board.turn.attack?.dg).toBe(1000);
    // The first assist guardian was replaced by the second and went to the junk zone.
    expect(r.board.turn.junk).toEqual(['assist-guardian']);
  },
  // The nullifying prevent guardian goes to the junk zone; the 2000 damage never lands; life counters untouched.
  'bg-prevent-nullify': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    const at71 = upTo(r, 'prevent', 9);
    expect(at71.position.key).toBe('7.1');
    expect(at71.choices).toEqual(expect.arrayContaining(['prevent-nullify', 'prevent-repair', 'take-damage']));
    expect(at71.board.pending.map((d) => d.amount)).toEqual([2000]);
    expect(r.board.opp.attack?.dg).toBe(1000);
    expect(r.board.opp.junk).toEqual(['prevent-nullify']);
    expect(r.board.opp.hand).toEqual(['prevent-repair']);
    expect(r.board.opp.lifeCounters).toBe(4);
    expect(r.board.pending).toEqual([]);
  },
  // Damage first (DG 1000 → 3000), then repair by the prevent guardian's LP (1000): DG 2000, LP 2000.
  'bg-prevent-repair': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    expect(r.board.opp.attack?.dg).toBe(2000);
    expect(lpOf(r.board.opp.attack!)).toBe(2000);
    expect(r.board.opp.junk).toEqual(['prevent-repair']);
    expect(r.board.loser).toBeNull();
  },
  // The down and the doubled damage land (DG 2000, double), yet LP stays ∞: nobody loses, and the board says LP ∞.
  'bg-unlimited-lp': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('7.2');
    const g = r.board.opp.attack!;
    expect(g.dg).toBe(2000);
    expect(g.lpShift).toBe(-2000);
    expect(lpOf(g)).toBe(Infinity);
    expect(r.board.loser).toBeNull();
    expect(codes(r)).toContain('damaged-double');
    expect(codes(r)).toContain('life-checked');
    expect(r.choices).toEqual(['next']);
    const view = getFlow('battle-guardians', 'turn')!.view(r.board);
    const field = view.sections.find((s) => s.key === 'opp.field');
    const card = field?.kind === 'slots' ? field.slots[0].cards[0] : undefined;
    expect(card?.tags).toContain('unlimited');
    expect(card?.stats).not.toHaveProperty('lp');
  },
  // The SF 0 guardian takes over 2500 DG on 2000 LP: the life check at 3.1 ends the game; the SF 2 one would stand at 1500.
  'bg-takeover-zero': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('end:lost');
    const at31 = upTo(r, 'dg-overflow', 3);
    expect(at31.position.key).toBe('3.1');
    expect(lpOf(at31.board.turn.attack!)).toBe(-500);
    expect(at31.board.loser).toEqual({ player: 'turn', why: 'lp' });
    expect(codes(at31)).toContain('turn-at-zero');
    expect(at31.choices).toEqual(['next']);
    const sf2 = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, ['draw-main', 'charge-draw-main', 'summon-guardian-sf2', 'next'], 'dg-overflow');
    expect(sf2.position.key).toBe('3.2');
    expect(lpOf(sf2.board.turn.attack!)).toBe(1500);
    expect(sf2.board.loser).toBeNull();
  },
  // The guardian's counter ability is the step's one counter: nullified, no damage, our boost unused, their guardian still in play.
  'bg-counter-ability': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.visits.map((v) => v.key)).toEqual(['1', '3']);
    expect(codes(r)).toContain('answer-counter-ability');
    expect(codes(r)).toContain('activation-nullified');
    expect(r.board.pending).toEqual([]);
    expect(r.board.turn.hand).toContain('counter-boost');
    expect(r.board.opp.attack?.card).toBe('guardian-counter');
    expect(r.board.opp.junk).toEqual([]);
    // Without the ability (an ordinary SF 1 guardian) the opponent has no counter to use.
    const plain = structuredClone(getFlow('battle-guardians', 'counter')!.setups['counter-ability'] as BgBoard);
    plain.opp.attack!.card = 'guardian-sf1';
    expect(counterCard(plain, 'opp')).toBeUndefined();
  },
  // "May": at 3.2 both using and declining are offered (no plain next); declined, DG stays 2000 and no counter step opens.
  'bg-auto-optional': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    const at32 = upTo(r, 'auto-may', 4);
    expect(at32.position.key).toBe('3.2');
    expect([...at32.choices].sort()).toEqual(['auto-decline', 'auto-use']);
    expect(r.board.turn.attack?.dg).toBe(2000);
    expect(codes(r)).toContain('auto-declined');
    expect(codes(r)).not.toContain('counter-step-opens');
    const used = replay<BgBoard>(
      getFlow('battle-guardians', 'turn')!,
      [...r.visits.slice(1, 5).map((v) => v.event!), 'auto-use', 'answer-passes', 'activator-passes', 'next'],
      'auto-may',
    );
    expect(used.board.turn.attack?.dg).toBe(1000);
    // The mandatory one offers no choice at the same point: only next, into its counter step.
    const must = replay<BgBoard>(getFlow('battle-guardians', 'turn')!, ['draw-main', 'charge-draw-main', 'summon-assist-guardian', 'next'], 'auto');
    expect(must.position.key).toBe('3.2');
    expect(must.choices).toEqual(['next']);
  },
  // Seven prevent guardians, none more than three times: only the prevent limit is broken, and the game cannot start.
  'bg-deck-prevent-limit': (r: ReplayResult<SetupBoard>) => {
    expect(r.position.key).toBe('end:deck-illegal');
    expect(codes(r)).toEqual(['too-many-prevent']);
    const flow = getFlow('battle-guardians', 'setup')!;
    const start = replay<SetupBoard>(flow, [], 'prevent-seven');
    expect(start.choices).toEqual(['deck-illegal']);
    // One prevent guardian fewer and the deck is playable; the standard deck is too.
    const six = { ...start.board, main: start.board.main.filter((_, i) => i !== 0) };
    expect(deckProblems(six)).toEqual([]);
    expect(replay<SetupBoard>(flow, [], 'standard').choices).toEqual(['roll']);
    // The other rules, each alone.
    const base = replay<SetupBoard>(flow, [], 'standard').board;
    expect(deckProblems({ ...base, main: [...base.main, ...Array(49).fill('card')] })).toEqual(['main-too-big']);
    expect(deckProblems({ ...base, main: [...base.main, ...Array(48).fill('card')] })).toEqual([]);
    expect(deckProblems({ ...base, main: [...base.main, 'guardian-sf1', 'guardian-sf1', 'guardian-sf1'] })).toEqual(['too-many-copies']);
    expect(deckProblems({ ...base, side: Array(9).fill('extra-guardian') })).toEqual(['side-too-big']);
    expect(deckProblems({ ...base, side: ['speed-guardian', 'guardian-sf1'] })).toEqual(['side-not-special']);
    expect(deckProblems({ ...base, side: ['speed-guardian', 'rise-guardian', 'raging-guardian', 'cross-guardian', 'extra-guardian'] })).toEqual([]);
  },
  // One face-up force pays the counter card (it turns face down) and the activation is nullified; with none, no counter is offered.
  'bg-counter-cost': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.opp.forceUp).toBe(0);
    expect(r.board.opp.forceDown).toBe(2);
    expect(r.board.opp.junk).toEqual(['counter-force']);
    expect(codes(r)).toContain('counter-paid');
    expect(codes(r)).toContain('activation-nullified');
    expect(r.board.pending).toEqual([]);
    const flow = getFlow('battle-guardians', 'counter')!;
    const broke = structuredClone(flow.setups['counter-cost'] as BgBoard);
    broke.opp.forceUp = 0;
    expect(counterCard(broke, 'opp')).toBeUndefined();
    expect(replay<BgBoard>(flow, [], 'counter-cost').choices).toContain('answer-counter');
  },
  // A judge's question (kind 'judge'), on an edited board. An attack ability is no spell: the SP 2 spell in hand could not
  // be discarded against it, so the opponent passed and its 1000 damage is on its way.
  'bg-spell-discard-not-ability': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 1000, card: 'guardian-sf1' }]);
    expect(r.board.opp.hand).toEqual(['answer-spell-sp2']);
    expect(r.board.opp.junk).toEqual([]);
    const open = rulingCut<BgBoard>('battle-guardians', 'counter', 'bg-spell-discard-not-ability', r, 0);
    expect(open.position.key).toBe('1');
    expect(open.choices).toEqual(['answer-passes']);
  },
  // A judge's question (kind 'judge'), on an edited board. The 2-force counter card cannot be paid with one face-up force:
  // it stays in hand, no force turns, and the ability's 1000 damage is on its way. With two face up it is paid in full.
  'bg-counter-cost-short': (r: ReplayResult<BgBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.opp).toMatchObject({ hand: ['counter-force-2'], forceUp: 1, forceDown: 1, junk: [] });
    expect(r.board.pending).toEqual([{ to: 'opp', amount: 1000, card: 'guardian-sf1' }]);
    expect(codes(r)).not.toContain('counter-paid');
    const open = rulingCut<BgBoard>('battle-guardians', 'counter', 'bg-counter-cost-short', r, 0);
    expect(open.position.key).toBe('1');
    expect(open.choices).toEqual(['answer-passes']);
    // The same card with two face up: both turn face down, the card goes to the junk zone, and the activation is nullified.
    const rich = editedFlow(getFlow('battle-guardians', 'counter')! as FlowDefinition<BgBoard>, 'counter-cost', { 'opp.counter-cost': 2, 'opp.force-up': 2 });
    expect(counterCard(rich.setups[CUSTOM], 'opp')).toEqual({ card: 'counter-force-2', from: 'hand' });
    const paid = replay<BgBoard>(rich, ['answer-counter', 'next'], CUSTOM);
    expect(paid.board.opp).toMatchObject({ forceUp: 0, forceDown: 3, junk: ['counter-force-2'] });
    expect(codes(paid)).toEqual(expect.arrayContaining(['counter-paid', 'activation-nullified']));
    expect(paid.board.pending).toEqual([]);
  },
};
