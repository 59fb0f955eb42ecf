import { formatRupees, Link, type OrdersSummary } from '@kirana/shared';

interface Stat {
  label: string;
  value: string;
  detail: string;
  to: string;
  tone?: 'alert' | 'cash';
}

function stats(summary: OrdersSummary): Stat[] {
  const today = summary.date;
  return [
    {
      label: "Today's orders",
      value: String(summary.today.orders),
      detail: `${formatRupees(summary.today.revenue)} revenue · ${formatRupees(summary.today.collected)} collected`,
      to: `/orders?state=all&from=${today}&to=${today}`,
    },
    {
      label: 'Open orders',
      value: String(summary.open.orders),
      detail: summary.open.awaitingPayment > 0 ? `placed, not yet delivered · ${summary.open.awaitingPayment} awaiting payment` : 'placed, not yet delivered',
      to: '/orders',
    },
    {
      label: 'Late orders',
      value: String(summary.open.late),
      detail: 'open past the 35-minute promise',
      to: '/orders?sort=oldest',
      ...(summary.open.late > 0 ? { tone: 'alert' as const } : {}),
    },
    {
      label: 'Cash to collect',
      value: formatRupees(summary.unpaidDelivered.amount),
      detail: `${summary.unpaidDelivered.orders} delivered, not yet paid`,
      to: '/orders?state=unpaid',
      ...(summary.unpaidDelivered.orders > 0 ? { tone: 'cash' as const } : {}),
    },
  ];
}

/** The day at a glance; each figure opens the queue filtered to the orders behind it. */
export function StatCards({ summary }: { summary: OrdersSummary }) {
  return (
    <ul className="kn-adm-stats" aria-label="Today at a glance">
      {stats(summary).map((stat) => (
        <li key={stat.label}>
          <Link to={stat.to} className={`kn-adm-stat${stat.tone ? ` kn-adm-stat--${stat.tone}` : ''}`}>
            <span className="kn-adm-stat__label">{stat.label}</span>
            <span className="kn-adm-stat__value">{stat.value}</span>
            <span className="kn-adm-stat__detail">{stat.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
