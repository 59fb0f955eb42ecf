import { bus, LineIcon, shippingLine, type SavedAddress } from '@kirana/shared';
import { useT } from '../../i18n';

/** 'Delivering to' the first saved address, with a way to choose another (the 'Your Location' modal). */
export function DeliveringTo({ address }: { address: SavedAddress }) {
  const t = useT();
  return (
    <section className="kn-cart-address" aria-label={t('Delivery address')}>
      <LineIcon className="kn-cart-address__icon">
        <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
      </LineIcon>
      <div className="kn-cart-address__text">
        <p className="kn-cart-address__title">{t('Delivering to Home')}</p>
        <p className="kn-cart-address__line">{shippingLine(address)}</p>
      </div>
      <button
        type="button"
        className="kn-cart-link"
        onClick={() => bus.emit('cart:location-requested', {})}
        aria-label={t('Change delivery address')}
      >
        {t('Change')}
      </button>
    </section>
  );
}
