import { formatRupees, type Order } from '@kirana/shared';
import { useT } from '../../i18n';

/** Spec §2's bill summary: item total, the small-cart fee when one was charged, delivery fee 0, total bill. */
export function BillSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section className="kn-adm-detail-card" aria-labelledby="kn-adm-bill-title">
      <h2 id="kn-adm-bill-title" className="kn-adm-card-title">
        {t('Bill summary')}
      </h2>
      <dl className="kn-adm-bill">
        <div>
          <dt>{t('Item total')}</dt>
          <dd>{formatRupees(order.itemsPrice)}</dd>
        </div>
        {order.smallCartFee > 0 && (
          <div>
            <dt>{t('Small cart fee')}</dt>
            <dd>{formatRupees(order.smallCartFee)}</dd>
          </div>
        )}
        <div>
          <dt>{t('Delivery fee')}</dt>
          <dd>{formatRupees(order.deliveryFee, { compact: true })}</dd>
        </div>
        <div className="kn-adm-bill__total">
          <dt>{t('Total bill')}</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
