import { describe, expect, test } from 'vitest';
import { games } from '@/content';
import { getFlow } from '@/machines';
import type { CallBoard } from '@/machines/buddyfight/call';
import { AREAS } from '@/machines/buddyfight/board';
import type { Table } from '@/machines/buddyfight/table';
import { parseWalk, replay, type ReplayResult } from '@/machines/engine/replay';
import { readReplay, replaySpec } from '@/machines/engine/replay-spec';
import { fftcgAnswers } from './fftcg-answers';
import { godaAnswers } from './goda-answers';
import { bgAnswers } from './bg-answers';
import { editionDefaults } from './edition-answers';
import { bfWebAnswers } from './bf-web-answers';
import { bfJudgeAnswers } from './bf-judge-answers';
import type { Answer } from './helpers';

const onField = (b: CallBoard) => AREAS.flatMap((a) => b.side.field[a]);

/**
 * The official answer of each ruling, asserted on the board the replay leaves.
 * Each key is a ruling id; a ruling in content without an entry here fails the suite.
 */
const answers: Record<string, Answer> = {
  ...godaAnswers,
  ...bgAnswers,
  // Rulings whose answer depends on the rules edition, here under the default edition (each edition: editions.test.ts).
  ...editionDefaults,
  // Q1: Begone!! nullifies the Buddy Call; the buddy never lands and life does not go up.
  'call-q1': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('2.4');
    expect(r.board.counter).toBe('nullified');
    expect(onField(r.board)).toEqual([]);
    expect(r.board.side.life).toBe(10);
    expect(r.log.map((l) => l.code)).not.toContain('buddy-gift');
    // Stepping on from here can only end the call: no monster, still no life.
    const end = replay<CallBoard>(getFlow('buddyfight', 'call')!, [...r.visits.slice(1).map((v) => v.event!), 'next']);
    expect(end.position.key).toBe('end:cancelled');
    expect(end.board.side.life).toBe(10);
  },
  // Q2: at 2.1 the called monster is not on the field, so Magical Goodbye has no target.
  'call-q2': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('2.2');
    expect(r.board.counter).toBe('used');
    expect(onField(r.board)).toEqual([]);
    expect(r.board.calling?.card).toBe('buddy-copy');
  },
  // Q3: Succubus with no Armorknight in the drop zone cannot be called; the check at 1.4 stops it before any cost.
  'call-q3': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('end:cancelled');
    expect(r.visits.map((v) => v.key)).toContain('1.4');
    expect(r.visits.map((v) => v.key)).not.toContain('1.6');
    expect(r.board.side.gauge).toBe(2);
    expect(r.board.side.drop).toEqual([]);
    expect(r.log.map((l) => l.code)).toContain('call-stopped');
  },
  // Q4: Demon may pay its call cost with the monster already in the chosen area, then lands there.
  'call-q4': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('3.1');
    // The 1 gauge paid and the monster paid both end in the drop zone.
    expect(r.board.side.drop.map((c) => c.card).sort()).toEqual(['gauge-card', 'other-monster']);
    expect(r.board.side.field.center.map((c) => c.card)).toEqual(['armorknight-demon']);
  },
  // Q5: a same-name monster called normally is treated as the buddy monster (no Buddy Gift, though).
  'call-q5': (r: ReplayResult<CallBoard>) => {
    expect(r.position.key).toBe('3.2');
    expect(r.board.buddyCall).toBe(false);
    const center = r.board.side.field.center;
    // The card from the hand, not the buddy set aside at setup (that one stays in the buddy zone), yet tagged as the buddy.
    expect(center.map((c) => c.card)).toEqual(['buddy-copy']);
    expect(r.board.buddyZone.map((c) => c.card)).toEqual([r.board.buddy]);
    const view = getFlow('buddyfight', 'call')!.view(r.board);
    const field = view.sections.find((s) => s.key === 'field');
    expect(field && field.kind === 'slots' && field.slots.find((s) => s.key === 'center')?.cards[0].tags).toContain('buddy');
    expect(r.board.side.life).toBe(10);
  },
  // ② Q1: a Counter may answer the call and also the auto ability it triggers.
  'play-timing-q1': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.1');
    expect(r.choices).toContain('counter-used');
    expect(t.pt.pending.turn?.card).toBe('dangerous-backdrop');
    expect(r.visits.filter((v) => v.key === '3.1').length).toBe(2);
    expect(r.log.filter((l) => l.code === 'non-turn-used').length).toBe(1);
  },
  // ② Q2: the turn fighter acts first; after the non-turn fighter's Counter, the turn fighter cannot answer before resolution.
  'play-timing-q2': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('4.1');
    expect(r.choices).toEqual(['next']);
    expect(t.turn.hand.map((p) => p.card)).toContain('dragon-breath');
    expect(r.visits.map((v) => v.key)).not.toContain('7.1');
  },
  // ② Q3: The Skies in your Hand resolves first (4.1), then Dragonic Destroy finds no target (5.1); Dragon Breath only afterwards.
  'play-timing-q3': (r) => {
    const t = r.board as Table;
    const keys = r.visits.map((v) => v.key);
    expect(keys.indexOf('4.1')).toBeLessThan(keys.indexOf('5.1'));
    expect(r.log.map((l) => l.code).filter((c) => c === 'returned' || c === 'no-target')).toEqual(['returned', 'no-target']);
    expect(t.nonTurn.returned.map((c) => c.uid)).toEqual(['nm1']);
    // The monster went back to the hand, not to the drop zone; the two used cards did their work and lie in their users' drop zones.
    expect(t.nonTurn.drop.map((c) => c.card)).toEqual(['the-skies-in-your-hand']);
    expect(t.turn.drop.map((c) => c.card)).toEqual(['dragonic-destroy']);
    expect(r.position.key).toBe('2.1');
    expect(r.choices).toContain('turn-uses');
    expect(t.turn.hand.map((p) => p.card)).toEqual(['dragon-breath']);
  },
  // ③ Q1: an attacker destroyed before 3.1 deals no damage and destroys nothing.
  'attack-phase-q1': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.3');
    expect(r.visits.map((v) => v.key)).not.toContain('3.1');
    expect(t.turn.drop.map((d) => d.uid)).toEqual(['t-center']);
    expect(t.nonTurn.field.center.map((u) => u.uid)).toEqual(['n-center']);
    expect(t.nonTurn.life).toBe(10);
  },
  // ③ Q2: the center monster left before the hit, so Penetrate never triggers.
  'attack-phase-q2': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.3');
    expect(t.nonTurn.returned.map((d) => d.uid)).toEqual(['n-center']);
    expect(r.visits.map((v) => v.key)).not.toContain('3.2.1');
    expect(t.nonTurn.life).toBe(10);
  },
  // ③ Q3: a link attack down to one card is no longer a link attack; only that card's power counts.
  'attack-phase-q3': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.1.1');
    expect(t.attack?.link).toBe(false);
    expect(t.attack?.hit).toBe(false);
    expect(t.turn.drop.map((d) => d.uid)).toEqual(['t-right']);
    expect(t.nonTurn.field.center.map((u) => u.uid)).toEqual(['n-center']);
  },
  // ③ Q4: the target left; the attack is not redirected to the fighter.
  'attack-phase-q4': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.3');
    expect(t.attack?.target).not.toBe('fighter');
    expect(t.nonTurn.returned.length).toBe(1);
    expect(t.nonTurn.life).toBe(10);
    // The used Magical Goodbye is not lost: it lies in its user's drop zone (issue 12.5).
    expect(t.nonTurn.drop.map((c) => c.card)).toEqual(['magical-goodbye']);
    expect(t.nonTurn.hand).toEqual([]);
  },
  // ③ Q4, second half: a monster called to the center after the target was fixed does not take the attack.
  'attack-phase-q4-seal': (r) => {
    const t = r.board as Table;
    expect(r.position.key).toBe('3.1.2');
    expect(t.nonTurn.field.center.map((u) => u.card)).toEqual(['sealed-monster']);
    expect(t.attack?.target).toBe('fighter');
    expect(t.nonTurn.life).toBe(8);
  },
  ...fftcgAnswers,
  ...bfWebAnswers,
  ...bfJudgeAnswers,
};

