import { useMemo } from 'react';
import {
  computeBill,
  DangerAlert,
  formatRupees,
  isTakingOrders,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  productName,
  savePaymentMethod,
  selectFirstAddress,
  StorePauseBanner,
  useAppDispatch,
  useAppSelector,
  useLocale,
  useStoreStatus,
  type PaymentMethod,
} from '@kirana/shared';
import { OrderBill } from '@kirana/shared/extended';
import { AddAddressButton } from '../../components/cart-contents/AddAddressButton';
import { CartContents } from '../../components/cart-contents/CartContents';
import { DeliveringTo } from '../../components/cart-contents/DeliveringTo';
import { usePlaceOrder } from './usePlaceOrder';
import './checkout.css';
import { useT } from '../../i18n';

const METHOD_HINTS: Record<PaymentMethod, string> = {
  COD: 'Pay by cash or UPI when your order arrives.',
  PHONEPE: 'UPI, cards and wallets on PhonePe’s secure page.',
};

/** `/payment`: how to pay, where it goes, the bill again, and one button that places the order once. */
export function PaymentPage() {
  const dispatch = useAppDispatch();
  const t = useT();
  const locale = useLocale();
  const items = useAppSelector((state) => state.cart.cartItems);
  const saved = useAppSelector((state) => state.cart.paymentMethod);
  const address = useAppSelector(selectFirstAddress);
  const method: PaymentMethod = saved || 'COD';
  const bill = useMemo(() => computeBill(items), [items]);
  const { place, placing, error } = usePlaceOrder();
  const takingOrders = isTakingOrders(useStoreStatus());

  if (items.length === 0) {
    return (
      <section className="kn-pay">
        <h1 className="kn-pay__title">{t('Payment')}</h1>
        <div className="kn-pay__card">
          <CartContents />
        </div>
      </section>
    );
  }

  const count = items.reduce((sum, line) => sum + line.qty, 0);
  return (
    <section className="kn-pay">
      <h1 className="kn-pay__title">{t('Payment')}</h1>
      <div className="kn-pay__grid">
        <div className="kn-pay__main">
          <div className="kn-pay__card">
            {address ? (
              <DeliveringTo address={address} />
            ) : (
              <p className="kn-pay__no-address">{t('Add the address we should deliver to before you pay.')}</p>
            )}
          </div>
          <fieldset className="kn-pay__card kn-pay__methods" disabled={placing}>
            <legend className="kn-pay__legend">{t('Pay with')}</legend>
            {PAYMENT_METHODS.map((option) => (
              <label key={option} className={`kn-pay__method${method === option ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option}
                  checked={method === option}
                  onChange={() => dispatch(savePaymentMethod(option))}
                />
                <span className="kn-pay__method-text">
                  <strong>{t(PAYMENT_METHOD_LABELS[option])}</strong>
                  <span>{t(METHOD_HINTS[option])}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
        <div className="kn-pay__side">
          <details className="kn-pay__card kn-pay__items">
            <summary>{t('{count, plural, one {# item} other {# items}} in this order', { count })}</summary>
            <ul>
              {items.map((line) => (
                <li key={line._id}>
                  <span>
                    {productName(line, locale)} × {line.qty}
                  </span>
                  <span>{formatRupees(line.sellingPrice * line.qty)}</span>
                </li>
              ))}
            </ul>
          </details>
          <OrderBill kind="cart" bill={bill} className="kn-cart-bill" />
          <StorePauseBanner />
          {error && takingOrders && <DangerAlert>{t(error)}</DangerAlert>}
          {address ? (
            <button
              type="button"
              className="kn-ui-button kn-pay__place"
              disabled={placing || !takingOrders}
              aria-busy={placing}
              onClick={() => void place(method)}
            >
              {placing
                ? t('Placing your order…')
                : method === 'PHONEPE'
                  ? t('Pay {amount} with PhonePe', { amount: formatRupees(bill.toPay) })
                  : t('Place Order · {amount}', { amount: formatRupees(bill.toPay) })}
            </button>
          ) : (
            <AddAddressButton className="kn-ui-button kn-pay__place" />
          )}
        </div>
      </div>
    </section>
  );
}
