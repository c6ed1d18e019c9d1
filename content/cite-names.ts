import type { Cited } from './schema';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * Turns a citation part written in a Japanese source's own words into both languages: the source's words on
 * Japanese pages, our English name on English ones. A number or symbol ("2.5", "④") reads the same in both and
 * stays one string. A part in Japanese with no English name throws when the content loads, so an English page can
 * never show a heading its reader cannot read.
 */
export function citeNames<K extends string>(source: string, names: Record<K, string>) {
  return (p: string): Cited => {
    if (Object.hasOwn(names, p)) return { ja: p, en: names[p as K] };
    if (JAPANESE.test(p)) throw new Error(`${source} citation part without an English name: ${p}`);
    return p;
  };
}
