import { describe, expect, test } from 'vitest';
import { explain, nearSteps } from '@/app/lib/not-found';
import { siteManifest } from '@/app/lib/site-manifest';

const m = siteManifest();

describe('the 404 explainer names the wrong part and offers what was likely meant', () => {
  test("the site's own sections are pages, not games: a miss under one names the page", () => {
    expect([...m.pages].sort()).toEqual(['compare', 'search', 'sources']);
    for (const path of ['/en/compare/typo', '/en/compare/responses/x', '/ja/sources/x']) {
      const f = explain(path, m);
      expect(f.missing, path).toEqual({ kind: 'page', value: path });
      expect(f.choices, path).toBeUndefined();
    }
  });

  test('an unknown game lists every game, at the flow the address names where that game has it', () => {
    const f = explain('/en/chess/call', m);
    expect(f.missing).toEqual({ kind: 'game', value: 'chess' });
    expect(f.link).toBeUndefined();
    expect(f.choices?.of).toBe('game');
    expect(f.choices?.items).toEqual([
      { href: '/en/buddyfight/call', label: 'Future Card Buddyfight · Call flow' },
      { href: '/en/fftcg', label: 'Final Fantasy Trading Card Game' },
      { href: '/en/goda', label: 'Goda Card Battler' },
      { href: '/en/battle-guardians', label: 'Battle Guardians' },
    ]);
  });

  test('a flow one game has and another lacks links each game where it can', () => {
    const items = explain('/ja/nope/turn', m).choices?.items.map((i) => i.href);
    expect(items).toEqual(['/ja/buddyfight', '/ja/fftcg/turn', '/ja/goda/turn', '/ja/battle-guardians/turn']);
  });

  test('an unknown flow lists the flows of that game, in its language', () => {
    const f = explain('/ja/fftcg/teleport/1.1', m);
    expect(f.missing).toEqual({ kind: 'flow', value: 'teleport' });
    expect(f.choices?.of).toBe('flow');
    expect(f.choices?.within).toBe(m.games.fftcg.title.ja);
    expect(f.choices?.items.map((i) => i.href)).toEqual(['/ja/fftcg/turn', '/ja/fftcg/interrupt']);
    expect(f.choices?.items.every((i) => i.label.length > 0 && !i.label.includes('/'))).toBe(true);
  });

  test.each([
    ['/en/constructor', 'game', 'constructor'],
    ['/en/__proto__/call', 'game', '__proto__'],
    ['/en/buddyfight/hasOwnProperty', 'flow', 'hasOwnProperty'],
    ['/en/buddyfight/toString/1.1', 'flow', 'toString'],
  ])('a name from Object.prototype is only unknown: %s', (path, kind, value) => {
    const f = explain(path, m);
    expect(f.missing).toEqual({ kind, value });
    expect(f.choices?.items.length).toBeGreaterThan(1);
  });

  test('a missing step still opens its flow, where the steps are listed', () => {
    const f = explain('/en/buddyfight/attack-phase/9.9', m);
    expect(f.missing).toEqual({ kind: 'step', value: '9.9' });
    expect(f.link).toEqual({ href: '/en/buddyfight/attack-phase', flow: m.games.buddyfight.flows['attack-phase'].title.en });
    expect(f.choices).toBeUndefined();
  });

  test('a mistyped step number offers the steps with the closest number', () => {
    const f = explain('/ja/buddyfight/attack-phase/3.2.9', m);
    expect(f.choices?.of).toBe('step');
    expect(f.choices?.within).toBe(m.games.buddyfight.flows['attack-phase'].title.ja);
    expect(f.choices?.items).toEqual([
      { href: '/ja/buddyfight/attack-phase/3.2', label: '3.2' },
      { href: '/ja/buddyfight/attack-phase/3.2.1', label: '3.2.1' },
      { href: '/ja/buddyfight/attack-phase/3.2.2', label: '3.2.2' },
    ]);
    expect(f.link?.href).toBe('/ja/buddyfight/attack-phase');
  });

  test.each([
    // The group's direct sub-steps, not the whole subtree.
    ['3.9', ['3.1', '3.2', '3.3', '3.4', '3.5']],
    ['1.1.7', ['1.1', '1.1.1', '1.1.2']],
    ['2.1.3.4', ['2.1.3']],
    // No part of it is a step: nothing to offer beyond the flow.
    ['9.9', []],
    ['7', []],
    ['constructor', []],
    ['3.'.repeat(30), []],
  ])('steps near %s', (wanted, near) => {
    expect(nearSteps(m.games.buddyfight.flows['attack-phase'].steps, wanted)).toEqual(near);
  });

  test("a missing ruling points to the list of the game's rulings", () => {
    const f = explain('/ja/goda/rulings/nope', m);
    expect(f.missing).toEqual({ kind: 'ruling', value: 'nope' });
    expect(f.rulings).toEqual({ href: '/ja/goda/rulings', game: m.games.goda.title.ja });
  });

  test("a missing ruling leads to a flow only where its id opens with that flow's id, never to the first flow", () => {
    // /en/buddyfight/rulings/attack-q9 once offered "Open the Call flow": no flow is named "attack".
    expect(explain('/en/buddyfight/rulings/attack-q9', m).link).toBeUndefined();
    expect(explain('/en/buddyfight/rulings/attack-q9', m).rulings?.href).toBe('/en/buddyfight/rulings');
    expect(explain('/ja/goda/rulings/nope', m).link).toBeUndefined();
    expect(explain('/en/buddyfight/rulings', m).link).toBeUndefined();
    // The longest flow id that the ruling id opens with.
    expect(explain('/en/buddyfight/rulings/attack-phase-q9', m).link).toEqual({
      href: '/en/buddyfight/attack-phase',
      flow: m.games.buddyfight.flows['attack-phase'].title.en,
    });
    expect(explain('/ja/goda/rulings/stack-typo', m).link?.href).toBe('/ja/goda/stack');
    expect(explain('/en/goda/rulings/__proto__-x', m).link).toBeUndefined();
  });

  test('a missing name becomes a search of the site in the page language, encoded; a language code or a whole path does not', () => {
    // A name missing under a game is searched in that game, as the search box on its pages does; a missing game, in all.
    expect(explain('/en/buddyfight/keywords/penetrat', m).search).toEqual({ href: '/en/search?q=penetrat&game=buddyfight', query: 'penetrat' });
    expect(explain('/ja/goda/rulings/nope', m).search).toEqual({ href: '/ja/search?q=nope&game=goda', query: 'nope' });
    expect(explain('/en/battle-guardians/tur', m).search).toEqual({ href: '/en/search?q=tur&game=battle-guardians', query: 'tur' });
    expect(explain('/ja/chess', m).search).toEqual({ href: '/ja/search?q=chess', query: 'chess' });
    expect(explain('/en/__proto__', m).search).toEqual({ href: '/en/search?q=__proto__', query: '__proto__' });
    expect(explain('/en/buddyfight/call/%3Cb%3E%20x%26y', m).search).toEqual({
      href: '/en/search?q=%3Cb%3E%20x%26y&game=buddyfight',
      query: '<b> x&y',
    });
    expect(explain(`/en/buddyfight/call/${'x'.repeat(500)}`, m).search?.query).toHaveLength(100);
    expect(explain('/xx/buddyfight/call', m).search).toBeUndefined();
    expect(explain('/en/search/more', m).search).toBeUndefined();
  });

  test('an unknown language falls back to the browser language, then English', () => {
    expect(explain('/xx/buddyfight/call', m, 'ja-JP').locale).toBe('ja');
    expect(explain('/xx/buddyfight/call', m).locale).toBe('en');
    expect(explain('/xx/buddyfight/call', m).missing).toEqual({ kind: 'locale', value: 'xx' });
  });
});
