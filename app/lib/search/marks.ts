import { englishTerm, isEnglishTerm } from './english';
import { KANA_ONE } from './pieces';
import { CJK, normalize } from './tokenize';

/**
 * Marking matched terms in the text a result shows. Terms are compared in the
 * tokenizer's normal form (NFKC, lower case, katakana as hiragana), which can
 * change length ("…" becomes "...", half-width "ﾊﾞ" one letter): every place in
 * the normal form is mapped back to the original text, so a mark never slides
 * onto neighbouring letters.
 */

export interface Part {
  text: string;
  match: boolean;
}

// A letter and the marks that combine with it (accents, half-width voicing marks) normalize together.
const CLUSTER = /.[\p{M}\uff9e\uff9f]*/gsu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** An English word standing alone (the same bounds as a Latin term's: no letter or digit either side). */
const ENGLISH_WORD_IN_TEXT = /(?<![\p{L}\p{N}])[a-z]+(?![\p{L}\p{N}])/gu;

/** The normal form of `text`, and for each of its code units the offset in `text` it came from. */
export function normalWithOffsets(text: string): { norm: string; from: number[] } {
  let norm = '';
  const from: number[] = [];
  for (const m of text.matchAll(CLUSTER)) {
    const n = normalize(m[0]);
    norm += n;
    for (let k = 0; k < n.length; k++) from.push(m.index);
  }
  from.push(text.length);
  return { norm, from };
}

/**
 * Marks, over `text`, every occurrence of every term. A Latin or digit term is
 * a whole word in the index, so it is marked only as a whole word ("counter" is
 * not marked inside "counterattack"), and an English term, a stem, marks every
 * word with that stem ("break" marks "broken"); a kana or kanji term is a piece of a run
 * (a word or a bigram), so it is marked wherever it occurs, except that a term
 * among `pieces` (queryPieces) is marked only where pieces join into as many
 * letters as it needs, or run on from a mark.
 */
export function markTerms(text: string, terms: readonly string[], pieces: Readonly<Record<string, number>> = {}): boolean[] {
  const { norm, from } = normalWithOffsets(text);
  const whole = new Array<boolean>(norm.length).fill(false);
  // For each letter a piece covers, the fewest letters a run through it needs (0: no piece).
  const need = new Array<number>(norm.length).fill(0);
  // English terms are stems (english.ts: the index keeps "break" for "broken"), so a word is marked when its stem is
  // one of them; the stem of a term given as a plain word counts too.
  const english = new Set<string>();
  for (const raw of new Set(terms.map(normalize))) {
    const term = raw.trim();
    // A lone kana is a particle or a piece the segmenter cut off ("で", "っ"): marking each one would scatter marks
    // over the text; the word it came from is marked through its longer terms.
    if (!term || KANA_ONE.test(term)) continue;
    if (isEnglishTerm(term)) {
      english.add(term).add(englishTerm(term));
      continue;
    }
    const latin = !CJK.test(term);
    const piece = Object.hasOwn(pieces, term) ? pieces[term] : 0;
    for (let i = norm.indexOf(term); i >= 0; i = norm.indexOf(term, i + 1)) {
      const j = i + term.length;
      if (latin && ((i > 0 && WORD_CHAR.test(norm[i - 1])) || (j < norm.length && WORD_CHAR.test(norm[j])))) continue;
      if (!piece) whole.fill(true, i, j);
      else for (let k = i; k < j; k++) need[k] = need[k] ? Math.min(need[k], piece) : piece;
    }
  }
  if (english.size) for (const w of norm.matchAll(ENGLISH_WORD_IN_TEXT)) if (english.has(englishTerm(w[0]))) whole.fill(true, w.index, w.index + w[0].length);
  for (let i = 0; i < norm.length;) {
    if (!need[i]) {
      i++;
      continue;
    }
    let j = i;
    let least = need[i];
    while (j < norm.length && need[j]) least = Math.min(least, need[j++]);
    if (j - i >= least || whole[i - 1] || whole[j] || whole.slice(i, j).some(Boolean)) whole.fill(true, i, j);
    i = j;
  }
  const marks = new Array<boolean>(text.length).fill(false);
  // A normal-form letter marks the whole original cluster it came from.
  for (let k = 0; k < norm.length; k++) if (whole[k]) marks.fill(true, from[k], endOf(from, k));
  return marks;
}

/** Where the original cluster of normal-form letter k ends (one cluster can give several normal-form letters). */
function endOf(from: readonly number[], k: number): number {
  let n = k + 1;
  while (n < from.length - 1 && from[n] === from[k]) n++;
  return from[n];
}

function split(text: string, marks: readonly boolean[], start = 0, end = text.length): Part[] {
  const parts: Part[] = [];
  for (let i = start; i < end; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marks[i] });
  }
  return parts;
}

/** The whole of a short text (a title) with every matched term marked. */
export function highlight(text: string, terms: readonly string[], pieces: Readonly<Record<string, number>> = {}): Part[] {
  if (!text) return [];
  return split(text, markTerms(text, terms, pieces));
}

/** About `width` characters either side of the first matched term, every matched term in it marked. */
export function excerpt(text: string, terms: readonly string[], pieces: Readonly<Record<string, number>> = {}, width = 60): Part[] {
  const marks = markTerms(text, terms, pieces);
  const at = marks.indexOf(true);
  if (at < 0) return [{ text: text.slice(0, width * 2) + (text.length > width * 2 ? '…' : ''), match: false }];
  let len = 0;
  while (marks[at + len]) len++;
  const start = Math.max(0, at - width);
  let end = Math.min(text.length, at + len + width);
  // Never cut a later mark in two.
  while (end < text.length && marks[end - 1] && marks[end]) end++;
  const parts = split(text, marks, start, end);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