for (const [gameId, game] of Object.entries(games)) {
  for (const [flowId, entry] of Object.entries(game.flows)) {
    if (entry.rulings.length === 0) continue;
    describe(`${gameId}/${flowId} rulings`, () => {
      const flow = getFlow(gameId, flowId)!;
      test.each(entry.rulings.map((r) => [r.id, r] as const))('%s replays to its answer (official, or ours for a judge’s question)', (id, ruling) => {
        expect(Object.keys(flow.setups)).toContain(ruling.replay.setup);
        // Read as the link it is, edits and all: a ruling asked on an edited board replays on that board.
        expect(readReplay(flow, ruling.replay).problems).toEqual([]);
        const result = replaySpec(flow, ruling.replay);
        // The replay passes through a step the ruling hinges on (others may be steps it proves are skipped).
        const keys = result.visits.map((v) => v.key);
        const reached = (s: string) => keys.some((k) => k === s || k.startsWith(`${s}>`));
        expect(ruling.steps.some(reached), `${id} reaches none of ${ruling.steps}`).toBe(true);
        expect(answers[id], `no assertion written for ${id}`).toBeTypeOf('function');
        answers[id](result);
      });
    });
  }
}

describe('"when …" windows (④ その他)', () => {
  const pt = getFlow('buddyfight', 'play-timing')!;
  test('an unused window closes when the play timing ends', () => {
    const r = replay<Table>(pt, parseWalk(pt, 'turn-passes.pass.next', 'window').events, 'window');
    expect(r.position.key).toBe('end:ended');
    expect(r.log.map((l) => l.code)).toContain('window-expired');
    expect(r.board.windows).toEqual([]);
  });
  test('using the card while the window is open closes it as used', () => {
    const r = replay<Table>(pt, parseWalk(pt, 'turn-uses', 'window').events, 'window');
    expect(r.log.map((l) => l.code)).toContain('window-used');
    expect(r.log.map((l) => l.code)).not.toContain('window-expired');
  });
});

