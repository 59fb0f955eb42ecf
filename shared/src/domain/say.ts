import type { Locale } from './locales';

/** A message in the reader's language: the English text with `{name}` values (the front end passes its translate function). */
export type Say = (english: string, values?: Record<string, string | number>) => string;

/** The English message with its values filled in: what the API writes, and the domain's default. */
export const inEnglish: Say = (english, values = {}) =>
  english.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** How a domain sentence is written for a reader: their translate function and their language (for Intl). */
export interface Reader {
  say: Say;
  locale: Locale;
}

export const ENGLISH_READER: Reader = { say: inEnglish, locale: 'en' };
