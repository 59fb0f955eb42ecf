import { Alert, Button } from 'antd';
import { formatRupees, type Order } from '@kirana/shared';
import { itemCount } from '../order/orderFacts';
import type { NewOrderCue } from './useNewOrderCue';
import './liveOrders.css';
import { OrderLink } from '../order/OrderLink';
import { useT } from '../../i18n';

/** The visible cue for new orders: which ones, where they go, and a link to each. */
export function NewOrderNotice({ cue }: { cue: NewOrderCue }) {
  const t = useT();
  const { arrivals } = cue;
  if (arrivals.length === 0) return null;
  const title = arrivals.length === 1 ? t('New order') : t('{count} new orders', { count: arrivals.length });
  return (
    <Alert
      className="kn-adm-new-orders"
      type="success"
      showIcon
      title={title}
      description={
        <ul className="kn-adm-new-orders__list">
          {arrivals.map((order) => (
            <li key={order._id}>
              <OrderLink orderId={order._id}>#{order.orderNumber}</OrderLink> <ArrivalLine order={order} />
            </li>
          ))}
        </ul>
      }
      action={
        <Button size="small" onClick={cue.dismissAll}>
          {t('Dismiss')}
        </Button>
      }
    />
  );
}

function ArrivalLine({ order }: { order: Order }) {
  const { wing, flatNumber, societyName } = order.shippingAddress;
  return (
    <span>
      {societyName} {wing}-{flatNumber} · {itemCount(order)} · {formatRupees(order.totalPrice)}
    </span>
  );
}
