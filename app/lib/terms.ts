import type { GlossaryTerm } from './glossary';

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Cuts text into plain runs and glossary terms. Latin names match whole words
 * only, so "Move" does not light up inside "Moved"; longer names win.
 */
export function splitTerms(text: string, terms: GlossaryTerm[]): (string | { term: GlossaryTerm; text: string })[] {
  if (!terms.length || !text) return [text];
  const bounded = (a: string) => `${/^[A-Za-z]/.test(a) ? '(?<![A-Za-z])' : ''}${escape(a)}${/[A-Za-z]$/.test(a) ? '(?![A-Za-z])' : ''}`;
  const sorted = [...terms].sort((a, b) => b.alias.length - a.alias.length);
  const pattern = new RegExp(`(${sorted.map((t) => bounded(t.alias)).join('|')})`, 'g');
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? { term: sorted.find((t) => t.alias === part)!, text: part } : part))
    .filter((p) => p !== '');
}
