import { expect, test } from 'vitest';
import { games } from '@/content';
import { cited, type Source } from '@/content/schema';

/**
 * Facts found by re-reading the FF-TCG (003) and Battle Guardians (004) step texts and rulings against the
 * documents, line by line. Each expectation is transcribed by hand from the document, not taken from the content.
 */
const ruling = (game: string, flow: string, id: string) => games[game].flows[flow].rulings.find((r) => r.id === id)!;
const step = (game: string, flow: string, id: string) => games[game].flows[flow].content.steps[id];
const both = (s: Source) => ['ja', 'en'].map((l) => `${cited(s.section, l as 'ja' | 'en')} / ${cited(s.ref, l as 'ja' | 'en')}`);

// 003 割り込みについて marks its four points ■ (no numbers); the priority going back to the turn player after each
// resolution is the fourth (■4), as the flow's own citation (■1–■4) and the priority term name it. "4" alone reads
// as a step 4 the interrupt chart does not have.
test('the priority-after-resolution ruling cites 003’s fourth ■ point as ■4', () => {
  expect(both(ruling('fftcg', 'interrupt', 'fftcg-priority-after-resolution').source)).toEqual(['割り込みについて / ■4', 'About interrupts / ■4']);
});

// 003 4-1 speaks of dulling "特定のフォワード" (a given forward), naming no side; the Japanese said "the opponent's".
test('the attack preparation step’s example names no side, in either language', () => {
  const text = step('fftcg', 'turn', '4.1').text;
  expect(text.ja).not.toMatch(/相手のフォワード/);
  expect(text.en).not.toMatch(/opponent/);
});

// 003 4-4: the turn goes back to 4-1 only when the turn player goes on attacking; always coming back is the chart's.
test('the stop-attacking answer says 003 goes back to 4-1 only to attack again', () => {
  const { answer } = ruling('fftcg', 'turn', 'fftcg-stop-attacking');
  expect(answer.ja).toMatch(/003で4-1に戻るのは、アタックを続けるときだけ/);
  expect(answer.en).toMatch(/In 003 the turn goes back to 4-1 only to attack again/);
});
