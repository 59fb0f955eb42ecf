import { bus, formatRupees, useLocation } from '@kirana/shared';
import { useCartSummary } from './CartButton';
import { CartIcon, ChevronIcon } from './icons';
import { useT } from '../../i18n';

const HIDDEN_ON = new Set(['/cart', '/payment', '/orderstatus']);

/** On phones, a sticky bottom 'View Cart' bar while the cart has something in it. */
export function MobileCartBar() {
  const { count, itemsPrice } = useCartSummary();
  const { pathname } = useLocation();
  const t = useT();
  if (count === 0 || HIDDEN_ON.has(pathname)) return null;
  return (
    <div className="kn-shell-cartbar">
      <button type="button" className="kn-shell-cartbar__button" onClick={() => bus.emit('shell:cart-requested', {})}>
        <CartIcon />
        <span className="kn-shell-cartbar__summary">
          <strong>{t('{count, plural, one {# item} other {# items}}', { count })}</strong>
          <span>{formatRupees(itemsPrice)}</span>
        </span>
        <span className="kn-shell-cartbar__cta">
          {t('View Cart')} <ChevronIcon />
        </span>
      </button>
    </div>
  );
}
