import { expect } from 'vitest';
import { getFlow } from '@/machines';
import type { FfBoard } from '@/machines/fftcg/board';
import { powerOf } from '@/machines/fftcg/board';
import { available, replay, type ReplayResult } from '@/machines/engine/replay';
import type { Answer } from './helpers';

const onField = (b: FfBoard, card: string) => [...b.turn.field, ...b.nonTurn.field].find((f) => f.card === card);
const codes = (r: ReplayResult) => r.log.map((l) => `${l.code}:${l.card ?? ''}`);

/** Each FF-TCG ruling's answer, asserted on the board its replay leaves (003). */
export const fftcgAnswers: Record<string, Answer> = {
  // One attack, then the declaration: main phase 2, with the opponent's summon unused and no second attack.
  'fftcg-stop-attacking': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toMatch(/^5/);
    const log = r.log.map((l) => l.code);
    expect(log.filter((c) => c === 'attack-declared')).toHaveLength(1);
    expect(log).toContain('attacks-ended');
    expect(r.board.nonTurn.uses.map((u) => u.card)).toContain('non-turn-summon');
  },
  // Brynhildr went on last, so it resolves first: 7000 damage meets 7000 power.
  'fftcg-barret-interrupted': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    expect(onField(r.board, 'barret')).toBeUndefined();
    expect(r.board.turn.breakZone).toEqual(['barret']);
    // Hammer Blow is still waiting below, and finds no Barret when it resolves.
    expect(r.board.stack.items.map((e) => e.item.card)).toEqual(['hammer-blow']);
    const on = replay<FfBoard>(getFlow('fftcg', 'interrupt')!, [...r.visits.slice(1).map((v) => v.event!), 'next', 'turn-passes', 'non-turn-passes'], 'barret');
    expect(codes(on)).toContain('no-target:barret');
    expect(on.board.stack.items).toEqual([]);
  },
  // Hammer Blow went on last: Barret is at 11000 when the 7000 damage lands.
  'fftcg-brynhildr-interrupted': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    const barret = onField(r.board, 'barret')!;
    expect(barret).toBeDefined();
    expect(powerOf(barret)).toBe(11000);
    expect(barret.damage).toBe(7000);
    expect(r.board.turn.breakZone).toEqual([]);
    expect(codes(r).filter((c) => c.startsWith('turn-resolves') || c.startsWith('non-turn-resolves'))).toEqual([
      'turn-resolves:hammer-blow',
      'non-turn-resolves:brynhildr',
    ]);
  },
  // After one resolution the turn player decides first, with the other entry still waiting.
  'fftcg-priority-after-resolution': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('1');
    expect(r.board.stack.priority).toBe('turn');
    expect(r.board.stack.passes).toBe(0);
    expect(r.board.stack.items.map((e) => e.by)).toEqual(['turn']);
    expect(codes(r)).toContain('non-turn-resolves:non-turn-summon');
  },
  // ③: the non-turn player acted, so the main phase did not move on and the turn player may play a forward.
  'fftcg-main-act-again': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3>1');
    expect(r.board.stack.items).toEqual([]);
    expect(r.choices).toContain('play-forward');
    expect(r.choices).toContain('turn-uses');
  },
  // ③: a forward put out lands at once; nothing was stacked and the non-turn player got no say before it arrived.
  'fftcg-forward-lands-at-once': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3>1');
    expect(r.board.turn.field.map((f) => f.card)).toEqual(['forward-b']);
    expect(r.board.turn.hand).not.toContain('forward-b');
    expect(r.board.stack.items).toEqual([]);
    expect(r.board.stack.priority).toBe('turn');
    expect(r.choices).not.toContain('non-turn-uses');
  },
  // ④ 4-2: no attacker named ends the attack phase.
  'fftcg-no-attacker': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('5>1');
    expect(r.board.attackPhaseOver).toBe(true);
    expect(r.board.turn.field.every((f) => !f.attacked)).toBe(true);
  },
  // ④ 4-2: Brave attacks without dulling.
  'fftcg-brave-attack': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('4.2>1');
    const brave = onField(r.board, 'brave-forward')!;
    expect(r.board.attacker).toBe('brave-forward');
    expect(brave.attacked).toBe(true);
    expect(brave.dull).toBe(false);
  },
  // ④ 4-4: the EX Burst resolved at once (off the stack); the auto ability came after and waits on the stack.
  'fftcg-ex-burst': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('4.4>1');
    const c = codes(r);
    expect(c.indexOf('ex-burst-used:ex-burst-card')).toBeLessThan(c.indexOf('auto-stacked:striker-draw'));
    expect(onField(r.board, 'striker-forward')!.damage).toBe(5000);
    expect(r.board.stack.items.map((e) => e.item.card)).toEqual(['striker-draw']);
    expect(r.board.nonTurn.damage).toEqual(['ex-burst-card']);
  },
  // ⑤: forwards back on the field after Valefor, but the flow can only go on to the end phase.
  'fftcg-valefor-main-2': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('5>1');
    expect(r.board.turn.field.map((f) => f.card).sort()).toEqual(['forward-a', 'haste-forward']);
    expect(r.board.attackPhaseOver).toBe(true);
    const flow = getFlow('fftcg', 'turn')!;
    let more = replay(
      flow,
      r.visits.slice(1).map((v) => v.event!),
      'valefor',
    );
    const seen: string[] = [];
    while (!more.position.ended) {
      const e = more.choices.includes('turn-passes') ? 'turn-passes' : more.choices.includes('non-turn-passes') ? 'non-turn-passes' : more.choices[0];
      more = replay(flow, [...more.visits.slice(1).map((v) => v.event!), e], 'valefor');
      seen.push(more.position.key);
      expect(available(more.snapshot).some((c) => c.startsWith('attack-'))).toBe(false);
    }
    expect(seen).toContain('6');
    expect(seen.some((k) => k.startsWith('4.'))).toBe(false);
  },
  // ⑥: damage leaves every forward; six cards in hand become five.
  'fftcg-end-phase': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('6');
    expect(r.board.turn.field.every((f) => f.damage === 0)).toBe(true);
    expect(r.board.turn.hand.length).toBe(5);
    expect(codes(r)).toContain('discarded:');
    expect(r.board.nonTurn.breakZone).toEqual(['blocker-forward']);
  },
  // ■2: the non-turn player's Valefor answers the turn player's Brynhildr and resolves first; every forward goes back
  // to its owner's hand, and Brynhildr then finds no Barret. Both summons end in their owners' break zones.
  'fftcg-summon-answers-summon': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    expect(codes(r).filter((c) => /-uses:|resolves|all-returned|no-target/.test(c))).toEqual([
      'turn-uses:brynhildr',
      'non-turn-uses:valefor',
      'non-turn-resolves:valefor',
      'all-returned:',
      'turn-resolves:brynhildr',
      'no-target:barret',
    ]);
    expect(r.board.nonTurn.field).toEqual([]);
    expect(r.board.nonTurn.hand).toEqual(['barret']);
    expect(r.board.turn.breakZone).toEqual(['brynhildr']);
    expect(r.board.nonTurn.breakZone).toEqual(['valefor']);
    expect(r.board.stack.items).toEqual([]);
  },
  // Judges' questions (kind 'judge'), on edited boards. 4000 damage already on Barret: Hammer Blow first (11000 power),
  // then Brynhildr's 7000 brings its damage to 11000, and it is broken.
  'fftcg-barret-already-damaged': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    expect(onField(r.board, 'barret')).toBeUndefined();
    expect(r.board.turn.breakZone).toEqual(['barret']);
    expect(codes(r).filter((c) => c.includes('resolves') || c.startsWith('broken'))).toEqual([
      'turn-resolves:hammer-blow',
      'non-turn-resolves:brynhildr',
      'broken:barret',
    ]);
    expect(r.board.stack.items).toEqual([]);
  },
  // Barret at 8000 power: Brynhildr resolves first, 7000 damage stays below 8000; Hammer Blow then takes it to 12000.
  'fftcg-barret-8000-power': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    const barret = onField(r.board, 'barret')!;
    expect(barret).toMatchObject({ damage: 7000, boost: 4000 });
    expect(powerOf(barret)).toBe(12000);
    expect(r.board.turn.breakZone).toEqual([]);
    expect(codes(r).filter((c) => c.includes('resolves'))).toEqual(['non-turn-resolves:brynhildr', 'turn-resolves:hammer-blow']);
    expect(codes(r)).not.toContain('broken:barret');
  },
  // Valefor on top: every forward goes back to hand first, and Hammer Blow then finds no Barret.
  'fftcg-valefor-answers-hammer-blow': (r: ReplayResult<FfBoard>) => {
    expect(r.position.key).toBe('3');
    expect(r.board.turn.field).toEqual([]);
    expect(r.board.turn.hand).toEqual(['barret']);
    expect(r.board.turn.breakZone).toEqual([]);
    expect(codes(r).filter((c) => c.includes('resolves') || c.startsWith('all-returned') || c.startsWith('no-target'))).toEqual([
      'non-turn-resolves:valefor',
      'all-returned:',
      'turn-resolves:hammer-blow',
      'no-target:barret',
    ]);
  },
};
