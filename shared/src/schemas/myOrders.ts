import { Type } from '@sinclair/typebox';
import { MY_ORDERS_PAGE_SIZE_MAX } from '../domain/limits';
import { Paginated } from './common';
import { Order } from './orders';

/** `GET /api/orders/mine?page=&pageSize=`: a page of the caller's own orders, newest first. */
export const MyOrdersQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, errorMessage: 'must be a whole number from 1' })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MY_ORDERS_PAGE_SIZE_MAX, errorMessage: `must be a whole number from 1 to ${MY_ORDERS_PAGE_SIZE_MAX}` }),
    ),
  },
  { additionalProperties: false },
);

/** Whole orders, so a list entry and the order page read the same and `orderUpdated` can replace either. */
export const MyOrderList = Paginated(Order);
