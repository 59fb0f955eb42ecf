import { api, IDEMPOTENCY_HEADER, type Order, type OrderCreate, type Product } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

export interface PhoneOrderArgs {
  customerId: string;
  body: OrderCreate;
  /** The same attempt sent again (a lost answer, a double tap) keeps its key and makes one order. */
  idempotencyKey: string;
}

/** `POST /api/users/:id/orders`: the store places a cash-on-delivery order in a customer's name. */
export const phoneOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A product as the shelf has it now (hidden ones too), to re-price a refused order's lines. */
    getProductNow: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}?includeInactive=true`,
      keepUnusedDataFor: 0,
    }),
    placePhoneOrder: build.mutation<Order, PhoneOrderArgs>({
      query: ({ customerId, body, idempotencyKey }) => ({
        url: `/api/users/${encodeURIComponent(customerId)}/orders`,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      // The customer's figures and every order list change; a refused order changed nothing.
      invalidatesTags: (_order, error, { customerId }) =>
        error ? [] : [TAGS.orderList, TAGS.customer(customerId), TAGS.customerList],
    }),
  }),
});

export const { usePlacePhoneOrderMutation } = phoneOrderApi;
