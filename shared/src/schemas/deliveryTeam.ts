import { Type } from '@sinclair/typebox';
import {
  ASSIGN_MAX_ORDERS,
  DELIVERED_WITH,
  HANDOFF_CODE_PATTERN,
  HANDOVER_MAX_PAISE,
  HANDOVER_VOID_REASON_LENGTH,
  ORDER_EVENT_KINDS,
  USER_ROLES,
} from '../domain/deliveryTeam';
import { StoreDay } from './adminOrders';
import { IsoDateTime, ObjectId, Rupees } from './common';
import { PersonNameInput, PhoneNumberInput } from './customers';
import { OrderStageSchema, PaidWithSchema, PaymentMethodSchema } from './orders';

/** Integer paise: cash counted at the store is paise on the wire too, as the khata's amounts are. */
const Paise = Type.Integer({ minimum: 0 });
const Count = Type.Integer({ minimum: 0 });

export const UserRoleSchema = Type.Union(USER_ROLES.map((role) => Type.Literal(role)));
export const DeliveredWithSchema = Type.Union(DELIVERED_WITH.map((how) => Type.Literal(how)));
export const OrderEventKindSchema = Type.Union(ORDER_EVENT_KINDS.map((kind) => Type.Literal(kind)));

/** Someone named on an order or its timeline. */
export const PersonRef = Type.Object({ _id: ObjectId, name: Type.String() });

/** One member of the delivery team, as the admin's Team page lists them. */
export const Rider = Type.Object({
  _id: ObjectId,
  name: Type.String(),
  phoneNumber: Type.String(),
  isActive: Type.Boolean(),
  addedAt: IsoDateTime,
  deactivatedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Orders assigned to them and not yet delivered or cancelled. */
  openOrders: Count,
});
export const RiderList = Type.Array(Rider);

/** `POST /api/riders` (admin): a rider by phone and name; they sign in with that phone's code. */
export const RiderCreate = Type.Object(
  { phoneNumber: PhoneNumberInput, name: PersonNameInput },
  { additionalProperties: false },
);

/**
 * An order as a rider sees it: only what delivering it needs (who, where, what, how much to take).
 * Never the handoff code, the customer's other orders or anything of the store's.
 */
export const RiderOrder = Type.Object({
  _id: ObjectId,
  orderNumber: Type.String(),
  /**
   * Who to deliver to, as far as this rider may know (R63): both null on an order that is not
   * theirs (the Unassigned list, one given to another rider) or cancelled; the phone only while
   * the order is theirs and still to deliver; the name also on one they delivered today (their run
   * keeps it for its cash), and neither on one delivered before today's store day.
   */
  customer: Type.Object({
    name: Type.Union([Type.String(), Type.Null()]),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
  }),
  address: Type.Object({
    society: ObjectId,
    societyName: Type.String(),
    wing: Type.String(),
    flatNumber: Type.String(),
    areaName: Type.String(),
  }),
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      /** The product's Hindi name when the order was placed (R38d). */
      nameHi: Type.Optional(Type.String()),
      qty: Type.Integer({ minimum: 1 }),
      quantityLabel: Type.String(),
    }),
  ),
  itemCount: Count,
  paymentMethod: PaymentMethodSchema,
  isPaid: Type.Boolean(),
  totalPrice: Rupees,
  /** Cash to take at the door: the total for an unpaid cash-on-delivery order, else 0 ("paid"). */
  amountToCollect: Rupees,
  /** The rider it is assigned to (null: nobody has taken it). */
  riderId: Type.Union([ObjectId, Type.Null()]),
  assignedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Where the order is: a rider picks up a packed order (out for delivery) before delivering it. */
  stage: OrderStageSchema,
  isDelivered: Type.Boolean(),
  isCancelled: Type.Boolean(),
  cashCollected: Type.Boolean(),
  /** Wrong codes still allowed before the order is flagged for the admin. */
  handoffTriesLeft: Count,
  handoffFlagged: Type.Boolean(),
  createdAt: IsoDateTime,
});
export const RiderOrderList = Type.Array(RiderOrder);

/**
 * `unassignedOrderChanged`, to the store's active riders: an order that is now on their Unassigned
 * list (`takeable`) or no longer is. Only its id: the list itself is read from
 * `GET /api/rider/unassigned`, so the event can never tell a rider more than that read does.
 */
export const UnassignedOrderChange = Type.Object({ _id: ObjectId, takeable: Type.Boolean() });

/**
 * `PUT /api/orders/assign` (admin): these orders, or every open order of one society (its run),
 * to one active rider.
 */
