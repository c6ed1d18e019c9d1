import { CJK, bigrams, kanaRuns, normalize, words } from './tokenize';
/** One kana alone: a particle, or a piece the segmenter cut off ("で", "っ"). */
export const KANA_ONE = /^[\u3040-\u30ff]$/;

/** A run of the query's kana and kanji, as the bigrams the tokenizer cuts it into. */
export interface QueryRun {
  pieces: string[];
  /** How many letters a run of its pieces must make to count as the word. */
  need: number;
}

/**
 * The query's longer words that the tokenizer also cuts into two-letter pieces, each as its bigrams and how many
 * letters a run of them must make to count as the word: its katakana runs (card names and loan words, which the
 * segmenter splits oddly), and the segmenter's own words of three or more kana or kanji. A piece alone is seldom the
 * word searched for (ター of 1ターン when searching カウンター), nor is a short stretch of it (ンター of センター):
 * pieces must make two thirds of a longer word, and all of a word of four letters or fewer, where a third is one letter
 * (ブレイ of ブレイブ is not ブレイク). Words are not run together across scripts or
 * the segmenter's word breaks: in ライフ回復 or 破壊された, 回復 and 破壊 are words of the query, not pieces of one
 * long word that a page would need two thirds of.
 */
export function queryRuns(query: string): QueryRun[] {
  const nfkc = query.normalize('NFKC');
  // Card names and loan words, in katakana or typed in hiragana (tokenize.ts: kanaRuns).
  const katakana = kanaRuns(nfkc, 3);
  const long = words(normalize(nfkc)).filter((w) => CJK.test(w) && w.length >= 3 && !katakana.some((k) => k.includes(w)));
  return [...new Set([...katakana, ...long])].map((run) => ({
    pieces: [...new Set(bigrams(run))],
    need: run.length <= 4 ? run.length : Math.ceil((run.length * 2) / 3),
  }));
}

/** Every piece of the query's runs (queryRuns), with the fewest letters a run of pieces through it needs. */
export function queryPieces(query: string): Record<string, number> {
  const out = new Map<string, number>();
  for (const { pieces, need } of queryRuns(query)) for (const p of pieces) out.set(p, Math.min(out.get(p) ?? need, need));
  return Object.fromEntries(out);
}

/**
 * Whether matched `terms` can hold a word of the query: a term that is not a piece of it (nor a lone kana), or, for
 * one of its runs, enough different pieces to spell the letters it needs (need letters take need - 1 pieces). A page
 * that matched only lone kana (the particles and endings of された) holds none.
 */
export function holdsAWord(terms: readonly string[], runs: readonly QueryRun[]): boolean {
  const all = new Set(runs.flatMap((r) => r.pieces));
  if (terms.some((t) => !all.has(t) && !KANA_ONE.test(t))) return true;
  return runs.some((r) => r.pieces.filter((p) => terms.includes(p)).length >= r.need - 1);
}
