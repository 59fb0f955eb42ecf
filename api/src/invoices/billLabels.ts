import type { BillDocument } from '@kirana/shared/domain';

/** The languages a bill's PDF is printed in: the store's two (`shared/src/domain/locales.ts`). */
export type BillLocale = 'en' | 'hi';

/**
 * Every word the A4 bill prints besides the document's own data, per language. Kept here, typed,
 * rather than in shared's API catalogue (`shared/src/i18n/api/`): that catalogue holds the API's
 * refusal sentences only, and `tools/apiSentences.test.ts` fails on a key no call to `sentence` sends.
 * A missing Hindi label is a type error.
 */
export interface BillLabels {
  title: Record<BillDocument['kind'], string>;
  number: string;
  /** Before delivery or online payment: the number comes then. */
  unnumbered: string;
  date: string;
  /** "Against invoice {number} of {date}". */
  against: (number: string, date: string) => string;
  seller: string;
  state: (name: string, code: string) => string;
  gstin: string;
  buyer: string;
  order: string;
  placed: string;
  payment: string;
  paid: string;
  unpaid: string;
  /** Payment methods by their stored value ('COD', 'PHONEPE'); another value prints as it is. */
  paymentMethods: Record<string, string>;
  columns: {
    index: string;
    item: string;
    pack: string;
    qty: string;
    rate: string;
    hsn: string;
    gstRate: string;
    taxableValue: string;
    amount: string;
  };
  taxSummary: string;
  taxColumns: {
    gstRate: string;
    taxableValue: string;
    cgstRate: string;
    cgst: string;
    sgstRate: string;
    sgst: string;
  };
  totals: {
    taxableValue: string;
    cgst: string;
    sgst: string;
    roundOff: string;
    total: string;
  };
  inWords: string;
  pricesIncludeGst: string;
  computerMade: string;
  continued: string;
  /** "Page {page} of {pages}". */
  page: (page: number, pages: number) => string;
}

const ENGLISH: BillLabels = {
  title: { taxInvoice: 'Tax invoice', bill: 'Bill', creditNote: 'Credit note' },
  number: 'Number',
  unnumbered: 'given at delivery',
  date: 'Date',
  against: (number, date) => `Against invoice ${number} of ${date}`,
  seller: 'Sold by',
  state: (name, code) => `State: ${name}, code ${code}`,
  gstin: 'GSTIN',
  buyer: 'Billed to',
  order: 'Order',
  placed: 'Placed',
  payment: 'Payment',
  paid: 'Paid',
  unpaid: 'Not paid yet',
  paymentMethods: { COD: 'Cash on Delivery', PHONEPE: 'PhonePe' },
  columns: {
    index: '#',
    item: 'Item',
    pack: 'Pack',
    qty: 'Qty',
    rate: 'Rate',
    hsn: 'HSN/SAC',
    gstRate: 'GST',
    taxableValue: 'Taxable value',
    amount: 'Amount',
  },
  taxSummary: 'Tax by rate',
  taxColumns: {
    gstRate: 'GST',
    taxableValue: 'Taxable value',
    cgstRate: 'CGST rate',
    cgst: 'CGST',
    sgstRate: 'SGST rate',
    sgst: 'SGST',
  },
  totals: { taxableValue: 'Taxable value', cgst: 'CGST', sgst: 'SGST', roundOff: 'Round off', total: 'Total' },
  inWords: 'Amount in words',
  pricesIncludeGst: 'Prices include GST.',
  computerMade: 'This is a computer-generated document and needs no signature.',
  continued: 'continued',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const HINDI: BillLabels = {
  title: { taxInvoice: 'टैक्स इनवॉइस', bill: 'बिल', creditNote: 'क्रेडिट नोट' },
  number: 'क्रमांक',
  unnumbered: 'डिलीवरी पर मिलेगा',
  date: 'दिनांक',
  against: (number, date) => `बीजक ${number} (${date}) के विरुद्ध`,
  seller: 'विक्रेता',
  state: (name, code) => `राज्य: ${name}, कोड ${code}`,
  gstin: 'GSTIN',
  buyer: 'ग्राहक',
  order: 'ऑर्डर',
  placed: 'ऑर्डर किया',
  payment: 'भुगतान',
  paid: 'भुगतान हो गया',
  unpaid: 'भुगतान बाकी',
  paymentMethods: { COD: 'डिलीवरी पर नकद', PHONEPE: 'PhonePe' },
  columns: {
    index: '#',
    item: 'सामान',
    pack: 'पैक',
    qty: 'संख्या',
    rate: 'दर',
    hsn: 'HSN/SAC',
    gstRate: 'GST',
    taxableValue: 'कर योग्य मूल्य',
    amount: 'राशि',
  },
  taxSummary: 'दर के अनुसार कर',
  taxColumns: {
    gstRate: 'GST',
    taxableValue: 'कर योग्य मूल्य',
    cgstRate: 'CGST दर',
    cgst: 'CGST',
    sgstRate: 'SGST दर',
    sgst: 'SGST',
  },
  totals: { taxableValue: 'कर योग्य मूल्य', cgst: 'CGST', sgst: 'SGST', roundOff: 'पूर्णांकन', total: 'कुल' },
  inWords: 'राशि शब्दों में',
  pricesIncludeGst: 'कीमतों में GST शामिल है।',
  computerMade: 'यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  continued: 'जारी',
  page: (page, pages) => `${pages} में से पृष्ठ ${page}`,
};

/** The bill's words in `locale`. */
export const BILL_LABELS: Record<BillLocale, BillLabels> = { en: ENGLISH, hi: HINDI };
