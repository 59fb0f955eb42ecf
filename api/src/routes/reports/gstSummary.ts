import { type GstRate, type GstSummary, invoiceNumberText, monthBounds, paiseToRupees } from '@kirana/shared/domain';
import { one, type Queryable } from '../../db/database';
import { SqlParams } from '../../db/params';
import { csvLines, UTF8_BOM } from '../../lib/csv';
import { withinDays } from './range';

/** Paise, netted: invoices add, credit notes subtract. */
interface Figures {
  taxable: string | number;
  cgst: string | number;
  sgst: string | number;
}

interface SummaryRow {
  by_rate: (Figures & { gst_rate: number })[];
  by_hsn: (Figures & { gst_rate: number; hsn: string; quantity: string | number })[];
  invoices: string | number;
  plain_bills: string | number;
  credit_notes: string | number;
  /** Per series, the month's lowest and highest serial and its financial year (a month is in one). */
  invoice_first: number | null;
  invoice_last: number | null;
  invoice_year: number | null;
  note_first: number | null;
  note_last: number | null;
  note_year: number | null;
  untaxed: string | number;
}

/** Rupees in the stored JSON (2 decimals) to paise, signed: +1 for an invoice, -1 for a credit note. */
const paise = (path: string) => `sum(d.sign * round((${path})::numeric * 100))::bigint`;

/**
 * The month's documents in one statement. `docs` is every invoice, plain bill and credit note issued
 * in the month (by `issued_at` in the store's time zone), signed; a credit note takes the kind of the
 * invoice it reverses (`taxed`), so a credit note against a plain bill nets against untaxed sales.
 * Rates and HSN rows are sums of the documents' own `taxes` and `hsnSummary` (each already rounded
 * as printed); the HSN quantity is the lines' qty per code and rate.
 */
function summaryQuery(month: string): { text: string; values: SqlParams['values'] } {
  const p = new SqlParams();
  const within = withinDays(p, monthBounds(month), 'i.issued_at');
  const text = `
    WITH docs AS (
      SELECT i.series, i.start_year, i.number, i.document AS doc,
             CASE WHEN i.series = 'creditNote' THEN -1 ELSE 1 END AS sign,
             coalesce(inv.document ->> 'kind', i.document ->> 'kind') = 'taxInvoice' AS taxed
        FROM invoices i
        LEFT JOIN invoices inv ON i.series = 'creditNote' AND inv.order_id = i.order_id AND inv.series = 'invoice'
       WHERE ${within} AND i.document IS NOT NULL
    ), taxed AS (SELECT * FROM docs WHERE taxed)
    SELECT
      (SELECT coalesce(jsonb_agg(r ORDER BY r.gst_rate), '[]'::jsonb) FROM (
         SELECT (t ->> 'gstRate')::int AS gst_rate,
                ${paise("t ->> 'taxableValue'")} AS taxable, ${paise("t ->> 'cgst'")} AS cgst, ${paise("t ->> 'sgst'")} AS sgst
           FROM taxed d, jsonb_array_elements(d.doc -> 'taxes') t
          GROUP BY 1) r) AS by_rate,
      (SELECT coalesce(jsonb_agg(r ORDER BY r.hsn, r.gst_rate), '[]'::jsonb) FROM (
         SELECT h.hsn, h.gst_rate, h.taxable, h.cgst, h.sgst, coalesce(q.quantity, 0) AS quantity
           FROM (SELECT t ->> 'hsn' AS hsn, (t ->> 'gstRate')::int AS gst_rate,
                        ${paise("t ->> 'taxableValue'")} AS taxable, ${paise("t ->> 'cgst'")} AS cgst,
                        ${paise("t ->> 'sgst'")} AS sgst
                   FROM taxed d, jsonb_array_elements(d.doc -> 'hsnSummary') t
                  GROUP BY 1, 2) h
           LEFT JOIN (SELECT l ->> 'hsn' AS hsn, (l ->> 'gstRate')::int AS gst_rate,
                             sum(d.sign * (l ->> 'qty')::int)::bigint AS quantity
                        FROM taxed d, jsonb_array_elements(d.doc -> 'lines') l
                       GROUP BY 1, 2) q ON q.hsn = h.hsn AND q.gst_rate = h.gst_rate) r) AS by_hsn,
      (SELECT count(*) FROM docs WHERE series = 'invoice') AS invoices,
      (SELECT count(*) FROM docs WHERE series = 'invoice' AND NOT taxed) AS plain_bills,
      (SELECT count(*) FROM docs WHERE series = 'creditNote') AS credit_notes,
      (SELECT min(number) FROM docs WHERE series = 'invoice') AS invoice_first,
      (SELECT max(number) FROM docs WHERE series = 'invoice') AS invoice_last,
      (SELECT min(start_year) FROM docs WHERE series = 'invoice') AS invoice_year,
      (SELECT min(number) FROM docs WHERE series = 'creditNote') AS note_first,
      (SELECT max(number) FROM docs WHERE series = 'creditNote') AS note_last,
      (SELECT min(start_year) FROM docs WHERE series = 'creditNote') AS note_year,
      (SELECT coalesce(${paise("d.doc -> 'totals' ->> 'total'")}, 0) FROM docs d WHERE NOT d.taxed) AS untaxed`;
  return { text, values: p.values };
}

