import {
  formatRupees,
  itemsPricePaise,
  type OrderItem,
  paiseToRupees,
  productName,
  useLocale,
  useSharedT,
} from '@kirana/shared';
import { Thumbnail } from './Thumbnail';

interface OrderItemsListProps {
  items: readonly OrderItem[];
  /**
   * Each line's price (quantity × the price it was ordered at): the customer's order page shows it, the
   * admin's packing list does not.
   */
  prices?: boolean;
}

/**
 * What is in an order: each line's image, name, quantity label and how many, seen as "× 2" and heard
 * as "Quantity 2". Names stay as the store wrote them when the order was placed, in Hindi for a Hindi
 * reader where the product had a Hindi name (R38d).
 */
export function OrderItemsList({ items, prices = false }: OrderItemsListProps) {
  const t = useSharedT();
  const locale = useLocale();
  return (
    <ul className={prices ? 'kn-ui-items kn-ui-items--priced' : 'kn-ui-items'}>
      {items.map((item) => (
        <li key={item.product} className="kn-ui-item">
          {item.image ? (
            <Thumbnail className="kn-ui-item__image" src={item.image} size={56} />
          ) : (
            <span className="kn-ui-item__image" aria-hidden="true" />
          )}
          <span className="kn-ui-item__text">
            <span className="kn-ui-item__name">{productName(item, locale)}</span>
            <span className="kn-ui-item__label">{item.quantityLabel}</span>
            {item.qty < item.orderedQty && (
              <span className="kn-ui-item__short">
                {item.qty === 0
                  ? t('Not available: the shop was out of it')
                  : t('Only {qty} of {ordered}: the shop ran short', { qty: item.qty, ordered: item.orderedQty })}
                {prices &&
                  ` · ${t('{amount} less', {
                    amount: formatRupees((item.orderedQty - item.qty) * item.sellingPrice, { locale }),
                  })}`}
              </span>
            )}
          </span>
          <span className="kn-ui-item__qty">
            <span className="kn-ui-visually-hidden">{t('Quantity')} </span>
            <span aria-hidden="true">× </span>
            {item.qty}
          </span>
          {prices && (
            <span className="kn-ui-item__price">
              {formatRupees(paiseToRupees(itemsPricePaise([item])), { locale })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
