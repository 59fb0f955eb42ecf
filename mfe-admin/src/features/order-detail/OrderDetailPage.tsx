import { Button } from 'antd';
import { CenteredSpinner, DangerAlert, formatDateTime, Link, type Order, useLocation, useParams } from '@kirana/shared';
import { billOf, type LiveOrderProblem, OrderBill, UpiPayCard, useLiveOrder, useNow } from '@kirana/shared/extended';
import { OrderAgeTag, OrderStateTags } from '../../components/order/OrderTags';
import { backFrom } from '../../components/order/OrderLink';
import { AssignRider, HandoffFlag } from './AssignRider';
import { CancelOrderButton } from './CancelOrderButton';
import { DeliveryActionPanel } from './DeliveryActionPanel';
import { AddressSection, CustomerSection, ItemsSection } from './OrderSections';
import { OrderTimelineSection } from './OrderTimeline';
import { PackingButton } from '../../components/order/PackingButton';
import { BillButtons } from '../../components/order/BillButtons';
import './orderDetail.css';
import { useT } from '../../i18n';

/**
 * `/order/:id` for the admin: who, how they pay, what to pack, where it goes (with
 * directions), the order number, the bill, and the swipe for what the order needs next. Live:
 * another admin's change or an online payment shows without a reload. Back goes to /.
 */
export function OrderDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const view = useLiveOrder(id);
  if (view.status === 'loading') return <CenteredSpinner label={t('Loading the order')} />;
  if (view.status === 'problem') return <OrderProblem message={view.message} retry={view.retry} />;
  return <OrderDetail order={view.order} />;
}

/** Back to where the order was opened from (the queue with its filters, a customer), else the dashboard. */
function BackLink() {
  const t = useT();
  const { to, label } = backFrom(useLocation().state);
  return (
    <Link to={to} className="kn-adm-back" aria-label={t(label)}>
      ← {t('Back')}
    </Link>
  );
}

function OrderProblem({ message, retry }: LiveOrderProblem) {
  const t = useT();
  return (
    <section className="kn-adm-detail">
      <BackLink />
      <h1 className="kn-adm-page-title">{t('Order')}</h1>
      <DangerAlert>
        <p className="kn-adm-detail-problem">{t(message)}</p>
        {retry && (
          <Button onClick={retry.run} loading={retry.busy}>
            {t('Retry')}
          </Button>
        )}
      </DangerAlert>
      <Link to="/orders">{t('See the order queue')}</Link>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const t = useT();
  const now = useNow(15_000, !order.isDelivered && !order.isCancelled);
  return (
    <article className="kn-adm-detail" aria-labelledby="kn-adm-detail-title">
      <BackLink />
      <header className="kn-adm-detail-head">
        <h1 id="kn-adm-detail-title" className="kn-adm-page-title">
          {t('Order #{number}', { number: order.orderNumber })}
        </h1>
        <OrderStateTags order={order} />
        {!order.isDelivered && !order.isCancelled && <OrderAgeTag order={order} now={now} />}
      </header>
      <p className="kn-adm-page-hint">{t('Placed {when}', { when: formatDateTime(order.createdAt) })}</p>
      <HandoffFlag order={order} />
      <DeliveryActionPanel order={order} />
      <UpiPayCard order={order} className="kn-adm-detail-upi" />
      <div className="kn-adm-detail-cancel">
        <PackingButton order={order} />
        <BillButtons order={order} />
        <CancelOrderButton order={order} />
      </div>
      <div className="kn-adm-detail-grid">
        <div className="kn-adm-detail-col">
          <CustomerSection order={order} />
          <AddressSection order={order} />
          <AssignRider order={order} />
        </div>
        <div className="kn-adm-detail-col">
          <ItemsSection order={order} />
          <OrderBill
            kind="order"
            bill={billOf(order)}
            className="kn-adm-detail-card"
            titleClassName="kn-adm-card-title"
          />
          <OrderTimelineSection order={order} />
        </div>
      </div>
    </article>
  );
}
