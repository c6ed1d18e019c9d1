import { describe, expect, test } from 'vitest';
import { buildIndex, searchDocs, searchTexts } from '@/app/lib/search/build';
import { excerpt, highlight } from '@/app/lib/search/marks';
import { holdsAWord, queryPieces, queryRuns, queryWords, wordsHeld } from '@/app/lib/search/pieces';
import { gameOf, misspelt, searchGroups } from '@/app/lib/search/query';
import { parseDocId } from '@/app/lib/search/options';
import { englishTerm, searchTerm } from '@/app/lib/search/english';
import { kanaRuns, normalize, queryTokenize, tokenize } from '@/app/lib/search/tokenize';

const index = buildIndex();
const texts = searchTexts();
const top = (q: string, lang: string) => searchGroups(index, q, lang)[0]?.group;
/** The marked stretches of a highlighted text. */
const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);

/** What a judge types, and the page that must come first. Half in Japanese. */
const GOLDEN: [string, string, string][] = [
  ['en', 'buddy gift', 'buddyfight#term-buddy-gift'],
  ['en', 'Begone', 'buddyfight/rulings/call-q1'],
  ['en', 'Magical Goodbye call', 'buddyfight/rulings/call-q2'],
  ['en', 'Armorknight Succubus', 'buddyfight/rulings/call-q3'],
  ['en', 'Armorknight Demon', 'buddyfight/rulings/call-q4'],
  ['en', 'Buddy Charge', 'buddyfight/rulings/call-q5'],
  ['en', 'Dragon Breath', 'buddyfight/rulings/play-timing-q3'],
  ['en', 'Asmodai', 'buddyfight/rulings/play-timing-q1'],
  ['en', 'penetrate', 'buddyfight/keywords/penetrate'],
  ['en', 'counterattack', 'buddyfight/keywords/counterattack'],
  ['en', 'soulguard', 'buddyfight/keywords/soulguard'],
  ['en', 'double attack', 'buddyfight/keywords/double-attack'],
  ['en', 'lifelink', 'buddyfight/keywords/lifelink'],
  ['en', 'link attack destroyed', 'buddyfight/rulings/attack-phase-q3'],
  ['en', 'item with defense', 'buddyfight/rules/defense-items'],
  ['en', 'face-down soul', 'buddyfight/rules/face-down-soul'],
  ['en', 'continuous abilities', 'buddyfight/rules/continuous'],
  ['en', "Dragon's Seal", 'buddyfight/rulings/attack-phase-q4-seal'],
  ['en', 'Skies in your Hand', 'buddyfight/rulings/play-timing-q3'],
  ['en', 'activated ability', 'buddyfight/act-ability'],
  ['ja', 'バディギフト', 'buddyfight#term-buddy-gift'],
  ['ja', 'ゴー・トゥ・ヘル', 'buddyfight/rulings/call-q1'],
  ['ja', 'マジカルグッバイ コール', 'buddyfight/rulings/call-q2'],
  ['ja', 'アーマナイト・サキュバス', 'buddyfight/rulings/call-q3'],
  ['ja', 'アーマナイト・デーモン', 'buddyfight/rulings/call-q4'],
  ['ja', 'バディチャージ', 'buddyfight/rulings/call-q5'],
  ['ja', 'ドラゴン・ブレス', 'buddyfight/rulings/play-timing-q3'],
  ['ja', 'ドラゴンブレス', 'buddyfight/rulings/play-timing-q3'],
  ['ja', 'アスモダイ', 'buddyfight/rulings/play-timing-q1'],
  ['ja', '貫通', 'buddyfight/keywords/penetrate'],
  ['ja', '反撃', 'buddyfight/keywords/counterattack'],
  ['ja', 'ソウルガード', 'buddyfight/keywords/soulguard'],
  ['ja', '2回攻撃', 'buddyfight/keywords/double-attack'],
  ['ja', 'ライフリンク', 'buddyfight/keywords/lifelink'],
  ['ja', '装備変更', 'buddyfight/keywords/equip-change'],
  ['ja', '裏向きのソウル', 'buddyfight/rules/face-down-soul'],
  ['ja', '永続能力', 'buddyfight/rules/continuous'],
  ['ja', '防御力を持つアイテム', 'buddyfight/rules/defense-items'],
  ['ja', '竜の封印', 'buddyfight/rulings/attack-phase-q4-seal'],
  ['ja', 'ﾏｼﾞｶﾙｸﾞｯﾊﾞｲ ｺｰﾙ', 'buddyfight/rulings/call-q2'],
  ['ja', 'Magical Goodbye', 'buddyfight/rulings/call-q2'],
  ['en', 'マジカルグッバイ', 'buddyfight/rulings/call-q2'],
];

