import { isSentence, readSentence, type Sentence } from '../domain/say';
import { notTakingOrdersMessage, type StoreStatus } from '../domain/takingOrders';
import { translatorOf } from '../i18n/catalogs';
import { activeLocale, type Locale } from '../i18n/locale';

/**
 * What the API says when it refuses: `message` in English (what it has always answered), and
 * beside it `sentence` (that English as a template and its values, a key of shared's API
 * catalogue), `field` for a schema's refusal, and `store` when a paused store refused an order.
 */
export interface Refusal {
  message: string;
  sentence?: Sentence;
  field?: string;
  store?: Pick<StoreStatus, 'reason' | 'reopensAt'>;
}

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The server's refusal body when there is one. */
export function refusalOf(error: unknown): Refusal | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const { message, sentence, field, store } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const refusal: Refusal = { message };
  if (isSentence(sentence)) refusal.sentence = sentence;
  if (typeof field === 'string') refusal.field = field;
  if (store && typeof store === 'object') {
    const { reason, reopensAt } = store as Record<string, unknown>;
    if (textOrNull(reason) && textOrNull(reopensAt)) refusal.store = { reason, reopensAt };
  }
  return refusal;
}

/**
 * A refusal in `locale` (the language shown by default): English is the server's own message;
 * another language translates its sentence (a paused store's with the reopening time in that
 * language's words), or keeps the English when there is none.
 */
export function refusalWords(refusal: Refusal, locale: Locale = activeLocale()): string {
  if (locale === 'en') return refusal.message;
  const say = translatorOf(locale);
  if (refusal.store)
    return notTakingOrdersMessage({ takingOrders: false, ...refusal.store }, Date.now(), { say, locale });
  return refusal.sentence ? readSentence(refusal.sentence, say) : refusal.message;
}

/**
 * The server's `{ message }` when it sent one, in the language shown; else the error's
 * own message, or the network failure in words.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const say = translatorOf(activeLocale());
  if (!error || typeof error !== 'object') return say(fallback);
  const refusal = refusalOf(error);
  if (refusal) return refusalWords(refusal);
  const e = error as { status?: unknown; message?: unknown; error?: unknown };
  if (e.status === 'FETCH_ERROR') return say('Could not reach the store. Check your connection and try again.');
  if (e.status === 'TIMEOUT_ERROR') return say('The store took too long to answer. Please try again.');
  if (typeof e.error === 'string') return e.error;
  if (typeof e.message === 'string' && e.message) return e.message;
  return say(fallback);
}

export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}
