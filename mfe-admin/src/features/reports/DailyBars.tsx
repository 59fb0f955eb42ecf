import { dayLabel } from './reportRange';
import { t } from '../../i18n';

export interface DailyValue {
  date: string;
  value: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`: a y-axis top people read at a glance. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/** A few days still draw slim bars: the plot keeps room for at least this many, the bars centred. */
const MIN_SLOTS = 7;

/** Days to label under the bars: each day of a short range, else the first, middle and last. */
export function tickDays(days: readonly DailyValue[]): string[] {
  if (days.length <= 8) return days.map((day) => day.date);
  return [days[0], days[Math.floor((days.length - 1) / 2)], days.at(-1)].flatMap((day) => (day ? [day.date] : []));
}

interface DailyBarsProps {
  title: string;
  days: readonly DailyValue[];
  format: (value: number) => string;
  /** What one day's bar says: "12 Mar: ₹1,234.00". */
  describe: (day: DailyValue) => string;
}

/**
 * One bar a day, drawn in SVG that stretches to the card's width (so the axis text stays HTML and
 * legible on a phone). The image is labelled with its highest day and total; each bar carries its
 * own figure as a tooltip; the exact figures are in the table beside the charts.
 */
export function DailyBars({ title, days, format, describe }: DailyBarsProps) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.value)));
  const best = days.reduce<DailyValue | null>((most, day) => (day.value > (most?.value ?? 0) ? day : most), null);
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const ticks = tickDays(days);
  const slots = Math.max(days.length, MIN_SLOTS);
  const offset = Math.floor((slots - days.length) / 2);
  const peak = best
    ? t('highest {value} on {day}', { value: format(best.value), day: dayLabel(best.date) })
    : t('nothing on any day');
  const summary = t('{title}: {peak}; {total} in all over {count, plural, one {# day} other {# days}}.', {
    title,
    peak,
    total: format(total),
    count: days.length,
  });

  return (
    <figure className="kn-adm-bars">
      <figcaption className="kn-adm-bars__title">{title}</figcaption>
      <div className="kn-adm-bars__body">
        <div className="kn-adm-bars__axis" aria-hidden="true">
          <span>{format(top)}</span>
          <span>{format(top / 2)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          className="kn-adm-bars__plot"
          viewBox={`0 0 ${slots} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <line x1="0" x2={slots} y1="50" y2="50" className="kn-adm-bars__grid" vectorEffect="non-scaling-stroke" />
          <line x1="0" x2={slots} y1="0.5" y2="0.5" className="kn-adm-bars__grid" vectorEffect="non-scaling-stroke" />
          {days.map((day, index) => {
            const height = (day.value / top) * 100;
            return (
              <rect
                key={day.date}
                x={offset + index + 0.15}
                width={0.7}
                y={100 - height}
                height={height}
                className="kn-adm-bars__bar"
                data-day={day.date}
              >
                <title>{describe(day)}</title>
              </rect>
            );
          })}
        </svg>
        <span aria-hidden="true" />
        {/* Every day labelled: one centred column a bar; else first, middle and last spread out. */}
        <div
          className="kn-adm-bars__ticks"
          aria-hidden="true"
          style={
            ticks.length === days.length
              ? { display: 'grid', gridTemplateColumns: `repeat(${slots}, minmax(0, 1fr))`, textAlign: 'center' }
              : undefined
          }
        >
          {ticks.map((date, index) => (
            <span key={date} style={ticks.length === days.length ? { gridColumn: offset + index + 1 } : undefined}>
              {dayLabel(date)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
