import { formatRupees, productName, QuantityStepper, type CartItem, useLocale } from '@kirana/shared';
import { Thumbnail } from '@kirana/shared/extended';
import { useT } from '../../i18n';

/** The cart's lines, each with THE shared stepper (+ up to 5, never beyond stock, − at 1 removes). */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="kn-cart-lines" aria-label={t('Items in your cart')}>
      {items.map((item) => (
        <li key={item._id} className="kn-cart-line">
          <Thumbnail className="kn-cart-line__image" src={item.productImages[0]} size={56} />
          <div className="kn-cart-line__text">
            <p className="kn-cart-line__name">{productName(item, locale)}</p>
            {item.quantityLabel && <p className="kn-cart-line__qty">{item.quantityLabel}</p>}
            <p className="kn-cart-line__price">
              {formatRupees(item.sellingPrice * item.qty)}
              {item.mrp !== undefined && item.mrp > item.sellingPrice && (
                <del className="kn-cart-line__mrp">{formatRupees(item.mrp * item.qty)}</del>
              )}
            </p>
          </div>
          <QuantityStepper product={item} />
        </li>
      ))}
    </ul>
  );
}
