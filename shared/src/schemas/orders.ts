import { Type } from '@sinclair/typebox';
import { MAX_CART_LINES, MAX_QTY_PER_LINE } from '../domain/limits';
import { CANCEL_REASON_LENGTH } from '../domain/orderActions';
import { PAYMENT_METHODS } from '../domain/paymentMethods';
import { PAYMENT_STATUSES } from '../domain/paymentStatus';
import { ORDER_STAGES } from '../domain/orderStages';
import { FLAT_PATTERN, MESSAGES, WING_PATTERN } from '../domain/validation';
import { IsoDateTime, ObjectId, Rupees } from './common';
import { GstRateSchema } from './invoices';

export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));
export const PaymentStatusSchema = Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s)));
export const OrderStageSchema = Type.Union(ORDER_STAGES.map((stage) => Type.Literal(stage)));

export const OrderItem = Type.Object({
  product: ObjectId,
  name: Type.String(),
  /** The product's Hindi name when the order was placed, if the store gave one (R38d). */
  nameHi: Type.Optional(Type.String()),
  image: Type.String(),
  /** How many go in the bag: what was ordered, or less when the shelf was short at packing (0: not available). */
  qty: Type.Integer({ minimum: 0 }),
  /** How many the customer ordered. */
  orderedQty: Type.Integer({ minimum: 1 }),
  quantityLabel: Type.String(),
  /** The price per unit when the order was placed. */
  sellingPrice: Rupees,
  /** The product's HSN code and GST rate when the order was placed (its bill's tax); absent on orders from before. */
  hsnCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  gstRate: Type.Optional(GstRateSchema),
});

export const ShippingAddress = Type.Object({
  society: ObjectId,
  societyName: Type.String(),
  wing: Type.String(),
  flatNumber: Type.String(),
  locality: ObjectId,
  areaName: Type.String(),
});

export const PaidWithSchema = Type.Union([
  Type.Literal('CASH'),
  Type.Literal('UPI'),
  Type.Literal('PHONEPE'),
  Type.Literal('KHATA'),
]);

/** requested: asked of the payment provider, not yet paid back; refunded: the money went back; failed: it could not. */
export const OrderRefund = Type.Object({
  amount: Rupees,
  state: Type.Union([Type.Literal('requested'), Type.Literal('refunded'), Type.Literal('failed')]),
});