describe('golden queries', () => {
  test('there are at least 40, half in Japanese', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
    expect(GOLDEN.filter(([, q]) => /[\u3040-\u9fff\uff66-\uff9f]/.test(q)).length).toBeGreaterThanOrEqual(20);
  });
  test.each(GOLDEN)('[%s] %s → %s', (lang, q, expected) => {
    expect(top(q, lang)).toBe(expected);
  });
});

describe('the tokenizer', () => {
  test('NFKC: full-width and half-width forms meet', () => {
    expect(normalize('ＡＢＣ１２３')).toBe('abc123');
    expect(normalize('ｶｳﾝﾀｰ')).toBe(normalize('カウンター'));
  });
  test('katakana folds to hiragana', () => {
    expect(normalize('バディ')).toBe('ばでぃ');
  });
  test('Japanese runs give words and bigrams', () => {
    const t = tokenize('マジカルグッバイを使う');
    expect(t).toContain('まじ');
    expect(t).toContain('ばい');
  });
  test('results group hits on the same page', () => {
    const groups = searchGroups(index, 'penetrate 貫通', 'en').map((g) => g.group);
    expect(new Set(groups).size).toBe(groups.length);
  });
  test('empty and huge queries are safe', () => {
    expect(searchGroups(index, '', 'en')).toEqual([]);
    expect(() => searchGroups(index, 'x'.repeat(10_000), 'en')).not.toThrow();
  });
});

describe('searching one game', () => {
  test.each(['buddyfight', 'battle-guardians', 'goda', 'fftcg'])('%s: every result is that game’s, and there are as many as the limit allows', (game) => {
    const all = searchGroups(index, 'attack', 'en', 500);
    const mine = all.filter((g) => gameOf(g.group) === game);
    const scoped = searchGroups(index, 'attack', 'en', 20, game);
    expect(scoped.map((g) => gameOf(g.group)).filter((g) => g !== game)).toEqual([]);
    // Scoped before the limit: the game's own results, not what was left of every game's first 20.
    expect(scoped.length).toBe(Math.min(20, mine.length));
    expect(scoped.length).toBeGreaterThan(0);
  });

  test('a page found only through a few pieces of a word of the query is not a result', () => {
    const runs = queryRuns('カウンター');
    // センター holds んた and たー: two of カウンター's four pieces, short of the three that spell four letters.
    expect(holdsAWord(['んた', 'たー', 'ー'], runs)).toBe(false);
    expect(holdsAWord(['うん', 'んた', 'たー'], runs)).toBe(true);
    // Any other word of the query is enough, and a query of Latin words has no pieces to judge by.
    expect(holdsAWord(['んた', 'counter'], runs)).toBe(true);
    expect(holdsAWord(['counter'], queryRuns('counter'))).toBe(true);
    // Buddyfight's Japanese text calls the Counter 【対抗】: カウンター finds nothing there, not every センター.
    expect(searchGroups(index, 'カウンター', 'ja', 20, 'buddyfight')).toEqual([]);
    expect(searchGroups(index, 'センター', 'ja', 20, 'buddyfight').length).toBeGreaterThan(3);
  });

  test('a game id is the first segment of a result path', () => {
    expect(gameOf('battle-guardians/terms/counter-step')).toBe('battle-guardians');
    expect(gameOf('goda')).toBe('goda');
  });
});

