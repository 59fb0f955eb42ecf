import { api, TAGS, type OrderTimeline } from '@kirana/shared';

/** An order's history (`GET /api/orders/:id/timeline`): read again whenever the order changes. */
export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderTimeline: build.query<OrderTimeline, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/timeline` }),
      providesTags: (_result, _error, id) => [TAGS.orderTimeline(id), TAGS.order(id)],
    }),
  }),
});

export const { useGetOrderTimelineQuery } = timelineApi;
