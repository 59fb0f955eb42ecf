import { api, type OrdersSummary } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

/** The dashboard's figures (`GET /api/orders/summary`), read again whenever any order changes. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrdersSummary: build.query<OrdersSummary, void>({
      query: () => '/api/orders/summary',
      providesTags: [TAGS.orderList, TAGS.orderFigures],
    }),
  }),
});

export const { useGetOrdersSummaryQuery } = dashboardApi;
