import type { AsPlainObject } from 'minisearch';

/**
 * The index as it travels. MiniSearch's own JSON writes every posting as
 * `{"fieldId":{"docId":count}}`, braces and quotes included, which was most of
 * the download. Here each term is one line: the term, then per field its id and
 * the documents as gaps from the previous id in base 36 (documents of one page
 * were added together, so gaps are small), a count only when above 1:
 * `term 0a,3,1*2 1b` = field 0 in documents 10, 13, 14 (twice); field 1 in 11.
 * The per-document tables (ids, stored fields, field lengths) are MiniSearch
 * objects keyed "0", "1", … by document number, each key and brace repeated for
 * all ~700 documents: here they are arrays in document order, and the stored
 * fields one array of values per document under one list of field names (5.5
 * of 79.9 KB gzipped, which let new rulings in under the 80 KB budget).
 * Everything else is MiniSearch's object unchanged, so the browser turns the
 * wire back into that object and hands it to MiniSearch.loadJS.
 */
export type WireIndex = Omit<AsPlainObject, 'index' | 'documentIds' | 'fieldLength' | 'storedFields'> & {
  index: string;
  /** Document n's id at n. */
  documentIds: string[];
  /** Document n's field lengths at n. */
  fieldLength: number[][];
  /**
   * The stored fields' names, and document n's values in that order at n: null for a field it lacks, and null for
   * the whole row where it stores nothing (MiniSearch then keeps no entry for it).
   */
  storedFieldNames: string[];
  storedFields: ((string | null)[] | null)[];
};

type Postings = AsPlainObject['index'];

export function packIndex(plain: AsPlainObject): WireIndex {
  const lines: string[] = [];
  for (const [term, fields] of plain.index) {
    // A space or a line break inside a term would break the line format; the tokenizer splits on both.
    if (/[\s]/.test(term)) throw new Error(`search term ${JSON.stringify(term)} contains white space`);
    const parts = [term];
    for (const [field, docs] of Object.entries(fields)) {
      let prev = 0;
      const ids = Object.entries(docs)
        .map(([id, n]) => [Number(id), n] as const)
        .sort((a, b) => a[0] - b[0]);
      const list = ids.map(([id, n]) => {
        const gap = (id - prev).toString(36);
        prev = id;
        return n > 1 ? `${gap}*${n}` : gap;
      });
      parts.push(`${Number(field).toString(36)}.${list.join(',')}`);
    }
    lines.push(parts.join(' '));
  }
  // Document numbers run 0…n-1 for an index built in one go (nothing removed), which is what makes them array places.
  const count = plain.nextId;
  const numbers = Object.keys(plain.documentIds).map(Number);
  if (numbers.length !== count || numbers.some((id) => !Number.isInteger(id) || id < 0 || id >= count)) {
    throw new Error('search index: document numbers must run 0…n-1 (an index built in one go, with nothing removed)');
  }
  const order = Array.from({ length: count }, (_, n) => n);
  const storedFieldNames = [...new Set(Object.values(plain.storedFields).flatMap((f) => Object.keys(f ?? {})))];
  return {
    ...plain,
    index: lines.join('\n'),
    documentIds: order.map((n) => plain.documentIds[n]),
    fieldLength: order.map((n) => plain.fieldLength[n]),
    storedFieldNames,
    storedFields: order.map((n) => (Object.hasOwn(plain.storedFields, n) ? storedFieldNames.map((name) => plain.storedFields[n]?.[name] ?? null) : null)),
  };
}

export function unpackIndex(wire: WireIndex): AsPlainObject {
  const index: Postings = [];
  for (const line of wire.index ? wire.index.split('\n') : []) {
    const [term, ...fields] = line.split(' ');
    const entry: Postings[number][1] = {};
    for (const f of fields) {
      const dot = f.indexOf('.');
      const docs: Record<string, number> = {};
      let id = 0;
      for (const item of f.slice(dot + 1).split(',')) {
        const star = item.indexOf('*');
        id += parseInt(star < 0 ? item : item.slice(0, star), 36);
        docs[id] = star < 0 ? 1 : Number(item.slice(star + 1));
      }
      entry[parseInt(f.slice(0, dot), 36)] = docs;
    }
    index.push([term, entry]);
  }
  const { storedFieldNames, ...rest } = wire;
  const byNumber = <T>(values: T[]) => Object.fromEntries(values.map((v, n) => [String(n), v]));
  return {
    ...rest,
    index,
    documentIds: byNumber(wire.documentIds),
    fieldLength: byNumber(wire.fieldLength),
    // A document stores only the fields it has, as MiniSearch keeps them (a flow's own page has no flow name).
    storedFields: Object.fromEntries(
      wire.storedFields.flatMap((values, n) =>
        values === null ? [] : [[String(n), Object.fromEntries(storedFieldNames.flatMap((name, i) => (values[i] === null ? [] : [[name, values[i]]])))]],
      ),
    ),
  };
}
