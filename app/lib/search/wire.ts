import type { AsPlainObject } from 'minisearch';

/**
 * The index as it travels. MiniSearch's own JSON writes every posting as
 * `{"fieldId":{"docId":count}}`, braces and quotes included, which was most of
 * the download. Here each term is one line: the term, then per field its id and
 * the documents as gaps from the previous id in base 36 (documents of one page
 * were added together, so gaps are small), a count only when above 1:
 * `term 0a,3,1*2 1b` = field 0 in documents 10, 13, 14 (twice); field 1 in 11.
 * Everything else is MiniSearch's object unchanged, so the browser turns the
 * lines back into that object and hands it to MiniSearch.loadJS.
 */
export type WireIndex = Omit<AsPlainObject, 'index'> & { index: string };

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
  return { ...plain, index: lines.join('\n') };
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
  return { ...wire, index };
}