const rupees = (value: string | number) => paiseToRupees(Number(value));

function figures(row: Figures) {
  const taxable = Number(row.taxable);
  const cgst = Number(row.cgst);
  const sgst = Number(row.sgst);
  return {
    taxableValue: paiseToRupees(taxable),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    total: paiseToRupees(taxable + cgst + sgst),
  };
}

const numberOf = (series: 'invoice' | 'creditNote', year: number | null, n: number | null) =>
  year === null || n === null ? null : invoiceNumberText(series, year, n);

/** The GST summary of a month (checked: a month written YYYY-MM, not in the future). */
export async function gstSummary(db: Queryable, month: string): Promise<GstSummary> {
  const { text, values } = summaryQuery(month);
  const row = await one<SummaryRow>(db, text, values);
  if (!row) throw new Error('The GST summary query returned no row.');
  const sum = (key: keyof Figures) => row.by_rate.reduce((total, rate) => total + Number(rate[key]), 0);
  return {
    month,
    ...monthBounds(month),
    documents: {
      invoices: Number(row.invoices),
      plainBills: Number(row.plain_bills),
      creditNotes: Number(row.credit_notes),
      firstNumber: numberOf('invoice', row.invoice_year, row.invoice_first),
      lastNumber: numberOf('invoice', row.invoice_year, row.invoice_last),
      firstCreditNote: numberOf('creditNote', row.note_year, row.note_first),
      lastCreditNote: numberOf('creditNote', row.note_year, row.note_last),
    },
    byRate: row.by_rate.map((rate) => ({ gstRate: rate.gst_rate as GstRate, ...figures(rate) })),
    byHsn: row.by_hsn.map((hsn) => ({
      hsn: hsn.hsn,
      gstRate: hsn.gst_rate as GstRate,
      ...figures(hsn),
      quantity: Number(hsn.quantity),
    })),
    totals: {
      ...figures({ taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst') }),
      untaxedSales: rupees(row.untaxed),
    },
  };
}

// ─── CSV ────────────────────────────────────────────────────────────────────────────────────────

export const GST_CSV_HEADER = [
  'Table',
  'HSN/SAC',
  'GST rate %',
  'Quantity',
  'Taxable value',
  'CGST',
  'SGST',
  'Total tax',
  'Total value',
];

/** The columns holding rupees: written with 2 decimals, as numbers (a negative one is no formula). */
const AMOUNT_COLUMNS = new Set([4, 5, 6, 7, 8]);
const writeNumber = (value: number, column: number) =>
  AMOUNT_COLUMNS.has(column) ? (Math.round(value * 100) / 100).toFixed(2) : String(value);

type Amounts = { taxableValue: number; cgst: number; sgst: number; total: number };
const amounts = (row: Amounts) => [row.taxableValue, row.cgst, row.sgst, row.cgst + row.sgst, row.total];

/**
 * The summary as one table with a `Table` column, so a spreadsheet filter picks the part a return
 * needs: 'Rate' rows (GSTR-3B's outward taxable supplies, GSTR-1's B2C summary per rate), then 'HSN'
 * rows (GSTR-1's HSN summary, with quantity), then a 'Total' row, then 'Untaxed sales' (plain
 * bills) and the 'Invoices' and 'Credit notes' rows (GSTR-1's documents issued: count and number
 * range in the HSN/SAC column). Amounts in rupees with 2 decimals, credit notes already subtracted.
 */
export function gstCsv(summary: GstSummary): string {
  const { documents } = summary;
  const rows: (string | number)[][] = [
    ...summary.byRate.map((rate) => ['Rate', '', rate.gstRate, '', ...amounts(rate)]),
    ...summary.byHsn.map((hsn) => ['HSN', hsn.hsn, hsn.gstRate, hsn.quantity, ...amounts(hsn)]),
    ['Total', '', '', '', ...amounts(summary.totals)],
    ['Untaxed sales', '', '', '', '', '', '', '', summary.totals.untaxedSales],
    ['Invoices', range(documents.firstNumber, documents.lastNumber), '', documents.invoices],
    ['Credit notes', range(documents.firstCreditNote, documents.lastCreditNote), '', documents.creditNotes],
  ];
  return UTF8_BOM + csvLines([GST_CSV_HEADER, ...rows.map((row) => pad(row))], writeNumber);
}

const range = (first: string | null, last: string | null) => (first && last ? `${first} to ${last}` : '');
const pad = (row: (string | number)[]) => [...row, ...Array(GST_CSV_HEADER.length - row.length).fill('')];

export const gstCsvFileName = (month: string): string => `kirana-gst-${month}.csv`;
