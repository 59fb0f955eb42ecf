import { api, type AdminOrderList, type AdminOrdersQuery, type Order } from '@kirana/shared';
import { applyOrderUpdate, liveOrderList } from '@kirana/shared/extended';
import { TAGS } from '@kirana/shared';
import { liveQueue } from './liveQueue';

/**
 * The admin's order queue (`GET /api/orders/`), a page at a time. A live `orderUpdated`, and the
 * answer of the admin's own change, patch its cached pages in place (`liveQueue`); a page is read
 * again only when the change cannot be applied to it. It provides the list tag, which placing an
 * order invalidates.
 */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderList, AdminOrdersQuery>({
      query: (params) => ({ url: '/api/orders/', params }),
      providesTags: (result) => [TAGS.orderList, ...(result?.items ?? []).map((order) => TAGS.order(order._id))],
    }),
    /**
     * Packing, from the board or the order's page: Start packing (placed → packing) or Packed (→ packed,
     * ready for a rider). The answer is the order as it now is, shown at once where it is cached.
     */
    changePacking: build.mutation<Order, { id: string; change: 'startPacking' | 'packed' }>({
      query: ({ id, change }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/${change === 'startPacking' ? 'packing' : 'packed'}`,
        method: 'PUT',
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(applyOrderUpdate(data));
        } catch {
          // The button toasts the failure; the order on screen stays as it was.
        }
      },
    }),
    /** Short at packing: how many of a line the shelf had (0: none); the order answers with its lower total. */
    shortLine: build.mutation<Order, { id: string; product: string; qty: number }>({
      query: ({ id, product, qty }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/lines/${encodeURIComponent(product)}`,
        method: 'PUT',
        body: { qty },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(applyOrderUpdate(data));
        } catch {
          // The dialog toasts the failure; the order on screen stays as it was.
        }
      },
    }),
  }),
});

liveOrderList('getAdminOrders', liveQueue);

export const { useGetAdminOrdersQuery, useChangePackingMutation, useShortLineMutation } = adminOrdersApi;
