import { api, MY_ORDERS_PAGE_SIZE_DEFAULT, type MyOrderList } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

/**
 * The customer's own orders, a page at a time (`GET /api/orders/mine`). The list tag is what
 * placing an order and every live `orderUpdated` invalidate, so the list reads afresh.
 */
export const myOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<MyOrderList, number>({
      query: (page) => `/api/orders/mine?page=${page}&pageSize=${MY_ORDERS_PAGE_SIZE_DEFAULT}`,
      providesTags: (result) => [TAGS.orderList, ...(result?.items ?? []).map((order) => TAGS.order(order._id))],
    }),
  }),
});

export const { useGetMyOrdersQuery } = myOrdersApi;
