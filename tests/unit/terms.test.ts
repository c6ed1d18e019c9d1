import { expect, test } from 'vitest';
import { splitTerms } from '@/app/lib/terms';

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
