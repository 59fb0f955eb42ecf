import { api, type Order } from '@kirana/shared';
import { applyOrderUpdate } from '@kirana/shared/extended';

/** How a cash-on-delivery customer paid at the door. */
export type DoorPayment = 'CASH' | 'UPI';

/**
 * The server answers the order as it now is (the admins' read, as `orderUpdated` carries it): put
 * it on the order page and every cached list at once, as the live event would. No list is read
 * again unless the change cannot be applied to it; the figures counted from orders are.
 */
async function showAnswer(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(applyOrderUpdate(data));
  } catch {
    // The caller toasts the failure; the order on screen stays as it was.
  }
}

/**
 * The admin's order changes: the marks, their Undo and cancelling (R34, R36, R37, R46). All are idempotent on the server; each
 * answer is shown at once wherever the order is cached (the server's `orderUpdated`, after commit,
 * tells every other screen).
 */
export const orderActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    markDelivered: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/deliver`, method: 'PUT' }),
      onQueryStarted: showAnswer,
    }),
    /** `method`: how the customer paid at the door, cash or the store's UPI. */
    markPaid: build.mutation<Order, { id: string; method: DoorPayment }>({
      query: ({ id, method }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/pay`,
        method: 'PUT',
        body: { method },
      }),
      onQueryStarted: showAnswer,
    }),
    /** Paid & Delivered at the door: both marks in one request and one transaction (R46). */
    markDeliveredAndPaid: build.mutation<Order, { id: string; method: DoorPayment }>({
      query: ({ id, method }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/deliver-and-pay`,
        method: 'PUT',
        body: { method },
      }),
      onQueryStarted: showAnswer,
    }),
    /** The swipe's Undo of Paid & Delivered: neither paid nor delivered again, in one request. */
    undoDeliveredAndPaid: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/deliver-and-pay`, method: 'DELETE' }),
      onQueryStarted: showAnswer,
    }),
    /** The swipe's Undo (the admin's own mark of the last 30 s): not delivered again. */
    undoDelivered: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/deliver`, method: 'DELETE' }),
      onQueryStarted: showAnswer,
    }),
    /** The swipe's Undo: not paid again (cash still to collect). */
    undoPaid: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/pay`, method: 'DELETE' }),
      onQueryStarted: showAnswer,
    }),
    /** Stock goes back; a paid order shows the refund due, or the refund asked of the payment provider. */
    cancelOrder: build.mutation<Order, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/orders/${encodeURIComponent(id)}/cancel`,
        method: 'PUT',
        body: { reason },
      }),
      onQueryStarted: showAnswer,
    }),
    /** Asks the payment provider where the order's refund stands (when its notice is late), or sends one it never received. */
    checkRefund: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/refund-check`, method: 'POST' }),
      onQueryStarted: showAnswer,
    }),
  }),
});

export const {
  useCheckRefundMutation,
  useCancelOrderMutation,
  useMarkDeliveredAndPaidMutation,
  useMarkDeliveredMutation,
  useMarkPaidMutation,
  useUndoDeliveredAndPaidMutation,
  useUndoDeliveredMutation,
  useUndoPaidMutation,
} = orderActionsApi;
