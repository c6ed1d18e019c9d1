/** A value of a link's `ruling=` (or another part naming one thing of the flow, `step=`) that was not used, and why. */
export interface LinkValueProblem {
  kind: 'unknown' | 'repeated';
  /** The link's value, cut short (the page shortens it further when it shows it). */
  token: string;
}

/**
 * The one thing of the flow a part of the link names (`name`): the first value that is one of `known` is used; every
 * other value is named in a problem of its own. The values are untrusted: they are only compared with the flow's own
 * ids, never looked up on an object. `given`: what the page already shows without the link (a step's own page names
 * its step in its path), which comes first; the link naming it again is no problem.
 */
export function linkedValue(
  search: string,
  name: string,
  known: readonly string[],
  given: string | null = null,
): { id: string | null; problems: LinkValueProblem[] } {
  const ids = new Set(known);
  let id = given;
  const problems: LinkValueProblem[] = [];
  for (const value of new URLSearchParams(search).getAll(name)) {
    const token = value.slice(0, 200);
    if (!ids.has(value)) problems.push({ kind: 'unknown', token });
    else if (id === null) id = value;
    else if (given === null || value !== given) problems.push({ kind: 'repeated', token });
  }
  return { id, problems };
}

/**
 * The ruling a flow page's link asks it to show (`?ruling=<id>`): what a ruling's own page opens offline, where only
 * its flow page is saved (scripts/sw.mjs), and what the exact link copied under that ruling carries.
 */
export function linkedRuling(search: string, ids: readonly string[]): { id: string | null; problems: LinkValueProblem[] } {
  return linkedValue(search, 'ruling', ids);
}

/**
 * The exact link's query while a ruling box is shown: the situation's, with `ruling=<id>` before it (where the page's
 * own address writes it too, so the link opened fresh keeps its address as it is). A judge who sends "this very board"
 * from under a ruling sends the ruling with it: the friend sees the question and answer the judge was reading, not a
 * bare board. Only an id the flow has (the box shows it) goes in, never the link's own text.
 */
export function withRuling(query: string, id: string | null): string {
  if (id === null) return query;
  const ruling = new URLSearchParams({ ruling: id }).toString();
  return query ? `${ruling}&${query}` : ruling;
}

/**
 * What the ruling box says about where it is shown: "offline copy" only where it is one, the browser offline or the
 * page reached through the offline worker's stand-in for the ruling's own page (its marker, app/lib/link-view.ts).
 * Online, opened by hand or from a copied link, it is the ruling the link names, with its own page a link away.
 */
export function rulingNotice(online: boolean, fromWorker: boolean): 'offline-copy' | 'linked' {
  return fromWorker || !online ? 'offline-copy' : 'linked';
}
