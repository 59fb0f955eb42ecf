/**
 * The storefront's languages and their `Intl` locales: constants only, so the domain's rupee
 * formatting can name a language without holding any state (which language is active lives in
 * shared/src/i18n/locale.ts, one copy per page).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `Intl` locale (and `<html lang>`) of each language: numbers, rupees and dates as India writes them. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
