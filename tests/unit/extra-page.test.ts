import { describe, expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ExtraPageView } from '@/app/components/ExtraPageView';
import { extras } from '@/content/buddyfight/extras';

const page = extras.pages!.concordance;
const html = (locale: 'en' | 'ja') => renderToStaticMarkup(createElement(ExtraPageView, { page, locale, id: 'concordance', game: 'buddyfight' }));

// Found by an audit: the concordance's list of differences linked its rulings by their ids ("call-q3", "play-timing-q2").
describe.each(['en', 'ja'] as const)('/%s/buddyfight/concordance names its rulings as every page does', (locale) => {
  const out = html(locale);
  const linkTexts = [...out.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

  test('no link reads as a ruling id', () => {
    expect(linkTexts.length).toBeGreaterThan(0);
    expect(linkTexts.filter((t) => /^(call|play-timing|attack-phase|rules-check|act-ability|auto-ability)-[a-z0-9-]+$/.test(t))).toEqual([]);
  });

  test("the 000 call Q&A's Q3 is cited with its mark and number, linked to its page", () => {
    const at = out.indexOf('data-extra-ruling="call-q3"');
    expect(at).toBeGreaterThan(0);
    const cite = out.slice(at, out.indexOf('</a>', at) + 4);
    expect(cite).toContain(locale === 'en' ? 'Official Q&amp;A' : '公式Q&amp;A');
    expect(cite).toContain(`<a href="/${locale}/buddyfight/rulings/call-q3" class="underline" data-cite-ref="true">Q3</a>`);
  });

  test('the play-timing Q&A swapped between editions names Q2 and Q3', () => {
    for (const [id, q] of [
      ['play-timing-q2', 'Q2'],
      ['play-timing-q3', 'Q3'],
    ])
      expect(out).toContain(`<a href="/${locale}/buddyfight/rulings/${id}" class="underline" data-cite-ref="true">${q}</a>`);
  });
});
