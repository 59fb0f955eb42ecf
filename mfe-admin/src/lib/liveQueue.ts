import type { AdminOrdersQuery, Order } from '@kirana/shared';
import { type LiveOrderList, type OrderPage, storeDay } from '@kirana/shared/extended';

/**
 * Whether an order passes the queue's filters, as `GET /api/orders/` applies them
 * (api/src/orders/queueRepository.ts): undefined for a search, which only the server can judge.
 */
export function passesQueueFilters(query: AdminOrdersQuery, order: Order): boolean | undefined {
  if (!query.includeCancelled && order.isCancelled) return false;
  if (query.isDelivered !== undefined && order.isDelivered !== query.isDelivered) return false;
  if (query.isPaid !== undefined && order.isPaid !== query.isPaid) return false;
  if (query.awaitingPayment !== undefined && (order.paymentStatus === 'PENDING') !== query.awaitingPayment)
    return false;
  if (query.paymentMethod !== undefined && order.paymentMethod !== query.paymentMethod) return false;
  if (query.society !== undefined && order.shippingAddress.society !== query.society) return false;
  if (query.user !== undefined && order.user._id !== query.user) return false;
  const riderId = order.rider?._id ?? null;
  if (query.rider !== undefined && riderId !== (query.rider === 'none' ? null : query.rider)) return false;
  const day = storeDay(order.createdAt);
  if ((query.from !== undefined && day < query.from) || (query.to !== undefined && day > query.to)) return false;
  return query.search?.trim() ? undefined : true;
}

/**
 * A queue page and a live order (R39): a listed order stays while it passes the filters (a search
 * cannot change with the order, so it is patched in place); an order not on the page belongs there
 * when it passes them and falls within the page's place in the sort: newest first, newer than the
 * page's newest on page 1; oldest first, newer than the page's newest on the last page; by stage,
 * anywhere (the page is read again). A stage change moves an order in the stage sort.
 */
export const liveQueue: LiveOrderList<AdminOrdersQuery> = {
  holds(query, order, page) {
    const passes = passesQueueFilters(query, order);
    const listed = page.items.some((one) => one._id === order._id);
    if (listed || passes !== true) return passes;
    return fallsOnPage(query.sort ?? 'newest', order, page);
  },
  moves: (query, before, after) => query.sort === 'stage' && before.stage !== after.stage,
};

function fallsOnPage(sort: NonNullable<AdminOrdersQuery['sort']>, order: Order, page: OrderPage): boolean {
  if (sort === 'stage') return true;
  const newest = sort === 'newest' ? page.items[0] : page.items.at(-1);
  const newer = !newest || order.createdAt > newest.createdAt;
  if (sort === 'newest') return page.page === 1 && newer;
  return page.page >= page.pages && newer;
}
