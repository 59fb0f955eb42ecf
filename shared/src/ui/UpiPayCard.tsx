import { useId, useMemo } from 'react';
import { encode } from 'uqr';
import { formatRupees, orderNumber, type Order, useSharedT } from '@kirana/shared';
import { storeUpi } from '../config/storeUpi';
import { payableByUpi, upiPayUrl } from '../domain/upi';

/** The QR's dark modules as one SVG path of unit squares (no HTML is injected). */
function qrPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * "Pay by UPI" for an unpaid cash-on-delivery order, when the store has a UPI id: a QR code to
 * scan and a `upi://pay` link to tap, both for exactly what is due on the order, to the store, with the
 * order number as the note. Nothing for any other order, or when the store has no UPI id.
 */
export function UpiPayCard({ order, className }: { order: Order; className?: string }) {
  const titleId = useId();
  const t = useSharedT();
  const payee = storeUpi();
  const url = payee && payableByUpi(order) ? upiPayUrl(payee, order) : null;
  const qr = useMemo(() => (url ? encode(url, { ecc: 'M', border: 2 }) : null), [url]);
  if (!payee || !url || !qr) return null;
  const amount = formatRupees(order.amountDue);
  return (
    <section className={['kn-upi', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="kn-upi__title">
        {t('Pay by UPI')}
      </h2>
      <p className="kn-upi__text">
        {t('{amount} to {payee}', { amount, payee: payee.name })} (<span className="kn-upi__id">{payee.id}</span>),{' '}
        {t('for order #{number}. Scan with any UPI app, or tap the button on this phone.', {
          number: orderNumber(order._id),
        })}
      </p>
      <svg
        className="kn-upi__qr"
        role="img"
        aria-label={t('QR code: pay {amount} by UPI to {id}', { amount, id: payee.id })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qrPath(qr.data)} fill="#000" />
      </svg>
      <a className="kn-upi__link" href={url}>
        {t('Pay {amount} by UPI', { amount })}
      </a>
    </section>
  );
}
