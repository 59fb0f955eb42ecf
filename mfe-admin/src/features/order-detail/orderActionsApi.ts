import { api, type Order } from '@kirana/shared';
import { TAGS } from '@kirana/shared';
import { ordersApi } from '@kirana/shared/extended';

/** How a cash-on-delivery customer paid at the door. */
export type DoorPayment = 'CASH' | 'UPI';

const changed = (_result: unknown, _error: unknown, id: string) => [TAGS.order(id), TAGS.orderList];

/** The server answers the order as it now is: show that at once, while the invalidated read confirms it. */
async function showAnswer(
  id: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(ordersApi.util.updateQueryData('getOrder', id, () => data));
  } catch {
    // The caller toasts the failure; the order on screen stays as it was.
  }
}

/**
 * The admin's order changes (spec §4, and cancelling). All are idempotent on the server; all
 * invalidate the order (so it is read again) and every order list and the dashboard.
 */
export const orderActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    markDelivered: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/deliver`, method: 'PUT' }),
      invalidatesTags: changed,
      onQueryStarted: showAnswer,
    }),
    /** `method`: how the customer paid at the door, cash or the store's UPI. */
    markPaid: build.mutation<Order, { id: string; method: DoorPayment }>({
      query: ({ id, method }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/pay`,
        method: 'PUT',
        body: { method },
      }),
      invalidatesTags: (result, error, { id }) => changed(result, error, id),
      onQueryStarted: ({ id }, api) => showAnswer(id, api),
    }),
    /** The swipe's Undo (the admin's own mark of the last 30 s): not delivered again. */
    undoDelivered: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/deliver`, method: 'DELETE' }),
      invalidatesTags: changed,
      onQueryStarted: showAnswer,
    }),
    /** The swipe's Undo: not paid again (cash still to collect). */
    undoPaid: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/pay`, method: 'DELETE' }),
      invalidatesTags: changed,
      onQueryStarted: showAnswer,
    }),
    /** Stock goes back; a paid order shows the refund due, or (PhonePe v2) the refund asked of PhonePe. */
    cancelOrder: build.mutation<Order, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/cancel`,
        method: 'PUT',
        body: { reason },
      }),
      invalidatesTags: (result, error, { id }) => changed(result, error, id),
      onQueryStarted: ({ id }, api) => showAnswer(id, api),
    }),
    /** Asks PhonePe where the order's refund stands (when its webhook is late), or sends one PhonePe never received. */
    checkRefund: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/refund-check`, method: 'POST' }),
      invalidatesTags: changed,
      onQueryStarted: showAnswer,
    }),
  }),
});

export const {
  useCheckRefundMutation,
  useCancelOrderMutation,
  useMarkDeliveredMutation,
  useMarkPaidMutation,
  useUndoDeliveredMutation,
  useUndoPaidMutation,
} = orderActionsApi;
