import { Type } from '@sinclair/typebox';
import { ObjectId, Rupees } from './common';
import { StoreDay } from './adminOrders';
import { GstRateSchema } from './invoices';
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

// ─── GST summary ─────────────────────────────────────────────────────────────────────

/** `GET /api/reports/gst` and `gst.csv` (admin): a calendar month, YYYY-MM, not after this one. */
export const GstSummaryQuery = Type.Object(
  { month: Type.String({ description: 'The month, written YYYY-MM (`2026-11`)' }) },
  { additionalProperties: false },
);

/**
 * Rupees netted over a month: invoices less credit notes, so a month whose credit notes reverse
 * more than its invoices (an earlier month's invoice cancelled) can go below zero.
 */
const NetRupees = Type.Number({ description: 'Rupees, 2 decimals: invoices less credit notes, so may be negative' });
const NetCount = Type.Integer();

const GstFigures = {
  taxableValue: NetRupees,
  cgst: NetRupees,
  sgst: NetRupees,
  /** taxableValue + cgst + sgst: the value of the supplies with their tax ("Total value" in GSTR-1). */
  total: NetRupees,
};

/**
 * The GST summary of a month: the documents issued in it (by `issued_at`, Asia/Kolkata)
 * summed from their stored `taxes` and `hsnSummary`, each credit note subtracted in the month it is
 * issued. Only tax invoices (and the credit notes reversing them) carry tax; plain bills (issued
 * before the store had a GSTIN) are `untaxedSales`. docs/gst.md, "GST summary".
 */
export const GstSummary = Type.Object({
  month: Type.String(),
  /** The month's first and last store days, both included. */
  from: Type.String(),
  to: Type.String(),
  documents: Type.Object({
    /** Tax invoices and plain bills issued in the month (one series). */
    invoices: Count,
    /** Of which plain bills. */
    plainBills: Count,
    creditNotes: Count,
    /** The month's first and last invoice numbers ('KN/26-27/000042'); null without invoices. */
    firstNumber: Type.Union([Type.String(), Type.Null()]),
    lastNumber: Type.Union([Type.String(), Type.Null()]),
    firstCreditNote: Type.Union([Type.String(), Type.Null()]),
    lastCreditNote: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Per GST rate, ascending. */
  byRate: Type.Array(Type.Object({ gstRate: GstRateSchema, ...GstFigures })),
  /** Per HSN code (or SAC) and rate, by code then rate; `quantity` is the units sold, net of credit notes. */
  byHsn: Type.Array(Type.Object({ hsn: Type.String(), gstRate: GstRateSchema, ...GstFigures, quantity: NetCount })),
  totals: Type.Object({
    ...GstFigures,
    /** What the plain bills of the month came to (less credit notes against plain bills): sales without tax. */
    untaxedSales: NetRupees,
  }),
});
