import { Card, Tag } from 'antd';
import { ADMIN_ORDERS_PAGE_SIZE_MAX, formatRupees, type Order, PAYMENT_METHOD_LABELS } from '@kirana/shared';
import { groupBySociety, type SocietyRun } from './groupBySociety';
import { OrderNumber } from '../../components/order/OrderPlaced';
import { directionsUrl, itemCount } from '../../components/order/orderFacts';
import { OrderAgeTag } from '../../components/order/OrderTags';
import { OrderLink } from '../../components/order/OrderLink';

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
  const runs = groupBySociety(orders);
  return (
    <>
      {total > orders.length && (
        <p className="kn-adm-page-hint">
          Showing the {ADMIN_ORDERS_PAGE_SIZE_MAX} longest-waiting of {total} open orders.
        </p>
      )}
      <ul className="kn-adm-runs" aria-label="Open orders by society">
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
  const titleId = `kn-adm-run-${run.society}`;
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
      extra={
        <a href={directionsUrl(run)} target="_blank" rel="noopener noreferrer" aria-label={`Directions to ${run.societyName} (opens maps)`}>
          Directions
        </a>
      }
    >
      <p className="kn-adm-run__totals">
        <strong>
          {run.orders} {run.orders === 1 ? 'order' : 'orders'}
        </strong>{' '}
        · {run.units} {run.units === 1 ? 'item' : 'items'} ·{' '}
        {run.cashToCollect > 0 ? <strong className="kn-adm-cash">{formatRupees(run.cashToCollect)} to take at the doors</strong> : 'nothing to take at the doors'}
      </p>
      {run.wings.map(({ wing, orders }) => (
        <section key={wing} className="kn-adm-run__wing" aria-label={`Wing ${wing}`}>
          <h3 className="kn-adm-run__wing-title">Wing {wing}</h3>
          <ul className="kn-adm-run__flats">
            {orders.map((order) => (
              <li key={order._id} className={isNew(order._id) ? 'kn-adm-row--new' : undefined}>
                <span className="kn-adm-run__flat">{order.shippingAddress.flatNumber}</span>
                <OrderLink orderId={order._id} aria-label={`Order ${order.orderNumber}, flat ${wing}-${order.shippingAddress.flatNumber}`}>
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
  if (order.isPaid) return <Tag color="green">Paid</Tag>;
  if (order.paymentMethod === 'COD') return <strong className="kn-adm-cash">Collect {formatRupees(order.totalPrice)}</strong>;
  return <Tag color="gold">{PAYMENT_METHOD_LABELS[order.paymentMethod]} pending</Tag>;
}
