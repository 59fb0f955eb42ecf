import { formatRupees, SMALL_CART_FEE, SMALL_CART_THRESHOLD, type Bill } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * Bill details (spec §2, §9): item total; small-cart fee ₹20 when charged, otherwise 20 struck
 * out and 0; delivery fee 0; To Pay. The fee is the domain's `computeBill`, as the server's is.
 */
export function BillSummary({ bill }: { bill: Bill }) {
  const toSaveFee = SMALL_CART_THRESHOLD - bill.itemsPrice;
  const t = useT();
  return (
    <section className="kn-cart-bill" aria-labelledby="kn-cart-bill-title">
      <h3 id="kn-cart-bill-title" className="kn-cart-section-title">
        {t('Bill details')}
      </h3>
      <dl className="kn-cart-bill__rows">
        <div className="kn-cart-bill__row">
          <dt>{t('Item total')}</dt>
          <dd>{formatRupees(bill.itemsPrice)}</dd>
        </div>
        <div className="kn-cart-bill__row" data-testid="small-cart-fee">
          <dt>{t('Small cart fee')}</dt>
          <dd>
            {bill.smallCartFeeWaived ? (
              <>
                <del>
                  {formatRupees(SMALL_CART_FEE, { compact: true })}
                  <span className="kn-ui-visually-hidden"> {t('waived')}</span>
                </del>{' '}
                <span className="kn-cart-bill__free">{formatRupees(0, { compact: true })}</span>
              </>
            ) : (
              formatRupees(bill.smallCartFee, { compact: true })
            )}
          </dd>
        </div>
        <div className="kn-cart-bill__row">
          <dt>{t('Delivery fee')}</dt>
          <dd>{formatRupees(bill.deliveryFee, { compact: true })}</dd>
        </div>
        <div className="kn-cart-bill__row kn-cart-bill__total">
          <dt>{t('To Pay')}</dt>
          <dd>{formatRupees(bill.toPay)}</dd>
        </div>
      </dl>
      {!bill.smallCartFeeWaived && toSaveFee > 0 && (
        <p className="kn-cart-bill__hint">{t('Add items worth {amount} more to skip the small cart fee.', { amount: formatRupees(toSaveFee) })}</p>
      )}
    </section>
  );
}