describe('highlights mark exactly the matched terms', () => {
  /** True when occurrences of the terms inside `n` cover every letter of it. */
  const madeOf = (n: string, terms: string[]) => {
    const cover = new Array<boolean>(n.length).fill(false);
    for (const t of terms) for (let i = n.indexOf(t); t && i >= 0; i = n.indexOf(t, i + 1)) cover.fill(true, i, i + t.length);
    // An English term is a stem: a word counts as made of it when the index would file the word under it.
    for (const w of n.matchAll(/[a-z]+/g)) if (terms.includes(englishTerm(w[0]))) cover.fill(true, w.index, w.index + w[0].length);
    return cover.every(Boolean);
  };

  test('a mark after text whose normal form is longer ("…" is three dots) stays on its word', () => {
    const text = 'Wait… the Counter just before 2.5';
    expect(marked(excerpt(text, ['counter']))).toEqual(['Counter']);
    expect(marked(highlight(text, ['counter', 'just']))).toEqual(['Counter', 'just']);
  });

  test('half-width kana in the text are marked whole (ﾊﾞ is one letter in the normal form)', () => {
    expect(marked(highlight('ﾏｼﾞｶﾙｸﾞｯﾊﾞｲを使う', ['まじかるぐっばい']))).toEqual(['ﾏｼﾞｶﾙｸﾞｯﾊﾞｲ']);
  });

  test('a Latin term is marked only as a whole word', () => {
    expect(marked(highlight('Counterattack is not a Counter', ['counter']))).toEqual(['Counter']);
  });

  test('a lone kana (a particle, a cut-off piece) is never marked on its own', () => {
    expect(marked(highlight('バディギフトでライフ+1', ['で', 'ばでぃ', 'でぃぎ', 'ぎふ', 'ふと']))).toEqual(['バディギフト']);
  });

  test('kanji and kana terms are marked inside longer runs', () => {
    expect(marked(highlight('【貫通】を持つモンスター', ['貫通']))).toEqual(['貫通']);
    expect(marked(highlight('バディギフトでライフ+1', ['ばでぃ', 'でぃぎ', 'ぎふ', 'ふと']))).toEqual(['バディギフト']);
  });

  test('a two-letter piece of a longer query word is marked only where pieces make two thirds of the word', () => {
    const pieces = queryPieces('カウンター');
    expect(pieces).toEqual({ かう: 4, うん: 4, んた: 4, たー: 4 });
    const terms = ['か', 'うん', 'た', 'ー', ...Object.keys(pieces)];
    expect(marked(highlight('1ターンに1度、ライフカウンターを使う', terms, pieces))).toEqual(['カウンター']);
    // A short stretch of the word is not it (ンター of センター); most of it is (the text has カウンタ).
    expect(marked(highlight('センターに置く', terms, pieces))).toEqual([]);
    expect(marked(highlight('カウンタ', terms, pieces))).toEqual(['カウンタ']);
    // A three-letter word needs all of itself; a two-letter query word is no one's piece, so it is marked on its own.
    expect(queryPieces('ソウル')).toEqual({ そう: 3, うる: 3 });
    expect(queryPieces('貫通')).toEqual({});
    expect(marked(highlight('【貫通】を持つ', ['貫通'], queryPieces('貫通')))).toEqual(['貫通']);
  });

  test.each(['カウンター', 'ソウルガード', '裏向きのソウル'])('[ja] "%s": no mark on the top results is a lone two-letter piece of the query', (q) => {
    const groups = searchGroups(index, q, 'ja').slice(0, 10);
    const marks = groups.flatMap((g) => [...marked(highlight(g.title, g.terms, g.pieces)), ...marked(excerpt(texts[g.id], g.terms, g.pieces))]);
    expect(marks.length).toBeGreaterThan(0);
    const pieces = queryPieces(q);
    expect(marks.filter((m) => Object.hasOwn(pieces, normalize(m)))).toEqual([]);
  });

  // Every mark on a real result is made of the terms that result matched, in the normal form.
  test.each([
    ['en', 'counter just'],
    ['en', 'penetrate'],
    ['en', 'link attack'],
    ['ja', 'マジカルグッバイ'],
    ['ja', 'バディギフト'],
    ['ja', '貫通'],
    ['ja', '裏向きのソウル'],
  ])('[%s] "%s": every mark on the top results is a matched term', (lang, q) => {
    const groups = searchGroups(index, q, lang).slice(0, 5);
    expect(groups.length).toBeGreaterThan(0);
    let marks = 0;
    for (const g of groups) {
      for (const m of [...marked(highlight(g.title, g.terms)), ...marked(excerpt(texts[g.id], g.terms))]) {
        marks++;
        const n = normalize(m);
        expect(madeOf(n, g.terms), `${g.group}: "${m}" is not made of ${g.terms.join(', ')}`).toBe(true);
      }
    }
    expect(marks).toBeGreaterThan(0);
  });
});

