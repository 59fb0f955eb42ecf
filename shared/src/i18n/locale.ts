/**
 * Which language this browser shows. No library, so the domain's formatters stay free of the i18n
 * runtime; the languages themselves are constants in domain/locales.ts.
 */
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '../domain/locales';

export { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale };

/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The cookie the storefront server reads to render a page in the visitor's language (localStorage has the
 * same value).
 */
export const LOCALE_COOKIE = 'kn_lang';
export const LOCALE_STORAGE_KEY = 'language';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a request's `Cookie` header asks for, or null. */
export function localeFromCookieHeader(header: string | undefined): Locale | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : null;
}

let active: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** The language this browser shows now (always English on the server, which passes its page's language explicitly). */
export const activeLocale = (): Locale => active;

/** The `Intl` locale of a language, the active one by default. */
export const intlLocale = (locale: Locale = active): string => INTL_LOCALES[locale];

export function setActiveLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  for (const listener of [...listeners]) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
