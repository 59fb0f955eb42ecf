import {
  type BillDocument,
  type BillLine,
  type BillTax,
  FEE_GST_RATE,
  FEE_SAC,
  type GstRate,
  orderNumber,
  round2,
} from '@kirana/shared/domain';

/**
 * Bill documents written out by hand for the PDF's tests and `scripts/renderSampleBill.ts`: a tax
 * invoice (0%, 5% and 18% items and the small-cart fee), the same store's credit note, a plain bill
 * of a store without a GSTIN, and a 40-line order. Only a line's taxable value and the per-rate tax
 * are worked out here, the way the contract says (`shared/src/schemas/invoices.ts`); the renderer
 * itself computes nothing.
 */

const ORDER_ID = '665f1c2e9b3a4d00e1f2a3b4';

/** One line, its amount and taxable value worked out from its rate (tax included) and GST rate. */
function line(
  fields: Pick<BillLine, 'ref' | 'name' | 'quantityLabel' | 'qty' | 'rate' | 'hsn' | 'gstRate'> & {
    nameHi?: string;
    kind?: BillLine['kind'];
  },
): BillLine {
  const amount = round2(fields.rate * fields.qty);
  return {
    kind: fields.kind ?? 'item',
    ...fields,
    amount,
    taxableValue: round2((amount * 100) / (100 + fields.gstRate)),
  };
}

/** The tax per rate, in rate order: each rate's taxable value and its two halves. */
function taxesOf(lines: BillLine[]): BillTax[] {
  const byRate = new Map<GstRate, number>();
  for (const each of lines) byRate.set(each.gstRate, round2((byRate.get(each.gstRate) ?? 0) + each.taxableValue));
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, taxableValue]) => {
      const half = round2((taxableValue * gstRate) / 200);
      return { gstRate, taxableValue, cgst: half, sgst: half };
    });
}

function hsnSummaryOf(lines: BillLine[]): BillTax[] {
  const keys = [...new Set(lines.map((each) => `${each.hsn} ${each.gstRate}`))].sort();
  return keys.flatMap((key) => {
    const [hsn = '', rate] = key.split(' ');
    return taxesOf(lines.filter((each) => each.hsn === hsn && String(each.gstRate) === rate)).map((tax) => ({
      ...tax,
      hsn,
    }));
  });
}

function totalsOf(lines: BillLine[], taxes: BillTax[]): BillDocument['totals'] {
  const total = round2(lines.reduce((sum, each) => sum + each.amount, 0));
  const taxableValue = round2(taxes.reduce((sum, tax) => sum + tax.taxableValue, 0));
  const cgst = round2(taxes.reduce((sum, tax) => sum + tax.cgst, 0));
  const sgst = round2(taxes.reduce((sum, tax) => sum + tax.sgst, 0));
  return { taxableValue, cgst, sgst, roundOff: round2(total - taxableValue - cgst - sgst), total };
}

const GST_STORE: BillDocument['seller'] = {
  legalName: 'Kirana Now Retail LLP',
  address: 'Shop 4, Palm Grove Society, Wakad, Pune 411057',
  stateCode: '27',
  stateName: 'Maharashtra',
  gstin: '27AAKFK1234M1Z5',
};

const BUYER: BillDocument['buyer'] = { name: 'Priya Deshmukh', address: 'B-304, Palm Grove, Wakad, Pune' };

const ORDER: BillDocument['order'] = {
  _id: ORDER_ID,
  orderNumber: orderNumber(ORDER_ID),
  placedAt: '2026-11-29T13:48:00.000Z',
  paymentMethod: 'COD',
  isPaid: true,
};

const SMALL_CART_FEE = line({
  kind: 'fee',
  ref: 'smallCartFee',
  name: 'Small cart fee',
  nameHi: 'छोटे कार्ट का शुल्क',
  quantityLabel: '',
  qty: 1,
  rate: 15,
  hsn: FEE_SAC,
  gstRate: FEE_GST_RATE,
});

const MILK = line({
  ref: '665f1c2e9b3a4d00e1f2a001',
  name: 'Amul Taaza Toned Milk',
  nameHi: 'अमूल ताज़ा टोंड दूध',
  quantityLabel: '500 ml',
  qty: 2,
  rate: 27,
  hsn: '0401',
  gstRate: 0,
});
const DAL = line({
  ref: '665f1c2e9b3a4d00e1f2a002',
  name: 'Tata Sampann Unpolished Toor Dal',
  nameHi: 'टाटा सम्पन्न अनपॉलिश्ड तूर दाल',
  quantityLabel: '500 g',
  qty: 1,
  rate: 89,
  hsn: '0713',
  gstRate: 5,
});
const BHUJIA = line({
  ref: '665f1c2e9b3a4d00e1f2a003',
  name: "Haldiram's Aloo Bhujia Namkeen, Family Pack with Extra Crunchy Masala (Value Saver)",
  nameHi: 'हल्दीराम आलू भुजिया नमकीन, फ़ैमिली पैक, ख़स्ता मसाला (बचत पैक)',
  quantityLabel: '400 g',
  qty: 1,
  rate: 99,
  hsn: '2106',
  gstRate: 5,
});
const DETERGENT = line({
  ref: '665f1c2e9b3a4d00e1f2a004',
  name: 'Surf Excel Easy Wash Detergent Powder',
  quantityLabel: '500 g',
  qty: 1,
  rate: 68,
  hsn: '3402',
  gstRate: 18,
});