describe('every game is searchable', () => {
  test.each([
    ['en', 'fftcg'],
    ['ja', 'fftcg'],
    ['en', 'goda'],
    ['ja', 'goda'],
  ])('[%s] %s: the flows and steps of the game are in the index', (lang, game) => {
    const docs = searchDocs().filter((d) => d.lang === lang && d.group.startsWith(`${game}/`));
    expect(docs.filter((d) => d.kind === 'flow').length).toBeGreaterThan(0);
    expect(docs.filter((d) => d.kind === 'step').length).toBeGreaterThan(3);
    // A flow found by its own title: the first word of the title is enough to bring the game up.
    const flow = docs.find((d) => d.kind === 'flow')!;
    expect(searchGroups(index, flow.title, lang).map((g) => g.group)).toContain(flow.group);
  });
});

// A judge types the word they think of, not the form the rules text happens to use.
describe('English words meet their other forms', () => {
  test('regular and irregular forms share one indexed term; other words keep theirs', () => {
    expect(englishTerm('broken')).toBe(englishTerm('break'));
    expect(englishTerm('broke')).toBe(englishTerm('breaks'));
    expect(englishTerm('paid')).toBe(englishTerm('pay'));
    expect(englishTerm('chosen')).toBe(englishTerm('choose'));
    expect(englishTerm('destroyed')).toBe(englishTerm('destroy'));
    expect(englishTerm('countered')).toBe('counter');
    // The Left area is not a form of "leave"; a step number or Japanese text is not English.
    expect(englishTerm('left')).not.toBe(englishTerm('leave'));
    expect(englishTerm('counter')).not.toBe(englishTerm('counterattack'));
    expect(englishTerm('3.2.1')).toBe('3.2.1');
    expect(englishTerm('かうんたー')).toBe('かうんたー');
  });

  test('"break" finds the FF-TCG ruling whose text says "broken", and marks that word', () => {
    const [first] = searchGroups(index, 'break', 'en', 20, 'fftcg');
    expect(first?.group).toBe('fftcg/rulings/fftcg-barret-interrupted');
    expect(marked(excerpt(texts[first.id], first.terms))).toEqual(['broken']);
  });

  test('words that say nothing about the rule are left out of the index and the query; negations stay', () => {
    expect(['what', 'if', 'my', 'the', 'is', 'a'].map(searchTerm)).toEqual([null, null, null, null, null, null]);
    expect(['not', 'no', 'monster'].map(searchTerm)).toEqual(['not', 'no', 'monster']);
    // An irregular form of a word left out is left out too.
    expect(['did', 'done'].map(searchTerm)).toEqual([null, null]);
    expect(searchGroups(index, 'what if I', 'en')).toEqual([]);
  });

  test('a question typed as a sentence finds its ruling, and its snippet marks the words that matter', () => {
    const [first] = searchGroups(index, 'what happens when my monster is destroyed during a link attack', 'en');
    expect(first?.group).toBe('buddyfight/rulings/attack-phase-q3');
    const marks = searchGroups(index, 'a monster is destroyed', 'en')
      .slice(0, 5)
      .flatMap((g) => marked(excerpt(texts[g.id], g.terms)).map((m) => m.toLowerCase()));
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((m) => m === 'a' || m === 'is')).toEqual([]);
  });

  test('a stem marks every word filed under it, and only whole words', () => {
    expect(marked(highlight('Barret is broken; it breaks.', [englishTerm('break')]))).toEqual(['broken', 'breaks']);
    expect(marked(highlight('The cost is paid, then they pay again.', [englishTerm('pay')]))).toEqual(['paid', 'pay']);
    expect(marked(highlight('Counterattack the Counter.', [englishTerm('counter')]))).toEqual(['Counter']);
    expect(marked(highlight('Move it to the left; it leaves the field.', [englishTerm('leave')]))).toEqual(['leaves']);
  });
});

