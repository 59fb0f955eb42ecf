import { daysInRange, isCalendarDay, STORE_TIME_ZONE, sentence } from '@kirana/shared/domain';
import type { SqlParams } from '../db/params';
import { fieldRefused, badRequest } from './httpErrors';

/**
 * Store days (YYYY-MM-DD in Asia/Kolkata) turned into moments in SQL, so a day's orders are
 * found by a range on the indexed timestamp rather than by converting every row.
 */

/** SQL: the moment `day` starts in the store's time zone. */
export function storeDayStart(params: SqlParams, day: string): string {
  return `(${params.add(day)}::date::timestamp AT TIME ZONE ${params.add(STORE_TIME_ZONE)})`;
}

/** SQL: the moment `day` ends (the next day's start), for a half-open `< end` bound. */
export function storeDayEnd(params: SqlParams, day: string): string {
  return `((${params.add(day)}::date + 1)::timestamp AT TIME ZONE ${params.add(STORE_TIME_ZONE)})`;
}

/** SQL: the store day a timestamp column falls on. */
export function storeDayOf(params: SqlParams, column: string): string {
  return `(${column} AT TIME ZONE ${params.add(STORE_TIME_ZONE)})::date`;
}

/**
 * Checks a range of store days, both included: real days, `from` not after `to`, and at most
 * `maxDays` of them when a limit is given. A bad range is a 400 that says what to change.
 */
export function checkDayRange(range: { from?: string | undefined; to?: string | undefined }, maxDays?: number): void {
  for (const field of ['from', 'to'] as const) {
    const day = range[field];
    if (day !== undefined && !isCalendarDay(day))
      throw fieldRefused(field, sentence('must be a date written YYYY-MM-DD'));
  }
  if (range.from === undefined || range.to === undefined) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1)
    throw badRequest(
      sentence('The first day ({from}) is after the last day ({to}). Choose a first day on or before the last.', {
        from: range.from,
        to: range.to,
      }),
    );
  if (maxDays !== undefined && days > maxDays)
    throw badRequest(sentence('The range covers {days} days; choose at most {maxDays}.', { days, maxDays }));
}
