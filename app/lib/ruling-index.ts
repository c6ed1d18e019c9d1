import 'server-only';
import { LOCALES, games, rulingProvenance, rulingsOf, type Locale } from '@/content';
import { glossary, isSourceTerm } from './glossary';
import { splitTerms } from './terms';
import { cited } from '@/content/schema';
import { PROVENANCES, type Provenance } from '@/content/provenance';

export interface IndexedRuling {
  id: string;
  flow: string;
  ref: string;
  question: string;
  answer: string;
  /** The project's own reading where the source is silent, if the ruling has one. */
  reading?: string;
  /** Where it comes from (official Q&A, a players' wiki, this site's answer …): listed with its mark, and a filter. */
  provenance: Provenance;
  /** Topic ids ("keywords/penetrate") the question or answer names. */
  topics: string[];
}

/** Every ruling of a game with the keywords and rules its words name, found by the same linker the pages use. */
export function rulingIndex(game: string, locale: Locale) {
  const terms = glossary(game, locale);
  const names = new Map<string, string>();
  const rulings: IndexedRuling[] = rulingsOf(game).map((r) => {
    const found = new Set<string>();
    for (const text of [r.question[locale], r.answer[locale]]) {
      for (const part of splitTerms(text, terms)) {
        // A document named by its number ("000") links to the sources page, but it is no keyword to filter by: the
        // filter offered "…detailed rules (Japanese, official)" among the keywords (found by an audit).
        if (typeof part === 'string' || isSourceTerm(part.term)) continue;
        const id = part.term.key;
        found.add(id);
        names.set(id, part.term.name);
      }
    }
    return {
      id: r.id,
      flow: r.flow,
      ref: cited(r.source.ref, locale),
      question: r.question[locale],
      answer: r.answer[locale],
      reading: r.reading?.[locale],
      provenance: rulingProvenance(game, r),
      topics: [...found].sort(),
    };
  });
  const flows = Object.keys(games[game].flows).filter((f) => rulings.some((r) => r.flow === f));
  const topics = [...names].sort((a, b) => a[1].localeCompare(b[1], locale)).map(([id, name]) => ({ id, name }));
  // The game's provenances, counted from its rulings: the index's intro says what there is, not what a game might have.
  const provenances = PROVENANCES.map((p) => ({ provenance: p, count: rulings.filter((r) => r.provenance === p).length })).filter((x) => x.count > 0);
  return { rulings, flows, topics, provenances };
}

/**
 * The no-script filter: one radio per flow and per topic, and for each a CSS rule
 * that hides the rulings it does not match (`:has(:checked)`). Ids are content keys
 * ([a-z0-9-]), so they are safe in selectors.
 */
export function filterCss(game: string): string {
  const { flows, provenances } = rulingIndex(game, 'en');
  // Each language finds names in its own words; a filter must work whichever found the topic.
  const topics = [...new Map(LOCALES.flatMap((l) => rulingIndex(game, l).topics.map((t) => [t.id, t] as const))).values()];
  const rules = [
    ...flows.map((f) => `[data-ruling-index]:has(#flow-${f}:checked) [data-ruling]:not([data-flow="${f}"])`),
    ...provenances.map(({ provenance: p }) => `[data-ruling-index]:has(#provenance-${p}:checked) [data-ruling]:not([data-provenance="${p}"])`),
    ...topics.map((t) => `[data-ruling-index]:has(#topic-${t.id}:checked) [data-ruling]:not([data-topics~="${t.id}"])`),
  ];
  return rules.length ? `${rules.join(',\n')} {\n  display: none;\n}\n` : '';
}
