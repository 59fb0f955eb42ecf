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
  // An empty cart shows "My Cart", so its name starts with those words (WCAG 2.5.3).
  const label =
    count === 0
      ? t('My Cart, empty')
      : t('Cart, {count, plural, one {# item} other {# items}}, {price}', { count, price: formatRupees(itemsPrice) });
  return (
    <button
      type="button"
      className="kn-shell-cart"
      onClick={() => bus.emit('shell:cart-requested', {})}
      aria-label={label}
    >
      <CartIcon />
      <span className="kn-shell-cart__label">{count === 0 ? t('My Cart') : formatRupees(itemsPrice)}</span>
      {count > 0 && (
        // The count is drawn by CSS from data-count: a text node would join the price in what the
        // button shows ("₹140.005") and its name would no longer hold it (WCAG 2.5.3).
        <span className="kn-shell-cart__badge" data-testid="cart-badge" data-count={count} aria-hidden="true" />
      )}
    </button>
  );
}
