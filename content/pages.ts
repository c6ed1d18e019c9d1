import type { ComponentType } from 'react';
import type { Locale } from './schema';

type MdxLoader = () => Promise<{ default: ComponentType }>;

/**
 * Each flow's MDX page, by "game/flow". Kept apart from the data in index.ts
 * because MDX pulls in the chart components: anything that only needs data
 * (layouts, search, the 404 page) then stays free of them.
 */
export const pages: Record<string, Record<Locale, MdxLoader>> = {
  'buddyfight/call': {
    en: () => import('./buddyfight/call/en.mdx'),
    ja: () => import('./buddyfight/call/ja.mdx'),
  },
  'buddyfight/play-timing': {
    en: () => import('./buddyfight/play-timing/en.mdx'),
    ja: () => import('./buddyfight/play-timing/ja.mdx'),
  },
  'buddyfight/attack-phase': {
    en: () => import('./buddyfight/attack-phase/en.mdx'),
    ja: () => import('./buddyfight/attack-phase/ja.mdx'),
  },
  'buddyfight/rules-check': {
    en: () => import('./buddyfight/rules-check/en.mdx'),
    ja: () => import('./buddyfight/rules-check/ja.mdx'),
  },
  'buddyfight/act-ability': {
    en: () => import('./buddyfight/act-ability/en.mdx'),
    ja: () => import('./buddyfight/act-ability/ja.mdx'),
  },
  'buddyfight/auto-ability': {
    en: () => import('./buddyfight/auto-ability/en.mdx'),
    ja: () => import('./buddyfight/auto-ability/ja.mdx'),
  },
  'fftcg/turn': {
    en: () => import('./fftcg/turn/en.mdx'),
    ja: () => import('./fftcg/turn/ja.mdx'),
  },
  'fftcg/interrupt': {
    en: () => import('./fftcg/interrupt/en.mdx'),
    ja: () => import('./fftcg/interrupt/ja.mdx'),
  },
};
