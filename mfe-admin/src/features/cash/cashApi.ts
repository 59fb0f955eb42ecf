import {
  api,
  IDEMPOTENCY_HEADER,
  TAGS,
  type CashDay,
  type CashHandover,
  type CashHandoverCreate,
} from '@kirana/shared';

/**
 * The Cash view (`GET /api/cash?date=`) and recording a hand-over. Any order change may change a
 * rider's day (a delivery, a collection), so the day is read again with every order list.
 */
export const cashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashDay: build.query<CashDay, string>({
      query: (date) => ({ url: '/api/cash', params: { date } }),
      providesTags: [TAGS.cash, TAGS.orderList, TAGS.orderFigures],
    }),
    // The form's Idempotency-Key: a double tap or a retried request records the hand-over once.
    recordHandover: build.mutation<CashHandover, CashHandoverCreate & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/cash/handovers',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: [TAGS.cash],
    }),
    /** A hand-over recorded by mistake, voided with a reason (it stays listed and counts for nothing). */
    voidHandover: build.mutation<CashHandover, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/cash/handovers/${encodeURIComponent(id)}/void`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [TAGS.cash, TAGS.orderList],
    }),
  }),
});

export const { useGetCashDayQuery, useRecordHandoverMutation, useVoidHandoverMutation } = cashApi;
