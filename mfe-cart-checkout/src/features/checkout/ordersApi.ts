import {
  api,
  TAGS,
  IDEMPOTENCY_HEADER,
  type Order,
  type OrderCreate,
  type PaymentVerification,
  type PhonePeOrderResponse,
  type Product,
} from '@kirana/shared';

export interface PlaceOrderArgs {
  body: OrderCreate;
  /** One per checkout attempt: a retry of the same attempt reuses it, so it never makes a second order. */
  idempotencyKey: string;
}

const withKey = (url: string, { body, idempotencyKey }: PlaceOrderArgs) => ({
  url,
  method: 'POST',
  body,
  headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
});

/** Checkout's calls: place an order (cash or PhonePe), check a PhonePe payment, re-read cart products. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeCashOrder: build.mutation<Order, PlaceOrderArgs>({
      query: (args) => withKey('/api/orders', args),
      // Stock moved: product pages and lists read afresh.
      invalidatesTags: [TAGS.orderList, 'Product'],
    }),
    placePhonePeOrder: build.mutation<PhonePeOrderResponse, PlaceOrderArgs>({
      query: (args) => withKey('/api/orders/phonepe-order', args),
      invalidatesTags: [TAGS.orderList, 'Product'],
    }),
    verifyPayment: build.query<PaymentVerification, { transactionId: string; orderId: string }>({
      // The spec's path, double slash and all.
      query: ({ transactionId, orderId }) =>
        `/api/orders//verify-payment?transactionId=${encodeURIComponent(transactionId)}&orderId=${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, { orderId }) => [TAGS.order(orderId)],
      keepUnusedDataFor: 0,
    }),
    /** A cart line's product as the store sells it now (price, stock, still on sale). */
    getCartProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [TAGS.product(id)],
    }),
  }),
});

export const { usePlaceCashOrderMutation, usePlacePhonePeOrderMutation, useVerifyPaymentQuery } = ordersApi;
