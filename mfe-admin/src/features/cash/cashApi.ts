import { api, TAGS, type CashDay, type CashHandover, type CashHandoverCreate } from '@kirana/shared';

/**
 * The Cash view (`GET /api/cash?date=`) and recording a hand-over. Any order change may change a
 * rider's day (a delivery, a collection), so the day is read again with every order list.
 */
export const cashApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashDay: build.query<CashDay, string>({
      query: (date) => ({ url: '/api/cash', params: { date } }),
      providesTags: [TAGS.cash, TAGS.orderList],
    }),
    recordHandover: build.mutation<CashHandover, CashHandoverCreate>({
      query: (body) => ({ url: '/api/cash/handovers', method: 'POST', body }),
      invalidatesTags: [TAGS.cash],
    }),
  }),
});

export const { useGetCashDayQuery, useRecordHandoverMutation } = cashApi;
