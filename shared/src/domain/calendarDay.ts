import { STORE_TIME_ZONE } from './limits';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made on first use, not when the module loads: a time zone's format costs milliseconds to make. */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The store's calendar day ('2026-11-22') of a moment, in the store's time zone. */
export function storeDay(moment: string | number | Date = Date.now()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(new Date(moment));
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** A calendar month written YYYY-MM ('2026-11'), month 01 to 12. */
export function isCalendarMonth(month: string): boolean {
  const match = MONTH_PATTERN.exec(month);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[1]) >= 1000;
}

/** The store's calendar month ('2026-11') of a moment, in the store's time zone. */
export function storeMonth(moment: string | number | Date = Date.now()): string {
  return storeDay(moment).slice(0, 7);
}

/**
 * A month's first and last store days, both included: '2026-11' → 2026-11-01 to 2026-11-30 (in
 * Asia/Kolkata, so the month starts at 18:30 UTC on the day before). The GST summary counts the
 * documents issued between them.
 */
export function monthBounds(month: string): { from: string; to: string } {
  if (!isCalendarMonth(month)) throw new Error(`Not a month written YYYY-MM: "${month}".`);
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
