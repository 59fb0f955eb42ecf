import { type BillDocument, type DeliveredWith, type GstRate, invoiceNumberText } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { findOrder, markOrderDelivered } from '../orders/repository';
import { billDocumentOf, type Issue, type LineTax } from './billDocument';
import { readTaxProfile, UNSET_TAX_PROFILE } from './taxProfile';

export type Series = 'invoice' | 'creditNote';

interface IssuedRow {
  start_year: number;
  number: number;
  issued_at: Date | string;
}

/**
 * Takes the next number of `series` for this financial year (April, Asia/Kolkata, as of the
 * transaction's time) and records it against the order, in one statement. The series' row stays
 * locked until the caller's transaction ends: a concurrent issue on any instance waits, and a
 * rollback gives the number back, so the series has no gaps and no repeats. Null when the order
 * already has this document (a repeated delivery or payment issues nothing).
 */
async function takeNumber(db: Queryable, orderId: string, series: Series): Promise<IssuedRow | null> {
  return one<IssuedRow>(
    db,
    `WITH fy AS (
       SELECT extract(year FROM (now() AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::int AS start_year
     ), next AS (
       INSERT INTO invoice_series AS s (series, start_year, last_number)
       SELECT $2, fy.start_year, 1 FROM fy
        WHERE NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = $1 AND series = $2)
       ON CONFLICT (series, start_year) DO UPDATE SET last_number = s.last_number + 1
       RETURNING start_year, last_number
     )
     INSERT INTO invoices (order_id, series, start_year, number)
     SELECT $1, $2, start_year, last_number FROM next
     RETURNING start_year, number, issued_at`,
    [orderId, series],
  );
}

/** Each line's HSN code and GST rate as the order was placed. */
export async function lineTaxes(db: Queryable, orderId: string): Promise<LineTax[]> {
  const rows = await db.query<{ product_id: string; hsn_code: string | null; gst_rate: number | null }>(
    'SELECT product_id, hsn_code, gst_rate FROM order_items WHERE order_id = $1',
    [orderId],
  );
  return rows.map((row) => ({
    product: row.product_id,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate as GstRate | null,
  }));
}

/** The bill as it would be issued now (tax invoice with a GSTIN, plain bill without), numbered or not. */
export async function currentBill(
  db: Queryable,
  orderId: string,
  publicUrl: string,
  numbered: Omit<Issue, 'kind'>,
): Promise<BillDocument | null> {
  const order = await findOrder(db, orderId, publicUrl);
  if (!order) return null;
  const seller = (await readTaxProfile(db)) ?? UNSET_TAX_PROFILE;
  return billDocumentOf(order, await lineTaxes(db, orderId), seller, {
    kind: seller.gstin ? 'taxInvoice' : 'bill',
    ...numbered,
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Issues the order's invoice (a plain bill when the store has no GSTIN), inside the transaction
 * that makes it due (`issueInvoiceWhenDue`): the number, and the document as issued, which never
 * changes after. Nothing when the order already has one.
 */
export async function issueInvoice(db: Queryable, orderId: string): Promise<BillDocument | null> {
  const taken = await takeNumber(db, orderId, 'invoice');
  if (!taken) return null;
  // The bill shows no pictures, so image addresses need no origin.
  const document = await currentBill(db, orderId, '', {
    number: invoiceNumberText('invoice', taken.start_year, taken.number),
    issuedAt: iso(taken.issued_at),
    against: null,
  });
  await db.query("UPDATE invoices SET document = $2::jsonb WHERE order_id = $1 AND series = 'invoice'", [
    orderId,
    JSON.stringify(document),
  ]);
  return document;
}

/**
 * The store cancelled an order it had invoiced (paid online and packed): a credit note from its own
 * series reverses the invoice line for line (the invoice keeps its number). Nothing for an order
 * never invoiced, or one that already has its credit note.
 */
export async function issueCreditNote(db: Queryable, orderId: string): Promise<BillDocument | null> {
  const invoice = await issuedDocument(db, orderId, 'invoice');
  if (!invoice?.number || !invoice.issuedAt) return null;
  const taken = await takeNumber(db, orderId, 'creditNote');
  if (!taken) return null;
  const document: BillDocument = {
    ...invoice,
    kind: 'creditNote',
    number: invoiceNumberText('creditNote', taken.start_year, taken.number),
    issuedAt: iso(taken.issued_at),
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
  await db.query("UPDATE invoices SET document = $2::jsonb WHERE order_id = $1 AND series = 'creditNote'", [
    orderId,
    JSON.stringify(document),
  ]);
  return document;
}

/** The document as issued, or null when the order has none in that series. */
export async function issuedDocument(db: Queryable, orderId: string, series: Series): Promise<BillDocument | null> {
  const row = await one<{ document: BillDocument | null }>(
    db,
    'SELECT document FROM invoices WHERE order_id = $1 AND series = $2',
    [orderId, series],
  );
  return row?.document ?? null;
}

/**
 * Issues the order's invoice if it is due and not issued yet: once the goods leave the shelf for
 * the customer. That is delivery, or, for an order paid online, when it is packed (or paid, if the
 * payment comes after): packing is the last moment its lines can change (a line short at packing
 * is refunded), so an issued invoice never needs to. An online order cancelled before it was packed
 * was never supplied: it has no invoice, and its refund needs no credit note.
 */
export async function issueInvoiceWhenDue(db: Queryable, orderId: string): Promise<BillDocument | null> {
  const due = await one<{ due: boolean }>(
    db,
    `SELECT is_delivered OR (is_paid AND paid_with = 'PHONEPE' AND packed_at IS NOT NULL AND NOT is_cancelled) AS due
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return due?.due ? issueInvoice(db, orderId) : null;
}

/** Marks the order delivered and, when that changed it, issues its invoice in the same transaction. */
export async function deliverAndInvoice(
  db: Queryable,
  orderId: string,
  byId: string,
  deliveredWith: DeliveredWith = 'ADMIN',
): Promise<boolean> {
  const changed = await markOrderDelivered(db, orderId, byId, deliveredWith);
  if (changed) await issueInvoiceWhenDue(db, orderId);
  return changed;
}