// A judge types a phrase, not a dictionary word: a kanji word with its ending, or a katakana word run into a kanji one.
describe('Japanese phrases are searched by their words', () => {
  test('the words of a phrase are words, not pieces of one long word', () => {
    expect(queryRuns('破壊された')).toEqual([]);
    expect(holdsAWord(['破壊', 'た'], queryRuns('破壊された'))).toBe(true);
    // Only the endings matched: nothing of what was asked.
    expect(holdsAWord(['さ', 'れ', 'た'], queryRuns('破壊された'))).toBe(false);
    // ライフ is still a katakana word whose pieces must spell it; 回復 is a word of its own.
    expect(queryRuns('ライフ回復').map((r) => r.pieces)).toEqual([['らい', 'いふ']]);
    expect(holdsAWord(['らい', 'いふ'], queryRuns('ライフ回復'))).toBe(true);
    expect(holdsAWord(['いふ'], queryRuns('ライフ回復'))).toBe(false);
  });

  test.each([
    ['モンスターが破壊された', 'buddyfight/rulings/attack-phase-q1'],
    // The rules topic on "when …" cards first; this site's answer on such a Counter (a question no document asks) after it.
    ['ダメージを受けた時', 'buddyfight/rules/windows'],
  ])('[ja] "%s" → %s', (q, want) => {
    expect(top(q, 'ja')).toBe(want);
  });

  test('[ja] "ダメージを受けた時" also finds this site\'s answer on a Counter usable when damaged, among the first three', () => {
    const groups = searchGroups(index, 'ダメージを受けた時', 'ja').slice(0, 3);
    expect(groups.map((g) => g.group)).toContain('buddyfight/rulings/attack-phase-when-damaged');
    expect(groups.find((g) => g.group === 'buddyfight/rulings/attack-phase-when-damaged')?.kind).toBe('answer');
  });

  test("a question's endings and particles are not searched for: 破壊された searches as 破壊", () => {
    expect(queryTokenize('バディコールに対抗できますか')).toContain('対抗');
    for (const t of ['に', 'でき', 'ます', 'か']) expect(queryTokenize('バディコールに対抗できますか')).not.toContain(t);
    expect(searchGroups(index, '破壊された', 'ja').map((g) => g.group)).toEqual(searchGroups(index, '破壊', 'ja').map((g) => g.group));
    expect(searchGroups(index, 'ライフが0になったらどうなりますか', 'ja').map((g) => g.group)).toEqual(
      searchGroups(index, 'ライフ 0', 'ja').map((g) => g.group),
    );
    // The same letters in a katakana word are a piece of it, and stay: ます of マスター.
    expect(queryTokenize('マスター')).toContain('ます');
    // Negations stay, as in English.
    expect(queryTokenize('使えない')).toContain('ない');
  });

  test('no result of a question is marked on its endings (ます, でき, か)', () => {
    const q = 'バディコールに対抗できますか';
    const groups = searchGroups(index, q, 'ja', 20);
    const marks = groups.flatMap((g) => [...marked(highlight(g.title, g.terms, g.pieces)), ...marked(excerpt(texts[g.id], g.terms, g.pieces))]);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((m) => /^[\u3041-\u309f]+$/.test(m))).toEqual([]);
  });

  test('a question typed as a sentence finds its ruling: "バディコールに対抗できますか" (Counter against a Buddy Call)', () => {
    const groups = searchGroups(index, 'バディコールに対抗できますか', 'ja', 20).map((g) => g.group);
    expect(groups.slice(0, 10)).toContain('buddyfight/rulings/call-q1');
  });

  test('a katakana word of four letters must be there whole: ブレイク (break) is not ブレイブ (Brave)', () => {
    expect(queryRuns('ブレイク').map((r) => r.need)).toEqual([4]);
    const groups = searchGroups(index, 'ブレイク', 'ja', 20).map((g) => g.group);
    expect(groups[0]).toBe('fftcg/rulings/fftcg-barret-interrupted');
    expect(groups.filter((g) => g.includes('brave'))).toEqual([]);
    // Brave itself is still found.
    expect(searchGroups(index, 'ブレイブ', 'ja', 20)[0]?.group).toBe('fftcg/rules/brave');
  });

  // A reader who does not convert to katakana types a loan word in hiragana: before, the segmenter cut it as Japanese
  // words and it found nothing (ますたー, ばでぃこーる) or pages on a stray piece of it (そうるがーど found soul).
  test.each([
    ['ばでぃこーる', 'バディコール'],
    ['そうるがーど', 'ソウルガード'],
    ['ごーとぅへる', 'ゴートゥヘル'],
    ['かうんたー', 'カウンター'],
    ['ますたー', 'マスター'],
  ])('a loan word typed in hiragana (%s) finds what its katakana (%s) finds', (typed, katakana) => {
    const found = searchGroups(index, typed, 'ja', 10).map((g) => g.group);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(searchGroups(index, katakana, 'ja', 10).map((g) => g.group));
    expect(queryRuns(typed)).toEqual(queryRuns(katakana));
  });

  test("a loan word typed in hiragana is marked in the results' katakana", () => {
    const g = searchGroups(index, 'そうるがーど', 'ja', 5)[0];
    expect(g.group).toBe('buddyfight/keywords/soulguard');
    expect(marked(highlight(g.title, g.terms, g.pieces)).join('')).toContain('ソウルガード');
  });

  test('hiragana written as Japanese is not taken for a loan word: the endings of a question stay out', () => {
    // No small vowel or long-vowel mark, and not the whole query: できますか adds no pieces (きま, すか).
    const call = new Set(['ばで', 'でぃ', 'ぃこ', 'こー', 'ーる']);
    expect(queryTokenize('バディコールに対抗できますか').filter((t) => /^[\u3041-\u309f\u30fc]+$/.test(t) && !call.has(t))).toEqual([]);
    expect(kanaRuns('バディコールに対抗できますか', 2)).toEqual(['ばでぃこーる']);
    // A query that is one hiragana run may be a loan word with neither mark, and is searched as one too.
    expect(kanaRuns('ぺねとれいと', 3)).toEqual(['ぺねとれいと']);
  });

  test('"ライフ回復" finds the pages about life, though no page says 回復', () => {
    const groups = searchGroups(index, 'ライフ回復', 'ja', 20);
    expect(groups.length).toBeGreaterThan(3);
    for (const g of groups.slice(0, 5)) expect(texts[g.id] + g.title, g.group).toMatch(/ライフ/);
  });
});

