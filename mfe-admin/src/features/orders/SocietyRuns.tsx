import { Card, Tag } from 'antd';
import { ADMIN_ORDERS_PAGE_SIZE_MAX, formatRupees, type Order, PAYMENT_METHOD_LABELS } from '@kirana/shared';
import { useDirectionsLink } from '@kirana/shared/extended';
import { AssignRun } from './AssignRun';
import { groupBySociety, type SocietyRun } from './groupBySociety';
import { OrderNumber } from '../../components/order/OrderPlaced';
import { itemCount } from '../../components/order/orderFacts';
import { OrderAgeTag } from '../../components/order/OrderTags';
import { OrderLink } from '../../components/order/OrderLink';
import { useT } from '../../i18n';

interface SocietyRunsProps {
  orders: Order[];
  /** Open orders in all (more than one read brings when the store is swamped). */
  total: number;
  now: number;
  isNew: (orderId: string) => boolean;
}

/**
 * The open orders as delivery runs: a card per society, its wings and flats in climbing order,
 * each order's number, items and the cash on delivery to take, and directions to the society's gate.
 */
export function SocietyRuns({ orders, total, now, isNew }: SocietyRunsProps) {
  const t = useT();
  const runs = groupBySociety(orders);
  return (
    <>
      {total > orders.length && (
        <p className="kn-adm-page-hint">
          {t('Showing the {shown} longest-waiting of {total} open orders.', {
            shown: ADMIN_ORDERS_PAGE_SIZE_MAX,
            total,
          })}
        </p>
      )}
      <ul className="kn-adm-runs" aria-label={t('Open orders by society')}>
        {runs.map((run) => (
          <li key={run.society}>
            <RunCard run={run} now={now} isNew={isNew} />
          </li>
        ))}
      </ul>
    </>
  );
}

function RunCard({ run, now, isNew }: { run: SocietyRun; now: number; isNew: (orderId: string) => boolean }) {
  const t = useT();
  const titleId = `kn-adm-run-${run.society}`;
  const directions = useDirectionsLink(run);
  return (
    <Card
      className="kn-adm-run"
      role="region"
      aria-labelledby={titleId}
      title={
        <span id={titleId} className="kn-adm-run__title">
          {run.societyName} <span className="kn-adm-muted">· {run.areaName}</span>
        </span>
      }
      extra={<a {...directions}>{t('Directions')}</a>}
    >
      <p className="kn-adm-run__totals">
        <strong>{t('{count, plural, one {# order} other {# orders}}', { count: run.orders })}</strong> ·{' '}
        {t('{count, plural, one {# item} other {# items}}', { count: run.units })} ·{' '}
        {run.cashToCollect > 0 ? (
          <strong className="kn-adm-cash">
            {t('{amount} to take at the doors', { amount: formatRupees(run.cashToCollect) })}
          </strong>
        ) : (
          t('nothing to take at the doors')
        )}
      </p>
      <AssignRun society={run.society} societyName={run.societyName} />
      {run.wings.map(({ wing, orders }) => (
        <section key={wing} className="kn-adm-run__wing" aria-label={t('Wing {wing}', { wing })}>
          <h3 className="kn-adm-run__wing-title">{t('Wing {wing}', { wing })}</h3>
          <ul className="kn-adm-run__flats">
            {orders.map((order) => (
              <li key={order._id} className={isNew(order._id) ? 'kn-adm-row--new' : undefined}>
                <span className="kn-adm-run__flat">{order.shippingAddress.flatNumber}</span>
                <OrderLink
                  orderId={order._id}
                  aria-label={t('Order {number}, flat {flat}', {
                    number: order.orderNumber,
                    flat: `${wing}-${order.shippingAddress.flatNumber}`,
                  })}
                >
                  <OrderNumber order={order} isNew={isNew(order._id)} />
                </OrderLink>
                <span className="kn-adm-muted">{itemCount(order)}</span>
                <CashLine order={order} />
                <OrderAgeTag order={order} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}

/** What the rider collects at this door. */
function CashLine({ order }: { order: Order }) {
  const t = useT();
  if (order.isPaid) return <Tag color="green">{t('Paid')}</Tag>;
  if (order.paymentMethod === 'COD')
    return <strong className="kn-adm-cash">{t('Collect {amount}', { amount: formatRupees(order.totalPrice) })}</strong>;
  return <Tag color="gold">{t('{method} pending', { method: t(PAYMENT_METHOD_LABELS[order.paymentMethod]) })}</Tag>;
}
