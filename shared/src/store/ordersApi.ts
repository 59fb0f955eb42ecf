import { api, TAGS, type AppDispatch } from '@kirana/shared';
import type { Order } from '../schemas/types';

/** One order, as its owner or an admin sees it (others get 404). Shared by the account and admin remotes. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order, string>({
      query: (id) => `/api/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [TAGS.order(id)],
    }),
  }),
});

export const { useGetOrderQuery } = ordersApi;

/**
 * A live `orderUpdated`: an order someone has cached changes in place (no refetch), and order
 * lists refetch. An order nobody is looking at needs no cache entry.
 */
export function applyOrderUpdate(dispatch: AppDispatch, order: Order): void {
  dispatch(ordersApi.util.updateQueryData('getOrder', order._id, () => order));
  dispatch(api.util.invalidateTags([TAGS.orderList]));
}
