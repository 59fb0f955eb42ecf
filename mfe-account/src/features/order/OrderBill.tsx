import { formatRupees, type Order } from '@kirana/shared';
import { paymentState } from '@kirana/shared/extended';
import { Badge } from '../../components/order/OrderBadges';
import { useT } from '../../i18n';

/** Bill summary (spec §2): item total, the small-cart fee when one was charged, delivery fee 0, total. */
export function OrderBill({ order }: { order: Order }) {
  const t = useT();
  return (
    <section className="kn-acc-card" aria-labelledby="kn-acc-bill-title">
      <h2 id="kn-acc-bill-title" className="kn-acc-card__title">
        {t('Bill summary')}
      </h2>
      <dl className="kn-acc-bill">
        <div className="kn-acc-bill__row">
          <dt>{t('Item total')}</dt>
          <dd>{formatRupees(order.itemsPrice)}</dd>
        </div>
        {order.smallCartFee > 0 && (
          <div className="kn-acc-bill__row">
            <dt>{t('Small cart fee')}</dt>
            <dd>{formatRupees(order.smallCartFee)}</dd>
          </div>
        )}
        <div className="kn-acc-bill__row">
          <dt>{t('Delivery fee')}</dt>
          <dd>{formatRupees(order.deliveryFee, { compact: true })}</dd>
        </div>
        <div className="kn-acc-bill__row kn-acc-bill__total">
          <dt>{t('Total bill')}</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
        </div>
      </dl>
      <p className="kn-acc-bill__payment">
        <Badge {...paymentState(order)} />
      </p>
    </section>
  );
}
