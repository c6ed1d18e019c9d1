import type { Provenance } from '@/content/provenance';
import type { UiStrings } from '@/content/ui';

/** A provenance's name and its one-sentence meaning, in the page's language: what every mark on a ruling says. */
export function provenanceWords(ui: UiStrings, p: Provenance): { label: string; hint: string } {
  // This site's own answer kept the words it had before the other provenances were marked.
  if (p === 'answer') return { label: ui.ownAnswer, hint: ui.ownAnswerHint };
  return { label: ui[`provenance_${p}`], hint: ui[`provenanceHint_${p}`] };
}

/**
 * A ruling's citation as plain text, where no mark can be drawn (a page's title, the replay bar's name): the
 * provenance first, so "Q10" from a players' blog never reads like an official Q&A number.
 */
export function citedText(ui: UiStrings, p: Provenance, ref: string): string {
  return `${provenanceWords(ui, p).label} · ${ref}`;
}
