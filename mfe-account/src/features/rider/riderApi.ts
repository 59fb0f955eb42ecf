import { api, type RiderOrder, TAGS } from '@kirana/shared';
import { compareWalkingOrder, onRiderRun } from '@kirana/shared/extended';

const orderPath = (id: string, action: string) => `/api/rider/orders/${encodeURIComponent(id)}/${action}`;

/**
 * The rider's own routes (`/api/rider/…`): their run, the orders nobody has taken, taking one,
 * delivering with the customer's code and collecting cash. Every change answers the order as the
 * rider now reads it; that answer is put on the run at once, and the lists are read again.
 */
export const riderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRun: build.query<RiderOrder[], void>({
      query: () => '/api/rider/run',
      providesTags: [TAGS.riderRun],
    }),
    getUnassigned: build.query<RiderOrder[], void>({
      query: () => '/api/rider/unassigned',
      providesTags: [TAGS.unassignedOrders],
    }),
    /** Race-safe on the server: of two riders at once one gets it, the other a 409. */
    takeOrder: build.mutation<RiderOrder, string>({
      query: (id) => ({ url: orderPath(id, 'take'), method: 'PUT' }),
      invalidatesTags: [TAGS.riderRun, TAGS.unassignedOrders],
    }),
    /** With the 4-digit code the customer reads out; a wrong one is a 400 (tries left), the fifth a 423. */
    deliverOrder: build.mutation<RiderOrder, { id: string; code: string }>({
      query: ({ id, code }) => ({ url: orderPath(id, 'deliver'), method: 'PUT', body: { code } }),
      invalidatesTags: [TAGS.riderRun],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showOnRun(dispatch, queryFulfilled),
    }),
    /** At the store: a packed order of theirs is out for delivery (the customer sees who is coming). */
    pickUp: build.mutation<RiderOrder, string>({
      query: (id) => ({ url: orderPath(id, 'picked-up'), method: 'PUT' }),
      invalidatesTags: [TAGS.riderRun],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showOnRun(dispatch, queryFulfilled),
    }),
    collectCash: build.mutation<RiderOrder, string>({
      query: (id) => ({ url: orderPath(id, 'collect-cash'), method: 'PUT' }),
      invalidatesTags: [TAGS.riderRun],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showOnRun(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetRunQuery,
  useGetUnassignedQuery,
  useTakeOrderMutation,
  useDeliverOrderMutation,
  useCollectCashMutation,
  usePickUpMutation,
} = riderApi;

/**
 * An order as the rider now reads it, onto the cached run: in its walking place while it belongs
 * on the run (`onRiderRun`), gone once it does not (delivered and paid, cancelled, moved to
 * another rider). Off the unassigned list as soon as someone has it.
 */
export function putOnRun(dispatch: (action: unknown) => unknown, order: RiderOrder, riderId: string): void {
  dispatch(
    riderApi.util.updateQueryData('getRun', undefined, (run) => {
      const rest = run.filter((one) => one._id !== order._id);
      return onRiderRun(order, riderId) ? [...rest, order].sort(compareWalkingOrder) : rest;
    }),
  );
  if (order.riderId !== null) offUnassigned(dispatch, order._id);
}

/** An order off the cached Unassigned list (someone has it, or it is no longer open); no request. */
export function offUnassigned(dispatch: (action: unknown) => unknown, orderId: string): void {
  dispatch(
    riderApi.util.updateQueryData('getUnassigned', undefined, (list) => list.filter((one) => one._id !== orderId)),
  );
}

async function showOnRun(dispatch: (action: unknown) => unknown, answer: Promise<{ data: RiderOrder }>) {
  try {
    const { data } = await answer;
    if (data.riderId) putOnRun(dispatch, data, data.riderId);
  } catch {
    // The card shows the refusal; the run stays as it was until it is read again.
  }
}
