/**
 * Writes the sample bills (`test/sampleBills.ts`) as A4 PDFs, in English and Hindi, to a folder
 * (`/tmp/kirana-bills` unless given), to look at: `npx tsx api/scripts/renderSampleBill.ts [folder]`,
 * then `pdftoppm -png -r 80 FILE.pdf PREFIX` where poppler is installed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderBillPdf } from '../src/invoices/billPdf';
import type { BillLocale } from '../src/invoices/billLabels';
import { CREDIT_NOTE, LONG_INVOICE, PLAIN_BILL, TAX_INVOICE } from '../test/sampleBills';

const SAMPLES = { taxInvoice: TAX_INVOICE, creditNote: CREDIT_NOTE, bill: PLAIN_BILL, long: LONG_INVOICE };
const LOCALES: BillLocale[] = ['en', 'hi'];

async function main(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const [name, doc] of Object.entries(SAMPLES)) {
    for (const locale of LOCALES) {
      const file = path.join(folder, `${name}-${locale}.pdf`);
      writeFileSync(file, await renderBillPdf(doc, locale));
      console.log(file, doc.totals.total);
    }
  }
}

void main(process.argv[2] ?? '/tmp/kirana-bills');
