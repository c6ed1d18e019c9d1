import { describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { createElement, type ReactNode } from 'react';
import type { FlowPageData } from '@/app/lib/page-data';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { games, rulingProvenance, rulingsOf } from '@/content';
import { cited, SourceDoc } from '@/content/schema';
import { PROVENANCES, type Provenance } from '@/content/provenance';
import { uiStrings } from '@/content/ui';
import { provenanceWords } from '@/app/lib/provenance';
import { searchDocs } from '@/app/lib/search/build';
import { parseDocId } from '@/app/lib/search/options';
import { RulingList } from '@/app/components/flow/RulingList';
import { FlowProvider } from '@/app/components/flow/FlowContext';

const { rulingViews, flowPageData } = await import('@/app/lib/flow-data');
const { rulingIndex } = await import('@/app/lib/ruling-index');
const { default: RulingsIndex } = await import('@/app/[locale]/[game]/rulings/page');

/**
 * Where a ruling comes from, as a judge reads it on every page (issue: 27 of Buddyfight's 47 rulings came from players'
 * wikis, a blog and a publisher's column, all listed unmarked under an intro that called them "the official Q&A", and
 * a blog's Q10–Q12 read exactly like 000's Q1–Q5). Expectations are written by hand from the documents: 000's Q&A
 * items are official Q&A; 003, 001 and 004 give worked examples (Barret / Brynhildr and Valefor; Speed Summon, The Last
 * Emperor and the four cost examples; Chaos Wind, the summon limit and spell power); w01–w06, w09, w10 are players' wikis, w07 a
 * players' blog, w08 a column on the publisher's site.
 */
const KNOWN: [game: string, id: string, provenance: Provenance][] = [
  ['buddyfight', 'call-q1', 'qa'],
  ['buddyfight', 'attack-phase-q4-seal', 'qa'],
  ['buddyfight', 'web-faq1-lifelink-nullified', 'qa'],
  ['buddyfight', 'web-same-area', 'blog'],
  ['buddyfight', 'web-size-three-ones', 'blog'],
  ['buddyfight', 'web-soulguard-penetrate', 'wiki'],
  ['buddyfight', 'web-soulguard-cost-paid', 'wiki'],
  ['buddyfight', 'web-size-drop-not-destroyed', 'wiki'],
  ['buddyfight', 'keyword-lifelink-destroyed', 'rules'],
  // Situations this site built: from the order of 000's steps, comparing 000 with 002, or with a Counter timing 000 leaves open.
  ['buddyfight', 'attack-phase-counterattack-tie', 'answer'],
  ['buddyfight', 'play-timing-size-newest', 'answer'],
  ['buddyfight', 'attack-phase-when-damaged', 'answer'],
  ['buddyfight', 'attack-phase-when-damaged-lethal', 'answer'],
  ['buddyfight', 'keyword-lifelink-cost', 'answer'],
  ['buddyfight', 'call-buddy-last-gauge', 'answer'],
  ['buddyfight', 'play-timing-answer-needs-counter', 'answer'],
  ['buddyfight', 'attack-phase-penetrate-side', 'answer'],
  ['buddyfight', 'attack-phase-double-attack-first-turn', 'answer'],
  ['buddyfight', 'attack-phase-second-counter', 'answer'],
  ['buddyfight', 'auto-ability-turn-fighter-again', 'answer'],
  ['buddyfight', 'act-ability-optional-at-resolution', 'answer'],
  ['fftcg', 'fftcg-barret-interrupted', 'example'],
  ['fftcg', 'fftcg-brynhildr-interrupted', 'example'],
  ['fftcg', 'fftcg-valefor-main-2', 'example'],
  ['fftcg', 'fftcg-end-phase', 'rules'],
  ['fftcg', 'fftcg-summon-answers-summon', 'rules'],
  ['fftcg', 'fftcg-barret-8000-power', 'answer'],
  ['goda', 'turn-speed-summon', 'example'],
  ['goda', 'cost-choose-two-short', 'example'],
  ['goda', 'attack-equal-p', 'rules'],
  // 001 does not speak of a red summon into a full zone: the answer rests on this site's reading.
  ['goda', 'turn-red-summon-full-zone', 'answer'],
  ['goda', 'stack-no-target', 'answer'],
  ['goda', 'attack-no-blocker-empty-life', 'answer'],
  ['battle-guardians', 'bg-chaos-wind-miss', 'example'],
  ['battle-guardians', 'bg-summon-limit', 'example'],
  // 004's spell power example is this question: an SP 1 spell answered by discarding an SP 1 spell.
  ['battle-guardians', 'bg-sp-equal', 'example'],
  ['battle-guardians', 'bg-first-turn-limit', 'rules'],
  ['battle-guardians', 'bg-speed-summon', 'rules'],
  // 004 is silent on what is asked (a first-turn exception read as a permission, DG taken over by an awakening, what
  // becomes of a guardian using its counter ability): the answer rests on this site's reading.
  ['battle-guardians', 'bg-second-first-turn-limit', 'answer'],
  ['battle-guardians', 'bg-rise-awaken', 'answer'],
  ['battle-guardians', 'bg-counter-ability', 'answer'],
  ['battle-guardians', 'bg-spell-discard-not-ability', 'answer'],
  ['battle-guardians', 'bg-counter-cost-short', 'answer'],
];

/** How many rulings of each provenance every game has, counted by hand from the lists above and the rulings files. */
const COUNTS: Record<string, Partial<Record<Provenance, number>>> = {
  buddyfight: { qa: 14, rules: 2, wiki: 23, blog: 3, answer: 12 },
  fftcg: { example: 3, rules: 9, answer: 3 },
  goda: { example: 6, rules: 15, answer: 5 },
  'battle-guardians': { example: 4, rules: 32, answer: 12 },
};

const every = Object.keys(games).flatMap((game) => rulingsOf(game).map((r) => ({ game, r })));

describe('every ruling says where it comes from', () => {
  test.each(KNOWN)('%s %s is %s', (game, id, want) => {
    const r = rulingsOf(game).find((x) => x.id === id)!;
    expect(r, id).toBeDefined();
    expect(rulingProvenance(game, r)).toBe(want);
  });

  test.each(Object.keys(COUNTS))('%s: rulings of each provenance', (game) => {
    const got: Partial<Record<Provenance, number>> = {};
    for (const r of rulingsOf(game)) {
      const p = rulingProvenance(game, r);
      got[p] = (got[p] ?? 0) + 1;
    }
    expect(got).toEqual(COUNTS[game]);
  });

  test("a ruling whose note calls it a situation the site set up, not an official Q&A, is marked as this site's answer", () => {
    const built = every.filter(({ r }) => r.note?.en.startsWith('Not an official Q&A'));
    // Buddyfight's two edition differences and two "when damaged" Counters (order-rulings.ts, edition-rulings.ts).
    expect(built.length).toBe(4);
    for (const { game, r } of built) expect(rulingProvenance(game, r), r.id).toBe('answer');
  });

  test('the label matches the kind of document cited, for every ruling of every game', () => {
    for (const { game, r } of every) {
      const doc = games[game].content.sources[r.source.doc];
      const p = rulingProvenance(game, r);
      const where = `${game}/${r.id}`;
      if (r.kind === 'judge') expect(p, where).toBe('answer');
      else if (doc.web?.by === 'community') expect(p, where).toBe(doc.kind);
      else if (p === 'qa') expect(doc.kind === 'faq' || r.source.part === 'qa', where).toBe(true);
      else expect(p, where).toBe(r.source.part ?? 'rules');
      // Only a players' page makes a players' label, and every one does.
      expect(p === 'wiki' || p === 'blog', where).toBe(r.kind !== 'judge' && doc.web?.by === 'community');
    }
  });

  test("the only document with a Q&A part is 000, Buddyfight's official rules; and every Q-numbered 000 item is one", () => {
    // "Official Q&A" claims the publisher's word: another document's Q&A must be looked at before it gets that label.
    const qaDocs = new Set(every.filter(({ r }) => r.source.part === 'qa').map(({ game, r }) => `${game}/${r.source.doc}`));
    expect([...qaDocs]).toEqual(['buddyfight/000']);
    for (const { game, r } of every) {
      if (game === 'buddyfight' && r.source.doc === '000') expect(r.source.part === 'qa', r.id).toBe(/^Q\d+$/.test(cited(r.source.ref, 'en')));
    }
  });

  test('a document says what it is, and a players\u2019 page is a wiki or a blog, never a rules document or FAQ', () => {
    const doc = { title: { ja: 'p', en: 'p' }, language: 'en', covers: { ja: 'c', en: 'c' }, url: 'https://example.org/' };
    expect(SourceDoc.safeParse({ ...doc, kind: 'blog', web: { by: 'community' } }).success).toBe(true);
    expect(SourceDoc.safeParse({ ...doc, kind: 'rules', web: { by: 'community' } }).success).toBe(false);
    expect(SourceDoc.safeParse({ ...doc, kind: 'faq', web: { by: 'community' } }).success).toBe(false);
    expect(SourceDoc.safeParse({ ...doc, kind: 'wiki' }).success).toBe(false);
    expect(SourceDoc.safeParse({ ...doc, kind: 'faq', web: { by: 'publisher' } }).success).toBe(true);
    expect(SourceDoc.safeParse({ title: doc.title, language: 'en', covers: doc.covers }).success).toBe(false);
  });

  test.each(['en', 'ja'] as const)('%s: the words of each mark say official only for official Q&A, and not official for players\u2019 pages', (locale) => {
    const ui = uiStrings(locale);
    const official = locale === 'en' ? /official/i : /公式/;
    const notOfficial = locale === 'en' ? /not official/i : /非公式/;
    for (const p of PROVENANCES) {
      const { label, hint } = provenanceWords(ui, p);
      expect(label, p).not.toBe('');
      expect(hint, p).not.toBe('');
      if (p === 'qa') expect(label).toMatch(official);
      else if (p === 'wiki' || p === 'blog') expect(label, p).toMatch(notOfficial);
      else expect(label, p).not.toMatch(official);
    }
    // Six marks, six different words.
    expect(new Set(PROVENANCES.map((p) => provenanceWords(ui, p).label)).size).toBe(PROVENANCES.length);
  });
});

describe('every list of rulings carries the provenance', () => {
  test("a flow page's rulings (RulingList, the step's rulings, the replay bar) each carry theirs", () => {
    for (const { game, r } of every) {
      for (const locale of ['en', 'ja'] as const) {
        const v = rulingViews(game, r.flow, locale).find((x) => x.id === r.id)!;
        expect(v.provenance, r.id).toBe(rulingProvenance(game, r));
        expect(v.ref).toBe(cited(r.source.ref, locale));
      }
    }
  });

  test('the rulings index lists each with its own', () => {
    for (const game of Object.keys(games)) {
      const listed = new Map(rulingIndex(game, 'en').rulings.map((r) => [r.id, r.provenance]));
      for (const r of rulingsOf(game)) expect(listed.get(r.id), r.id).toBe(rulingProvenance(game, r));
    }
  });

  test('a search result of a ruling is of its provenance (its kind in the index), so the result is marked with no word indexed', () => {
    const kinds = new Map(searchDocs().map((d) => [d.id, parseDocId(d.id)] as const));
    const byGroup = new Map([...kinds.values()].map((d) => [d.group, d.kind]));
    for (const { game, r } of every) expect(byGroup.get(`${game}/rulings/${r.id}`), r.id).toBe(rulingProvenance(game, r));
    // By hand: the blog's Q12 and the official Q1 are of different kinds.
    expect(byGroup.get('buddyfight/rulings/web-size-three-ones')).toBe('blog');
    expect(byGroup.get('buddyfight/rulings/call-q1')).toBe('qa');
  });
});

/** A list item's citation as it reads (the mark's words, then its number), without what only a screen reader hears. */
function citeOf(html: string, id: string): string {
  const at = html.indexOf(`data-ruling="${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  const item = html.slice(at, html.indexOf('</li>', at));
  const start = item.indexOf('data-cite=');
  expect(start, id).toBeGreaterThan(-1);
  const end = item.indexOf('</', item.indexOf('data-cite-ref', start));
  const chunk = item.slice(item.indexOf('>', start) + 1, end);
  return chunk
    .replace(/<span class="sr-only">.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the pages show it', () => {
  test.each(['en', 'ja'] as const)('%s: the Buddyfight rulings index marks the blog\u2019s Q12 apart from 000\u2019s Q1', async (locale) => {
    const html = renderToStaticMarkup(await RulingsIndex({ params: Promise.resolve({ locale, game: 'buddyfight' }) }));
    const blog = citeOf(html, 'web-size-three-ones');
    const qa = citeOf(html, 'call-q1');
    if (locale === 'en') {
      expect(blog).toBe("Players' blog, not official Q12");
      expect(qa).toBe('Official Q&A Q1');
      expect(html).not.toMatch(/The official Q&amp;A, filtered/);
    } else {
      expect(blog).toBe('プレイヤーのブログ(非公式) Q12');
      expect(qa).toBe('公式Q&A Q1');
    }
    // The legend names each provenance the game has, with its count, and no other (our answers to judges' questions last).
    const legend = [...html.matchAll(/data-legend="([a-z]+)"/g)].map((m) => m[1]);
    expect(legend).toEqual(['qa', 'rules', 'wiki', 'blog', 'answer']);
  });

  test("a flow page's list of rulings marks each", async () => {
    const data = await flowPageData('en', 'buddyfight', 'call', { setup: 'buddy', events: [] });
    // The flow's machine loads on demand (the provider suspends until it has): rendered as the build does, to the end.
    const page = createElement(FlowProvider as (p: { data: FlowPageData; children?: ReactNode }) => ReactNode, { data }, createElement(RulingList));
    const { prelude } = await prerender(page);
    const html = await new Response(prelude).text();
    const marks = [...html.matchAll(/data-cite="([a-z]+)"/g)].map((m) => m[1]);
    expect(marks.length).toBe(data.rulings.length);
    expect(marks).toContain('qa');
    expect(marks).toContain('wiki');
    // No number without its mark: every ref sits in a cite.
    expect(html.match(/data-cite-ref/g)?.length).toBe(data.rulings.length);
  });
});
