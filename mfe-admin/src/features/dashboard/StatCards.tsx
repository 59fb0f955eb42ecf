import { formatRupees, Link, type OrdersSummary } from '@kirana/shared';
import type { t as say } from '../../i18n';
import { useT } from '../../i18n';

interface Stat {
  label: string;
  value: string;
  detail: string;
  to: string;
  tone?: 'alert' | 'cash';
}

function stats(summary: OrdersSummary, t: typeof say): Stat[] {
  const today = summary.date;
  return [
    {
      label: "Today's orders",
      value: String(summary.today.orders),
      detail: t('{revenue} revenue · {collected} collected', {
        revenue: formatRupees(summary.today.revenue),
        collected: formatRupees(summary.today.collected),
      }),
      to: `/orders?state=all&from=${today}&to=${today}`,
    },
    {
      label: 'Open orders',
      value: String(summary.open.orders),
      detail:
        summary.open.awaitingPayment > 0
          ? t('placed, not yet delivered · {count} awaiting payment', { count: summary.open.awaitingPayment })
          : t('placed, not yet delivered'),
      to: '/orders',
    },
    {
      label: 'Late orders',
      value: String(summary.open.late),
      detail: t('open past the 35-minute promise'),
      to: '/orders?sort=oldest',
      ...(summary.open.late > 0 ? { tone: 'alert' as const } : {}),
    },
    {
      label: 'Cash to collect',
      value: formatRupees(summary.unpaidDelivered.amount),
      detail: t('{count} delivered, not yet paid', { count: summary.unpaidDelivered.orders }),
      to: '/orders?state=unpaid',
      ...(summary.unpaidDelivered.orders > 0 ? { tone: 'cash' as const } : {}),
    },
  ];
}

/** The day at a glance; each figure opens the queue filtered to the orders behind it. */
export function StatCards({ summary }: { summary: OrdersSummary }) {
  const t = useT();
  return (
    <ul className="kn-adm-stats" aria-label={t('Today at a glance')}>
      {stats(summary, t).map((stat) => (
        <li key={stat.label}>
          <Link to={stat.to} className={`kn-adm-stat${stat.tone ? ` kn-adm-stat--${stat.tone}` : ''}`}>
            <span className="kn-adm-stat__label">{t(stat.label)}</span>
            <span className="kn-adm-stat__value">{stat.value}</span>
            <span className="kn-adm-stat__detail">{stat.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
