import { api, TAGS, type OrdersAssign, type OrdersAssigned, type Rider, type RiderCreate } from '@kirana/shared';

/**
 * The delivery team (`/api/riders`) and giving orders to its riders (`PUT /api/orders/assign`):
 * the Team page, the order detail's and the society runs' rider pickers read the same list.
 */
export const ridersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRiders: build.query<Rider[], void>({
      query: () => ({ url: '/api/riders' }),
      providesTags: [TAGS.riders],
    }),
    addRider: build.mutation<Rider, RiderCreate>({
      query: (body) => ({ url: '/api/riders', method: 'POST', body }),
      invalidatesTags: [TAGS.riders, TAGS.cash],
    }),
    /** `active: false` ends the rider's sessions at once; `true` makes them a rider again. */
    setRiderActive: build.mutation<Rider, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/riders/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
        method: 'PUT',
      }),
      invalidatesTags: [TAGS.riders, TAGS.cash],
    }),
    assignOrders: build.mutation<OrdersAssigned, OrdersAssign>({
      query: (body) => ({ url: '/api/orders/assign', method: 'PUT', body }),
      invalidatesTags: (result) => [
        TAGS.orderList,
        TAGS.riders,
        ...(result?.orders ?? []).flatMap((order) => [TAGS.order(order._id), TAGS.orderTimeline(order._id)]),
      ],
    }),
  }),
});

export const { useGetRidersQuery, useAddRiderMutation, useSetRiderActiveMutation, useAssignOrdersMutation } = ridersApi;
