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
  return queryRunWords(query.normalize('NFKC')).map(asRun);
}

/** The runs of queryRuns, as their letters (in the normal form). */
function queryRunWords(nfkc: string): string[] {
  // Card names and loan words, in katakana or typed in hiragana (tokenize.ts: kanaRuns).
  const kana = kanaRuns(nfkc, 3);
  const long = words(normalize(nfkc)).filter((w) => CJK.test(w) && w.length >= 3 && !kana.some((k) => k.includes(w)));
  return [...new Set([...kana, ...long])];
}

/** Hiragana as katakana (the segmenter knows loan words in katakana only: ぱーてぃあたっく is eight letters to it). */
const katakana = (run: string) => run.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

/** A word as a run of pieces (queryRuns: two thirds of a longer word, all of one of four letters or fewer). */
function asRun(word: string): QueryRun {
  return { pieces: [...new Set(bigrams(word))], need: word.length <= 4 ? word.length : Math.ceil((word.length * 2) / 3) };
}

/**
 * The query's words, to rank by how many of them a page holds: its runs (queryRuns), a katakana run cut where the
 * segmenter finds dictionary words in it, all of three letters or more (パーティアタック: パーティ and アタック;
 * ソウルガード: ソウル and ガード). A page needs only two thirds of a long run's pieces to be found (pieces.ts:
 * holdsAWord), and a page on アビリティ and ガーディアン held five of パーティアタック's seven pieces with its アタック:
 * it outranked the step that says パーティ and アタック, on how often it says アタック. A run the segmenter cuts
 * into scraps (エ|クス|トラ|…, card names it does not know) stays one word.
 */
export function queryWords(query: string): QueryRun[] {
  const nfkc = query.normalize('NFKC');
  const out: string[] = [];
  for (const run of queryRunWords(nfkc)) {
    const cut = words(katakana(run));
    const whole = cut.join('') === katakana(run) && cut.length > 1 && cut.every((w) => w.length >= 3);
    out.push(...(whole ? cut.map(normalize) : [run]));
  }
  return [...new Set(out)].map(asRun);
}

/** How many of the query's words (queryWords) a page holds: enough of each one's pieces, as holdsAWord counts them. */
export function wordsHeld(terms: readonly string[], words: readonly QueryRun[]): number {
  return words.filter((w) => w.pieces.filter((p) => terms.includes(p)).length >= w.need - 1).length;
}

/**
 * Every piece of the query's runs (queryRuns) and words (queryWords), with the fewest letters a run of pieces through
 * it needs. For パーティアタック, パーティ is marked where a page says it alone: its four letters were short of the six
 * a piece of the whole run needs. A piece across the two words (ィア) keeps the whole run's need.
 */
export function queryPieces(query: string): Record<string, number> {
  const out = new Map<string, number>();
  for (const { pieces, need } of [...queryRuns(query), ...queryWords(query)]) for (const p of pieces) out.set(p, Math.min(out.get(p) ?? need, need));
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
