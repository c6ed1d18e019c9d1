import { CJK, bigrams, normalize } from './tokenize';

/** A run of three or more kana or kanji letters. */
const CJK_RUN = new RegExp(`${CJK.source}{3,}`, 'g');
/** One kana alone: a particle, or a piece the segmenter cut off ("で", "っ"). */
export const KANA_ONE = /^[\u3040-\u30ff]$/;

/** A run of the query's kana and kanji, as the bigrams the tokenizer cuts it into. */
export interface QueryRun {
  pieces: string[];
  /** How many letters a run of its pieces must make to count as the word. */
  need: number;
}

/**
 * The query's own longer kana and kanji runs, each as its bigrams and how many letters a run of them must make to
 * count as the word. The tokenizer cuts such a run into two-letter pieces so that card names and loan words still
 * meet the index however the segmenter split them; a piece alone is seldom the word searched for (ター of 1ターン
 * when searching カウンター), nor is a short stretch of it (ンター of センター): pieces must make two thirds of the
 * query's run, and at least three letters.
 */
export function queryRuns(query: string): QueryRun[] {
  return (normalize(query).match(CJK_RUN) ?? []).map((run) => ({
    pieces: [...new Set(bigrams(run))],
    need: Math.max(3, Math.ceil((run.length * 2) / 3)),
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
 * one of its runs, enough different pieces to spell the letters it needs (need letters take need - 1 pieces).
 */
export function holdsAWord(terms: readonly string[], runs: readonly QueryRun[]): boolean {
  if (!runs.length) return true;
  const all = new Set(runs.flatMap((r) => r.pieces));
  if (terms.some((t) => !all.has(t) && !KANA_ONE.test(t))) return true;
  return runs.some((r) => r.pieces.filter((p) => terms.includes(p)).length >= r.need - 1);
}
