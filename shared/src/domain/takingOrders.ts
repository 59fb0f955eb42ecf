import { STORE_TIME_ZONE } from './limits';
import { storeDay } from './calendarDay';
import { INTL_LOCALES, type Locale } from './locales';
import { ENGLISH_READER, type Reader } from './say';

/**
 * Whether the store takes new orders (`GET /api/store`). The admin pauses when swamped or closing,
 * with an optional reason for customers and an optional time it opens again by itself.
 */
export interface StoreStatus {
  takingOrders: boolean;
  /** Set while paused: what customers read ("Closed for Diwali"). */
  reason: string | null;
  /** Set while paused until a time: the moment orders open again without anyone resuming (ISO). */
  reopensAt: string | null;
}

export interface PauseRequest {
  reason?: string | null;
  reopensAt?: string | null;
}

export const OPEN_STORE: StoreStatus = { takingOrders: true, reason: null, reopensAt: null };

/** What a reason may be: a short sentence a customer reads on a phone. */
export const PAUSE_REASON_MAX = 120;
/** A pause with a reopening time may run this long at the most; without one it runs until resumed. */
export const PAUSE_LONGEST_DAYS = 7;
/** The storefront's headline, the cart's and the refused order's first words. */
export const NOT_TAKING_ORDERS = 'Not taking orders right now';

const formats = (locale: Locale) => {
  const intl = INTL_LOCALES[locale];
  return {
    time: new Intl.DateTimeFormat(intl, { timeZone: STORE_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
    dayAndTime: new Intl.DateTimeFormat(intl, {
      timeZone: STORE_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }),
  };
};
/**
 * Each language's formats, made when a pause with a time is first shown: not when the module loads
 * (every page loads it, and a time zone's formats cost milliseconds to make).
 */
const FORMATS: Partial<Record<Locale, ReturnType<typeof formats>>> = {};
const formatsOf = (locale: Locale) => (FORMATS[locale] ??= formats(locale));

/** A paused store whose reopening time has come takes orders again, whoever is looking. */
export function isTakingOrders(status: StoreStatus, now: number = Date.now()): boolean {
  return status.takingOrders || (status.reopensAt !== null && Date.parse(status.reopensAt) <= now);
}

/**
 * "Back at 6:30 pm", "Back tomorrow at 9:00 am" or "Back on Sat, 28 Nov, 9:00 am" (store time, in
 * the reader's language, English by default); '' without a time.
 */
export function backAt(reopensAt: string | null, now: number = Date.now(), reader: Reader = ENGLISH_READER): string {
  if (!reopensAt) return '';
  const at = new Date(reopensAt);
  const { time, dayAndTime } = formatsOf(reader.locale);
  const today = storeDay(now);
  if (storeDay(at) === today) return reader.say('Back at {time}', { time: time.format(at) });
  if (storeDay(at) === storeDay(now + 86_400_000))
    return reader.say('Back tomorrow at {time}', { time: time.format(at) });
  return reader.say('Back on {dayAndTime}', { dayAndTime: dayAndTime.format(at) });
}

/**
 * What customers read under the headline: the reason (as the admin wrote it) and when orders open
 * again, in the reader's language ('' when neither was given).
 */
export function pauseDetails(status: StoreStatus, now: number = Date.now(), reader: Reader = ENGLISH_READER): string {
  const reason = status.reason?.trim() ?? '';
  const back = backAt(status.reopensAt, now, reader);
  const sentence = (text: string) => (/[.!?।]$/.test(text) ? text : reader.say('{sentence}.', { sentence: text }));
  // The admin's reason ends as its own script does: "Diwali puja." even on a Hindi page, "दिवाली पूजा।" on either.
  const reasonSentence = (text: string) =>
    /[.!?।]$/.test(text) ? text : /[\u0900-\u097F]/.test(text) ? `${text}।` : `${text}.`;
  return [reason && reasonSentence(reason), back && sentence(back)].filter(Boolean).join(' ');
}

/** The whole sentence: the refused order's message (the API's, in English) and the storefront's banner say the same. */
export function notTakingOrdersMessage(
  status: StoreStatus,
  now: number = Date.now(),
  reader: Reader = ENGLISH_READER,
): string {
  const details = pauseDetails(status, now, reader);
  const headline = reader.say('{sentence}.', { sentence: reader.say(NOT_TAKING_ORDERS) });
  return details ? `${headline} ${details}` : headline;
}

/** Why a pause can't be saved, in the shopkeeper's words; null when it can. */
export function pauseProblem(
  request: PauseRequest,
  now: number = Date.now(),
  { say }: Reader = ENGLISH_READER,
): string | null {
  const reason = request.reason?.trim() ?? '';
  if (reason.length > PAUSE_REASON_MAX)
    return say('Keep the reason to {max} characters (it has {count}).', {
      max: PAUSE_REASON_MAX,
      count: reason.length,
    });
  if (request.reopensAt) {
    const at = Date.parse(request.reopensAt);
    if (Number.isNaN(at)) return say('Choose a real reopening time.');
    if (at <= now) return say('Choose a reopening time later than now.');
    if (at - now > PAUSE_LONGEST_DAYS * 86_400_000)
      return say('Choose a reopening time within {days} days, or leave it empty and resume by hand.', {
        days: PAUSE_LONGEST_DAYS,
      });
  }
  return null;
}
