import type { ExtraPage } from '@/content/game';
import type { Locale } from '@/content/schema';

/** A page a game adds beyond flows and topics (content/<game> `extras.pages`): an intro, then tables and lists. */
export function ExtraPageView({ page, locale, id }: { page: ExtraPage; locale: Locale; id: string }) {
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
                              <a href={l.href} className="underline">
                                {l.text}
                              </a>
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
                    <a key={l.href} href={l.href} className="mr-1 underline">
                      {l.text}
                    </a>
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
