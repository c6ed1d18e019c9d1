/**
 * One tokenizer for the build and the browser, so indexed and typed text meet.
 * NFKC folds full- and half-width forms; katakana folds to hiragana; Japanese
 * runs are cut by Intl.Segmenter, and long kana/kanji runs also give bigrams,
 * because the segmenter's dictionary does not know card names.
 */
/** A kana or kanji letter. */
export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

let segmenter: Intl.Segmenter | null | undefined;
/** The words Intl.Segmenter finds in `text` (split on non-letters where the runtime has no segmenter). */
export function words(text: string): string[] {
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', { granularity: 'word' }) : null;
  if (!segmenter) return text.split(/[^\p{L}\p{N}]+/u);
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Every two-letter piece of a run, in order. */
export function bigrams(run: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  return out;
}

export function tokenize(text: string): string[] {
  const norm = normalize(text);
  const out = new Set<string>();
  for (const w of words(norm)) {
    if (!w) continue;
    out.add(w);
    if (CJK.test(w) && w.length > 1) for (const b of bigrams(w)) out.add(b);
  }
  // Katakana runs (card names, loan words) are what the segmenter's dictionary splits oddly once folded to hiragana
  // ("まじかるぐっばい"): they still meet via bigrams of the whole run. Mixed kanji and hiragana runs are left to
  // the segmenter's words, as bigrams across their word boundaries ("立す") were a third of the index and found nothing.
  for (const run of text.normalize('NFKC').match(/[\u30a0-\u30ff]{2,}/g) ?? []) for (const b of bigrams(normalize(run))) out.add(b);
  return [...out];
}

/** Hiragana only (after folding, so also katakana that was folded), with the long-vowel mark and small kana. */
const HIRAGANA_ONLY = /^[\u3041-\u309f\u30fc]+$/;

/**
 * The endings, particles and question words of a question typed in Japanese (できますか, なりますか, とき, どう):
 * like English "what", "when" and "can" (english.ts: STOP), they say nothing about which rule is meant. Found in
 * nearly every ruling, they ranked a page by how many "できますか" it has and were marked all over the results.
 * Negations (ない, せん) stay, as in English. Dropped from the query only: the index keeps them, because the same two
 * letters are pieces of katakana words (ます of マスター), which a query keeps too.
 */
const JA_QUERY_STOP: ReadonlySet<string> = new Set([
  'ます',
  'です',
  'でき',
  'できる',
  'した',
  'して',
  'する',
  'され',
  'される',
  'たら',
  'なら',
  'なり',
  'なる',
  'とき',
  'どう',
  'どの',
  'どこ',
  'いつ',
  'なに',
  'なぜ',
  'こと',
  'ことに',
  'もの',
  'から',
  'まで',
  'より',
  'ので',
  'のに',
  'ある',
  'いる',
]);

/** A small vowel or the long-vowel mark: written in loan words (ディ, トゥ, マスター), seldom in Japanese's own. */
const LOAN_MARK = /[ぁぃぅぇぉゎー]/;

/**
 * The runs of at least `min` letters in a query that a page may write in katakana (card names, loan words), folded
 * to hiragana: its katakana runs, and the loan words typed in hiragana without converting them (ますたー, ばでぃこーる):
 * a hiragana run with a small vowel or a long-vowel mark, or the whole query when it is one hiragana run (ぺねとれいと).
 * The segmenter cuts a hiragana run as Japanese words, so without this such a query matched nothing.
 */
export function kanaRuns(query: string, min: number): string[] {
  const nfkc = query.normalize('NFKC');
  const katakana = nfkc.match(new RegExp(`[\\u30a0-\\u30ff]{${min},}`, 'g')) ?? [];
  const hiragana = (nfkc.match(new RegExp(`[\\u3041-\\u309f\\u30fc]{${min},}`, 'g')) ?? []).filter((run) => LOAN_MARK.test(run) || run === nfkc.trim());
  return [...new Set([...katakana, ...hiragana].map(normalize))];
}

/**
 * The query's terms: the tokenizer's (so typed and indexed text meet) and the pieces of its kana runs (kanaRuns), less
 * the words of a question that say nothing about the rule: a lone hiragana letter (a particle, or a letter the
 * segmenter cut off: に, か, は) and the endings above, unless the letters are a piece of a kana run of the query.
 */
export function queryTokenize(text: string): string[] {
  const pieces = new Set(kanaRuns(text, 2).flatMap(bigrams));
  const kept = tokenize(text).filter((t) => pieces.has(t) || !HIRAGANA_ONLY.test(t) || (t.length > 1 && !JA_QUERY_STOP.has(t)));
  return [...new Set([...kept, ...pieces])];
}
