import { expect, test } from 'vitest';
import { games } from '@/content';
import { GameContent, Ruling } from '@/content/schema';

/**
 * The project's own readings are data, not a prefix in prose: a ruling carries them in
 * `reading`, which every page shows flagged as ours. A "[This site's reading]" tag written
 * into an answer or a note would show unflagged on the rulings index and in the data files.
 */
const TAG = /this site['’]s reading|このサイトの読み/i;

test('no ruling hides the project’s reading inside its answer or note', () => {
  const hidden: string[] = [];
  for (const [game, g] of Object.entries(games))
    for (const f of Object.values(g.flows))
      for (const r of f.rulings)
        for (const text of [r.answer, r.note].filter(Boolean)) if (TAG.test(text!.ja) || TAG.test(text!.en)) hidden.push(`${game}/${r.id}`);
  expect(hidden).toEqual([]);
});

test('at least one ruling states a reading, in both languages', () => {
  const readings = Object.values(games).flatMap((g) => Object.values(g.flows).flatMap((f) => f.rulings.filter((r) => r.reading)));
  expect(readings.length).toBeGreaterThan(0);
  for (const r of readings) expect(() => Ruling.parse(r)).not.toThrow();
});

test('a source date is an ISO date and says where the document states it; a public copy is a URL', () => {
  for (const g of Object.values(games)) {
    expect(() => GameContent.parse(g.content)).not.toThrow();
    for (const s of Object.values(g.content.sources)) if (s.date) expect(s.stated, s.title.en).toBeDefined();
  }
  expect(() =>
    GameContent.shape.sources.parse({ x: { title: { ja: 'a', en: 'a' }, date: 'May 7, 2014', language: 'en', covers: { ja: 'a', en: 'a' } } }),
  ).toThrow();
  expect(() =>
    GameContent.shape.sources.parse({ x: { title: { ja: 'a', en: 'a' }, url: 'not a url', language: 'en', covers: { ja: 'a', en: 'a' } } }),
  ).toThrow();
});

// 000 keys Penetrate on the hit (3.2.1, the keyword text) but explains ③ Q2 by "not destroyed"; the pages say so and
// which reading the flow follows (found by an audit: W1-3's answer read as contradicting Q2's).
test('where 000 words Penetrate two ways, the Penetrate page and Q2 say so, in both languages', () => {
  const bf = games.buddyfight;
  const note = bf.topics.keywords?.penetrate?.note;
  const q2 = bf.flows['attack-phase'].rulings.find((r) => r.id === 'attack-phase-q2');
  for (const text of [note, q2?.reading]) {
    expect(text?.en).toMatch(/3\.2\.1/);
    expect(text?.ja).toMatch(/3\.2\.1/);
  }
  expect(note?.en).toMatch(/Q2/);
  expect(note?.en).toMatch(/W1-3/);
  expect(note?.ja).toMatch(/Q2/);
});

test('two rulings cite the same source item only when document, section and item all agree', async () => {
  const { sameSourceItem } = await import('@/content/schema');
  expect(sameSourceItem({ doc: 'w09', section: 'x', ref: 'W9-3' }, { doc: 'w09', section: 'x', ref: 'W9-3' })).toBe(true);
  // Q1 of section ① is not Q1 of section ③.
  expect(sameSourceItem({ doc: '000', section: '①', ref: 'Q1' }, { doc: '000', section: '③', ref: 'Q1' })).toBe(false);
  expect(sameSourceItem({ doc: '000', section: '①', ref: 'Q1' }, { doc: '001', section: '①', ref: 'Q1' })).toBe(false);
  expect(sameSourceItem({ doc: '004', section: 'a', ref: { ja: '例', en: 'example' } }, { doc: '004', section: 'a', ref: { ja: '例', en: 'example' } })).toBe(
    true,
  );
});
