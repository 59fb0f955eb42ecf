import { Type } from '@sinclair/typebox';
import { KHATA_MESSAGES, KHATA_PAYMENT_MAX_PAISE } from '../domain/khata';
import { IsoDateTime, ObjectId } from './common';

/** Integer paise: the khata's amounts are paise on the wire too, so no rupee ever rounds. */
const Paise = Type.Integer({ minimum: 0 });

export const KhataMethod = Type.Union([Type.Literal('CASH'), Type.Literal('UPI')], {
  errorMessage: KHATA_MESSAGES.method,
});

/** An order delivered and not yet paid: what the customer owes. */
export const OwedOrder = Type.Object({
  _id: ObjectId,
  orderNumber: Type.String(),
  totalPaise: Paise,
  /** Still due on it: the total less khata money already put on it (the ledger's `dueOf`). */
  duePaise: Paise,
  createdAt: IsoDateTime,
  deliveredAt: IsoDateTime,
});

export const KhataPayment = Type.Object({
  _id: ObjectId,
  amountPaise: Paise,
  method: KhataMethod,
  createdAt: IsoDateTime,
});

/** Where a customer's tab stands: owed orders less credit is what they still have to pay. */
export const KhataBalance = Type.Object({
  /** The owed orders' totals. */
  owedPaise: Paise,
  /** Paid in and not yet used: it settles the next owed order as soon as it covers it. */
  creditPaise: Paise,
  /** owedPaise less creditPaise, never below 0. */
  balanceDuePaise: Paise,
  unpaidOrders: Type.Integer({ minimum: 0 }),
});

/** `GET /api/users/:id/khata` (admin): the balance, the owed orders oldest first and the latest payments. */
export const CustomerKhata = Type.Intersect([
  KhataBalance,
  Type.Object({ orders: Type.Array(OwedOrder), payments: Type.Array(KhataPayment) }),
]);

/** `POST /api/users/:id/khata/payments` (admin): money received from the customer. */
export const KhataPaymentCreate = Type.Object(
  {
    amountPaise: Type.Integer({ minimum: 1, maximum: KHATA_PAYMENT_MAX_PAISE, errorMessage: KHATA_MESSAGES.amount }),
    method: KhataMethod,
  },
  { additionalProperties: false },
);

/** The answer to a recorded payment: the khata as it now stands, and the orders it settled. */
export const KhataPaymentRecorded = Type.Intersect([
  CustomerKhata,
  Type.Object({ settledOrders: Type.Array(Type.String()) }),
]);

/** One customer in the Dues view. */
export const CustomerDue = Type.Object({
  customer: Type.Object({ _id: ObjectId, name: Type.String(), phoneNumber: Type.String() }),
  balanceDuePaise: Paise,
  unpaidOrders: Type.Integer({ minimum: 1 }),
  /** When the oldest owed order was delivered: how long they have owed. */
  owedSince: IsoDateTime,
});

export const DuesQuery = Type.Object(
  {
    sort: Type.Optional(
      Type.Union([Type.Literal('amount'), Type.Literal('age')], { errorMessage: 'must be amount or age' }),
    ),
  },
  { additionalProperties: false },
);

/** `GET /api/khata/dues` (admin): customers who owe, most owed (or longest owed) first. */
export const DuesList = Type.Object({ items: Type.Array(CustomerDue), totalDuePaise: Paise });
