import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { games } from '@/content';
import { responsesPage } from '@/content/compare';
import { uiStrings } from '@/content/ui';

/**
 * Every text is written twice, in Japanese and in English, by hand. A judge reading one language must get the same
 * facts as one reading the other, so the two must name the same steps (3.2.1), the same amounts (1000, 4000), the
 * same source documents (000, 004) and the same placeholders ({step}, {n}). Counts below 100 are left out: Japanese
 * writes "1枚", "2つ" where English writes "a card", "two".
 */
function facts(text: string): string[] {
  // Circled section marks (③3.4) would otherwise run into the number after them once normalized to ASCII.
  const plain = text.replace(/[①-⑩]/g, ' ').normalize('NFKC');
  const numbers = plain.match(/\d+(?:\.\d+)+|\d{3,}/g) ?? [];
  const slots = plain.match(/\{\w+\}/g) ?? [];
  return [...new Set([...numbers, ...slots])].sort();
}

interface Pair {
  where: string;
  ja: string;
  en: string;
}

/** Every { ja, en } pair of strings under a value, with the path to it. */
function pairsIn(value: unknown, where: string, out: Pair[] = [], seen = new Set<unknown>()): Pair[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  const o = value as Record<string, unknown>;
  if (typeof o.ja === 'string' && typeof o.en === 'string') out.push({ where, ja: o.ja, en: o.en });
  for (const [k, v] of Object.entries(o)) pairsIn(v, `${where}.${k}`, out, seen);
  return out;
}

const ja = uiStrings('ja') as Record<string, string>;
const en = uiStrings('en') as Record<string, string>;
/** Each flow's page, written once per language as ja.mdx and en.mdx beside each other. */
const pages: Pair[] = readdirSync('content', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join('content', d.name)).map((f) => join('content', d.name, f)))
  .filter((dir) => existsSync(join(dir, 'ja.mdx')) && existsSync(join(dir, 'en.mdx')))
  .map((dir) => ({ where: dir, ja: readFileSync(join(dir, 'ja.mdx'), 'utf8'), en: readFileSync(join(dir, 'en.mdx'), 'utf8') }));
const PAIRS = [
  ...pages,
  ...pairsIn(games, 'games'),
  ...pairsIn(responsesPage, 'compare'),
  ...Object.keys(en).map((k) => ({ where: `ui.${k}`, ja: ja[k], en: en[k] })),
];

describe('the Japanese and English of every text carry the same facts', () => {
  test('what is compared: step numbers, amounts, documents and placeholders, not small counts or words', () => {
    expect(facts('③3.4で4000のダメージ。000のA2を参照。{step}を開く')).toEqual(['000', '3.4', '4000', '{step}']);
    expect(facts('At 3.4, 4000 damage; see 000 A2. Open {step}.')).toEqual(['000', '3.4', '4000', '{step}']);
    // A step or an amount that differs, or a placeholder one language dropped, is told apart.
    expect(facts('3.2.1で2000')).not.toEqual(facts('at 3.2.2 for 2000'));
    expect(facts('1000につき1つ')).not.toEqual(facts('one per 100'));
    expect(facts('{n}件')).not.toEqual(facts('results'));
    expect(facts('1枚引きます')).toEqual(facts('Draw a card'));
  });

  test('there are texts to compare in every game, its pages, the comparison page and the interface', () => {
    for (const game of Object.keys(games)) expect(pages.filter((p) => p.where.startsWith(join('content', game))).length, game).toBeGreaterThan(0);
    for (const game of Object.keys(games)) expect(PAIRS.filter((p) => p.where.startsWith(`games.${game}.`)).length, game).toBeGreaterThan(100);
    expect(PAIRS.filter((p) => p.where.startsWith('compare.')).length).toBeGreaterThan(5);
    expect(PAIRS.filter((p) => p.where.startsWith('ui.')).length).toBeGreaterThan(100);
  });

  test('no pair differs', () => {
    const differ = PAIRS.filter((p) => facts(p.ja).join(' ') !== facts(p.en).join(' ')).map(
      (p) => `${p.where}: ja [${facts(p.ja).join(' ')}] en [${facts(p.en).join(' ')}]`,
    );
    expect(differ).toEqual([]);
  });
});
