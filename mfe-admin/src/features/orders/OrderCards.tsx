import { formatRupees } from '@kirana/shared';
import { nextPackingChange } from '@kirana/shared/extended';
import { OrderNumber, placedAt } from '../../components/order/OrderPlaced';
import { customerName, itemCount } from '../../components/order/orderFacts';
import { OrderAgeTag, OrderStateTags } from '../../components/order/OrderTags';
import type { OrdersViewProps } from './OrdersTable';
import { OrderLink } from '../../components/order/OrderLink';
import { PackingButton } from '../../components/order/PackingButton';
import { PrintBillButton } from '../../components/order/BillButtons';
import { useT } from '../../i18n';

/**
 * The queue on a phone: one card per order, a link to it, with its next packing step (Start
 * packing, Packed) under it as on the desktop's table (a button cannot sit inside a link).
 */
export function OrderCards({ orders, now, isNew }: OrdersViewProps) {
  const t = useT();
  return (
    <ul className="kn-adm-order-cards">
      {orders.map((order) => {
        const a = order.shippingAddress;
        return (
          <li key={order._id} className={isNew(order._id) ? 'kn-adm-row--new' : undefined}>
            <OrderLink orderId={order._id} className="kn-adm-order-card">
              {/* Named by what the card shows, read in order (WCAG 2.5.3: a shorter label would leave out what is seen). */}
              <span className="kn-adm-order-card__top">
                <span className="kn-ui-visually-hidden">{t('Order')} </span>
                <OrderNumber order={order} isNew={isNew(order._id)} />
                <OrderAgeTag order={order} now={now} />
              </span>
              <span className="kn-adm-order-card__where">
                {a.wing}-{a.flatNumber}, {a.societyName} <span className="kn-adm-muted">· {a.areaName}</span>
              </span>
              <span className="kn-adm-muted">
                {customerName(order)} · {placedAt(order, now)} · {itemCount(order)}
              </span>
              <span className="kn-adm-order-card__foot">
                <span className="kn-adm-amount">{formatRupees(order.totalPrice)}</span>
                <OrderStateTags order={order} />
              </span>
            </OrderLink>
            <span className="kn-adm-order-card__next">
              {/* The packer prints the bill to put in the bag while the order is new or being packed. */}
              {nextPackingChange(order.stage) && <PrintBillButton order={order} inList />}
              <PackingButton order={order} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
