import 'server-only';
import { games, type Locale } from '@/content';

export interface GlossaryTerm {
  alias: string;
  /** The term's page; empty for a plain word that is only defined in place. */
  href: string;
  /** A stable id, safe in HTML ids and CSS: "keywords-penetrate", "term-counter". */
  key: string;
  name: string;
  short: string;
}

/** Every topic's names as they appear in running text, longest first so "『貫通』" wins over "貫通". */
export function glossary(game: string, locale: Locale): GlossaryTerm[] {
  const g = games[game];
  if (!g) return [];
  const terms: GlossaryTerm[] = [];
  for (const kind of Object.keys(g.topicKinds)) {
    for (const [id, t] of Object.entries(g.topics[kind] ?? {})) {
      for (const alias of t.aliases[locale]) {
        terms.push({ alias, href: `/${locale}/${game}/${kind}/${id}`, key: `${kind}-${id}`, name: t.name[locale], short: t.short[locale] });
      }
    }
  }
  for (const [id, t] of Object.entries(g.terms ?? {})) {
    for (const alias of t.aliases[locale]) terms.push({ alias, href: '', key: `term-${id}`, name: t.name[locale], short: t.short[locale] });
  }
  return terms.sort((a, b) => b.alias.length - a.alias.length);
}
