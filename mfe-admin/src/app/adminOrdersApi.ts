import { api, type AdminOrderList, type AdminOrdersQuery } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

/**
 * The admin's order queue (`GET /api/orders/`), a page at a time. It provides the list tag, which
 * every placed, paid or delivered order (and every live `orderUpdated`) invalidates, and each
 * order's own tag, so a change to any order on screen reads the page afresh.
 */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderList, AdminOrdersQuery>({
      query: (params) => ({ url: '/api/orders/', params }),
      providesTags: (result) => [TAGS.orderList, ...(result?.items ?? []).map((order) => TAGS.order(order._id))],
    }),
  }),
});

export const { useGetAdminOrdersQuery } = adminOrdersApi;
