import { Button } from 'antd';
import { formatPhone, PAYMENT_METHOD_LABELS, shippingLine, type Order } from '@kirana/shared';
import { OrderItemsList, paymentState, useDirectionsLink } from '@kirana/shared/extended';
import { customerName, unitsIn } from '../../components/order/orderFacts';
import '../../lib/pageParts.css';
import { useT } from '../../i18n';
import { ShortAtPacking } from './ShortAtPacking';

/** Who ordered and how they pay, with a call button for the rider or the store. */
export function CustomerSection({ order }: { order: Order }) {
  const t = useT();
  const { name, phoneNumber } = order.user;
  return (
    <section className="kn-adm-detail-card" aria-labelledby="kn-adm-customer-title">
      <h2 id="kn-adm-customer-title" className="kn-adm-card-title">
        {t('Customer')}
      </h2>
      <p className="kn-adm-detail-big">{customerName(order)}</p>
      <p>
        <a
          className="kn-adm-call"
          href={`tel:+91${phoneNumber}`}
          aria-label={`${t('Call {phone}', { phone: formatPhone(phoneNumber) })}, ${name.trim() || t('the customer')}`}
        >
          {t('Call {phone}', { phone: formatPhone(phoneNumber) })}
        </a>
      </p>
      <p className="kn-adm-detail-row">
        <span className="kn-adm-muted">{t('Payment')}</span>{' '}
        <strong>{t(PAYMENT_METHOD_LABELS[order.paymentMethod])}</strong> · {t(paymentState(order).label)}
      </p>
    </section>
  );
}

/** Where it goes, and directions to the society for the rider (a maps search, in a new tab). */
export function AddressSection({ order }: { order: Order }) {
  const t = useT();
  const directions = useDirectionsLink(order.shippingAddress);
  return (
    <section className="kn-adm-detail-card" aria-labelledby="kn-adm-address-title">
      <h2 id="kn-adm-address-title" className="kn-adm-card-title">
        {t('Delivery address')}
      </h2>
      <p className="kn-adm-detail-big">{shippingLine(order.shippingAddress)}</p>
      <Button {...directions}>{t('Directions')}</Button>
    </section>
  );
}

/**
 * Each item's image, name, quantity label and how many: "to pack" while nobody has packed it yet,
 * else only how many (a packed, delivered or cancelled order has nothing left to pack).
 */
export function ItemsSection({ order }: { order: Order }) {
  const t = useT();
  const count = unitsIn(order);
  return (
    <section className="kn-adm-detail-card" aria-labelledby="kn-adm-items-title">
      <h2 id="kn-adm-items-title" className="kn-adm-card-title">
        {order.stage === 'placed' || order.stage === 'packing'
          ? t('{count, plural, one {# item} other {# items}} to pack', { count })
          : t('{count, plural, one {# item} other {# items}}', { count })}
      </h2>
      <OrderItemsList items={order.orderItems} />
      <ShortAtPacking order={order} />
    </section>
  );
}
