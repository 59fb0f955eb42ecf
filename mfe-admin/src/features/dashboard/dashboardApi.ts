import { api, type OrdersSummary } from '@kirana/shared';
import { ORDER_LIST_TAG } from '@kirana/shared/extended';

/** The dashboard's figures (`GET /api/orders/summary`), read again whenever any order changes. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrdersSummary: build.query<OrdersSummary, void>({
      query: () => '/api/orders/summary',
      providesTags: [ORDER_LIST_TAG],
    }),
  }),
});

export const { useGetOrdersSummaryQuery } = dashboardApi;
