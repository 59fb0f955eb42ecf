import { formatDateTime, formatTime, type Order } from '@kirana/shared';
import { storeDay } from '@kirana/shared/extended';
import { useT } from '../../i18n';

/** When an order was placed: the time alone for today's, date and time for older ones. */
export function placedAt(order: Pick<Order, 'createdAt'>, now: number): string {
  return storeDay(order.createdAt) === storeDay(now) ? formatTime(order.createdAt) : formatDateTime(order.createdAt);
}

/** "#D5E6F7A8B9C0D1", with a 'New' mark while the new-order cue lasts. */
export function OrderNumber({ order, isNew }: { order: Order; isNew: boolean }) {
  const t = useT();
  return (
    <span className="kn-adm-order-no">
      #{order.orderNumber}
      {isNew && <span className="kn-adm-new-mark">{t('New')}</span>}
    </span>
  );
}
