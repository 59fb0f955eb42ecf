import { Card, Statistic } from 'antd';
import { formatRupees, type SalesReport } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * The range at a glance: orders, revenue, what is collected (cash, UPI, PhonePe and khata apart), what was
 * refunded, the average order, and cancellations.
 */
export function ReportTotals({ totals }: { totals: SalesReport['totals'] }) {
  const t = useT();
  const figures = [
    { title: t('Orders'), value: String(totals.orders) },
    { title: t('Revenue'), value: formatRupees(totals.revenue) },
    {
      title: t('Collected'),
      value: formatRupees(totals.collected),
      note:
        totals.revenue > totals.collected
          ? t('{amount} of these orders not paid yet', { amount: formatRupees(totals.revenue - totals.collected) })
          : undefined,
    },
    { title: t('Cash received'), value: formatRupees(totals.collectedWith.cash), note: t('Paid in cash at the door') },
    { title: 'UPI', value: formatRupees(totals.collectedWith.upi), note: t('Paid to the store’s UPI at the door') },
    { title: 'PhonePe', value: formatRupees(totals.collectedWith.phonePe), note: t('Paid online at checkout') },
    {
      title: t('Khata'),
      value: formatRupees(totals.collectedWith.khata),
      note: t('Settled by payments on customers’ khata'),
    },
    {
      title: t('Refunded'),
      value: formatRupees(totals.refunded),
      note: t('Sent back to customers through PhonePe on these days; not taken off Collected'),
    },
    { title: t('Average order value'), value: formatRupees(totals.averageOrderValue) },
    {
      title: t('Cancelled'),
      value: String(totals.cancelled),
      note: t('By the store, or online payments that failed; not in the figures above'),
    },
  ];
  return (
    <ul className="kn-adm-totals" aria-label={t('Totals')}>
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
