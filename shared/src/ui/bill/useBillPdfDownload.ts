import { useState } from 'react';
import { toast } from 'react-toastify';
import { type Order, selectToken, useAppSelector, useLocale } from '@kirana/shared';
import type { BillDocumentChoice } from '../../store/ordersApi';
import { downloadBillPdf } from './downloadBillPdf';

export interface BillPdfDownloadOptions {
  /** The failure's words for its toast, as the app says them (each app has its own wording and catalogue). */
  describeError: (error: unknown) => string;
  /** Called with the saved file's name. */
  onSaved?: (name: string) => void;
}

/**
 * A Download PDF button's work: the order's bill (or its credit note) saved as a PDF in the
 * language shown, fetched with the signed-in person's token and named after the order's number
 * when the server names no file. `busy` while it downloads; a failure is toasted in the words
 * `describeError` gives.
 */
export function useBillPdfDownload(
  order: Pick<Order, '_id' | 'orderNumber'>,
  document: BillDocumentChoice,
  { describeError, onSaved }: BillPdfDownloadOptions,
): { busy: boolean; download: () => Promise<void> } {
  const locale = useLocale();
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadBillPdf(order._id, locale, {
        token,
        document,
        fallbackName: `${document === 'creditNote' ? 'credit-note' : 'bill'}-${order.orderNumber}.pdf`,
      });
      onSaved?.(name);
    } catch (error) {
      toast.error(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
