import { Alert, Button, Card, Skeleton } from 'antd';
import { formatDateTime, formatRupees, PAID_WITH_LABELS } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { OrderLink } from '../order/OrderLink';
import { useGetCustomerKhataQuery } from '../../lib/khataApi';
import { RecordPaymentForm } from './RecordPaymentForm';
import './khataCard.css';
import { useT } from '../../i18n';

const rupees = (paise: number) => formatRupees(paise / 100);

/** A customer's khata on their page: what they owe, for which orders, their credit, and Record payment. */
export function KhataCard({ customerId }: { customerId: string }) {
  const t = useT();
  const khata = useGetCustomerKhataQuery(customerId);
  const data = khata.data;
  return (
    <Card title={<h2 className="kn-adm-section-title">{t('Khata')}</h2>} className="kn-adm-khata">
      {khata.error ? (
        <Alert
          type="error"
          showIcon
          title={t('Couldn’t load the khata')}
          description={errorMessage(khata.error)}
          action={<Button onClick={() => void khata.refetch()}>{t('Retry')}</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <div className="kn-adm-khata__body">
          <p className="kn-adm-khata__balance" data-testid="khata-balance">
            {data.balanceDuePaise > 0 ? (
              <>
                {t('Balance due')} <strong>{rupees(data.balanceDuePaise)}</strong>
              </>
            ) : (
              t('Nothing due')
            )}
            {data.creditPaise > 0 && (
              <span className="kn-adm-khata__credit">
                {' '}
                · {t('credit {amount}', { amount: rupees(data.creditPaise) })}
              </span>
            )}
          </p>
          {data.orders.length > 0 && (
            <ol className="kn-adm-khata__orders" aria-label={t('Unpaid orders, oldest first')}>
              {data.orders.map((order) => (
                <li key={order._id}>
                  <OrderLink orderId={order._id}>{t('Order #{number}', { number: order.orderNumber })}</OrderLink>
                  <span className="kn-adm-faint">
                    {t('delivered {when}', { when: formatDateTime(order.deliveredAt) })}
                  </span>
                  {order.duePaise < order.totalPaise ? (
                    <strong>
                      {t('{due} of {total} left', { due: rupees(order.duePaise), total: rupees(order.totalPaise) })}
                    </strong>
                  ) : (
                    <strong>{rupees(order.totalPaise)}</strong>
                  )}
                </li>
              ))}
            </ol>
          )}
          <RecordPaymentForm customerId={customerId} suggestedPaise={data.balanceDuePaise} />
          {data.payments.length > 0 && (
            <details className="kn-adm-khata__payments">
              <summary>
                {data.payments.length === 10
                  ? t('Payments recorded (latest 10)')
                  : t('Payments recorded ({count})', { count: data.payments.length })}
              </summary>
              <ul>
                {data.payments.map((payment) => (
                  <li key={payment._id}>
                    {formatDateTime(payment.createdAt)} · {t(PAID_WITH_LABELS[payment.method])} ·{' '}
                    <strong>{rupees(payment.amountPaise)}</strong>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </Card>
  );
}