export const Order = Type.Object({
  _id: ObjectId,
  /** Characters 11–24 of the id, uppercased: what the customer and the rider read out. */
  orderNumber: Type.String(),
  user: Type.Object({ _id: ObjectId, name: Type.String(), phoneNumber: Type.String() }),
  orderItems: Type.Array(OrderItem),
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  itemsPrice: Rupees,
  smallCartFee: Rupees,
  deliveryFee: Rupees,
  totalPrice: Rupees,
  /** Still to pay: the total less what was paid or put on it from the khata (0 once paid, or cancelled). */
  amountDue: Rupees,
  /** Where the order is (shared/src/domain/orderStages.ts); isDelivered and isCancelled are read from it. */
  stage: OrderStageSchema,
  /** When packing started, when it was packed, when a rider picked it up (null until then). */
  packingAt: Type.Union([IsoDateTime, Type.Null()]),
  packedAt: Type.Union([IsoDateTime, Type.Null()]),
  pickedUpAt: Type.Union([IsoDateTime, Type.Null()]),
  isPaid: Type.Boolean(),
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  isDelivered: Type.Boolean(),
  deliveredAt: Type.Union([IsoDateTime, Type.Null()]),
  isCancelled: Type.Boolean(),
  /** Why it was cancelled, in the words of whoever cancelled it (the store, or the failed online payment). */
  cancelReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Owed back to the customer: a paid order the store cancelled, until it is refunded. */
  refundDue: Type.Optional(Type.Union([Rupees, Type.Null()])),
  /** How the money came in once paid: online at checkout, or cash or the store's UPI at the door. */
  paidWith: Type.Optional(Type.Union([PaidWithSchema, Type.Null()])),
  /** The refund asked of the payment provider for a paid order the store cancelled (when it pays refunds back). */
  refund: Type.Optional(Type.Union([OrderRefund, Type.Null()])),
  createdAt: IsoDateTime,
  /** The rider it is assigned to, and when (R64); null while nobody has it. */
  rider: Type.Optional(
    Type.Union([
      Type.Object({
        _id: ObjectId,
        name: Type.String(),
        /** The rider's phone, for the customer's Call button: only while the order is out for delivery. */
        phoneNumber: Type.Optional(Type.String()),
      }),
      Type.Null(),
    ]),
  ),
  assignedAt: Type.Optional(Type.Union([IsoDateTime, Type.Null()])),
  /** How delivery was confirmed: CODE (a rider, with the customer's code) or ADMIN (without it). */
  deliveredWith: Type.Optional(Type.Union([Type.Literal('CODE'), Type.Literal('ADMIN'), Type.Null()])),
  /** Wrong handoff codes tried, and whether the tries ran out (flagged for the admin). */
  handoffWrongTries: Type.Optional(Type.Integer({ minimum: 0 })),
  handoffFlagged: Type.Optional(Type.Boolean()),
  /** When a rider took the cash at the door. */
  cashCollectedAt: Type.Optional(Type.Union([IsoDateTime, Type.Null()])),
  /** The 4-digit code the customer reads out to the rider: only in the customer's own reads of their order. */
  handoffCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** `PUT /api/orders/:id/lines/:product`: the order and the line's product. */
export const OrderLineParams = Type.Object({ id: ObjectId, product: ObjectId }, { additionalProperties: false });

/** Short at packing: how many of the line the shelf had (fewer than in the bag now; 0 when none). */
export const OrderLineShort = Type.Object(
  {
    qty: Type.Integer({
      minimum: 0,
      maximum: MAX_QTY_PER_LINE - 1,
      errorMessage: `must be how many the shelf had: a whole number from 0 to ${MAX_QTY_PER_LINE - 1}`,
    }),
  },
  { additionalProperties: false },
);

/** The store cancelling an order: why, in words the customer will read. */
export const OrderCancel = Type.Object(
  {
    reason: Type.String({
      minLength: CANCEL_REASON_LENGTH.min,
      maxLength: CANCEL_REASON_LENGTH.max,
      pattern: '\\S',
      errorMessage: `Please say why the order is cancelled (${CANCEL_REASON_LENGTH.min} to ${CANCEL_REASON_LENGTH.max} characters); the customer will read it.`,
    }),
  },
  { additionalProperties: false },
);

/**
 * What the browser sends to place an order: products and quantities only. Prices, names and
 * fees come from the server's catalogue; anything else the client adds is dropped. The product
 * is named by `product`, or by `_id` as the cart kept in browser storage names its items, so a cart's
 * own items can be sent as they are.
 */
export const OrderLineInput = Type.Object(
  {
    product: Type.Optional(ObjectId),
    _id: Type.Optional(ObjectId),
    qty: Type.Integer({
      minimum: 1,
      maximum: MAX_QTY_PER_LINE,
      errorMessage: `must be a whole number from 1 to ${MAX_QTY_PER_LINE}: at most ${MAX_QTY_PER_LINE} of each item per order`,
    }),
  },
  {
    additionalProperties: false,
    anyOf: [{ required: ['product'] }, { required: ['_id'] }],
    errorMessage: 'Each item must say which product it is.',
  },
);

/** One of the customer's saved addresses, named by its unique fields (R29). */
export const ShippingAddressInput = Type.Object(
  {
    society: ObjectId,
    wing: Type.String({ pattern: WING_PATTERN.source, errorMessage: MESSAGES.wing }),
    flatNumber: Type.String({ pattern: FLAT_PATTERN.source, errorMessage: MESSAGES.flat }),
  },
  { additionalProperties: false },
);

export const OrderCreate = Type.Object(
  {
    orderItems: Type.Array(OrderLineInput, {
      minItems: 1,
      maxItems: MAX_CART_LINES,
      errorMessage: `must hold 1 to ${MAX_CART_LINES} items (your cart is empty or too large)`,
    }),
    shippingAddress: ShippingAddressInput,
    paymentMethod: PaymentMethodSchema,
    /**
     * The To Pay total the customer was shown, in rupees. When present and the server's total
     * differs (a price changed since the item was added), the order is refused rather than
     * charging an amount the customer never saw.
     */
    expectedTotal: Type.Optional(Rupees),
  },
  { additionalProperties: false },
);

/** `POST /api/orders/phonepe-order`: the order, and PhonePe's pay page to send the customer to. */
export const PhonePeOrderResponse = Type.Object({ order: Order, redirectUrl: Type.String() });

export const VerifyPaymentQuery = Type.Object(
  {
    transactionId: Type.String({
      pattern: '^[A-Za-z0-9_-]{1,34}$',
      errorMessage: 'must be the transaction id PhonePe sent back',
    }),
    orderId: ObjectId,
  },
  { additionalProperties: false },
);

export const PaymentVerification = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('pending'), Type.Literal('failed')]),
  order: Order,
});

/** `PUT /api/orders/:id/pay` — optional details an admin records with a payment. */
export const PaymentDetails = Type.Object(
  {
    reference: Type.Optional(Type.String({ maxLength: 80, errorMessage: 'must be at most 80 characters' })),
    /** How the customer paid at the door (default CASH): cash, or the store's UPI. */
    method: Type.Optional(
      Type.Union([Type.Literal('CASH'), Type.Literal('UPI')], { errorMessage: 'must be CASH or UPI' }),
    ),
  },
  { additionalProperties: false },
);
