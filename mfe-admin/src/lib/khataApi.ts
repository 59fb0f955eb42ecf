import {
  api,
  IDEMPOTENCY_HEADER,
  type CustomerKhata,
  type DuesList,
  type KhataPaymentCreate,
  type KhataPaymentRecorded,
  TAGS,
} from '@kirana/shared';

/**
 * The khata (admin only): one customer's balance and owed orders, recording money received, and
 * the Dues view. Amounts are integer paise. A delivery or payment anywhere changes what is owed,
 * so both reads follow the shared order-list tag too.
 */
export const khataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerKhata: build.query<CustomerKhata, string>({
      query: (customerId) => `/api/users/${encodeURIComponent(customerId)}/khata`,
      providesTags: (_result, _error, customerId) => [TAGS.khata(customerId), TAGS.orderList, TAGS.orderFigures],
    }),
    // The form's Idempotency-Key: the same payment sent again (a retry, a lost answer) is recorded once.
    recordKhataPayment: build.mutation<
      KhataPaymentRecorded,
      { customerId: string; idempotencyKey: string } & KhataPaymentCreate
    >({
      query: ({ customerId, idempotencyKey, ...body }) => ({
        url: `/api/users/${encodeURIComponent(customerId)}/khata/payments`,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { settledOrders: _settled, ...khata } = data;
          dispatch(khataApi.util.upsertQueryData('getCustomerKhata', customerId, khata));
        } catch {
          // refused: the form shows why, and nothing changed
        }
      },
      // Settled orders turn paid in every list; the dues move.
      invalidatesTags: (result) =>
        result ? [TAGS.dues, ...(result.settledOrders.length > 0 ? [TAGS.orderList] : [])] : [],
    }),
    getDues: build.query<DuesList, 'amount' | 'age'>({
      query: (sort) => `/api/khata/dues?sort=${sort}`,
      providesTags: [TAGS.dues, TAGS.orderList, TAGS.orderFigures],
    }),
  }),
});

export const { useGetCustomerKhataQuery, useRecordKhataPaymentMutation, useGetDuesQuery } = khataApi;
