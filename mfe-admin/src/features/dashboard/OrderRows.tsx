import { formatRupees, type Order } from '@kirana/shared';
import { OrderNumber, placedAt } from '../../components/order/OrderPlaced';
import { customerName, itemCount } from '../../components/order/orderFacts';
import { OrderAgeTag, OrderStateTags } from '../../components/order/OrderTags';
import { OrderLink } from '../../components/order/OrderLink';

interface OrderRowsProps {
  orders: Order[];
  now: number;
  isNew: (orderId: string) => boolean;
  label: string;
  /** Show where the order stands (paid, delivered) as well as its age. */
  withState?: boolean;
}

/** A short list of orders on the dashboard, each a link to the order. */
export function OrderRows({ orders, now, isNew, label, withState = false }: OrderRowsProps) {
  return (
    <ul className="kn-adm-dash-rows" aria-label={label}>
      {orders.map((order) => {
        const a = order.shippingAddress;
        return (
          <li key={order._id}>
            <OrderLink orderId={order._id} className={`kn-adm-dash-row${isNew(order._id) ? ' kn-adm-row--new' : ''}`}>
              <span className="kn-adm-dash-row__main">
                <OrderNumber order={order} isNew={isNew(order._id)} />
                <span className="kn-adm-muted">
                  {a.wing}-{a.flatNumber}, {a.societyName} · {customerName(order)}
                </span>
              </span>
              <span className="kn-adm-dash-row__side">
                <span className="kn-adm-amount">{formatRupees(order.totalPrice)}</span>
                <span className="kn-adm-muted">
                  {placedAt(order, now)} · {itemCount(order)}
                </span>
              </span>
              <span className="kn-adm-dash-row__tags">
                <OrderAgeTag order={order} now={now} />
                {withState && <OrderStateTags order={order} />}
              </span>
            </OrderLink>
          </li>
        );
      })}
    </ul>
  );
}
