import { expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { splitTerms } from '@/app/lib/terms';
import { glossary } from '@/app/lib/glossary';
import { LOCALES, games } from '@/content';

const term = (alias: string, href = `/en/x/${alias}`) => ({ alias, href, key: alias, name: alias, short: `${alias} means…` });
const shape = (parts: ReturnType<typeof splitTerms>) => parts.map((p) => (typeof p === 'string' ? p : `[${p.text}]`)).join('');

test('links whole Latin words only', () => {
  expect(shape(splitTerms('Move moves; it Moved with Move.', [term('Move')]))).toBe('[Move] moves; it Moved with [Move].');
});
test('the longer name wins', () => {
  expect(shape(splitTerms('『貫通』と貫通', [term('貫通'), term('『貫通』')]))).toBe('[『貫通』]と[貫通]');
});
test('markup in text stays text', () => {
  expect(splitTerms('<b>Penetrate</b>', [term('Penetrate')]).map((p) => (typeof p === 'string' ? p : p.text))).toEqual(['<b>', 'Penetrate', '</b>']);
});
test('regex characters in names are literal', () => {
  expect(shape(splitTerms('a (b) c', [term('(b)')]))).toBe('a [(b)] c');
});
test('a number is linked only where it stands whole', () => {
  const docs = [term('000'), term('002')];
  expect(shape(splitTerms('000 says; (002, No.2) and 000は; as in 000.', docs))).toBe('[000] says; ([002], No.2) and [000]は; as in [000].');
  expect(shape(splitTerms('4000 power, 10,000 life, 0001, 000.5, 2.000, 0020', docs))).toBe('4000 power, 10,000 life, 0001, 000.5, 2.000, 0020');
});

test("every game's numbered documents are glossary terms leading to their entry on the sources page", () => {
  for (const game of Object.keys(games)) {
    const numbered = Object.keys(games[game].content.sources).filter((d) => /^\d+$/.test(d));
    expect(numbered.length, game).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const terms = glossary(game, locale);
      for (const doc of numbered) {
        const t = terms.find((x) => x.alias === doc);
        expect(t?.href, `${game} ${doc}`).toBe(`/${locale}/sources#doc-${game}-${doc}`);
        expect(t?.short).toContain(games[game].content.sources[doc].title[locale]);
      }
    }
  }
});