describe("a game's plain terms are results of their own", () => {
  // Buddyfight defines its plain words (gauge, rest, 【対抗】, …) only where they appear; the game page lists them,
  // and a search for one opens its entry there (#term-<id>).
  test.each([
    ['en', 'gauge', 'buddyfight#term-gauge'],
    ['ja', 'ゲージ', 'buddyfight#term-gauge'],
    ['en', 'rest', 'buddyfight#term-rest'],
    ['ja', 'レスト', 'buddyfight#term-rest'],
    ['en', 'link attack', 'buddyfight#term-link-attack'],
    ['ja', '対抗', 'buddyfight#term-counter'],
  ])('[%s] %s → %s in Buddyfight', (lang, q, expected) => {
    expect(searchGroups(index, q, lang, 20, 'buddyfight')[0]?.group).toBe(expected);
  });

  test('the step where a term happens comes right after its definition', () => {
    for (const [lang, q] of [
      ['en', 'buddy gift'],
      ['ja', 'バディギフト'],
    ])
      expect(
        searchGroups(index, q, lang)
          .slice(0, 2)
          .map((g) => g.group),
      ).toEqual(['buddyfight#term-buddy-gift', 'buddyfight/call/3.2']);
  });

  test("a term's result belongs to its game, is labelled a term, and links into the game page", () => {
    const [r] = searchGroups(index, 'gauge', 'en', 20, 'buddyfight');
    expect(gameOf(r.group)).toBe('buddyfight');
    expect(r.kind).toBe('topic');
    expect(r.path).toBe('/buddyfight#term-gauge');
    // Filtering by another game leaves it out.
    expect(searchGroups(index, 'gauge', 'en', 20, 'goda').map((g) => g.group)).not.toContain('buddyfight#term-gauge');
  });
});

test("results are shown in the reader's language, also when the query was typed in the other one", () => {
  for (const [q, lang] of [
    ['gauge', 'ja'],
    ['can my opponent counter a buddy call', 'ja'],
    ['ソウルガードで貫通は防げますか', 'en'],
  ]) {
    const groups = searchGroups(index, q, lang);
    expect(groups.length, q).toBeGreaterThan(2);
    expect(groups.filter((g) => parseDocId(g.id).lang !== lang).map((g) => g.id)).toEqual([]);
  }
  // The title shown is the page's own, in that language: Q3 of the call flow, asked in English, read in Japanese.
  const q3 = searchGroups(index, 'Armorknight Succubus', 'ja')[0];
  expect(q3.group).toBe('buddyfight/rulings/call-q3');
  expect(q3.title).toMatch(/アーマナイト・サキュバス/);
  expect(q3.flow).toBe('コールの流れ');
});

