import type { Cited, Locale } from '@/content/schema';

/** A citation part as the reader of `locale` sees it: one string for both languages, or that language's name. */
export function cited(part: Cited, locale: Locale): string {
  return typeof part === 'string' ? part : part[locale];
}
