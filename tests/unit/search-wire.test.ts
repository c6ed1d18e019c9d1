import MiniSearch from 'minisearch';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { buildIndex, searchDocs, searchTexts, wireIndex, type SearchDoc } from '@/app/lib/search/build';
import { docId, parseDocId, SEARCH_OPTIONS } from '@/app/lib/search/options';
import { searchGroups } from '@/app/lib/search/query';
import { packIndex, unpackIndex } from '@/app/lib/search/wire';

const docs = searchDocs();
const wire = wireIndex(docs);
const json = JSON.stringify(wire);

describe('the search index as the browser downloads it', () => {
  test('is at most 80 KB gzipped', () => {
    const kb = gzipSync(json, { level: 9 }).length / 1024;
    expect(kb).toBeLessThanOrEqual(80);
  });

  test('unpacks to exactly the index the build made', () => {
    const plain = buildIndex(docs).toJSON();
    // Through JSON both ways, as over the network: MiniSearch's object and ours must then be equal.
    expect(unpackIndex(JSON.parse(json))).toEqual(JSON.parse(JSON.stringify(plain)));
  }, 60_000);

  test('packs counts above one, large gaps and several fields', () => {
    const small = new MiniSearch<{ id: string; a: string; b: string }>({ fields: ['a', 'b'] });
    const many = Array.from({ length: 60 }, (_, i) => ({ id: `d${i}`, a: i % 37 === 0 ? 'zeta zeta zeta' : 'eta', b: i === 59 ? 'zeta' : 'theta' }));
    small.addAll(many);
    const plain = JSON.parse(JSON.stringify(small.toJSON()));
    const back = unpackIndex(JSON.parse(JSON.stringify(packIndex(plain))));
    expect(back).toEqual(plain);
    // Document numbers that do not run 0…n-1 (an index with a document removed) cannot be array places.
    small.discard('d3');
    expect(() => packIndex(JSON.parse(JSON.stringify(small.toJSON())))).toThrow(/0…n-1/);
    small.add(many[3]);
    expect(
      MiniSearch.loadJS(back, { fields: ['a', 'b'] })
        .search('zeta')
        .map((r) => r.id),
    ).toEqual(small.search('zeta').map((r) => r.id));
  });

  test('stores only what a result line shows: no snippet text, no path', () => {
    expect(wire.storedFields.length).toBe(docs.length);
    expect(wire.storedFieldNames.toSorted()).toEqual(['flow', 'title']);
    const long = docs.find((d) => d.text.length > 80 && !d.title.includes(d.text))!;
    expect(json).not.toContain(JSON.stringify(long.text).slice(1, -1));
  });

  test("answers the browser's queries as the build's index does, with each snippet in the text file", () => {
    const loaded = MiniSearch.loadJS<SearchDoc>(unpackIndex(JSON.parse(json)), SEARCH_OPTIONS);
    const built = buildIndex(docs);
    const texts = searchTexts(docs);
    for (const [q, lang] of [
      ['penetrate', 'en'],
      ['貫通', 'ja'],
      ['マジカルグッバイ', 'ja'],
      ['link attack', 'en'],
      ['ﾊﾞﾃﾞｨｷﾞﾌﾄ', 'ja'],
    ]) {
      const got = searchGroups(loaded, q, lang);
      expect(got.length).toBeGreaterThan(0);
      // Same results in the same order; scores may differ in the last bit (summed in another order).
      const shape = (gs: typeof got) => gs.map((g) => ({ ...g, score: Math.round(g.score * 1e6), terms: [...g.terms].sort() }));
      expect(shape(got)).toEqual(shape(searchGroups(built, q, lang)));
      for (const g of got) {
        expect(Object.hasOwn(texts, g.id)).toBe(true);
        expect(g.path).toBe(`/${parseDocId(g.id).group}`);
      }
    }
  }, 60_000);

  test('document ids round-trip kind, language and group', () => {
    expect(parseDocId(docId('step', 'ja', 'buddyfight/attack-phase/2.5'))).toEqual({ kind: 'step', lang: 'ja', group: 'buddyfight/attack-phase/2.5' });
    const d = docs.find((x) => x.kind === 'blog')!;
    expect(parseDocId(d.id)).toEqual({ kind: d.kind, lang: d.lang, group: d.group });
  });
});