export const OrdersAssign = Type.Object(
  {
    riderId: ObjectId,
    orderIds: Type.Optional(
      Type.Array(ObjectId, {
        minItems: 1,
        maxItems: ASSIGN_MAX_ORDERS,
        uniqueItems: true,
        errorMessage: `must list 1 to ${ASSIGN_MAX_ORDERS} different orders`,
      }),
    ),
    society: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export const OrdersAssigned = Type.Object({
  rider: PersonRef,
  /** The orders now assigned to the rider, in walking order. */
  orders: Type.Array(Type.Object({ _id: ObjectId, orderNumber: Type.String() })),
});

/** `PUT /api/rider/orders/:id/deliver`: the code the customer reads out. */
export const HandoffCodeBody = Type.Object(
  {
    code: Type.String({ pattern: HANDOFF_CODE_PATTERN.source, errorMessage: 'must be the 4-digit code' }),
  },
  { additionalProperties: false },
);

/** One entry of an order's timeline: what happened, when, who did it, and the rider concerned. */
export const OrderEvent = Type.Object({
  kind: OrderEventKindSchema,
  at: IsoDateTime,
  actor: Type.Union([PersonRef, Type.Null()]),
  rider: Type.Union([PersonRef, Type.Null()]),
  /** Paid: how. Delivered: code or admin override. Cash: how much. Cancelled: why. Refused: tries left. */
  paidWith: Type.Optional(PaidWithSchema),
  deliveredWith: Type.Optional(DeliveredWithSchema),
  amountPaise: Type.Optional(Paise),
  reason: Type.Optional(Type.String()),
  triesLeft: Type.Optional(Count),
  handoverId: Type.Optional(ObjectId),
  /** Short at packing: the item, how many fewer went in the bag, and how many did. */
  product: Type.Optional(Type.String()),
  units: Type.Optional(Count),
  supplied: Type.Optional(Count),
});
/** `GET /api/orders/:id/timeline` (admin): every change to the order, oldest first. */
export const OrderTimeline = Type.Object({ orderId: ObjectId, events: Type.Array(OrderEvent) });

/** `GET /api/cash?date=` (admin). */
export const CashQuery = Type.Object({ date: StoreDay }, { additionalProperties: false });

/** A hand-over of a rider's cash to the store; a mismatch with what they collected is kept, flagged. */
export const CashHandover = Type.Object({
  _id: ObjectId,
  riderId: ObjectId,
  date: Type.String(),
  amountPaise: Paise,
  /** What the rider had collected that day and not yet handed over when this was recorded. */
  expectedPaise: Paise,
  /** amountPaise less expectedPaise: below 0 is short, above 0 is over. */
  differencePaise: Type.Integer(),
  isMismatch: Type.Boolean(),
  recordedBy: Type.Union([PersonRef, Type.Null()]),
  recordedAt: IsoDateTime,
  /** A hand-over recorded by mistake is voided (never edited): who, when and why; it then counts for nothing. */
  voided: Type.Union([
    Type.Object({ by: Type.Union([PersonRef, Type.Null()]), at: IsoDateTime, reason: Type.String() }),
    Type.Null(),
  ]),
});

/** `POST /api/cash/handovers/:id/void` (admin): why it was wrong, in words the Cash page and History show. */
export const CashHandoverVoid = Type.Object(
  {
    reason: Type.String({
      minLength: HANDOVER_VOID_REASON_LENGTH.min,
      maxLength: HANDOVER_VOID_REASON_LENGTH.max,
      pattern: '\\S',
      errorMessage: `Please say why this hand-over is wrong (${HANDOVER_VOID_REASON_LENGTH.min} to ${HANDOVER_VOID_REASON_LENGTH.max} characters).`,
    }),
  },
  { additionalProperties: false },
);

/** `POST /api/cash/handovers` (admin). */
export const CashHandoverCreate = Type.Object(
  {
    riderId: ObjectId,
    amountPaise: Type.Integer({
      minimum: 0,
      maximum: HANDOVER_MAX_PAISE,
      errorMessage: 'must be a whole number of paise from 0 to 100000000',
    }),
    date: StoreDay,
  },
  { additionalProperties: false },
);

/** One rider's store day: what they delivered, the cash they collected, and what they handed over. */
export const RiderCashDay = Type.Object({
  rider: Type.Object({ _id: ObjectId, name: Type.String(), phoneNumber: Type.String(), isActive: Type.Boolean() }),
  delivered: Count,
  collectedOrders: Count,
  collectedPaise: Paise,
  /** Handed over that day, voided hand-overs left out. */
  handedOverPaise: Paise,
  /** Still with the rider: collected less handed over, never below 0 (collected = handed over + this, when no one is over). */
  outstandingPaise: Paise,
  /** Handed over beyond what was collected that day (0 when not). */
  overPaise: Paise,
  /** Any hand-over that day did not match what was collected. */
  hasMismatch: Type.Boolean(),
  handovers: Type.Array(CashHandover),
});
export const CashDay = Type.Object({ date: Type.String(), riders: Type.Array(RiderCashDay) });
