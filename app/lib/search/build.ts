import MiniSearch from 'minisearch';
import { games, LOCALES, rulingProvenance } from '@/content';
import { getFlow } from '@/machines';
import { chartModel, type ChartNode } from '@/machines/engine/chart';
import { cited } from '@/content/schema';
import { termAnchor } from '@/app/lib/site';
import { docId, SEARCH_OPTIONS, type DocKind } from './options';
import { packIndex, type WireIndex } from './wire';

/**
 * One searchable thing in one language. `group` gathers hits on the same step or ruling, and is also the
 * result's path without the locale (the result links to the reader's own language).
 */
export interface SearchDoc {
  id: string;
  kind: DocKind;
  lang: string;
  group: string;
  title: string;
  text: string;
  choices: string;
  cards: string;
  /** The flow's name, so "attack phase 2.5" finds the step, weighted low so the flow's own page wins on its name alone. */
  flow?: string;
}

/** Every step, choice label, ruling, topic and plain term of every game, in both languages. */
export function searchDocs(): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const [game, g] of Object.entries(games)) {
    for (const lang of LOCALES) {
      for (const [flowId, entry] of Object.entries(g.flows)) {
        const c = entry.content;
        const model = chartModel(getFlow(game, flowId)!);
        docs.push({
          id: docId('flow', lang, `${game}/${flowId}`),
          kind: 'flow',
          lang,
          group: `${game}/${flowId}`,
          title: c.title[lang],
          text: c.summary[lang],
          choices: '',
          cards: '',
        });
        const own: ChartNode[] = [];
        const walk = (n: ChartNode) => {
          if (n.step) own.push(n);
          if (!n.flow) n.children.forEach(walk);
        };
        walk(model.root);
        for (const n of own) {
          const s = c.steps[n.step!];
          if (!s) continue;
          const ids = new Set<string>();
          const gather = (x: ChartNode) => {
            ids.add(x.id);
            x.children.forEach(gather);
          };
          if (!n.flow) gather(n);
          const choices = [
            ...new Set(model.edges.filter((e) => ids.has(e.source) && !e.event.startsWith('xstate.')).map((e) => c.events[e.event]?.[lang] ?? '')),
          ].join(' / ');
          docs.push({
            id: docId('step', lang, `${game}/${flowId}/${n.step}`),
            kind: 'step',
            lang,
            group: `${game}/${flowId}/${n.step}`,
            title: `${n.step} ${s.title[lang]}`,
            flow: c.title[lang],
            text: [s.text[lang], s.note?.[lang]].filter(Boolean).join(' '),
            choices,
            cards: '',
          });
        }
        for (const r of entry.rulings) {
          // The kind is where the ruling comes from (a players' blog, this site's answer …): the result is marked with
          // it, in words from the page, so the index carries no more text for it.
          const kind = rulingProvenance(game, r);
          docs.push({
            id: docId(kind, lang, `${game}/rulings/${r.id}`),
            kind,
            lang,
            group: `${game}/rulings/${r.id}`,
            title: `${cited(r.source.ref, lang)} ${r.question[lang]}`,
            flow: c.title[lang],
            text: r.answer[lang],
            choices: '',
            // Card names in both languages, so マジカルグッバイ finds the English ruling and Magical Goodbye the Japanese one.
            cards: r.cards
              .flatMap((id) => [g.content.cards[id]?.ja, g.content.cards[id]?.en])
              .filter(Boolean)
              .join(' / '),
          });
        }
      }
      // A plain word has no page: its result is its entry in the game page's list of terms. It is labelled like a
      // topic ("Term or rule"), which is what it is to the reader.
      for (const [id, t] of Object.entries(g.terms ?? {})) {
        const group = `${game}#${termAnchor(id)}`;
        docs.push({
          id: docId('topic', lang, group),
          kind: 'topic',
          lang,
          group,
          title: t.name[lang],
          text: t.short[lang],
          choices: '',
          cards: [...t.aliases.ja, ...t.aliases.en].join(' / '),
        });
      }
      for (const kind of Object.keys(g.topicKinds)) {
        for (const [id, t] of Object.entries(g.topics[kind] ?? {})) {
          docs.push({
            id: docId('topic', lang, `${game}/${kind}/${id}`),
            kind: 'topic',
            lang,
            group: `${game}/${kind}/${id}`,
            title: t.name[lang],
            text: `${t.short[lang]} ${t.body[lang]}`,
            choices: '',
            cards: [...t.aliases.ja, ...t.aliases.en].join(' / '),
          });
        }
      }
    }
  }
  return docs;
}

export function buildIndex(docs: SearchDoc[] = searchDocs()): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(SEARCH_OPTIONS);
  index.addAll(docs);
  return index;
}

/** The index as the browser downloads it (/search-index.json): postings packed, only titles stored. */
export function wireIndex(docs: SearchDoc[] = searchDocs()): WireIndex {
  return packIndex(buildIndex(docs).toJSON());
}

/**
 * Each document's text by id (/search-text.json), for the snippet under a result. Kept out of the index, where
 * it was a third of the download: the results list paints from the index alone and the snippets follow.
 */
export function searchTexts(docs: SearchDoc[] = searchDocs()): Record<string, string> {
  return Object.fromEntries(docs.map((d) => [d.id, d.text]));
}