describe('an answer answers the question asked', () => {
  const all = Object.values(games).flatMap((g) => Object.values(g.flows).flatMap((f) => f.rulings));
  const byId = new Map(all.map((r) => [r.id, r]));

  test('a question asking only "what"/"where"/"how" is not answered "Yes" or "No"', () => {
    // A yes/no question opens on an auxiliary, at the start or after a comma ("Since …, does …?").
    const yesNo = /(^|, |\band )(can|may|does|do|is|are|has|have|must|will|would|should|did)\b/i;
    const wrong = all
      .filter((r) => !r.question.en.split(/(?<=[.?]) /).some((s) => s.endsWith('?') && yesNo.test(s)))
      .filter((r) => /^(Yes|No)[.,:;!]/.test(r.answer.en))
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  // Hand-written: each answer opens on the question's own verb or subject (000 ① A4 answers "置けます" to its Q4).
  test.each([
    ['call-q4', 'ja', '払えます。'],
    ['bg-life-shield-last-counters', 'ja', '防げますが'],
    ['bg-raging-round-trip', 'ja', 'ジャンクゾーンへは行かず'],
    ['bg-raging-round-trip', 'en', 'It goes under the raging guardian'],
    ['stack-answer-only', 'ja', '残ります。'],
    ['stack-answer-only', 'en', 'It stays.'],
    ['attack-provisional', 'ja', '勝ちますが'],
    ['attack-provisional', 'en', 'It wins, but'],
  ] as const)('%s (%s) opens with "%s"', (id, lang, opening) => {
    expect(byId.get(id)!.answer[lang].startsWith(opening)).toBe(true);
  });

  test('a ruling that asks something has a question mark in both languages', () => {
    expect(all.filter((r) => !/[?？]/.test(r.question.ja) || !r.question.en.includes('?')).map((r) => r.id)).toEqual([]);
  });
});
