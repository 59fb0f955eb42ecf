import { errorMessage, type Order } from '@kirana/shared';
import { type BillDocumentChoice, billIssued, hasCreditNote, useBillPdfDownload } from '@kirana/shared/extended';
import { useT } from '../../i18n';

const LABELS: Record<BillDocumentChoice, string> = {
  bill: 'Download bill (PDF)',
  creditNote: 'Download credit note (PDF)',
};

/** One download: the document's PDF in the page's language, fetched with the customer's token. */
function DownloadButton({ order, document }: { order: Order; document: BillDocumentChoice }) {
  const t = useT();
  const { busy, download } = useBillPdfDownload(order, document, { describeError: (error) => t(errorMessage(error)) });

  return (
    <button
      type="button"
      className="kn-ui-button kn-ui-button--ghost kn-acc-bill__download"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('Downloading…') : t(LABELS[document])}
    </button>
  );
}

/**
 * The order's bill as a PDF once it has its number (delivered, or paid online), and the credit note
 * against it when the order was cancelled after it was paid. Nothing before: the bill is numbered
 * at delivery.
 */
export function BillDownloads({ order }: { order: Order }) {
  const bill = billIssued(order);
  const creditNote = hasCreditNote(order);
  if (!bill && !creditNote) return null;
  return (
    <p className="kn-acc-bill__downloads">
      {bill && <DownloadButton order={order} document="bill" />}
      {creditNote && <DownloadButton order={order} document="creditNote" />}
    </p>
  );
}
