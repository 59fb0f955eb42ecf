import {
  CenteredSpinner,
  DangerAlert,
  formatDateTime,
  formatRupees,
  Link,
  type Order,
  shippingLine,
  useParams,
} from '@kirana/shared';
import {
  billOf,
  HandoffCode,
  type LiveOrderProblem,
  OrderBill,
  OrderItemsList,
  paymentState,
  UpiPayCard,
  useLiveOrder,
} from '@kirana/shared/extended';
import { Badge } from '../../components/order/OrderBadges';
import { ReorderButton } from '../../components/order/ReorderButton';
import { PageHeader } from '../../components/page/PageHeader';
import { BillDownloads } from './BillDownloads';
import { OrderProgress } from './OrderProgress';
import './order.css';
import { useT } from '../../i18n';

const BACK = { to: '/account/orders', label: 'My orders' };

/**
 * `order/:id`, the order's detail for the customer: status that changes live when the store
 * delivers or a payment lands (`useLiveOrders` replaces the cached order; after a reconnect it is
 * read again), items, address, order number, bill and payment. Back goes to /account/orders.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const view = useLiveOrder(id);
  const t = useT();
  if (view.status === 'loading') return <CenteredSpinner label={t('Loading your order')} />;
  if (view.status === 'problem') return <OrderProblem message={view.message} retry={view.retry} />;
  return <OrderDetail order={view.order} />;
}

function OrderProblem({ message, retry }: LiveOrderProblem) {
  const t = useT();
  return (
    <section className="kn-acc-page">
      <PageHeader title="Order details" back={BACK} />
      <DangerAlert>
        {t(message)}
        {retry && (
          <button type="button" className="kn-ui-button" onClick={retry.run} disabled={retry.busy}>
            {retry.busy ? t('Retrying…') : t('Retry')}
          </button>
        )}
      </DangerAlert>
      <p>
        <Link to="/account/orders">{t('See all your orders')}</Link>
      </p>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const units = order.orderItems.reduce((sum, item) => sum + item.qty, 0);
  const t = useT();
  return (
    <article className="kn-acc-page kn-acc-page--wide">
      <PageHeader title={t('Order #{number}', { number: order.orderNumber })} back={BACK}>
        <p className="kn-acc-page__lead">
          {t('Placed {when}', { when: formatDateTime(order.createdAt) })} · {formatRupees(order.totalPrice)}
        </p>
      </PageHeader>
      <div className="kn-acc-detail">
        <div className="kn-acc-detail__main">
          <OrderProgress order={order} />
          <HandoffCode order={order} className="kn-acc-card kn-acc-handoff" titleClassName="kn-acc-card__title" />
          <UpiPayCard order={order} className="kn-acc-upi" />
          <section className="kn-acc-card" aria-labelledby="kn-acc-items-title">
            <h2 id="kn-acc-items-title" className="kn-acc-card__title">
              {t('{count, plural, one {# item} other {# items}} in this order', { count: units })}
            </h2>
            <OrderItemsList items={order.orderItems} prices />
            <ReorderButton orderId={order._id} orderNumber={order.orderNumber} className="kn-acc-items__reorder" />
          </section>
        </div>
        <div className="kn-acc-detail__side">
          <section className="kn-acc-card" aria-labelledby="kn-acc-address-title">
            <h2 id="kn-acc-address-title" className="kn-acc-card__title">
              {t('Delivery address')}
            </h2>
            <p className="kn-acc-detail__address">{shippingLine(order.shippingAddress)}</p>
          </section>
          <OrderBill kind="order" bill={billOf(order)} className="kn-acc-card" titleClassName="kn-acc-card__title">
            <p className="kn-acc-bill__payment">
              <Badge {...paymentState(order)} />
            </p>
            <BillDownloads order={order} />
          </OrderBill>
          <section className="kn-acc-card kn-acc-help">
            <h2 className="kn-acc-card__title">{t('Need help with this order?')}</h2>
            <p>{t('Something missing or not right? The store will sort it out.')}</p>
            <Link className="kn-ui-button kn-ui-button--ghost" to={`/support?order=${order.orderNumber}`}>
              {t('Contact support')}
            </Link>
          </section>
        </div>
      </div>
    </article>
  );
}
