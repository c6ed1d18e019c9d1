import { games, LOCALES, type Locale } from '@/content';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function other(locale: Locale): Locale {
  return locale === 'ja' ? 'en' : 'ja';
}

export const localeParams = () => LOCALES.map((locale) => ({ locale }));

export const gameParams = () => LOCALES.flatMap((locale) => Object.keys(games).map((game) => ({ locale, game })));

export const flowParams = () =>
  LOCALES.flatMap((locale) =>
    Object.entries(games).flatMap(([game, g]) => Object.keys(g.flows).map((flow) => ({ locale, game, flow }))),
  );
