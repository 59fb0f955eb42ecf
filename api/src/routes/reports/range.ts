import type { SqlParams } from '../../db/params';
import { storeDayEnd, storeDayStart } from '../../lib/storeDays';

/** A report's store days, both included (checked: real days, in order, at most REPORT_MAX_DAYS). */
export interface DayRange {
  from: string;
  to: string;
}

/** SQL: `column` (a timestamp) falls on one of the range's store days. */
export function withinDays(params: SqlParams, range: DayRange, column = 'o.created_at'): string {
  return `${column} >= ${storeDayStart(params, range.from)} AND ${column} < ${storeDayEnd(params, range.to)}`;
}
