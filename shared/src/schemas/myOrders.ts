import { Type } from '@sinclair/typebox';
import { BUY_AGAIN_SIZE_MAX, MY_ORDERS_PAGE_SIZE_MAX } from '../domain/limits';
import { Product } from './catalogue';
import { ObjectId, Paginated, Rupees } from './common';
import { Order } from './orders';

/** `GET /api/orders/mine?page=&pageSize=`: a page of the caller's own orders, newest first. */
export const MyOrdersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MY_ORDERS_PAGE_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${MY_ORDERS_PAGE_SIZE_MAX}`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** Whole orders, so a list entry and the order page read the same and `orderUpdated` can replace either. */
export const MyOrderList = Paginated(Order);

/** `GET /api/orders/buy-again?limit=`: the caller's most often bought products still on sale, in stock first. */
export const BuyAgainQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: BUY_AGAIN_SIZE_MAX,
        errorMessage: `must be a whole number from 1 to ${BUY_AGAIN_SIZE_MAX}`,
      }),
    ),
  },
  { additionalProperties: false },
);
export const BuyAgainList = Type.Array(Product);

/**
 * `GET /api/orders/:id/reorder`: each line of one of the caller's orders as it was bought, and the
 * product as it is today (`null` when it is no longer sold). `planReorder` (domain) makes the cart.
 */
export const ReorderLine = Type.Object({
  productId: ObjectId,
  name: Type.String(),
  qty: Type.Integer({ minimum: 1 }),
  /** What one unit cost in that order. */
  price: Rupees,
  product: Type.Union([Product, Type.Null()]),
});
export const ReorderLines = Type.Array(ReorderLine);
