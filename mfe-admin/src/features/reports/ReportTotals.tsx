import { Card, Statistic } from 'antd';
import { formatRupees, type SalesReport } from '@kirana/shared';

/** The range at a glance: orders, revenue, what is collected (cash, UPI, PhonePe and khata apart), the average order, and cancellations. */
export function ReportTotals({ totals }: { totals: SalesReport['totals'] }) {
  const figures = [
    { title: 'Orders', value: String(totals.orders) },
    { title: 'Revenue', value: formatRupees(totals.revenue) },
    {
      title: 'Collected',
      value: formatRupees(totals.collected),
      note: totals.revenue > totals.collected ? `${formatRupees(totals.revenue - totals.collected)} of these orders not paid yet` : undefined,
    },
    { title: 'Cash received', value: formatRupees(totals.collectedWith.cash), note: 'Paid in cash at the door' },
    { title: 'UPI', value: formatRupees(totals.collectedWith.upi), note: 'Paid to the store’s UPI at the door' },
    { title: 'PhonePe', value: formatRupees(totals.collectedWith.phonePe), note: 'Paid online at checkout' },
    { title: 'Khata', value: formatRupees(totals.collectedWith.khata), note: 'Settled by payments on customers’ khata' },
    { title: 'Average order value', value: formatRupees(totals.averageOrderValue) },
    { title: 'Cancelled', value: String(totals.cancelled), note: 'By the store, or online payments that failed; not in the figures above' },
  ];
  return (
    <ul className="kn-adm-totals" aria-label="Totals">
      {figures.map((figure) => (
        <li key={figure.title}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
            {figure.note && <p className="kn-adm-faint kn-adm-totals__note">{figure.note}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
