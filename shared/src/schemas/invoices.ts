import { Type } from '@sinclair/typebox';
import { GST_RATES } from '../domain/gst';
import { PRODUCT_MESSAGES } from '../domain/productRules';
import { IsoDateTime, ObjectId, Rupees } from './common';

/** An HSN code (4, 6 or 8 digits) as a body may send it: empty clears it. */
export const HSN_BODY_PATTERN = '^(|[0-9]{4}|[0-9]{6}|[0-9]{8})$';

export const GstRateSchema = Type.Union(
  GST_RATES.map((rate) => Type.Literal(rate)),
  { errorMessage: PRODUCT_MESSAGES.gstRate },
);

/**
 * The store as its bills name it (`GET/PUT /api/store/tax-profile`, admins only). Without a GSTIN
 * the store issues a plain bill, not a tax invoice.
 */
export const StoreTaxProfile = Type.Object(
  {
    legalName: Type.String({ minLength: 2, maxLength: 120 }),
    address: Type.String({ minLength: 5, maxLength: 300 }),
    /** The GST state code ('27' Maharashtra): the place of supply of every sale, which stays in the state. */
    stateCode: Type.String({ pattern: '^[0-9]{2}$' }),
    gstin: Type.Union([Type.String({ minLength: 15, maxLength: 15 }), Type.Null()]),
  },
  { additionalProperties: false },
);

/** One line of a bill: a product, or a fee (`kind: 'fee'`, its SAC in `hsn`). Amounts in rupees. */
export const BillLine = Type.Object({
  kind: Type.Union([Type.Literal('item'), Type.Literal('fee')]),
  /** The product's id (items), or the fee's name ('smallCartFee', 'deliveryFee'). */
  ref: Type.String(),
  name: Type.String(),
  /** The product's Hindi name when the store gave one (items), or the fee's Hindi name. */
  nameHi: Type.Optional(Type.String()),
  quantityLabel: Type.String(),
  qty: Type.Integer({ minimum: 1 }),
  /** The price of one, tax included, as on the shelf. */
  rate: Rupees,
  hsn: Type.String(),
  gstRate: GstRateSchema,
  /** rate × qty: what the line costs, tax included. */
  amount: Rupees,
  /** The line's value before tax: amount × 100 / (100 + gstRate), rounded to the paisa. */
  taxableValue: Rupees,
});

/** Tax on one rate (or one HSN code at one rate), the two halves of a sale within the state. */
export const BillTax = Type.Object({
  gstRate: GstRateSchema,
  /** Present in the per-HSN table only. */
  hsn: Type.Optional(Type.String()),
  taxableValue: Rupees,
  cgst: Rupees,
  sgst: Rupees,
});

/**
 * A bill as printed and as its PDF (`GET /api/orders/:id/bill`): one layout, both renderings. A store
 * with a GSTIN issues a `taxInvoice`, one without a plain `bill`; a cancelled invoiced order has a
 * `creditNote` against it (`GET /api/orders/:id/bill?document=creditNote`).
 */
export const BillDocument = Type.Object({
  kind: Type.Union([Type.Literal('taxInvoice'), Type.Literal('bill'), Type.Literal('creditNote')]),
  /**
   * 'KN/26-27/000042' (invoices and bills), 'CN/26-27/000003' (credit notes): one gap-free series
   * per financial year. Null until the order is delivered or paid online: the bill the packer prints
   * for a cash order says its number comes at delivery.
   */
  number: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** A credit note names the invoice it reverses. */
  against: Type.Union([Type.Object({ number: Type.String(), issuedAt: IsoDateTime }), Type.Null()]),
  order: Type.Object({
    _id: ObjectId,
    orderNumber: Type.String(),
    placedAt: IsoDateTime,
    paymentMethod: Type.String(),
    isPaid: Type.Boolean(),
  }),
  seller: Type.Object({
    legalName: Type.String(),
    address: Type.String(),
    stateCode: Type.String(),
    stateName: Type.String(),
    gstin: Type.Union([Type.String(), Type.Null()]),
  }),
  buyer: Type.Object({
    name: Type.String(),
    /** Society, wing and flat, area. */
    address: Type.String(),
  }),
  lines: Type.Array(BillLine),
  /** Per GST rate, in rate order. */
  taxes: Type.Array(BillTax),
  /** Per HSN code and rate, as a return's HSN summary needs it. */
  hsnSummary: Type.Array(BillTax),
  totals: Type.Object({
    taxableValue: Rupees,
    cgst: Rupees,
    sgst: Rupees,
    /** What rounding tax per rate left between the sum above and the total (a few paise, either sign). */
    roundOff: Type.Number(),
    /** What the order costs: the ledger's total, so the bill and the money always agree. */
    total: Rupees,
  }),
  /** The total in words, in both languages ("Rupees Two Hundred Twenty Five Only"). */
  totalInWords: Type.Object({ en: Type.String(), hi: Type.String() }),
});
