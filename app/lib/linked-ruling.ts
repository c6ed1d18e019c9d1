/** A value of a link's `ruling=` that was not shown, and why. */
export interface RulingLinkProblem {
  kind: 'unknown' | 'repeated';
  /** The link's value, cut short (the page shortens it further when it shows it). */
  token: string;
}

/**
 * The ruling a flow page's link asks it to show (`?ruling=<id>`): what a ruling's own page opens offline, where only
 * its flow page is saved (scripts/sw.mjs). The value is untrusted: it is only looked up among the flow's own ruling
 * ids. The first value naming one of them is shown; every other value is named in a problem of its own.
 */
export function linkedRuling(search: string, ids: readonly string[]): { id: string | null; problems: RulingLinkProblem[] } {
  const known = new Set(ids);
  let id: string | null = null;
  const problems: RulingLinkProblem[] = [];
  for (const value of new URLSearchParams(search).getAll('ruling')) {
    const token = value.slice(0, 200);
    if (!known.has(value)) problems.push({ kind: 'unknown', token });
    else if (id === null) id = value;
    else problems.push({ kind: 'repeated', token });
  }
  return { id, problems };
}
