import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';
import { toast } from 'react-toastify';
import type { BillDocument, Order } from '@kirana/shared';
import {
  type BillDocumentChoice,
  BillPrint,
  billPrint,
  hasCreditNote,
  useBillPdfDownload,
  useLazyGetOrderBillQuery,
} from '@kirana/shared/extended';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

const LABELS: Record<BillDocumentChoice, { print: string; download: string }> = {
  bill: { print: 'Print bill', download: 'Download PDF' },
  creditNote: { print: 'Print credit note', download: 'Download credit note (PDF)' },
};

interface BillButtonProps {
  order: Pick<Order, '_id' | 'orderNumber'>;
  /** The bill (default), or the credit note of a cancelled invoiced order. */
  document?: BillDocumentChoice;
  size?: 'small' | 'middle';
  /** On a list of orders: the button names its order to a screen reader ('Print bill for order #…', its visible words first, as speech input needs). */
  inList?: boolean;
}

/**
 * Print bill: reads the bill as it stands when pressed (loading meanwhile, with the receipt's code),
 * draws it into the page's print-only region and opens the browser's print dialog for the 80 mm
 * receipt printer; pressed again only once that print is over. A refusal is toasted in words.
 */
export function PrintBillButton({ order, document = 'bill', size, inList = false }: BillButtonProps) {
  const t = useT();
  const [readBill] = useLazyGetOrderBillQuery();
  const [reading, setReading] = useState(false);
  const [printing, setPrinting] = useState<BillDocument | null>(null);

  const print = async () => {
    setReading(true);
    try {
      const [bill] = await Promise.all([readBill({ id: order._id, document }).unwrap(), billPrint.preload()]);
      setPrinting(bill);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        loading={reading}
        disabled={printing !== null}
        aria-label={inList ? t('Print bill for order #{number}', { number: order.orderNumber }) : undefined}
        onClick={(event) => {
          // A row of the queue opens its order when clicked: printing keeps the board in place.
          if (inList) event.stopPropagation();
          void print();
        }}
      >
        {t(LABELS[document].print)}
      </Button>
      {printing && (
        <Suspense fallback={null}>
          <BillPrint bill={printing} onPrinted={() => setPrinting(null)} />
        </Suspense>
      )}
    </>
  );
}

/** Download PDF: the bill's A4 PDF in the language shown, fetched with the admin's token. */
export function DownloadBillButton({ order, document = 'bill', size }: BillButtonProps) {
  const t = useT();
  const { busy, download } = useBillPdfDownload(order, document, {
    describeError: (error) => errorMessage(error),
    onSaved: (name) => toast.success(t('{name} downloaded', { name })),
  });

  return (
    <Button size={size} loading={busy} onClick={() => void download()}>
      {t(LABELS[document].download)}
    </Button>
  );
}

/**
 * An order's papers for the packer: Print bill and Download PDF, and for a cancelled order that
 * was paid, its credit note's too.
 */
export function BillButtons({ order, size }: { order: Order; size?: 'small' | 'middle' }) {
  return (
    <Space wrap size="small" className="kn-adm-bill-buttons">
      <PrintBillButton order={order} size={size} />
      <DownloadBillButton order={order} size={size} />
      {hasCreditNote(order) && (
        <>
          <PrintBillButton order={order} document="creditNote" size={size} />
          <DownloadBillButton order={order} document="creditNote" size={size} />
        </>
      )}
    </Space>
  );
}
