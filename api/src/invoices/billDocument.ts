import {
  type BillDocument,
  type BillLine,
  FEE_GST_RATE,
  FEE_SAC,
  type GstRate,
  type Order,
  paiseToRupees,
  rupeesToPaise,
  stateName,
  type StoreTaxProfile,
  taxSummaryOf,
} from '@kirana/shared/domain';
import { totalInWords } from './words';

/** An order line's tax as it was placed (orders from before tax was kept have none: exempt, no HSN). */
export interface LineTax {
  product: string;
  hsnCode: string | null;
  gstRate: GstRate | null;
}

/** Which document, and its number once issued. */
export interface Issue {
  kind: BillDocument['kind'];
  number: string | null;
  issuedAt: string | null;
  against: BillDocument['against'];
}

const FEES = [
  { ref: 'smallCartFee', name: 'Small cart fee', nameHi: 'छोटे कार्ट का शुल्क', of: (order: Order) => order.smallCartFee },
  { ref: 'deliveryFee', name: 'Delivery fee', nameHi: 'डिलीवरी शुल्क', of: (order: Order) => order.deliveryFee },
] as const;

/** What goes on the bill: the lines in the bag (a line the shelf had none of is left off) and each fee charged. */
function billLines(order: Order, taxes: readonly LineTax[]): Omit<BillLine, 'taxableValue'>[] {
  const taxOf = new Map(taxes.map((line) => [line.product, line]));
  const items = order.orderItems
    .filter((item) => item.qty > 0)
    .map((item): Omit<BillLine, 'taxableValue'> => {
      const tax = taxOf.get(item.product);
      return {
        kind: 'item',
        ref: item.product,
        name: item.name,
        ...(item.nameHi ? { nameHi: item.nameHi } : {}),
        quantityLabel: item.quantityLabel,
        qty: item.qty,
        rate: item.sellingPrice,
        hsn: tax?.hsnCode ?? '',
        gstRate: tax?.gstRate ?? 0,
        amount: paiseToRupees(rupeesToPaise(item.sellingPrice) * item.qty),
      };
    });
  const fees = FEES.filter((fee) => fee.of(order) > 0).map(
    (fee): Omit<BillLine, 'taxableValue'> => ({
      kind: 'fee',
      ref: fee.ref,
      name: fee.name,
      nameHi: fee.nameHi,
      quantityLabel: '',
      qty: 1,
      rate: fee.of(order),
      hsn: FEE_SAC,
      gstRate: FEE_GST_RATE,
      amount: fee.of(order),
    }),
  );
  return [...items, ...fees];
}

/** "Flat C-303, Wing C, Green Meadows, Baner": where the order went. */
function buyerAddress(order: Order): string {
  const a = order.shippingAddress;
  return `Flat ${a.flatNumber}, Wing ${a.wing}, ${a.societyName}, ${a.areaName}`;
}

/**
 * The bill of `order` as issued (or, before it is, as it stands): its lines with their taxable
 * values, tax per rate and per HSN code, and the total. The total is the order's own (the ledger
 * charges it), so the bill and the money always agree; what rounding tax per rate leaves shows as
 * the round-off line. A store without a GSTIN issues a plain bill: no tax on it.
 */
export function billDocumentOf(
  order: Order,
  taxes: readonly LineTax[],
  seller: StoreTaxProfile,
  issue: Issue,
): BillDocument {
  const lines = billLines(order, taxes);
  const totalPaise = rupeesToPaise(order.totalPrice);
  const taxed = issue.kind !== 'bill';
  const summary = taxSummaryOf(
    lines.map((line) => ({ grossPaise: rupeesToPaise(line.amount), gstRate: line.gstRate, hsn: line.hsn })),
    totalPaise,
  );
  const rupees = paiseToRupees;
  return {
    kind: issue.kind,
    number: issue.number,
    issuedAt: issue.issuedAt,
    against: issue.against,
    order: {
      _id: order._id,
      orderNumber: order.orderNumber,
      placedAt: order.createdAt,
      paymentMethod: order.paymentMethod,
      isPaid: order.isPaid,
    },
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      stateCode: seller.stateCode,
      stateName: stateName(seller.stateCode, 'en') ?? seller.stateCode,
      gstin: seller.gstin,
    },
    buyer: { name: order.user.name, address: buyerAddress(order) },
    lines: lines.map((line, index) => ({
      ...line,
      taxableValue: taxed ? rupees(summary.lines[index]!.taxablePaise) : line.amount,
    })),
    taxes: taxed
      ? summary.byRate.map((rate) => ({
          gstRate: rate.gstRate,
          taxableValue: rupees(rate.taxablePaise),
          cgst: rupees(rate.cgstPaise),
          sgst: rupees(rate.sgstPaise),
        }))
      : [],
    hsnSummary: taxed
      ? summary.byHsn.map((row) => ({
          gstRate: row.gstRate,
          hsn: row.hsn,
          taxableValue: rupees(row.taxablePaise),
          cgst: rupees(row.cgstPaise),
          sgst: rupees(row.sgstPaise),
        }))
      : [],
    totals: taxed
      ? {
          taxableValue: rupees(summary.taxablePaise),
          cgst: rupees(summary.cgstPaise),
          sgst: rupees(summary.sgstPaise),
          roundOff: rupees(summary.roundOffPaise),
          total: order.totalPrice,
        }
      : { taxableValue: order.totalPrice, cgst: 0, sgst: 0, roundOff: 0, total: order.totalPrice },
    totalInWords: totalInWords(totalPaise),
  };
}
