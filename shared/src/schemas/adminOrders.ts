import { Type } from '@sinclair/typebox';
import { ADMIN_ORDERS_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX_LENGTH } from '../domain/limits';
import { ObjectId, Paginated, Rupees } from './common';
import { Order, PaymentMethodSchema } from './orders';

const Flag = Type.Boolean({ errorMessage: 'must be true or false' });

/** A store day, YYYY-MM-DD in the store's time zone (Asia/Kolkata). */
export const StoreDay = Type.String({ format: 'date', errorMessage: 'must be a date written YYYY-MM-DD' });

/**
 * `GET /api/orders/` (admin): every customer's orders, a page at a time. Filters combine; a
 * filter left out does not narrow. Cancelled orders (failed online payments) are left out
 * unless `includeCancelled` is true.
 */
export const AdminOrdersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ADMIN_ORDERS_PAGE_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${ADMIN_ORDERS_PAGE_SIZE_MAX}`,
      }),
    ),
    isDelivered: Type.Optional(Flag),
    isPaid: Type.Optional(Flag),
    includeCancelled: Type.Optional(Flag),
    /** true: only orders whose online payment is still under way; false: none of them (the store's work). */
    awaitingPayment: Type.Optional(Flag),
    /** Placed on or after this store day. */
    from: Type.Optional(StoreDay),
    /** Placed on or before this store day. */
    to: Type.Optional(StoreDay),
    society: Type.Optional(ObjectId),
    paymentMethod: Type.Optional(PaymentMethodSchema),
    /** One customer's orders (the customer page). */
    user: Type.Optional(ObjectId),
    /** One rider's orders, or `none`: orders nobody is assigned. */
    rider: Type.Optional(
      Type.Union([ObjectId, Type.Literal('none')], { errorMessage: 'must be a rider’s id or none' }),
    ),
    /** Part of an order number (any case), of a phone number, or of the customer's name. */
    search: Type.Optional(
      Type.String({
        maxLength: ADMIN_SEARCH_MAX_LENGTH,
        errorMessage: `must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`,
      }),
    ),
    /**
     * `newest` first (default), `oldest` first, or by `stage`: placed, packing, packed, out for
     * delivery (then delivered, cancelled), oldest first within each — the order a board is worked in.
     */
    sort: Type.Optional(
      Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('stage')], {
        errorMessage: 'must be newest, oldest or stage',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AdminOrderList = Paginated(Order);

const Count = Type.Integer({ minimum: 0 });

/** `GET /api/orders/summary` (admin): the dashboard's figures, computed in the database. */
export const OrdersSummary = Type.Object({
  /** Today, as a store day. */
  date: Type.String(),
  /** Orders placed today that were not cancelled; revenue is their total, collected the part already paid. */
  today: Type.Object({ orders: Count, revenue: Rupees, collected: Rupees }),
  /**
   * Orders not yet delivered (nor cancelled, nor waiting for their online payment), how many of them are
   * past the 35-minute promise, and the orders whose online payment is still under way (not work yet).
   */
  open: Type.Object({ orders: Count, late: Count, awaitingPayment: Count }),
  /** Delivered but not yet paid: cash the riders still have to bring in. */
  unpaidDelivered: Type.Object({ orders: Count, amount: Rupees }),
  /** Open orders past the promise, oldest first. */
  lateOrders: Type.Array(Order),
  /** The newest orders, newest first. */
  latestOrders: Type.Array(Order),
});
