import { formatRupees, type SalesReport } from '@kirana/shared';
import { DailyBars } from './DailyBars';
import { dayLabel } from './reportRange';
import { t } from '../../i18n';

const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const orders = (value: number) => t('{count, plural, one {# order} other {# orders}}', { count: value });

/** Revenue and orders per day as two bar charts, with a table of the same figures for screen readers. */
export function DailySalesChart({ byDay, rangeText }: { byDay: SalesReport['byDay']; rangeText: string }) {
  return (
    <div className="kn-adm-daily">
      <div className="kn-adm-daily__charts">
        <DailyBars
          title={t('Revenue per day')}
          days={byDay.map((day) => ({ date: day.date, value: day.revenue }))}
          format={(value) => formatRupees(value, { compact: true })}
          describe={(day) => `${dayLabel(day.date)}: ${formatRupees(day.value)}`}
        />
        <DailyBars
          title={t('Orders per day')}
          days={byDay.map((day) => ({ date: day.date, value: day.orders }))}
          format={count}
          describe={(day) => `${dayLabel(day.date)}: ${orders(day.value)}`}
        />
      </div>
      <table className="kn-adm-sr-only">
        <caption>{t('Orders and revenue per day, {range}', { range: rangeText })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Day')}</th>
            <th scope="col">{t('Orders')}</th>
            <th scope="col">{t('Revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {byDay.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{day.orders}</td>
              <td>{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
