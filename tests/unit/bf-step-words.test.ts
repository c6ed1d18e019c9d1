import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { chartModel, type ChartNode } from '@/machines/engine/chart';
import attack from '@/content/buddyfight/attack-phase/flow';
import playTiming from '@/content/buddyfight/play-timing/flow';
import sizeRulings from '@/content/buddyfight/play-timing/edition-rulings';
import { cited } from '@/content/schema';

// Judges' audit: step texts that leave a judge's question open, and Japanese words that are not 000's.

/** The attack phase's steps in order, with the nested play timing each hosts (000 ③). */
function attackSteps(): { step: string; flow?: string }[] {
  const out: { step: string; flow?: string }[] = [];
  const visit = (n: ChartNode) => {
    if (n.step) out.push({ step: n.step, flow: n.flow });
    if (!n.flow) n.children.forEach(visit);
  };
  visit(chartModel(getFlow('buddyfight', 'attack-phase')!).root);
  return out;
}

describe('attack phase: the stretch with no play timing (000 ③ 2.6 to 3.4)', () => {
  // 000 ③ opens play timings at 1.3, 2.1.1, 2.5, 3.4 and 4.3, and none from the rules check 2.6 to 3.4.
  const STRETCH = ['3.1', '3.1.1', '3.1.2', '3.2', '3.2.1', '3.2.2', '3.3'];

  test('the chart nests a play timing at 000 ③ 1.3, 2.1.1, 2.5, 3.4 and 4.3 only', () => {
    const hosts = attackSteps()
      .filter((s) => s.flow === 'play-timing')
      .map((s) => s.step);
    expect([...new Set(hosts)].sort()).toEqual(['1.3', '2.1.1', '2.5', '3.4', '4.3']);
    for (const step of STRETCH) expect(hosts, step).not.toContain(step);
  });

  test.each(STRETCH)('%s says there is no play timing here, and that the next is at 3.4', (step) => {
    const text = attack.steps[step as keyof typeof attack.steps].text;
    expect(text.en).toContain('No play timing at this step; the next is at 3.4.');
    expect(text.ja).toContain('この手順にプレイタイミングはなく、次は3.4です。');
  });

  test.each(['2.5', '2.6', '3.4', '3.5', '4.1'])('%s, outside the stretch, does not say so', (step) => {
    const text = attack.steps[step as keyof typeof attack.steps].text;
    expect(text.en).not.toContain('No play timing');
    expect(text.ja).not.toContain('プレイタイミングはなく');
  });

  test('3.2.1 and 3.2.2 say their keyword cannot be answered with a Counter (000 ④), and where Lifelink still can', () => {
    expect(attack.steps['3.2.1'].note.en).toContain('Penetrate cannot be answered with a Counter');
    expect(attack.steps['3.2.1'].note.ja).toContain('『貫通』に【対抗】は使えません');
    expect(attack.steps['3.2.2'].note.en).toContain('Counterattack cannot be answered with a Counter');
    expect(attack.steps['3.2.2'].note.ja).toContain('『反撃』に【対抗】は使えません');
    for (const step of ['3.1.1', '3.2.2'] as const) expect(attack.steps[step].note.en, step).toContain('Lifelink');
  });
});

describe('the size-limit ruling names its rule and its monster', () => {
  const r = sizeRulings.find((x) => x.id === 'play-timing-size-newest')!;

  test('its number names the size item of the ★rules check★, not "third item"', () => {
    expect(cited(r.source.ref, 'en')).toBe('Size limit (3rd item)');
    expect(cited(r.source.ref, 'ja')).toBe('サイズ合計の項目(3つ目)');
  });

  test('the answer says the left monster goes, as the question places it', () => {
    expect(r.question.en).toContain('in my left area');
    expect(r.question.ja).toContain('レフトに');
    expect(r.answer.en).toContain('the size 2 already in your left area goes');
    expect(r.answer.en).not.toContain('that was there before');
    expect(r.answer.ja).toContain('レフトに前からいたモンスター');
  });
});

describe("Japanese chart words use 000's ターンファイター / 非ターンファイター", () => {
  test('the play timing boxes, in 000 ② section order', () => {
    const titles = Object.fromEntries(
      ['2.1', '3.1', '4.1', '5.1', '6.1', '7.1', '8.1', '9.1'].map((s) => [s, playTiming.steps[s as keyof typeof playTiming.steps].title.ja]),
    );
    expect(titles).toEqual({
      '2.1': 'ターンファイターが使う',
      '3.1': '非ターンファイターの【対抗】',
      '4.1': '非ターンファイターの解決',
      '5.1': 'ターンファイターの解決',
      '6.1': '非ターンファイターの【対抗】',
      '7.1': 'ターンファイターの【対抗】',
      '8.1': 'ターンファイターの解決',
      '9.1': '非ターンファイターの解決',
    });
  });

  test('no box, arrow or condition of the play timing or attack phase says ターン側, or 相手 for the non-turn fighter', () => {
    for (const flow of [playTiming, attack]) {
      const words = [
        ...Object.values(flow.steps).map((s) => s.title.ja),
        ...Object.entries(flow.events)
          .filter(([id]) => /^(turn|counter|pass|non-turn)/.test(id))
          .map(([, l]) => l.ja),
        ...Object.entries(flow.guards)
          .filter(([id]) => /^(turn|nonTurn)/.test(id))
          .map(([, l]) => l.ja),
      ];
      for (const w of words) {
        expect(w).not.toContain('ターン側');
        expect(w).not.toMatch(/^相手/);
      }
    }
  });

  test('the attack phase Move boxes', () => {
    expect(attack.steps['1.1.1'].title.ja).toBe('ターンファイターの『移動』');
    expect(attack.steps['1.1.2'].title.ja).toBe('非ターンファイターの『移動』');
  });

  test('no Japanese box title is much longer than before (the boxes are narrow): 14 characters at most', () => {
    for (const flow of [playTiming, attack]) for (const s of Object.values(flow.steps)) expect([...s.title.ja].length, s.title.ja).toBeLessThanOrEqual(14);
  });
});
