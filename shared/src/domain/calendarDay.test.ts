import { addDays, daysInRange, isCalendarDay, isCalendarMonth, monthBounds, storeDay, storeMonth } from './calendarDay';

describe('store days (Asia/Kolkata)', () => {
  it('a moment belongs to the day it is in India', () => {
    // 19:00 UTC is 00:30 the next morning in India.
    expect(storeDay('2026-11-21T19:00:00.000Z')).toBe('2026-11-22');
    expect(storeDay('2026-11-21T18:29:59.000Z')).toBe('2026-11-21');
  });

  it('knows a real calendar day from a look-alike', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('22-11-2026')).toBe(false);
  });

  it('steps days and counts a range with both ends included', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2026-11-22', '2026-11-22')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-11-22', '2026-11-21')).toBe(0);
  });

  it('a month: its store days, first and last, and the month a moment is in', () => {
    expect(monthBounds('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(storeMonth('2026-11-30T18:30:00.000Z')).toBe('2026-12');
    expect(storeMonth('2026-11-30T18:29:59.000Z')).toBe('2026-11');
    expect(isCalendarMonth('2026-13')).toBe(false);
    expect(isCalendarMonth('2026-00')).toBe(false);
    expect(isCalendarMonth('2026-1')).toBe(false);
    expect(() => monthBounds('11-2026')).toThrow(/YYYY-MM/);
  });
});
