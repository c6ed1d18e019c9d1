import { readFileSync } from 'node:fs';
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
const mdx = (path: string) => readFileSync(`content/${path}`, 'utf8');

// 003 割り込みについて marks its four points ■ (no numbers); the priority going back to the turn player after each
// resolution is the fourth (■4), as the flow's own citation (■1–■4) and the priority term name it. "4" alone reads
// as a step 4 the interrupt chart does not have.
test('the priority-after-resolution ruling cites 003’s fourth ■ point as ■4', () => {
  expect(both(ruling('fftcg', 'interrupt', 'fftcg-priority-after-resolution').source)).toEqual(['割り込みについて / ■4', 'About interrupts / ■4']);
});

// 004 says a spell of "SP以上" nullifies (and shows SP 1 answered by SP 1 or more) only under 用語解説 › スペルパワー;
// its counter step section speaks of discarding a spell with no word on SP.
test('the equal-SP ruling cites spell power, where 004 says an equal SP is enough', () => {
  expect(both(ruling('battle-guardians', 'counter', 'bg-sp-equal').source)).toEqual(['用語解説 / スペルパワー', 'Glossary / Spell power']);
});

// 004 does number one thing: its attack procedure (攻撃手順 1. 2. 3.), all of it at the dice step.
test('no Battle Guardians page says 004 numbers nothing; the turn says its attack procedure is numbered 1–3', () => {
  const pages = ['turn/en.mdx', 'turn/ja.mdx', 'setup/en.mdx', 'setup/ja.mdx'].map((p) => mdx(`battle-guardians/${p}`));
  const note = step('battle-guardians', 'turn', '1').note!;
  for (const text of [...pages, note.ja, note.en]) expect(text).not.toMatch(/numbers nothing|004には番号がありません|004は手順に番号を付けていません/);
  expect(note.ja).toMatch(/攻撃手順の1〜3/);
  expect(note.en).toMatch(/attack procedure is numbered, 1–3/);
});

// 004 says a misfire starts the end phase under バトルフェイズ, and skips the battle phase in 攻撃手順 3 and the
// Chaos Wind example: the note on the contradiction says where each is, so a judge can check both.
test('the misfire note says where 004 gives each of its two readings', () => {
  const note = step('battle-guardians', 'turn', '6').note!;
  expect(note.ja).toMatch(/バトルフェイズの項/);
  expect(note.ja).toMatch(/攻撃手順3とカオスウインドの例/);
  expect(note.en).toMatch(/under the battle phase/);
  expect(note.en).toMatch(/attack procedure 3 and the Chaos Wind example/);
});

// The chart lists 3.5 between 3.2 and 3.3 (it is reached from the shift step); its note says why, in both languages.
test('step 3.5 says why it comes after 3.2 and before 3.3', () => {
  const note = step('battle-guardians', 'turn', '3.5').note!;
  for (const text of [note.ja, note.en]) for (const n of ['3.2', '3.3', '3.4']) expect(text).toContain(n);
  expect(note.ja).toMatch(/シフトステップ/);
  expect(note.en).toMatch(/shift step/);
});

// Facts a step states from another heading than the one it cites name that heading: no hand limit (004 デッキ構成),
// the summon limit (004 ガーディアンカードについて).
test('a step stating a fact from another heading names it', () => {
  const keep = step('battle-guardians', 'setup', '4').text;
  expect(keep.ja).toMatch(/デッキ構成/);
  expect(keep.en).toMatch(/deck building/);
  const summon = step('battle-guardians', 'turn', '3').note!;
  expect(summon.ja).toMatch(/ガーディアンカードについて/);
  expect(summon.en).toMatch(/About guardian cards/);
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
