/** Small facts about an order that the admin's screens show. */
import { formatPhone, type Order } from '@kirana/shared';
import { t } from '../../i18n';

export const unitsIn = (order: Pick<Order, 'orderItems'>): number =>
  order.orderItems.reduce((sum, item) => sum + item.qty, 0);
export const itemCount = (order: Pick<Order, 'orderItems'>): string => {
  const units = unitsIn(order);
  return t('{count, plural, one {# item} other {# items}}', { count: units });
};

/** The customer as the store calls them: their name, else their phone. */
export const customerName = (order: Order): string => order.user.name.trim() || formatPhone(order.user.phoneNumber);
