import type { Ruling, Source, SourceKind } from './schema';

// Kept apart from schema.ts, which loads zod: the search page's script needs these names, and not zod.

/**
 * Where a ruling comes from, as every page shows it: the document's own Q&A ('qa', also a publisher's FAQ page), a
 * worked example the rules give ('example'), a question of ours the rules text answers ('rules'), a players' wiki or
 * blog ('wiki', 'blog': not official), or a question no document asks, answered by this site ('answer').
 */
export const PROVENANCES = ['qa', 'example', 'rules', 'wiki', 'blog', 'answer'] as const;
export type Provenance = (typeof PROVENANCES)[number];

/** A ruling's provenance, from the kind of the document it cites, the part it cites, and its own kind: never typed per ruling. */
export function provenanceOf(r: { kind?: Ruling['kind']; source: Source }, doc: { kind: SourceKind }): Provenance {
  // The whole answer is ours, whatever the rule it leans on.
  if (r.kind === 'judge') return 'answer';
  if (doc.kind === 'wiki' || doc.kind === 'blog') return doc.kind;
  if (doc.kind === 'faq') return 'qa';
  return r.source.part ?? 'rules';
}