// A word the index has is what the judge meant, not a misspelling of a word one letter off: "party" is not "part".
describe('a page holding the words of the query comes before one holding words a letter off', () => {
  test.each(['en', 'ja'])('[%s] "party attack" across every game: FF-TCG 4.2, which says both words, comes first', (lang) => {
    const groups = searchGroups(index, 'party attack', lang).map((g) => g.group);
    expect(groups[0]).toBe('fftcg/turn/4.2');
    // Goda's attack declaration says "part", not "party": it is still found, by "attack", but after.
    expect(groups.indexOf('goda/attack/5.1')).toBeGreaterThan(0);
  });

  test('no page is found by a word a letter off one the index has', () => {
    for (const g of searchGroups(index, 'party attack', 'en', 50)) expect(g.terms, g.group).not.toContain('part');
    // Goda never speaks of a party: a search of Goda for one finds nothing, rather than every "part".
    expect(searchGroups(index, 'party', 'en', 20, 'goda')).toEqual([]);
    // "charge" is in the index: the draw phase is not found by "chart"; "order" is, and is not found by "older".
    expect(searchGroups(index, 'charge and draw', 'en', 50).flatMap((g) => g.terms)).not.toContain('chart');
    expect(searchGroups(index, 'stack order', 'en', 50).flatMap((g) => g.terms)).not.toContain('older');
  });

  test('only words the index lacks are looked up as misspellings', () => {
    expect([...misspelt(index, 'party attack')]).toEqual([]);
    expect([...misspelt(index, 'counterattak countr attack')].sort()).toEqual(['counterattak', 'countr']);
    // Short words and Japanese are never taken for misspellings.
    expect([...misspelt(index, 'atk パーティ')]).toEqual([]);
  });

  test.each([
    ['counterattak', 'buddyfight/keywords/counterattack'],
    // Typed short of its end, a word is not its stem (penetrat, penetr): the keyword is still found.
    ['penetrat', 'buddyfight/keywords/penetrate'],
    ['soulgard', 'buddyfight/keywords/soulguard'],
    ['countr', 'buddyfight#term-counter'],
    ['forwrd dull', 'fftcg/rulings/fftcg-brave-attack'],
  ])('a misspelt word still finds its page: "%s" → %s', (q, want) => {
    expect(top(q, 'en')).toBe(want);
  });
});

// The same for a katakana word run into another: パーティアタック is パーティ and アタック, and a page needs both.
describe('a page holding each kana word of the query comes before one holding pieces of them', () => {
  test('a katakana run is cut into the dictionary words the segmenter finds in it, when each has three letters or more', () => {
    expect(queryWords('パーティアタック').map((w) => w.pieces)).toEqual([
      ['ぱー', 'ーて', 'てぃ'],
      ['あた', 'たっ', 'っく'],
    ]);
    // Typed in hiragana, the same words.
    expect(queryWords('ぱーてぃあたっく')).toEqual(queryWords('パーティアタック'));
    // Cut into scraps (エ, クス, トラ, …), a run stays one word.
    expect(queryWords('エクストラアビリティ')).toHaveLength(1);
  });

  test('a page with アタック and scattered pieces (ティ of アビリティ, ィア of ガーディアン) holds one of the two words', () => {
    const words = queryWords('パーティアタック');
    expect(wordsHeld(['てぃ', 'ぃあ', 'あた', 'たっ', 'っく'], words)).toBe(1);
    expect(wordsHeld(['ぱー', 'ーて', 'てぃ', 'あた', 'たっ', 'っく'], words)).toBe(2);
  });

  test.each([
    ['ja', 'パーティアタック'],
    ['ja', 'ぱーてぃあたっく'],
    ['en', 'パーティアタック'],
  ])('[%s] "%s" across every game: FF-TCG 4.2, which says パーティ and アタック, comes first', (lang, q) => {
    expect(top(q, lang)).toBe('fftcg/turn/4.2');
  });

  test('each word is marked where a page says it alone; a piece across the two words is not', () => {
    const pieces = queryPieces('パーティアタック');
    expect(pieces).toMatchObject({ ぱー: 4, てぃ: 4, あた: 4, ぃあ: 6 });
    const terms = ['ぱー', 'ーて', 'てぃ', 'ぃあ', 'あた', 'たっ', 'っく'];
    expect(marked(highlight('フォワード1体かパーティを選んでアタックさせ', terms, pieces))).toEqual(['パーティ', 'アタック']);
    expect(marked(highlight('アビリティでガーディアンにアタック', terms, pieces))).toEqual(['アタック']);
  });
});
