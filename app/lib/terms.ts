import type { GlossaryTerm } from './glossary';

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Part = string | { term: GlossaryTerm; text: string };

interface Matcher {
  pattern: RegExp;
  byAlias: Map<string, GlossaryTerm>;
  /** Each text's parts, cut once: a step re-renders the same step texts and notes again and again. */
  parts: Map<string, Part[]>;
}
// Per list of terms: building the pattern (every alias, longest first) cost more than the cutting, on every render.
const matchers = new WeakMap<GlossaryTerm[], Matcher>();

function matcher(terms: GlossaryTerm[]): Matcher {
  let m = matchers.get(terms);
  if (!m) {
    // A name starting or ending with a digit ("000", a document's number) matches only as a whole number: not the
    // "000" of "4000" or "10,000", nor the start of "0001".
    const before = (a: string) => (/^[A-Za-z]/.test(a) ? '(?<![A-Za-z])' : /^\d/.test(a) ? '(?<![0-9.,])' : '');
    const after = (a: string) => (/[A-Za-z]$/.test(a) ? '(?![A-Za-z])' : /\d$/.test(a) ? '(?![0-9]|[.,][0-9])' : '');
    const bounded = (a: string) => `${before(a)}${escape(a)}${after(a)}`;
    const sorted = [...terms].sort((a, b) => b.alias.length - a.alias.length);
    const byAlias = new Map<string, GlossaryTerm>();
    for (const t of sorted) if (!byAlias.has(t.alias)) byAlias.set(t.alias, t);
    m = { pattern: new RegExp(`(${sorted.map((t) => bounded(t.alias)).join('|')})`, 'g'), byAlias, parts: new Map() };
    matchers.set(terms, m);
  }
  return m;
}

/**
 * Cuts text into plain runs and glossary terms. Latin names match whole words
 * only, so "Move" does not light up inside "Moved", and numbers whole numbers only; longer names win.
 * The result is shared between calls with the same text and list: read it, never change it.
 */
export function splitTerms(text: string, terms: GlossaryTerm[]): readonly Part[] {
  if (!terms.length || !text) return [text];
  const m = matcher(terms);
  let parts = m.parts.get(text);
  if (!parts) {
    parts = text
      .split(m.pattern)
      .map((part, i) => (i % 2 === 1 ? { term: m.byAlias.get(part)!, text: part } : part))
      .filter((p) => p !== '');
    m.parts.set(text, parts);
  }
  return parts;
}
