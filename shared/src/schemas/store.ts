import { Type } from '@sinclair/typebox';
import { IsoDateTime } from './common';

/** `GET /api/store`: whether new orders are taken (see domain/takingOrders). */
export const StoreStatus = Type.Object({
  takingOrders: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  reopensAt: Type.Union([IsoDateTime, Type.Null()]),
});

/**
 * `PUT /api/store/pause`: stop taking new orders, optionally saying why and until when. Lengths and
 * times are checked by `pauseProblem` (domain/takingOrders), which says what is wrong in the
 * shopkeeper's words; the schema only holds the shape (and a hard cap on size).
 */
export const PauseRequest = Type.Object(
  {
    reason: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    reopensAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);
