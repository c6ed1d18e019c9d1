import type { ExtraNote, ExtraSection, GameExtras } from '../game';
import type { L, Locale } from '../schema';
import concordance from './concordance';
import { Concordance } from './concordance-schema';
import game from './game';
import editions from './editions';
import attackEditionRulings from './attack-phase/edition-rulings';
import playTimingEditionRulings from './play-timing/edition-rulings';
import { cited, type Source } from '../schema';

/** A short citation: document, section, number, in the page's language. */
const sourceText = (s: Source, locale: Locale) => `${s.doc} ${cited(s.section, locale)} ${cited(s.ref, locale)}`;
import call from './call/flow';
import playTiming from './play-timing/flow';
import attackPhase from './attack-phase/flow';
import rulesCheck from './rules-check/flow';
import actAbility from './act-ability/flow';
import autoAbility from './auto-ability/flow';

/**
 * Buddyfight's own addition: how the primary Japanese document's steps line up
 * with the 2014 English edition, served to the shared pages through `extras`
 * (a page of its own, a note on each step, flags on rulings).
 */
const c = Concordance.parse(concordance);
const titles: Record<string, L> = {
  call: call.title,
  'play-timing': playTiming.title,
  'attack-phase': attackPhase.title,
  'rules-check': rulesCheck.title,
  'act-ability': actAbility.title,
  'auto-ability': autoAbility.title,
};

const words = {
  ja: {
    title: '日英対照(2014年英語版)',
    intro:
      '主資料(000、日本語)の手順番号が、2014年の英語版(002)の「Step N」のどれにあたるかの対照表です。英語版はフロー図が画像だったため一部しか残っておらず、多くは順序と内容からの推定です。',
    enStep: '2014年英語版',
    jpStep: '日本語版の手順',
    note: '注',
    stated: '本文に明記',
    inferred: '推定',
    none: '対応なし',
    differences: '2つの文書の違い',
    ruleDiffs: 'ルールの違い(版の切り替え)',
    ruleDiffsIntro:
      '2つの文書を通して読み比べ、チャートで結果が変わるルールの違いとして出典を示せたのは次の{n}点だけです。それぞれ、フローのページで「ルールの版」を切り替えると確かめられます。書き方や番号だけの違い、英語版の本文が失われていて比べられない箇所は、下の「2つの文書の違い」に挙げています。たとえば002では『2回攻撃』(Step 11)の後すぐ Step 3 に戻りますが、Step 3 の本文が残っていないため、その後にプレイタイミングがないとは言い切れず、版の違いにはしていません。002の【対抗】Q2の解決順の書き方も、同じ答えの中で食い違っているだけで、ルールの違いではありません。',
    openUnder: '{step}を{edition}で開く',
    ruling: '例',
    differs: '2014年英語版との違い',
    kinds: {
      'only-jp': '日本語版のみ',
      'only-en': '英語版のみ',
      order: '順序',
      wording: '書き方の違い(ルールが変わるかは各項目に)',
      'rules-check': 'ルール処理の有無',
      'qa-numbering': 'Q&Aの番号',
    },
  },
  en: {
    title: 'JP ↔ EN 2014 concordance',
    intro:
      'Which "Step N" of the 2014 English edition (002) each step of the primary Japanese document (000) corresponds to. The English flow charts were images and only part of their text survives, so most rows are inferred from order and content.',
    enStep: 'EN 2014',
    jpStep: 'JP step',
    note: 'Note',
    stated: 'stated in the text',
    inferred: 'inferred',
    none: 'no counterpart',
    differences: 'Differences between the two documents',
    ruleDiffs: 'Rule differences (the edition switch)',
    ruleDiffsIntro:
      'Reading the two documents side by side, we found only {n} rules they state differently in a way a chart can show, each cited below. On the flow page, the "Rules edition" switch runs either reading. Differences only of wording or numbering, and places where the English text is lost and nothing can be compared, are listed under "Differences between the two documents" below. For example, 002 goes from Double Attack (Step 11) straight back to Step 3, but Step 3\'s text is lost, so we cannot say a play timing is missing there and make no edition option of it. The order written in 002\'s Counter Q2 contradicts the same answer\'s next sentence; that is a slip in the text, not a different rule.',
    openUnder: 'Open {step} under the {edition}',
    ruling: 'Example',
    differs: 'Differs from the 2014 English edition',
    kinds: {
      'only-jp': 'only in the Japanese',
      'only-en': 'only in the English',
      order: 'order',
      wording: 'wording (each entry says whether the rule changes)',
      'rules-check': 'rules check present or not',
      'qa-numbering': 'Q&A numbering',
    },
  },
} as const;

