import { describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { LOCALES, games } from '@/content';
import { rulingIndex } from '@/app/lib/ruling-index';

// Found by an audit: the rulings index's "Keyword" filter offered a rules document ("Future Card Buddyfight detailed
// rules (Japanese, official)"), because a ruling's text names 000 and the glossary links the number to the sources page.
describe("the rulings index's keyword filter offers only the game's words", () => {
  test.each(Object.keys(games).flatMap((g) => LOCALES.map((l) => [g, l] as const)))('%s (%s): no document among the options', (game, locale) => {
    const { topics } = rulingIndex(game, locale);
    expect(topics.filter((t) => t.id.startsWith('source-'))).toEqual([]);
    for (const doc of Object.values(games[game].content.sources)) expect(topics.map((t) => t.name)).not.toContain(doc.title[locale]);
  });

  test('Buddyfight (English) still offers its keywords and terms', () => {
    const names = rulingIndex('buddyfight', 'en').topics.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Penetrate', 'Counterattack', 'Counter', '★Rules check★']));
    expect(names).not.toContain('Future Card Buddyfight detailed rules (Japanese, official)');
  });

  test('a ruling naming 000 keeps no document among its topics', () => {
    for (const r of rulingIndex('buddyfight', 'en').rulings)
      expect(
        r.topics.filter((t) => t.startsWith('source-')),
        r.id,
      ).toEqual([]);
  });
});
