import { api, MY_ORDERS_PAGE_SIZE_DEFAULT, type MyOrderList } from '@kirana/shared';
import { TAGS } from '@kirana/shared';
import { liveOrderList } from '@kirana/shared/extended';

/**
 * The customer's own orders, a page at a time (`GET /api/orders/mine`), newest first. Placing an
 * order invalidates the list tag; a live `orderUpdated` patches the cached pages in place (`liveMyOrders`).
 */
export const myOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<MyOrderList, number>({
      query: (page) => `/api/orders/mine?page=${page}&pageSize=${MY_ORDERS_PAGE_SIZE_DEFAULT}`,
      providesTags: (result) => [TAGS.orderList, ...(result?.items ?? []).map((order) => TAGS.order(order._id))],
    }),
  }),
});

/**
 * Every order of theirs stays on their list (cancelled ones too), so a listed order is patched in
 * place; one not on the page belongs there only when it is newer than everything on page 1 (just
 * placed, perhaps from another tab or by the store on the phone): then page 1 is read again.
 */
liveOrderList<number>('getMyOrders', {
  holds: (page, order, cached) =>
    cached.items.some((one) => one._id === order._id) ||
    (page === 1 && (cached.items[0] === undefined || order.createdAt > cached.items[0].createdAt)),
});

export const { useGetMyOrdersQuery } = myOrdersApi;
