import { bus, formatRupees, useLocation } from '@kirana/shared';
import { useCartSummary } from './CartButton';
import { CartIcon, ChevronIcon } from './icons';

const HIDDEN_ON = new Set(['/cart', '/payment', '/orderstatus']);

/** On phones, a sticky bottom 'View Cart' bar while the cart has something in it. */
export function MobileCartBar() {
  const { count, itemsPrice } = useCartSummary();
  const { pathname } = useLocation();
  if (count === 0 || HIDDEN_ON.has(pathname)) return null;
  return (
    <div className="kn-shell-cartbar">
      <button type="button" className="kn-shell-cartbar__button" onClick={() => bus.emit('shell:cart-requested', {})}>
        <CartIcon />
        <span className="kn-shell-cartbar__summary">
          <strong>
            {count} {count === 1 ? 'item' : 'items'}
          </strong>
          <span>{formatRupees(itemsPrice)}</span>
        </span>
        <span className="kn-shell-cartbar__cta">
          View Cart <ChevronIcon />
        </span>
      </button>
    </div>
  );
}
