import { Type } from '@sinclair/typebox';
import { ObjectId, Rupees } from './common';
import { StoreDay } from './adminOrders';
import { PaymentMethodSchema } from './orders';

/**
 * `GET /api/reports/sales` and `GET /api/reports/orders.csv` (admin): store days, both included, at most 366
 * of them.
 */
export const ReportQuery = Type.Object({ from: StoreDay, to: StoreDay }, { additionalProperties: false });

const Count = Type.Integer({ minimum: 0 });
const Sales = { orders: Count, revenue: Rupees };

/**
 * Sales for a range of store days, aggregated in the database. Cancelled orders count nowhere
 * but `totals.cancelled`. Revenue is what orders were placed for; `collected` what is paid.
 */
export const SalesReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({
    ...Sales,
    collected: Rupees,
    /**
     * What was collected, by how it came in: cash and UPI at the door, online at checkout (`phonePe`, named
     * for the method); `khata` is orders settled by payments recorded on a customer's khata (each order
     * once, never the payment as well).
     */
    collectedWith: Type.Object({ cash: Rupees, upi: Rupees, phonePe: Rupees, khata: Rupees }),
    /** What went back to customers through refunds completed on these days (not taken off `collected`). */
    refunded: Rupees,
    averageOrderValue: Rupees,
    cancelled: Count,
  }),
  /** Every day of the range, days without orders included (as zeros). */
  byDay: Type.Array(Type.Object({ date: Type.String(), ...Sales })),
  byPaymentMethod: Type.Array(Type.Object({ paymentMethod: PaymentMethodSchema, ...Sales })),
  /** Busiest first. */
  bySociety: Type.Array(
    Type.Object({ society: ObjectId, societyName: Type.String(), areaName: Type.String(), ...Sales }),
  ),
  /** Most units first, at most 10. */
  topProducts: Type.Array(Type.Object({ product: ObjectId, name: Type.String(), units: Count, revenue: Rupees })),
  /**
   * Per rider: the range's orders assigned to them (not cancelled), how many were delivered and
   * how many of those with the customer's code (R67), and the cash they took at the door (R68).
   * Busiest first. Optional only for answers from before riders.
   */
  byRider: Type.Optional(
    Type.Array(
      Type.Object({
        rider: Type.Object({ _id: ObjectId, name: Type.String() }),
        ...Sales,
        delivered: Count,
        deliveredWithCode: Count,
        cashCollected: Rupees,
      }),
    ),
  ),
  /**
   * Orders delivered in the range: the average minutes from placing to delivery, and how many
   * arrived within the 35-minute promise.
   */
  delivery: Type.Object({
    delivered: Count,
    averageMinutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    withinPromise: Count,
    late: Count,
  }),
});
