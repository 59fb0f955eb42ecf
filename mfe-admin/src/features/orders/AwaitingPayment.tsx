import { useGetAdminOrdersQuery } from '../../lib/adminOrdersApi';
import { OrderCards } from './OrderCards';
import { OrdersTable } from './OrdersTable';
import { AWAITING_PAYMENT_QUERY } from './queueFilters';
import { useT } from '../../i18n';

/**
 * PhonePe orders whose payment is still under way, apart from the work: nothing to pack until
 * PhonePe confirms. They join the queue when paid and leave this list when the payment fails or
 * expires (the order is then cancelled and its stock returned). Nothing at all when there are none.
 */
export function AwaitingPayment({ now, wide }: { now: number; wide: boolean }) {
  const t = useT();
  const { data } = useGetAdminOrdersQuery(AWAITING_PAYMENT_QUERY, { refetchOnMountOrArgChange: true });
  if (!data || data.total === 0) return null;
  const View = wide ? OrdersTable : OrderCards;
  return (
    <details className="kn-adm-awaiting">
      <summary>
        {t('Awaiting payment · {count, plural, one {# order} other {# orders}}', { count: data.total })}
      </summary>
      <p className="kn-adm-page-hint">
        {t(
          'PhonePe payments still under way. Don’t pack these yet: each joins the queue once paid, and is cancelled if the payment fails or expires.',
        )}
      </p>
      <View orders={data.items} now={now} isNew={() => false} />
    </details>
  );
}
