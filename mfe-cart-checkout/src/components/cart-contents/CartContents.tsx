import { useMemo } from 'react';
import {
  bus,
  computeBill,
  DELIVERY_PROMISE_MINUTES,
  formatRupees,
  isTakingOrders,
  type LoginReason,
  selectFirstAddress,
  selectUser,
  StorePauseBanner,
  useAppSelector,
  useNavigate,
  useStoreStatus,
} from '@kirana/shared';
import { OrderBill } from '@kirana/shared/extended';
import { AddAddressButton } from './AddAddressButton';
import { CartLines } from './CartLines';
import { DeliveringTo } from './DeliveringTo';
import './cartContents.css';
import { useT } from '../../i18n';

/** Reason sent with `auth:login-required`: the shell reopens the cart drawer after sign-in. */
export const LOGIN_FROM_CART: LoginReason = 'cart';

interface CartContentsProps {
  /** In the drawer: closes it. On the cart page there is nothing to close. */
  onClose?: () => void;
}

/**
 * The cart, in exactly these states: 'Please Login' for visitors (the cart is kept), 'Your cart
 * is empty', or the lines, 'Add More Items', the bill (R15), 'Delivering to' the first address
 * (R29a) and the button that pays ('Click to Pay') or first asks for an address ('Add Address to
 * Proceed'). While the store is paused the cart is kept and says so, and paying waits until it
 * opens again (R73, R74).
 */
export function CartContents({ onClose }: CartContentsProps) {
  const navigate = useNavigate();
  const t = useT();
  const user = useAppSelector(selectUser);
  const items = useAppSelector((state) => state.cart.cartItems);
  const address = useAppSelector(selectFirstAddress);
  const bill = useMemo(() => computeBill(items), [items]);
  const count = items.reduce((sum, line) => sum + line.qty, 0);
  const takingOrders = isTakingOrders(useStoreStatus());

  const leaveTo = (path: string) => {
    onClose?.();
    navigate(path);
  };

  if (!user) {
    return (
      <div className="kn-cart-state">
        <h3 className="kn-cart-state__title">{t('Please Login')}</h3>
        <p className="kn-cart-state__text">
          {count > 0
            ? t(
                'Your {count, plural, one {# item is} other {# items are}} safe in your cart. Log in to see your bill and pay.',
                { count },
              )
            : t('Log in to fill your cart and pay.')}
        </p>
        <button
          type="button"
          className="kn-ui-button"
          onClick={() => {
            bus.emit('auth:login-required', { reason: LOGIN_FROM_CART });
            onClose?.();
          }}
        >
          {t('Log In')}
        </button>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="kn-cart-state">
        <h3 className="kn-cart-state__title">{t('Your cart is empty')}</h3>
        <p className="kn-cart-state__text">
          {t('Groceries reach your door in {min}–{max} minutes.', DELIVERY_PROMISE_MINUTES)}
        </p>
        <button type="button" className="kn-ui-button" onClick={() => leaveTo('/')}>
          {t('Browse Products')}
        </button>
      </div>
    );
  }

  return (
    <div className="kn-cart-contents">
      <div className="kn-cart-body">
        <p className="kn-cart-promise">
          <strong>{t('Delivery in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)}</strong>
          <span>{t('{count, plural, one {# item} other {# items}}', { count })}</span>
        </p>
        <CartLines items={items} />
        <button type="button" className="kn-cart-more" onClick={() => (onClose ? onClose() : navigate('/'))}>
          {t('+ Add More Items')}
        </button>
        <OrderBill kind="cart" bill={bill} className="kn-cart-bill" />
      </div>
      <div className="kn-cart-footer">
        <StorePauseBanner className="kn-cart-paused" />
        {address && <DeliveringTo address={address} />}
        {address ? (
          <button
            type="button"
            className="kn-ui-button kn-cart-cta"
            data-focus-slot="cart-action"
            disabled={!takingOrders}
            onClick={() => leaveTo('/payment')}
          >
            <span>{formatRupees(bill.toPay)}</span>
            <span>{t('Click to Pay')}</span>
          </button>
        ) : (
          <AddAddressButton className="kn-ui-button kn-cart-cta kn-cart-cta--single" focusSlot="cart-action" />
        )}
      </div>
    </div>
  );
}