/** Builds a GST store's document around its lines: taxes, HSN summary and totals from them. */
function taxedDocument(
  lines: BillLine[],
  totalInWords: BillDocument['totalInWords'],
  overrides: Partial<BillDocument> = {},
): BillDocument {
  const taxes = taxesOf(lines);
  return {
    kind: 'taxInvoice',
    number: 'KN/26-27/000042',
    issuedAt: '2026-11-29T14:05:00.000Z',
    against: null,
    order: ORDER,
    seller: GST_STORE,
    buyer: BUYER,
    lines,
    taxes,
    hsnSummary: hsnSummaryOf(lines),
    totals: totalsOf(lines, taxes),
    totalInWords,
    ...overrides,
  };
}

const INVOICE_LINES = [MILK, DAL, BHUJIA, DETERGENT, SMALL_CART_FEE];

/** ₹325 of milk (0%), dal and namkeen (5%), detergent (18%) and the small-cart fee (18%, SAC 996813). */
export const TAX_INVOICE: BillDocument = taxedDocument(INVOICE_LINES, {
  en: 'Rupees Three Hundred Twenty Five Only',
  hi: 'तीन सौ पच्चीस रुपये मात्र',
});

/** The invoice above reversed: the order was cancelled after it was invoiced. */
export const CREDIT_NOTE: BillDocument = taxedDocument(INVOICE_LINES, TAX_INVOICE.totalInWords, {
  kind: 'creditNote',
  number: 'CN/26-27/000003',
  issuedAt: '2026-11-30T04:30:00.000Z',
  against: { number: TAX_INVOICE.number!, issuedAt: TAX_INVOICE.issuedAt! },
  order: { ...ORDER, paymentMethod: 'PHONEPE' },
});

/** A store without a GSTIN: a plain bill, no tax. */
export const PLAIN_BILL: BillDocument = (() => {
  const lines = [MILK, DAL, DETERGENT];
  const total = round2(lines.reduce((sum, each) => sum + each.amount, 0));
  return {
    kind: 'bill',
    number: 'KN/26-27/000043',
    issuedAt: '2026-11-29T14:05:00.000Z',
    against: null,
    order: { ...ORDER, isPaid: false },
    seller: { ...GST_STORE, legalName: 'Sharma General Store', gstin: null },
    buyer: BUYER,
    lines,
    taxes: [],
    hsnSummary: [],
    totals: { taxableValue: total, cgst: 0, sgst: 0, roundOff: 0, total },
    totalInWords: { en: 'Rupees Two Hundred Eleven Only', hi: 'दो सौ ग्यारह रुपये मात्र' },
  };
})();

const SHELF: { name: string; nameHi?: string; quantityLabel: string; rate: number; hsn: string; gstRate: GstRate }[] = [
  {
    name: 'Amul Taaza Toned Milk',
    nameHi: 'अमूल ताज़ा टोंड दूध',
    quantityLabel: '500 ml',
    rate: 27,
    hsn: '0401',
    gstRate: 0,
  },
  { name: 'Fresh Eggs', nameHi: 'ताज़े अंडे', quantityLabel: '6 pcs', rate: 48, hsn: '0407', gstRate: 0 },
  {
    name: 'Tata Sampann Unpolished Toor Dal',
    nameHi: 'टाटा सम्पन्न तूर दाल',
    quantityLabel: '1 kg',
    rate: 172,
    hsn: '0713',
    gstRate: 5,
  },
  {
    name: 'Fortune Sunlite Refined Sunflower Oil',
    nameHi: 'फ़ॉर्च्यून सनलाइट रिफ़ाइंड सूरजमुखी तेल',
    quantityLabel: '1 l',
    rate: 155,
    hsn: '1512',
    gstRate: 5,
  },
  {
    name: 'Parle-G Gold Biscuits',
    nameHi: 'पारले-जी गोल्ड बिस्किट',
    quantityLabel: '100 g',
    rate: 20,
    hsn: '1905',
    gstRate: 5,
  },
  {
    name: 'Dettol Original Soap',
    nameHi: 'डेटॉल ओरिजिनल साबुन',
    quantityLabel: '4 × 75 g',
    rate: 199,
    hsn: '3401',
    gstRate: 18,
  },
  { name: 'Colgate Strong Teeth Toothpaste', quantityLabel: '200 g', rate: 110, hsn: '3306', gstRate: 18 },
  {
    name: 'Maggi 2-Minute Masala Noodles',
    nameHi: 'मैगी 2-मिनट मसाला नूडल्स',
    quantityLabel: '280 g',
    rate: 56,
    hsn: '1902',
    gstRate: 5,
  },
];

/** 40 lines of a monthly shop: more than one A4 page holds. */
export const LONG_INVOICE: BillDocument = (() => {
  const lines = Array.from({ length: 40 }, (_, index) => {
    const product = SHELF[index % SHELF.length] as (typeof SHELF)[number];
    return line({
      ...product,
      ref: `665f1c2e9b3a4d00e1f2b${String(index).padStart(3, '0')}`,
      name: `${product.name} (${index + 1})`,
      nameHi: product.nameHi && `${product.nameHi} (${index + 1})`,
      qty: (index % 3) + 1,
    });
  });
  return taxedDocument(
    lines,
    { en: 'Rupees Eight Thousand One Hundred Seventeen Only', hi: 'आठ हज़ार एक सौ सत्रह रुपये मात्र' },
    { number: 'KN/26-27/000044' },
  );
})();
