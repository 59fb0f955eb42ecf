import { bus, formatRupees, useAppSelector } from '@kirana/shared';
import { CartIcon } from './icons';
import { useT } from '../../i18n';

export function useCartSummary() {
  const count = useAppSelector((state) => state.cart.cartItems.reduce((sum, line) => sum + line.qty, 0));
  const itemsPrice = useAppSelector((state) => Number(state.cart.itemsPrice));
  return { count, itemsPrice };
}

/** The cart with its item-count badge; opens the cart drawer. */
export function CartButton() {
  const { count, itemsPrice } = useCartSummary();
  const t = useT();
  const label = count === 0 ? t('Cart, empty') : t('Cart, {count, plural, one {# item} other {# items}}, {price}', { count, price: formatRupees(itemsPrice) });
  return (
    <button type="button" className="kn-shell-cart" onClick={() => bus.emit('shell:cart-requested', {})} aria-label={label}>
      <CartIcon />
      <span className="kn-shell-cart__label">{count === 0 ? t('My Cart') : formatRupees(itemsPrice)}</span>
      {count > 0 && (
        <span className="kn-shell-cart__badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
