import { dateFormat, REPORT_MAX_DAYS } from '@kirana/shared';
import { addDays, daysInRange, isCalendarDay, storeDay } from '@kirana/shared/extended';
import { t } from '../../i18n';

export type RangePreset = 'today' | 'last7' | 'month' | 'last30';
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'month', label: 'This month' },
  { value: 'last30', label: 'Last 30 days' },
];

/** A preset's store days, both included, ending today (a store day in Asia/Kolkata). */
export function presetRange(preset: RangePreset, today: string = storeDay()): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a range is, or null for a range the admin chose day by day. */
export function presetOf(range: DayRange, today: string = storeDay()): RangePreset | null {
  return (
    RANGE_PRESETS.find(({ value }) => {
      const preset = presetRange(value, today);
      return preset.from === range.from && preset.to === range.to;
    })?.value ?? null
  );
}

/** What is wrong with a chosen range, or null when the server will take it. */
export function rangeProblem({ from, to }: DayRange, today: string = storeDay()): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return t('Choose the first and the last day');
  if (daysInRange(from, to) < 1) return t('The last day can’t be before the first');
  if (to > today) return t('A report can’t go past today');
  if (daysInRange(from, to) > REPORT_MAX_DAYS)
    return t('A report covers at most {days} days: choose a shorter range', { days: REPORT_MAX_DAYS });
  return null;
}

// In the language shown (Hindi month names in Hindi), through shared's cached locale-aware formats.
const dayFormat = () => dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYearFormat = () => dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "12 Mar": a store day as a label (the day is already the store's, so it is read in UTC). */
export const dayLabel = (day: string): string => dayFormat().format(asDate(day));

/** "12 Mar 2026", or "1 Mar – 12 Mar 2026" for a range. */
export function rangeLabel({ from, to }: DayRange): string {
  if (from === to) return dayYearFormat().format(asDate(from));
  const start = from.slice(0, 4) === to.slice(0, 4) ? dayLabel(from) : dayYearFormat().format(asDate(from));
  return `${start} – ${dayYearFormat().format(asDate(to))}`;
}
