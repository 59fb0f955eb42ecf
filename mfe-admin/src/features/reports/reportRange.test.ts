import { REPORT_MAX_DAYS } from '@kirana/shared';
import { dayLabel, presetOf, presetRange, rangeLabel, rangeProblem } from './reportRange';

const today = '2026-03-12';

describe('report ranges (store days, both ends included)', () => {
  it.each([
    ['today', '2026-03-12', '2026-03-12'],
    ['last7', '2026-03-06', '2026-03-12'],
    ['month', '2026-03-01', '2026-03-12'],
    ['last30', '2026-02-11', '2026-03-12'],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
    expect(presetOf({ from, to }, today)).toBe(preset);
  });

  it('Last 7 days crosses a month and a year end', () => {
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });

  it('a range chosen day by day is no preset', () => {
    expect(presetOf({ from: '2026-03-02', to: '2026-03-05' }, today)).toBeNull();
  });

  it(`allows at most ${REPORT_MAX_DAYS} days`, () => {
    expect(rangeProblem({ from: '2025-03-12', to: '2026-03-12' }, today)).toBeNull(); // 366 days
    expect(rangeProblem({ from: '2025-03-11', to: '2026-03-12' }, today)).toBe(
      'A report covers at most 366 days: choose a shorter range',
    );
  });

  it('refuses a range that ends before it starts, goes past today, or is not made of real days', () => {
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-04' }, today)).toBe(
      'The last day can’t be before the first',
    );
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-13' }, today)).toBe('A report can’t go past today');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-04' }, today)).toBe('Choose the first and the last day');
    expect(rangeProblem({ from: '', to: '2026-03-04' }, today)).toBe('Choose the first and the last day');
  });

  it('labels days as the store’s calendar reads them', () => {
    expect(dayLabel('2026-03-01')).toBe('1 Mar');
    expect(rangeLabel({ from: '2026-03-12', to: '2026-03-12' })).toBe('12 Mar 2026');
    expect(rangeLabel({ from: '2026-03-01', to: '2026-03-12' })).toBe('1 Mar – 12 Mar 2026');
    expect(rangeLabel({ from: '2025-12-28', to: '2026-01-03' })).toBe('28 Dec 2025 – 3 Jan 2026');
  });
});
