import { rulingProvenance, rulingsOf } from '@/content';
import type { ExtraLink, ExtraPage } from '@/content/game';
import { cited, type Locale } from '@/content/schema';
import { uiStrings } from '@/content/ui';
import { provenanceWords } from '@/app/lib/provenance';
import { RulingCite } from './ProvenanceMark';

const isRulingLink = (l: ExtraLink): l is Extract<ExtraLink, { ruling: string }> => Object.hasOwn(l, 'ruling');

/** A link of the page: its own words, or a ruling named as every page names one (provenance mark, then its number). */
function ExtraLinkView({ link, game, locale, className }: { link: ExtraLink; game: string; locale: Locale; className?: string }) {
  if (!isRulingLink(link))
    return (
      <a href={link.href} className={`underline ${className ?? ''}`}>
        {link.text}
      </a>
    );
  const r = rulingsOf(game).find((x) => x.id === link.ruling);
  // Content tests check every linked ruling exists; should one go missing, the link still leads somewhere.
  if (!r)
    return (
      <a href={link.href} className={`underline ${className ?? ''}`}>
        {link.ruling}
      </a>
    );
  const p = rulingProvenance(game, r);
  return (
    <span className={className} data-extra-ruling={r.id}>
      <RulingCite provenance={p} {...provenanceWords(uiStrings(locale), p)} refText={cited(r.source.ref, locale)} href={link.href} />
    </span>
  );
}

/** A page a game adds beyond flows and topics (content/<game> `extras.pages`): an intro, then tables and lists. */
export function ExtraPageView({ page, locale, id, game }: { page: ExtraPage; locale: Locale; id: string; game: string }) {
  return (
    <div className="max-w-4xl" data-extra-page={id}>
      <h1 className="mt-0 text-3xl font-bold">{page.title[locale]}</h1>
      <p>{page.intro[locale]}</p>
      {page.sections(locale).map((s) => (
        <section key={s.id} data-extra-section={s.id}>
          <h2 className="text-xl font-semibold">{s.heading}</h2>
          {s.intro && <p>{s.intro}</p>}
          {s.table && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-line-strong text-left">
                    {s.table.columns.map((c) => (
                      <th key={c} className="py-1 pr-2">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.table.rows.map((row, i) => (
                    <tr key={i} className="border-b border-line align-top">
                      {row.map((cell, j) => (
                        <td key={j} className="py-1 pr-2">
                          {cell.text}
                          {cell.links?.map((l, k) => (
                            <span key={l.href}>
                              {k ? ', ' : ''}
                              <ExtraLinkView link={l} game={game} locale={locale} />
                            </span>
                          ))}
                          {cell.sub && (
                            <>
                              <br />
                              <span className="text-xs text-muted">{cell.sub}</span>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {s.items && (
            <ul className="flex list-none flex-col gap-2 p-0">
              {s.items.map((it, i) => (
                <li key={i} className="rounded-chip border border-warn-line p-2" data-flag={it.kind}>
                  <strong>{it.label}</strong>: {it.text}{' '}
                  {it.links?.map((l) => (
                    <ExtraLinkView key={l.href} link={l} game={game} locale={locale} className="mr-1" />
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
