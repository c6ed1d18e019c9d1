import 'server-only';
import { games, type Locale } from '@/content';
import { uiStrings } from '@/content/ui';
import { sourceAnchor } from './site';

export interface GlossaryTerm {
  alias: string;
  /** The term's page; empty for a plain word that is only defined in place. */
  href: string;
  /** A stable id, safe in HTML ids and CSS: "keywords-penetrate", "term-counter". */
  key: string;
  name: string;
  short: string;
}

/** The key prefix of a rules document named by its number: a link in running text, not a term of the game. */
const SOURCE_KEY = 'source-';
export const isSourceTerm = (t: Pick<GlossaryTerm, 'key'>) => t.key.startsWith(SOURCE_KEY);

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
  // A document named by its number in running text ("000 says…", "002 (No.2, Step 9)") says which document it is
  // where it stands, and leads to its entry on the sources page: a new player met the bare number on a step's first
  // screen with nothing to tell them what it was (found by an audit). Only all-digit numbers: the web pages' short
  // names are not written in the texts.
  for (const [doc, source] of Object.entries(g.content.sources)) {
    if (!/^\d+$/.test(doc)) continue;
    const title = source.title[locale];
    terms.push({
      alias: doc,
      href: `/${locale}/sources#${sourceAnchor(game, doc)}`,
      key: `${SOURCE_KEY}${doc}`,
      name: title,
      short: `${doc}: ${title}${uiStrings(locale).sentenceEnd}${uiStrings(locale).sourceCodeTip}`,
    });
  }
  return terms.sort((a, b) => b.alias.length - a.alias.length);
}
