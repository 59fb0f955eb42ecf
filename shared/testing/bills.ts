import type { BillDocument, BillLine } from '../src/schemas/types';
import { anOrder } from './orders';

const order = anOrder();

const line = (overrides: Partial<BillLine> & Pick<BillLine, 'name' | 'rate' | 'gstRate' | 'hsn'>): BillLine => {
  const qty = overrides.qty ?? 1;
  const amount = Math.round(overrides.rate * qty * 100) / 100;
  return {
    kind: 'item',
    ref: overrides.name,
    quantityLabel: '',
    qty,
    amount,
    taxableValue: Math.round((amount * 10000) / (100 + overrides.gstRate)) / 100,
    ...overrides,
  };
};

/** Four lines at three GST rates (milk 0%, butter 12%, chocolate and the small-cart fee 18%), ₹249 in all. */
export const BILL_LINES: BillLine[] = [
  line({ name: 'Toned Milk', nameHi: 'टोंड दूध', quantityLabel: '500 ml', qty: 2, rate: 27.5, hsn: '0401', gstRate: 0 }),
  line({ name: 'Amul Butter', nameHi: 'अमूल मक्खन', quantityLabel: '100 g', rate: 56, hsn: '0405', gstRate: 12 }),
  line({ name: 'Dark Chocolate', quantityLabel: '80 g', rate: 118, hsn: '18063100', gstRate: 18 }),
  line({
    kind: 'fee',
    ref: 'smallCartFee',
    name: 'Small cart fee',
    nameHi: 'छोटे कार्ट का शुल्क',
    rate: 20,
    hsn: '996813',
    gstRate: 18,
  }),
];

/**
 * A tax invoice as `GET /api/orders/:id/bill` answers it for a delivered order of a store with a
 * GSTIN (Kirana Now Stores, Maharashtra): numbered, dated, three rates in its tax table, ₹249.
 */
export function aTaxInvoice(overrides: Partial<BillDocument> = {}): BillDocument {
  return {
    kind: 'taxInvoice',
    number: 'KN/2026-27/000042',
    issuedAt: '2026-11-29T13:30:00.000Z',
    against: null,
    order: {
      _id: order._id,
      orderNumber: order.orderNumber,
      placedAt: '2026-11-29T12:55:00.000Z',
      paymentMethod: 'COD',
      isPaid: true,
    },
    seller: {
      legalName: 'Kirana Now Stores LLP',
      address: 'Shop 4, Palm Grove Market, Wakad, Pune 411057',
      stateCode: '27',
      stateName: 'Maharashtra',
      gstin: '27ABCDE1234F1Z5',
    },
    buyer: { name: 'Asha', address: 'B-304, Palm Grove, Wakad' },
    lines: BILL_LINES,
    taxes: [
      { gstRate: 0, taxableValue: 55, cgst: 0, sgst: 0 },
      { gstRate: 12, taxableValue: 50, cgst: 3, sgst: 3 },
      { gstRate: 18, taxableValue: 116.95, cgst: 10.53, sgst: 10.53 },
    ],
    hsnSummary: [],
    totals: { taxableValue: 221.95, cgst: 13.53, sgst: 13.53, roundOff: -0.01, total: 249 },
    totalInWords: { en: 'Rupees Two Hundred Forty Nine Only', hi: 'दो सौ उनचास रुपये मात्र' },
    ...overrides,
  };
}

/** The plain bill of a store without a GSTIN: no tax, its number not given yet (a cash order not delivered). */
export function aPlainBill(overrides: Partial<BillDocument> = {}): BillDocument {
  const invoice = aTaxInvoice();
  return {
    ...invoice,
    kind: 'bill',
    number: null,
    issuedAt: null,
    order: { ...invoice.order, isPaid: false },
    seller: { ...invoice.seller, gstin: null },
    taxes: [],
    totals: { taxableValue: 249, cgst: 0, sgst: 0, roundOff: 0, total: 249 },
    ...overrides,
  };
}

/** The credit note of the invoice above, its order cancelled after it was paid. */
export function aCreditNote(overrides: Partial<BillDocument> = {}): BillDocument {
  return aTaxInvoice({
    kind: 'creditNote',
    number: 'CN/2026-27/000003',
    issuedAt: '2026-11-29T14:05:00.000Z',
    against: { number: 'KN/2026-27/000042', issuedAt: '2026-11-29T13:30:00.000Z' },
    ...overrides,
  });
}
