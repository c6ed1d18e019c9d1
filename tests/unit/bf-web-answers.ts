import { expect } from 'vitest';
import type { CallBoard } from '@/machines/buddyfight/call';
import type { RulesCheckBoard } from '@/machines/buddyfight/rules-check';
import type { Table } from '@/machines/buddyfight/table';
import type { ReplayResult } from '@/machines/engine/replay';
import type { Answer } from './helpers';

const codes = (r: ReplayResult<unknown>) => r.log.map((l) => l.code);
const uids = (cards: { uid: string }[]) => cards.map((c) => c.uid);

/** The board outcome each web-sourced Buddyfight ruling states (issue 9), asserted on the replay. */
export const bfWebAnswers: Record<string, Answer> = {
  // ④ その他 with ③ 3.4: the damage at 3.1.2 opens the window; the card is used in 3.4's play timing and life goes 5 → 3 → 4.
  'attack-phase-when-damaged': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.5');
    expect(r.board.nonTurn.life).toBe(4);
    expect(codes(r)).toEqual(expect.arrayContaining(['damage', 'window-opened', 'window-used', 'life-gain']));
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['when-damaged-card']);
  },
  // ③ 3.4 opens with ② 1.1's ★rules check★: the loss at 0 is found before the card can be used.
  'attack-phase-when-damaged-lethal': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.4>1.1');
    expect(r.board.nonTurn.life).toBe(0);
    expect(r.board.lost).toEqual(['nonTurn']);
    expect(r.board.nonTurn.hand.map((p) => p.card)).toEqual(['when-damaged-card']);
    expect(codes(r)).not.toContain('window-used');
  },
  // W1: kept by Soulguard, the monster still counts as destroyed, so Penetrate deals its 2.
  'web-soulguard-penetrate': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.1');
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(r.board.nonTurn.field.center[0].soul).toBe(0);
    expect(codes(r)).toContain('soulguard');
    expect(codes(r)).toContain('penetrate-damage');
    expect(r.board.nonTurn.life).toBe(8);
  },
  // W4: the card leaves, and its soul goes to the drop zone with it.
  'web-soul-leaves-with-card': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.drop.map((c) => c.card).sort()).toEqual(['opponent-center', 'soul-card']);
  },
  // W5: Soulguard answers a return to the hand as well; the monster stays and nothing is returned.
  'web-soulguard-return': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('2.5>5.1');
    expect(r.board.choice ?? null).toBeNull();
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(r.board.nonTurn.returned).toEqual([]);
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['soul-card']);
    expect(r.log.find((l) => l.code === 'soulguard-offered')).toBeTruthy();
  },
  // W6: the Counterattack monster was destroyed by the attack, so no attacker is destroyed at 3.2.2.
  'web-counterattack-destroyed': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.2');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(codes(r)).not.toContain('counterattack');
    expect(uids(r.board.turn.field.center)).toEqual(['t-center']);
    expect(uids(r.board.turn.field.right)).toEqual(['t-right']);
    expect(r.board.turn.drop).toEqual([]);
  },
  // W6: after a link attack exactly one attacker is destroyed, the one its owner picked.
  'web-counterattack-one': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.2');
    expect(uids(r.board.turn.drop)).toEqual(['t-left']);
    expect(uids(r.board.turn.field.right)).toEqual(['t-right']);
    expect(codes(r).filter((c) => c === 'counterattack')).toHaveLength(1);
  },
  // W6: each attacker's own defense is compared: only the 3000 one qualifies, with no choice offered.
  'web-counterattack-own-defense': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.2');
    expect(codes(r)).not.toContain('counterattack-choose');
    expect(uids(r.board.turn.drop)).toEqual(['t-left']);
    expect(uids(r.board.turn.field.right)).toEqual(['t-right']);
  },
  // W6: a nullified attack skips the battle; Counterattack never comes and the attacker stays.
  'web-counterattack-nullified': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.3');
    expect(r.board.attack?.nullified).toBe(true);
    expect(r.visits.map((v) => v.key)).not.toContain('3.2.2');
    expect(codes(r)).not.toContain('counterattack');
    expect(uids(r.board.turn.field.right)).toEqual(['t-right']);
    expect(r.board.turn.drop).toEqual([]);
  },
  // W3: Penetrate is effect damage, so preventing attack damage does not stop it.
  'web-penetrate-effect-damage': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.1');
    expect(r.board.nonTurn.prevent).toEqual(['attack-damage']);
    expect(codes(r)).toContain('penetrate-damage');
    expect(codes(r)).not.toContain('prevented-attack-damage');
    expect(r.board.nonTurn.life).toBe(8);
  },
  // W3: an attack on the fighter deals attack damage: it hits, and the prevention stops the 2.
  'web-attack-damage-prevented': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.1.2');
    expect(r.board.attack?.hit).toBe(true);
    expect(codes(r)).toContain('prevented-attack-damage');
    expect(r.board.nonTurn.life).toBe(10);
  },
  // W3: losing life is not damage: protection from effect damage does not stop it.
  'web-lose-life': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('5.1');
    expect(r.board.nonTurn.prevent).toEqual(['effect-damage']);
    expect(codes(r)).toContain('life-lose');
    expect(r.board.nonTurn.life).toBe(8);
  },
  // W3: paying life is not damage: protection from both kinds does not stop it.
  'web-pay-life': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('5.1');
    expect(codes(r)).toContain('life-pay');
    expect(codes(r).some((c) => c.startsWith('prevented-'))).toBe(false);
    expect(r.board.turn.life).toBe(9);
  },
  // W1: a nullified call's card lies in the drop zone, and nothing is recorded as destroyed.
  'web-nullified-call-not-destroyed': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:cancelled');
    expect(r.board.side.drop.map((c) => c.card)).toContain(r.board.buddy);
    expect(codes(r)).toContain('call-nullified');
    expect(codes(r)).not.toContain('destroyed');
  },
  // W9: a Buddy Call pays its call cost like any call; with no gauge it stops at 1.4, no Buddy Gift.
  'web-buddy-call-cost': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:cancelled');
    expect(r.visits.map((v) => v.event)).toContain('buddy-call');
    expect(codes(r)).toContain('call-stopped');
    expect(codes(r)).not.toContain('buddy-gift');
    expect(r.board.side.life).toBe(10);
    expect(r.board.side.field.center).toEqual([]);
  },
  // W8 (official FAQ #1): an already nullified Lifelink cannot pay; the call stops at 1.4 with nothing paid.
  'web-faq1-lifelink-nullified': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:cancelled');
    expect(r.visits.map((v) => v.key)).toContain('1.4');
    expect(r.visits.map((v) => v.key)).not.toContain('1.6');
    expect(codes(r)).toContain('call-stopped');
    expect(codes(r)).not.toContain('paid-nullify-lifelink');
    expect(r.board.side.field.left[0].nullified).toEqual(['lifelink']);
    expect(r.board.side.field.center).toEqual([]);
  },
  // W7 Q10: the area check drops the monster that was in the area first; this board's left size 2 then makes size 4,
  // and 000's size check sends it (the center one was placed last), so the replay ends on a legal board.
  'web-same-area': (r: ReplayResult<RulesCheckBoard>) => {
    expect(r.position.key).toBe('end:done');
    expect(r.board.turn.drop.map((c: { uid: string }) => c.uid)).toEqual(['b', 'a']);
    expect(r.board.turn.field.left).toEqual([]);
    expect(r.board.turn.field.center.map((c: { uid: string }) => c.uid)).toEqual(['c']);
    expect(r.board.turn.field.right).toEqual([]);
  },
  // W7 Q11: two size 2s make 4; the earlier one goes, the one called last stays.
  'web-size-two-twos': (r: ReplayResult<RulesCheckBoard>) => {
    expect(r.position.key).toBe('end:done');
    expect(r.board.turn.drop.map((c: { uid: string }) => c.uid)).toEqual(['b', 'a']);
    expect(r.board.turn.field.left).toEqual([]);
    expect(r.board.turn.field.center.map((c: { uid: string }) => c.uid)).toEqual(['c']);
  },
  // W7 Q12: two of the three size 1s go (one by the area check, one by the size check, the owner's pick: the left one).
  'web-size-three-ones': (r: ReplayResult<RulesCheckBoard>) => {
    expect(r.position.key).toBe('end:done');
    const dropped = r.board.turn.drop as { uid: string; size: number }[];
    expect(dropped.map((c) => c.size)).toEqual([1, 1]);
    expect(dropped.map((c) => c.uid)).toEqual(['b', 'a']);
    expect(r.board.turn.field.center.map((c: { uid: string }) => c.uid)).toEqual(['d']);
    expect(r.board.turn.field.right.map((c: { uid: string }) => c.uid)).toEqual(['c']);
    expect(r.log.filter((l) => l.code === 'rules-check-same-area' || l.code === 'rules-check-size')).toHaveLength(2);
  },
  // W2: the size drop is logged as a drop by the rules, never as a destruction.
  'web-size-drop-not-destroyed': (r: ReplayResult<RulesCheckBoard>) => {
    expect(r.position.key).toBe('end:done');
    expect(codes(r)).toContain('rules-check-size');
    expect(codes(r)).not.toContain('destroyed');
    expect(r.board.turn.drop).toHaveLength(2);
  },
  // W1: a nullified destruction is no destruction: the monster stays, nothing is dropped, Lifelink is quiet; Penetrate keys on the hit.
  'web-destruction-nullified': (r: ReplayResult<Table>) => {
    expect(r.visits.map((v) => v.key)).toContain('3.2.1');
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(codes(r)).toContain('destruction-nullified');
    expect(codes(r)).not.toContain('destroyed');
    expect(codes(r)).not.toContain('lifelink-damage-nonTurn');
    expect(r.board.nonTurn.drop.map((c) => c.card)).toEqual(['destruction-nullifier']);
    expect(r.board.nonTurn.life).toBe(8);
  },
  // W4: into a soul is leaving the field: Lifelink 1 acts, and the attack without a target skips the battle.
  'web-into-soul-leaves': (r: ReplayResult<Table>) => {
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.field.left[0].soul).toBe(1);
    expect(r.board.nonTurn.life).toBe(9);
    expect(codes(r)).toContain('put-into-soul');
    expect(codes(r)).not.toContain('destroyed');
    expect(r.visits.map((v) => v.key)).toContain('3.3');
    expect(r.visits.map((v) => v.key)).not.toContain('3.1.1');
  },
  // W6 + W5: Counterattack destroys, so the attacker's Soulguard keeps it (rested, no soul left).
  'web-counterattack-soulguard': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.2.2');
    expect(codes(r)).toContain('counterattack');
    expect(codes(r)).toContain('soulguard');
    expect(r.board.turn.field.center.map((u) => [u.uid, u.soul, u.rested])).toEqual([['t-center', 0, true]]);
    expect(r.board.turn.drop.map((c) => c.card)).toEqual(['soul-card']);
  },
  // W10: without Move there is nothing to shift: 1.1.1 offers only going on, and every monster stays put.
  'web-no-move-without-keyword': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('1.1.1');
    expect(r.choices).toEqual(['next']);
    expect(uids(r.board.turn.field.center)).toEqual(['t-center']);
    expect(uids(r.board.turn.field.right)).toEqual(['t-right']);
  },
  // 000 ④『ライフリンク』: the card leaves the field, so its fighter takes 2.
  'keyword-lifelink-destroyed': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.1.1');
    expect(r.board.nonTurn.field.center).toEqual([]);
    expect(r.board.nonTurn.life).toBe(8);
    expect(codes(r)).toContain('lifelink-damage-nonTurn');
  },
  // 000 ④『ライフリンク』 + W1: kept by Soulguard it never left, so no Lifelink damage.
  'keyword-lifelink-soulguard': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('3.1.1');
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(r.board.nonTurn.life).toBe(10);
    expect(codes(r)).not.toContain('lifelink-damage-nonTurn');
  },
  // W9: a call by an effect may be the Buddy Call, and the Buddy Gift follows: 10 → 11.
  'web-effect-buddy-call': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('5.2');
    expect(uids(r.board.turn.field.center)).toEqual(['tb1']);
    expect(r.board.turn.life).toBe(11);
    expect(r.board.turn.buddyCallUsed).toBe(true);
    expect(codes(r)).toContain('buddy-gift-by-effect');
  },
  // W9: once a game: the buddy lands, with no gift.
  'web-effect-buddy-call-once': (r: ReplayResult<Table>) => {
    expect(r.position.key).toBe('5.2');
    expect(uids(r.board.turn.field.center)).toEqual(['tb1']);
    expect(r.board.turn.life).toBe(10);
    expect(codes(r)).toContain('buddy-call-already-used');
  },
  // W5: kept by Soulguard at 1.6, the paid monster still counts as paid; the Demon lands in the center at 3.1.
  'web-soulguard-cost-paid': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('3.1');
    expect(r.board.side.field.left.map((c) => [c.card, c.souls?.length])).toEqual([['soulguard-monster', 0]]);
    expect(r.board.side.field.center.map((c) => c.card)).toEqual(['armorknight-demon']);
    expect(codes(r)).toContain('paid-field-monster-kept');
  },
  // W9: the Buddy Call is spent, so 1.3 offers none, the call is normal, and no gift comes at 3.2.
  'web-buddy-call-once': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('3.2');
    expect(r.visits.find((v) => v.key === '1.4')?.event).toBe('next');
    expect(r.board.side.life).toBe(10);
    expect(r.board.buddyCall).toBe(false);
    expect(codes(r)).toContain('no-gift-normal');
  },
  // 000 ④『ライフリンク』: the paid Lifelink monster deals 2 damage at 1.6; 1.7 finds 0 life and ends the game. ① gives the
  // caller no step to use the Counter they hold (the call's one Counter timing, 2.1, is the opponent's and comes after).
  'keyword-lifelink-cost': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:game-over');
    expect(r.board.side.life).toBe(0);
    expect(codes(r)).toEqual(expect.arrayContaining(['lifelink-damage', 'rules-check-lost']));
    expect(codes(r)).not.toContain('paid-life');
    expect(r.board.hand?.map((c) => c.card)).toEqual(['effect-damage-guard']);
    expect(r.visits.map((v) => v.key)).not.toContain('2.1');
  },
  // W1: kept by Soulguard yet destroyed, so the "when destroyed" window opens at 3.1.1; the Counter is used at 3.4.
  'web-soulguard-when-destroyed': (r: ReplayResult<Table>) => {
    expect(uids(r.board.nonTurn.field.center)).toEqual(['n-center']);
    expect(r.log.find((l) => l.code === 'window-opened')?.step).toBe('3.1.1');
    expect(r.log.find((l) => l.code === 'window-used')?.step).toBe('3.4>6.1');
    expect(r.board.nonTurn.life).toBe(11);
  },
};
