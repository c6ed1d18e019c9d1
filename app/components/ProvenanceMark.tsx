import type { Provenance } from '@/content/provenance';

/**
 * Official words, the rules' own, and everything else: told apart by the words of the mark, and by its colours as well
 * (never by colour alone).
 */
const LOOK: Record<Provenance, string> = {
  qa: 'border-accent bg-accent-soft text-accent-ink',
  example: 'border-line-strong bg-sunken text-ink',
  rules: 'border-line-strong bg-sunken text-ink',
  wiki: 'border-warn-line bg-warn-soft text-warn-ink',
  blog: 'border-warn-line bg-warn-soft text-warn-ink',
  answer: 'border-warn-line bg-warn-soft text-warn-ink',
};

/**
 * The mark that says where a ruling comes from (official Q&A, an example in the rules, a players' wiki, this site's
 * answer …), shown wherever the ruling is, so a judge never takes one for another. The hint is said to screen readers
 * and shown on hover; a legend that states the hints beside the marks leaves them out (`quiet`).
 */
export function ProvenanceMark({ provenance, label, hint, quiet = false }: { provenance: Provenance; label: string; hint: string; quiet?: boolean }) {
  return (
    <span
      className={`inline-block rounded-chip border px-1.5 text-xs font-semibold ${LOOK[provenance]}`}
      title={hint}
      data-provenance-mark={provenance}
      // This site's own answer kept the mark it had before the other provenances were marked (tests and tools find it).
      data-own-answer={provenance === 'answer' ? '' : undefined}
    >
      {label}
      {!quiet && <span className="sr-only"> ({hint})</span>}
    </span>
  );
}

/**
 * A ruling's citation in a list or a heading: the provenance mark, then the number or name the source gives it (a
 * link to the ruling where `href` is given; the mark stays out of the link, whose words are the number). A players'
 * blog's "Q10" then reads "Players' blog, not official · Q10", never like the number of an official Q&A.
 */
export function RulingCite({
  provenance,
  label,
  hint,
  refText,
  href,
}: {
  provenance: Provenance;
  label: string;
  hint: string;
  refText: string;
  href?: string;
}) {
  return (
    <span data-cite={provenance}>
      <ProvenanceMark provenance={provenance} label={label} hint={hint} />{' '}
      {href ? (
        <a href={href} className="underline" data-cite-ref>
          {refText}
        </a>
      ) : (
        <span data-cite-ref>{refText}</span>
      )}
    </span>
  );
}