const PAGE = 'concordance';
const href = (locale: Locale, path: string) => `/${locale}/${game.id}/${path}`;

const flags = (locale: Locale, pick: (d: Concordance['differences'][number]) => boolean) =>
  c.differences.filter(pick).map((d) => ({ kind: d.kind, label: `${words[locale].differs} — ${words[locale].kinds[d.kind]}`, text: d.text[locale] }));

/** The rule differences the edition switch runs: each edition's reading, cited, and the flow opened at the step under each. */
function ruleDifferences(locale: Locale): ExtraSection {
  const w = words[locale];
  const options = Object.entries(editions.options);
  const short = (id: string) => (Object.hasOwn(editions.editions, id) ? editions.editions[id as keyof typeof editions.editions].short[locale] : id);
  return {
    id: 'editions',
    heading: w.ruleDiffs,
    intro: w.ruleDiffsIntro.replace('{n}', locale === 'en' && options.length === 2 ? 'two' : String(options.length)),
    items: options.map(([, o]) => {
      const at = o.example;
      const step = at.step;
      const query = (edition: string) => {
        const q = new URLSearchParams({ setup: at.setup, walk: at.walk });
        // The default edition is not written in links (the page shows it without the parameter).
        if (edition !== Object.keys(editions.editions)[0]) q.set('edition', edition);
        return `${href(locale, at.flow)}?${q}`;
      };
      return {
        kind: 'edition',
        label: `${titles[at.flow]?.[locale] ?? at.flow} ${step} — ${o.title[locale]}`,
        text: Object.entries(o.readings)
          .map(([id, r]) => `${short(id)} (${sourceText(r.source, locale)}): ${r.text[locale]}`)
          .join(' / '),
        links: [
          ...Object.keys(o.readings).map((id) => ({ text: w.openUnder.replace('{step}', step).replace('{edition}', short(id)), href: query(id) })),
          ...[...attackEditionRulings, ...playTimingEditionRulings]
            .filter((r) => r.flow === at.flow && r.steps.includes(step))
            .map((r) => ({ text: `${w.ruling}: ${r.question[locale]}`, href: href(locale, `rulings/${r.id}`) })),
        ],
      };
    }),
  };
}

function sections(locale: Locale): ExtraSection[] {
  const w = words[locale];
  const flowSections: ExtraSection[] = Object.entries(c.flows).map(([flow, rows]) => ({
    id: flow,
    heading: titles[flow]?.[locale] ?? flow,
    table: {
      columns: [w.jpStep, w.enStep, w.note],
      rows: rows.map((r) => [
        { links: r.jp.map((s) => ({ text: s, href: href(locale, `${flow}/${s}`) })) },
        { text: r.en ?? w.none, sub: r.basis === 'stated' ? w.stated : w.inferred },
        { text: r.note?.[locale] },
      ]),
    },
  }));
  const differences: ExtraSection = {
    id: 'differences',
    heading: w.differences,
    items: c.differences.map((d) => ({
      kind: d.kind,
      label: `${titles[d.flow]?.[locale] ?? d.flow} — ${w.kinds[d.kind]}`,
      text: d.text[locale],
      links: [
        ...d.steps.map((s) => ({ text: s, href: href(locale, `${d.flow}/${s}`) })),
        ...d.rulings.map((r) => ({ ruling: r, href: href(locale, `rulings/${r}`) })),
      ],
    })),
  };
  return [ruleDifferences(locale), ...flowSections, differences];
}

export const extras: GameExtras = {
  pages: {
    [PAGE]: { title: { ja: words.ja.title, en: words.en.title }, intro: { ja: words.ja.intro, en: words.en.intro }, footer: true, sections },
  },
  stepNote(flow, step, locale): ExtraNote | undefined {
    const rows = c.flows[flow];
    if (!rows) return undefined;
    const w = words[locale];
    const row = rows.find((r) => r.jp.includes(step));
    return {
      label: w.enStep,
      value: row ? `${row.en ?? w.none} (${row.basis === 'stated' ? w.stated : w.inferred})` : w.none,
      href: href(locale, PAGE),
      flags: flags(locale, (d) => d.flow === flow && d.steps.includes(step)),
    };
  },
  rulingNotes(flow, ruling, locale) {
    // The note's own label already says "differs from the 2014 English edition": each flag under it names only its kind.
    const f = flags(locale, (d) => d.flow === flow && d.rulings.includes(ruling)).map((x) => ({ ...x, label: words[locale].kinds[x.kind] }));
    return f.length ? [{ label: words[locale].differs, flags: f }] : [];
  },
};

/** The concordance as data, for tests. */
export const concordanceData = c;
