import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { BillDocument } from '@kirana/shared';
import { BillReceipt } from './BillReceipt';

/** The print region's class: the one thing on the page a bill's print shows. */
export const BILL_PRINT_CLASS = 'kn-bill-print';

/**
 * The receipt's print, in the page only while it prints (so the 80 mm page size never reaches
 * another print of the page): the paper is 80 mm wide with 3 mm margins and as long as the bill;
 * everything but the print region is hidden (the app's frame, dialogs, toasts); black on white,
 * no background colours, in a monospace-friendly face at a size a thermal printer keeps legible.
 */
export const BILL_PRINT_CSS = `
@page { size: 80mm auto; margin: 3mm; }
@media screen { .${BILL_PRINT_CLASS} { display: none; } }
@media print {
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  body > :not(.${BILL_PRINT_CLASS}) { display: none !important; }
  .${BILL_PRINT_CLASS} { display: block; width: 74mm; }
  .${BILL_PRINT_CLASS}, .${BILL_PRINT_CLASS} * {
    color: #000 !important; background: transparent !important; box-shadow: none !important;
    text-shadow: none !important; -webkit-print-color-adjust: economy; print-color-adjust: economy;
  }
}
.kn-bill { font: 9pt/1.35 "Courier New", ui-monospace, Menlo, Consolas, monospace; color: #000; background: #fff; }
.kn-bill p { margin: 0; }
.kn-bill__seller { text-align: center; padding-bottom: 1.5mm; border-bottom: 1px dashed #000; }
.kn-bill__store { font-weight: 700; font-size: 10.5pt; }
.kn-bill__head, .kn-bill__buyer { padding: 1.5mm 0; border-bottom: 1px dashed #000; }
.kn-bill__title { margin: 0 0 0.5mm; font-size: 11pt; text-align: center; text-transform: uppercase; }
.kn-bill__label { font-weight: 700; }
.kn-bill table { width: 100%; border-collapse: collapse; margin: 1.5mm 0; }
.kn-bill th, .kn-bill td { padding: 0.4mm 0; vertical-align: top; text-align: left; font-weight: 400; }
.kn-bill thead th { font-weight: 700; border-bottom: 1px solid #000; }
.kn-bill tfoot th, .kn-bill tfoot td { border-top: 1px solid #000; font-weight: 700; }
.kn-bill caption { text-align: left; font-weight: 700; }
.kn-bill .kn-bill__num { text-align: right; white-space: nowrap; padding-left: 1.5mm; }
.kn-bill__name { font-weight: 700; }
.kn-bill__detail { display: block; }
.kn-bill__small { font-size: 7.5pt; }
.kn-bill__taxes { font-size: 7.5pt; }
.kn-bill__totals { margin: 1.5mm 0; padding-top: 1mm; border-top: 1px dashed #000; }
.kn-bill__totals div { display: flex; justify-content: space-between; }
.kn-bill__totals dd { margin: 0; }
.kn-bill__total { font-weight: 700; font-size: 11pt; border-top: 1px solid #000; margin-top: 0.5mm; }
.kn-bill__words { margin: 1mm 0; font-style: italic; }
.kn-bill__hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/** How long a print without `afterprint` keeps the region and the button busy. */
const PRINT_FALLBACK_MS = 30_000;

interface BillPrintProps {
  bill: BillDocument;
  /** Called once the browser's print is done (printed or cancelled): the page drops the print region then. */
  onPrinted: () => void;
}

/**
 * Prints one bill: the receipt is drawn into a print-only region at the end of the page, with the
 * print stylesheet beside it, and once it is in the document the browser's print dialog opens
 * (`window.print()`). When the browser says the print is over (`afterprint`), `onPrinted` is called
 * and the page removes this, region and stylesheet with it.
 */
export function BillPrint({ bill, onPrinted }: BillPrintProps) {
  const done = useRef(onPrinted);
  done.current = onPrinted;
  useEffect(() => {
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      window.removeEventListener('afterprint', finish);
      done.current();
    };
    window.addEventListener('afterprint', finish);
    // Drawn and committed, its strings loaded (the receipt suspends until they are): print it.
    window.print();
    // A browser that never says so still gives the button back (most block in print() until done).
    const fallback = window.setTimeout(finish, PRINT_FALLBACK_MS);
    return () => {
      over = true;
      window.clearTimeout(fallback);
      window.removeEventListener('afterprint', finish);
    };
  }, []);
  return createPortal(
    <div className={BILL_PRINT_CLASS} data-testid="bill-print-region">
      <style>{BILL_PRINT_CSS}</style>
      <BillReceipt bill={bill} />
    </div>,
    document.body,
  );
}
