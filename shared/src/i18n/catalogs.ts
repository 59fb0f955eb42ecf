/**
 * Every front end's strings through one i18n runtime, Lingui's core (@lingui/core, a federation
 * singleton). Each front end keeps its own catalogue (`src/i18n/en.json`, `hi.json`) and defines
 * it here under its own namespace: English is in its bundle (no round trip), Hindi is a lazy chunk
 * fetched only when Hindi is active. Catalogues are compiled to Lingui's message form at build
 * time (tools/catalogLoader.cjs), so the page carries no ICU parser.
 *
 * One Lingui instance per language, never one switched per request: the storefront server renders
 * pages in both languages at once, each below a `LocaleProvider` naming its language.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { createContext, use, useContext, useSyncExternalStore } from 'react';
import { withCounts } from './counts';
import { readText, writeText } from '../store/storage';
import {
  activeLocale,
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  onLocaleChange,
  setActiveLocale,
} from './locale';

/** Values an ICU message interpolates: `{count, plural, one {# item} other {# items}}`, `{name}`. */
export type MessageValues = Record<string, string | number>;
/** A string in the page's language. The key is the English text itself (an ICU message where it has values). */
export type Translate = (english: string, values?: MessageValues) => string;
type Messages = Record<string, string>;
type CatalogModule = { default: Messages };

interface Catalog {
  name: string;
  loaders: Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>>;
  loaded: Partial<Record<Locale, true | Promise<void>>>;
}

const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;
const catalogs = new Map<string, Catalog>();
const has = (i18n: I18n, key: string) => Object.hasOwn(i18n.messages, key);

/** `{name}` filled in: an English message the build left out (it only repeats its key, with values by name). */
const fill = (english: string, values: MessageValues = {}) =>
  english.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * `english` in `locale`: its translation, else the English message, else the key with its values
 * filled in (the build leaves out English messages that only repeat their key). Every front end's catalogue goes
 * into one dictionary per language, so a string the domain returns (a status, a validation
 * message) reads the same in every front end.
 */
function translate(locale: Locale, english: string, values?: MessageValues): string {
  const i18n = has(instances[locale], english) ? instances[locale] : instances.en;
  if (!has(i18n, english)) return fill(english, values);
  return i18n._(english, values && withCounts(values, INTL_LOCALES[i18n.locale as Locale]));
}

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, (english: string, values?: MessageValues) => translate(locale, english, values)]),
) as Record<Locale, Translate>;

/**
 * The translate function of a fixed language, outside React: what the storefront server writes in
 * a page's head, in its visitor's language (that language's strings loaded first, `loadLocale`).
 */
export const translatorOf = (locale: Locale): Translate => translators[locale];

/** Null when the catalogue is there in that language, else the load under way. */
function loadCatalog(catalog: Catalog, locale: Locale): Promise<void> | null {
  const state = catalog.loaded[locale];
  if (state === true) return null;
  if (state) return state;
  const loading = catalog.loaders[locale as Exclude<Locale, 'en'>]().then(
    (module) => {
      instances[locale].load(locale, module.default);
      catalog.loaded[locale] = true;
    },
    (error: unknown) => {
      // Its chunk could not be fetched (offline, a remote's host down): that part of the page stays in English.
      console.error(`[i18n] the ${locale} strings of ${catalog.name} could not be loaded`, error);
      catalog.loaded[locale] = true;
    },
  );
  catalog.loaded[locale] = loading;
  return loading;
}

/** Loads a language for every catalogue defined so far (the shell's and the remotes' on the page). */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((catalog) => loadCatalog(catalog, locale)));
}

/**
 * A front end's catalogue: `en` its English messages (every key it uses; the build keeps only those
 * that differ from their key), and a loader for each other language (`hi`), whose catalogue must have the
 * same keys (a type error
 * here, and tools/catalogs.test.ts, which also fails on a key no source uses).
 */
export function defineCatalog<M extends Messages>(
  name: string,
  en: M,
  loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<keyof M, string> }>>,
) {
  let catalog = catalogs.get(name);
  if (!catalog) {
    catalog = { name, loaders, loaded: { en: true } };
    catalogs.set(name, catalog);
    instances.en.load('en', en);
  }
  const own = catalog;
  return {
    /** A string in the browser's active language, outside React (toasts, titles). */
    t: ((english, values) => translate(activeLocale(), english, values)) as Translate,
    /** The translate function of the page's language; suspends while this catalogue loads in it. */
    useT(): Translate {
      const locale = useLocale();
      const loading = loadCatalog(own, locale);
      if (loading) use(loading);
      return translators[locale];
    },
  };
}

const LocaleContext = createContext<Locale | null>(null);

/** Fixes the language of what is below it: the storefront server renders each page in its visitor's language. */
export const LocaleProvider = LocaleContext.Provider;

/** The language of the page being drawn. */
export function useLocale(): Locale {
  const fixed = useContext(LocaleContext);
  const active = useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
  return fixed ?? active;
}

/** The language this browser chose before (storage, then the cookie the server reads), or null. */
export function rememberedLocale(): Locale | null {
  const stored = readText('local', LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const cookie =
    typeof document === 'undefined' ? null : document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return cookie && isLocale(cookie[1]) ? cookie[1] : null;
}

function remember(locale: Locale): void {
  writeText('local', LOCALE_STORAGE_KEY, locale);
  if (typeof document === 'undefined') return;
  // A year, for the whole site: the storefront server renders the next page in this language.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions the shop supports (before 18.4); the value is one of two fixed words
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = INTL_LOCALES[locale];
}

/**
 * Shows the storefront in `locale`: its strings are loaded first (no flash of keys or English),
 * then every page redraws, and the choice is remembered for the next visit and the server.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  setActiveLocale(locale);
  remember(locale);
}

/**
 * At start in the browser: the language to draw in, loaded. A page the server rendered is taken
 * over in the server's language (no hydration mismatch); `settleLocale` then moves to the
 * remembered one if the two differ (a cookie lost while storage kept the choice).
 */
export async function startLocale(serverLocale?: Locale): Promise<void> {
  const locale = serverLocale ?? rememberedLocale() ?? DEFAULT_LOCALE;
  await loadLocale(locale);
  setActiveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALES[locale];
}

/** After the page is drawn: the remembered language shown and written back to both stores. */
export function settleLocale(): Promise<void> {
  return switchLocale(rememberedLocale() ?? activeLocale());
}
