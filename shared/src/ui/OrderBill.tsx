import { type ReactNode, useId } from 'react';
import { type Bill, formatRupees, SMALL_CART_FEE, SMALL_CART_THRESHOLD, useLocale, useSharedT } from '@kirana/shared';

/**
 * Whose bill it is, which names its heading and its total: the cart's before paying ('Bill
 * details', 'To Pay', with how much more skips the small-cart fee), a placed order's ('Bill
 * summary', 'Total bill'), or the one the admin reads out on a phone order ('Bill', 'Total bill
 * (cash on delivery)'). The cart and the phone order draw it inside a panel (an h3), an order page
 * as a card of its own (an h2).
 */
export type OrderBillKind = 'cart' | 'order' | 'phone-order';

interface OrderBillProps {
  bill: Bill;
  kind: OrderBillKind;
  /** The caller's card around it (its background, border and padding). */
  className?: string;
  /** The caller's heading style, to match the cards beside it. */
  titleClassName?: string;
  /** Drawn below the rows (an order's payment state). */
  children?: ReactNode;
}

/**
 * The bill (R15), the one drawing of it for the cart, an order and a phone order: item
 * total; the small-cart fee, ₹20 when charged, otherwise ₹20 struck out (heard as "₹20 waived")
 * and ₹0; delivery fee ₹0; the total. Fees show whole rupees, totals their paise.
 */
export function OrderBill({ bill, kind, className, titleClassName, children }: OrderBillProps) {
  const t = useSharedT();
  const locale = useLocale();
  const titleId = useId();
  const money = (rupees: number) => formatRupees(rupees, { locale });
  const fee = (rupees: number) => formatRupees(rupees, { compact: true, locale });
  const Heading = kind === 'order' ? 'h2' : 'h3';
  const title = kind === 'cart' ? t('Bill details') : kind === 'order' ? t('Bill summary') : t('Bill');
  const total = kind === 'cart' ? t('To Pay') : kind === 'order' ? t('Total bill') : t('Total bill (cash on delivery)');
  // Nothing on it yet (a phone order before the first item): no fee to charge or to waive.
  const feeRow = bill.itemsPrice > 0 || bill.smallCartFee > 0;
  const toSkipFee = SMALL_CART_THRESHOLD - bill.itemsPrice;
  return (
    <section className={`kn-ui-bill ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName ?? 'kn-ui-bill__title'}>
        {title}
      </Heading>
      <dl className="kn-ui-bill__rows">
        <div className="kn-ui-bill__row">
          <dt>{t('Item total')}</dt>
          <dd>{money(bill.itemsPrice)}</dd>
        </div>
        {feeRow && (
          <div className="kn-ui-bill__row">
            <dt>{t('Small cart fee')}</dt>
            <dd>
              {bill.smallCartFeeWaived ? (
                <>
                  <del>
                    {fee(SMALL_CART_FEE)}
                    <span className="kn-ui-visually-hidden"> {t('waived')}</span>
                  </del>{' '}
                  <span className="kn-ui-bill__free">{fee(0)}</span>
                </>
              ) : (
                fee(bill.smallCartFee)
              )}
            </dd>
          </div>
        )}
        <div className="kn-ui-bill__row">
          <dt>{t('Delivery fee')}</dt>
          <dd>{fee(bill.deliveryFee)}</dd>
        </div>
        <div className="kn-ui-bill__row kn-ui-bill__total">
          <dt>{total}</dt>
          <dd>{money(bill.toPay)}</dd>
        </div>
      </dl>
      {kind === 'cart' && !bill.smallCartFeeWaived && toSkipFee > 0 && (
        <p className="kn-ui-bill__hint">
          {t('Add items worth {amount} more to skip the small cart fee.', { amount: money(toSkipFee) })}
        </p>
      )}
      {children}
    </section>
  );
}
